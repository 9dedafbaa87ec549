// The layer rules of docs/ARCHITECTURE.md are enforced: ESLint (the repository's own eslint.config.js) is run on
// small snippets placed at a path in each layer, and must report a wrong import and accept a right one, whatever the
// kind of import (static, type, dynamic, `import('…').Name`), a feature importing another, and a cycle (decision 0107).
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the layer rules (eslint/layersPlugin.js) ESLint reports for `code` as if it were the file at `filePath`. */
async function layerViolations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('layers/')).map((m) => m.message);
}

/** [file in the layer, an import it may use, an import it may not]. */
const CASES: readonly [string, string, string][] = [
  ['src/domain/x.ts', "import { z } from './person';", "import type { UserProfile } from '@/profile/profileTypes';"],
  [
    'src/calculators/x.ts',
    "import type { Sex } from '@/domain/person';",
    "import type { UserProfile } from '@/profile/profileTypes';",
  ],
  [
    'src/calculators/y.ts',
    "import nutrition from '@/norms/data/nutrition.json';",
    "import { classifyBmi } from '@/norms/classifiers';",
  ],
  [
    'src/norms/x.ts',
    "import { roundHalfUp } from '@/calculators/rounding';",
    "import type { UserProfile } from '@/profile/profileTypes';",
  ],
  [
    'src/profile/x.ts',
    "import { classifyBmi } from '@/norms/classifiers';",
    "import { sessionSummary } from '@/summary/sessionSummary';",
  ],
  [
    'src/summary/x.ts',
    "import type { StoredSessionRecord } from '@/profile/sessionRecord';",
    "import { getAllSessions } from '@/storage/sessionsDb';",
  ],
  [
    'machines/x.ts',
    "import type { StoredSessionRecord } from '@/profile/sessionRecord';",
    "import { storageFailure } from '@/storage/sessionsDb';",
  ],
  [
    'machines/z.ts',
    "import { clientLabel } from '@/clients/clientTypes';",
    "import { getAllSessions } from '@/storage/sessionsDb';",
  ],
  [
    'src/clients/x.ts',
    "import type { StoredSessionRecord } from '@/profile/sessionRecord';",
    "import { FORMULA_START } from '@/storage/sessionExport';",
  ],
  ['src/clients/y.ts', "import { MEASURES } from './progress';", "import Papa from 'papaparse';"],
  ['machines/y.ts', "import { setup } from 'xstate';", "import { useState } from 'react';"],
  [
    'src/storage/x.ts',
    "import type { UserProfile } from '@/profile/profileTypes';",
    "import { profileMachine } from '@machines/profileMachine';",
  ],
  [
    'src/effects/x.ts',
    "import type { TickEvent } from '@machines/timing';",
    "import type { AppActors } from '@/state/createAppActors';",
  ],
  [
    'src/storage/y.ts',
    "import { clientLabel } from '@/clients/clientTypes';",
    "import { classifyBmi } from '@/norms/classifiers';",
  ],
  [
    'src/state/x.ts',
    "import { addSession } from '@/storage/sessionsDb';",
    "import { SiteHeader } from '@/components/SiteHeader';",
  ],
  [
    'src/state/run/x.ts',
    "import { downloadFile } from '@/effects/downloadFile';",
    "import { treadmillSubmission } from '@/features/treadmill/treadmillForm';",
  ],
  [
    'src/components/x.tsx',
    "import { useProfile } from '@/state/AppActorsContext';",
    "import { NAVIGATION } from '@/app/navigation';",
  ],
  [
    'src/components/y.tsx',
    "import { ROUTE_PATHS } from '@/domain/routePaths';",
    "import { isFeedbackWidgetClosed } from '@/storage/uiPreferences';",
  ],
  [
    'src/features/session/x.tsx',
    "import { downloadSessionsCsv } from '@/state/records/sessionFiles';",
    "import { getAllSessions } from '@/storage/sessionsDb';",
  ],
  [
    'src/features/session/y.tsx',
    "import { FormActions } from '@/components/FormActions';",
    "import { shareSummary } from '@/effects/shareSummary';",
  ],
  [
    'src/features/home/x.tsx',
    "import { NumberField } from '@/components/NumberField';",
    "import { ROUTES } from '@/app/routes';",
  ],
  [
    'src/features/treadmill/x.tsx',
    "import { Vo2ResultPanel } from '@/components/Vo2ResultPanel';",
    "import { FieldTestSection } from '@/features/field-tests/FieldTestSection';",
  ],
  [
    'src/features/session/z.tsx',
    "import { SaveDialog } from '@/features/session/SaveDialog';",
    "import { ClientsScreen } from '@/features/clients/ClientsScreen';",
  ],
  ['src/app/x.tsx', "import { openSessionsDb } from '@/storage/sessionsDb';", "import { x } from '../../tests/setup';"],
];

