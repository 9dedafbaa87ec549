// The gauge of each stored result of the profile (null when the result is not stored): one place that knows which
// profile field each norm table places, for the result screens, the summary and Fitness Categories.
import { bloodPressureGauge, bmiGauge, waistGauge } from '@/norms/classGauges';
import { thresholdGauge } from '@/norms/thresholdGauge';
import { type GaugeResult } from '@/norms/categoryGauge';
import type { NormTableKey } from '@/norms/normTables';
import type { UserProfile } from '@/profile/profileTypes';

export function resultGauge(user: UserProfile, key: NormTableKey): GaugeResult | null {
  const { sex, age } = user;
  switch (key) {
    case 'pushups':
      return user.pushups ? thresholdGauge(key, sex, age, user.pushups.pushups) : null;
    case 'vo2max':
      return user.vo2Max ? thresholdGauge(key, sex, age, user.vo2Max.vo2Max) : null;
    case 'benchPress':
      return user.benchPress ? thresholdGauge(key, sex, age, user.benchPress.benchPressRatio) : null;
    case 'legPress':
      return user.legPress ? thresholdGauge(key, sex, age, user.legPress.legPressRatio) : null;
    // Grip is classified on the sum of the best left and best right hand (decision 0005).
    case 'gripStrength':
      return user.gripStrength ? thresholdGauge(key, sex, age, user.gripStrength.gripStrength) : null;
    case 'sitAndReach':
      return user.sar ? thresholdGauge(key, sex, age, user.sar.value) : null;
    case 'bodyFat':
      return user.bodyComp ? thresholdGauge(key, sex, age, user.bodyComp.percentage) : null;
    case 'bmi':
      return user.bmi ? bmiGauge(user.bmi.bmi) : null;
    case 'waistRisk':
      return user.waistCircumference ? waistGauge(sex, user.waistCircumference.wc) : null;
    case 'bloodPressure':
      return user.bloodPressure ? bloodPressureGauge(user.bloodPressure.sbp, user.bloodPressure.dbp) : null;
  }
}

/** The gauge of a body fat measured another way (decision 0151): the skinfold estimate's table, the same scale. */
export function measuredBodyFatGauge(user: UserProfile): GaugeResult | null {
  return user.measuredBodyFat ? thresholdGauge('bodyFat', user.sex, user.age, user.measuredBodyFat.percentage) : null;
}
