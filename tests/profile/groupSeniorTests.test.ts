// The Senior Fitness Test's items in the group grid and in a battery (decision 47): a row stores what the item's own
// builder stores (in the user's units, the better of two trials), shows the verdict of the item's result screen with
// its colour or why there is none, and a battery holding the items walks through them in the grid.
import { describe, expect, it } from 'vitest';
import { GROUP_TESTS, groupRowOutcome } from '@/profile/groupTests';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { applyProfileUpdate } from '@/profile/profileUpdate';
import { seniorItemUpdate, seniorScoreMessage } from '@/profile/builders/seniorFitnessUpdate';
import { CATALOG_TEST_KEYS, gridTestsOf } from '@/profile/testCatalog';
import { rowView, type GroupRow } from '@machines/groupRows';

const EDITH: UserProfile = { ...emptyProfile('edith'), sessionId: 's', age: 76, sex: 'FEMALE' };
const EDITH_IN: UserProfile = { ...EDITH, prefers_metric: false };

function row(user: UserProfile, texts: Record<string, string>): GroupRow {
  return { clientId: user.uid, name: 'Edith', profile: user, texts, saved: null, saveError: null };
}

describe('Senior Fitness Test items in the group grid', () => {
  it("store what the item's own builder stores, in either unit, the better trial as the score", () => {
    for (const user of [EDITH, EDITH_IN]) {
      const outcome = groupRowOutcome(GROUP_TESTS.seniorBackScratch, user, { trial1: '-2', trial2: '-3.5' });
      const form = applyProfileUpdate(user, seniorItemUpdate(user, 'backScratch', [-2, -3.5], user.prefers_metric));
      expect(outcome.kind === 'valid' && form.ok && outcome.user).toEqual(form.ok && form.user);
    }
    const upAndGo = groupRowOutcome(GROUP_TESTS.seniorUpAndGo, EDITH, { trial1: '6.6', trial2: '6.1' });
    expect(upAndGo.kind === 'valid' && upAndGo.user.seniorFitness).toEqual([
      { item: 'upAndGo', score: 6.1, trials: [6.6, 6.1] },
    ]);
    expect(GROUP_TESTS.seniorSixMinuteWalk.fields.map((f) => [f.unit, f.imperialUnit])).toEqual([['m', 'yd']]);
  });

  it("refuses a score out of range with the form's message", () => {
    expect(groupRowOutcome(GROUP_TESTS.seniorChairStand, EDITH, { score: '12.5' })).toEqual({
      kind: 'invalid',
      message: seniorScoreMessage('chairStand', true),
    });
  });

  it('shows the verdict and its colour, or why there is none', () => {
    // Women 75-79: chair stand 10-15 stands, arm curl 11-17 curls.
    const stand = rowView('seniorChairStand', row(EDITH, { score: '16' }));
    expect([stand.status, stand.category, stand.level, stand.noCategory]).toEqual([
      'valid',
      'Above the normal range for your age',
      1,
      null,
    ]);
    const curl = rowView('seniorArmCurl', row(EDITH, { score: '14' }));
    expect([curl.category, curl.noCategory]).toEqual(['Within the normal range for your age', null]);
    const young = rowView('seniorChairStand', row({ ...EDITH, age: 45 }, { score: '16' }));
    expect(young.noCategory).toBe('No published norm for age 45 in this test');
  });

  it('a battery holding the items walks through them in the grid; each key is listed once', () => {
    expect(gridTestsOf(['pushups', 'seniorChairStand', 'skinfolds', 'seniorUpAndGo'])).toEqual([
      'pushups',
      'seniorChairStand',
      'seniorUpAndGo',
    ]);
    expect(new Set(CATALOG_TEST_KEYS).size).toBe(CATALOG_TEST_KEYS.length);
  });
});
