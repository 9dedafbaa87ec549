import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@/profile/profileTypes';
import { todaysWeightUpdate } from '@/profile/builders/todaysWeightUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';

describe("today's weight given on a result screen (decision 0174)", () => {
  it('becomes the session weight and fills in a 1RM kept without one', () => {
    const user = {
      ...emptyProfile('u'),
      sex: 'MALE' as const,
      age: 30,
      benchPress: { benchPress: 80, category: '', benchPressRatio: null },
    };
    const { patch } = todaysWeightUpdate(user, 80);
    expect(patch.currentWeight).toBe(80);
    expect(patch.benchPress?.benchPressRatio).toBe(1);
    expect(patch.benchPress?.category).not.toBe('');
  });

  it('refuses a weight the demographics form refuses', () => {
    expect(() => todaysWeightUpdate(emptyProfile('u'), 39)).toThrow(MeasurementInputError);
    expect(() => todaysWeightUpdate(emptyProfile('u'), Number.NaN)).toThrow(MeasurementInputError);
  });
});
