// The test-day display shared by the step test, the pushup test, the treadmill timer and the 1RM rest timer (issue
// "Test day"): the time at least a quarter of the screen high, the cue readable from 3 m, the controls always on
// screen. One tap fills the screen (the Fullscreen API where the browser has it, a full-window layout otherwise);
// Escape or the Exit button returns. The screen stays awake through the run's wake lock, as before.
import { ConfirmButton } from './ConfirmButton';
import { RunningTestLeaveGuard } from './RunningTestLeaveGuard';
import { TestDayFullScreenContext } from './testDayFullScreen';
import './testDayDisplay.css';
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

export interface TestDayDisplayProps {
  /** The test's name, shown at the top of the full-screen layout. */
  title: string;
  /** The time as shown (mm:ss), and what it measures for screen readers ('Time left in this phase'); none in a countdown. */
  time?: string;
  timeLabel?: string;
  /** The cue: Up/Down and the foot, the phase name, the stage with speed and grade, Ready/Set/Go. */
  cue?: ReactNode;
  /** A line under the cue: the next stage, a warning. */
  detail?: ReactNode;
  /** A large area between the cue and the controls (the pushup tap area). */
  action?: ReactNode;
  /** The run's buttons (Cancel, Stop …); always within the screen. */
  controls: ReactNode;
  /** What only the page layout shows (progress bars, the phase list); hidden in the full-screen layout. */
  extra?: ReactNode;
  /** The sound control (mute, speech), when the run makes sound. */
  sound?: ReactNode;
  /**
   * The indications for stopping a test and "Ended early…" (StopTestGuidance, decision 50), under the controls in the
   * page and between the cue and the controls in the full-screen layout, where the indications read in a few words.
   */
  guidance?: ReactNode;
  /**
   * The run is going (default: the display is shown only while it runs). When it starts, the display is brought to the
   * top of the window and the page's header scrolls away (app.css), so the time, the cue and the controls are all in
   * view on a 1366x657 laptop without full screen (decision 0129).
   */
  inUse?: boolean;
}

function fullscreenAvailable(element: HTMLElement | null): element is HTMLElement {
  return element !== null && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled === true;
}

export function TestDayDisplay({
  title,
  time,
  timeLabel,
  cue,
  detail,
  action,
  controls,
  extra,
  sound,
  guidance,
  inUse = true,
}: TestDayDisplayProps) {
  const root = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);

  // Runs before the screen's own effects (a child's effects come first), so the focus it then moves to Cancel after a
  // start or a Resume lands on a control already in view and scrolls nothing.
  useEffect(() => {
    if (inUse) root.current?.scrollIntoView?.({ block: 'start' });
  }, [inUse]);

  const exit = useCallback(() => {
    setFull(false);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  }, []);
  const enter = () => {
    setFull(true);
    const element = root.current;
    // The full-window layout shows at once; the Fullscreen API then hides the browser's own bars where it can.
    if (fullscreenAvailable(element)) element.requestFullscreen().catch(() => {});
  };

  useEffect(() => {
    if (!full) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') exit();
    };
    // Leaving the browser's full screen (its own Escape, a gesture) leaves the layout too.
    const onFullscreenChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, [full, exit]);

  // Leaving the screen mid-run must not leave the browser in full screen.
  useEffect(
    () => () => {
      if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    },
    [],
  );

  return (
    <div
      ref={root}
      className={`test-day${inUse ? ' test-day-in-use' : ''}${full ? ' test-day-full' : ''}${action ? ' test-day-with-action' : ''}${guidance ? ' test-day-with-guidance' : ''}`}
      data-testid="test-day-display"
    >
      <div className="test-day-bar">
        {full ? <p className="test-day-title">{title}</p> : null}
        {full ? (
          <button type="button" className="button test-day-toggle" onClick={exit}>
            Exit full screen
          </button>
        ) : (
          <button type="button" className="button test-day-toggle" onClick={enter}>
            Full screen
          </button>
        )}
      </div>
      {time === undefined ? null : (
        <p className="test-day-time" role="timer" aria-label={timeLabel}>
          <TimeParts time={time} />
        </p>
      )}
      {cue ? <div className="test-day-cue">{cue}</div> : null}
      {detail ? <div className="test-day-detail">{detail}</div> : null}
      {action ? <div className="test-day-action">{action}</div> : null}
      {full && guidance ? (
        <div className="test-day-guidance">
          <TestDayFullScreenContext.Provider value>{guidance}</TestDayFullScreenContext.Provider>
        </div>
      ) : null}
      <div className="test-day-controls">{controls}</div>
      {sound ? <div className="test-day-sound">{sound}</div> : null}
      {full ? null : guidance}
      {full ? null : extra}
    </div>
  );
}

/**
 * mm:ss in parts, so a phone held upright can stack minutes over seconds (the colon hidden) in the full-screen layout;
 * the text stays '03:00' for screen readers and tests.
 */
function TimeParts({ time }: { time: string }) {
  const [minutes, seconds] = time.split(':');
  if (seconds === undefined) return <>{time}</>;
  return (
    <>
      <span className="test-day-time-part">{minutes}</span>
      <span className="test-day-time-colon">:</span>
      <span className="test-day-time-part">{seconds}</span>
    </>
  );
}

export interface CancelResetControlsProps {
  onCancel: () => void;
  onReset: () => void;
  /** "step test", "pushup test": named in Reset's question (decision 0104: Reset while a test runs asks first). */
  testName: string;
  /** Where the keyboard focus goes when the buttons appear (the pressed button has just gone). */
  cancelRef?: Ref<HTMLButtonElement>;
}

/**
 * The step test's and the pushup test's Cancel (stop the test) and Reset (back to the start) while running: both end
 * the running test, so both ask first (decision 0104); the focus then starts on Keep going. Shown exactly while a test
 * runs, they also make leaving the page ask (a link in the app, a reload or a close).
 */
export function CancelResetControls({ onCancel, onReset, testName, cancelRef }: CancelResetControlsProps) {
  return (
    <div className="form-actions protocol-controls">
      <RunningTestLeaveGuard active testName={testName} />
      <ConfirmButton
        label="Cancel"
        title="Stop the test"
        ask
        question={`Cancel the running ${testName}? Its time so far is lost.`}
        confirmLabel="Yes, cancel"
        onConfirm={onCancel}
        buttonRef={cancelRef}
      />
      <ConfirmButton
        label="Reset"
        title="Back to the start, ready to begin again"
        ask
        question={`Reset the running ${testName}? Its time so far is lost.`}
        confirmLabel="Yes, reset"
        onConfirm={onReset}
      />
    </div>
  );
}
