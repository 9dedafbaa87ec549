// The measurement sites of spec §3: body circumferences (cm) and skinfolds (mm), shared by the body-composition
// calculators, the profile and the forms. Plain types and constants only.
export interface Circumferences {
  abdomen: number | null;
  arm: number | null;
  buttocks: number | null;
  calf: number | null;
  forearm: number | null;
  hips: number | null;
  midthigh: number | null;
}
export const CIRCUMFERENCE_SITES = ['abdomen', 'arm', 'buttocks', 'calf', 'forearm', 'hips', 'midthigh'] as const;
export type CircumferenceSite = (typeof CIRCUMFERENCE_SITES)[number];

/** A site's name as a person reads it (forms, messages, summary, history). */
export const CIRCUMFERENCE_LABELS: Readonly<Record<CircumferenceSite, string>> = {
  abdomen: 'Abdomen',
  arm: 'Arm',
  buttocks: 'Buttocks',
  calf: 'Calf',
  forearm: 'Forearm',
  hips: 'Hips',
  midthigh: 'Mid thigh',
};

export interface Skinfolds {
  abdominal: number | null;
  bicep: number | null;
  tricep: number | null;
  chest: number | null;
  calf: number | null;
  midaxillary: number | null;
  subscap: number | null;
  supraIliac: number | null;
  thigh: number | null;
}
export const SKINFOLD_SITES = [
  'abdominal',
  'bicep',
  'tricep',
  'chest',
  'calf',
  'midaxillary',
  'subscap',
  'supraIliac',
  'thigh',
] as const;
export type SkinfoldSite = (typeof SKINFOLD_SITES)[number];

/** A site's name as a person reads it (forms, messages, summary, history). */
export const SKINFOLD_LABELS: Readonly<Record<SkinfoldSite, string>> = {
  abdominal: 'Abdominal',
  bicep: 'Biceps',
  tricep: 'Triceps',
  chest: 'Chest',
  calf: 'Calf',
  midaxillary: 'Midaxillary',
  subscap: 'Subscapular',
  supraIliac: 'Suprailiac',
  thigh: 'Thigh',
};

export function emptyCircumferences(): Circumferences {
  return { abdomen: null, arm: null, buttocks: null, calf: null, forearm: null, hips: null, midthigh: null };
}

export function emptySkinfolds(): Skinfolds {
  return {
    abdominal: null,
    bicep: null,
    tricep: null,
    chest: null,
    calf: null,
    midaxillary: null,
    subscap: null,
    supraIliac: null,
    thigh: null,
  };
}
