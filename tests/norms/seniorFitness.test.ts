// Every cell of the Senior Fitness Test's normal ranges at and around its boundaries, against the tables typed out here
// a second time (a typo in the data fails a cell). Every cell is verified now; how an unverified one is refused is in
// seniorFitnessUnverified.test.ts.
import { describe, expect, it } from 'vitest';
import type { SeniorItem } from '@/norms/seniorFitness';
import {
  SENIOR_AGE_GROUPS,
  SENIOR_ITEMS,
  classifySeniorItem,
  seniorAgeGroup,
  verifiedSeniorCells,
} from '@/norms/seniorFitness';

type Table = Record<'MALE' | 'FEMALE', (readonly [number, number])[]>;
/** Rikli & Jones 1999 normal ranges as docs/sources lists them (a D cell its chosen value), 60-64 first. */
const REFERENCE: Record<SeniorItem, Table> = {
  chairStand: {
    MALE: [
      [14, 19],
      [12, 18],
      [12, 17],
      [11, 17],
      [10, 15],
      [8, 14],
      [7, 12],
    ],
    FEMALE: [
      [12, 17],
      [11, 16],
      [10, 15],
      [10, 15],
      [9, 14],
      [8, 13],
      [4, 11],
    ],
  },
  armCurl: {
    MALE: [
      [16, 22],
      [15, 21],
      [14, 21],
      [13, 19],
      [13, 19],
      [11, 17],
      [10, 14],
    ],
    FEMALE: [
      [13, 19],
      [12, 18],
      [12, 17],
      [11, 17],
      [10, 16],
      [10, 15],
      [8, 13],
    ],
  },
  sixMinuteWalk: {
    MALE: [
      [610, 735],
      [560, 700],
      [545, 680],
      [470, 640],
      [445, 605],
      [380, 570],
      [305, 500],
    ],
    FEMALE: [
      [545, 660],
      [500, 635],
      [480, 615],
      [435, 585],
      [385, 540],
      [340, 510],
      [275, 440],
    ],
  },
  twoMinuteStep: {
    MALE: [
      [87, 115],
      [86, 116],
      [80, 110],
      [73, 109],
      [71, 103],
      [59, 91],
      [52, 86],
    ],
    FEMALE: [
      [75, 107],
      [73, 107],
      [68, 101],
      [68, 100],
      [60, 90],
      [55, 85],
      [44, 72],
    ],
  },
  chairSitAndReach: {
    MALE: [
      [-2.5, 4.0],
      [-3.0, 3.0],
      [-3.0, 3.0],
      [-4.0, 2.0],
      [-5.5, 1.5],
      [-5.5, 0.5],
      [-6.5, -0.5],
    ],
    FEMALE: [
      [-0.5, 5.0],
      [-0.5, 4.5],
      [-1.0, 4.0],
      [-1.5, 3.5],
      [-2.0, 3.0],
      [-2.5, 2.5],
      [-4.5, 1.0],
    ],
  },
  backScratch: {
    MALE: [
      [-6.5, 0],
      [-7.5, -1],
      [-8, -1],
      [-9, -2],
      [-9.5, -2],
      [-9.5, -3],
      [-10.5, -4],
    ],
    FEMALE: [
      [-3, 1.5],
      [-3.5, 1.5],
      [-4, 1],
      [-5, 0.5],
      [-5.5, 0],
      [-7, -1],
      [-8, -1],
    ],
  },
  upAndGo: {
    MALE: [
      [3.8, 5.6],
      [4.3, 5.9],
      [4.4, 6.2],
      [4.6, 7.2],
      [5.2, 7.6],
      [5.5, 8.9],
      [6.2, 10.0],
    ],
    FEMALE: [
      [4.4, 6.0],
      [4.8, 6.4],
      [4.9, 7.1],
      [5.2, 7.4],
      [5.7, 8.7],
      [6.2, 9.6],
      [7.3, 11.5],
    ],
  },
};
/** A step just past a boundary: half a unit for the reach tests (they are measured to the half inch), 0.1 s, 1 rep. */
const STEP: Record<SeniorItem, number> = {
  chairStand: 1,
  armCurl: 1,
  sixMinuteWalk: 1,
  twoMinuteStep: 1,
  chairSitAndReach: 0.5,
  backScratch: 0.5,
  upAndGo: 0.1,
};
const FIRST_AGE = [60, 65, 70, 75, 80, 85, 90];

