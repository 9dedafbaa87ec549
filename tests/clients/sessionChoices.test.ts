// The Compare selectors name sessions by date, with the time only when two share a date.
import { describe, expect, it } from 'vitest';
import { sessionChoiceLabels } from '@/clients/sessionChoices';

describe('sessionChoiceLabels', () => {
  it('a date alone when every session has its own date, never a database key', () => {
    expect(sessionChoiceLabels(['2026-01-10T09:30:00', '2026-02-14T10:00:00'])).toEqual(['10 Jan 2026', '14 Feb 2026']);
  });

  it('the time as well for the sessions that share a date, and only for them', () => {
    expect(sessionChoiceLabels(['2026-01-10T09:30:00', '2026-01-10T16:05:00', '2026-02-14T10:00:00'])).toEqual([
      '10 Jan 2026, 09:30',
      '10 Jan 2026, 16:05',
      '14 Feb 2026',
    ]);
  });

  it('sessions of the same minute are numbered, so no two labels are alike', () => {
    const labels = sessionChoiceLabels(['2026-01-10T09:30:00', '2026-01-10T09:30:20']);
    expect(labels).toEqual(['10 Jan 2026, 09:30 (1 of 2)', '10 Jan 2026, 09:30 (2 of 2)']);
  });

  it('a date the app cannot read is shown as stored', () => {
    const [label] = sessionChoiceLabels(['not a date']);
    expect(label).toContain('not a date');
  });
});
