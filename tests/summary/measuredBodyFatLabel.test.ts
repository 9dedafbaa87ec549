// One name for a body fat measured another way (decision 0151): the Current Session's line and the client
// history's row (and so the sessions CSV's column) read alike, from src/domain/bodyFatMethods.ts.
import { describe, expect, it } from 'vitest';
import { skinfoldsSummary } from '@/summary/skinfoldsSummary';
import { clientHistory } from '@/clients/progress';
import { emptyProfile } from '@/profile/profileTypes';
import { MEASURED_BODY_FAT_COLUMN } from '@/profile/sessionColumns';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { MEASURED_BODY_FAT_LABEL, measuredBodyFatLabel } from '@/domain/bodyFatMethods';

describe('the measured body fat is named alike on the Current Session and in the history', () => {
  const profile = {
    ...emptyProfile('client-1'),
    fname: 'Sam',
    age: 34,
    sex: 'MALE' as const,
    measuredBodyFat: { percentage: 24, method: 'bioimpedance' as const, category: 'average' },
  };
  const summaryLabels = skinfoldsSummary(profile).items.map((item) => item.label);
  const record = { ...sessionRecordFromProfile(profile, new Date('2026-02-10T10:00:00Z')), timestamp: 1 };
  const history = clientHistory([record], true);
  const row = history.rows.find((r) => r.measure.field === 'measuredBodyFat');

  it("the history's row, the CSV column and the Current Session's line start with the one name", () => {
    expect(row?.measure.label).toBe(MEASURED_BODY_FAT_LABEL);
    expect(MEASURED_BODY_FAT_COLUMN.header).toBe(MEASURED_BODY_FAT_LABEL);
    expect(summaryLabels).toContain(`${row?.measure.label} (Bioimpedance scale)`);
  });

  it('the method the history writes beside the value is the one the Current Session names', () => {
    expect(row?.cells[0]?.value).toBe(24);
    expect(summaryLabels).toContain(measuredBodyFatLabel('bioimpedance'));
    expect(measuredBodyFatLabel('bioimpedance')).toBe(`${MEASURED_BODY_FAT_LABEL} (${row?.cells[0]?.note})`);
  });
});
