// When neither sharing nor the clipboard works: the summary text, selected, to copy by hand (decisions 0018, 0023).
import { useEffect, useRef } from 'react';

export const SHARE_FAILED_MESSAGE =
  'The summary could not be shared or copied to the clipboard. Select the text below and copy it.';

export function ShareFallback({ text, onClose }: { text: string; onClose: () => void }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, [text]);
  return (
    <div className="panel share-fallback no-print">
      <p id="share-fallback-message">{SHARE_FAILED_MESSAGE}</p>
      <label htmlFor="share-fallback-text" className="sr-only">
        Summary text
      </label>
      <textarea
        id="share-fallback-text"
        ref={ref}
        readOnly
        value={text}
        rows={10}
        aria-describedby="share-fallback-message"
      />
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
