// /field-tests: four forms, each its own; the time dropdowns include 10 (decision 0017); inputs clear on focus (spec §2);
// VO2 max for every worked example of formulas §9-§12, stored as vo2Max with its category; a calculator
// range message instead of a NaN; missing profile data named in place of Submit with a link to its form (decision 0020).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@/profile/profileTypes';
import { FieldTestsScreen } from '@/features/field-tests/FieldTestsScreen';
import { MAN_30, WOMAN_30, actorsWith, renderAt, storedUser } from '../treadmill/treadmillSupport';

const PATH = '/field-tests';
const section = (name: string) => screen.getByRole('region', { name });
const ONE_AND_HALF = '1.5 Mile Run/Walk';
const TWELVE = '12 Minute Run/Walk';
const ROCKPORT = 'Rockport One-Mile Walk';
const SIX = '6 Minute Walk';
const submitIn = (name: string) => within(section(name)).queryByRole('button', { name: 'Submit' });

const MAN_40_80KG: Partial<UserProfile> = { ...MAN_30, age: 40, currentWeight: 80 };
const SIX_MINUTE_USER: Partial<UserProfile> = {
  ...MAN_30,
  age: 60,
  currentWeight: 80,
  height: 175,
  bloodPressure: { sbp: 130, dbp: 80, classification: 'prehypertension' },
};

async function chooseTime(name: string, minutes: string, seconds: string) {
  const user = userEvent.setup();
  await user.selectOptions(within(section(name)).getByLabelText('Minutes'), minutes);
  await user.selectOptions(within(section(name)).getByLabelText('Seconds'), seconds);
}

