// A cell the sources do not confirm (tag U) is never classified (decision 47). Every shipped cell is verified today, so
// this file swaps in a copy of the norm data with two unverified cells: women 75-79's arm curl tagged U, and men
// 60-64's tagged S but holding no range; no score at any age of those groups reaches a category.
import { describe, expect, it, vi } from 'vitest';
import { classifySeniorItem, seniorNormFor, verifiedSeniorCells } from '@/norms/seniorFitness';
import { NO_VERIFIED_NORM_TEXT, seniorVerdictText } from '@/norms/seniorVerdict';

vi.mock('@/norms/data/seniorFitness.json', async (importOriginal) => {
  const original = (await importOriginal<{ default: { items: Record<string, { cells: object }> } }>()).default;
  const data = structuredClone(original);
  const cells = data.items['armCurl']!.cells as Record<'MALE' | 'FEMALE', Record<string, object>>;
  cells.FEMALE['75-79'] = { tag: 'U' };
  cells.MALE['60-64'] = { tag: 'S' };
  return { default: data };
});

describe('an unverified Senior Fitness Test cell', () => {
  it.each([
    ['FEMALE', [75, 79], '75-79'],
    ['MALE', [60, 64], '60-64'],
  ] as const)('%s %s: no category for any score, the reason named', (sex, ages, ageGroup) => {
    for (const age of ages)
      for (const score of [-20, 0, 5, 14, 100, 600]) {
        const result = classifySeniorItem('armCurl', sex, age, score);
        expect(result).toEqual({ kind: 'noVerifiedNorm', ageGroup });
        expect(seniorVerdictText(result)).toBe(NO_VERIFIED_NORM_TEXT);
      }
    expect(seniorNormFor('armCurl', sex, ages[0])).toEqual({ kind: 'noVerifiedNorm', ageGroup });
  });

  it('is left out of the verified cells; its neighbours still classify', () => {
    const armCurl = verifiedSeniorCells().filter(({ item }) => item === 'armCurl');
    expect(armCurl).toHaveLength(12);
    expect(classifySeniorItem('armCurl', 'FEMALE', 74, 14)).toMatchObject({ kind: 'classified', level: 'within' });
  });
});
