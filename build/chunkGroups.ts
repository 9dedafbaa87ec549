// How the build groups the app's modules into chunks (decisions 0079 and 0170; docs/first-load.md), as two rules:
// - the state chunk: everything the state roots (the modules marked `// Chunk: state`, build/stateRoots.ts) import
//   statically, short of what the entry already holds and what the screens' intros import (an intro paints before the
//   state is asked for: its imports stay in their own small chunk);
// - the common chunk: every module that `commonMinScreens` lazy screens import (short of the entry, the intros' imports
//   and the state chunk), and each small module (under `smallModuleChars` source characters) that two or more import,
//   but only where all it imports is in the entry, the state chunk or the common chunk itself, so loading it pulls in
//   nothing more. The screens keep their own chunks; everything else is Rolldown's automatic split.
// Both read the roots and the module graph once per build: the groups' plugin forgets them when a build starts.
import type { Plugin } from 'vite';
import { requireModule, staticImports, type ModuleGraph } from './moduleGraph.ts';

export interface ChunkGroupRules {
  /** The app's entry module. */
  readonly entry: string;
  /** The modules the state chunk starts from, read once per build; none, or one the build does not hold, fails it. */
  readonly stateRoots: () => readonly string[];
  /** Each lazy screen's module. */
  readonly screens: ReadonlySet<string>;
  /** Each screen intro's module (src/app/routeTable.ts). */
  readonly intros: ReadonlySet<string>;
  readonly commonMinScreens: number;
  readonly smallModuleChars: number;
}

export interface ChunkGroups {
  /** 'state' for a module of the state chunk, else null (a Rolldown codeSplitting group's name function). */
  state(id: string, graph: ModuleGraph): string | null;
  /** 'common' for a module of the common chunk, else null. */
  common(id: string, graph: ModuleGraph): string | null;
  /** Forgets the membership at the start of each build, so a watch rebuild or a second build reads its own graph. */
  readonly plugin: Plugin;
}

interface Membership {
  readonly entry: Set<string>;
  readonly state: Set<string>;
  readonly common: Set<string>;
}

/** The modules of the entry, the state chunk and the common chunk, from the graph. */
export function chunkMembership(graph: ModuleGraph, rules: ChunkGroupRules): Membership {
  requireModule(graph, rules.entry, 'entry');
  const stateRoots = rules.stateRoots();
  if (stateRoots.length === 0) throw new Error('No module starts the state chunk');
  for (const root of stateRoots) requireModule(graph, root, 'state chunk root');
  for (const screen of rules.screens) requireModule(graph, screen, 'screen');
  for (const intro of rules.intros) requireModule(graph, intro, 'intro');
  const entry = staticImports(graph, rules.entry);
  const painted = new Set([...rules.intros].flatMap((intro) => [...staticImports(graph, intro, entry)]));
  const beforeState = new Set([...entry, ...painted]);
  const state = new Set(stateRoots.flatMap((root) => [...staticImports(graph, root, beforeState)]));
  const elsewhere = new Set([...beforeState, ...state]);
  const importedBy = new Map<string, number>();
  for (const screen of rules.screens) {
    for (const module of staticImports(graph, screen, elsewhere))
      importedBy.set(module, (importedBy.get(module) ?? 0) + 1);
  }
  const small = (module: string) => (graph.getModuleInfo(module)?.code?.length ?? Infinity) < rules.smallModuleChars;
  const common = new Set(
    [...importedBy]
      .filter(([module]) => !rules.screens.has(module))
      .filter(([module, count]) => count >= rules.commonMinScreens || (count >= 2 && small(module)))
      .map(([module]) => module),
  );
  // A module whose imports would stay outside leaves, until every module left imports only what is loaded with it.
  for (let changed = true; changed;) {
    changed = false;
    for (const module of common) {
      const imports = graph.getModuleInfo(module)?.importedIds ?? [];
      if (imports.every((imported) => common.has(imported) || elsewhere.has(imported))) continue;
      common.delete(module);
      changed = true;
    }
  }
  return { entry, state, common };
}

/** The two groups' name functions, reading the graph the first time either is asked in a build. */
export function createChunkGroups(rules: ChunkGroupRules): ChunkGroups {
  let membership: Membership | null = null;
  const read = (graph: ModuleGraph) => (membership ??= chunkMembership(graph, rules));
  return {
    state: (id, graph) => (read(graph).state.has(id) ? 'state' : null),
    common: (id, graph) => (read(graph).common.has(id) ? 'common' : null),
    plugin: {
      name: 'chunk-groups',
      apply: 'build',
      buildStart() {
        membership = null;
      },
    },
  };
}
