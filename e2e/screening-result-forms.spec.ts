// The screening's gate where a maximal test's result is recorded (decision 50): the 1RM result forms, the treadmill
// protocols' final-stage forms and the treadmill results. A screening saved after a value was typed covers the form
// with both ways forward; recording clearance brings the form back with the typed value.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterSession } from './clients-support';

const ALEX = { fname: 'Alex', lname: 'Smith', age: '50', sex: 'MALE', weight: '80', heightCm: '180' } as const;

/** Regular exercise, known disease, no symptoms, vigorous: clearance suggested before vigorous exercise. */
async function screenSuggestingClearance(form: Locator) {
  await form
    .getByRole('group', { name: /exercise regularly/ })
    .getByLabel('Yes')
    .check();
  await form
    .getByRole('group', { name: /known cardiovascular/ })
    .getByLabel('Yes')
    .check();
  await form
    .getByRole('group', { name: /signs or symptoms/ })
    .getByLabel('No')
    .check();
  await form.getByLabel('Intended intensity of exercise').selectOption('vigorous');
  await form.getByRole('button', { name: 'Save screening' }).click();
}

const gateBefore = (page: Page, test: string) =>
  page.getByRole('region', { name: `Medical clearance suggested before the ${test}` });

test('a 1RM typed before the screening: the gate covers the form, and clearance brings the value back', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(page, ALEX, { pushups: '20', sitAndReach: '28' });
  await page.goto('#/bench-press/results');
  const lift = page.getByLabel(/^Bench Press 1RM/);
  await lift.fill('82.5');
  await page.getByText('No current preparticipation screening for this client').click();
  await screenSuggestingClearance(page.locator('details.screening-offer'));

  const gate = gateBefore(page, '1RM bench press');
  await expect(gate).toBeVisible();
  await expect(lift).toBeHidden();
  await expect(gate.getByRole('link', { name: 'Queens College step test' })).toBeVisible();
  await expect(gate.getByRole('link', { name: /Rockport 1-mile walk or 6-minute walk/ })).toBeVisible();
  await gate.getByRole('button', { name: /Medical clearance was obtained/ }).click();
  await expect(gate).toHaveCount(0);
  await expect(lift).toHaveValue('82.5');
  await expect(page.getByTestId('clearance-recorded')).toHaveText('Medical clearance recorded on 10 Jan 2026.');
});

test('the treadmill final-stage forms and the results page wait for clearance, with both ways forward', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(page, ALEX, { pushups: '20', sitAndReach: '28' });
  await page.goto('#/leg-press/results?bestKg=150');
  await page.getByText('No current preparticipation screening for this client').click();
  await screenSuggestingClearance(page.locator('details.screening-offer'));
  await expect(gateBefore(page, '1RM leg press')).toBeVisible();

  await page.goto('#/treadmill-protocols');
  const forms = gateBefore(page, 'graded treadmill test');
  await expect(forms).toBeVisible();
  await expect(page.getByRole('button', { name: /Bruce/ })).toHaveCount(0);
  await expect(forms.getByRole('link', { name: 'Queens College step test' })).toBeVisible();

  await page.goto('#/treadmill-protocols/bruce/results?protocol=bruce&mets=10');
  const results = gateBefore(page, 'Bruce treadmill test');
  await expect(results).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record this VO2 max in my profile' })).toHaveCount(0);
  await results.getByRole('button', { name: /Medical clearance was obtained/ }).click();
  await expect(page.getByRole('button', { name: 'Record this VO2 max in my profile' })).toBeVisible();

  await page.goto('#/leg-press/results?bestKg=150');
  await expect(page.getByLabel(/^Leg Press 1RM/)).toHaveValue('150');
});
