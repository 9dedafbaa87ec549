// Saved sessions put into a fresh browser the way a coach moves them from another one: a backup file in the app's
// format, restored on Past Sessions. For tests whose subject is what the app makes of saved sessions (a history,
// its charts, the printed report, axe on them), not the typing that saved them: each session typed through the forms
// costs seconds on a busy machine. Where typing or saving is the subject, the tests still type.
import { expect, type Page } from '@playwright/test';
import { bmi } from '../src/calculators/bodyMassIndex';
import type { SessionNumberField, StoredSessionRecord } from '../src/profile/sessionRecord';
import type { DemographicsInput } from './support';

/** A person as the demographics form takes them, with every field a saved session keeps. */
export type SeededPerson = Required<Pick<DemographicsInput, 'fname' | 'lname' | 'age' | 'weight' | 'heightCm'>> & {
  sex: 'MALE' | 'FEMALE';
  goalWeight?: string;
};

/** One saved session: whose, the instant it was saved (its day in the history), and what was measured that day. */
export interface SeededSession {
  person: SeededPerson;
  date: string;
  /** Whether the person's weight was taken that day: a re-test session holds none unless it was (decision 0101). */
  weighed: boolean;
  results: Partial<Record<SessionNumberField, number>>;
}

/**
 * The record a save of this session writes: the person's demographics, their weight and the BMI the form derives when
 * weighed, the results, and the client fields of the records model. A person's sessions share a client id, which
 * names no client in a fresh browser, so the app makes that client when it opens (decision 0080), as for a backup of
 * another browser.
 */
function savedRecord({ person, date, weighed, results }: SeededSession, key: number): StoredSessionRecord {
  const name = `${person.fname} ${person.lname}`;
  const weight = Number(person.weight);
  const height = Number(person.heightCm);
  return {
    timestamp: key,
    date,
    name,
    age: Number(person.age),
    sex: person.sex,
    height,
    current_weight: weighed ? weight : null,
    goal_weight: person.goalWeight === undefined ? null : Number(person.goalWeight),
    bmi: weighed ? bmi(weight, height) : null,
    ...results,
    clientId: `seeded-${name.toLowerCase().replace(/\s+/g, '-')}`,
    recordId: `seeded-session-${key}`,
    updatedAt: date,
    measuredOnly: true,
  } as StoredSessionRecord;
}

/**
 * Restores these sessions from a backup file on Past Sessions, then reloads, as a coach opens the app afterwards: the
 * clients are made and listed, none of them open. The browser must hold no client yet.
 */
export async function restoreSessions(page: Page, sessions: readonly SeededSession[]): Promise<void> {
  const records = sessions.map((session, index) => savedRecord(session, index + 1));
  // The file's envelope written out (the app's writer pulls in norm tables Node cannot load as they are imported): a
  // change to the format that would refuse a file coaches already hold fails here too.
  const backup = JSON.stringify({
    type: 'fitness-sessions-backup',
    schemaVersion: 1,
    exportedAt: sessions.map((s) => s.date).reduce((a, b) => (a > b ? a : b)),
    records,
  });
  await page.goto('#/sessions');
  // A file chosen before the saved sessions are read is not restored; this also shows none are there yet.
  await expect(page.getByText('No saved sessions yet')).toBeVisible();
  await page
    .getByLabel('Restore a backup (JSON)')
    .setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
  const count = `${records.length} session${records.length === 1 ? '' : 's'}`;
  await expect(page.locator('.sessions-status')).toHaveText(`Restored ${count}.`);
  await page.reload();
}
