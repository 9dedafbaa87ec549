// A stored screening: 12 months valid, and what it asks before a maximal test.
import { describe, expect, it } from 'vitest';
import {
  isCurrent,
  maximalTestGate,
  readStoredScreening,
  screeningExpiresOn,
  type ClientScreening,
} from '@/clients/screening';

const answers = {
  exercisesRegularly: true,
  knownDisease: false,
  signsOrSymptoms: false,
  intendedIntensity: 'vigorous',
} as const;
const screening = (fields: Partial<ClientScreening>): ClientScreening => ({
  clientId: 'c1',
  answers,
  screenedOn: '2026-03-15',
  clearanceRecordedOn: null,
  ...fields,
});

describe('12 months valid', () => {
  it('holds to the day before the same date a year on', () => {
    expect(screeningExpiresOn('2026-03-15')).toBe('2027-03-15');
    expect(isCurrent('2026-03-15', '2026-03-15')).toBe(true);
    expect(isCurrent('2026-03-15', '2027-03-14')).toBe(true);
    expect(isCurrent('2026-03-15', '2027-03-15')).toBe(false);
    expect(isCurrent('2026-03-15', '2026-03-14')).toBe(false);
    expect(isCurrent('not a day', '2026-03-14')).toBe(false);
  });
  it('a screening of 29 February expires on 28 February', () => {
    expect(screeningExpiresOn('2028-02-29')).toBe('2029-02-28');
  });
});

describe('before a maximal test', () => {
  it('asks for a screening when none is current', () => {
    expect(maximalTestGate(null, '2026-03-20').kind).toBe('no-screening');
    expect(maximalTestGate(screening({}), '2027-03-15').kind).toBe('no-screening');
  });
  it('goes on when screening suggests no clearance', () => {
    expect(maximalTestGate(screening({}), '2026-03-20')).toMatchObject({ kind: 'clear', clearanceRecordedOn: null });
  });
  it('stops when clearance is suggested, until it is recorded (and while the record holds)', () => {
    const suggests = screening({ answers: { ...answers, knownDisease: true } });
    expect(maximalTestGate(suggests, '2026-03-20').kind).toBe('clearance-suggested');
    const cleared = { ...suggests, clearanceRecordedOn: '2026-03-18' };
    expect(maximalTestGate(cleared, '2026-03-20')).toMatchObject({ kind: 'clear', clearanceRecordedOn: '2026-03-18' });
    expect(maximalTestGate({ ...cleared, screenedOn: '2026-04-01' }, '2027-03-18').kind).toBe('clearance-suggested');
  });
});

describe('reading a stored screening', () => {
  it('reads every field, and refuses a half-readable answer set', () => {
    const stored = { schemaVersion: 1, ...screening({ clearanceRecordedOn: '2026-03-18' }) };
    expect(readStoredScreening(stored, 'c1')).toEqual(screening({ clearanceRecordedOn: '2026-03-18' }));
    expect(readStoredScreening({ ...stored, answers: { ...answers, intendedIntensity: 'maximal' } }, 'c1')).toBeNull();
    expect(readStoredScreening({ ...stored, screenedOn: '2026-02-30' }, 'c1')).toBeNull();
    expect(readStoredScreening('text', 'c1')).toBeNull();
  });
});
