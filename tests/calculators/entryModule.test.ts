// The calculators' entry module and the classifiers agree with each other.
import { describe, expect, it } from 'vitest';
import * as science from '@/calculators';
import * as norms from '@/norms/classifiers';

describe('@/calculators entry module', () => {
  it('computes and classifies through the two entry modules (Bruce stage 4 → 45.5 → woman 30: excellent, man 30: good)', () => {
    const vo2 = science.treadmillVo2Max(science.BRUCE, 4).value;
    expect(vo2).toBe(45.5);
    expect(norms.classifyVo2Max('FEMALE', 30, vo2)).toBe('excellent');
    expect(norms.classifyVo2Max('MALE', 30, vo2)).toBe('good');
  });

  it('BMI worked example through the entry module: 80 kg, 180 cm → 24.69 normal', () => {
    const value = science.bmi(80, 180);
    expect(value).toBe(24.69);
    expect(norms.classifyBmi(value)).toBe('normal');
  });

  it('throws the specification message for out-of-range input', () => {
    expect(() => science.bmi(0, 180)).toThrow(science.CalculatorRangeError);
    expect(() => science.bmi(0, 180)).toThrow('Weight is outside the acceptable parameters');
  });
});
