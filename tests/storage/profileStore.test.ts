// The profile store: reads at start field by field, keeps unreadable originals aside, merges writes, never throws.
import { describe, expect, it, vi } from 'vitest';
import {
  unreadableDataMessage,
  UNREADABLE_KEY,
  dismissUnreadableData,
  mergeEquipmentChanges,
  movedOriginalKey,
  mergeProfileChanges,
  readStartupState,
  writeEquipment,
  writeProfile,
} from '@/storage/profileStore';
import { emptyProfile } from '@/profile/profileTypes';
import { toStoredProfile } from '@/profile/readStoredProfile';
import { EQUIPMENT_KEYS, emptyEquipment } from '@/domain/equipment';

describe('profileStore', () => {
  it('starts clean with a random uid and metric units when nothing is stored', () => {
    const first = readStartupState();
    // The first start stores its profile, so the client id is the same at the next start (decision 0115).
    expect(readStartupState().user.uid).toBe(first.user.uid);
    localStorage.clear();
    const second = readStartupState();
    expect(first.unreadable).toBeNull();
    expect(first.user.uid).toMatch(/.{8,}/);
    expect(first.user.uid).not.toBe(second.user.uid);
    expect(first.user.prefers_metric).toBe(true);
    expect(first.equipment).toEqual(emptyEquipment());
  });

  it('round-trips a profile through local storage and mirrors it to session storage', () => {
    const user = {
      ...emptyProfile('abc'),
      fname: 'Ada',
      age: 30,
      sex: 'FEMALE' as const,
      hrMax: 192,
      restingVo2: 280,
      rawVo2: 3640,
    };
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
    expect(readStartupState()).toEqual({ user, equipment: emptyEquipment(), unreadable: null });
  });

  it('remembers the unit preference across visits (decision 0024)', () => {
    writeProfile({ ...emptyProfile('abc'), prefers_metric: false });
    expect(readStartupState().user.prefers_metric).toBe(false);
  });

  it.each([
    ['not JSON', '{"uid":', ['the whole profile']],
    ['a number', '42', ['the whole profile']],
    [
      'a wrong type inside',
      JSON.stringify({ ...toStoredProfile(emptyProfile('x')), fname: 'Ada', age: 'thirty' }),
      ['age'],
    ],
    ['an unknown sex', JSON.stringify({ ...toStoredProfile(emptyProfile('x')), fname: 'Ada', sex: 'OTHER' }), ['sex']],
    [
      'a BMI without its number',
      JSON.stringify({
        ...toStoredProfile(emptyProfile('x')),
        fname: 'Ada',
        bmi: { bmi: null, classification: 'normal' },
      }),
      ['BMI'],
    ],
  ])(
    'unreadable storage (%s): the rest is kept, the original is kept aside and the message names the field',
    (_label, raw, fields) => {
      localStorage.setItem('user', raw);
      const first = readStartupState();
      expect(first.unreadable?.fields).toEqual(fields);
      expect(first.unreadable?.originals.user).toBe(raw);
      if (raw.includes('Ada')) expect(first.user.fname).toBe('Ada');
      // The message stays on later starts until dismissed, and the original with it.
      const second = readStartupState();
      expect(second.unreadable?.fields).toEqual(fields);
      expect(second.user.uid).toBe(first.user.uid);
      dismissUnreadableData();
      expect(localStorage.getItem(UNREADABLE_KEY)).toBeNull();
      expect(readStartupState().unreadable).toBeNull();
    },
  );

  it('keeps every valid equipment tick and names the odd one', () => {
    const stored = Object.fromEntries(EQUIPMENT_KEYS.map((key) => [key, true]));
    localStorage.setItem('equipment', JSON.stringify({ ...stored, stopwatch: 'yes please' }));
    const state = readStartupState();
    expect(state.equipment).toEqual({ ...stored, stopwatch: null });
    expect(state.unreadable?.fields).toEqual(['equipment tick "stopwatch"']);
  });

  it("an odd unit preference keeps the profile's own imperial choice and says so", () => {
    writeProfile({ ...emptyProfile('abc'), prefers_metric: false });
    localStorage.setItem('prefers_metric', '"imperial"');
    const state = readStartupState();
    expect(state.user.prefers_metric).toBe(false);
    expect(state.unreadable?.fields).toEqual(['unit preference']);
    expect(state.unreadable?.originals.prefers_metric).toBe('"imperial"');
  });

  it('merges a write into what another tab stored, field by field', () => {
    writeProfile({
      ...emptyProfile('abc'),
      bloodPressure: { sbp: 135, dbp: 88, classification: 'Stage 1 hypertension' },
    });
    const merged = mergeProfileChanges({ restingHR: 58 });
    expect(merged.bloodPressure?.sbp).toBe(135);
    expect(merged.restingHR).toBe(58);
    expect(JSON.parse(localStorage.getItem('user')!).bloodPressure.sbp).toBe(135);
    writeEquipment({ ...emptyEquipment(), stopwatch: true });
    expect(mergeEquipmentChanges({ treadmill: true })).toEqual({
      ...emptyEquipment(),
      stopwatch: true,
      treadmill: true,
    });
  });

  it('a write the browser refuses is reported in plain words with the QuotaExceededError as detail, never thrown', () => {
    writeProfile({ ...emptyProfile('abc'), fname: 'Ada' });
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const onFailure = vi.fn();
    expect(mergeProfileChanges({ restingHR: 58 }, onFailure).restingHR).toBe(58);
    mergeEquipmentChanges({ treadmill: true }, onFailure);
    full.mockRestore();
    expect(onFailure).toHaveBeenCalledTimes(2);
    const failure = onFailure.mock.calls[0]![0] as { message: string; detail: string };
    expect(failure.message).toMatch(
      /^Your latest entries could not be stored in this browser\. This browser's storage for this site is full\./,
    );
    expect(failure.detail).toBe('QuotaExceededError: The quota has been exceeded.');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ fname: 'Ada', restingHR: null });
    // A write that works reports nothing.
    mergeProfileChanges({ restingHR: 60 }, onFailure);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});

