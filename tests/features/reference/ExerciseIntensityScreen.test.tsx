// The Exercise Intensity screen: six sections, zone lists, 10/5/1 % layouts, values from the profile, prompts for missing values.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { INTENSITY_ZONE_LABELS, INTENSITY_ZONES, intensityColumn } from '@/calculators/intensityZones';
import { intensityTable } from '@/calculators/intensityTables';
import type { UserProfile } from '@/profile/profileTypes';
import { ExerciseIntensityScreen } from '@/features/reference/ExerciseIntensityScreen';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../support/renderWithApp';
import { tableRows } from './tableRows';

const FULL_PROFILE: Partial<UserProfile> = {
  age: 30,
  sex: 'MALE',
  hrMax: 190,
  restingHR: 60,
  currentWeight: 80,
  vo2Max: { vo2Max: 45, category: 'good' },
  benchPress: { benchPress: 105.6, category: 'good', benchPressRatio: 1.32 },
  legPress: { legPress: 160, category: 'average', legPressRatio: 2 },
};

/** The screen with the profile fields stored, and a userEvent instance. */
async function renderIntensity(profile?: Partial<UserProfile>) {
  const view = await renderScreen(<ExerciseIntensityScreen />, {
    route: '/relative-intensity',
    user: profile,
    waitForHeading: true,
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Exercise Intensity');
  return { ...view, user: userEvent.setup() };
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The zone list items of a section's first zone list: "Light 57–63 %" … */
function zoneItems(name: string): string[] {
  const list = within(section(name)).getAllByRole('list')[0] as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

/** The row of a table whose header reads "{percent} %". */
function row(table: HTMLElement, percent: number): string[] {
  const found = tableRows(table).find((cells) => cells[0] === `${percent} %`);
  if (!found) throw new Error(`no ${percent} % row`);
  return found;
}

describe('Exercise Intensity: structure', () => {
  it('has the six sections in order, each with its zone list and the Garber et al. source', async () => {
    await renderIntensity(FULL_PROFILE);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Heart rate max', 'Heart rate reserve', 'VO2 max', '1RM', 'METs', 'Energy']);
    for (const title of titles) {
      const list = within(section(title ?? '')).getAllByRole('list')[0] as HTMLElement;
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent?.split(/\s/)[0]),
      ).toEqual(INTENSITY_ZONES.map((zone) => INTENSITY_ZONE_LABELS[zone].split(' ')[0]));
      expect(
        within(section(title ?? '')).getByText(/^Source: ACSM relative intensity classification.*Garber et al\./),
      ).toBeInTheDocument();
    }
  });

  it("zone lists print the calculators' limits: HRmax 57-63 light, 1RM, and the METs column chosen by capacity", async () => {
    await renderIntensity(FULL_PROFILE);
    const hrMaxZones = zoneItems('Heart rate max');
    expect(hrMaxZones).toEqual(
      INTENSITY_ZONES.map((zone, i) => `${INTENSITY_ZONE_LABELS[zone]} ${intensityColumn('hrMax').bands[i]}\u00a0%`),
    );
    expect(hrMaxZones[1]).toBe('Light 57–63\u00a0%');
    expect(zoneItems('1RM')[1]).toBe('Light 30–49\u00a0%');
    // VO2 max 45 → 12.86 METs: the "above 10 METs" column.
    const mets = section('METs');
    expect(within(mets).getByRole('heading', { name: /capacity above 10 METs/ })).toBeInTheDocument();
    expect(within(mets).getByText('12.86 METs')).toBeInTheDocument();
    expect(zoneItems('METs')[1]).toBe('Light 34–42\u00a0%');
  });

  it('without a VO2 max the METs section lists all three capacity columns', async () => {
    await renderIntensity({ age: 30, sex: 'MALE', hrMax: 190 });
    const headings = within(section('METs'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Zones by % max METs, capacity up to 5 METs',
      'Zones by % max METs, capacity above 5 to 10 METs',
      'Zones by % max METs, capacity above 10 METs',
    ]);
  });
});

describe('Exercise Intensity: layout selector', () => {
  it('defaults to 10 % rows (100 to 10); 5 % gives 20 rows and 1 % gives 100', async () => {
    const { user } = await renderIntensity(FULL_PROFILE);
    const hrMax = section('Heart rate max');
    const select = within(hrMax).getByLabelText('Heart rate max table layout');
    expect(select).toHaveValue('10');
    expect(tableRows(within(hrMax).getByRole('table')).map((cells) => cells[0])).toEqual(
      [100, 90, 80, 70, 60, 50, 40, 30, 20, 10].map((p) => `${p} %`),
    );
    await user.selectOptions(select, '5');
    expect(tableRows(within(hrMax).getByRole('table'))).toHaveLength(20);
    await user.selectOptions(select, '1');
    const rows = tableRows(within(hrMax).getByRole('table'));
    expect(rows).toHaveLength(100);
    expect(rows[0]?.[0]).toBe('100 %');
    expect(rows.at(-1)?.[0]).toBe('1 %');
    // Each section keeps its own layout.
    expect(tableRows(within(section('Heart rate reserve')).getByRole('table'))).toHaveLength(10);
  });

  it('offers exactly 10, 5 and 1 % steps in every table', async () => {
    await renderIntensity(FULL_PROFILE);
    const selects = screen.getAllByRole('combobox');
    expect(selects).toHaveLength(7); // HRmax, HRR, VO2 max, bench press, leg press, METs, energy
    for (const select of selects) {
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value),
      ).toEqual(['10', '5', '1']);
    }
  });
});

