// The group's "Download CSV" writes the day's records through the clients' CSV, Senior Fitness Test items included.
import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { TextFile } from '@/effects/downloadFile';
import { groupResultsTable } from '@/clients/groupResults';
import { emptyProfile } from '@/profile/profileTypes';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { downloadGroupCsv } from '@/state/group/groupResults';

const downloaded = vi.hoisted(() => [] as TextFile[]);
vi.mock('@/effects/downloadFile', () => ({ downloadFile: (file: TextFile) => downloaded.push(file) }));

function client(clientId: string, seniorFitness: StoredSessionRecord['seniorFitness']): StoredSessionRecord {
  const profile = { ...emptyProfile(clientId), age: 76, sex: 'FEMALE' as const };
  return { ...sessionRecordFromProfile(profile, new Date(2026, 0, 10, 9)), clientId, timestamp: 1, seniorFitness };
}

describe('downloadGroupCsv', () => {
  it("carries each senior item any client did, with each client's score and verdict", () => {
    const records = [
      client('c-1', [{ item: 'armCurl', score: 14, trials: null }]),
      client('c-2', [{ item: 'twoMinuteStep', score: 80, trials: null }]),
    ];
    const names = new Map([
      ['c-1', 'Ada'],
      ['c-2', 'Bea'],
    ]);
    downloadGroupCsv({ table: groupResultsTable(records, names, true), records, names }, true);
    const [header, ada, bea] = Papa.parse<string[]>(
      downloaded
        .at(-1)!
        .text.replace(/^\uFEFF/, '')
        .trim(),
    ).data;
    const at = (row: string[] | undefined, name: string) => row![header!.indexOf(name)];
    expect(at(ada, 'SFT 30-Second Arm Curl (curls)')).toBe('14');
    expect(at(bea, 'SFT 30-Second Arm Curl (curls)')).toBe('');
    expect(at(bea, 'SFT 2-Minute Step (steps)')).toBe('80');
    // Women 75-79, 2-minute step: 68-100 steps.
    expect(at(bea, 'SFT 2-Minute Step (steps) category')).toBe('Within the normal range for your age');
  });
});
