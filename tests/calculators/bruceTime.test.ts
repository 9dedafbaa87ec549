// Bruce VO2 max from total time (formulas §13a; decision 0036): the worked examples, the 3:00-21:00 limits, and the
// stage method kept for a final stage typed in a form.
import { describe, expect, it } from 'vitest';
import {
  BRUCE_TIME_MEN_PROVENANCE,
  BRUCE_TIME_TOO_LONG,
  BRUCE_TIME_TOO_SHORT,
  BRUCE_TIME_WOMEN_PROVENANCE,
  bruceVo2MaxFromTime,
} from '@/calculators/bruceTime';
import { BRUCE, treadmillVo2Max } from '@/calculators/treadmillProtocols';
import { NON_FINITE, expectRangeError } from './rangeError';

const seconds = (minutes: number, secs: number) => minutes * 60 + secs;

describe('Bruce VO2 max from time (formulas §13a)', () => {
  it.each([
    ['MALE', 9, 0, 30.13],
    ['MALE', 8, 59, 30.07],
    ['MALE', 12, 0, 42.42],
    ['FEMALE', 9, 0, 35.52],
    ['FEMALE', 6, 2, 22.53],
  ] as const)('worked example: %s at %i:%i → %f', (sex, m, s, expected) => {
    expect(bruceVo2MaxFromTime(sex, seconds(m, s)).value).toBe(expected);
  });

  it('names its equation and source by sex', () => {
    expect(bruceVo2MaxFromTime('MALE', 540)).toMatchObject(BRUCE_TIME_MEN_PROVENANCE);
    expect(bruceVo2MaxFromTime('FEMALE', 540)).toMatchObject(BRUCE_TIME_WOMEN_PROVENANCE);
    expect(BRUCE_TIME_MEN_PROVENANCE.source).toMatch(/Foster .* 1984/);
    expect(BRUCE_TIME_WOMEN_PROVENANCE.source).toMatch(/Pollock .* 1982/);
  });

  it('METs come from the unrounded VO2 (÷ 3.5)', () => {
    expect(bruceVo2MaxFromTime('MALE', 540).mets).toBe(8.61); // 30.132 / 3.5 = 8.609
  });

  it('a man stopping at 6:02 gets 20.22 from time, where the stage method gives 35.0 (formulas §13a)', () => {
    expect(bruceVo2MaxFromTime('MALE', seconds(6, 2)).value).toBe(20.22);
    expect(treadmillVo2Max(BRUCE, 3).value).toBe(35);
  });

  it('valid from 3:00 to 21:00 inclusive; outside, no estimate and the reason', () => {
    expect(bruceVo2MaxFromTime('MALE', 180).value).toBeGreaterThan(0);
    expect(bruceVo2MaxFromTime('FEMALE', 1_260).value).toBe(88.08); // 4.38 × 21 − 3.90
    expectRangeError(() => bruceVo2MaxFromTime('MALE', seconds(2, 59)), BRUCE_TIME_TOO_SHORT, 'time');
    expectRangeError(() => bruceVo2MaxFromTime('FEMALE', 179.9), BRUCE_TIME_TOO_SHORT, 'time');
    expectRangeError(() => bruceVo2MaxFromTime('MALE', 1_261), BRUCE_TIME_TOO_LONG, 'time');
    for (const bad of NON_FINITE)
      expectRangeError(() => bruceVo2MaxFromTime('MALE', bad), BRUCE_TIME_TOO_SHORT, 'time');
  });
});

describe('a typed final stage keeps the stage method (METs × 3.5)', () => {
  it.each([
    [1, 17.5],
    [3, 35],
    [4, 45.5],
    [7, 70],
  ] as const)('Bruce stage %i → %f', (stage, vo2) => {
    const result = treadmillVo2Max(BRUCE, stage);
    expect(result.value).toBe(vo2);
    expect(result.method).toMatch(/METs × 3\.5/);
  });
});
