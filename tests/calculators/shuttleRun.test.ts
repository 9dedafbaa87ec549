import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import {
  SHUTTLE_FULL_RUN_M,
  SHUTTLE_LEVELS,
  SHUTTLE_PROVENANCE,
  shuttleBeeps,
  shuttleRunResult,
  shuttleScoreOfDistance,
  shuttleScoreText,
} from '@/calculators/shuttleRun';
import { expectRangeError } from './rangeError';

/** The reference's level table: speed (Léger et al. 1988) and shuttles (S2), levels 1-21. */
const SPEEDS = [8.5, 9, 9.5, 10, 10.5, 11, 11.5, 12, 12.5, 13, 13.5, 14, 14.5, 15, 15.5, 16, 16.5, 17, 17.5, 18, 18.5];
const SHUTTLES = [7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16];

describe('20 m shuttle run protocol (decision 48)', () => {
  it('21 levels: 8.5 km/h, +0.5 km/h each, with the reference table shuttles', () => {
    expect(SHUTTLE_LEVELS.map((l) => l.speedKmh)).toEqual(SPEEDS);
    expect(SHUTTLE_LEVELS.map((l) => l.shuttles)).toEqual(SHUTTLES);
  });

  it('a shuttle lasts 72 / speed seconds: level 1 8.471 s, level 21 3.892 s', () => {
    expect(SHUTTLE_LEVELS[0]?.shuttleSeconds).toBeCloseTo(8.470588, 5);
    expect(SHUTTLE_LEVELS[20]?.shuttleSeconds).toBeCloseTo(3.891892, 5);
  });

  it('the beeps: one per shuttle, level 1 ends at 59.29 s, the whole run at the sum of every level', () => {
    const beeps = shuttleBeeps();
    expect(beeps).toHaveLength(SHUTTLES.reduce((a, b) => a + b, 0));
    expect(beeps[0]).toEqual({ level: 1, shuttle: 1, atMs: (72 / 8.5) * 1000, endsLevel: false });
    expect(beeps[6]?.endsLevel).toBe(true);
    expect(beeps[6]?.atMs).toBeCloseTo(7 * (72 / 8.5) * 1000, 6);
    const total = SPEEDS.reduce((sum, speed, index) => sum + (SHUTTLES[index] ?? 0) * (72 / speed) * 1000, 0);
    expect(beeps.at(-1)?.atMs).toBeCloseTo(total, 6);
    expect(beeps.filter((b) => b.endsLevel)).toHaveLength(21);
  });
});

describe('shuttle run result: VO2 max = -27.4 + 6.0 x speed of the last completed level (Léger & Gadoury 1989)', () => {
  it('level 10 completed (10.11): speed 13.0, VO2 max 50.6, distance of every shuttle run', () => {
    const result = shuttleRunResult({ level: 10, shuttle: 11 });
    expect(result.lastCompletedLevel).toBe(10);
    expect(result.speedKmh).toBe(13);
    expect(result.vo2Max).toEqual({ value: 50.6, mets: 14.46, ...SHUTTLE_PROVENANCE });
    const shuttles = SHUTTLES.slice(0, 10).reduce((a, b) => a + b, 0);
    expect(result).toMatchObject({ totalShuttles: shuttles, distanceM: shuttles * 20 });
  });

  it('out part-way through level 11 (11.4): the last completed level is 10, not 11', () => {
    const result = shuttleRunResult({ level: 11, shuttle: 4 });
    expect(result.lastCompletedLevel).toBe(10);
    expect(result.vo2Max?.value).toBe(50.6);
    expect(result.distanceM).toBe((SHUTTLES.slice(0, 10).reduce((a, b) => a + b, 0) + 4) * 20);
  });

  it('the reference worked values: level 1 23.6, level 21 83.6', () => {
    expect(shuttleRunResult({ level: 1, shuttle: 7 }).vo2Max?.value).toBe(23.6);
    expect(shuttleRunResult({ level: 21, shuttle: 16 }).vo2Max?.value).toBe(83.6);
  });

  it('out in level 1: the distance is kept, no level was completed, so no VO2 max', () => {
    expect(shuttleRunResult({ level: 1, shuttle: 3 })).toEqual({
      lastCompletedLevel: 0,
      totalShuttles: 3,
      distanceM: 60,
      speedKmh: null,
      vo2Max: null,
    });
  });

  it('refuses a level or shuttle the protocol does not have', () => {
    expectRangeError(() => shuttleRunResult({ level: 0, shuttle: 1 }), RANGE_MESSAGES.stage, 'level');
    expectRangeError(() => shuttleRunResult({ level: 22, shuttle: 1 }), RANGE_MESSAGES.stage, 'level');
    expectRangeError(() => shuttleRunResult({ level: 2.5, shuttle: 1 }), RANGE_MESSAGES.stage, 'level');
    expectRangeError(() => shuttleRunResult({ level: 1, shuttle: 8 }), RANGE_MESSAGES.value, 'shuttle');
    expectRangeError(() => shuttleRunResult({ level: 5, shuttle: -1 }), RANGE_MESSAGES.value, 'shuttle');
    expectRangeError(() => shuttleRunResult({ level: 5, shuttle: Number.NaN }), RANGE_MESSAGES.value, 'shuttle');
  });
});

describe('a shuttle run distance gives back its score', () => {
  it('every level.shuttle of the table, 1.1 to 21.16, from its distance', () => {
    for (const { level, shuttles } of SHUTTLE_LEVELS)
      for (let shuttle = 1; shuttle <= shuttles; shuttle += 1) {
        const { distanceM } = shuttleRunResult({ level, shuttle });
        expect(shuttleScoreOfDistance(distanceM)).toEqual({ level, shuttle });
      }
    expect(shuttleScoreOfDistance(0)).toEqual({ level: 1, shuttle: 0 });
    expect(SHUTTLE_FULL_RUN_M).toBe(4940);
    expect(shuttleScoreText({ level: 7, shuttle: 4 })).toBe('level 7.4');
  });

  it('a distance that is not a whole number of shuttles of a run is refused', () => {
    for (const distance of [10, -20, 4960, Number.NaN]) expect(() => shuttleScoreOfDistance(distance)).toThrow();
  });
});