describe('FieldTestsScreen', () => {
  it('a grey Submit names the time and heart rate still to enter, per test', async () => {
    await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(MAN_40_80KG) });
    expect(submitIn(ROCKPORT)).toHaveAccessibleDescription(
      'To submit, fill in: Walking time (minutes), Heart rate at the end (bpm).',
    );
    expect(submitIn(ONE_AND_HALF)).toHaveAccessibleDescription('To submit, fill in: Finishing time (minutes).');
    await chooseTime(ROCKPORT, '15', '0');
    expect(submitIn(ROCKPORT)).toHaveAccessibleDescription('To submit, fill in: Heart rate at the end (bpm).');
    await userEvent.setup().type(within(section(ROCKPORT)).getByLabelText('Heart rate at the end (bpm)'), '140');
    expect(submitIn(ROCKPORT)).toBeEnabled();
    expect(within(section(ROCKPORT)).queryByText(/To submit/)).toBeNull();
  });

  it('has four tests, each with its own heading, procedure and form', async () => {
    await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    expect(screen.getByRole('heading', { level: 1, name: 'Field Tests' })).toBeInTheDocument();
    for (const name of [ONE_AND_HALF, TWELVE, ROCKPORT, SIX]) {
      expect(within(section(name)).getByRole('form', { name })).toBeInTheDocument();
      expect(within(section(name)).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    expect(within(section(ONE_AND_HALF)).getByText(/1\.5 miles \(2\.41 km\)/)).toBeInTheDocument();
  });

  it('the time dropdowns offer minutes 0-30 and seconds 0-59, both including 10', async () => {
    await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    for (const name of [ONE_AND_HALF, ROCKPORT]) {
      const minutes = within(section(name)).getByLabelText('Minutes');
      const seconds = within(section(name)).getByLabelText('Seconds');
      const values = (select: HTMLElement) =>
        within(select)
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value)
          .filter(Boolean);
      expect(values(minutes)).toEqual(Array.from({ length: 31 }, (_, i) => String(i)));
      expect(values(seconds)).toEqual(Array.from({ length: 60 }, (_, i) => String(i)));
      expect(within(minutes).getByRole('option', { name: '10' })).toBeInTheDocument();
      expect(within(seconds).getByRole('option', { name: '10' })).toBeInTheDocument();
    }
  });

  it.each([
    ['12', '0', '12:00', 43.75, '43.75'],
    ['15', '20', '15:20', 35, '35.00'],
    ['10', '10', '10:10', 51.01, '51.01'],
  ])('1.5 mile in %s:%s → %s → %s mL/kg/min', async (minutes, seconds, clock, value, text) => {
    const actors = actorsWith(WOMAN_30);
    await renderAt(<FieldTestsScreen />, PATH, { actors });
    expect(submitIn(ONE_AND_HALF)).toBeDisabled();
    await chooseTime(ONE_AND_HALF, minutes, seconds);
    await userEvent.setup().click(submitIn(ONE_AND_HALF)!);
    expect(storedUser(actors).vo2Max).toMatchObject({ vo2Max: value, test: '1.5 mile run/walk' });
    expect(
      within(section(ONE_AND_HALF)).getByText(`1.5 mile in ${clock}: VO2 max ${text} mL/kg/min`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('alert-banner')).toHaveTextContent('success: form submitted');
  });

  it("1.5 mile 12:00 for a woman of 30 → 43.75 → her category, with the equation and the norms' sources", async () => {
    const actors = actorsWith(WOMAN_30);
    await renderAt(<FieldTestsScreen />, PATH, { actors });
    await chooseTime(ONE_AND_HALF, '12', '0');
    await userEvent.setup().click(submitIn(ONE_AND_HALF)!);
    const category = storedUser(actors).vo2Max!.category;
    expect(category).toBe('excellent');
    const panel = section(ONE_AND_HALF);
    expect(within(panel).getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeInTheDocument();
    expect(within(panel).getByText(/Source: 1\.5-mile run\/walk: VO2max = 3\.5 \+ 483 \/ time/)).toBeInTheDocument();
    expect(within(panel).getByText(/Source: .*FRIEND/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Compare your result/ })).toHaveAttribute('href', '/categories#vo2');
  });

  it("1.5 mile under 5:00 shows the calculator's message inline, stores nothing, and never a NaN", async () => {
    const actors = actorsWith(WOMAN_30);
    await renderAt(<FieldTestsScreen />, PATH, { actors });
    await chooseTime(ONE_AND_HALF, '0', '0');
    await userEvent.setup().click(submitIn(ONE_AND_HALF)!);
    expect(within(section(ONE_AND_HALF)).getByRole('alert')).toHaveTextContent(
      'Time is outside of the acceptable range',
    );
    expect(storedUser(actors).vo2Max).toBeNull();
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
    // A new choice hides the message about the old one.
    await chooseTime(ONE_AND_HALF, '12', '0');
    expect(within(section(ONE_AND_HALF)).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('12 minutes, 2400 m → 42.37; the hint shows the km and mile equivalents', async () => {
    const actors = actorsWith(MAN_30);
    await renderAt(<FieldTestsScreen />, PATH, { actors });
    const field = within(section(TWELVE)).getByLabelText('Distance covered (m)');
    // Decision 0034: the equation's own range (above 504.9 m, up to 5000 m), whole metres.
    expect(field).toHaveAttribute('min', '505');
    expect(field).toHaveAttribute('max', '5000');
    expect(field).toHaveAttribute('step', '1');
    const user = userEvent.setup();
    await user.type(field, '2400');
    expect(within(section(TWELVE)).getByText('2.40 km = 1.49 mi')).toBeInTheDocument();
    await user.click(submitIn(TWELVE)!);
    expect(storedUser(actors).vo2Max).toMatchObject({ vo2Max: 42.37, test: '12 minute run/walk' });
    expect(within(section(TWELVE)).getByText(/2400 m in 12 minutes: VO2 max 42\.37 mL\/kg\/min/)).toBeInTheDocument();
  });

  it.each([
    ['6000', 'Input value exceeds boundaries'],
    ['500', 'Input value is too low'],
    ['2000000', 'Input value exceeds boundaries'],
  ])(
    '12 minutes, %s m: the inline message beside the field, Submit stays off, the entry is kept (decision 0034)',
    async (metres, text) => {
      const actors = actorsWith(MAN_30);
      await renderAt(<FieldTestsScreen />, PATH, { actors });
      const user = userEvent.setup();
      const field = within(section(TWELVE)).getByLabelText('Distance covered (m)');
      await user.type(field, metres);
      expect(within(section(TWELVE)).getByText(text)).toBeInTheDocument();
      expect(submitIn(TWELVE)).toBeDisabled();
      expect(field).toHaveValue(Number(metres));
      expect(storedUser(actors).vo2Max).toBeNull();
    },
  );

  it('inline rules: a negative distance or heart rate is too low, a fraction is not a whole number', async () => {
    await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(SIX_MINUTE_USER) });
    const user = userEvent.setup();
    await user.type(within(section(TWELVE)).getByLabelText('Distance covered (m)'), '-5');
    expect(within(section(TWELVE)).getByText('Input value is too low')).toBeInTheDocument();
    expect(submitIn(TWELVE)).toBeDisabled();
    await user.type(within(section(SIX)).getByLabelText('Seated heart rate (bpm)'), '70.5');
    expect(within(section(SIX)).getByText('Please enter a whole number')).toBeInTheDocument();
    expect(submitIn(SIX)).toBeDisabled();
  });

  it('number inputs clear themselves on focus', async () => {
    await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(SIX_MINUTE_USER) });
    const user = userEvent.setup();
    const distance = within(section(TWELVE)).getByLabelText('Distance covered (m)');
    await user.type(distance, '2400');
    expect(distance).toHaveValue(2400);
    fireEvent.blur(distance);
    fireEvent.focus(distance);
    expect(distance).toHaveValue(null);
    for (const [name, label] of [
      [ROCKPORT, 'Heart rate at the end (bpm)'],
      [SIX, 'Distance walked (m)'],
      [SIX, 'Seated heart rate (bpm)'],
    ] as const) {
      const field = within(section(name)).getByLabelText(label);
      fireEvent.change(field, { target: { value: '123' } });
      expect(field).toHaveValue(123);
      fireEvent.focus(field);
      expect(field).toHaveValue(null);
    }
  });

  it('Rockport: man, 80 kg, 40 y, 15:00, HR 130 → 40.81', async () => {
    const actors = actorsWith(MAN_40_80KG);
    await renderAt(<FieldTestsScreen />, PATH, { actors });
    await chooseTime(ROCKPORT, '15', '0');
    const user = userEvent.setup();
    await user.type(within(section(ROCKPORT)).getByLabelText('Heart rate at the end (bpm)'), '130');
    await user.click(submitIn(ROCKPORT)!);
    expect(storedUser(actors).vo2Max).toMatchObject({ vo2Max: 40.81, test: 'Rockport one-mile walk' });
    expect(
      within(section(ROCKPORT)).getByText(/1 mile walked in 15:00, heart rate 130 bpm: VO2 max 40\.81 mL\/kg\/min/),
    ).toBeInTheDocument();
  });

  it('Rockport with a heart rate of 30 shows the inline message, keeps Submit off and keeps the entry (decision 0034: 40-400)', async () => {
    const actors = actorsWith(MAN_40_80KG);
    await renderAt(<FieldTestsScreen />, PATH, { actors });
    await chooseTime(ROCKPORT, '15', '0');
    const user = userEvent.setup();
    const heartRate = within(section(ROCKPORT)).getByLabelText('Heart rate at the end (bpm)');
    await user.type(heartRate, '30');
    expect(within(section(ROCKPORT)).getByText('Input value is too low')).toBeInTheDocument();
    expect(submitIn(ROCKPORT)).toBeDisabled();
    expect(heartRate).toHaveValue(30);
    expect(storedUser(actors).vo2Max).toBeNull();
  });

  it('a 6-minute distance of 1,500,000 m shows the inline message; what another form holds is kept', async () => {
    await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(SIX_MINUTE_USER) });
    const user = userEvent.setup();
    const heartRate = within(section(ROCKPORT)).getByLabelText('Heart rate at the end (bpm)');
    await user.type(heartRate, '130');
    await user.type(within(section(SIX)).getByLabelText('Distance walked (m)'), '1500000');
    expect(within(section(SIX)).getByText('Input value exceeds boundaries')).toBeInTheDocument();
    expect(submitIn(SIX)).toBeDisabled();
    expect(heartRate).toHaveValue(130);
  });

  it('6-minute walk: 500 m, 60 y, 80 kg, 175 cm, HR 70, SBP 130 → peak VO2 13.51, with the heart-failure caveat', async () => {
    const actors = actorsWith(SIX_MINUTE_USER);
    await renderAt(<FieldTestsScreen />, PATH, { actors });
    const six = section(SIX);
    expect(within(six).getByRole('note')).toHaveTextContent(
      /estimates peak VO2, not VO2 max, and it comes from people with advanced heart failure/,
    );
    expect(
      within(six).getByText(/stored systolic blood pressure \(130 mmHg\) and height \(175 cm\)/),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(six).getByLabelText('Distance walked (m)'), '500');
    await user.type(within(six).getByLabelText('Seated heart rate (bpm)'), '70');
    await user.click(submitIn(SIX)!);
    expect(storedUser(actors).vo2Max).toMatchObject({ vo2Max: 13.51, test: '6 minute walk' });
    expect(
      within(six).getByText(/500 m in 6 minutes, heart rate 70 bpm: Peak VO2 13\.51 mL\/kg\/min/),
    ).toBeInTheDocument();
  });

  it('only the latest submission shows a result panel', async () => {
    await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(SIX_MINUTE_USER) });
    const user = userEvent.setup();
    await chooseTime(ONE_AND_HALF, '12', '0');
    await user.click(submitIn(ONE_AND_HALF)!);
    await user.type(within(section(TWELVE)).getByLabelText('Distance covered (m)'), '2400');
    await user.click(submitIn(TWELVE)!);
    expect(screen.getAllByRole('heading', { name: /You are in the|No category/ })).toHaveLength(1);
    expect(within(section(ONE_AND_HALF)).queryByText(/VO2 max 43\.75/)).not.toBeInTheDocument();
  });

  describe('missing profile data (decision 0020)', () => {
    it('with nothing known, each form names what it needs in place of Submit and links to the Demographic Form', async () => {
      await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(null) });
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      expect(within(section(ONE_AND_HALF)).getByText('Missing: sex, age.')).toBeInTheDocument();
      expect(within(section(TWELVE)).getByText('Missing: sex, age.')).toBeInTheDocument();
      expect(within(section(ROCKPORT)).getByText('Missing: sex, age, weight.')).toBeInTheDocument();
      expect(within(section(SIX)).getByText('Missing: sex, age, weight, height.')).toBeInTheDocument();
      expect(within(section(SIX)).getByText('Missing: systolic blood pressure.')).toBeInTheDocument();
      expect(
        within(section(ROCKPORT)).getByRole('link', { name: 'Please fill out the Demographic Form' }),
      ).toHaveAttribute('href', '/parq?next=%2Ffield-tests');
      expect(
        within(section(SIX)).getByRole('link', { name: 'Please fill out the Blood Pressure form' }),
      ).toHaveAttribute('href', '/blood-pressure');
    });

    it('with the demographics but no blood pressure, only the 6-minute walk asks for it', async () => {
      await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith(MAN_40_80KG) });
      expect(submitIn(ONE_AND_HALF)).toBeInTheDocument();
      expect(submitIn(TWELVE)).toBeInTheDocument();
      expect(submitIn(ROCKPORT)).toBeInTheDocument();
      expect(submitIn(SIX)).not.toBeInTheDocument();
      expect(within(section(SIX)).getByText('Missing: systolic blood pressure.')).toBeInTheDocument();
      expect(
        within(section(SIX)).queryByRole('link', { name: 'Please fill out the Demographic Form' }),
      ).not.toBeInTheDocument();
    });

    it('without weight, Rockport names it; the 1.5 mile and 12 minute tests do not need it', async () => {
      await renderAt(<FieldTestsScreen />, PATH, { actors: actorsWith({ ...MAN_40_80KG, currentWeight: null }) });
      expect(within(section(ROCKPORT)).getByText('Missing: weight.')).toBeInTheDocument();
      expect(submitIn(ROCKPORT)).not.toBeInTheDocument();
      expect(submitIn(ONE_AND_HALF)).toBeInTheDocument();
    });

    it("without weight, Rockport asks for today's weight in place; the time typed stays and Submit follows (decision 0174)", async () => {
      const actors = actorsWith({ ...MAN_40_80KG, currentWeight: null });
      await renderAt(<FieldTestsScreen />, PATH, { actors });
      await chooseTime(ROCKPORT, '15', '0');
      const rockport = section(ROCKPORT);
      const user = userEvent.setup();
      await user.type(within(rockport).getByLabelText("Today's weight (kg)"), '81');
      await user.click(within(rockport).getByRole('button', { name: "Save today's weight" }));
      expect(storedUser(actors).currentWeight).toBe(81);
      expect(within(rockport).queryByText('Missing: weight.')).not.toBeInTheDocument();
      expect(within(rockport).getByLabelText('Minutes')).toHaveValue('15');
      expect(submitIn(ROCKPORT)).toBeInTheDocument();
    });
  });
});