describe('layer rules (eslint.config.js)', () => {
  it.each(CASES)('%s: accepts the right import, reports the wrong one', async (filePath, right, wrong) => {
    expect(await layerViolations(filePath, `${right}\nexport const used = 1;\n`)).toEqual([]);
    expect(await layerViolations(filePath, `${wrong}\nexport const used = 1;\n`)).toHaveLength(1);
  });

  it('reports a relative import that leaves the folder (it would slip past the alias rules)', async () => {
    expect(
      await layerViolations('src/calculators/x.ts', "import type { Sex } from '../profile/profileTypes';\n"),
    ).toHaveLength(1);
  });

  it.each([
    ['a dynamic import()', "export const load = () => import('@/storage/sessionsDb');\n"],
    ['a type import', "import type { SessionsDb } from '@/storage/sessionsDb';\nexport type Db = SessionsDb;\n"],
    ["a type named by import('…')", "export type Db = import('@/storage/sessionsDb').SessionsDb;\n"],
    ['an export from', "export { openSessionsDb } from '@/storage/sessionsDb';\n"],
    ['a library by a dynamic import()', "export const load = () => import('react-dom/client');\n"],
  ])('reports %s of a layer it may not import', async (_kind, code) => {
    expect(await layerViolations('src/domain/x.ts', code)).toHaveLength(1);
    expect(await layerViolations('src/app/x.ts', code)).toEqual([]);
  });

  it('reports a feature that imports another feature by a dynamic import()', async () => {
    const code = "export const load = () => import('@/features/clients/ClientsScreen');\n";
    expect(await layerViolations('src/features/session/x.tsx', code)).toHaveLength(1);
    expect(await layerViolations('src/features/clients/x.tsx', code)).toEqual([]);
  });

  it('reports an import cycle, here errorMessages.ts (which imports errorDetail.ts) imported back by errorDetail.ts', async () => {
    const cycle = await layerViolations(
      'src/domain/errorDetail.ts',
      "import { explainFailure } from './errorMessages';\nexport const f = explainFailure;\n",
    );
    expect(cycle).toHaveLength(1);
    expect(cycle[0]).toContain('src/domain/errorMessages.ts -> src/domain/errorDetail.ts');
    expect(
      await layerViolations(
        'src/domain/errorDetail.ts',
        "import { formatDate } from './dates';\nexport const f = formatDate;\n",
      ),
    ).toEqual([]);
  });

  it('reports a cycle made by a type import or a dynamic import too', async () => {
    const typeOnly = "export type F = typeof import('./errorMessages').explainFailure;\n";
    expect(await layerViolations('src/domain/errorDetail.ts', typeOnly)).toHaveLength(1);
    const dynamic = "export const load = () => import('@/domain/errorMessages');\n";
    expect(await layerViolations('src/domain/errorDetail.ts', dynamic)).toHaveLength(1);
  });

  it('the science core stays free of React and XState', async () => {
    expect(await layerViolations('src/calculators/x.ts', "import { setup } from 'xstate';\n")).toHaveLength(1);
    expect(await layerViolations('src/norms/x.ts', "import { useState } from 'react';\n")).toHaveLength(1);
  });
});
