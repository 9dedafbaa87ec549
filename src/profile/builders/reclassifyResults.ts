// Recomputes every stored category and every age/sex/height-dependent value from the stored raw values,
// so a change of demographics never leaves a stale result.
import {
  benchPressCategory,
  classifyBmi,
  classifyBodyFat,
  classifyGripStrength,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
  classifyWaistRisk,
  legPressCategory,
} from '@/norms/classifiers';
import { bmi as bodyMassIndex } from '@/calculators/bodyMassIndex';
import { rawVo2 } from '@/calculators/oxygenUptake';
import { bodyFatFromSkinfolds } from '@/calculators/siriBodyFat';
import { waistHeightRatio } from '@/calculators/bodyRatios';
import type { UserProfile } from '@/profile/profileTypes';
import { safely } from './safely';

export function reclassifyResults(user: UserProfile): Partial<UserProfile> {
  const { sex, age } = user;
  const bmiValue =
    user.currentWeight !== null && user.height !== null
      ? safely(() => bodyMassIndex(user.currentWeight as number, user.height as number))
      : null;
  const bench = user.benchPress ? benchPressCategory(sex, age, user.benchPress.benchPress, user.currentWeight) : null;
  const leg = user.legPress ? legPressCategory(sex, age, user.legPress.legPress, user.currentWeight) : null;
  return {
    bmi: bmiValue === null ? null : { bmi: bmiValue, classification: classifyBmi(bmiValue) },
    pushups: user.pushups && { ...user.pushups, category: classifyPushups(sex, age, user.pushups.pushups) },
    vo2Max: user.vo2Max && { ...user.vo2Max, category: classifyVo2Max(sex, age, user.vo2Max.vo2Max) },
    rawVo2:
      user.vo2Max && user.currentWeight !== null
        ? safely(() => rawVo2(user.vo2Max!.vo2Max, user.currentWeight as number))
        : user.rawVo2,
    benchPress: user.benchPress &&
      bench && {
        ...user.benchPress,
        category: bench.category,
        benchPressRatio: bench.ratio ?? user.benchPress.benchPressRatio,
      },
    legPress: user.legPress &&
      leg && {
        ...user.legPress,
        category: leg.category,
        legPressRatio: leg.ratio ?? user.legPress.legPressRatio,
      },
    gripStrength: user.gripStrength && {
      ...user.gripStrength,
      category: classifyGripStrength(sex, age, user.gripStrength.gripStrength),
    },
    sar: user.sar && { ...user.sar, category: classifySitAndReach(sex, age, user.sar.value) },
    waistCircumference: user.waistCircumference && {
      ...user.waistCircumference,
      category: classifyWaistRisk(sex, user.waistCircumference.wc),
    },
    ...bodyComposition(user),
    // The same table as the skinfold estimate (decision 0151): a change of age or sex reclassifies it too.
    measuredBodyFat: user.measuredBodyFat && {
      ...user.measuredBodyFat,
      category: classifyBodyFat(sex, age, user.measuredBodyFat.percentage),
    },
    waistHeightRatio:
      user.waistCircumference && user.height !== null
        ? safely(() => waistHeightRatio(user.waistCircumference!.wc, user.height as number))
        : user.waistHeightRatio,
  };
}

/** Body density depends on age and sex, so it is recomputed from the stored skinfolds (Jackson-Pollock, then Siri). */
function bodyComposition(user: UserProfile): Pick<UserProfile, 'bodyDensity' | 'bodyComp'> {
  const { sex, age } = user;
  if (!user.bodyComp || sex === null || age === null) return { bodyDensity: user.bodyDensity, bodyComp: user.bodyComp };
  const bodyFat = safely(() => bodyFatFromSkinfolds(sex, age, user.skinfolds));
  if (!bodyFat) return { bodyDensity: null, bodyComp: null };
  return {
    bodyDensity: bodyFat.density.value,
    bodyComp: {
      percentage: bodyFat.value,
      category: classifyBodyFat(sex, age, bodyFat.value),
      equation: bodyFat.density.method,
    },
  };
}
