// Bruce protocol VO2 max from the total time on the treadmill (formulas §13a; decision 0036): used when the Bruce
// protocol ran on the app's timer, so the time is known to the second. A final stage typed in a form keeps the stage
// method (stage METs × 3.5, formulas §13), because the form does not know how long the last stage was held.
import type { Sex } from '@/domain/person';
import { CalculatorRangeError } from './CalculatorRangeError';
import { requireSex } from './guards';
import { vo2MaxResult, type Vo2MaxResult } from './oxygenUptake';
import type { Provenance } from './provenance';

/** Valid total times (product rule, formulas §13a): stage 1 completed (3:00) up to the end of stage 7 (21:00). */
export const BRUCE_TIME_RANGE_SECONDS = { min: 180, max: 1_260 } as const;

export const BRUCE_TIME_MEN_PROVENANCE: Provenance = {
  method: 'Bruce protocol from total time (men): VO2max = 14.76 − 1.379T + 0.451T² − 0.012T³',
  source: 'Foster C, Jackson AS, Pollock ML, et al. Am Heart J 1984;107:1229-1234',
};
export const BRUCE_TIME_WOMEN_PROVENANCE: Provenance = {
  method: 'Bruce protocol from total time (women): VO2max = 4.38T − 3.90',
  source: 'Pollock ML, Foster C, Schmidt D, et al. Am Heart J 1982;103:363-373',
};

/** Why no estimate is made outside 3:00-21:00 (the screen shows it instead of a VO2 max). */
export const BRUCE_TIME_TOO_SHORT =
  'No VO2 max from time: the Bruce equations need at least 3:00 on the treadmill (stage 1 completed).';
export const BRUCE_TIME_TOO_LONG =
  'No VO2 max from time: the Bruce protocol ends at 21:00, so a longer time cannot be used.';

/**
 * VO2 max (mL/kg/min, 2 decimals) from the total Bruce time in seconds; T in the equations is minutes and fractions
 * (8:59 → 8.9833). Men: Foster 1984; women: Pollock 1982 (formulas §13a). Throws CalculatorRangeError with the reason
 * outside 3:00-21:00: man 9:00 → 30.13, 8:59 → 30.07, 12:00 → 42.42; woman 9:00 → 35.52, 6:02 → 22.53; 2:59 → none.
 */
export function bruceVo2MaxFromTime(sex: Sex, totalSeconds: number): Vo2MaxResult {
  requireSex(sex);
  if (
    typeof totalSeconds !== 'number' ||
    !Number.isFinite(totalSeconds) ||
    totalSeconds < BRUCE_TIME_RANGE_SECONDS.min
  ) {
    throw new CalculatorRangeError(BRUCE_TIME_TOO_SHORT, 'time');
  }
  if (totalSeconds > BRUCE_TIME_RANGE_SECONDS.max) throw new CalculatorRangeError(BRUCE_TIME_TOO_LONG, 'time');
  const t = totalSeconds / 60;
  if (sex === 'MALE') {
    // Foster et al. 1984 (formulas §13a)
    const vo2 = 14.76 - 1.379 * t + 0.451 * t ** 2 - 0.012 * t ** 3;
    return vo2MaxResult(vo2, BRUCE_TIME_MEN_PROVENANCE, 'time', BRUCE_TIME_TOO_SHORT);
  }
  // Pollock et al. 1982 (formulas §13a)
  return vo2MaxResult(4.38 * t - 3.9, BRUCE_TIME_WOMEN_PROVENANCE, 'time', BRUCE_TIME_TOO_SHORT);
}
