// Integrity of the data the classifiers walk: complete, ordered, monotone, consistent with the percentile tables.
import { describe, it, expect } from 'vitest';
import norms from '../../src/norms/data/norms.json';
import {
  BLOOD_PRESSURE,
  BMI,
  PERCENTILE_TABLE_KEYS,
  THRESHOLD_TABLES,
  THRESHOLD_TABLE_KEYS,
  WAIST_RISK,
  parseLowerLimit,
  tableBounds,
} from '../../src/norms/normTables';

const SEXES = ['MALE', 'FEMALE'] as const;

describe.each(THRESHOLD_TABLE_KEYS.map((key) => ({ key, table: THRESHOLD_TABLES[key] })))(
  '$key data',
  ({ key, table }) => {
    const bounds = tableBounds(table);
    const higherIsBetter = table.lowerBounds !== undefined;

    it('the typed view is the project copy of norms.json', () => {
      const raw = norms[key];
      expect(table.title).toBe(raw.title);
      expect(table.categories).toEqual(raw.categories);
      expect(table.ageGroups).toEqual(raw.ageGroups);
      expect(bounds).toBe('lowerBounds' in raw ? raw.lowerBounds : raw.upperBounds);
    });

    it("each sex has exactly the table's age groups, each with every category in order", () => {
      for (const sex of SEXES) {
        expect(Object.keys(bounds[sex])).toEqual(table.ageGroups.map((g) => g.label));
        for (const group of table.ageGroups)
          expect(Object.keys(bounds[sex][group.label] ?? {})).toEqual(table.categories);
      }
    });

    it('only the last category has a null bound, and the bounds are strictly monotone', () => {
      for (const sex of SEXES) {
        for (const group of table.ageGroups) {
          const values = table.categories.map((c) => bounds[sex][group.label]?.[c]);
          expect(values[values.length - 1]).toBeNull();
          const numbers = values.slice(0, -1);
          for (const v of numbers) expect(typeof v).toBe('number');
          for (let i = 1; i < numbers.length; i += 1) {
            const [prev, cur] = [numbers[i - 1] as number, numbers[i] as number];
            if (higherIsBetter) expect(cur, `${sex} ${group.label}`).toBeLessThan(prev);
            else expect(cur, `${sex} ${group.label}`).toBeGreaterThan(prev);
          }
        }
      }
    });

    it('age groups are contiguous and cover the window exactly', () => {
      const { minAge, maxAge } = table.appliesTo;
      const groups = table.ageGroups;
      expect(groups[0]?.minAge ?? null).toBe(minAge);
      expect(groups[groups.length - 1]?.maxAge ?? maxAge).toBe(maxAge);
      for (let i = 1; i < groups.length; i += 1) {
        expect(groups[i]?.minAge).toBe((groups[i - 1]?.maxAge ?? Number.NaN) + 1);
      }
    });
  },
);

describe('category bounds are the percentile cells the boundary rule names', () => {
  // From each table's boundaryRule / categoryMapping: the percentile whose value starts (or ends) each category.
  const cellOf: Record<string, Record<'MALE' | 'FEMALE', number[]>> = {
    vo2max: { MALE: [95, 80, 60, 40, 20], FEMALE: [95, 80, 60, 40, 20] },
    legPress: { MALE: [90, 70, 50, 30], FEMALE: [90, 70, 50, 30] },
    bodyFat: { MALE: [95, 80, 60, 40, 20], FEMALE: [95, 85, 60, 40, 20] },
  };

  it.each(PERCENTILE_TABLE_KEYS)('%s', (key) => {
    const table = THRESHOLD_TABLES[key];
    for (const sex of SEXES) {
      for (const group of table.ageGroups) {
        (cellOf[key]?.[sex] ?? []).forEach((percentile, i) => {
          const category = table.categories[i] as string;
          const cell = table.percentiles?.values[sex][group.label]?.[String(percentile)];
          expect(cell, `${key} ${sex} ${group.label} ${percentile}th`).toBe(
            tableBounds(table)[sex][group.label]?.[category],
          );
        });
      }
    }
  });

  it.each(PERCENTILE_TABLE_KEYS)('%s percentile columns are strictly monotone', (key) => {
    const table = THRESHOLD_TABLES[key];
    const p = table.percentiles;
    expect(p).toBeDefined();
    for (const sex of SEXES) {
      for (const [group, column] of Object.entries(p?.values[sex] ?? {})) {
        const cells = (p?.percentileKeys ?? []).map((k) => column[String(k)] as number);
        for (let i = 1; i < cells.length; i += 1) {
          if (table.lowerBounds) expect(cells[i], `${sex} ${group}`).toBeLessThan(cells[i - 1] as number);
          else expect(cells[i], `${sex} ${group}`).toBeGreaterThan(cells[i - 1] as number);
        }
      }
    }
  });
});

describe('class tables', () => {
  it('BMI classes tile the scale without gaps', () => {
    const classes = BMI.classes;
    expect(classes[0]?.lower).toBeNull();
    expect(classes[classes.length - 1]?.upper).toBeNull();
    for (let i = 1; i < classes.length; i += 1) expect(classes[i]?.lower).toBe(classes[i - 1]?.upper);
  });

  it('waist classes tile 20-500 cm for each sex, with one inclusive and one exclusive end at each join', () => {
    for (const sex of SEXES) {
      const classes = WAIST_RISK.classes[sex];
      for (let i = 1; i < classes.length; i += 1) {
        const [prev, cur] = [classes[i - 1], classes[i]];
        expect(cur?.lower).toBe(prev?.upper);
        expect(cur?.lowerInclusive).not.toBe(prev?.upperInclusive);
      }
    }
    const female = WAIST_RISK.classes.FEMALE;
    expect(female.map((c) => c.label)).toEqual(['very low', 'low', 'high', 'very high']);
    expect(female[2]).toMatchObject({ lower: 90, lowerInclusive: true, upper: 110, upperInclusive: true });
    expect(female[3]).toMatchObject({ lower: 110, lowerInclusive: false, upper: null });
  });

  it('blood pressure limits are parsed from the printed classes', () => {
    expect(BLOOD_PRESSURE.classes.map((c) => [c.label, c.sbpFrom, c.dbpFrom])).toEqual([
      ['normal', null, null],
      ['prehypertension', 120, 80],
      ['stage 1 hypertension', 140, 90],
      ['stage 2 hypertension', 160, 100],
    ]);
    expect(parseLowerLimit('< 120')).toBeNull();
    expect(parseLowerLimit('80-89')).toBe(80);
    expect(parseLowerLimit('>= 100')).toBe(100);
  });
});
