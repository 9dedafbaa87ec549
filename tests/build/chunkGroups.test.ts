// The chunking rules on a small module graph made here: which modules travel in the state chunk and the common chunk.
import { describe, expect, it } from 'vitest';
import { chunkMembership, createChunkGroups, type ChunkGroupRules } from '../../build/chunkGroups';
import type { ModuleGraph } from '../../build/moduleGraph';

/** A module graph from 'module: import import …' lines; a module's source is as long as its `size`. */
function graphOf(
  imports: Record<string, string[]>,
  sizes: Record<string, number> = {},
): ModuleGraph & { reads: number } {
  const graph = {
    reads: 0,
    getModuleInfo(id: string) {
      graph.reads += 1;
      const importedIds = imports[id];
      return importedIds ? { importedIds, code: 'x'.repeat(sizes[id] ?? 10_000) } : null;
    },
  };
  return graph;
}

// main imports react; the state root imports xstate, react (it stays in the entry) and 'format', which every screen and
// the intro of screen 'c' import too (so it stays out of the state chunk and the common chunk); three screens share
// 'shared' (imported by all three), 'tiny' (two, small), 'big' (two, large) and 'leaky' (two, small, but it imports
// 'bigDep', large, which no rule puts in the common chunk).
const IMPORTS: Record<string, string[]> = {
  main: ['react'],
  react: [],
  stateRoot: ['xstate', 'react', 'format'],
  xstate: [],
  intro: ['react', 'format'],
  format: [],
  a: ['shared', 'tiny', 'big', 'leaky', 'format'],
  b: ['shared', 'tiny', 'big', 'leaky', 'format'],
  c: ['shared', 'xstate', 'intro', 'format'],
  shared: ['react', 'xstate'],
  tiny: [],
  big: [],
  leaky: ['bigDep'],
  bigDep: [],
};
const RULES: ChunkGroupRules = {
  entry: 'main',
  stateRoots: () => ['stateRoot'],
  screens: new Set(['a', 'b', 'c']),
  intros: new Set(['intro']),
  commonMinScreens: 3,
  smallModuleChars: 4000,
};

describe('chunk groups (decisions 0079 and 0170)', () => {
  it('the state chunk: what its roots import, short of the entry and of what the intros import', () => {
    const { entry, state } = chunkMembership(graphOf(IMPORTS), RULES);
    expect([...entry].sort()).toEqual(['main', 'react']);
    expect([...state].sort()).toEqual(['stateRoot', 'xstate']);
  });

  it('the common chunk: what every screen imports, and small modules two import, never a module with imports outside', () => {
    const { common } = chunkMembership(graphOf(IMPORTS, { tiny: 100, leaky: 100 }), RULES);
    // 'big' and 'bigDep' are shared by two screens only and are not small; 'leaky' would pull in 'bigDep'.
    expect([...common].sort()).toEqual(['shared', 'tiny']);
  });

  it('a module leaves the common chunk when what it imports leaves, until none imports outside', () => {
    const chain = { ...IMPORTS, a: ['outer'], b: ['outer'], outer: ['inner'], inner: ['deep'], deep: [] };
    const small = { outer: 100, inner: 100 };
    expect([...chunkMembership(graphOf(chain, small), RULES).common]).toEqual([]);
    // With 'deep' small too, the whole chain stays.
    expect([...chunkMembership(graphOf(chain, { ...small, deep: 100 }), RULES).common].sort()).toEqual([
      'deep',
      'inner',
      'outer',
    ]);
  });

  it('the groups name a module by its chunk, and read the roots and the graph once per build, anew at the next', () => {
    const graph = graphOf(IMPORTS, { tiny: 100 });
    let rootReads = 0;
    const groups = createChunkGroups({
      ...RULES,
      stateRoots: () => {
        rootReads += 1;
        return ['stateRoot'];
      },
    });
    expect(groups.state('xstate', graph)).toBe('state');
    expect(groups.state('shared', graph)).toBeNull();
    const reads = graph.reads;
    expect(groups.common('shared', graph)).toBe('common');
    expect(groups.common('big', graph)).toBeNull();
    expect(graph.reads).toBe(reads);
    expect(rootReads).toBe(1);
    // The next build starts from nothing: a graph where 'big' is small puts it in the common chunk.
    const start = groups.plugin.buildStart as () => void;
    start();
    expect(groups.common('big', graphOf(IMPORTS, { big: 100 }))).toBe('common');
    expect(rootReads).toBe(2);
  });

  it('a root the graph does not hold fails the build', () => {
    expect(() => chunkMembership(graphOf(IMPORTS), { ...RULES, stateRoots: () => ['stateRoot', 'moved'] })).toThrow(
      /state chunk root moved is not in the build's module graph/,
    );
    expect(() => chunkMembership(graphOf(IMPORTS), { ...RULES, stateRoots: () => [] })).toThrow(
      /No module starts the state chunk/,
    );
    expect(() => chunkMembership(graphOf(IMPORTS), { ...RULES, entry: 'gone' })).toThrow(/entry gone/);
    expect(() => chunkMembership(graphOf(IMPORTS), { ...RULES, screens: new Set(['a', 'renamed']) })).toThrow(
      /screen renamed/,
    );
    expect(() => chunkMembership(graphOf(IMPORTS), { ...RULES, intros: new Set(['gone']) })).toThrow(/intro gone/);
  });
});
