// The minimal detectable change (MDC95) of each measure that has a cited figure (decision 49): the smallest change
// between two sessions that is larger than test-retest error. Data only, each with its source; the arithmetic of every
// derived figure is in docs/sources/measurement-error.md. A measure missing here has no cited figure and reads
// "no reference for measurement error", never a guess.
import type { SessionNumberField } from '@/profile/sessionRecord';

/** An MDC in the measure's own units, given per unit system (each shown figure is the one compared with). */
export interface AbsoluteMdc {
  readonly kind: 'absolute';
  readonly metric: number;
  readonly imperial: number;
}

/** An MDC as a percentage of the earlier session's value (1RM: error grows with the load). */
export interface RelativeMdc {
  readonly kind: 'relative';
  readonly percent: number;
}

export interface MeasurementErrorReference {
  readonly mdc: AbsoluteMdc | RelativeMdc;
  /** 'published' when the source gives the MDC; 'derived' when it is arithmetic on a cited error (shown in docs). */
  readonly basis: 'published' | 'derived';
  /** How the figure was reached, in one line. */
  readonly arithmetic: string;
  /** Author, year, title, journal. */
  readonly source: string;
  readonly url: string;
  /** What limits the figure (population, protocol, interval). */
  readonly caveat: string;
}

/** MDC95 = 1.96 x sqrt(2) x SEM (Weir 2005; Hopkins 2000): the factor 2.77. */
export const MDC95_FACTOR = 1.96 * Math.SQRT2;

export const MEASUREMENT_ERRORS: Partial<Record<SessionNumberField, MeasurementErrorReference>> = {
  pushups: {
    mdc: { kind: 'absolute', metric: 2, imperial: 2 },
    basis: 'published',
    arithmetic: 'MDC95 2 repetitions, as published.',
    source:
      'Negrete RJ et al. 2010, Reliability, minimal detectable change, and normative values for tests of upper ' +
      'extremity function and power, J Strength Cond Res 24(12)',
    url: 'https://nsuworks.nova.edu/hpd_pt_facarticles/162',
    caveat:
      'Measured on a 15-second timed push-up test in adults (retest within 5 days), not on push-ups to fatigue; ' +
      'scorer and protocol change the error (McManis 2000).',
  },
  grip_strength: {
    // The app stores the sum of the best left and best right hand (decision 0005): two independent errors add in
    // quadrature (decision 0187).
    mdc: { kind: 'absolute', metric: 5.7, imperial: 12.4 },
    basis: 'derived',
    arithmetic:
      'Minimal difference 4.0 kg per hand; sum of two hands: 4.0 x sqrt(2) = 5.66 kg, shown 5.7 kg; x 2.2 = 12.45 lb, shown 12.4 lb.',
    source:
      'Abe T, Song JS, Dankel SJ, Viana RB, Abe A, Loenneke JP 2025, Impact of potential moderating factors on ' +
      'absolute test-retest reliability of grip strength: a meta-analysis, J Sports Sci Med 24(3):543-554',
    url: 'https://www.jssm.org/mobile/abstmobile.php?id=jssm-24-543.xml',
    caveat:
      'Healthy adults 18-35 over a short retest interval; larger over 60 years (4.7 kg per hand) and for yearly ' +
      'retests (7.7 kg). No study of the sum of both hands: the errors of the two hands are taken as independent.',
  },
  sit_and_reach: {
    mdc: { kind: 'absolute', metric: 4, imperial: 1.6 },
    basis: 'published',
    arithmetic: 'MDC 4 cm, as published; 4 / 2.54 = 1.57 in, shown 1.6 in.',
    source:
      'López-Miñarro PA, Sáinz de Baranda P, Rodríguez-García PL 2009, A comparison of the sit-and-reach test and ' +
      'the back-saver sit-and-reach test in university students, J Sports Sci Med 8:116-122, Table 1',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3737781/table/table001/',
    caveat: 'Trials within one session in university students: the error between days is likely larger.',
  },
  bench_press: {
    mdc: { kind: 'relative', percent: 11.6 },
    basis: 'derived',
    arithmetic: 'Median coefficient of variation 4.2%; MDC95 = 2.77 x 4.2% = 11.6% of the earlier 1RM.',
    source:
      'Grgic J, Lazinica B, Schoenfeld BJ, Pedisic Z 2020, Test-retest reliability of the one-repetition maximum ' +
      '(1RM) strength assessment: a systematic review, Sports Med Open 6:31',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC7367986',
    caveat: 'Median of 32 studies (CV 0.5-12.1%); a second test often rises with practice alone, without training.',
  },
  leg_press: {
    mdc: { kind: 'relative', percent: 11.6 },
    basis: 'derived',
    arithmetic: 'Median coefficient of variation 4.2% over 1RM tests; MDC95 = 2.77 x 4.2% = 11.6% of the earlier 1RM.',
    source:
      'Grgic J, Lazinica B, Schoenfeld BJ, Pedisic Z 2020, Test-retest reliability of the one-repetition maximum ' +
      '(1RM) strength assessment: a systematic review, Sports Med Open 6:31',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC7367986',
    caveat:
      'A median across 1RM tests, not the leg press alone; leg press 1RM rises 2-5% from a first to a second test ' +
      'even after familiarisation.',
  },
  systolic_blood_pressure: {
    mdc: { kind: 'absolute', metric: 15.5, imperial: 15.5 },
    basis: 'derived',
    arithmetic: 'Within-person SD 5.6 mmHg over 3 visits; MDC95 = 2.77 x 5.6 = 15.5 mmHg.',
    source: 'TROPHY trial placebo arm, visit-to-visit variability of blood pressure, J Clin Hypertens 2012;14:744-750',
    url: 'http://onlinelibrary.wiley.com/doi/10.1111/jch.12005/abstract',
    caveat: 'Adults with pre-hypertension; one reading per visit and automated devices vary more.',
  },
};

/** The cited MDC95 of a measure, or null when none is cited. */
export function measurementErrorOf(field: string): MeasurementErrorReference | null {
  return (MEASUREMENT_ERRORS as Partial<Record<string, MeasurementErrorReference>>)[field] ?? null;
}
