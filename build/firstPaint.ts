// The first screen painted by the page itself, before the entry has arrived (decision 0200, docs/first-load.md). At
// build time a Vite server inside this plugin loads src/app/firstPaintMarkup.tsx, which draws with the app's own
// components what React's first render draws at home and at each route with an intro. The page carries that markup
// as JSON, and an inline script right after #root (allowed by its hash in the policy) puts the stored theme on the
// page and the current route's markup into #root; the entry hydrates it (React takes over the same nodes). The entry
// starts after that paint: as a module script in the page it runs before the first paint (which then waits for its
// download and evaluation), and fetched beside the page it shares the slow network with what the paint needs.
import { createHash } from 'node:crypto';
import { createServer, type AliasOptions, type Plugin } from 'vite';
import { ROUTE_FILES_ELEMENT_ID } from '../src/app/routeFileList.ts';
import { routeKey } from '../src/app/routeTable.ts';
import type { FirstPaint } from '../src/app/firstPaintMarkup.tsx';

/** The id of the JSON script element that holds the first paints. */
const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/**
 * The inline script: the stored theme first (so a stored Dark is never drawn light), then, unless framed, the markup
 * of the URL's route (its shared parts joined), keyed as the page's preload script keys it (against the route list),
 * with the page's today, inert (not clickable, not focusable) until React has taken it over (main.tsx): a tap on the
 * painted Menu is then not lost on a button without its handler yet.
 * Then the entry (p.entry): once the browser has recorded that paint as the largest
 * (replaced before, it would be recorded again with React's copy, as late as the entry); at once when nothing was
 * painted, in a hidden tab or in a browser without that record; a second without it starts it too.
 */
export function firstPaintScript({ themeScript, framedSource }: Pick<FirstPaint, 'themeScript' | 'framedSource'>) {
  return (
    `(function(p,routes,routeKey,framed){${themeScript}` +
    `var h=function(o,k){return Object.prototype.hasOwnProperty.call(o,k)},d=document,` +
    `k=routeKey(location.hash,function(k){return h(routes,k)}),P=window.PerformanceObserver,o,started,` +
    `run=function(){if(started)return;started=1;if(o)o.disconnect();var s=d.createElement('script');` +
    `s.type='module';s.crossOrigin='';s.src=p.entry;d.head.appendChild(s)};` +
    `var r=d.getElementById('root');` +
    `if(h(p.pages,k)&&!framed(window)){r.innerHTML=` +
    `p.pages[k].map(function(i){return p.parts[i]}).join('').split(p.today).join(new Intl.DateTimeFormat(undefined,p.todayFormat).format(new Date()));` +
    `r.setAttribute('inert','')}else return run();` +
    `if(d.hidden||!P||(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')<0)return run();` +
    `o=new P(run);o.observe({type:'largest-contentful-paint',buffered:true});` +
    `d.addEventListener('visibilitychange',run);setTimeout(run,1000)})` +
    `(JSON.parse(document.getElementById('${FIRST_PAINT_ELEMENT_ID}').textContent),` +
    `JSON.parse(document.getElementById('${ROUTE_FILES_ELEMENT_ID}').textContent).routes,` +
    `${routeKey.toString()},${framedSource})`
  );
}

/** The page without its entry script (the first-paint script starts it), and the script's URL. */
export function withoutEntry(html: string): { html: string; entry: string } {
  const tag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = tag.exec(html)?.[1];
  if (entry === undefined) throw new Error('index.html has no entry script');
  return { html: html.replace(tag, ''), entry };
}

/**
 * The pages as parts, each part once, and each page as the numbers of its parts: the pages share most of their markup
 * (the header and its menu), which written out for each page made the page several times larger uncompressed. Cut
 * before each list item and before <main>: the menu's current link and the main are what differ.
 */
export function sharedParts(pages: Record<string, string>): { parts: string[]; pages: Record<string, number[]> } {
  const parts: string[] = [];
  const numberOf = (part: string) => (parts.includes(part) ? parts.indexOf(part) : parts.push(part) - 1);
  const numbered = Object.entries(pages).map(([key, markup]) => [
    key,
    markup.split(/(?=<(?:li|main)[ >])/).map(numberOf),
  ]);
  return { parts, pages: Object.fromEntries(numbered) as Record<string, number[]> };
}

/** JSON safe inside a script element: no '</' (which would end it) and no '<!--'. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/<(\/|!--)/g, '\\u003c$1');
}

/** `html` with `script` allowed by its hash in the policy meta (whose quotes are written as entities or not). */
export function allowInlineScript(html: string, script: string): string {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return html.replace(
    /script-src (&#39;|')self(&#39;|')/,
    (own, quote: string) => `${own} ${hash.replaceAll("'", quote)}`,
  );
}

/** The built page with the first paints and their script right after the empty #root, which starts the entry. */
export function withFirstPaint(html: string, firstPaint: FirstPaint): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty #root to paint into');
  const { pages, today, todayFormat } = firstPaint;
  const page = withoutEntry(html);
  const script = firstPaintScript(firstPaint);
  const data = scriptSafeJson({ entry: page.entry, ...sharedParts(pages), today, todayFormat });
  return allowInlineScript(page.html, script).replace(
    root,
    `${root}<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${data}</script><script>${script}</script>`,
  );
}

/** The plugin: `module` (a path from the project root) gives the FirstPaint, loaded with the app's `alias`. */
export function firstPaint(module: string, alias: AliasOptions): Plugin {
  let root: string | undefined;
  return {
    name: 'first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        // The app's modules as the dev server runs them (no bundle, no optimizer, no watcher): about a second.
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          resolve: { alias },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const loaded = (await server.ssrLoadModule(module)) as { firstPaint: () => Promise<FirstPaint> };
          return withFirstPaint(html, await loaded.firstPaint());
        } finally {
          await server.close();
        }
      },
    },
  };
}
