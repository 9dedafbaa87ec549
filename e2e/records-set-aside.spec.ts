// 'Start a new session' sets unsaved results aside, never clears them (decision 0163, decision 0103), as the coach's
// story: Sam's pushups are entered and not saved, a new session starts; the new session holds none of them, Current
// Session offers them back, a reload loses nothing, and Restore brings them back into that session, which then saves.
// Opening a client a later day sets their session's unsaved results aside the same way (decision 0152), and Discard
// asks first in the app's dialog, naming the date and the results (what Discard forgets, and says: a component test,
// tests/features/session/CurrentSessionScreen.test.tsx).
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { enterSession, saveFromCurrentSession, startNewSession, storedSessions } from './clients-support';
import { storedUser, submitDemographics, reviewShot } from './support';

const SHOTS = '/tmp/shots-records';
const DAY1 = new Date('2026-01-10T10:00:00');
const DAY2 = new Date('2026-01-11T09:00:00');
const SAM = { fname: 'Sam', lname: 'Jones', age: '34', sex: 'MALE' as const, weight: '82' };

test('pushups entered and not saved: a new session does not hold them, Current Session offers them back across a reload, Restore keeps them', async ({
  page,
}) => {
  await page.clock.install({ time: DAY1 });
  await enterSession(page, SAM, { pushups: '24', sitAndReach: '30' });
  const before = await storedUser(page);

  await startNewSession(page);
  await expect(page.getByTestId('alert-banner')).toContainText('set aside');
  const fresh = await storedUser(page);
  expect(fresh.sessionId).not.toBe(before.sessionId);
  expect(fresh).toMatchObject({ fname: 'Sam', pushups: null, sar: null, currentWeight: null });

  await page.reload(); // nothing is lost across a reload
  await page.goto('#/current-session');
  const notice = page.getByTestId('set-aside-results');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Unsaved results from 10 Jan 2026');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await notice.scrollIntoViewIfNeeded();
    await reviewShot(page, `${SHOTS}/set-aside-${width}.png`);
    const results = await new AxeBuilder({ page }).include('[data-testid="set-aside-results"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }
  expect(await storedSessions(page)).toHaveLength(0); // set aside is not saved: nothing went into the history

  await page.getByRole('button', { name: 'Restore results from 10 Jan 2026' }).click();
  await expect(page.getByTestId('alert-banner')).toContainText('The session of 10 Jan 2026 is open again');
  await expect(notice).toHaveCount(0); // the new session held nothing, so nothing is set aside in turn
  // The restored profile is stored as the profile actor writes it.
  await expect
    .poll(() => storedUser(page))
    .toMatchObject({ sessionId: before.sessionId, pushups: before.pushups, sar: before.sar });
  await page.reload();
  expect(await storedUser(page)).toMatchObject({ sessionId: before.sessionId, pushups: before.pushups });

  await saveFromCurrentSession(page, 'Save This Session');
  const [saved, ...more] = await storedSessions(page);
  expect(more).toEqual([]);
  expect(saved).toMatchObject({ name: 'Sam Jones', pushups: 24, sit_and_reach: 30, current_weight: 82 });
});

/** Axe on the open dialog (no serious or critical violation) and a screenshot, at 375 and 1280 px. */
async function checkDialog(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewShot(page, `${SHOTS}/${name}-${width}.png`);
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }
}

test('opened again the next day, a client keeps the pushups entered after the save: set aside, Discard asks, Restore brings them into a new session', async ({
  page,
}) => {
  // Day 1: Sam saved, then pushups entered again and not saved; Kim opened.
  await page.clock.install({ time: DAY1 });
  await enterSession(page, SAM, { pushups: '24', sitAndReach: '30' });
  await saveFromCurrentSession(page, 'Save This Session');
  const [day1] = await storedSessions(page);
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill('31');
  await page.getByRole('button', { name: 'Update', exact: true }).click(); // the form shows the 24 saved
  await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
  const sam = await storedUser(page);
  expect(sam).toMatchObject({ pushups: { pushups: 31 } });
  await page.goto('#/clients');
  await page.getByRole('button', { name: 'New client' }).click();
  await expect(page.getByText('Session of Unnamed client')).toBeVisible();
  await submitDemographics(page, { fname: 'Kim', lname: 'Lee', age: '28', sex: 'FEMALE' });

  // Day 2: Sam opened again. A new session (day 1's was saved on an earlier day), and the pushups are set aside.
  await page.clock.setSystemTime(DAY2);
  await page.goto('#/clients');
  await page.getByRole('button', { name: /^Open Sam Jones/ }).click();
  await expect(page.getByTestId('alert-banner')).toContainText(
    'The unsaved results of the session of 10 Jan 2026 are set aside: Current Session offers them back.',
  );
  await expect.poll(() => storedUser(page)).toMatchObject({ uid: sam.uid, pushups: null });
  expect((await storedUser(page)).sessionId).not.toBe(sam.sessionId);
  expect(await storedSessions(page)).toEqual([day1]); // nothing went into the history

  await page.reload(); // nothing is lost across a reload
  await page.goto('#/current-session');
  const notice = page.getByTestId('set-aside-results');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Unsaved results from 10 Jan 2026');

  // Discard asks first, naming the date and what would go; Cancel keeps them.
  const discard = page.getByRole('button', { name: 'Discard results from 10 Jan 2026' });
  await discard.click();
  const question = page.getByRole('dialog', { name: 'Discard the unsaved results from 10 Jan 2026?' });
  await expect(question).toContainText(
    'Pushups 31: it was never saved and cannot be brought back once discarded. The session as it was last saved stays in the history.',
  );
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkDialog(page, 'discard-reopened');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(notice).toHaveCount(1);

  // Restore on a later day: day 1's record is never written again (decision 0172); the pushups entered after its
  // save open in a new session of today, which saves as a second record.
  await page.getByRole('button', { name: 'Restore results from 10 Jan 2026' }).click();
  await expect(page.getByTestId('alert-banner')).toContainText(
    'The unsaved results from 10 Jan 2026 are in a new session of today: save it to keep them.',
  );
  await expect.poll(() => storedUser(page)).toMatchObject({ uid: sam.uid, pushups: { pushups: 31 }, sar: null });
  expect((await storedUser(page)).sessionId).not.toBe(sam.sessionId);
  await saveFromCurrentSession(page, 'Save This Session');
  const rows = await storedSessions(page);
  expect(rows).toHaveLength(2);
  expect(rows.find((r) => r.timestamp === day1!.timestamp)).toEqual(day1);
  expect(rows.find((r) => r.timestamp !== day1!.timestamp)).toMatchObject({
    pushups: 31,
    sit_and_reach: null,
    current_weight: null,
  });
});