const level = (item: SeniorItem, sex: 'MALE' | 'FEMALE', age: number, score: number) => {
  const result = classifySeniorItem(item, sex, age, score);
  return result.kind === 'classified' ? result.level : result.kind;
};

describe('Senior Fitness Test normal ranges (decision 47)', () => {
  for (const item of SENIOR_ITEMS) {
    for (const sex of ['MALE', 'FEMALE'] as const) {
      REFERENCE[item][sex].forEach((range, index) => {
        const ageGroup = SENIOR_AGE_GROUPS[index];
        const firstAge = FIRST_AGE[index] ?? 0;
        const [lower, upper] = range;
        const better = item === 'upAndGo' ? -1 : 1;
        it(`${item} ${sex} ${ageGroup}: ${lower} to ${upper}, both ends within`, () => {
          for (const age of [firstAge, firstAge + 4]) {
            expect(level(item, sex, age, lower)).toBe('within');
            expect(level(item, sex, age, upper)).toBe('within');
            expect(level(item, sex, age, lower - STEP[item])).toBe(better > 0 ? 'below' : 'above');
            expect(level(item, sex, age, upper + STEP[item])).toBe(better > 0 ? 'above' : 'below');
          }
        });
      });
    }
  }

  it('the data holds exactly these cells, every one of the 98 verified', () => {
    const expected = SENIOR_ITEMS.flatMap((item) =>
      (['MALE', 'FEMALE'] as const).flatMap((sex) =>
        REFERENCE[item][sex].map((range, index) => `${item} ${sex} ${SENIOR_AGE_GROUPS[index]} ${range.join(' ')}`),
      ),
    );
    expect(expected).toHaveLength(98);
    const shipped = verifiedSeniorCells().map(
      ({ item, sex, ageGroup, cell }) => `${item} ${sex} ${ageGroup} ${cell.range.join(' ')}`,
    );
    expect(shipped.sort()).toEqual(expected.sort());
  });

  it('a D cell names the choice it made', () => {
    const disputed = verifiedSeniorCells().filter(({ cell }) => cell.tag === 'D');
    expect(disputed.map(({ item, sex, ageGroup }) => `${item} ${sex} ${ageGroup}`)).toEqual([
      'twoMinuteStep FEMALE 80-84',
      'upAndGo MALE 65-69',
      'upAndGo MALE 70-74',
      'upAndGo MALE 85-89',
      'backScratch MALE 60-64',
      'backScratch MALE 70-74',
      'backScratch MALE 85-89',
    ]);
    for (const { cell } of disputed) expect(cell.choice).toMatch(/chosen over/);
  });

  it('ages outside 60-94 have no published norm; 59 and 95 are outside, 60 and 94 inside', () => {
    expect(classifySeniorItem('chairStand', 'FEMALE', 59, 12)).toEqual({ kind: 'outsideAges', age: 59 });
    expect(classifySeniorItem('chairStand', 'FEMALE', 95, 12)).toEqual({ kind: 'outsideAges', age: 95 });
    expect(classifySeniorItem('chairStand', 'FEMALE', 100, 12)).toEqual({ kind: 'outsideAges', age: 100 });
    expect(level('chairStand', 'FEMALE', 60, 12)).toBe('within');
    expect(level('chairStand', 'FEMALE', 94.9, 4)).toBe('within');
    expect(seniorAgeGroup(76)).toBe('75-79');
  });

  it('what storage may hold: no sex, no age, no finite score is incomplete', () => {
    for (const [sex, age, score] of [
      ['', 70, 10],
      ['MALE', null, 10],
      ['MALE', 70, Number.NaN],
      ['MALE', 70, Number.POSITIVE_INFINITY],
      ['MALE', -1, 10],
      ['MALE', 70, '12'],
    ] as const) {
      expect(classifySeniorItem('chairStand', sex, age, score)).toEqual({ kind: 'incomplete' });
    }
  });
});
