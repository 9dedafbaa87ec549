import { describe, expect, it } from 'vitest';
import { noNormForAge } from '@/norms/normCoverage';
import { classifyGripStrength, classifyPushups, classifySitAndReach, classifyVo2Max } from '@/norms/classifiers';

describe('past the end of a norm table (decision 47)', () => {
  it.each([
    ['pushups', 'armCurl'],
    ['vo2max', 'sixMinuteWalk'],
    ['sitAndReach', 'chairSitAndReach'],
    ['gripStrength', 'armCurl'],
  ] as const)('%s: 69 is covered, 70 and 76 are not and point to the senior %s', (test, item) => {
    expect(noNormForAge(test, 69)).toBeNull();
    expect(noNormForAge(test, 69.9)).toBeNull();
    expect(noNormForAge(test, 70)).toEqual({ text: 'No published norm for age 70 in this test', seniorItem: item });
    expect(noNormForAge(test, 76)).toEqual({ text: 'No published norm for age 76 in this test', seniorItem: item });
  });

  it('the classifiers give no category at those ages, so the note never sits beside one', () => {
    expect(classifyPushups('FEMALE', 76, 10)).toBe('');
    expect(classifyVo2Max('FEMALE', 76, 25)).toBe('');
    expect(classifySitAndReach('FEMALE', 76, 25)).toBe('');
    expect(classifyGripStrength('FEMALE', 76, 40)).toBe('');
  });

  it('past 94 the senior battery has no norm either: no item is offered', () => {
    expect(noNormForAge('pushups', 95)).toEqual({
      text: 'No published norm for age 95 in this test',
      seniorItem: null,
    });
  });

  it('no age, no note', () => {
    expect(noNormForAge('pushups', null)).toBeNull();
    expect(noNormForAge('pushups', Number.NaN)).toBeNull();
  });
});
