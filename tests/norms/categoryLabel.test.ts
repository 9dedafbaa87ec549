// categoryLabel: a category with the noun of what it rates where its name needs it (decision 0175); others as before.
import { describe, expect, it } from 'vitest';
import { categoryLabel } from '@/norms/categoryLabel';

describe('categoryLabel', () => {
  it.each([
    ['very low', 'Very low risk'],
    ['low', 'Low risk'],
    ['high', 'High risk'],
    ['very high', 'Very high risk'],
  ])('waist %s → %s', (category, shown) => {
    expect(categoryLabel('waistRisk', category)).toBe(shown);
  });

  it('a normal blood pressure and a normal BMI say what is normal; the other classes name it already', () => {
    expect(categoryLabel('bloodPressure', 'normal')).toBe('Normal blood pressure');
    expect(categoryLabel('bloodPressure', 'stage 1 hypertension')).toBe('Stage 1 Hypertension');
    expect(categoryLabel('bmi', 'normal')).toBe('Normal BMI');
    expect(categoryLabel('bmi', 'obesity class 2')).toBe('Obesity Class 2');
  });

  it('every other table keeps its title-cased name, and no category stays empty', () => {
    expect(categoryLabel('pushups', 'very good')).toBe('Very Good');
    expect(categoryLabel('waistRisk', '')).toBe('');
  });
});
