// The stack is the design card's (decision 0106): package.json names every package of the card, pinned exactly
// (`xstate/graph` stands for @xstate/test, its successor in XState 5, and is used), and there is one router:
// react-router-dom, with no second router package and no router of the app's own.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const declared = { ...pkg.dependencies, ...pkg.devDependencies };

const DESIGN_CARD = [
  'react',
  'react-dom',
  'react-router-dom',
  'xstate',
  '@xstate/react',
  'idb',
  'vite',
  'vitest',
  '@testing-library/react',
];

/** Router packages other than react-router-dom (react-router itself comes with it and is never declared apart). */
const OTHER_ROUTERS =
  /^(react-router|@tanstack\/react-router|@tanstack\/router.*|wouter|wouter-preact|@reach\/router|react-location|@remix-run\/router|navigo|page|universal-router)$/;

/** Every source file under `dir` (recursively). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe("the design card's stack in package.json", () => {
  it.each(DESIGN_CARD)('%s is a dependency, pinned to an exact version', (name) => {
    expect(declared[name], name).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('xstate/graph stands for @xstate/test: the machine path tests use it, and @xstate/test is not declared', () => {
    expect(declared['@xstate/test']).toBeUndefined();
    expect(readFileSync('tests/support/pathTesting.ts', 'utf8')).toMatch(/from 'xstate\/graph'/);
  });

  it("react-router-dom is the one router: no second router package, none of the app's own", () => {
    expect(Object.keys(declared).filter((name) => OTHER_ROUTERS.test(name))).toEqual([]);
    expect(existsSync('src/components/hashRouter.tsx')).toBe(false);
    const ownRouters = sourceFiles('src').filter((file) =>
      /\b(createHashHistory|createMemoryHistory)\b|export function (HashRouter|MemoryRouter|Routes)\b/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(ownRouters).toEqual([]);
    const otherRouterImports = sourceFiles('src').filter((file) =>
      /from '(react-router|react-router\/dom|wouter|@tanstack\/react-router)'/.test(readFileSync(file, 'utf8')),
    );
    expect(otherRouterImports).toEqual([]);
  });
});
