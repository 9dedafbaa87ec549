// The gauge model: bands of the person's own age group and sex, marker, "N more to" and percentile, at every boundary.
import { describe, expect, it } from 'vitest';
import { bloodPressureGauge, bmiGauge, waistGauge } from '../../src/norms/classGauges';
import { categoryLevel, levelOfRank } from '../../src/norms/categoryLevel';
import { ordinal } from '../../src/norms/gaugeText';
import { thresholdGauge } from '../../src/norms/thresholdGauge';
import { type CategoryGauge, type GaugeResult, type GaugeTrack } from '../../src/norms/categoryGauge';
import {
  classifyBenchPress,
  classifyBodyFat,
  classifyGripStrength,
  classifyLegPress,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
} from '../../src/norms/classifiers';
import { tableDecimals } from '../../src/norms/normDisplay';
import {
  THRESHOLD_TABLES,
  THRESHOLD_TABLE_KEYS,
  tableBounds,
  type ThresholdTableKey,
} from '../../src/norms/normTables';
import { SEXES } from '@/domain/person';

function available(result: GaugeResult): CategoryGauge {
  if (!result.available) throw new Error(`expected a gauge, got: ${result.reason}`);
  return result;
}

function onlyTrack(gauge: CategoryGauge): GaugeTrack {
  const [first] = gauge.tracks;
  if (first === undefined || gauge.tracks.length !== 1) throw new Error('expected one track');
  return first;
}

/** The marker lies strictly inside the band of the value (never on a limit line). */
function expectMarkerInItsBand(track: GaugeTrack) {
  const n = track.bands.length;
  expect(track.marker).toBeGreaterThan(track.bandIndex / n);
  expect(track.marker).toBeLessThan((track.bandIndex + 1) / n);
}

describe('pushups: a man of 34 (men 30-39: excellent >= 30, very good 22-29, good 17-21, fair 12-16)', () => {
  it('28 pushups: marker in Very Good, 2 more pushups to Excellent', () => {
    const gauge = available(thresholdGauge('pushups', 'MALE', 34, 28));
    const track = onlyTrack(gauge);
    expect(gauge.category).toBe('very good');
    expect(gauge.group).toBe('men aged 30-39');
    expect(gauge.valueText).toBe('28 pushups');
    expect(track.bands.map((b) => b.category)).toEqual(['poor', 'fair', 'good', 'very good', 'excellent']);
    expect(track.bands.map((b) => b.range)).toEqual(['<= 11', '12-16', '17-21', '22-29', '>= 30']);
    expect(track.limits.map((l) => l.text)).toEqual(['12', '17', '22', '30']);
    expect(track.bands[track.bandIndex]?.category).toBe('very good');
    expectMarkerInItsBand(track);
    expect(gauge.toNext).toEqual({ category: 'excellent', text: '2 more pushups to Excellent' });
    expect(gauge.percentile).toBeNull();
  });

  it('exactly at a limit: 22 is Very Good (half-open 22 <= n < 30), 30 is Excellent with nothing above', () => {
    const atVeryGood = available(thresholdGauge('pushups', 'MALE', 34, 22));
    expect(atVeryGood.category).toBe('very good');
    expect(atVeryGood.toNext?.text).toBe('8 more pushups to Excellent');
    expectMarkerInItsBand(onlyTrack(atVeryGood));
    const atExcellent = available(thresholdGauge('pushups', 'MALE', 34, 30));
    expect(atExcellent.category).toBe('excellent');
    expect(atExcellent.toNext).toBeNull();
    expect(onlyTrack(atExcellent).bandIndex).toBe(4);
    expectMarkerInItsBand(onlyTrack(atExcellent));
    expect(available(thresholdGauge('pushups', 'MALE', 34, 21)).toNext?.text).toBe('1 more pushup to Very Good');
  });

  it('below the lowest band and above the top band the marker stays at the ends of the scale', () => {
    const none = onlyTrack(available(thresholdGauge('pushups', 'MALE', 34, 0)));
    expect(none.bandIndex).toBe(0);
    expect(none.marker).toBeCloseTo(0.15 / 5, 10);
    expect(available(thresholdGauge('pushups', 'MALE', 34, 0)).toNext?.text).toBe('12 more pushups to Fair');
    const many = onlyTrack(available(thresholdGauge('pushups', 'MALE', 34, 999)));
    expect(many.bandIndex).toBe(4);
    expect(many.marker).toBeCloseTo(4.85 / 5, 10);
  });

  it('a woman gets the women’s bands', () => {
    const gauge = available(thresholdGauge('pushups', 'FEMALE', 34, 28));
    expect(gauge.group).toBe('women aged 30-39');
    expect(onlyTrack(gauge).limits.map((l) => l.text)).toEqual(['8', '13', '20', '27']);
    expect(gauge.category).toBe('excellent');
  });

  it('outside the age window there is no gauge, and the reason says why', () => {
    for (const age of [19, 70]) {
      const result = thresholdGauge('pushups', 'MALE', age, 28);
      expect(result.available).toBe(false);
      if (!result.available)
        expect(result.reason).toBe(`The pushups norms cover ages 20-69; there is no category at age ${age}.`);
    }
  });

  it('no sex, no age or no value: no gauge with the reason', () => {
    expect(thresholdGauge('pushups', null, 34, 28)).toMatchObject({
      available: false,
      reason: 'Needs your sex from the Demographic Form.',
    });
    expect(thresholdGauge('pushups', 'MALE', null, 28)).toMatchObject({
      available: false,
      reason: 'Needs your age from the Demographic Form.',
    });
    expect(thresholdGauge('pushups', 'MALE', 34, 1000)).toMatchObject({
      available: false,
      reason: 'The result is outside the range the norms cover.',
    });
  });
});

