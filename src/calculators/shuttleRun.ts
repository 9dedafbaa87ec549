// The 20 m multistage shuttle run (decision 48; docs/sources/senior-fitness-and-shuttle.md): the protocol's levels,
// the time of every beep, and the adult VO2 max from the last completed level.
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import type { Vo2MaxResult } from './oxygenUptake';
import { vo2MaxResult } from './oxygenUptake';
import type { Provenance } from './provenance';

export const SHUTTLE_METRES = 20;

/**
 * Shuttles per level, levels 1-21 (the Australian and UK recordings' table; topendsports 'Beep Test Levels &
 * Shuttles' and vo2maximizer agree, S2 in the reference). The primary paper's own table was not available.
 */
const SHUTTLES_PER_LEVEL = [7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16] as const;

export interface ShuttleLevel {
  readonly level: number;
  /** km/h: 8 + 0.5 x level (Léger, Mercier, Gadoury & Lambert 1988: 8.5 km/h, +0.5 km/h each level). */
  readonly speedKmh: number;
  readonly shuttles: number;
  /** Seconds per 20 m shuttle: 20 m at speedKmh is 72 / speedKmh s. */
  readonly shuttleSeconds: number;
}

export const SHUTTLE_LEVELS: readonly ShuttleLevel[] = SHUTTLES_PER_LEVEL.map((shuttles, index) => {
  const level = index + 1;
  const speedKmh = 8 + 0.5 * level; // Léger et al. 1988
  return { level, speedKmh, shuttles, shuttleSeconds: (SHUTTLE_METRES * 3.6) / speedKmh };
});

export const SHUTTLE_LAST_LEVEL = SHUTTLE_LEVELS.length;

/** One beep of the recording: the end of a shuttle, at `atMs` from the start. */
export interface ShuttleBeep {
  readonly level: number;
  /** 1-based shuttle of its level that this beep ends. */
  readonly shuttle: number;
  /** Milliseconds from the start, unrounded. */
  readonly atMs: number;
  /** The level's last shuttle: the next shuttle starts a new level (a triple beep and the level spoken). */
  readonly endsLevel: boolean;
}

/** Every beep of a full run, in order: 247 beeps over levels 1-21. */
export function shuttleBeeps(): ShuttleBeep[] {
  const beeps: ShuttleBeep[] = [];
  let atMs = 0;
  for (const { level, shuttles, shuttleSeconds } of SHUTTLE_LEVELS) {
    for (let shuttle = 1; shuttle <= shuttles; shuttle += 1) {
      atMs += shuttleSeconds * 1000;
      beeps.push({ level, shuttle, atMs, endsLevel: shuttle === shuttles });
    }
  }
  return beeps;
}

export const SHUTTLE_PROVENANCE: Provenance = {
  method: '20 m shuttle run (adults): VO2max = −27.4 + 6.0 × speed of the last completed level (km/h)',
  source:
    'Léger LA, Gadoury C, Can J Sport Sci 1989;14:21-26 (the Léger et al. 1988 equation, J Sports Sci 6:93-101, at age 18)',
};

export interface ShuttleScore {
  /** The level reached, 1-21. */
  readonly level: number;
  /** Shuttles completed in that level, 0 to its count. */
  readonly shuttle: number;
}

export interface ShuttleResult {
  /** The last level whose every shuttle was run; 0 when the runner stopped in level 1. */
  readonly lastCompletedLevel: number;
  readonly totalShuttles: number;
  readonly distanceM: number;
  /** The last completed level's speed; null when no level was completed. */
  readonly speedKmh: number | null;
  /** null when no level was completed: the equation has no speed to use. */
  readonly vo2Max: Vo2MaxResult | null;
}

/** The level and shuttle the runner reached, checked against the protocol table. */
export function requireShuttleScore({ level, shuttle }: ShuttleScore): ShuttleScore {
  requireRange(level, 1, SHUTTLE_LAST_LEVEL, 'level', RANGE_MESSAGES.stage, { integer: true });
  const inLevel = SHUTTLE_LEVELS[level - 1]?.shuttles ?? 0;
  requireRange(shuttle, 0, inLevel, 'shuttle', RANGE_MESSAGES.value, { integer: true });
  return { level, shuttle };
}

/**
 * The result of a run that ended at `level`.`shuttle` (shuttles completed in that level). A level counts as
 * completed only when all its shuttles were run (decision 48: the speed of the last completed level).
 */
export function shuttleRunResult(score: ShuttleScore): ShuttleResult {
  const { level, shuttle } = requireShuttleScore(score);
  const current = SHUTTLE_LEVELS[level - 1];
  const lastCompletedLevel = current !== undefined && shuttle === current.shuttles ? level : level - 1;
  const before = SHUTTLE_LEVELS.slice(0, level - 1).reduce((sum, l) => sum + l.shuttles, 0);
  const totalShuttles = before + shuttle;
  const speedKmh = lastCompletedLevel > 0 ? (SHUTTLE_LEVELS[lastCompletedLevel - 1]?.speedKmh ?? null) : null;
  const vo2Max =
    speedKmh === null ? null : vo2MaxResult(-27.4 + 6.0 * speedKmh, SHUTTLE_PROVENANCE, 'vo2Max', RANGE_MESSAGES.value); // Léger & Gadoury 1989
  return { lastCompletedLevel, totalShuttles, distanceM: totalShuttles * SHUTTLE_METRES, speedKmh, vo2Max };
}

/** The distance of a whole run, every level's shuttles: 247 shuttles, 4940 m. */
export const SHUTTLE_FULL_RUN_M = SHUTTLE_LEVELS.reduce((sum, l) => sum + l.shuttles, 0) * SHUTTLE_METRES;

/**
 * The score of a distance run (a whole number of shuttles): the level and shuttle of its last shuttle, so a stored
 * distance gives back the score it was recorded from (a level's last shuttle is `level.shuttles`, never `level+1.0`).
 * No shuttle run is level 1, shuttle 0.
 */
export function shuttleScoreOfDistance(distanceM: number): ShuttleScore {
  let left = requireRange(
    distanceM / SHUTTLE_METRES,
    0,
    SHUTTLE_FULL_RUN_M / SHUTTLE_METRES,
    'distance',
    RANGE_MESSAGES.value,
    {
      integer: true,
    },
  );
  for (const { level, shuttles } of SHUTTLE_LEVELS) {
    if (left <= shuttles) return { level, shuttle: left };
    left -= shuttles;
  }
  return { level: 1, shuttle: 0 };
}

/** 'level 7.4' (level 7, shuttle 4), as beep-test scores are written. */
export function shuttleScoreText({ level, shuttle }: ShuttleScore): string {
  return `level ${level}.${shuttle}`;
}
