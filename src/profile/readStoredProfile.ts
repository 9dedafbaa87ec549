// Reads a stored profile field by field (decision 0032): every valid field is kept, an invalid one falls back to empty
// and is named in `unreadable`, so one odd value never costs the rest. The limits are the forms' own (profileLimits,
// the builders' ranges), so whatever a form accepts reads back. The predecessor's shapes are read, not refused: a
// numeric uid, numbers kept as text ("35"), sex in any case ("female"), flat `abdominalSkin` / `abdomenCircumference`
// fields and a flat numeric `waistCircumference`, a bodyComp without its equation, a missing nested object.
import { classifyWaistRisk } from '@/norms/classifiers';
import { WAIST_RANGE_CM, CIRCUMFERENCE_RANGE_CM } from './builders/circumferencesUpdate';
import { DIASTOLIC_RANGE, SYSTOLIC_RANGE } from './builders/bloodPressureUpdate';
import { PUSHUPS_RANGE } from './builders/pushupsUpdate';
import { RESTING_HR_RANGE } from './builders/restingHrUpdate';
import { SIT_AND_REACH_RANGE_CM } from './builders/sitAndReachUpdate';
import { skinfoldRange } from './builders/skinfoldsUpdate';
import { safely } from './builders/safely';
import {
  GRIP_SUM_KG,
  HEIGHT_CM,
  HR_MAX,
  LIFT_KG,
  STORED_AGE,
  WEIGHT_KG,
  isValidName,
  withinLimit,
  type NumberLimit,
} from './profileLimits';
import { bodyFatMethodOf } from '@/domain/bodyFatMethods';
import { MEASURED_BODY_FAT_RANGE } from './builders/measuredBodyFatUpdate';
import { ACTIVITY_LEVELS, SEXES, type ActivityLevel, type BodyWeightGoal, type Sex } from '@/domain/person';
import { CIRCUMFERENCE_SITES, SKINFOLD_SITES } from '@/domain/bodySites';
import { emptyProfile, type UserProfile } from './profileTypes';
import { parseCalendarDay } from './calendarDate';
import { STORED_DERIVED_LIMITS } from './storedDerivedLimits';
import { readFieldTestResults } from './fieldTestResults';
import { readSeniorResults } from './seniorFitnessResults';

/** The profile in its stored shape: what `user` in local and session storage holds (spec §3 names). */
export type StoredProfile = Omit<UserProfile, 'restingVo2' | 'rawVo2'> & {
  restingV02: number | null;
  rawV02: number | null;
};

/** The profile with the SPEC's stored field names, for writing. */
export function toStoredProfile(user: UserProfile): StoredProfile {
  const { restingVo2, rawVo2, ...rest } = user;
  return { ...rest, restingV02: restingVo2, rawV02: rawVo2 };
}

export interface ProfileReading {
  user: UserProfile;
  /** Stored fields that were present but could not be read (dotted for nested sites: 'skinfolds.calf'); empty when all read. */
  unreadable: string[];
}

type Field = { present: false } | { present: true; value: unknown };
type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** A number, or numeric text as an older version may have kept it ("35"); anything else is NaN. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

/** The values the app computed itself (ratios, densities, VO2): bounded by what their inputs allow. */
const DERIVED = STORED_DERIVED_LIMITS;
const LABEL_MAX_LENGTH = 100;
const isLabel = (value: unknown): value is string => typeof value === 'string' && value.length <= LABEL_MAX_LENGTH;

/**
 * Reads one stored value: absent gives null and no complaint; a present value that `read` cannot accept gives null
 * and is reported under `name`.
 */
class FieldReader {
  readonly unreadable: string[] = [];

  read<T>(name: string, field: Field, read: (value: unknown) => T | undefined): T | null {
    if (!field.present || isAbsent(field.value)) return null;
    const result = read(field.value);
    if (result === undefined) {
      this.unreadable.push(name);
      return null;
    }
    return result;
  }
}

const fieldOf = (source: Fields, key: string): Field =>
  key in source ? { present: true, value: source[key] } : { present: false };

function numberIn(limit: NumberLimit): (value: unknown) => number | undefined {
  return (value) => {
    const n = toNumber(value);
    return withinLimit(n, limit) ? n : undefined;
  };
}

function oneOf<T extends string>(options: readonly T[]): (value: unknown) => T | undefined {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const wanted = value.trim().toLowerCase();
    return options.find((option) => option.toLowerCase() === wanted);
  };
}