describe('VO2 max (FRIEND percentiles): a man of 34 (excellent from 51.6, the 80th percentile)', () => {
  it('50.2: Good, 1.4 mL/kg/min more to Excellent, at or above the 75th percentile (49.2)', () => {
    const gauge = available(thresholdGauge('vo2max', 'MALE', 34, 50.2));
    expect(gauge.category).toBe('good');
    expect(gauge.toNext?.text).toBe('1.4 mL/kg/min more to Excellent');
    expect(gauge.percentile).toEqual({ percentile: 75, text: 'at or above the 75th percentile' });
    expect(gauge.description).toContain('At or above the 75th percentile for men aged 30-39.');
  });

  it('51.595 rounds to 51.60 first (as the classifier does) and reaches Excellent and the 80th percentile', () => {
    const gauge = available(thresholdGauge('vo2max', 'MALE', 34, 51.595));
    expect(gauge.category).toBe(classifyVo2Max('MALE', 34, 51.595));
    expect(gauge.category).toBe('excellent');
    expect(gauge.percentile?.percentile).toBe(80);
  });

  it('below every percentile, and at the top', () => {
    expect(available(thresholdGauge('vo2max', 'MALE', 34, 10)).percentile).toEqual({
      percentile: null,
      text: 'below the 5th percentile',
    });
    const top = available(thresholdGauge('vo2max', 'MALE', 34, 80));
    expect(top.category).toBe('superior');
    expect(top.toNext).toBeNull();
    expect(top.percentile?.percentile).toBe(95);
  });

  it('no gauge at 70 (FRIEND 70-79 is outside the product window)', () => {
    expect(thresholdGauge('vo2max', 'FEMALE', 70, 30).available).toBe(false);
  });
});

