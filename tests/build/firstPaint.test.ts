// @vitest-environment jsdom
// The page's own first paint: the build writes the markup and its script into a built page, and the script paints the
// URL's route, the stored theme and today's date, then starts the entry.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintScript, scriptSafeJson, sharedParts, withFirstPaint, withoutEntry } from '../../build/firstPaint';
import type { FirstPaint } from '@/app/firstPaintMarkup';
import { framedByAnotherOrigin } from '@/app/frameGuard';
import { putThemeOnPage } from '@/state/useTheme';
import { readThemeChoice } from '@/storage/uiPreferences';

const BUILT =
  `<html><head><meta name="app-content-security-policy" content="default-src &#39;self&#39;; script-src &#39;self&#39;">` +
  `<script type="module" crossorigin src="./assets/index-abc.js"></script></head>` +
  `<body><div id="root"></div></body></html>`;

const FIRST_PAINT: FirstPaint = {
  pages: { '/': '<h1>Home</h1>', '/parq': '<h1>Demographics</h1></script>', '/current-session': '<h1>On 1 May</h1>' },
  today: '1 May',
  todayFormat: { day: 'numeric', month: 'long' },
  themeScript: `(${putThemeOnPage.toString()})((${readThemeChoice.toString()})());`,
  framedSource: framedByAnotherOrigin.toString(),
};

/** The page as the browser would have it at `hash` when the script runs, and runs the script. */
function paint(hash: string) {
  const html = withFirstPaint(BUILT, FIRST_PAINT);
  const data = /<script type="application\/json" id="first-paint">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<script type="application/json" id="route-files">{"files":[],"routes":{"/parq":[]},"intros":{}}</script>` +
    `<div id="root"></div><script type="application/json" id="first-paint">${data}</script>`;
  window.location.hash = hash;
  new Function(firstPaintScript(FIRST_PAINT))();
  return document.getElementById('root')?.innerHTML;
}

const entryStarted = () => document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the built page', () => {
  it('carries the first paints and a script allowed by its hash, which starts the entry in its place', () => {
    const html = withFirstPaint(BUILT, FIRST_PAINT);
    const hash = createHash('sha256').update(firstPaintScript(FIRST_PAINT)).digest('base64');
    expect(html).toContain(`script-src &#39;self&#39; &#39;sha256-${hash}&#39;`);
    expect(html).toContain(`<div id="root"></div><script type="application/json" id="first-paint">`);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('Demographics</script>');
  });

  it('refuses a page without an empty root or an entry', () => {
    expect(() => withFirstPaint(BUILT.replace('<div id="root"></div>', ''), FIRST_PAINT)).toThrow(/#root/);
    expect(() => withoutEntry('<html></html>')).toThrow(/entry/);
  });

  it('writes what the pages share once', () => {
    const shared = sharedParts({
      '/': '<ul><li>A</li><li>B</li></ul><main>Home</main>',
      '/a': '<ul><li class="active">A</li><li>B</li></ul><main>A</main>',
    });
    expect(shared.parts).toEqual([
      '<ul>',
      '<li>A</li>',
      '<li>B</li></ul>',
      '<main>Home</main>',
      '<li class="active">A</li>',
      '<main>A</main>',
    ]);
    expect(shared.pages).toEqual({ '/': [0, 1, 2, 3], '/a': [0, 4, 2, 5] });
  });

  it('writes JSON that no markup can end early', () => {
    expect(JSON.parse(scriptSafeJson({ a: '</script><!-- x' }))).toEqual({ a: '</script><!-- x' });
    expect(scriptSafeJson({ a: '</script><!--' })).not.toMatch(/<\/|<!--/);
  });
});

describe('the first-paint script', () => {
  it('paints the markup of the URL route, keyed as the route list keys it', () => {
    expect(paint('#/Parq/')).toBe('<h1>Demographics</h1>');
    expect(paint('')).toBe('<h1>Home</h1>');
  });

  it('leaves a painted page inert (no tap lost on a button without its handler) and an unpainted one usable', () => {
    paint('#/parq');
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
    paint('#/clients/7');
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
  });

  it("writes the page's own today where the build wrote its today", () => {
    const today = new Intl.DateTimeFormat(undefined, FIRST_PAINT.todayFormat).format(new Date());
    expect(paint('#/current-session')).toBe(`<h1>On ${today}</h1>`);
  });

  it('paints nothing at a route it has no markup for, and starts the entry at once', () => {
    expect(paint('#/clients/7')).toBe('');
    expect(entryStarted()).toBe('./assets/index-abc.js');
  });

  it('puts the stored theme on the page first, at every route', () => {
    localStorage.setItem('themeChoice', 'dark');
    paint('#/clients/7');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('starts the entry once the browser has recorded the paint as the largest', () => {
    const observers: { callback: () => void; type?: string }[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          type?: string;
          constructor(readonly callback: () => void) {
            observers.push(this);
          }
          observe(options: { type: string }) {
            this.type = options.type;
          }
          disconnect() {}
        },
        { supportedEntryTypes: ['largest-contentful-paint'] },
      ),
    );
    paint('#/parq');
    expect(entryStarted()).toBeNull();
    expect(observers.map((observer) => observer.type)).toEqual(['largest-contentful-paint']);
    observers[0]?.callback();
    observers[0]?.callback();
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
