// Nothing lost, nothing crashes, in real Chromium (cases 1-4 and 7): two tabs editing different forms, odd stored
// shapes read field by field with a message, a huge weight refused, and the strength trial log surviving a simulated
// 2 hours on Playwright's clock. Huge distances typed are refused inline in tests/features/field-tests/.
import { expect, test, type Page } from '@playwright/test';
import { runSnapshotKey, storedUser, submitDemographics } from './support';

async function submitBloodPressure(page: Page, systolic: string, diastolic: string) {
  await page.getByLabel('Systolic (mmHg)').fill(systolic);
  await page.getByLabel('Diastolic (mmHg)').fill(diastolic);
  await page
    .getByRole('form', { name: 'Blood pressure' })
    .getByRole('button', { name: /^(Submit|Update)$/ })
    .click();
}

test('case 1: two tabs editing different forms keep both values, stored and shown in both tabs', async ({
  context,
}) => {
  const first = await context.newPage();
  await submitDemographics(first);
  await first.goto('#/blood-pressure');
  const second = await context.newPage();
  await second.goto('#/resting-hr');
  await expect(second.getByLabel('Resting heart rate (beats per minute)')).toBeVisible();

  await submitBloodPressure(first, '135', '88');
  await expect(first.getByTestId('alert-banner')).toHaveText('success: form submitted');
  await second.getByLabel('Resting heart rate (beats per minute)').fill('58');
  await second
    .getByRole('form', { name: 'Resting heart rate' })
    .getByRole('button', { name: /^(Submit|Update)$/ })
    .click();
  await expect(second.getByTestId('alert-banner')).toHaveText('success: form submitted');

  // Stored: both fields, neither dropped by the other tab's write.
  await expect
    .poll(async () => {
      const user = await storedUser(first);
      return [(user.bloodPressure as { sbp: number } | null)?.sbp, user.restingHR, user.fname];
    })
    .toEqual([135, 58, 'Ada']);

  // Shown: the other tab learns of each change within a second, without a reload.
  await first.goto('#/current-session');
  await second.goto('#/current-session');
  for (const page of [first, second]) {
    await expect(page.getByText('135/88 mmHg')).toBeVisible({ timeout: 1000 });
    await expect(page.getByText('58 bpm')).toBeVisible({ timeout: 1000 });
  }
  // A later change in one tab shows in the other at once.
  await first.goto('#/resting-hr');
  await first.getByLabel('Resting heart rate (beats per minute)').fill('61');
  await first
    .getByRole('form', { name: 'Resting heart rate' })
    .getByRole('button', { name: /^(Submit|Update)$/ })
    .click();
  await expect(second.getByText('61 bpm')).toBeVisible({ timeout: 1000 });
  await expect(second.getByText('135/88 mmHg')).toBeVisible();
});

const VALID = {
  uid: 'keep-me',
  fname: 'Ada',
  lname: 'Lovelace',
  age: 35,
  sex: 'FEMALE',
  height: 165,
  currentWeight: 60,
  goalWeight: 58,
  activityLevel: 'very active',
  bodyWeightGoal: 'lose',
  hrMax: 185,
  restingHR: null,
  restingV02: null,
  rawV02: null,
  prefers_metric: true,
  waistHipRatio: null,
  waistHeightRatio: null,
  bodyDensity: null,
  bmi: { bmi: 22.04, classification: 'Normal' },
  bloodPressure: { sbp: 118, dbp: 76, classification: 'normal' },
  waistCircumference: null,
  bodyComp: null,
  pushups: null,
  gripStrength: null,
  benchPress: null,
  legPress: null,
  vo2Max: null,
  sar: null,
  circumferences: { abdomen: null, arm: null, buttocks: null, calf: null, forearm: null, hips: null, midthigh: null },
  skinfolds: {
    abdominal: null,
    bicep: null,
    tricep: null,
    chest: null,
    calf: null,
    midaxillary: null,
    subscap: null,
    supraIliac: null,
    thigh: null,
  },
};

// Each shape is read field by field in the unit tests (tests/profile/readStoredProfile.test.ts); here, one page load
// per outcome: a field lost and named, and the predecessor's shapes together, read without a notice.
const SHAPES: { name: string; stored: Record<string, unknown>; lost: string | null }[] = [
  { name: 'a first name over 200 characters', stored: { ...VALID, fname: 'A'.repeat(201) }, lost: 'first name' },
  { name: 'a weight of 2,000,000 kg', stored: { ...VALID, currentWeight: 2_000_000 }, lost: 'weight' },
  {
    name: 'a numeric uid, age as the text "35", sex "female", no skinfolds and no prefers_metric',
    stored: (({ skinfolds: _s, prefers_metric: _p, ...rest }) => ({
      ...rest,
      uid: 1700000000000,
      age: '35',
      sex: 'female',
    }))(VALID),
    lost: null,
  },
];

