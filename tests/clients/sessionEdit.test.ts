// The earlier-session editor's pure rules (decision 0137): what it shows for a record in the coach's units, and the
// values it builds from what was typed (only changed fields, converted back, checked with the forms' bounds; BMI
// follows the weight).
import { describe, expect, it } from 'vitest';
import { EDITABLE_MEASURES, buildSessionEdit, editLabel, editTexts } from '@/clients/sessionEdit';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { SESSION_FIELDS } from '@/profile/sessionRecord';

const RECORD = {
  ...Object.fromEntries(SESSION_FIELDS.map((f) => [f, null])),
  timestamp: 4,
  date: '2026-01-10T10:00:00.000Z',
  name: 'Sam Jones',
  age: 34,
  sex: 'MALE',
  height: 180,
  current_weight: 82.5,
  bmi: 25.46,
  pushups: 20,
  waist_circumference: 88,
  clientId: 'sam',
  recordId: 'r1',
  measuredOnly: true,
} as unknown as StoredSessionRecord;

describe('the earlier-session editor', () => {
  it('offers the history measures but BMI, labelled in the coach units, and shows empty for what was not measured', () => {
    const fields = EDITABLE_MEASURES.map((e) => e.field);
    expect(fields).toContain('pushups');
    expect(fields).toContain('current_weight');
    expect(fields).not.toContain('bmi');
    const weight = EDITABLE_MEASURES.find((e) => e.field === 'current_weight')!;
    expect(editLabel(weight, true)).toBe('Weight (kg)');
    expect(editLabel(weight, false)).toBe('Weight (lb)');
    expect(
      editLabel(
        EDITABLE_MEASURES.find((e) => e.field === 'pushups')!,
        true,
      ),
    ).toBe('Pushups');
    const texts = editTexts(RECORD, false);
    expect(texts.current_weight).toBe('181.5');
    expect(texts.pushups).toBe('20');
    expect(texts.grip_strength).toBe('');
  });

  it('reads only what changed: an untouched value shown in pounds is not rewritten by the round trip', () => {
    const texts = editTexts(RECORD, false);
    expect(buildSessionEdit(RECORD, texts, false)).toEqual({});
    expect(buildSessionEdit(RECORD, { ...texts, pushups: '24' }, false)).toEqual({ pushups: 24 });
  });

  it('converts a changed weight back to kg and its BMI follows the session height (formulas §2); empty means not measured', () => {
    const texts = editTexts(RECORD, false);
    expect(buildSessionEdit(RECORD, { ...texts, current_weight: '176' }, false)).toEqual({
      current_weight: 80,
      bmi: 24.69,
    });
    expect(buildSessionEdit(RECORD, { ...texts, current_weight: '', waist_circumference: '' }, true)).toEqual({
      current_weight: null,
      bmi: null,
      waist_circumference: null,
    });
  });

  it('refuses a value its form would refuse, naming the field', () => {
    const texts = editTexts(RECORD, true);
    for (const [field, text] of [
      ['pushups', '1000'],
      ['pushups', '20.5'],
      ['current_weight', '12'],
      ['grip_strength', 'abc'],
    ] as const) {
      let thrown: unknown = null;
      try {
        buildSessionEdit(RECORD, { ...texts, [field]: text }, true);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(MeasurementInputError);
      expect((thrown as MeasurementInputError).field).toBe(field);
    }
  });
});
