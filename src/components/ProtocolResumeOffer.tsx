// The offer shown when a timed test was interrupted by a reload or an accidental close: resume it from where it is now,
// or start over (the saved run is forgotten, so Start over asks first: decision 0104).
import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { formatElapsed } from '@machines/timing';
import type { TimedRun } from '@/state/run/useTimedRun';
import { ConfirmButton } from './ConfirmButton';

/** How long ago a run set aside as overdue was last saved, in words: "3 hours ago", "about 2 hours ago". */
export function overdueText(savedAt: number, now: number = Date.now()): string {
  const hours = Math.max(0, now - savedAt) / 3_600_000;
  if (hours >= 48) return `${Math.floor(hours / 24)} days ago`;
  const whole = Math.round(hours);
  return `${whole === hours ? '' : 'about '}${whole} hour${whole === 1 ? '' : 's'} ago`;
}

export interface ProtocolResumeOfferProps {
  testName: string;
  children: ReactNode;
  onResume: () => void;
  onStartOver: () => void;
}

export function ProtocolResumeOffer({ testName, children, onResume, onStartOver }: ProtocolResumeOfferProps) {
  return (
    <section className="panel protocol-resume" aria-labelledby="protocol-resume-heading">
      <h2 id="protocol-resume-heading">Unfinished {testName}</h2>
      {children}
      <div className="form-actions protocol-controls">
        <button type="button" className="button button-primary button-large" onClick={onResume}>
          Resume
        </button>
        <ConfirmButton
          label="Start over"
          className="button button-large"
          ask
          question={`Start the ${testName} over? The interrupted run and its time are lost.`}
          confirmLabel="Yes, start over"
          onConfirm={onStartOver}
        />
      </div>
    </section>
  );
}

export interface TimerResumeOfferProps {
  /** 'Chair stand timer': the offer's heading and Start over's question. */
  testName: string;
  /** The screen's run, while it holds an interrupted run to offer back. */
  run: Pick<
    TimedRun<AnyStateMachine, unknown>,
    'resumeOffer' | 'resumeOverdue' | 'resumeElapsedMs' | 'resume' | 'startOver'
  >;
  /** What Resume carries on besides the time (' with the count so far'). */
  resumesWith?: string;
  /** The group grid's timer, run once for everyone. */
  group?: boolean;
}

/** The offer of a countdown (one client's or a group's): set aside as overdue or interrupted, and where Resume continues. */
export function TimerResumeOffer({ testName, run, resumesWith = '', group = false }: TimerResumeOfferProps) {
  return (
    <ProtocolResumeOffer testName={testName} onResume={run.resume} onStartOver={run.startOver}>
      <p>
        {run.resumeOverdue && run.resumeOffer
          ? `This ${group ? 'group timer' : 'timer'} was left running ${overdueText(run.resumeOffer.savedAt)} and was set aside.`
          : `${group ? 'A group' : 'This'} timer was interrupted (the page was reloaded or closed).`}{' '}
        Resume continues at {formatElapsed(run.resumeElapsedMs ?? 0)}
        {resumesWith}.
      </p>
    </ProtocolResumeOffer>
  );
}
