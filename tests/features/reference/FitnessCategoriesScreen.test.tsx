// The Fitness Categories screen: anchors, open-by-default collapsible sections, tables equal to the norms data, sources.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  bloodPressureClassList,
  bmiClassList,
  normDisplayTable,
  normPercentileTable,
  waistRiskClassList,
} from '@/norms/normDisplay';
import { normSource } from '@/norms/normSources';
import { type NormTableKey, type PercentileTableKey, type ThresholdTableKey } from '@/norms/normTables';
import { SEXES } from '@/domain/person';
import { formatCategory } from '@/norms/formatCategory';
import { FitnessCategoriesScreen } from '@/features/reference/FitnessCategoriesScreen';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../support/renderWithApp';
import { tableRows } from './tableRows';

const SECTION_IDS = [
  'bodyfat',
  'bmi',
  'waist-circumference',
  'pushups',
  'vo2',
  'bench-press',
  'leg-press',
  'grip',
  'sar',
];

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

/** The screen at `path` (a section's anchor after '#'), with a userEvent instance. */
async function renderCategories(path = '/categories') {
  const view = await renderScreen(<FitnessCategoriesScreen />, { path, route: '/categories', waitForHeading: true });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fitness Categories');
  return { ...view, user: userEvent.setup() };
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no section #${id}`);
  return element;
}

function sourceText(key: NormTableKey): string {
  const provenance = normSource(key);
  return `Source: ${provenance.method} — ${provenance.source}`;
}

/** The "Source: …" line that belongs to a table. */
function sourceLineOf(table: HTMLElement): string {
  return table.closest('.table-figure')?.querySelector('.source-line')?.textContent ?? '';
}

