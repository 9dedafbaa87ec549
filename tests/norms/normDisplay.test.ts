// Fitness Categories display data and provenance, derived from the same bounds the classifiers use.
import { describe, it, expect } from 'vitest';
import norms from '../../src/norms/data/norms.json';
import normNotes from '../../src/norms/data/normNotes.json';
import {
  bloodPressureClassList,
  bmiClassList,
  decimalsOf,
  normDisplayTable,
  normPercentileTable,
  tableDecimals,
  waistRiskClassList,
} from '../../src/norms/normDisplay';
import { SHORT_SOURCES, normSource } from '../../src/norms/normSources';
import { normCitation } from '../../src/norms/normCitation';
import {
  NORM_TABLE_KEYS,
  PERCENTILE_TABLE_KEYS,
  THRESHOLD_TABLES,
  THRESHOLD_TABLE_KEYS,
} from '../../src/norms/normTables';
import {
  classifyBenchPress,
  classifyBodyFat,
  classifyGripStrength,
  classifyLegPress,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
} from '../../src/norms/classifiers';

function column(table: ReturnType<typeof normDisplayTable>, group: string): string[] {
  const i = table.ageGroups.indexOf(group);
  return table.rows.map((r) => r.ranges[i] ?? 'missing');
}

describe('normDisplayTable', () => {
  it('pushups men 20-29 print as the specification example', () => {
    const t = normDisplayTable('pushups', 'MALE');
    expect(t.title).toBe(norms.pushups.title);
    expect(t.categories).toEqual(['excellent', 'very good', 'good', 'fair', 'poor']);
    expect(t.ageGroups).toEqual(['20-29', '30-39', '40-49', '50-59', '60-69']);
    expect(column(t, '20-29')).toEqual(['>= 36', '29-35', '22-28', '17-21', '<= 16']);
    expect(column(t, '40-49')).toEqual(['>= 25', '17-24', '13-16', '10-12', '<= 9']);
    expect(t.decimals).toBe(0);
    expect(t.source).toBe('CSEP CPAFLA 3rd ed. 2003');
  });

  it('grip men 20-29 print as the boundary rule example', () => {
    const t = normDisplayTable('gripStrength', 'MALE');
    expect(t.ageGroups[0]).toBe('15-19');
    expect(column(t, '20-29')).toEqual(['>= 115', '104-114', '95-103', '84-94', '<= 83']);
  });

  it('VO2max prints one decimal as in the data (43.0, not 43)', () => {
    const t = normDisplayTable('vo2max', 'MALE');
    expect(t.decimals).toBe(1);
    expect(column(t, '60-69')).toEqual(['>= 43.0', '36.1-42.9', '30.5-36.0', '26.6-30.4', '22.4-26.5', '<= 22.3']);
  });

  it('bench press ranges equal the published Cooper ranges', () => {
    for (const sex of ['MALE', 'FEMALE'] as const) {
      const t = normDisplayTable('benchPress', sex);
      expect(t.decimals).toBe(2);
      for (const group of t.ageGroups) {
        const published = (normNotes.benchPress.publishedRanges[sex] as Record<string, string>)[group] ?? '';
        // Published order: very poor .. superior, some with names; strip names.
        const parts = published.split(';').map((p) =>
          p
            .trim()
            .replace(/^[a-z ]+(?=[<>\d])/, '')
            .replace(/\s/g, ''),
        );
        const ours = column(t, group).reverse();
        expect(parts).toHaveLength(6);
        parts.forEach((p, i) => {
          const mine = (ours[i] ?? '').replace(/\s/g, '');
          if (p.startsWith('<')) expect(mine).toBe(`<=${(Number(p.slice(1)) - 0.01).toFixed(2)}`);
          else if (p.startsWith('>')) expect(mine).toBe(`>=${(Number(p.slice(1)) + 0.01).toFixed(2)}`);
          else expect(mine, `${sex} ${group}`).toBe(p);
        });
      }
    }
  });

  it('body fat (upper bounds) prints leanest first', () => {
    const t = normDisplayTable('bodyFat', 'MALE');
    expect(t.ageGroups[5]).toBe('70-79');
    expect(column(t, '20-29')).toEqual(['<= 6.4', '6.5-10.5', '10.6-14.8', '14.9-18.6', '18.7-23.3', '>= 23.4']);
    expect(column(t, '30-39')[4]).toBe('21.7-25.1');
  });

  it('leg press prints 2 decimals (1.80, not 1.8)', () => {
    const t = normDisplayTable('legPress', 'MALE');
    expect(column(t, '50-59')).toEqual(['>= 1.80', '1.64-1.79', '1.52-1.63', '1.39-1.51', '<= 1.38']);
  });

  const classifiers = {
    pushups: classifyPushups,
    vo2max: classifyVo2Max,
    benchPress: classifyBenchPress,
    legPress: classifyLegPress,
    gripStrength: classifyGripStrength,
    sitAndReach: classifySitAndReach,
    bodyFat: classifyBodyFat,
  };

  it.each(THRESHOLD_TABLE_KEYS)('%s: both printed ends of every range classify into their row', (key) => {
    const table = THRESHOLD_TABLES[key];
    for (const sex of ['MALE', 'FEMALE'] as const) {
      const t = normDisplayTable(key, sex);
      table.ageGroups.forEach((group, g) => {
        const age = group.maxAge ?? table.appliesTo.maxAge;
        for (const row of t.rows) {
          const text = row.ranges[g] ?? '';
          expect(text).not.toBe('');
          for (const n of text.match(/\d+(\.\d+)?/g) ?? []) {
            expect(classifiers[key](sex, age, Number(n)), `${key} ${sex} ${group.label} ${text}`).toBe(row.category);
          }
        }
      });
    }
  });

  it('accepts the table object as well as its key', () => {
    expect(normDisplayTable(THRESHOLD_TABLES.sitAndReach, 'FEMALE')).toEqual(normDisplayTable('sitAndReach', 'FEMALE'));
  });

  it('decimalsOf counts written decimals', () => {
    expect([decimalsOf(36), decimalsOf(1.2), decimalsOf(0.57), decimalsOf(43.0)]).toEqual([0, 1, 2, 0]);
    expect(THRESHOLD_TABLE_KEYS.map((k) => tableDecimals(THRESHOLD_TABLES[k]))).toEqual([0, 1, 2, 2, 0, 0, 1]);
  });
});

