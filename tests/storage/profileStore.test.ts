// The profile store: reads at start, validates what storage holds, mirrors updates, never throws.
import { describe, expect, it } from 'vitest';
import { CORRUPT_PROFILE_MESSAGE, readStartupState, writeEquipment, writeProfile } from '@/storage/profileStore';
import { emptyProfile } from '@/profile/profileTypes';
import { toStoredProfile } from '@/profile/profileSchema';
import { emptyEquipment } from '@/domain/equipment';

describe('profileStore', () => {
  it('starts clean with a random uid and metric units when nothing is stored', () => {
    const first = readStartupState();
    const second = readStartupState();
    expect(first.problem).toBeNull();
    expect(first.user.uid).toMatch(/.{8,}/);
    expect(first.user.uid).not.toBe(second.user.uid);
    expect(first.user.prefers_metric).toBe(true);
    expect(first.equipment).toEqual(emptyEquipment());
  });

  it('round-trips a profile through local storage and mirrors it to session storage', () => {
    const user = { ...emptyProfile('abc'), fname: 'Ada', age: 30, sex: 'FEMALE' as const, hrMax: 192, restingVo2: 280, rawVo2: 3640 };
    writeProfile(user);
    const stored = JSON.parse(sessionStorage.getItem('user')!) as Record<string, unknown>;
    expect(stored).toEqual(JSON.parse(localStorage.getItem('user')!));
    // The stored shape keeps the SPEC's field names (spec §3); only the app's type spells VO2 with an O.
    expect(stored).toMatchObject({ fname: 'Ada', hrMax: 192, restingV02: 280, rawV02: 3640 });
    expect(stored).not.toHaveProperty('restingVo2');
    expect(stored).not.toHaveProperty('rawVo2');
    expect(localStorage.getItem('hr_max')).toBe('192');
    expect(sessionStorage.getItem('restingV02')).toBe('280');
    expect(sessionStorage.getItem('rawV02')).toBe('3640');
    expect(readStartupState()).toEqual({ user, equipment: emptyEquipment(), problem: null });
  });

  it('remembers the unit preference across visits (decision 0024)', () => {
    writeProfile({ ...emptyProfile('abc'), prefers_metric: false });
    expect(readStartupState().user.prefers_metric).toBe(false);
  });

  it.each([
    ['not JSON', '{"uid":'],
    ['foreign JSON', JSON.stringify({ hello: 'world' })],
    ['a number', '42'],
    ['a wrong type inside', JSON.stringify({ ...toStoredProfile(emptyProfile('x')), age: 'thirty' })],
    ['an unknown sex', JSON.stringify({ ...toStoredProfile(emptyProfile('x')), sex: 'OTHER' })],
    ['NaN-like values', JSON.stringify({ ...toStoredProfile(emptyProfile('x')), bmi: { bmi: null, classification: 'normal' } })],
  ])('corrupt storage (%s) gives a clean start and says so once', (_label, raw) => {
    localStorage.setItem('user', raw);
    const first = readStartupState();
    expect(first.problem).toBe(CORRUPT_PROFILE_MESSAGE);
    expect(first.user.fname).toBeNull();
    const second = readStartupState();
    expect(second.problem).toBeNull();
    expect(second.user.uid).toBe(first.user.uid);
  });

  it('ignores corrupt equipment and keeps valid ticks', () => {
    localStorage.setItem('equipment', '"nonsense"');
    expect(readStartupState().equipment).toEqual(emptyEquipment());
    writeEquipment({ ...emptyEquipment(), stopwatch: true });
    expect(readStartupState().equipment.stopwatch).toBe(true);
  });
});
