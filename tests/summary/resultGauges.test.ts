// Each stored result of the profile gets the gauge of its own norm table; the summary carries it beside the category.
import { describe, expect, it } from 'vitest';
import {
  classifyBenchPress,
  classifyBloodPressure,
  classifyBmi,
  classifyBodyFat,
  classifyGripStrength,
  classifyLegPress,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
  classifyWaistRisk,
} from '@/norms/classifiers';
import { NORM_TABLE_KEYS } from '@/norms/normTables';
import { resultGauge } from '@/summary/resultGauges';
import { sessionSummary, summarySections } from '@/summary/sessionSummary';
import { completeProfile, noProfile } from '../features/session/sessionFixtures';

describe('resultGauge', () => {
  it('a complete profile has a gauge for every categorised result, placing the stored value of each', () => {
    const user = completeProfile(); // man of 30
    const stored: Record<string, string> = {
      pushups: classifyPushups('MALE', 30, 32),
      vo2max: classifyVo2Max('MALE', 30, 45.5),
      benchPress: classifyBenchPress('MALE', 30, 1.32),
      legPress: classifyLegPress('MALE', 30, 2),
      gripStrength: classifyGripStrength('MALE', 30, 105),
      sitAndReach: classifySitAndReach('MALE', 30, 33.5),
      bodyFat: classifyBodyFat('MALE', 30, 14.6),
      bmi: classifyBmi(24.69),
      waistRisk: classifyWaistRisk('MALE', 95),
      bloodPressure: classifyBloodPressure(118, 76),
    };
    for (const key of NORM_TABLE_KEYS) {
      const gauge = resultGauge(user, key);
      expect(gauge?.available, key).toBe(true);
      if (gauge?.available) expect(gauge.category, key).toBe(stored[key]);
    }
  });

  it('no stored result, no gauge', () => {
    for (const key of NORM_TABLE_KEYS) expect(resultGauge(noProfile(), key)).toBeNull();
  });

  it('an age outside the window gives the reason instead', () => {
    const user = { ...completeProfile(), age: 75 };
    expect(resultGauge(user, 'pushups')).toMatchObject({
      available: false,
      reason: 'The pushups norms cover ages 20-69; there is no category at age 75.',
    });
  });

  it('the summary items with a category carry their gauge', () => {
    const items = summarySections(sessionSummary(completeProfile(), new Date(2026, 10, 21))).flatMap((s) => s.items);
    const categorised = items.filter((item) => item.category !== undefined);
    expect(categorised.length).toBe(10);
    for (const item of categorised) expect(item.gauge?.available, item.label).toBe(true);
    expect(items.filter((item) => item.category === undefined).every((item) => item.gauge === undefined)).toBe(true);
  });
});
