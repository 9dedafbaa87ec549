// @vitest-environment jsdom
// The page's list of each route's files, from a bundle of a few chunks made here.
import { describe, expect, it } from 'vitest';
import type { OutputChunk } from 'rolldown';
import { routeFileList } from '../../build/routeChunkPreload';

function chunk(
  fileName: string,
  imports: string[],
  extra: Partial<OutputChunk> & { css?: string[] } = {},
): OutputChunk {
  const { css = [], ...rest } = extra;
  return {
    fileName,
    imports,
    isEntry: false,
    name: fileName,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as unknown as OutputChunk;
}

const CHUNKS = [
  chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
  chunk('assets/react.js', []),
  chunk('assets/state.js', ['assets/react.js'], { name: 'state' }),
  chunk('assets/parq.js', ['assets/common.js', 'assets/react.js'], {
    facadeModuleId: '/src/Parq.tsx',
    css: ['assets/parq.css'],
  }),
  chunk('assets/common.js', [], { css: ['assets/common.css'] }),
  chunk('assets/history.js', ['assets/common.js'], { facadeModuleId: '/src/History.tsx' }),
  chunk('assets/nested.js', [], { facadeModuleId: '/src/Nested.tsx' }),
  chunk('assets/parqIntro.js', ['assets/react.js'], { facadeModuleId: '/src/ParqIntro.tsx' }),
];
const ROUTES = new Map([
  ['/src/Parq.tsx', '/parq'],
  ['/src/History.tsx', '/clients/:id'],
  ['/src/Nested.tsx', '/a/:id/b'],
]);

describe('route file list (decisions 0079 and 0095)', () => {
  it('each route: its screen, what it imports, the state chunk and their CSS, short of the entry; each file once', () => {
    const list = routeFileList(CHUNKS, (c) => (c.facadeModuleId ? ROUTES.get(c.facadeModuleId) : undefined));
    expect(list).not.toBeNull();
    const files = (route: string) => list!.routes[route]!.map((n) => list!.files[n]);
    expect(files('/parq')).toEqual(['parq.js', 'common.js', 'state.js', 'parq.css', 'common.css']);
    // A parameter as the last segment is keyed by the segments before it; one inside the path gets no entry.
    expect(files('/clients/:')).toEqual(['history.js', 'common.js', 'state.js', 'common.css']);
    expect(Object.keys(list!.routes).sort()).toEqual(['/clients/:', '/parq']);
    expect(new Set(list!.files).size).toBe(list!.files.length);
  });

  it("a route's intro: its chunk alone beyond the entry, listed apart from the screen's files", () => {
    const list = routeFileList(
      CHUNKS,
      (c) => (c.facadeModuleId ? ROUTES.get(c.facadeModuleId) : undefined),
      (c) => (c.facadeModuleId === '/src/ParqIntro.tsx' ? '/parq' : undefined),
    );
    const intro = (route: string) => list!.intros[route]!.map((n) => list!.files[n]);
    expect(intro('/parq')).toEqual(['parqIntro.js']);
    expect(Object.keys(list!.intros)).toEqual(['/parq']);
  });

  it('no entry chunk, no list', () => {
    expect(routeFileList(CHUNKS.slice(1), () => undefined)).toBeNull();
  });
});
