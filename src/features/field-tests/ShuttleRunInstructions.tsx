// /field-tests?test=shuttle-run: the 20 m multistage shuttle run (decision 48; Léger et al. 1988): the protocol, the kit,
// the two-misses rule and the safety of a maximal test (decision 50), the level table, then Click to Begin to one
// runner's run (a group runs it from the group grid's timer). The press unlocks the beeps' audio (decision 0028).
import '@/styles/screens.css';
import { Link } from 'react-router-dom';
import { SHUTTLE_LEVELS, SHUTTLE_PROVENANCE } from '@/calculators/shuttleRun';
import { InstructionsLayout } from '@/components/InstructionsLayout';
import { SourceLine } from '@/components/SourceLine';
import { StopTestIndications } from '@/components/StopTestIndications';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { shuttleRunPath } from '@/domain/shuttleRunPath';
import { useUnlockRunAudio } from '@/state/run/protocolEffects';

export function ShuttleRunInstructions() {
  const unlockAudio = useUnlockRunAudio();
  return (
    <InstructionsLayout
      title="20 m Shuttle Run"
      heading="The multistage shuttle run (beep test): VO2 max from the last level completed"
      intro={
        <>
          <p>
            A maximal running test: the runner runs back and forth between two lines 20 m apart, reaching a line at each
            beep. The pace starts at 8.5 km/h and rises by 0.5 km/h at each level of about one minute, up to level 21
            (18.5 km/h). One runner here, or a whole group with one recording from the{' '}
            <Link to={ROUTE_PATHS.group}>Group Test</Link> grid (20 m Shuttle Run, Run the group timer).
          </p>
          <p>
            Also needed: a flat, non-slip space at least 25 m long, cones or tape for the two lines, and a phone or
            speaker loud enough to hear at both ends.
          </p>
        </>
      }
      steps={[
        'Mark two lines exactly 20 m apart with the tape measure; the runners start behind one line.',
        'Warm up for a few minutes, and let the runners hear a level of beeps first.',
        'Press Start as the runners set off. Each beep ends a shuttle: the runner must reach the line by the beep, turn and run to the other line.',
        'A triple beep and the spoken level mark each new level: the pace rises.',
        'Two misses: a runner who fails to reach the line by the beep gets one warning; missing it a second time in a row ends their test. Tap them out then (or when they stop): their score is the level and shuttle of the last beep before the tap.',
        'Result: the level and shuttle reached, the distance, the speed of the last completed level and VO2 max = −27.4 + 6.0 × that speed.',
        'Walk for a few minutes afterwards to cool down.',
      ]}
      equipment={['measuringTape']}
      beginTo={shuttleRunPath(true)}
      onBegin={unlockAudio}
    >
      <h3>Safety</h3>
      <p>
        A maximal test: screen the client before it (the client&apos;s page has the short preparticipation screening),
        and stop a runner who shows any of the signs below. A runner who stops is simply tapped out.
      </p>
      <StopTestIndications />
      <details>
        <summary>Levels: speed and shuttles</summary>
        <table className="data-table">
          <caption>20 m shuttle run levels</caption>
          <thead>
            <tr>
              <th scope="col">Level</th>
              <th scope="col">Speed (km/h)</th>
              <th scope="col">Shuttles</th>
            </tr>
          </thead>
          <tbody>
            {SHUTTLE_LEVELS.map((row) => (
              <tr key={row.level}>
                <td>{row.level}</td>
                <td>{row.speedKmh.toFixed(1)}</td>
                <td>{row.shuttles}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint">
          Speeds: Léger, Mercier, Gadoury &amp; Lambert 1988 (8 + 0.5 × level km/h). Shuttles per level: the UK and
          Australian recordings&apos; table.
        </p>
      </details>
      <SourceLine provenance={SHUTTLE_PROVENANCE} />
    </InstructionsLayout>
  );
}
