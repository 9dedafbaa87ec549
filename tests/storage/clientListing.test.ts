// The Clients list reads of each stored client only what it shows (decision 0084): the entry's own fields checked as
// strictly as a whole read, and of the profile only the age and sex, by the profile reader's own rules.
import { describe, expect, it } from 'vitest';
import { readClientListing, readStoredClient } from '@/storage/clientsDb';

const AT = '2026-01-10T10:00:00.000Z';

function storedRow(profile: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schemaVersion: 1,
    id: 'c1',
    name: ' Kim Lee ',
    archived: false,
    createdAt: AT,
    updatedAt: AT,
    profile,
    mostRecentKey: 3,
    ...extra,
  };
}

describe('readClientListing', () => {
  it('keeps the fields the list shows and the age and sex of the profile, as the whole read gives them', () => {
    const row = storedRow({ uid: 'u1', fname: 'Kim', lname: 'Lee', age: '41', sex: 'female', height: 'very tall' });
    expect(readClientListing(row)).toEqual({
      id: 'c1',
      name: 'Kim Lee',
      archived: false,
      createdAt: AT,
      hasProfile: true,
      age: 41,
      sex: 'FEMALE',
    });
    const whole = readStoredClient(row);
    expect([whole?.profile?.age, whole?.profile?.sex]).toEqual([41, 'FEMALE']);
  });

  it('reads an age or sex the profile reader refuses as not given', () => {
    const listing = readClientListing(storedRow({ age: 400, sex: 'robot' }));
    expect([listing?.age, listing?.sex]).toEqual([null, null]);
    const whole = readStoredClient(storedRow({ age: 400, sex: 'robot' }));
    expect([whole?.profile?.age, whole?.profile?.sex]).toEqual([null, null]);
  });

  it('marks a client without a stored profile (the list then reads their latest session)', () => {
    expect(readClientListing(storedRow(null))).toMatchObject({ hasProfile: false, age: null, sex: null });
  });

  it('refuses an entry the whole read refuses', () => {
    for (const bad of [
      storedRow({}, { createdAt: 'yesterday' }),
      storedRow({}, { archived: 'no' }),
      storedRow({}, { id: '' }),
      storedRow({}, { schemaVersion: 2 }),
      null,
    ]) {
      expect(readStoredClient(bad)).toBeNull();
      expect(readClientListing(bad)).toBeNull();
    }
  });
});