describe('Exercise Intensity: values from the profile', () => {
  it('HRmax 190: 63 % is 120 light and 64 % is 122 moderate (1 % layout)', async () => {
    const { user } = await renderIntensity(FULL_PROFILE);
    const hrMax = section('Heart rate max');
    await user.selectOptions(within(hrMax).getByLabelText('Heart rate max table layout'), '1');
    const table = within(hrMax).getByRole('table');
    expect(row(table, 63)).toEqual(['63 %', '120', 'Light']);
    expect(row(table, 64)).toEqual(['64 %', '122', 'Moderate']);
    expect(row(table, 100)).toEqual(['100 %', '190', 'Near maximal to maximal']);
  });

  it('heart rate reserve with HRmax 190 and rest 60: 50 % is 125 moderate', async () => {
    await renderIntensity(FULL_PROFILE);
    const table = within(section('Heart rate reserve')).getByRole('table');
    expect(row(table, 50)).toEqual(['50 %', '125', 'Moderate']);
    expect(row(table, 10)).toEqual(['10 %', '73', 'Very light']);
  });

  it('VO2 max 45: 90 % is 41 (40.5 rounded half up) vigorous, 91 % is 41 near maximal', async () => {
    const { user } = await renderIntensity(FULL_PROFILE);
    const vo2 = section('VO2 max');
    const table = within(vo2).getByRole('table');
    const expected = intensityTable({ basis: 'vo2Max', max: 45 }).find((r) => r.percent === 90);
    expect(expected?.value).toBe(41);
    expect(row(table, 90)).toEqual(['90 %', '41', 'Vigorous']);
    await user.selectOptions(within(vo2).getByLabelText('VO2 max table layout'), '1');
    expect(row(within(vo2).getByRole('table'), 91)).toEqual(['91 %', '41', 'Near maximal to maximal']);
  });

  it('METs for VO2 max 45 (12.86 METs capacity)', async () => {
    await renderIntensity(FULL_PROFILE);
    const table = within(section('METs')).getByRole('table');
    const expected = intensityTable({ basis: 'mets', max: 12.86 });
    expect(tableRows(table)).toEqual(
      expected.map((r) => [`${r.percent} %`, String(r.value), INTENSITY_ZONE_LABELS[r.zone]]),
    );
    expect(row(table, 50)).toEqual(['50 %', '6', 'Moderate']);
  });

  it('energy: 80 kg and VO2 max 45 at 50 % of VO2 reserve is 24.25 mL/kg/min → 9.7 kcal/min; 100 % is 18.0', async () => {
    await renderIntensity(FULL_PROFILE);
    const energy = section('Energy');
    expect(within(energy).getByText(/^Source: kcal\/min = VO2/)).toBeInTheDocument();
    const table = within(energy).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['% VO2 reserve', 'VO2 (mL/kg/min)', 'Energy (kcal/min)', 'Intensity']);
    expect(row(table, 50)).toEqual(['50 %', '24', '9.7', 'Moderate']);
    expect(row(table, 100)).toEqual(['100 %', '45', '18.0', 'Near maximal to maximal']);
  });

  it('1RM in kg, and in lb (kg × 2.2, 2 decimals) in imperial mode', async () => {
    const { user } = await renderIntensity(FULL_PROFILE);
    const oneRepMax = section('1RM');
    const bench = () => within(oneRepMax).getByRole('table', { name: /^Bench press/ });
    expect(within(bench()).getByRole('columnheader', { name: 'Weight (kg)' })).toBeInTheDocument();
    expect(row(bench(), 100)).toEqual(['100 %', '106', 'Near maximal to maximal']);
    expect(row(bench(), 70)).toEqual(['70 %', '74', 'Vigorous']);
    expect(row(within(oneRepMax).getByRole('table', { name: /^Leg press/ }), 50)).toEqual(['50 %', '80', 'Moderate']);

    await user.click(within(oneRepMax).getByRole('radio', { name: 'Imperial (lb, in)' }));
    expect(within(bench()).getByRole('columnheader', { name: 'Weight (lb)' })).toBeInTheDocument();
    expect(row(bench(), 100)).toEqual(['100 %', '232.32', 'Near maximal to maximal']);
    expect(row(bench(), 70)).toEqual(['70 %', '162.62', 'Vigorous']);
    expect(row(bench(), 50)).toEqual(['50 %', '116.16', 'Moderate']);
    expect(row(bench(), 10)).toEqual(['10 %', '23.23', 'Very light']);
  });
});

