// Says what work in progress of this test is kept for another client or session, or was saved by an earlier build
// before work was kept per client (decision 0103): it is never shown as this client's, and never dropped without a
// word. Each item can be forgotten on purpose; otherwise it stays and returns with its own client and session.
import { sentenceCase } from '@/norms/formatCategory';
import type { SetAsideWork } from '@/state/run/useTimedRun';
import { formatDate } from '@/domain/dates';

function dateOf(item: SetAsideWork): string | null {
  const started = item.owner?.sessionStartedAt ? Date.parse(item.owner.sessionStartedAt) : Number.NaN;
  const at = Number.isFinite(started) ? started : item.savedAt;
  return at === null ? null : formatDate(at);
}

/** One sentence per item, e.g. "Alex Smith's bench press trials from 10 Jan 2027 were set aside." */
export function setAsideSentence(item: SetAsideWork, what: string): string {
  const date = dateOf(item);
  const from = date ? ` from ${date}` : '';
  if (item.workKey === null) {
    return `${sentenceCase(what)}${from}, saved before work was kept per client, ${were(what)} set aside: the app cannot tell whose they are.`;
  }
  if (!item.readable)
    return `${sentenceCase(what)} of another client or session could not be read and ${were(what)} set aside.`;
  const whose = item.owner?.clientName ? `${item.owner.clientName}'s` : "An unnamed client's";
  return `${whose} ${what}${from} ${were(what)} set aside (kept for that client and session).`;
}

const were = (what: string) => (what.endsWith('s') ? 'were' : 'was');

export interface SetAsideWorkNoticeProps {
  items: readonly SetAsideWork[];
  /** What the work is, in running text: "bench press trials", "step test". */
  what: string;
  onForget: (name: string) => void;
}

export function SetAsideWorkNotice({ items, what, onForget }: SetAsideWorkNoticeProps) {
  if (items.length === 0) return null;
  return (
    <section className="panel set-aside-work" aria-labelledby="set-aside-heading">
      <h2 id="set-aside-heading">Set aside</h2>
      <ul>
        {items.map((item) => {
          const sentence = setAsideSentence(item, what);
          return (
            <li key={item.name}>
              <p>{sentence}</p>
              <button
                type="button"
                className="button"
                aria-label={`Delete: ${sentence}`}
                onClick={() => onForget(item.name)}
              >
                Delete it
              </button>
            </li>
          );
        })}
      </ul>
      <p className="hint">This test starts fresh here. Open that client (and session) again to continue it.</p>
    </section>
  );
}
