// The colour step of a category (decision 0085), the same on a gauge, a chip and a reference table.
import { roundHalfUp } from '@/calculators/rounding';
import type { NormTableKey } from './normTables';
import { BLOOD_PRESSURE, BMI, THRESHOLD_TABLES, WAIST_RISK } from './normTables';

/** The colour step of a category: 1 = best (or lowest risk) ... 6 = worst (or highest risk). */
export type CategoryLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Colour step of the category `rank` places below the best of `count`: spread over the six steps of the scale so that
 * the best is always step 1 and the worst always step 6 (5 categories: 1, 2, 4, 5, 6; 4 categories: 1, 3, 4, 6).
 */
export function levelOfRank(rank: number, count: number): CategoryLevel {
  if (count <= 1) return 1;
  const step = 1 + roundHalfUp((rank * 5) / (count - 1), 0);
  return Math.min(6, Math.max(1, step)) as CategoryLevel;
}

/**
 * BMI has its lowest-risk class in the middle: the colour step grows with the distance from 'normal' along the class
 * list (underweight and overweight one step away), spread like levelOfRank over the farthest distance (decision 0085).
 */
export function bmiLevel(index: number, normalIndex: number, count: number): CategoryLevel {
  const distance = Math.abs(index - normalIndex);
  const farthest = Math.max(normalIndex, count - 1 - normalIndex);
  return levelOfRank(distance, farthest + 1);
}

/** The colour step of a stored category of any norm table (1 best ... 6 worst); null when the table has no such one. */
export function categoryLevel(key: NormTableKey, category: string): CategoryLevel | null {
  if (key === 'bmi') {
    const normalIndex = BMI.classes.findIndex((c) => c.label === 'normal');
    const index = BMI.classes.findIndex((c) => c.label === category);
    return index < 0 ? null : bmiLevel(index, normalIndex, BMI.classes.length);
  }
  if (key === 'waistRisk') {
    const labels = WAIST_RISK.classes.MALE.map((c) => c.label);
    const index = labels.indexOf(category);
    return index < 0 ? null : levelOfRank(index, labels.length);
  }
  if (key === 'bloodPressure') {
    const index = BLOOD_PRESSURE.classes.findIndex((c) => c.label === category);
    return index < 0 ? null : levelOfRank(index, BLOOD_PRESSURE.classes.length);
  }
  const categories = THRESHOLD_TABLES[key].categories;
  const index = categories.indexOf(category);
  return index < 0 ? null : levelOfRank(index, categories.length);
}
