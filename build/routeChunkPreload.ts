// No waterfall on a first visit to a lazy route (decisions 0079 and 0095): index.html carries the list of each route's
// files (a JSON script element, never run), and a tiny inline script, allowed by its hash in the Content-Security-
// Policy, reads the route from the URL hash and preloads that screen's chunks and CSS and the state chunk, so they
// download beside the entry script instead of after it has run. The entry reads the same list when it starts a
// route's chunk later (src/app/routePreload.ts), so its own imports of those chunks carry no second copy of it.
// A route whose last segment is a parameter (a client's history) is found by its other segments (routeKey).
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { ROUTE_FILES_ELEMENT_ID, inlinePreloadScript, type RouteFileList } from '../src/app/routeFileList.ts';
import { routeKey } from '../src/app/routeTable.ts';
import { allowInlineScript } from './firstPaint.ts';

/** A route's key in the page's list; a parameter is matched only as the last segment ('/clients/:id' is keyed
 * '/clients/:'), so a route with one inside its path gets none. */
function listedKey(path: string | undefined): string | undefined {
  return path && !/:.*\//.test(path) ? routeKey(path) : undefined;
}

export interface RouteChunkPreload {
  readonly plugin: Plugin;
  /**
   * Vite's modulePreload.resolveDependencies: the entry's imports of the listed routes' chunks and their intros'
   * preload nothing of their own (their CSS excepted, which Vite always adds); the entry takes each route's files from
   * the page's list.
   */
  resolveDependencies(file: string, deps: string[], context: { hostId: string }): string[];
}

/**
 * The plugin for one build; `routeOfScreen` maps each lazy screen's module to its route path, `routeOfIntro` each
 * screen intro's module.
 */
export function routeChunkPreload(
  routeOfScreen: ReadonlyMap<string, string>,
  routeOfIntro: ReadonlyMap<string, string> = new Map(),
): RouteChunkPreload {
  // What the page's list says of this build: the entry's file, and the chunks of the routes and intros it lists.
  let entryFile = '';
  const listedChunks = new Set<string>();
  const routeOf = (chunk: OutputChunk) => (chunk.facadeModuleId ? routeOfScreen.get(chunk.facadeModuleId) : undefined);
  const introOf = (chunk: OutputChunk) => (chunk.facadeModuleId ? routeOfIntro.get(chunk.facadeModuleId) : undefined);

  const plugin: Plugin = {
    name: 'route-chunk-preload',
    apply: 'build',
    // Runs before Vite writes the preload lists into the chunks (its import analysis comes after the app's plugins).
    generateBundle(_options, bundle) {
      listedChunks.clear();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        if (item.isEntry) entryFile = item.fileName;
        if (listedKey(routeOf(item)) || listedKey(introOf(item))) listedChunks.add(item.fileName);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const list = routeFileList(chunks, routeOf, introOf);
        if (!list) return html;
        const script = inlinePreloadScript();
        const policy = allowInlineScript(html, script);
        // Before every other script: a parser-inserted script waits for the blocking scripts (the policy's) and style
        // sheets before it, and the route's preloads then started a round trip or two late. It only links files of
        // the page's own origin, which the policy allows anyway (its hash stays in the policy all the same).
        const listAndScript =
          `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${JSON.stringify(list)}</script>` +
          `<script>${script}</script>`;
        const firstModule = policy.search(/<script/);
        if (firstModule < 0) throw new Error('index.html has no script to preload beside');
        return policy.slice(0, firstModule) + listAndScript + policy.slice(firstModule);
      },
    },
  };

  return {
    plugin,
    resolveDependencies: (file, deps, { hostId }) => (hostId === entryFile && listedChunks.has(file) ? [] : deps),
  };
}

/**
 * Each route's files beyond the entry's: its screen's chunk and what that imports, the state chunk and what that
 * imports, and their CSS; and for a route with an intro, the intro's chunk, what it imports and their CSS. Each file is
 * listed once and named by number, so the map of 30-odd routes stays a few kB.
 */
export function routeFileList(
  chunks: readonly OutputChunk[],
  routeOf: (chunk: OutputChunk) => string | undefined,
  introOf: (chunk: OutputChunk) => string | undefined = () => undefined,
): RouteFileList | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return null;
  const inEntry = withImports(entry.fileName);
  const state = chunks.find((chunk) => chunk.name === 'state');
  const files: string[] = [];
  const number = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  /** The numbers of these chunks' files beyond the entry's, their CSS after them. */
  const numbered = (scripts: string[]) => {
    const js = scripts.filter((file) => !inEntry.has(file));
    const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    return [...new Set([...js, ...css])].map((file) => number(file.replace(/^assets\//, '')));
  };
  const routes: Record<string, number[]> = {};
  const intros: Record<string, number[]> = {};
  for (const chunk of chunks) {
    const screenKey = listedKey(routeOf(chunk));
    if (screenKey)
      routes[screenKey] = numbered([...withImports(chunk.fileName), ...(state ? withImports(state.fileName) : [])]);
    const introKey = listedKey(introOf(chunk));
    if (introKey) intros[introKey] = numbered([...withImports(chunk.fileName)]);
  }
  return { files, routes, intros };
}
