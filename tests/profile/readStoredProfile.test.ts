// The field-by-field profile reader (decision 0032): the predecessor's shapes are read, every odd field is named and
// emptied alone, and whatever a form accepts reads back (decisions 0033, 0034).
import { describe, expect, it } from 'vitest';
import { readStoredProfile, unreadableFieldName } from '@/profile/readStoredProfile';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';

const fixedUid = () => 'new-uid';

/** A profile as the predecessor kept it: numeric uid, flat form fields, text numbers, lower-case sex, no equation. */
const PREDECESSOR = {
  uid: 1700000000000,
  fname: 'Anne-Marie',
  lname: "O'Brien",
  age: '35',
  sex: 'female',
  height: 165,
  currentWeight: '62.5',
  goalWeight: 60,
  activityLevel: 'moderately active',
  hrMax: 185,
  bmi: { bmi: 22.96, classification: 'Normal' },
  bloodPressure: { sbp: 118, dbp: 76, classification: 'Normal' },
  bodyComp: { percentage: 24.1, category: 'Fair' },
  abdomenCircumference: 80,
  hipsCircumference: '98.5',
  abdominalSkin: 22,
  supraIliacSkin: 14,
  tricepSkin: 18,
  waistCircumference: 72,
};

describe('readStoredProfile', () => {
  it("reads the predecessor's profile shape without refusing it", () => {
    const { user, unreadable } = readStoredProfile(PREDECESSOR, fixedUid);
    expect(unreadable).toEqual([]);
    expect(user.uid).toBe('1700000000000');
    expect(user).toMatchObject({
      fname: 'Anne-Marie',
      lname: "O'Brien",
      age: 35,
      sex: 'FEMALE',
      height: 165,
      currentWeight: 62.5,
      goalWeight: 60,
      bodyComp: { percentage: 24.1, category: 'Fair', equation: '' },
    });
    expect(user.circumferences.abdomen).toBe(80);
    expect(user.circumferences.hips).toBe(98.5);
    expect(user.skinfolds).toMatchObject({ abdominal: 22, supraIliac: 14, tricep: 18, chest: null });
    // The flat waist number is classified as the waist form would (female, 72 cm).
    expect(user.waistCircumference?.wc).toBe(72);
    expect(user.waistCircumference?.category).not.toBe('');
    expect(user.prefers_metric).toBe(true);
  });

  it('reads what this app writes unchanged', () => {
    const written: UserProfile = {
      ...emptyProfile('abc', false),
      fname: 'José',
      lname: 'De la Cruz',
      age: 40,
      sex: 'MALE',
      height: 180,
      currentWeight: 80,
      goalWeight: 75,
      activityLevel: 'very active',
      bodyWeightGoal: 'lose',
      pushups: { pushups: 30, category: 'Good' },
      vo2Max: { vo2Max: 44.1, category: 'Good', test: 'Step test' },
      gripStrength: { gripStrength: 90, category: 'Good', left: 44, right: 46 },
      sar: { unit: 'cm', value: 33.5, category: 'Good' },
    };
    expect(readStoredProfile(JSON.parse(JSON.stringify(written)), fixedUid)).toEqual({ user: written, unreadable: [] });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a first name over 50 characters', { fname: 'A'.repeat(201) }, 'fname'],
    ['a name with digits', { lname: 'Smith2' }, 'lname'],
    ['age as words', { age: 'thirty-five' }, 'age'],
    ['a fractional age', { age: 35.5 }, 'age'],
    ['an unknown sex', { sex: 'other' }, 'sex'],
    ['a weight of 2,000,000 kg', { currentWeight: 2_000_000 }, 'currentWeight'],
    ['a goal weight below 40 kg', { goalWeight: 12 }, 'goalWeight'],
    ['a height of 0', { height: 0 }, 'height'],
    ['an unknown activity level', { activityLevel: 'couch' }, 'activityLevel'],
    ['a resting HR that is not whole', { restingHR: 58.5 }, 'restingHR'],
    ['a systolic at the diastolic', { bloodPressure: { sbp: 80, dbp: 80, classification: 'x' } }, 'bloodPressure'],
    ['a BMI without a number', { bmi: { classification: 'Normal' } }, 'bmi'],
    ['pushups as an array', { pushups: [1, 2] }, 'pushups'],
    [
      'a bench press of Infinity text',
      { benchPress: { benchPress: 'Infinity', category: 'x', benchPressRatio: 1 } },
      'benchPress',
    ],
    [
      'a bench press ratio as text',
      { benchPress: { benchPress: 80, category: '', benchPressRatio: 'x' } },
      'benchPress',
    ],
    ['sit and reach in inches', { sar: { unit: 'in', value: 12, category: 'x' } }, 'sar'],
    ['a grip hand out of range', { gripStrength: { gripStrength: 80, category: 'x', left: -3 } }, 'gripStrength'],
    ['a biceps skinfold over 50 mm', { skinfolds: { bicep: 51 } }, 'skinfolds.bicep'],
    ['a circumference as text', { circumferences: { calf: 'wide' } }, 'circumferences.calf'],
    ['skinfolds that are not an object', { skinfolds: 'none' }, 'skinfolds'],
    ['a unit preference that is not a boolean', { prefers_metric: 'metric' }, 'prefers_metric'],
    ['an object as uid', { uid: { id: 1 } }, 'uid'],
    // Values the app computed: out of what their inputs allow, they would show as "Infinity" once rounded.
    ['a VO2 max of 1e308', { vo2Max: { vo2Max: 1e308, category: 'Superior' } }, 'vo2Max'],
    ['a VO2 max over 150', { vo2Max: { vo2Max: 150.01, category: 'Superior' } }, 'vo2Max'],
    ['a BMI of 1e308', { bmi: { bmi: 1e308, classification: 'obese' } }, 'bmi'],
    ['a resting VO2 of 1e308', { restingV02: 1e308 }, 'restingV02'],
    ['a raw VO2 of 1e308', { rawV02: 1e308 }, 'rawV02'],
    ['a waist-to-hip ratio of 1e308', { waistHipRatio: 1e308 }, 'waistHipRatio'],
    ['a waist-to-height ratio of 1e308', { waistHeightRatio: 1e308 }, 'waistHeightRatio'],
    ['a body density of 2', { bodyDensity: 2 }, 'bodyDensity'],
    [
      'a bench press ratio of 1e308',
      { benchPress: { benchPress: 80, category: 'x', benchPressRatio: 1e308 } },
      'benchPress',
    ],
    ['a leg press ratio of -1', { legPress: { legPress: 80, category: 'x', legPressRatio: -1 } }, 'legPress'],
  ])('%s: only that field is emptied and named', (_label, odd, field) => {
    const stored = { ...emptyProfile('abc'), fname: 'Ada', age: 30, sex: 'FEMALE', currentWeight: 60, ...odd };
    const { user, unreadable } = readStoredProfile(stored, fixedUid);
    expect(unreadable).toEqual([field]);
    if (field !== 'fname') expect(user.fname).toBe('Ada');
    if (field !== 'age') expect(user.age).toBe(30);
    if (field !== 'currentWeight') expect(user.currentWeight).toBe(60);
    expect(user.uid).toBe(field === 'uid' ? 'new-uid' : 'abc');
  });

  it('a lift kept without a weight (no ratio, no category) is read back as written', () => {
    const lifts = {
      benchPress: { benchPress: 80, category: '', benchPressRatio: null },
      legPress: { legPress: 160, category: '', legPressRatio: null },
    };
    const { user, unreadable } = readStoredProfile({ ...emptyProfile('abc'), age: 30, ...lifts }, fixedUid);
    expect(unreadable).toEqual([]);
    expect(user).toMatchObject(lifts);
  });

  it('keeps the computed values at the edges of what their inputs allow', () => {
    const stored = {
      ...emptyProfile('abc'),
      vo2Max: { vo2Max: 150, category: 'Superior' },
      bmi: { bmi: 6.4, classification: 'underweight' },
      restingV02: 700,
      rawV02: 30000,
      waistHipRatio: 0.8,
      waistHeightRatio: 0.45,
      bodyDensity: 1.05,
      benchPress: { benchPress: 100, category: 'Good', benchPressRatio: 1.25 },
    };
    expect(readStoredProfile(stored, fixedUid).unreadable).toEqual([]);
  });

  it('a missing nested object, a missing unit preference and missing fields are simply empty', () => {
    const { circumferences: _c, skinfolds: _s, prefers_metric: _p, ...rest } = { ...emptyProfile('abc'), age: 30 };
    const { user, unreadable } = readStoredProfile(rest, fixedUid, false);
    expect(unreadable).toEqual([]);
    expect(user.circumferences.arm).toBeNull();
    expect(user.skinfolds.calf).toBeNull();
    expect(user.prefers_metric).toBe(false);
    expect(user.age).toBe(30);
  });

  it('something that is not a profile at all is named as the whole profile', () => {
    expect(readStoredProfile([1, 2], fixedUid).unreadable).toEqual(['profile']);
    expect(readStoredProfile(null, fixedUid).unreadable).toEqual([]);
  });

  it('names fields for people', () => {
    expect(unreadableFieldName('skinfolds.calf')).toBe('calf skinfold');
    expect(unreadableFieldName('circumferences.arm')).toBe('arm circumference');
    expect(unreadableFieldName('bloodPressure')).toBe('blood pressure');
  });
});

describe('a measured body fat (decision 0151)', () => {
  it('reads back as written', () => {
    const stored = { uid: 'u', measuredBodyFat: { percentage: 24, method: 'bioimpedance', category: 'poor' } };
    const { user, unreadable } = readStoredProfile(stored, fixedUid);
    expect(unreadable).toEqual([]);
    expect(user.measuredBodyFat).toEqual({ percentage: 24, method: 'bioimpedance', category: 'poor' });
  });

  it.each([
    { percentage: 101, method: 'dexa', category: 'poor' },
    { percentage: 24, method: 'calipers', category: 'poor' },
    { percentage: 24, category: 'poor' },
    'twenty',
  ])(
    'is not used and is named as unreadable when it is out of bounds or has no known method: %j',
    (measuredBodyFat) => {
      const { user, unreadable } = readStoredProfile({ uid: 'u', age: 40, measuredBodyFat }, fixedUid);
      expect(user.measuredBodyFat).toBeNull();
      expect(user.age).toBe(40);
      expect(unreadable).toEqual(['measuredBodyFat']);
      expect(unreadableFieldName('measuredBodyFat')).toBe('measured body fat');
    },
  );
});
