// Strength and flexibility screens in real Chromium: real submissions reaching the category the norms give (metric and
// imperial), each inline message, Submit→Update→Reset, the missing-data prompt, the 1RM trial log with its rest timer
// on Playwright's clock, and the stored user in localStorage (always metric).
import { expect, test, type Page } from '@playwright/test';
import { spyOnTones, storedUser, submitDemographics, tonesPlayed } from './support';

const MAN_25 = { sex: 'MALE', age: '25' } as const;

async function useImperial(page: Page, instructions: string) {
  await page.goto(`#${instructions}`);
  await page.getByRole('radio', { name: 'Imperial (lb, in)' }).check();
}

const restStatus = (page: Page) => page.getByRole('region', { name: 'Rest timer' }).getByRole('status');

async function logTrial(page: Page, weight: string, lifted: boolean, unit = 'kg') {
  await page.getByLabel(`Weight attempted (${unit})`).fill(weight);
  await page.getByRole('radio', { name: lifted ? 'Yes, lifted' : 'No, failed' }).check();
  await page.getByRole('button', { name: /^Log trial/ }).click();
}

test.describe('bench press', () => {
  test('instructions → trial log with rest timer → best lift → Excellent (man 25, 80 kg) → Update → Reset', async ({
    page,
  }) => {
    await page.clock.install();
    await submitDemographics(page, MAN_25);
    await page.goto('#/bench-press/instructions');
    await expect(page.getByRole('heading', { level: 1, name: 'Bench Press Instructions' })).toBeVisible();
    await expect(page.getByText(/found within four trials, with 3-5 minutes of rest/)).toBeVisible();
    await expect(page.getByText(/increase the weight by 5-10 % \(upper body\)/)).toBeVisible();
    await page.getByRole('link', { name: 'Click to Begin' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Bench Press 1RM Test' })).toBeVisible();
    await expect(restStatus(page)).toHaveText('Ready for your first trial.');
    await logTrial(page, '80', true);
    await expect(restStatus(page)).toHaveText('Resting 3 min before trial 2 of 4.');
    await expect(page.getByRole('timer')).toHaveText('03:00');
    await page.clock.runFor(61_000);
    await expect(page.getByRole('timer')).toHaveText('01:59');
    await page.clock.runFor(120_000);
    await expect(restStatus(page)).toHaveText('Rest over: ready for trial 2 of 4.');
    await logTrial(page, '100', true);
    await page.getByRole('button', { name: 'Skip rest' }).click();
    await logTrial(page, '110', false);
    await logTrial(page, '105.6', true);
    await expect(restStatus(page)).toHaveText('All 4 trials are logged.');
    await expect(page.getByRole('button', { name: /^Log trial/ })).toHaveCount(0);
    await expect(page.getByRole('row')).toHaveCount(5);
    await page.getByRole('link', { name: 'Use 105.6 kg as your 1RM' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Bench Press Results' })).toBeVisible();
    const field = page.getByLabel('Bench Press 1RM (kg)');
    await expect(field).toHaveValue('105.6');
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeVisible();
    await expect(page.getByText('1RM 105.6 kg: 1.32 × body weight')).toBeVisible();
    await expect(page.getByText(/Source: .*Cooper Institute 2002/)).toBeVisible();
    expect((await storedUser(page)).benchPress).toEqual({
      benchPress: 105.6,
      category: 'excellent',
      benchPressRatio: 1.32,
    });

    await field.fill('104.8');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Good" category' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('heading', { name: /You are in the/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect((await storedUser(page)).benchPress).toBeNull();
  });

  test('inline messages: too low, exceeds boundaries, too many characters', async ({ page }) => {
    await submitDemographics(page, MAN_25);
    await page.goto('#/bench-press/results');
    const field = page.getByLabel('Bench Press 1RM (kg)');
    const cases = [
      ['-1', 'Input value is too low'],
      ['2000.5', 'Input value exceeds boundaries'],
      ['1000000', 'Too many characters'],
    ] as const;
    for (const [typed, message] of cases) {
      await field.fill(typed);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    }
  });

  test('imperial: 232.32 lb → 105.6 kg → ratio 1.32 → Excellent, stored in kg', async ({ page }) => {
    await submitDemographics(page, MAN_25);
    await useImperial(page, '/bench-press/instructions');
    await page.goto('#/bench-press/results');
    await expect(page.getByLabel('Bench Press 1RM (lb)')).toHaveAttribute('placeholder', 'lb');
    await page.getByLabel('Bench Press 1RM (lb)').fill('232.32');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeVisible();
    await expect(page.getByText('1RM 232.32 lb: 1.32 × body weight')).toBeVisible();
    expect((await storedUser(page)).benchPress).toEqual({
      benchPress: 105.6,
      category: 'excellent',
      benchPressRatio: 1.32,
    });
  });
});

test.describe('leg press', () => {
  test('trial log on the clock, then 104 kg → ratio 1.30 → Average (woman 30, 80 kg)', async ({ page }) => {
    await page.clock.install();
    await submitDemographics(page);
    await page.goto('#/leg-press/instructions');
    await expect(page.getByText(/increase the weight by 10-20 % \(lower body\)/)).toBeVisible();
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leg Press 1RM Test' })).toBeVisible();
    await logTrial(page, '104', true);
    await expect(page.getByRole('timer')).toHaveText('03:00');
    await page.clock.runFor(180_000);
    await expect(restStatus(page)).toHaveText('Rest over: ready for trial 2 of 4.');
    await logTrial(page, '115', false);
    await page.getByRole('link', { name: 'Use 104 kg as your 1RM' }).click();
    await expect(page.getByLabel('Leg Press 1RM (kg)')).toHaveValue('104');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Average" category' })).toBeVisible();
    expect((await storedUser(page)).legPress).toEqual({ legPress: 104, category: 'average', legPressRatio: 1.3 });
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  test('a reload mid-rest keeps the trial log and the rest already taken', async ({ page }) => {
    await page.clock.install();
    await submitDemographics(page);
    await page.goto('#/leg-press/test');
    await logTrial(page, '100', true);
    await expect(page.getByRole('timer')).toHaveText('03:00');
    await page.clock.runFor(40_000);
    await expect(page.getByRole('timer')).toHaveText('02:20');
    await page.reload();
    await expect(page.getByRole('row', { name: /100 kg/ })).toBeVisible();
    await expect(restStatus(page)).toHaveText('Resting 3 min before trial 2 of 4.');
    await expect(page.getByRole('timer')).toHaveText(/^02:[0-2]\d$/);
  });

  test('imperial: 228.8 lb → 104 kg → Average; inline messages', async ({ page }) => {
    await submitDemographics(page);
    await useImperial(page, '/leg-press/instructions');
    await page.goto('#/leg-press/results');
    const field = page.getByLabel('Leg Press 1RM (lb)');
    await field.fill('-1');
    await expect(page.getByText('Input value is too low')).toBeVisible();
    await field.fill('2001');
    await expect(page.getByText('Input value exceeds boundaries')).toBeVisible();
    await field.fill('228.8');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Average" category' })).toBeVisible();
    expect((await storedUser(page)).legPress).toEqual({ legPress: 104, category: 'average', legPressRatio: 1.3 });
  });
});

// Decision 0144: the tester chooses the rest; its end plays the restOver cue (tone, vibration).
test.describe('the 1RM rest timer', () => {
  const REST_OVER_TONES = [659, 880, 1319]; // CUE_TONES.restOver in src/effects/cuePlayer.ts
  for (const [choice, shown, ms] of [
    ['3 min', '03:00', 180_000],
    ['4 min', '04:00', 240_000],
    ['5 min', '05:00', 300_000],
  ] as const) {
    test(`a ${choice} rest ends on time with its tone, and the choice is kept with the trial log`, async ({ page }) => {
      await spyOnTones(page);
      await page.clock.install();
      await submitDemographics(page, MAN_25);
      await page.goto('#/bench-press/test');
      await page.getByRole('radio', { name: choice }).check();
      await logTrial(page, '100', true);
      await expect(page.getByRole('timer')).toHaveText(shown);
      await expect(restStatus(page)).toHaveText(`Resting ${choice} before trial 2 of 4.`);
      await page.clock.runFor(ms - 2_000);
      await expect(page.getByRole('timer')).toHaveText('00:02');
      expect(await tonesPlayed(page)).toEqual([]);
      await page.clock.runFor(2_000);
      await expect(restStatus(page)).toHaveText('Rest over: ready for trial 2 of 4.');
      await expect.poll(() => tonesPlayed(page)).toEqual(REST_OVER_TONES);
      await page.reload();
      await expect(page.getByRole('row', { name: /100 kg/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: choice })).toBeChecked();
    });
  }
});

test.describe('grip strength', () => {
  test('two trials per hand, alternating → best of each → 50 + 55 = 105 kg → Very Good (man 25)', async ({ page }) => {
    await submitDemographics(page, MAN_25);
    await page.goto('#/grip-strength/instructions');
    await expect(
      page.getByText('The grip test is repeated twice per hand and the result is the sum of the best of each hand.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    for (const [hand, value] of [
      ['left', '48'],
      ['right', '55'],
      ['left', '50'],
      ['right', '53'],
    ] as const) {
      await page.getByLabel(`Reading, ${hand} hand (kg)`).fill(value);
      await page.getByRole('button', { name: `Log ${hand} hand` }).click();
    }
    await expect(page.getByText('All four trials are logged.')).toBeVisible();
    await page.getByRole('link', { name: 'Enter these results' }).click();
    await expect(page.getByLabel('Best left hand (kg)')).toHaveValue('50');
    await expect(page.getByLabel('Best right hand (kg)')).toHaveValue('55');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Very Good" category' })).toBeVisible();
    expect((await storedUser(page)).gripStrength).toEqual({
      gripStrength: 105,
      category: 'very good',
      left: 50,
      right: 55,
    });
    await page.getByRole('button', { name: 'Reset' }).click();
    // The profile is written through its machine (merged under a lock): wait for the write, do not race it.
    await expect.poll(async () => (await storedUser(page)).gripStrength).toBeNull();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  test('imperial: 110 lb + 121 lb → 105 kg → Very Good; inline messages', async ({ page }) => {
    await submitDemographics(page, MAN_25);
    await useImperial(page, '/grip-strength/instructions');
    await page.goto('#/grip-strength/results');
    const left = page.getByLabel('Best left hand (lb)');
    await left.fill('1234567');
    await expect(page.getByText('Too many characters')).toBeVisible();
    await left.fill('2001');
    await expect(page.getByText('Input value exceeds boundaries')).toBeVisible();
    await left.fill('-1');
    await expect(page.getByText('Input value is too low')).toBeVisible();
    await left.fill('110');
    await page.getByLabel('Best right hand (lb)').fill('121');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Very Good" category' })).toBeVisible();
    expect((await storedUser(page)).gripStrength).toEqual({
      gripStrength: 105,
      category: 'very good',
      left: 50,
      right: 55,
    });
  });
});

test.describe('sit and reach', () => {
  test('man 29, 33.5 cm → Good; Update; Reset; inline messages', async ({ page }) => {
    await submitDemographics(page, { sex: 'MALE', age: '29' });
    await page.goto('#/sit-and-reach/instructions');
    await expect(page.getByText(/zero 26 cm from the feet/)).toBeVisible();
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    const field = page.getByLabel('Sit and reach (cm)');
    await expect(field).toHaveValue('0');
    await field.fill('100');
    await expect(page.getByText('Too many characters')).toBeVisible();
    await field.fill('-1');
    await expect(page.getByText('Input value is too low')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await field.fill('33.5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Good" category' })).toBeVisible();
    expect((await storedUser(page)).sar).toEqual({ unit: 'cm', value: 33.5, category: 'good' });
    await field.fill('34');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Very Good" category' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    // The profile is written through its machine (merged under a lock): wait for the write, do not race it.
    await expect.poll(async () => (await storedUser(page)).sar).toBeNull();
  });
});

test.describe('missing data', () => {
  test('without demographics the instructions and result pages ask for the Demographic Form', async ({ page }) => {
    for (const path of [
      '/bench-press/instructions',
      '/leg-press/instructions',
      '/grip-strength/instructions',
      '/sit-and-reach/instructions',
    ]) {
      await page.goto(`#${path}`);
      await expect(page.getByRole('link', { name: 'Please fill out the Demographic Form' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Click to Begin' })).toHaveCount(0);
    }
    await page.goto('#/sit-and-reach/results');
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Please fill out the Demographic Form' }).click();
    await expect(page).toHaveURL(/#\/parq\?next=%2Fsit-and-reach%2Fresults$/);
  });

  test('muscular fitness asks sex, age and weight; without a weight the lifts are kept, classified once it is given', async ({
    page,
  }) => {
    await page.goto('#/strength');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByLabel('Age (years)').fill('13');
    await expect(page.getByText('Input value is too low')).toBeVisible();
    await page.getByLabel('Age (years)').fill('25');
    await page.getByLabel('Leg press 1RM (kg)').fill('160');
    await page.getByLabel('Bench press 1RM (kg)').fill('105.6');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/strength\/results$/);
    const kept = page.getByRole('table', { name: 'Muscular fitness summary' }).getByRole('row');
    await expect(kept.nth(2)).toHaveText(/Bench press\s*Needs today's weight\s*105\.6 kg\s*—/);
    expect(await storedUser(page)).toMatchObject({
      currentWeight: null,
      benchPress: { benchPress: 105.6, category: '', benchPressRatio: null },
    });

    await page.goto('#/strength');
    await page.getByLabel('Weight (kg)').fill('80');
    await page.getByLabel('Grip strength, left hand (kg)').fill('50');
    await page.getByLabel('Grip strength, right hand (kg)').fill('55');
    await page.getByRole('button', { name: 'Update' }).click(); // the kept lifts are stored: Update
    await expect(page).toHaveURL(/#\/strength\/results$/);
    const rows = page.getByRole('table', { name: 'Muscular fitness summary' }).getByRole('row');
    await expect(rows.nth(1)).toHaveText(/Leg press\s*Average\s*160 kg\s*2\.00/);
    await expect(rows.nth(2)).toHaveText(/Bench press\s*Excellent\s*105\.6 kg\s*1\.32/);
    await expect(rows.nth(3)).toHaveText(/Grip strength\s*Very Good\s*105 kg\s*1\.31/);
    expect(await storedUser(page)).toMatchObject({
      sex: 'MALE',
      age: 25,
      currentWeight: 80,
      legPress: { legPress: 160, category: 'average', legPressRatio: 2 },
      benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 },
      gripStrength: { gripStrength: 105, category: 'very good', left: 50, right: 55 },
    });
  });
});