describe('Exercise Intensity: prompts instead of tables when a value is missing', () => {
  it('no resting heart rate: the reserve section links to /resting-hr', async () => {
    await renderIntensity({ ...FULL_PROFILE, restingHR: null });
    const reserve = section('Heart rate reserve');
    expect(within(reserve).queryByRole('table')).toBeNull();
    expect(within(reserve).getByRole('link', { name: 'Enter your resting heart rate' })).toHaveAttribute(
      'href',
      '/resting-hr',
    );
    expect(within(section('Heart rate max')).getByRole('table')).toBeInTheDocument();
  });

  it('an empty profile: demographics, VO2 max test and 1RM prompts, and no tables', async () => {
    await renderIntensity();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    const demographics = within(section('Heart rate max')).getByRole('link', {
      name: 'Please fill out the Demographic Form',
    });
    expect(demographics.getAttribute('href')).toMatch(/^\/parq\?next=/);
    expect(
      within(section('Heart rate reserve')).getByRole('link', { name: 'Please fill out the Demographic Form' }),
    ).toBeInTheDocument();
    const vo2 = section('VO2 max');
    expect(within(vo2).getByText(/Take a VO2 max test/)).toBeInTheDocument();
    expect(within(vo2).getByRole('link', { name: 'McArdle step test' })).toHaveAttribute(
      'href',
      '/step-test/instructions',
    );
    expect(within(vo2).getByRole('link', { name: 'Field tests (run or walk)' })).toHaveAttribute(
      'href',
      '/field-tests',
    );
    expect(within(section('METs')).getByRole('link', { name: 'McArdle step test' })).toBeInTheDocument();
    const oneRepMax = section('1RM');
    expect(within(oneRepMax).getByRole('link', { name: 'Record a bench press 1RM' })).toHaveAttribute(
      'href',
      '/bench-press/instructions',
    );
    expect(within(oneRepMax).getByRole('link', { name: 'Record a leg press 1RM' })).toHaveAttribute(
      'href',
      '/leg-press/instructions',
    );
    expect(within(section('Energy')).getByText('Missing: weight.')).toBeInTheDocument();
  });

  it('energy with a weight but no VO2 max asks for a VO2 max test', async () => {
    await renderIntensity({ ...FULL_PROFILE, vo2Max: null });
    const energy = section('Energy');
    expect(within(energy).queryByRole('table')).toBeNull();
    expect(within(energy).getByRole('link', { name: 'McArdle step test' })).toBeInTheDocument();
  });

  it('a stored value the calculator refuses shows its message and where to fix it, not a crash', async () => {
    await renderIntensity({ ...FULL_PROFILE, restingHR: 200 });
    const reserve = section('Heart rate reserve');
    expect(within(reserve).queryByRole('table')).toBeNull();
    expect(within(reserve).getByText('Heart rate is outside of the acceptable range.')).toBeInTheDocument();
    expect(within(reserve).getByRole('link', { name: 'Enter your resting heart rate' })).toBeInTheDocument();
  });
});