function readName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return isValidName(name) ? name : undefined;
}

function readUid(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 100) return value;
  // The predecessor kept a numeric uid.
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/** A date of birth as the form writes it: `YYYY-MM-DD`, a real calendar day. */
function readDateOfBirth(value: unknown): string | undefined {
  return typeof value === 'string' && parseCalendarDay(value) ? value : undefined;
}

/** An ISO date-time as the app writes it (`Date#toISOString`). */
function readIsoTime(value: unknown): string | undefined {
  return typeof value === 'string' &&
    value.length <= 40 &&
    /^\d{4}-\d{2}-\d{2}T/.test(value) &&
    Number.isFinite(Date.parse(value))
    ? value
    : undefined;
}

function readBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** A stored result object: each listed number within its limit, each listed label text. */
function result<N extends string, L extends string, T>(
  numbers: Record<N, NumberLimit>,
  labels: readonly L[],
  build: (n: Record<N, number>, l: Record<L, string>, raw: Fields) => T | undefined,
) {
  return (value: unknown): T | undefined => {
    if (!isRecord(value)) return undefined;
    const n = {} as Record<N, number>;
    for (const key of Object.keys(numbers) as N[]) {
      const number = toNumber(value[key]);
      if (!withinLimit(number, numbers[key])) return undefined;
      n[key] = number;
    }
    const l = {} as Record<L, string>;
    for (const key of labels) {
      const label = value[key] ?? '';
      if (!isLabel(label)) return undefined;
      l[key] = label;
    }
    return build(n, l, value);
  };
}

function optionalNumber(raw: Fields, key: string, limit: NumberLimit): { ok: boolean; value?: number } {
  if (isAbsent(raw[key])) return { ok: true };
  const n = toNumber(raw[key]);
  return withinLimit(n, limit) ? { ok: true, value: n } : { ok: false };
}

const readAge = numberIn(STORED_AGE);
const readSex = oneOf(SEXES);

/**
 * Only the age and sex of a stored profile, by the same rules as readStoredProfile (an unreadable one is null): what
 * the Clients list shows of 500 stored profiles, without reading the rest of each (decision 0084).
 */
export function readStoredDemographics(value: unknown): { age: number | null; sex: Sex | null } {
  if (!isRecord(value)) return { age: null, sex: null };
  const f = new FieldReader();
  return {
    age: f.read('age', fieldOf(value, 'age'), readAge),
    sex: f.read<Sex>('sex', fieldOf(value, 'sex'), readSex),
  };
}

