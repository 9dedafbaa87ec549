// circumferencesUpdate / circumferencesReset: stored sites, waist risk by own sex, ratios, ranges, the sex requirement.
import { describe, expect, it } from 'vitest';
import {
  circumferencesReset,
  circumferencesUpdate,
  hasStoredCircumferences,
  WAIST_RANGE_MESSAGE,
  WAIST_SEX_MESSAGE,
  type CircumferenceValuesCm,
} from '@/profile/builders/circumferencesUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { emptyCircumferences } from '@/domain/bodySites';
import { measuredPerson } from './measurementTestProfile';

const values = (overrides: Partial<CircumferenceValuesCm> = {}): CircumferenceValuesCm => ({
  abdomen: 90,
  arm: 32,
  buttocks: 100,
  calf: 38,
  forearm: 28,
  hips: 100,
  midthigh: 55,
  waist: 85,
  ...overrides,
});

function thrown(run: () => unknown): MeasurementInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof MeasurementInputError) return error;
    throw error;
  }
  throw new Error('expected a MeasurementInputError');
}

describe('circumferencesUpdate', () => {
  it('stores the seven sites, the waist with its category and both ratios (formulas §3 example)', () => {
    const update = circumferencesUpdate(measuredPerson({ height: 170 }), values());
    expect(update.requires).toEqual(['sex']);
    expect(update.missingMessage).toBe(WAIST_SEX_MESSAGE);
    expect(update.patch).toEqual({
      circumferences: { abdomen: 90, arm: 32, buttocks: 100, calf: 38, forearm: 28, hips: 100, midthigh: 55 },
      waistCircumference: { wc: 85, category: 'low' },
      waistHipRatio: 0.85,
      waistHeightRatio: 0.5,
    });
  });

  it('classifies with each sex’s own thresholds: a 95 cm man is low, a 95 cm woman is high (decision 0008)', () => {
    expect(
      circumferencesUpdate(measuredPerson({ sex: 'MALE' }), values({ waist: 95 })).patch.waistCircumference,
    ).toEqual({ wc: 95, category: 'low' });
    expect(
      circumferencesUpdate(measuredPerson({ sex: 'FEMALE' }), values({ waist: 95 })).patch.waistCircumference,
    ).toEqual({ wc: 95, category: 'high' });
  });

  it.each([
    ['MALE', 79.5, 'very low'],
    ['MALE', 80, 'low'],
    ['MALE', 99.5, 'low'],
    ['MALE', 100, 'high'],
    ['MALE', 120, 'high'],
    ['MALE', 120.5, 'very high'],
    ['FEMALE', 69.5, 'very low'],
    ['FEMALE', 70, 'low'],
    ['FEMALE', 90, 'high'],
    ['FEMALE', 110, 'high'],
    ['FEMALE', 110.5, 'very high'],
  ] as const)('%s waist %s cm → %s', (sex, waist, category) => {
    expect(circumferencesUpdate(measuredPerson({ sex }), values({ waist })).patch.waistCircumference?.category).toBe(
      category,
    );
  });

  it('rounds the ratios half-up to 2 decimals', () => {
    const patch = circumferencesUpdate(measuredPerson({ height: 180 }), values({ waist: 94.996, hips: 101 })).patch;
    expect(patch.waistHipRatio).toBe(0.94);
    expect(patch.waistHeightRatio).toBe(0.53);
  });

  it('leaves a ratio null when hips or height are not known or not usable', () => {
    expect(circumferencesUpdate(measuredPerson({ height: null }), values()).patch.waistHeightRatio).toBeNull();
    expect(circumferencesUpdate(measuredPerson(), values({ hips: null })).patch.waistHipRatio).toBeNull();
    expect(circumferencesUpdate(measuredPerson(), values({ hips: 0 })).patch.waistHipRatio).toBeNull();
    expect(circumferencesUpdate(measuredPerson(), values({ hips: 0 })).patch.circumferences?.hips).toBe(0);
  });

  it('accepts the waist limits 20 and 500 cm and refuses anything outside with a clear message', () => {
    expect(circumferencesUpdate(measuredPerson(), values({ waist: 20 })).patch.waistCircumference?.wc).toBe(20);
    expect(circumferencesUpdate(measuredPerson(), values({ waist: 500, hips: 500 })).patch.waistCircumference?.wc).toBe(
      500,
    );
    for (const waist of [19.5, 0, 500.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const error = thrown(() => circumferencesUpdate(measuredPerson(), values({ waist })));
      expect(error.message).toBe(WAIST_RANGE_MESSAGE);
      expect(error.field).toBe('waistCircumference');
    }
  });

  it('refuses a site outside 0-500 cm, naming the site and its field', () => {
    const error = thrown(() => circumferencesUpdate(measuredPerson(), values({ calf: 500.5 })));
    expect(error.message).toMatch(/^Calf circumference must be 0 to 500 cm/);
    expect(error.field).toBe('calfCircumference');
    expect(thrown(() => circumferencesUpdate(measuredPerson(), values({ arm: -1 }))).field).toBe('armCircumference');
  });

  it('is refused by the profile with the specification’s message when no sex is recorded', () => {
    const user = measuredPerson({ sex: null });
    const outcome = applyProfileUpdate(user, circumferencesUpdate(user, values()));
    expect(outcome).toEqual({ ok: false, message: 'Sex is required before waist circumference can be calculated' });
  });
});

describe('circumferencesReset', () => {
  it('clears the sites, the waist and both ratios, and needs nothing', () => {
    const user = measuredPerson();
    const stored = applyProfileUpdate(user, circumferencesUpdate(user, values()));
    if (!stored.ok) throw new Error(stored.message);
    expect(hasStoredCircumferences(stored.user)).toBe(true);
    const reset = applyProfileUpdate(stored.user, circumferencesReset());
    if (!reset.ok) throw new Error(reset.message);
    expect(reset.user).toMatchObject({
      circumferences: emptyCircumferences(),
      waistCircumference: null,
      waistHipRatio: null,
      waistHeightRatio: null,
    });
    expect(hasStoredCircumferences(reset.user)).toBe(false);
    expect(circumferencesReset().requires).toEqual([]);
  });

  it('counts a lone stored site as something to reset', () => {
    expect(hasStoredCircumferences(measuredPerson({ circumferences: { ...emptyCircumferences(), calf: 38 } }))).toBe(
      true,
    );
  });
});
