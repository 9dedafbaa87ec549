// What Fitness Categories shows for a person: their sex (first) and age group; everything without a sex or on "show all".
import { describe, expect, it } from 'vitest';
import { thresholdGauge } from '@/norms/thresholdGauge';
import {
  FULL_VIEW,
  groupsShown,
  personalGroup,
  personalResult,
  sexesShown,
  type CategoryView,
} from '@/features/reference/categoryView';

const GROUPS = ['20-29', '30-39', '40-49', '50-59', '60-69'];
const woman34: CategoryView = {
  sex: 'FEMALE',
  age: 34,
  showAll: false,
  gauges: { pushups: thresholdGauge('pushups', 'FEMALE', 34, 10) },
};

describe('categoryView', () => {
  it('a woman of 34 sees the women’s 30-39 column only; show all brings back both sexes, hers first, every group', () => {
    expect(sexesShown(woman34)).toEqual(['FEMALE']);
    expect(groupsShown(woman34, 'pushups', 'FEMALE', GROUPS)).toEqual(['30-39']);
    const all = { ...woman34, showAll: true };
    expect(sexesShown(all)).toEqual(['FEMALE', 'MALE']);
    expect(groupsShown(all, 'pushups', 'FEMALE', GROUPS)).toEqual(GROUPS);
  });

  it('without a sex every table in full; outside a window the full columns of her sex', () => {
    expect(sexesShown(FULL_VIEW)).toEqual(['MALE', 'FEMALE']);
    const woman75 = { ...woman34, age: 75 };
    expect(personalGroup(woman75, 'pushups')).toBeNull();
    expect(groupsShown(woman75, 'pushups', 'FEMALE', GROUPS)).toEqual(GROUPS);
    expect(personalGroup(woman75, 'bodyFat')).toBe('70-79');
  });

  it('her result is marked on her own sex’s table only', () => {
    expect(personalResult(woman34, 'pushups', 'FEMALE')?.category).toBe('fair');
    expect(personalResult({ ...woman34, showAll: true }, 'pushups', 'MALE')).toBeNull();
    expect(personalResult(woman34, 'vo2max', 'FEMALE')).toBeNull();
  });
});
