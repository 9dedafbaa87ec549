// The layer rules of docs/ARCHITECTURE.md are enforced: ESLint (the repository's own eslint.config.js) is run on
// small snippets placed at a path in each layer, and must report a wrong import and accept a right one.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The layer-rule messages ESLint reports for `code` as if it were the file at `filePath`. */
async function layerViolations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** [file in the layer, an import it may use, an import it may not]. */
const CASES: readonly [string, string, string][] = [
  ['src/domain/x.ts', "import { z } from './person';", "import type { UserProfile } from '@/profile/profileTypes';"],
  ['src/calculators/x.ts', "import type { Sex } from '@/domain/person';", "import type { UserProfile } from '@/profile/profileTypes';"],
  ['src/calculators/y.ts', "import nutrition from '@/norms/data/nutrition.json';", "import { classifyBmi } from '@/norms/classifiers';"],
  ['src/norms/x.ts', "import { roundHalfUp } from '@/calculators/rounding';", "import type { UserProfile } from '@/profile/profileTypes';"],
  ['src/profile/x.ts', "import { classifyBmi } from '@/norms';", "import { sessionSummary } from '@/summary/sessionSummary';"],
  ['src/summary/x.ts', "import type { StoredSessionRecord } from '@/profile/sessionRecord';", "import { getAllSessions } from '@/storage/sessionsDb';"],
  ['machines/x.ts', "import { PAGE_SIZE } from '@/summary/pastSessionsRows';", "import { getAllSessions } from '@/storage/sessionsDb';"],
  ['machines/y.ts', "import { setup } from 'xstate';", "import { useState } from 'react';"],
  ['src/storage/x.ts', "import type { UserProfile } from '@/profile/profileTypes';", "import { profileMachine } from '@machines/profileMachine';"],
  ['src/effects/x.ts', "import type { TickEvent } from '@machines/timing';", "import type { AppActors } from '@/state/createAppActors';"],
  ['src/state/x.ts', "import { addSession } from '@/storage/sessionsDb';", "import { SiteHeader } from '@/components/SiteHeader';"],
  ['src/state/run/x.ts', "import { downloadFile } from '@/effects/downloadFile';", "import { treadmillSubmission } from '@/features/treadmill/treadmillForm';"],
  ['src/components/x.tsx', "import { useProfile } from '@/state/AppActorsContext';", "import { NAVIGATION } from '@/app/navigation';"],
  ['src/components/y.tsx', "import { ROUTE_PATHS } from '@/domain/routePaths';", "import { isFeedbackWidgetClosed } from '@/storage/uiPreferences';"],
  ['src/features/session/x.tsx', "import { downloadSessionsCsv } from '@/state/records/sessionFiles';", "import { getAllSessions } from '@/storage/sessionsDb';"],
  ['src/features/session/y.tsx', "import { FormActions } from '@/components/FormActions';", "import { shareSummary } from '@/effects/shareSummary';"],
  ['src/features/home/x.tsx', "import { NumberField } from '@/components/NumberField';", "import { ROUTES } from '@/app/routes';"],
  ['src/app/x.tsx', "import { openSessionsDb } from '@/storage/sessionsDb';", "import { x } from '../../tests/setup';"],
];

describe('layer rules (eslint.config.js)', () => {
  it.each(CASES)('%s: accepts the right import, reports the wrong one', async (filePath, right, wrong) => {
    expect(await layerViolations(filePath, `${right}\nexport const used = 1;\n`)).toEqual([]);
    expect(await layerViolations(filePath, `${wrong}\nexport const used = 1;\n`)).toHaveLength(1);
  });

  it('reports a relative import that leaves the folder (it would slip past the alias rules)', async () => {
    expect(await layerViolations('src/calculators/x.ts', "import type { Sex } from '../profile/profileTypes';\n")).toHaveLength(1);
  });

  it('the science core stays free of React and XState', async () => {
    expect(await layerViolations('src/calculators/x.ts', "import { setup } from 'xstate';\n")).toHaveLength(1);
    expect(await layerViolations('src/norms/x.ts', "import { useState } from 'react';\n")).toHaveLength(1);
  });
});
