// A plausible adult's circumferences (cm) by field label, the waist apart: each test sets the waist it is about. Used by
// the component tests and the end-to-end tests of the circumference screen alike.
export const CIRCUMFERENCES_BESIDE_WAIST = {
  Abdomen: '90',
  Arm: '32',
  Buttocks: '102',
  Calf: '38',
  Forearm: '28',
  Hips: '100',
  'Mid thigh': '55',
} as const;