/** Reads `value` as a stored profile. `newUid` gives a uid when none can be read; never throws. */
export function readStoredProfile(value: unknown, newUid: () => string, prefersMetric = true): ProfileReading {
  if (!isRecord(value)) {
    return { user: emptyProfile(newUid(), prefersMetric), unreadable: isAbsent(value) ? [] : ['profile'] };
  }
  const f = new FieldReader();
  const at = (key: string) => fieldOf(value, key);

  const user = emptyProfile(f.read('uid', at('uid'), readUid) ?? newUid(), prefersMetric);
  user.sessionId = f.read('sessionId', at('sessionId'), readUid);
  user.sessionStartedAt = f.read('sessionStartedAt', at('sessionStartedAt'), readIsoTime);
  user.dateOfBirth = f.read('dateOfBirth', at('dateOfBirth'), readDateOfBirth);
  user.fname = f.read('fname', at('fname'), readName);
  user.lname = f.read('lname', at('lname'), readName);
  user.age = f.read('age', at('age'), readAge);
  user.sex = f.read<Sex>('sex', at('sex'), readSex);
  user.height = f.read('height', at('height'), numberIn(HEIGHT_CM));
  user.currentWeight = f.read('currentWeight', at('currentWeight'), numberIn(WEIGHT_KG));
  user.goalWeight = f.read('goalWeight', at('goalWeight'), numberIn(WEIGHT_KG));
  user.activityLevel = f.read<ActivityLevel>('activityLevel', at('activityLevel'), oneOf(ACTIVITY_LEVELS));
  user.bodyWeightGoal = f.read<BodyWeightGoal>(
    'bodyWeightGoal',
    at('bodyWeightGoal'),
    oneOf(['lose', 'gain', 'maintain'] as const),
  );
  user.hrMax = f.read('hrMax', at('hrMax'), numberIn(HR_MAX));
  user.restingHR = f.read('restingHR', at('restingHR'), numberIn(RESTING_HR_RANGE));
  for (const key of ['waistHipRatio', 'waistHeightRatio', 'bodyDensity'] as const) {
    user[key] = f.read(key, at(key), numberIn(DERIVED[key]));
  }
  // Stored under the SPEC's names (spec §3 spells VO2 with a zero); the app calls them restingVo2 and rawVo2.
  user.restingVo2 = f.read('restingV02', at('restingV02'), numberIn(DERIVED.restingVo2));
  user.rawVo2 = f.read('rawV02', at('rawV02'), numberIn(DERIVED.rawVo2));
  user.prefers_metric = f.read('prefers_metric', at('prefers_metric'), readBoolean) ?? prefersMetric;

  user.bmi = f.read(
    'bmi',
    at('bmi'),
    result({ bmi: DERIVED.bmi }, ['classification'], (n, l) => ({ bmi: n.bmi, classification: l.classification })),
  );
  user.bloodPressure = f.read(
    'bloodPressure',
    at('bloodPressure'),
    result(
      { sbp: SYSTOLIC_RANGE, dbp: DIASTOLIC_RANGE },
      ['classification'],
      // Decision 0034: the systolic must exceed the diastolic, as the form requires.
      (n, l) => (n.sbp > n.dbp ? { sbp: n.sbp, dbp: n.dbp, classification: l.classification } : undefined),
    ),
  );
  user.waistCircumference = f.read('waistCircumference', at('waistCircumference'), (raw) => {
    if (isRecord(raw))
      return result({ wc: WAIST_RANGE_CM }, ['category'], (n, l) => ({ wc: n.wc, category: l.category }))(raw);
    // The predecessor's flat form field: a number of cm, classified here as the waist form would.
    const wc = numberIn(WAIST_RANGE_CM)(raw);
    return wc === undefined ? undefined : { wc, category: safely(() => classifyWaistRisk(user.sex, wc)) ?? '' };
  });
  user.bodyComp = f.read(
    'bodyComp',
    at('bodyComp'),
    result({ percentage: { min: 0, max: 100 } }, ['category', 'equation'], (n, l) => ({
      percentage: n.percentage,
      category: l.category,
      equation: l.equation,
    })),
  );
  // decision 0151: a measured body fat is read only with a method it names; otherwise it is reported and not used.
  user.measuredBodyFat = f.read(
    'measuredBodyFat',
    at('measuredBodyFat'),
    result({ percentage: MEASURED_BODY_FAT_RANGE }, ['category'], (n, l, raw) => {
      const method = bodyFatMethodOf(raw.method);
      return method === null ? undefined : { percentage: n.percentage, method, category: l.category };
    }),
  );
  user.pushups = f.read(
    'pushups',
    at('pushups'),
    result({ pushups: PUSHUPS_RANGE }, ['category'], (n, l) => ({ pushups: n.pushups, category: l.category })),
  );
  user.gripStrength = f.read(
    'gripStrength',
    at('gripStrength'),
    result({ gripStrength: GRIP_SUM_KG }, ['category'], (n, l, raw) => {
      const left = optionalNumber(raw, 'left', LIFT_KG);
      const right = optionalNumber(raw, 'right', LIFT_KG);
      if (!left.ok || !right.ok) return undefined;
      return {
        gripStrength: n.gripStrength,
        category: l.category,
        ...(left.value === undefined ? {} : { left: left.value }),
        ...(right.value === undefined ? {} : { right: right.value }),
      };
    }),
  );
  user.benchPress = f.read(
    'benchPress',
    at('benchPress'),
    // A lift kept while the session has no weight has no ratio yet (decision 0174).
    result({ benchPress: LIFT_KG }, ['category'], (n, l, raw) => {
      const ratio = optionalNumber(raw, 'benchPressRatio', DERIVED.benchPressRatio);
      if (!ratio.ok) return undefined;
      return { benchPress: n.benchPress, category: l.category, benchPressRatio: ratio.value ?? null };
    }),
  );
  user.legPress = f.read(
    'legPress',
    at('legPress'),
    // A lift kept while the session has no weight has no ratio yet (decision 0174).
    result({ legPress: LIFT_KG }, ['category'], (n, l, raw) => {
      const ratio = optionalNumber(raw, 'legPressRatio', DERIVED.legPressRatio);
      if (!ratio.ok) return undefined;
      return { legPress: n.legPress, category: l.category, legPressRatio: ratio.value ?? null };
    }),
  );
  user.vo2Max = f.read(
    'vo2Max',
    at('vo2Max'),
    result({ vo2Max: DERIVED.vo2Max }, ['category'], (n, l, raw) => {
      if (!isAbsent(raw.test) && !isLabel(raw.test)) return undefined;
      // `method` (the equation, issue "Test day") is optional: an unreadable one is left out, the VO2 max kept.
      return {
        vo2Max: n.vo2Max,
        category: l.category,
        ...(isLabel(raw.test) && raw.test !== '' ? { test: raw.test } : {}),
        ...(isLabel(raw.method) && raw.method !== '' ? { method: raw.method } : {}),
        ...(isLabel(raw.stoppedEarly) && raw.stoppedEarly !== '' ? { stoppedEarly: raw.stoppedEarly } : {}),
      };
    }),
  );
  // decision 0181: the session's field tests, each with what it measured; an unreadable list is reported, not used.
  user.fieldTests = f.read('fieldTests', at('fieldTests'), readFieldTestResults) ?? [];
  // decision 47: the session's Senior Fitness Test items; an unreadable list is reported, not used.
  user.seniorFitness = f.read('seniorFitness', at('seniorFitness'), readSeniorResults) ?? [];
  user.sar = f.read(
    'sar',
    at('sar'),
    result({ value: SIT_AND_REACH_RANGE_CM }, ['category'], (n, l, raw) =>
      isAbsent(raw.unit) || raw.unit === 'cm'
        ? { unit: 'cm' as const, value: n.value, category: l.category }
        : undefined,
    ),
  );

  // Sites: nested objects as this app writes them, or the predecessor's flat form fields; each site on its own.
  const circumferences = isRecord(value.circumferences) ? value.circumferences : {};
  if (!isAbsent(value.circumferences) && !isRecord(value.circumferences)) f.unreadable.push('circumferences');
  for (const site of CIRCUMFERENCE_SITES) {
    const field = site in circumferences ? fieldOf(circumferences, site) : at(`${site}Circumference`);
    user.circumferences[site] = f.read(`circumferences.${site}`, field, numberIn(CIRCUMFERENCE_RANGE_CM));
  }
  const skinfolds = isRecord(value.skinfolds) ? value.skinfolds : {};
  if (!isAbsent(value.skinfolds) && !isRecord(value.skinfolds)) f.unreadable.push('skinfolds');
  for (const site of SKINFOLD_SITES) {
    const field = site in skinfolds ? fieldOf(skinfolds, site) : at(`${site}Skin`);
    user.skinfolds[site] = f.read(`skinfolds.${site}`, field, numberIn(skinfoldRange(site)));
  }
  return { user, unreadable: f.unreadable };
}