describe('body fat: lower is better, upper bounds inclusive (men 30-39: very lean <= 10.3, excellent <= 14.9)', () => {
  it('14.9 is Excellent (at its upper limit): 4.6 % body fat less to Very Lean, the 80th percentile', () => {
    const gauge = available(thresholdGauge('bodyFat', 'MALE', 34, 14.9));
    expect(gauge.category).toBe('excellent');
    expect(gauge.toNext?.text).toBe('4.6 % body fat less to Very Lean');
    expect(gauge.percentile?.text).toBe('at or above the 80th percentile');
    const track = onlyTrack(gauge);
    expect(track.bands.map((b) => b.category)).toEqual(['very lean', 'excellent', 'good', 'fair', 'poor', 'very poor']);
    expect(track.bands[track.bandIndex]?.category).toBe('excellent');
    expectMarkerInItsBand(track);
  });

  it('14.95 rounds to 15.0: Good, 0.1 % body fat less to Excellent', () => {
    const gauge = available(thresholdGauge('bodyFat', 'MALE', 34, 14.95));
    expect(gauge.category).toBe('good');
    expect(gauge.toNext?.text).toBe('0.1 % body fat less to Excellent');
  });

  it('leaner than every band, fatter than every band', () => {
    const lean = available(thresholdGauge('bodyFat', 'MALE', 34, 2));
    expect(lean.category).toBe('very lean');
    expect(lean.toNext).toBeNull();
    expect(lean.percentile?.percentile).toBe(99);
    const fat = available(thresholdGauge('bodyFat', 'MALE', 34, 60));
    expect(fat.category).toBe('very poor');
    expect(fat.percentile?.text).toBe('below the 1st percentile');
    expect(onlyTrack(fat).bandIndex).toBe(5);
  });

  it('the window is 20-80 (70-79 covers 80)', () => {
    expect(thresholdGauge('bodyFat', 'FEMALE', 80, 30).available).toBe(true);
    expect(thresholdGauge('bodyFat', 'FEMALE', 81, 30).available).toBe(false);
    expect(thresholdGauge('bodyFat', 'FEMALE', 19, 30).available).toBe(false);
  });
});

describe('strength ratios, grip and sit and reach', () => {
  it('bench press men 30-39: 1.12 is Excellent, 1.11 is 0.01 × body weight short of it; under 20 has its own group', () => {
    expect(available(thresholdGauge('benchPress', 'MALE', 34, 1.12)).category).toBe('excellent');
    expect(available(thresholdGauge('benchPress', 'MALE', 34, 1.11)).toNext?.text).toBe(
      '0.01 × body weight more to Excellent',
    );
    expect(available(thresholdGauge('benchPress', 'MALE', 15, 1)).group).toBe('men aged <20');
  });

  it('leg press starts at 20 and carries percentiles', () => {
    expect(thresholdGauge('legPress', 'MALE', 19, 2).available).toBe(false);
    expect(available(thresholdGauge('legPress', 'MALE', 34, 1.85)).percentile?.percentile).toBe(70);
  });

  it('grip: a 14-year-old uses 15-19; 13 has no gauge', () => {
    expect(available(thresholdGauge('gripStrength', 'FEMALE', 14, 60)).group).toBe('women aged 15-19');
    expect(thresholdGauge('gripStrength', 'FEMALE', 13, 60).available).toBe(false);
  });

  it('sit and reach women 30-39: 35.5 cm is 0.5 cm short of Very Good (36)', () => {
    expect(available(thresholdGauge('sitAndReach', 'FEMALE', 34, 35.5)).toNext?.text).toBe('0.5 cm more to Very Good');
  });
});

const CLASSIFIERS: Readonly<Record<ThresholdTableKey, (sex: 'MALE' | 'FEMALE', age: number, value: number) => string>> =
  {
    pushups: classifyPushups,
    vo2max: classifyVo2Max,
    benchPress: classifyBenchPress,
    legPress: classifyLegPress,
    gripStrength: classifyGripStrength,
    sitAndReach: classifySitAndReach,
    bodyFat: classifyBodyFat,
  };

