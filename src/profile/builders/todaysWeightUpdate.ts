// Today's weight given on a result screen that needs it (decision 0174): stored as the session's weight, and every value
// that depends on it recomputed as the demographics form does (the 1RM ratios and categories kept without it included).
import { DEMOGRAPHICS_MESSAGES } from '@/profile/validateDemographics';
import { WEIGHT_KG } from '@/profile/profileLimits';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { withDemographics } from './demographicsUpdate';
import { requireMeasurement } from './measurementInputError';
import { TODAYS_WEIGHT_FIELD } from './oneRepMaxRatio';

/** Throws MeasurementInputError (field TODAYS_WEIGHT_FIELD) outside 40-200 kg, as the demographics form would. */
export function todaysWeightUpdate(user: UserProfile, kg: number): ProfileUpdate {
  const currentWeight = requireMeasurement(kg, WEIGHT_KG, DEMOGRAPHICS_MESSAGES.weight, TODAYS_WEIGHT_FIELD);
  return { label: "Today's weight", requires: [], patch: withDemographics(user, { currentWeight }) };
}
