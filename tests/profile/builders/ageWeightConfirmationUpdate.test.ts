// The age and weight check's update (decision 0105): the demographics form's limits and messages, metric and imperial.
import { describe, expect, it } from 'vitest';
import { ageWeightConfirmationUpdate } from '@/profile/builders/ageWeightConfirmationUpdate';
import { DEMOGRAPHICS_MESSAGES } from '@/profile/validateDemographics';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { classifyPushups } from '@/norms/classifiers';
import { lbToKg } from '@/calculators/units';

const client: UserProfile = {
  ...emptyProfile('c1'),
  fname: 'Sam',
  lname: 'Jones',
  sex: 'MALE',
  age: 29,
  height: 180,
  currentWeight: 80,
  goalWeight: 75,
  pushups: { pushups: 30, category: classifyPushups('MALE', 29, 30) },
};
const failure = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return { message: (error as Error).message, field: (error as { field?: string }).field };
  }
};

describe('ageWeightConfirmationUpdate', () => {
  it('stores the confirmed age and weight and reclassifies with the new age', () => {
    const { patch } = ageWeightConfirmationUpdate(client, { age: '30', weight: '82.5' }, true);
    expect(patch).toMatchObject({ age: 30, currentWeight: 82.5, bodyWeightGoal: 'lose' });
    expect(patch.pushups?.category).toBe(classifyPushups('MALE', 30, 30));
  });

  it('converts pounds once', () => {
    expect(ageWeightConfirmationUpdate(client, { age: '29', weight: '180' }, false).patch.currentWeight).toBe(
      lbToKg(180),
    );
  });

  it.each([['17'], ['101'], ['29.5'], ['']])('age %j is refused with the age message on its field', (age) => {
    expect(failure(() => ageWeightConfirmationUpdate(client, { age, weight: '80' }, true))).toEqual({
      message: DEMOGRAPHICS_MESSAGES.age,
      field: 'checkAge',
    });
  });

  it.each([
    ['39', true],
    ['201', true],
    ['87', false],
    ['', true],
  ])('weight %j (metric %s) is refused with the weight message', (weight, metric) => {
    expect(failure(() => ageWeightConfirmationUpdate(client, { age: '30', weight }, metric))).toEqual({
      message: DEMOGRAPHICS_MESSAGES.weight,
      field: 'checkWeight',
    });
  });
});