describe('normPercentileTable', () => {
  it('VO2max men: corrected 35th row and the product window 20-69', () => {
    const t = normPercentileTable('vo2max', 'MALE');
    expect(t.percentileKeys).toEqual(norms.vo2max.percentiles.percentileKeys);
    expect(t.ageGroups).toEqual(['20-29', '30-39', '40-49', '50-59', '60-69']);
    const row35 = t.rows.find((r) => r.percentile === 35);
    expect(row35?.values).toEqual([43.5, 38.5, 34.6, 29.5, 25.7]);
    expect(row35?.category).toBe('poor');
    expect(t.rows.find((r) => r.percentile === 90)?.texts[1]).toBe('56.5');
  });

  it('VO2max women 55th and 50th rows are the source values', () => {
    const t = normPercentileTable('vo2max', 'FEMALE');
    expect(t.rows.find((r) => r.percentile === 55)?.values).toEqual([38.9, 31.2, 27.7, 24.4, 20.5]);
    expect(t.rows.find((r) => r.percentile === 50)?.texts).toEqual(['37.6', '30.2', '26.7', '23.4', '20.0']);
  });

  it('body fat: 99th to 1st with the specification anchors and category per row', () => {
    const men = normPercentileTable('bodyFat', 'MALE');
    const women = normPercentileTable('bodyFat', 'FEMALE');
    expect(men.ageGroups).toEqual(['20-29', '30-39', '40-49', '50-59', '60-69', '70-79']);
    expect(men.rows[0]?.values[0]).toBe(4.2);
    expect(men.rows[men.rows.length - 1]?.values[0]).toBe(33.4);
    expect(women.rows[0]?.values[0]).toBe(11.4);
    expect(women.rows[women.rows.length - 1]?.values[0]).toBe(38.6);
    expect(women.rows.find((r) => r.percentile === 60)?.values[5]).toBe(26.6);
    const cat = (t: typeof men, p: number): string | undefined => t.rows.find((r) => r.percentile === p)?.category;
    expect([99, 95, 90, 85, 80, 75, 60, 55, 40, 35, 20, 15, 1].map((p) => cat(men, p))).toEqual([
      'very lean',
      'very lean',
      'excellent',
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
      'very poor',
      'very poor',
    ]);
    expect([90, 85, 80].map((p) => cat(women, p))).toEqual(['excellent', 'excellent', 'good']);
  });

  it.each(PERCENTILE_TABLE_KEYS)('%s: every row falls in one category in every age group', (key) => {
    for (const sex of ['MALE', 'FEMALE'] as const) {
      for (const row of normPercentileTable(key, sex).rows) {
        expect(row.category, `${key} ${sex} ${row.percentile}th`).not.toBe('');
        expect(row.values.every((v) => typeof v === 'number')).toBe(true);
      }
    }
  });

  it('leg press: percentiles 90 to 10 in the 60+ column', () => {
    const t = normPercentileTable('legPress', 'FEMALE');
    expect(t.percentileKeys).toEqual([90, 80, 70, 60, 50, 40, 30, 20, 10]);
    expect(t.ageGroups[4]).toBe('60+');
    expect(t.rows.map((r) => r.texts[4])).toEqual([
      '1.32',
      '1.18',
      '1.13',
      '1.04',
      '0.99',
      '0.93',
      '0.88',
      '0.85',
      '0.72',
    ]);
  });
});

