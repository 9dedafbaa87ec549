// The 20 m shuttle run's test-day display (decision 48), shared by the single-runner screen and the group timer: the
// start, then the level, the shuttle of the level and the seconds to the next beep, large enough to read from 3 m, and
// an Out button per runner (the score is the last beep before the tap). The beeps, the triple beep and the spoken
// level come from the run's cues on the audio clock; this view only shows the snapshot and sends events.
import '@/components/protocolTimer.css';
import './shuttleRun.css';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { shuttleRunMachine } from '@machines/shuttleRunMachine';
import { shuttleScoreText } from '@/calculators/shuttleRun';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { ConfirmButton } from '@/components/ConfirmButton';
import { StopTestIndications } from '@/components/StopTestIndications';
import { StoppedEarlyControl } from '@/components/StoppedEarlyControl';
import { RunSoundControls } from '@/components/SoundControls';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import type { RunSound } from '@/state/run/useTimedRun';
import { outOf, sameReading, shuttleRunReading, shuttleRunStatus } from '@/state/run/shuttleRunView';

export type ShuttleRunActor = ActorRefFrom<typeof shuttleRunMachine>;

export interface ShuttleRunDisplayProps {
  actor: ShuttleRunActor;
  title: string;
  /** The runners' names by client id (one runner: their name, or 'Runner'). */
  names: ReadonlyMap<string, string>;
  sound: RunSound;
  onStart: () => void;
  onOut: (clientId: string) => void;
  /** Ends the run: every runner still in gets the last beep's score. */
  onStop: () => void;
  /** One runner: stops with the tester's reason, kept with the result (decision 50). */
  onStopEarly?: (reason: string) => void;
  /** A group: the finished run's scores go to the grid. */
  onUseResults?: () => void;
}

export function ShuttleRunDisplay(props: ShuttleRunDisplayProps) {
  const { actor, title, names, sound } = props;
  const status = useSelector(actor, shuttleRunStatus);
  const reading = useSelector(actor, shuttleRunReading, sameReading);
  const runners = useSelector(actor, (s) => s.context.runners);
  const outs = useSelector(actor, (s) => s.context.outs);
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);
  const nameOf = (id: string) => names.get(id) ?? 'Unnamed client';
  const single = runners.length === 1;
  if (status === 'idle')
    return (
      <div className="protocol-start">
        <p>
          Start the recording as the {single ? 'runner sets' : 'runners set'} off from the line: a beep at the end of
          every shuttle, a triple beep and the level spoken at each new level. Tap {single ? 'Out' : "a runner's name"}{' '}
          when {single ? 'the runner' : 'they'} miss the line twice in a row or stop: the score is the level and shuttle
          of the last beep before the tap.
        </p>
        <button
          type="button"
          className="button button-primary protocol-start-button"
          ref={focusRef}
          onClick={props.onStart}
        >
          Start
        </button>
      </div>
    );
  const running = status === 'running';
  return (
    <div className="protocol-running">
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {running ? `Level ${reading.level}` : 'The run is over.'}
      </p>
      <TestDayDisplay
        title={title}
        time={reading.elapsedText}
        timeLabel="Time elapsed"
        inUse={running}
        cue={
          running ? (
            <dl className="shuttle-readings">
              <div>
                <dt>Level</dt>
                <dd data-testid="shuttle-level">{reading.level}</dd>
              </div>
              <div>
                <dt>Shuttle</dt>
                <dd data-testid="shuttle-shuttle">
                  {reading.shuttle}
                  <span className="shuttle-of"> of {reading.shuttlesInLevel}</span>
                </dd>
              </div>
              <div>
                <dt>Next beep</dt>
                <dd data-testid="shuttle-next-beep">{reading.nextBeepSeconds ?? 0} s</dd>
              </div>
            </dl>
          ) : null
        }
        detail={running ? <p className="next-stage">{reading.speedKmh.toFixed(1)} km/h: 20 m between beeps</p> : null}
        action={
          single && running ? (
            <button
              type="button"
              className="button button-primary shuttle-out-button"
              onClick={() => props.onOut(runners[0] ?? '')}
            >
              Out
            </button>
          ) : single ? null : (
            <RunnerList
              runners={runners}
              running={running}
              nameOf={nameOf}
              outText={(id) => {
                const out = outOf(outs, id);
                return out ? shuttleScoreText(out) : null;
              }}
              onOut={props.onOut}
              onUndo={(id) => actor.send({ type: 'UNDO_OUT', clientId: id })}
            />
          )
        }
        controls={
          running ? (
            <>
              {single ? null : (
                <ConfirmButton
                  label="Stop the run"
                  ask
                  question="Stop the run? Every runner still in gets the level and shuttle of the last beep."
                  confirmLabel="Yes, stop"
                  onConfirm={props.onStop}
                />
              )}
              <CancelResetControls
                onCancel={() => actor.send({ type: 'CANCEL' })}
                onReset={() => actor.send({ type: 'RESET' })}
                testName="shuttle run"
              />
            </>
          ) : props.onUseResults ? (
            <div className="form-actions">
              <button
                type="button"
                className="button button-primary button-large"
                ref={focusRef}
                onClick={props.onUseResults}
              >
                Put the scores in the grid
              </button>
              <button type="button" className="button" onClick={() => actor.send({ type: 'RESET' })}>
                Reset
              </button>
            </div>
          ) : (
            <p>The run is over.</p>
          )
        }
        sound={<RunSoundControls sound={sound} />}
        guidance={
          <>
            {running && props.onStopEarly ? <StoppedEarlyControl onStop={props.onStopEarly} /> : null}
            <StopTestIndications />
          </>
        }
      />
    </div>
  );
}

interface RunnerListProps {
  runners: readonly string[];
  running: boolean;
  nameOf: (id: string) => string;
  outText: (id: string) => string | null;
  onOut: (id: string) => void;
  onUndo: (id: string) => void;
}

function RunnerList({ runners, running, nameOf, outText, onOut, onUndo }: RunnerListProps) {
  return (
    <ul className="shuttle-runners" aria-label="Runners: tap a name when that runner is out">
      {runners.map((id) => {
        const out = outText(id);
        return (
          <li key={id}>
            {out === null ? (
              <button type="button" className="button shuttle-out-button" disabled={!running} onClick={() => onOut(id)}>
                {nameOf(id)}
              </button>
            ) : (
              <span className="shuttle-runner-out">
                <span>
                  {nameOf(id)} <strong data-testid="runner-score">{out}</strong>
                </span>
                <button
                  type="button"
                  className="button"
                  aria-label={`Undo ${nameOf(id)}'s out`}
                  onClick={() => onUndo(id)}
                >
                  Undo
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