describe('every age-and-sex table, sex and age group, at every limit and one step either side', () => {
  it('the gauge agrees with the classifier, the marker sits in the band of the category, "to next" reaches it', () => {
    let checked = 0;
    for (const key of THRESHOLD_TABLE_KEYS) {
      const table = THRESHOLD_TABLES[key];
      const step = 10 ** -tableDecimals(table);
      for (const sex of SEXES) {
        for (const group of table.ageGroups) {
          const age = group.minAge ?? Math.max(0, (group.maxAge ?? 0) - 1);
          const bounds = Object.values(tableBounds(table)[sex][group.label] ?? {}).filter(
            (b): b is number => b !== null,
          );
          for (const value of bounds.flatMap((b) => [b - step, b, b + step]).filter((v) => v >= 0)) {
            const expected = CLASSIFIERS[key](sex, age, value);
            const gauge = available(thresholdGauge(key, sex, age, value));
            const track = onlyTrack(gauge);
            expect(gauge.category, `${key} ${sex} ${group.label} ${value}`).toBe(expected);
            expect(track.bands[track.bandIndex]?.category).toBe(expected);
            expectMarkerInItsBand(track);
            if (gauge.toNext !== null) {
              // Moving by the stated amount in the stated direction reaches the next category.
              const match = /^([\d.]+) /.exec(gauge.toNext.text);
              const amount = Number(match?.[1]);
              const towards = table.lowerBounds !== undefined ? value + amount : value - amount;
              expect(CLASSIFIERS[key](sex, age, towards), gauge.toNext.text).toBe(gauge.toNext.category);
            }
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('BMI (half-open classes, normal in the middle)', () => {
  it.each([
    [18.49, 'underweight', '0.01 kg/m² more to Normal BMI'],
    [18.5, 'normal', null],
    [24.99, 'normal', null],
    [25, 'overweight', '0.01 kg/m² less to Normal BMI'],
    [25.69, 'overweight', '0.7 kg/m² less to Normal BMI'],
    [45, 'obesity class 3', '5.01 kg/m² less to Obesity Class 2'],
    [12, 'underweight', '6.5 kg/m² more to Normal BMI'],
  ])('%f is %s (%s)', (bmi, category, toNext) => {
    const gauge = available(bmiGauge(bmi));
    expect(gauge.category).toBe(category);
    expect(gauge.toNext?.text ?? null).toBe(toNext);
    expect(gauge.group).toBeNull();
    expectMarkerInItsBand(onlyTrack(gauge));
    expect(onlyTrack(gauge).bands[onlyTrack(gauge).bandIndex]?.category).toBe(category);
  });

  it('normal is the lowest-risk colour; underweight and overweight are one step from it', () => {
    expect(categoryLevel('bmi', 'normal')).toBe(1);
    expect(categoryLevel('bmi', 'underweight')).toBe(categoryLevel('bmi', 'overweight'));
    expect(categoryLevel('bmi', 'obesity class 3')).toBe(6);
  });

  it('no BMI, no gauge', () => {
    expect(bmiGauge(0).available).toBe(false);
    expect(bmiGauge(null).available).toBe(false);
  });
});

describe('waist risk: own-sex thresholds', () => {
  it.each([
    ['FEMALE', 69.9, 'very low', null],
    ['FEMALE', 70, 'low', '0.1 cm less to Very low risk'],
    ['FEMALE', 89.9, 'low', '20 cm less to Very low risk'],
    ['FEMALE', 90, 'high', '0.1 cm less to Low risk'],
    ['FEMALE', 110, 'high', '20.1 cm less to Low risk'],
    ['FEMALE', 110.1, 'very high', '0.1 cm less to High risk'],
    ['MALE', 100, 'high', '0.1 cm less to Low risk'],
    ['MALE', 130, 'very high', '10 cm less to High risk'],
  ] as const)('%s %f cm is %s', (sex, wc, category, toNext) => {
    const gauge = available(waistGauge(sex, wc));
    expect(gauge.category).toBe(category);
    expect(gauge.toNext?.text ?? null).toBe(toNext);
    expectMarkerInItsBand(onlyTrack(gauge));
  });

  it('women and men have their own limits; no sex, no gauge', () => {
    expect(onlyTrack(available(waistGauge('FEMALE', 80))).limits.map((l) => l.text)).toEqual(['70', '90', '110']);
    expect(onlyTrack(available(waistGauge('MALE', 80))).limits.map((l) => l.text)).toEqual(['80', '100', '120']);
    expect(waistGauge(null, 80)).toMatchObject({
      available: false,
      reason: 'Needs your sex from the Demographic Form.',
    });
    expect(waistGauge('MALE', 10).available).toBe(false);
  });
});

describe('blood pressure (JNC 7): two tracks, the more severe class', () => {
  it.each([
    [119, 79, 'normal', null],
    [120, 79, 'prehypertension', '1 mmHg less systolic to Normal blood pressure'],
    [120, 80, 'prehypertension', '1 mmHg less systolic and 1 mmHg less diastolic to Normal blood pressure'],
    [165, 85, 'stage 2 hypertension', '6 mmHg less systolic to Stage 1 Hypertension'],
    [130, 100, 'stage 2 hypertension', '1 mmHg less diastolic to Stage 1 Hypertension'],
  ])('%i/%i is %s', (sbp, dbp, category, toNext) => {
    const gauge = available(bloodPressureGauge(sbp, dbp));
    expect(gauge.category).toBe(category);
    expect(gauge.toNext?.text ?? null).toBe(toNext);
    expect(gauge.tracks.map((t) => t.label)).toEqual(['Systolic', 'Diastolic']);
    gauge.tracks.forEach(expectMarkerInItsBand);
  });

  it('each track marks its own reading: 130/100 is prehypertension systolic, stage 2 diastolic', () => {
    const [systolic, diastolic] = available(bloodPressureGauge(130, 100)).tracks;
    expect(systolic?.bands[systolic.bandIndex]?.category).toBe('prehypertension');
    expect(diastolic?.bands[diastolic.bandIndex]?.category).toBe('stage 2 hypertension');
    expect(systolic?.limits.map((l) => l.text)).toEqual(['120', '140', '160']);
    expect(diastolic?.limits.map((l) => l.text)).toEqual(['80', '90', '100']);
  });

  it('out of range: no gauge', () => {
    expect(bloodPressureGauge(0, 80).available).toBe(false);
    expect(bloodPressureGauge(120, null).available).toBe(false);
  });
});

describe('colour steps and wording', () => {
  it('best is always step 1 and worst step 6', () => {
    expect([0, 1, 2, 3, 4].map((r) => levelOfRank(r, 5))).toEqual([1, 2, 4, 5, 6]);
    expect([0, 1, 2, 3, 4, 5].map((r) => levelOfRank(r, 6))).toEqual([1, 2, 3, 4, 5, 6]);
    expect([0, 1, 2, 3].map((r) => levelOfRank(r, 4))).toEqual([1, 3, 4, 6]);
    expect(categoryLevel('pushups', 'excellent')).toBe(1);
    expect(categoryLevel('bodyFat', 'very poor')).toBe(6);
    expect(categoryLevel('waistRisk', 'very high')).toBe(6);
    expect(categoryLevel('pushups', 'superior')).toBeNull();
  });

  it('ordinals', () => {
    expect([1, 2, 3, 5, 11, 12, 13, 21, 95].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '5th',
      '11th',
      '12th',
      '13th',
      '21st',
      '95th',
    ]);
  });

  it('the description names the value, category, bands, the next category and the percentile', () => {
    const gauge = available(thresholdGauge('pushups', 'MALE', 34, 28));
    expect(gauge.description).toBe(
      'Pushups: 28 pushups, Very Good for men aged 30-39. Categories from the lowest value up: Poor <= 11, Fair 12-16, ' +
        'Good 17-21, Very Good 22-29, Excellent >= 30. 2 more pushups to Excellent.',
    );
  });
});