describe('class lists', () => {
  it('BMI as printed by NHLBI', () => {
    const list = bmiClassList();
    expect(list.rows.map((r) => [r.label, r.range])).toEqual([
      ['underweight', '< 18.5'],
      ['normal', '18.5-24.9'],
      ['overweight', '25.0-29.9'],
      ['obesity class 1', '30.0-34.9'],
      ['obesity class 2', '35.0-39.9'],
      ['obesity class 3', '>= 40.0'],
    ]);
    expect(list.source).toBe('NHLBI 1998 / WHO 2000');
  });

  it('waist risk per sex', () => {
    expect(waistRiskClassList('FEMALE').rows.map((r) => r.range)).toEqual(['< 70', '70-89', '90-110', '> 110']);
    expect(waistRiskClassList('MALE').rows.map((r) => r.range)).toEqual(['< 80', '80-99', '100-120', '> 120']);
    expect(waistRiskClassList('MALE').source).toBe('Bray, Am J Clin Nutr 2004');
  });

  it('blood pressure classes as printed by JNC 7', () => {
    const list = bloodPressureClassList();
    expect(list.rows).toEqual(
      norms.bloodPressure.classes.map((c) => ({ label: c.class, sbp: c.sbp, joiner: c.joiner, dbp: c.dbp })),
    );
    expect(list.source).toBe('JNC 7, JAMA 2003');
  });
});

describe('normSource', () => {
  it.each(NORM_TABLE_KEYS)('%s: title and short citation', (key) => {
    const p = normSource(key);
    expect(p).toEqual({ method: norms[key].title, source: SHORT_SOURCES[key] });
    expect(p.source.length).toBeLessThan(60);
  });

  it('gives the short citations the screens print', () => {
    expect(normSource('pushups').source).toBe('CSEP CPAFLA 3rd ed. 2003');
    expect(normSource('vo2max').source).toBe('Kaminsky et al. (FRIEND), Mayo Clin Proc 2015');
    expect(normSource('benchPress').source).toBe('Cooper Institute 2002');
    expect(normSource('bodyFat').source).toBe('ACSM Guidelines 10th ed. (Cooper Institute)');
    expect(normSource('bmi').source).toBe('NHLBI 1998 / WHO 2000');
    expect(normSource('waistRisk').source).toBe('Bray, Am J Clin Nutr 2004');
    expect(normSource('bloodPressure').source).toBe('JNC 7, JAMA 2003');
  });

  it('accepts a table object', () => {
    expect(normSource(THRESHOLD_TABLES.gripStrength)).toEqual(normSource('gripStrength'));
  });
});

describe('normCitation (the prose half of the norm data, decision 0077)', () => {
  it.each(NORM_TABLE_KEYS)('%s: the short provenance plus the full citation from normNotes.json', (key) => {
    const p = normCitation(key);
    expect(p).toMatchObject(normSource(key));
    expect(p.fullSource).toBe(normNotes[key].source);
    expect(p.fullSource.length).toBeGreaterThan(p.source.length);
  });

  it('carries the verification note of tables that have one', () => {
    expect(normCitation('legPress').verification).toContain('NOT independently confirmed');
    expect(normCitation('bmi').verification).toBeUndefined();
  });
});

describe('the norm data is split: tables for the classifiers, prose apart (decision 0077)', () => {
  const PROSE_FIELDS = ['source', 'verification', 'protocol', 'boundaryRule', 'oldAppDiscrepancies', 'note'];

  it('norms.json holds no prose: no top-level about, conventions or sources, no per-table citation or note', () => {
    expect(Object.keys(norms)).not.toEqual(expect.arrayContaining(['about']));
    for (const key of ['about', 'conventions', 'sources']) expect(key in norms, key).toBe(false);
    for (const key of NORM_TABLE_KEYS) {
      const table: object = norms[key];
      for (const field of PROSE_FIELDS) expect(field in table, `${key}.${field}`).toBe(false);
      expect(JSON.stringify(table), key).not.toMatch(/"note"/);
    }
  });

  it('normNotes.json has the prose of every table that norms.json has', () => {
    expect(normNotes.about).toContain('Category (norm) tables');
    expect(Object.keys(normNotes.conventions)).toContain('lowerBoundsRule');
    for (const key of NORM_TABLE_KEYS) expect(normNotes[key].boundaryRule.length, key).toBeGreaterThan(10);
    expect(normNotes.bloodPressure.note).toContain('2017 ACC/AHA');
  });
});