/**
 * Local storage with a quota of `limit` characters over all keys and values, as a browser counts it: a write that would
 * go over it throws QuotaExceededError and changes nothing.
 */
function withQuota(limit: number) {
  const size = () =>
    Object.keys(localStorage).reduce((total, key) => total + key.length + (localStorage.getItem(key)?.length ?? 0), 0);
  const real = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    const before = this.getItem(key);
    const after = size() - (before === null ? 0 : key.length + before.length) + key.length + value.length;
    if (this === localStorage && after > limit)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    real.call(this, key, value);
  });
}

describe('an unreadable original kept aside whatever its size (decision 0032)', () => {
  it('too large to copy beside itself, it is moved aside as stored, and the readable rest is stored', () => {
    const original = JSON.stringify({
      ...toStoredProfile({ ...emptyProfile('u1'), fname: 'Ada' }),
      lname: 'L'.repeat(5000),
    });
    localStorage.setItem('user', original);
    const quota = withQuota(original.length + 3000);
    try {
      const state = readStartupState();
      expect(state.user).toMatchObject({ uid: 'u1', fname: 'Ada', lname: null });
      expect(state.unreadable).toMatchObject({ fields: ['last name'], moved: ['user'] });
      expect(state.unreadable?.copyKept).toBeUndefined();
      expect(unreadableDataMessage(state.unreadable!)).toMatch(/A copy of the original is kept until you dismiss/);
      expect(localStorage.getItem(movedOriginalKey('user'))).toBe(original);
      expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ uid: 'u1', fname: 'Ada', lname: null });
      // A later start still knows what is kept aside; dismissing lets the moved original go.
      expect(readStartupState().unreadable).toMatchObject({ fields: ['last name'], moved: ['user'] });
      dismissUnreadableData();
    } finally {
      quota.mockRestore();
    }
    expect(localStorage.getItem(movedOriginalKey('user'))).toBeNull();
    expect(localStorage.getItem(UNREADABLE_KEY)).toBeNull();
  });
});

describe('a copy of the original that cannot be kept', () => {
  it('the message says no copy is kept, why, and that the original goes at the next store', () => {
    const message = unreadableDataMessage({
      fields: ['last name'],
      originals: {},
      copyKept: false,
      copyFailure: 'this browser refused to store it',
    });
    expect(message).toMatch(
      /A copy of the original could not be kept aside: this browser refused to store it\. The original stays stored only until these details are next stored/,
    );
    expect(message).not.toMatch(/A copy of the original is kept/);
  });

  it('a full storage: the original profile is not rewritten at start', () => {
    const original = JSON.stringify({
      ...toStoredProfile({ ...emptyProfile('u1'), fname: 'Ada' }),
      lname: 'x'.repeat(60),
    });
    localStorage.setItem('user', original);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const state = readStartupState();
      expect(state.unreadable?.copyKept).toBe(false);
      expect(state.unreadable?.copyFailure).toBe("this browser's storage is full");
      expect(state.user.fname).toBe('Ada');
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem('user')).toBe(original);
  });
});
