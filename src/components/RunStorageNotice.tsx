// Says when a running test cannot be kept because the browser refused to store it (storage full):
// at the time, while it runs, and after a reload, when the run it could not keep is gone.
import { useState } from 'react';
import type { NotKeptRun } from '@/state/run/useTimedRun';
import { formatTime } from '@/domain/dates';

export interface RunStorageNoticeProps {
  /** "step test", "pushup test" … in running text. */
  testName: string;
  /** True while this run cannot be stored. */
  keepRefused: boolean;
  /** A run that could not be kept before the reload. */
  notKept: NotKeptRun | null;
}

export function RunStorageNotice({ testName, keepRefused, notKept }: RunStorageNoticeProps) {
  const [earlierShown, setEarlierShown] = useState(notKept !== null);
  return (
    <>
      {keepRefused ? (
        <div className="banner banner-warning" role="alert">
          <p>
            This {testName} cannot be kept if the page is reloaded or closed: the browser&apos;s storage is full. Keep
            this page open until the test ends.
          </p>
        </div>
      ) : null}
      {earlierShown && notKept ? (
        <div className="banner banner-warning" role="alert">
          <p>
            A {testName} was running at {formatTime(notKept.at)} but could not be kept (the browser&apos;s storage was
            full), so it cannot be resumed here.
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={`Dismiss message about the ${testName} that could not be kept`}
            onClick={() => setEarlierShown(false)}
          >
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}
