// The model of one result's gauge (decision 0085): the categories of the person's own age group and sex as bands with
// their limits, the marker, the distance to the next better category and, for a percentile table, the percentile.
// Built by ./thresholdGauge.ts and ./classGauges.ts from the same norms.json bounds and lookups the classifiers use.
import type { NormTableKey } from './normTables';
import type { CategoryLevel } from './categoryLevel';

/** One category of a track, on the value scale; a null end is open. */
export interface GaugeBand {
  readonly category: string;
  readonly from: number | null;
  readonly fromInclusive: boolean;
  readonly to: number | null;
  readonly toInclusive: boolean;
  /** The range as the sources print it: '22-29', '>= 30', '< 18.5'. */
  readonly range: string;
  readonly level: CategoryLevel;
}

/** A limit between two neighbouring bands, drawn at `position` (0-1 along the track). */
export interface GaugeLimit {
  readonly position: number;
  readonly text: string;
}

/** One scale with its marker (blood pressure has two: systolic and diastolic). */
export interface GaugeTrack {
  /** 'Systolic' / 'Diastolic'; null when the gauge has one track. */
  readonly label: string | null;
  /** Lowest value first; every band is drawn equally wide. */
  readonly bands: readonly GaugeBand[];
  readonly limits: readonly GaugeLimit[];
  readonly value: number;
  readonly valueText: string;
  /** 0-1 along the track, always strictly inside the band of the value. */
  readonly marker: number;
  /** Index into `bands` of the band that holds the value. */
  readonly bandIndex: number;
}

export interface ToNextCategory {
  /** The next better (or lower-risk) category. */
  readonly category: string;
  /** "2 more pushups to Excellent", "0.7 kg/m² less to Normal". */
  readonly text: string;
}

export interface GaugePercentile {
  /** The highest tabled percentile the result reaches; null when it is below every tabled one. */
  readonly percentile: number | null;
  /** "at or above the 60th percentile", "below the 5th percentile". */
  readonly text: string;
}

export interface CategoryGauge {
  readonly available: true;
  readonly key: NormTableKey;
  /** 'Pushups', 'VO2 max', ... */
  readonly name: string;
  readonly category: string;
  readonly level: CategoryLevel;
  /** Whose norms: 'men aged 30-39', 'women', or null for a table that is the same for everybody. */
  readonly group: string | null;
  /** The result with its unit: '28 pushups', '120/80 mmHg'. */
  readonly valueText: string;
  readonly tracks: readonly GaugeTrack[];
  /** null when the result is already in the best (or lowest-risk) category. */
  readonly toNext: ToNextCategory | null;
  /** The distance to the next category, or 'This is the best category.' / 'This is the lowest-risk category.' */
  readonly nextText: string;
  /** Only for a norm given as a percentile table (VO2 max, leg press, body fat). */
  readonly percentile: GaugePercentile | null;
  /** Everything the drawing shows, as one text for screen readers and print. */
  readonly description: string;
}

/** No gauge for this person: why (no sex, age outside the norms' window, value outside their range). */
export interface NoGauge {
  readonly available: false;
  readonly key: NormTableKey;
  readonly name: string;
  readonly reason: string;
}

export type GaugeResult = CategoryGauge | NoGauge;
