// The shapes of the fitness summary view model (sessionSummary): sections of labelled values with sources and next steps.
import type { Provenance } from '@/calculators/provenance';
import type { GaugeResult } from '@/norms/categoryGauge';

/** One line of a section: 'BMI' — '24.69 kg/m²', category 'Normal'. */
export interface SummaryItem {
  readonly label: string;
  readonly value: string;
  /** The category as shown ('Very Good'); '' when there is no norm for this person; absent when the item has none. */
  readonly category?: string;
  /** Where a categorised result falls among the person's own norms (drawn compactly beside the value). */
  readonly gauge?: GaugeResult;
}

/** A screen that fills in what a section is missing. */
export interface SummaryLink {
  readonly label: string;
  readonly to: string;
}

export type SectionId =
  | 'demographics'
  | 'body'
  | 'skinfolds'
  | 'circumferences'
  | 'heart'
  | 'strength'
  | 'cardio'
  | 'flexibility'
  | 'seniorFitness'
  | 'macros'
  | 'micros';

export interface ListSection {
  readonly id: SectionId;
  readonly title: string;
  readonly items: readonly SummaryItem[];
  /** Where every number and category of the section comes from (no duplicates). */
  readonly sources: readonly Provenance[];
  /** Set when the section has nothing to show: what to do, and the screen that does it. */
  readonly empty: { readonly message: string; readonly links: readonly SummaryLink[] } | null;
  /** Tests or measurements the section still lacks, when it shows some values. */
  readonly todo: readonly SummaryLink[];
  readonly notes: readonly string[];
}

/** One macronutrient row: grams and kilocalories per day. */
export interface MacroRow {
  readonly nutrient: 'Carbohydrate' | 'Protein' | 'Fat';
  readonly grams: string;
  readonly calories: string;
}

export interface MacrosSection extends ListSection {
  readonly id: 'macros';
  readonly rows: readonly MacroRow[];
}

/** One Dietary Reference Intake: '18 mg', 'RDA'. */
export interface MicroRow {
  readonly key: string;
  readonly nutrient: string;
  readonly amount: string;
  readonly valueType: 'AI' | 'RDA';
}

export interface MicrosSection extends ListSection {
  readonly id: 'micros';
  /** The DRI life-stage group, e.g. '31-50 y'; null when the section is empty. */
  readonly lifeStage: string | null;
  readonly rows: readonly MicroRow[];
}

export interface SessionSummary {
  readonly title: string;
  readonly metric: boolean;
  readonly firstName: string | null;
  readonly demographics: ListSection;
  readonly body: ListSection;
  readonly skinfolds: ListSection;
  readonly circumferences: ListSection;
  readonly heart: ListSection;
  readonly strength: ListSection;
  readonly cardio: ListSection;
  readonly flexibility: ListSection;
  /** decision 47: shown when an item was done or the client is 60 or over (showsSeniorFitness). */
  readonly seniorFitness: ListSection;
  readonly macros: MacrosSection;
  readonly micros: MicrosSection;
}