describe('Fitness Categories: layout', () => {
  it('has the four columns as headings and every section anchor, in its column', async () => {
    await renderCategories();
    const columns = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(columns).toEqual(['Health', 'Endurance', 'Strength', 'Flexibility']);
    for (const id of SECTION_IDS) expect(document.getElementById(id)).not.toBeNull();
    const column = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
    expect(
      within(column('Health'))
        .getAllByRole('region')
        .map((s) => s.id),
    ).toEqual(expect.arrayContaining(['bodyfat', 'bmi', 'waist-circumference']));
    expect(column('Endurance').querySelectorAll('#pushups, #vo2')).toHaveLength(2);
    expect(column('Strength').querySelectorAll('#bench-press, #leg-press, #grip')).toHaveLength(3);
    expect(column('Flexibility').querySelectorAll('#sar')).toHaveLength(1);
  });

  it('opens every section by default; a section button collapses and expands it', async () => {
    const { user } = await renderCategories();
    for (const id of SECTION_IDS) {
      const toggle = within(section(id)).getAllByRole('button')[0] as HTMLElement;
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    const pushups = section('pushups');
    const toggle = within(pushups).getByRole('button', { name: 'Push-ups' });
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(content).getAllByRole('table')[0]).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(content).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(content).toBeVisible();
  });

  it('section buttons work from the keyboard', async () => {
    const { user } = await renderCategories();
    const toggle = within(section('sar')).getByRole('button', { name: 'Sit and reach' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('/categories#pushups scrolls to the pushups section', async () => {
    await renderCategories('/categories#pushups');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section('pushups'));
  });

  it('a link to a collapsed section opens it again and scrolls to it', async () => {
    const { user } = await renderCategories();
    const toggle = within(section('grip')).getByRole('button', { name: 'Grip strength' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const index = screen.getByRole('navigation', { name: 'Fitness categories sections' });
    await user.click(within(index).getByRole('link', { name: 'Grip strength' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(section('grip'));
  });
});

const RANGE_TABLES: readonly { id: string; key: ThresholdTableKey }[] = [
  { id: 'pushups', key: 'pushups' },
  { id: 'vo2', key: 'vo2max' },
  { id: 'bench-press', key: 'benchPress' },
  { id: 'leg-press', key: 'legPress' },
  { id: 'grip', key: 'gripStrength' },
  { id: 'sar', key: 'sitAndReach' },
];

const PERCENTILE_TABLES: readonly { id: string; key: PercentileTableKey }[] = [
  { id: 'bodyfat', key: 'bodyFat' },
  { id: 'vo2', key: 'vo2max' },
];

describe('Fitness Categories: tables printed from the norms data', () => {
  for (const { id, key } of RANGE_TABLES) {
    it(`#${id}: men's and women's category ranges equal normDisplayTable('${key}'), each with its source`, async () => {
      await renderCategories();
      const tables = within(section(id))
        .getAllByRole('table')
        .filter((t) => !t.classList.contains('percentile-table'));
      expect(tables).toHaveLength(2);
      SEXES.forEach((sex, index) => {
        const table = tables[index] as HTMLElement;
        const expected = normDisplayTable(key, sex);
        expect(within(table).getByText(sex === 'MALE' ? 'Men' : 'Women')).toBeInTheDocument();
        const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
        expect(headers).toEqual(['Category', ...expected.ageGroups]);
        expect(tableRows(table)).toEqual(expected.rows.map((row) => [formatCategory(row.category), ...row.ranges]));
        // The stacked layout labels every cell with its age group.
        const labels = [...table.querySelectorAll('tbody tr:first-child td')].map((td) =>
          td.getAttribute('data-label'),
        );
        expect(labels).toEqual(expected.ageGroups);
        expect(sourceLineOf(table)).toBe(sourceText(key));
      });
    });
  }

  for (const { id, key } of PERCENTILE_TABLES) {
    it(`#${id}: men's and women's percentiles equal normPercentileTable('${key}'), grouped by category, with source`, async () => {
      await renderCategories();
      for (const sex of SEXES) {
        const name = new RegExp(`^${sex === 'MALE' ? 'Men' : 'Women'} percentiles`);
        const table = within(section(id)).getByRole('table', { name });
        const expected = normPercentileTable(key, sex);
        const dataRows = [...table.querySelectorAll('tbody tr:not(.category-group-row)')];
        expect(dataRows.map((row) => [...row.children].map((c) => c.textContent))).toEqual(
          expected.rows.map((row) => [String(row.percentile), ...row.texts]),
        );
        // Every percentile row sits under the header of its own category.
        for (const [index, row] of dataRows.entries()) {
          const groupHeader = row.closest('tbody')?.querySelector('th[scope="rowgroup"]')?.textContent;
          expect(groupHeader).toBe(formatCategory(expected.rows[index]?.category ?? ''));
        }
        expect(sourceLineOf(table)).toBe(sourceText(key));
      }
    });
  }

  it('spot-checks published values so a broken data path fails', async () => {
    await renderCategories();
    const [menPushups] = within(section('pushups')).getAllByRole('table');
    expect(tableRows(menPushups as HTMLElement)[0]).toEqual(['Excellent', '>= 36', '>= 30', '>= 25', '>= 21', '>= 18']);
    expect(tableRows(menPushups as HTMLElement)[4]?.[1]).toBe('<= 16');
    const [menVo2] = within(section('vo2')).getAllByRole('table');
    expect(tableRows(menVo2 as HTMLElement)[0]?.[1]).toBe('>= 66.3');

    const bodyFat = (sex: 'Men' | 'Women') => {
      const table = within(section('bodyfat')).getByRole('table', { name: new RegExp(`^${sex} percentiles`) });
      return tableRows(table).filter((row) => row.length > 1);
    };
    const men = bodyFat('Men');
    const women = bodyFat('Women');
    expect(men[0]?.slice(0, 2)).toEqual(['99', '4.2']);
    expect(men.at(-1)?.slice(0, 2)).toEqual(['1', '33.4']);
    expect(women[0]?.slice(0, 2)).toEqual(['99', '11.4']);
    expect(women.at(-1)?.slice(0, 2)).toEqual(['1', '38.6']);
    // spec §2: men 90-80 are Excellent, women 90 and 85; 99 and 95 Very Lean; 15-1 Very Poor.
    const groups = (sex: 'Men' | 'Women') =>
      [
        ...within(section('bodyfat'))
          .getByRole('table', { name: new RegExp(`^${sex} percentiles`) })
          .querySelectorAll('tbody'),
      ].map((tbody) => [
        tbody.querySelector('th[scope="rowgroup"]')?.textContent,
        [...tbody.querySelectorAll('th[scope="row"]')].map((th) => th.textContent).join(','),
      ]);
    expect(groups('Men')).toEqual([
      ['Very Lean', '99,95'],
      ['Excellent', '90,85,80'],
      ['Good', '75,70,65,60'],
      ['Fair', '55,50,45,40'],
      ['Poor', '35,30,25,20'],
      ['Very Poor', '15,10,5,1'],
    ]);
    expect(groups('Women')[1]).toEqual(['Excellent', '90,85']);
    expect(groups('Women')[2]).toEqual(['Good', '80,75,70,65,60']);
    // Age groups 20-29 to 70-79.
    const header = within(section('bodyfat')).getAllByRole('table')[0]?.querySelectorAll('thead th');
    expect([...(header ?? [])].map((th) => th.textContent)).toEqual([
      'Percentile',
      '20-29',
      '30-39',
      '40-49',
      '50-59',
      '60-69',
      '70-79',
    ]);
  });

  it('BMI, waist risk (women and men) and blood pressure classes come from their class lists', async () => {
    await renderCategories();
    const bmi = within(section('bmi')).getByRole('table');
    expect(tableRows(bmi)).toEqual(bmiClassList().rows.map((row) => [formatCategory(row.label), row.range]));
    expect(tableRows(bmi)[1]).toEqual(['Normal', '18.5-24.9']);
    expect(sourceLineOf(bmi)).toBe(sourceText('bmi'));

    const waist = within(section('waist-circumference')).getByRole('table');
    const women = waistRiskClassList('FEMALE').rows;
    const men = waistRiskClassList('MALE').rows;
    expect(tableRows(waist)).toEqual(women.map((row, i) => [formatCategory(row.label), row.range, men[i]?.range]));
    expect(tableRows(waist)[0]).toEqual(['Very Low', '< 70', '< 80']);
    expect(sourceLineOf(waist)).toBe(sourceText('waistRisk'));

    const pressure = within(section('blood-pressure')).getByRole('table');
    expect(tableRows(pressure)).toEqual(
      bloodPressureClassList().rows.map((row) => [formatCategory(row.label), row.sbp, `${row.joiner} ${row.dbp}`]),
    );
    expect(sourceLineOf(pressure)).toBe(sourceText('bloodPressure'));
  });

  it('every table on the screen has a source line', async () => {
    await renderCategories();
    const tables = screen.getAllByRole('table');
    expect(tables.length).toBe(2 * RANGE_TABLES.length + 2 * PERCENTILE_TABLES.length + 3);
    for (const table of tables) expect(sourceLineOf(table)).toMatch(/^Source: .+ — .+/);
  });
});
