// The group grid's kept draft and the earlier days' grids set aside (decision 0178): a draft reads back with its day;
// an undated one (an earlier build's) reads with none; an earlier grid set aside replaces one of the same day and test,
// is deleted only when asked, and a stored list that cannot be read is never written over.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupDraft } from '@/profile/groupTests';
import {
  EARLIER_GROUP_DRAFTS_KEY,
  GROUP_DRAFT_KEY,
  forgetEarlierGroupDraft,
  readEarlierGroupDrafts,
  readGroupDraft,
  setAsideGroupDraft,
  writeGroupDraft,
} from '@/storage/groupDraftStore';

const DRAFT: GroupDraft = {
  clientIds: ['a', 'b'],
  testKey: 'gripStrength',
  texts: { b: { left: '37' } },
  saved: {},
  started: true,
  day: '2026-04-14',
};

beforeEach(() => localStorage.clear());

describe('groupDraftStore', () => {
  it('reads a draft back with its day; an undated one of an earlier build reads as of no known day', () => {
    writeGroupDraft(DRAFT);
    expect(readGroupDraft()).toEqual(DRAFT);
    const { day: _day, ...undated } = DRAFT;
    localStorage.setItem(GROUP_DRAFT_KEY, JSON.stringify({ version: 1, ...undated }));
    expect(readGroupDraft()).toEqual({ ...DRAFT, day: '' });
  });

  it('sets an earlier grid aside, replacing one of the same day and test, and deletes it only when asked', () => {
    expect(setAsideGroupDraft(DRAFT)).toBe(true);
    const other = { ...DRAFT, day: '2026-04-20', texts: { a: { left: '30' } } };
    expect(setAsideGroupDraft(other)).toBe(true);
    const again = { ...DRAFT, texts: { b: { left: '37', right: '41' } } };
    expect(setAsideGroupDraft(again)).toBe(true);
    expect(readEarlierGroupDrafts()).toEqual([other, again]);
    forgetEarlierGroupDraft('2026-04-20', 'gripStrength');
    expect(readEarlierGroupDrafts()).toEqual([again]);
    forgetEarlierGroupDraft(DRAFT.day, 'gripStrength');
    expect(localStorage.getItem(EARLIER_GROUP_DRAFTS_KEY)).toBeNull();
  });

  it('a stored list that cannot be read reads as none and is never written over', () => {
    localStorage.setItem(EARLIER_GROUP_DRAFTS_KEY, '{not json');
    expect(readEarlierGroupDrafts()).toEqual([]);
    expect(setAsideGroupDraft(DRAFT)).toBe(false);
    forgetEarlierGroupDraft(DRAFT.day, 'gripStrength');
    expect(localStorage.getItem(EARLIER_GROUP_DRAFTS_KEY)).toBe('{not json');
  });
});
