// The part of Rolldown's module graph the chunking rules read: a module's static imports and its source.
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
}

/** Every module `from` imports statically, transitively, `from` included, short of the modules in `stop`. */
export function staticImports(graph: ModuleGraph, from: string, stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The module info of a root the rules start from; a root the graph does not hold fails the build. */
export function requireModule(graph: ModuleGraph, id: string, role: string): void {
  if (graph.getModuleInfo(id) === null) throw new Error(`The ${role} ${id} is not in the build's module graph`);
}