for (const shape of SHAPES) {
  test(`case 2: ${shape.name} keeps every valid field${shape.lost ? ' and names the one it could not read' : ''}`, async ({
    page,
  }) => {
    await page.addInitScript((stored) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('user', stored);
        sessionStorage.setItem('seeded', '1');
      }
    }, JSON.stringify(shape.stored));
    await page.goto('#/current-session');
    await expect(page.getByText('118/76 mmHg')).toBeVisible();
    await expect(page.getByText('35 years')).toBeVisible();
    const notice = page.getByTestId('unreadable-data');
    if (shape.lost) {
      await expect(notice).toContainText(`could not be read and are now empty: ${shape.lost}`);
      expect(await page.evaluate(() => localStorage.getItem('unreadableStoredData'))).toContain('originals');
      await notice.getByRole('button', { name: /Dismiss/ }).click();
      await expect(notice).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('unreadableStoredData'))).toBeNull();
    } else {
      await expect(notice).toHaveCount(0);
    }
    // The predecessor's shapes are read as they are (normalised in memory, rewritten on the next save).
    await expect(page.getByText('Female', { exact: true })).toBeVisible();
    expect((await storedUser(page)).lname).toBe('Lovelace');
    // Nothing crashed, and a reload reads the same again.
    await page.reload();
    await expect(page.getByText('118/76 mmHg')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
}

test('case 3: one odd equipment tick and an odd unit preference keep the other 13 ticks and imperial', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const keys = [
      '12bench',
      '16bench',
      'benchPressStation',
      'bloodPressureCuff',
      'bodyFatPercentage',
      'handGripDynamometer',
      'legPressMachine',
      'measuringTape',
      'metronome',
      'sitReachBox',
      'skinFoldCalipers',
      'stopwatch',
      'treadmill',
      'treadmillDegrees',
    ];
    const ticks: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, true]));
    ticks.stopwatch = 'ticked';
    localStorage.setItem('equipment', JSON.stringify(ticks));
    localStorage.setItem('user', JSON.stringify({ uid: 'u', fname: 'Ada', prefers_metric: false }));
    localStorage.setItem('prefers_metric', '"imperial"');
  });
  await page.goto('#/parq');
  await expect(page.getByRole('radio', { name: 'Imperial (lb, in)' })).toBeChecked();
  await expect(page.getByTestId('unreadable-data')).toContainText('equipment tick "stopwatch"');
  await expect(page.getByTestId('unreadable-data')).toContainText('unit preference');
  const equipment = await page.evaluate(() => JSON.parse(localStorage.getItem('equipment') ?? '{}'));
  expect(Object.values(equipment).filter((tick) => tick === true)).toHaveLength(13);
  expect(equipment.stopwatch).toBeNull();
});

test('case 7: a current weight of 2,000,000 kg is refused on the form; imperial /parq and Current Session still render', async ({
  page,
}) => {
  await page.goto('#/parq');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Age (years)').fill('30');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByLabel(/^Weight/).fill('2000000');
  await page.getByLabel(/^Goal weight/).fill('70');
  await page.getByLabel('Height (cm)').fill('170');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Weight Is Outside Of Acceptable Bounds' })).toBeVisible();
  await expect(page.getByTestId('alert-banner')).toHaveCount(0);
  expect((await storedUser(page))?.currentWeight ?? null).toBeNull();

  // Even a huge weight already stored (an older version accepted it) does not crash either screen in imperial.
  await page.evaluate(() => {
    localStorage.setItem(
      'user',
      JSON.stringify({ uid: 'u', fname: 'Ada', currentWeight: 2_000_000, height: 170, prefers_metric: false }),
    );
    localStorage.setItem('prefers_metric', 'false');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Demographics' })).toBeVisible();
  await page.goto('#/current-session');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByTestId('unreadable-data')).toContainText('weight');
});

test('case 4: the bench press trial log is still there after a simulated 2 hours (and a reload)', async ({ page }) => {
  await page.clock.install();
  await submitDemographics(page, { sex: 'MALE', age: '25' });
  await page.goto('#/bench-press/test');
  await page.getByLabel('Weight attempted (kg)').fill('80');
  await page.getByRole('radio', { name: 'Yes, lifted' }).check();
  await page.getByRole('button', { name: /^Log trial/ }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.clock.runFor(2 * 60 * 60 * 1000 + 60_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bench Press 1RM Test' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: '80 kg' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Use 80 kg as your 1RM' })).toBeVisible();
});

test('case 4: a trial log that cannot be read is set aside and the screen says so', async ({ page }) => {
  await page.goto('#/bench-press/test');
  await expect(page.getByRole('heading', { name: 'Bench Press 1RM Test' })).toBeVisible();
  const key = await runSnapshotKey(page, 'rest:benchPress'); // the log of this client and session (decision 0115)
  await page.evaluate((k) => localStorage.setItem(k, '{"version":1,"machine":"rest:benchPress","state":'), key);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Your saved trial log could not be read' })).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(`${k}:unreadable`), key)).toContain('rest:benchPress');
});
