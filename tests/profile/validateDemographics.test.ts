// Demographics validation: every message of spec §5, and imperial entries converted exactly once.
import { describe, expect, it } from 'vitest';
import { DEMOGRAPHICS_MESSAGES, validateDemographics, type DemographicsForm } from '@/profile/validateDemographics';

const valid: DemographicsForm = {
  fname: 'Ada',
  lname: 'Lovelace',
  age: '30',
  sex: 'FEMALE',
  activityLevel: 'very active',
  currentWeight: '80',
  goalWeight: '75',
  heightCm: '180',
  heightFeet: '',
  heightInches: '0',
};
const withForm = (patch: Partial<DemographicsForm>) => ({ ...valid, ...patch });
const message = (form: DemographicsForm, metric = true) => {
  try {
    validateDemographics(form, metric);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('validateDemographics', () => {
  it('accepts a valid form and trims names', () => {
    expect(validateDemographics(withForm({ fname: '  Ada ' }), true)).toEqual({
      fname: 'Ada',
      lname: 'Lovelace',
      age: 30,
      sex: 'FEMALE',
      height: 180,
      currentWeight: 80,
      goalWeight: 75,
      activityLevel: 'very active',
      dateOfBirth: null,
    });
  });

  it.each(['Ada1', 'Ada  Lou', '-Ada', "Ada'", 'Ada--Lou', 'A_da', 'Ada!', '', '  ', 'A'.repeat(51)])(
    'first name %j → Check Name For Special Character (decision 0033)',
    (fname) => {
      expect(message(withForm({ fname }))).toBe(DEMOGRAPHICS_MESSAGES.name);
    },
  );
  it.each([
    'Zoë',
    'Anne-Marie',
    "O'Brien",
    'O\u2019Brien',
    'De la Cruz',
    'Ñandú',
    'Søren',
    'Пётр',
    '王小明',
    'A'.repeat(50),
  ])('name %j in any alphabet is accepted (decision 0033)', (name) => {
    expect(message(withForm({ fname: name, lname: name }))).toBeNull();
  });
  it('last name with a symbol is refused too', () => {
    expect(message(withForm({ lname: 'Smith&Co' }))).toBe('Check Name For Special Character');
  });
  it.each([['35.5'], ['18.1']])('age %s is not a whole year and is refused (decision 0034)', (age) => {
    expect(message(withForm({ age }))).toBe('Age Is Outside Of Acceptable Bounds');
  });
  it.each([
    ['200', null],
    ['200.1', 'Weight Is Outside Of Acceptable Bounds'],
    ['2000000', 'Weight Is Outside Of Acceptable Bounds'],
  ])('current weight %s kg (decision 0034: at most 200 kg)', (currentWeight, expected) => {
    expect(message(withForm({ currentWeight }))).toBe(expected);
  });

  it.each([
    ['17', false],
    ['18', true],
    ['100', true],
    ['101', false],
    ['', false],
    ['abc', false],
  ])('age %s accepted: %s', (age, ok) => {
    expect(message(withForm({ age }))).toBe(ok ? null : 'Age Is Outside Of Acceptable Bounds');
  });

  it.each(['', 'OTHER', 'male'])('sex %j → Sex Is Outside Testing Types', (sex) => {
    expect(message(withForm({ sex }))).toBe('Sex Is Outside Testing Types');
  });

  it('current weight below 40 kg, and goal weight outside 40-200 kg, give the weight message', () => {
    expect(message(withForm({ currentWeight: '39.9' }))).toBe('Weight Is Outside Of Acceptable Bounds');
    expect(message(withForm({ currentWeight: '40' }))).toBeNull();
    expect(message(withForm({ goalWeight: '39' }))).toBe('Weight Is Outside Of Acceptable Bounds');
    expect(message(withForm({ goalWeight: '200' }))).toBeNull();
    expect(message(withForm({ goalWeight: '201' }))).toBe('Weight Is Outside Of Acceptable Bounds');
  });

  it('height must be 50-250 cm', () => {
    expect(message(withForm({ heightCm: '49' }))).toBe('Height is outside of the acceptable parameters');
    expect(message(withForm({ heightCm: '250' }))).toBeNull();
  });

  it('converts imperial weight and height exactly once (176 lb → 80 kg, 5 ft 11 in → 180.34 cm)', () => {
    const result = validateDemographics(
      withForm({ currentWeight: '176', goalWeight: '165', heightCm: '', heightFeet: '5', heightInches: '11' }),
      false,
    );
    expect(result.currentWeight).toBe(80);
    expect(result.goalWeight).toBe(75);
    expect(result.height).toBeCloseTo(180.34, 10);
  });

  it('imperial half inches are kept (5 ft 7.5 in → 171.45 cm) and 88 lb is the lower bound', () => {
    const result = validateDemographics(
      withForm({ currentWeight: '88', goalWeight: '88', heightFeet: '5', heightInches: '7.5' }),
      false,
    );
    expect(result.height).toBeCloseTo(171.45, 10);
    expect(result.currentWeight).toBe(40);
    expect(message(withForm({ currentWeight: '87', heightFeet: '5' }), false)).toBe(
      'Weight Is Outside Of Acceptable Bounds',
    );
  });

  it('440 lb is the upper bound in imperial (decision 0034: 88-440 lb)', () => {
    expect(
      validateDemographics(withForm({ currentWeight: '440', goalWeight: '440', heightFeet: '5' }), false).currentWeight,
    ).toBe(200);
    expect(message(withForm({ currentWeight: '441', heightFeet: '5' }), false)).toBe(
      'Weight Is Outside Of Acceptable Bounds',
    );
  });

  it('unknown activity levels fall back to the default (moderately active)', () => {
    expect(validateDemographics(withForm({ activityLevel: 'couch' }), true).activityLevel).toBe('moderately active');
  });
});

describe('validateDemographics with a date of birth (decision 0105)', () => {
  const on = '2026-06-15';
  const failure = (form: DemographicsForm) => {
    try {
      validateDemographics(form, true, on);
      return null;
    } catch (error) {
      return { message: (error as Error).message, field: (error as { field?: string }).field };
    }
  };

  it('the age is the one the date gives on the session date, whatever the age field holds', () => {
    expect(validateDemographics(withForm({ dateOfBirth: '1996-06-15', age: '55' }), true, on)).toMatchObject({
      age: 30,
      dateOfBirth: '1996-06-15',
    });
    expect(validateDemographics(withForm({ dateOfBirth: '1996-06-16', age: '' }), true, on)).toMatchObject({ age: 29 });
  });

  it('without one the typed age works as before and no date is stored', () => {
    expect(validateDemographics(withForm({ dateOfBirth: '' }), true, on)).toMatchObject({ age: 30, dateOfBirth: null });
    expect(validateDemographics(valid, true, on)).toMatchObject({ age: 30, dateOfBirth: null });
  });

  it.each([
    ['2026-06-16', DEMOGRAPHICS_MESSAGES.dateOfBirthFuture],
    ['3026-01-01', DEMOGRAPHICS_MESSAGES.dateOfBirthFuture],
    ['2008-06-16', DEMOGRAPHICS_MESSAGES.dateOfBirthAge], // 17 on the session date
    ['1925-06-14', DEMOGRAPHICS_MESSAGES.dateOfBirthAge], // 101
    ['1896-06-15', DEMOGRAPHICS_MESSAGES.dateOfBirthAge], // 130 years ago
    ['2026-02-30', DEMOGRAPHICS_MESSAGES.dateOfBirthInvalid],
    ['15/06/1996', DEMOGRAPHICS_MESSAGES.dateOfBirthInvalid], // pasted in another format
  ])('%s is refused on the date of birth field', (dateOfBirth, message) => {
    expect(failure(withForm({ dateOfBirth }))).toEqual({ message, field: 'dateOfBirth' });
  });

  it.each([
    ['2008-06-15', 18],
    ['1926-06-15', 100],
  ])('%s gives %i, within the age limits', (dateOfBirth, age) => {
    expect(failure(withForm({ dateOfBirth }))).toBeNull();
    expect(validateDemographics(withForm({ dateOfBirth }), true, on).age).toBe(age);
  });

  it('the date is checked before a wrong typed age is reported', () => {
    expect(failure(withForm({ dateOfBirth: '1996-06-15', age: '17' }))).toBeNull();
  });
});
