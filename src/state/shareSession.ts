// Shares the Current Session's text summary (decision 0023) through the share effect (src/effects/shareSummary.ts):
// the screen asks for a share and shows the outcome, it never calls the browser itself.
import { shareSummary, type ShareOutcome } from '@/effects/shareSummary';
import { shareText } from '@/summary/shareText';
import type { SessionSummary } from '@/summary/summaryTypes';

export interface SessionShare {
  outcome: ShareOutcome;
  /** The text that was shared, for the copy-by-hand fallback when the outcome is 'failed'. */
  text: string;
}

export async function shareSession(summary: SessionSummary): Promise<SessionShare> {
  const text = shareText(summary);
  return { outcome: await shareSummary(summary.title, text), text };
}
