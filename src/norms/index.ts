// Norm tables and classifiers: pure, data-driven (./data/norms.json).
export type {
  AgeGroup,
  AgeWindow,
  BloodPressureClass,
  BmiTable,
  ClassInterval,
  Interval,
  LowerBoundsTable,
  NormTableKey,
  PercentileData,
  PercentileTableKey,
  PressInputRange,
  PressTable,
  ThresholdTable,
  ThresholdTableKey,
  UpperBoundsTable,
  ValueRange,
  WaistRiskTable,
} from './normTables';
export {
  BENCH_PRESS,
  BLOOD_PRESSURE,
  BMI,
  BODY_FAT,
  GRIP_STRENGTH,
  LEG_PRESS,
  NORM_TABLE_KEYS,
  PERCENTILE_TABLE_KEYS,
  PUSHUPS,
  SIT_AND_REACH,
  THRESHOLD_TABLES,
  THRESHOLD_TABLE_KEYS,
  VO2MAX,
  WAIST_RISK,
} from './normTables';
export type { NumberInput, SexInput } from './classifyByBounds';
export { categoryInGroup, classifyByBounds, findAgeGroup } from './classifyByBounds';
export type { GripCategory, RatioCategory } from './classifiers';
export {
  benchPressCategory,
  classifyBenchPress,
  classifyBloodPressure,
  classifyBmi,
  classifyBodyFat,
  classifyGripStrength,
  classifyLegPress,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
  classifyWaistRisk,
  gripStrengthCategory,
  legPressCategory,
} from './classifiers';
export type { NormProvenance } from './normCitation';
export { SHORT_SOURCES, normSource } from './normSources';
export type {
  BloodPressureDisplayRow,
  ClassDisplayList,
  ClassDisplayRow,
  NormDisplayRow,
  NormDisplayTable,
  PercentileDisplayTable,
  PercentileRow,
} from './normDisplay';
export {
  bloodPressureClassList,
  bmiClassList,
  normDisplayTable,
  normPercentileTable,
  waistRiskClassList,
} from './normDisplay';
// The DRI micronutrients (./micronutrients.ts, nutrition.json) are imported from '@/norms/micronutrients' by the
// few modules that show them, so the screens that only classify do not download the nutrition data.
