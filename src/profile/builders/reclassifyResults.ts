// Recomputes every stored category from the stored raw values, so a change of age or sex never leaves a stale category.
import {
  benchPressCategory, classifyBmi, classifyBodyFat, classifyGripStrength, classifyPushups, classifySitAndReach,
  classifyVo2Max, classifyWaistRisk, legPressCategory,
} from '@/norms';
import { bmi as bodyMassIndex } from '@/calculators/bodyMassIndex';
import { rawVo2 } from '@/calculators/oxygenUptake';
import type { UserProfile } from '../profileTypes';
import { safely } from './safely';

export function reclassifyResults(user: UserProfile): Partial<UserProfile> {
  const { sex, age } = user;
  const bmiValue = user.currentWeight !== null && user.height !== null
    ? safely(() => bodyMassIndex(user.currentWeight as number, user.height as number)) : null;
  const bench = user.benchPress ? benchPressCategory(sex, age, user.benchPress.benchPress, user.currentWeight) : null;
  const leg = user.legPress ? legPressCategory(sex, age, user.legPress.legPress, user.currentWeight) : null;
  return {
    bmi: bmiValue === null ? null : { bmi: bmiValue, classification: classifyBmi(bmiValue) },
    pushups: user.pushups && { ...user.pushups, category: classifyPushups(sex, age, user.pushups.pushups) },
    vo2Max: user.vo2Max && { ...user.vo2Max, category: classifyVo2Max(sex, age, user.vo2Max.vo2Max) },
    rawV02: user.vo2Max && user.currentWeight !== null
      ? safely(() => rawVo2(user.vo2Max!.vo2Max, user.currentWeight as number)) : user.rawV02,
    benchPress: user.benchPress && bench && {
      ...user.benchPress, category: bench.category, benchPressRatio: bench.ratio ?? user.benchPress.benchPressRatio,
    },
    legPress: user.legPress && leg && {
      ...user.legPress, category: leg.category, legPressRatio: leg.ratio ?? user.legPress.legPressRatio,
    },
    gripStrength: user.gripStrength && {
      ...user.gripStrength, category: classifyGripStrength(sex, age, user.gripStrength.gripStrength),
    },
    sar: user.sar && { ...user.sar, category: classifySitAndReach(sex, age, user.sar.value) },
    waistCircumference: user.waistCircumference && {
      ...user.waistCircumference, category: classifyWaistRisk(sex, user.waistCircumference.wc),
    },
    bodyComp: user.bodyComp && { ...user.bodyComp, category: classifyBodyFat(sex, age, user.bodyComp.percentage) },
  };
}
