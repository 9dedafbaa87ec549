// The kit of the "What you need" checklist (spec §3-4): the keys a tester ticks, shared by the equipment machine,
// its storage and the instruction screens. Plain types and constants only.
export const EQUIPMENT_KEYS = [
  '12bench',
  '16bench',
  'benchPressStation',
  'bloodPressureCuff',
  'bodyFatPercentage',
  'handGripDynamometer',
  'legPressMachine',
  'measuringTape',
  'metronome',
  'sitReachBox',
  'skinFoldCalipers',
  'stopwatch',
  'treadmill',
  'treadmillDegrees',
] as const;
export type EquipmentKey = (typeof EQUIPMENT_KEYS)[number];
export type Equipment = Record<EquipmentKey, boolean | null>;

export function emptyEquipment(): Equipment {
  return Object.fromEntries(EQUIPMENT_KEYS.map((key) => [key, null])) as Equipment;
}
