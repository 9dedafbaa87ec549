// 'Start a new session' sets unsaved results aside, never clears them (decision 0163, decision 0103), as the coach's
// story: Sam's pushups are entered and not saved, a new session starts; the new session holds none of them, Current
// Session offers them back, a reload loses nothing, and Restore brings them back into that session, which then saves.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { enterSession, saveFromCurrentSession, startNewSession, storedSessions } from './clients-support';
import { storedUser } from './support';

const SHOTS = '/tmp/shots-records';
const DAY1 = new Date('2026-01-10T10:00:00');
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
    await page.screenshot({ path: `${SHOTS}/set-aside-${width}.png` });
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