const FIELD_NAMES: Record<string, string> = {
  profile: 'the whole profile',
  uid: 'profile id',
  sessionId: 'open session',
  sessionStartedAt: 'session start',
  dateOfBirth: 'date of birth',
  fname: 'first name',
  lname: 'last name',
  age: 'age',
  sex: 'sex',
  height: 'height',
  currentWeight: 'weight',
  goalWeight: 'goal weight',
  activityLevel: 'activity level',
  bodyWeightGoal: 'weight goal',
  hrMax: 'maximum heart rate',
  restingHR: 'resting heart rate',
  restingV02: 'resting VO2',
  rawV02: 'VO2',
  waistHipRatio: 'waist-to-hip ratio',
  waistHeightRatio: 'waist-to-height ratio',
  bodyDensity: 'body density',
  prefers_metric: 'unit preference',
  bmi: 'BMI',
  bloodPressure: 'blood pressure',
  waistCircumference: 'waist',
  bodyComp: 'body composition',
  measuredBodyFat: 'measured body fat',
  pushups: 'pushups',
  gripStrength: 'grip strength',
  benchPress: 'bench press',
  legPress: 'leg press',
  vo2Max: 'VO2 max',
  fieldTests: 'field tests',
  seniorFitness: 'Senior Fitness Test results',
  sar: 'sit and reach',
  circumferences: 'circumferences',
  skinfolds: 'skinfolds',
};

/** "age", "calf skinfold", "arm circumference": how a field is named in the message to the user. */
export function unreadableFieldName(field: string): string {
  const [group, site] = field.split('.');
  if (site && group === 'skinfolds') return `${site} skinfold`;
  if (site && group === 'circumferences') return `${site} circumference`;
  return FIELD_NAMES[field] ?? field;
}
