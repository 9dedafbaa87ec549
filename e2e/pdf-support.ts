// A printed PDF rendered to PNG inside the test (decision 0146): Chromium's own PDF of a page (page.pdf)
// is drawn page by page with pdf.js (the pdfjs-dist devDependency) into a <canvas> of a blank Chromium page, so no
// native module is needed. Each page keeps its canvas in that page for pixel checks, and comes back with its text
// runs, the rectangles its raster images (the charts' canvases) were drawn into, and its PNG. 1 CSS px of the printed
// page is SCALE image px.
import type { BrowserContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

/** Image pixels per CSS pixel of the printed page (pdf.js draws 1 PDF point at 4/3 CSS px times this). */
export const SCALE = 2;

/** An origin only the route below answers: the renderer page runs with no app, no CSP and no service worker. */
const ORIGIN = 'http://pdf-render.test';
const PDFJS_ROOT = join(process.cwd(), 'node_modules', 'pdfjs-dist');

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.html': 'text/html',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.bcmap': 'application/octet-stream',
};

const PAGE_HTML = `<!doctype html><meta charset="utf-8"><title>PDF render</title>
<script type="module">
  import * as pdfjs from '/build/pdf.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = '/build/pdf.worker.mjs';
  window.pdfjs = pdfjs;
  document.title = 'ready';
</script>`;

export interface TextRun {
  readonly text: string;
  /** Left end of the run's baseline, in image px. */
  readonly x: number;
  readonly y: number;
  /** The run's font size in image px. */
  readonly size: number;
}

export interface ImageRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface RenderedPage {
  readonly width: number;
  readonly height: number;
  readonly text: readonly TextRun[];
  /** Every raster image drawn on the page, in drawing order (the charts' canvases), in image px. */
  readonly images: readonly ImageRect[];
  readonly png: Buffer;
}

/** A blank page of `context` that serves pdf.js from node_modules and can render PDFs. */
export async function openPdfRenderer(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/' || path === '/index.html') {
      await route.fulfill({ contentType: 'text/html', body: PAGE_HTML });
      return;
    }
    const file = normalize(join(PDFJS_ROOT, path));
    if (!file.startsWith(PDFJS_ROOT)) {
      await route.fulfill({ status: 404 });
      return;
    }
    try {
      const ext = path.slice(path.lastIndexOf('.'));
      await route.fulfill({ contentType: TYPES[ext] ?? 'application/octet-stream', body: await readFile(file) });
    } catch {
      await route.fulfill({ status: 404 });
    }
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => document.title === 'ready');
  return page;
}

/**
 * Renders every page of `pdf` in `renderer` (from openPdfRenderer). The canvases stay in the renderer as
 * `window.__pdfPages[i]` for pixelsIn / countColour below.
 */
export async function renderPdf(renderer: Page, pdf: Buffer): Promise<RenderedPage[]> {
  const pages = await renderer.evaluate(
    async ({ base64, scale }) => {
      type Pdfjs = {
        getDocument: (source: object) => {
          promise: Promise<{ numPages: number; getPage: (n: number) => Promise<PdfPage> }>;
        };
      };
      type Viewport = {
        width: number;
        height: number;
        transform: number[];
        convertToViewportPoint: (x: number, y: number) => number[];
      };
      type PdfPage = {
        getViewport: (o: { scale: number }) => Viewport;
        render: (o: object) => { promise: Promise<void> };
        getTextContent: () => Promise<{ items: { str?: string; transform?: number[] }[] }>;
      };
      const w = window as unknown as { pdfjs: Pdfjs; __pdfPages: HTMLCanvasElement[] };
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const doc = await w.pdfjs.getDocument({ data, standardFontDataUrl: '/standard_fonts/', cMapUrl: '/cmaps/' })
        .promise;
      w.__pdfPages = [];
      const out = [];
      for (let n = 1; n <= doc.numPages; n += 1) {
        const page = await doc.getPage(n);
        // 1 PDF point = 4/3 CSS px: at this scale one CSS px of the printed page is `scale` image px.
        const viewport = page.getViewport({ scale: (scale * 4) / 3 });
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.fillStyle = '#ffffff'; // paper
        context.fillRect(0, 0, canvas.width, canvas.height);
        // Where each raster image lands: pdf.js draws an image XObject with drawImage into the unit square of the
        // current transform, so the transformed destination rectangle is the image's place on the page.
        const images: { left: number; top: number; right: number; bottom: number }[] = [];
        const drawImage = context.drawImage.bind(context) as (...args: unknown[]) => void;
        (context as unknown as { drawImage: (...args: unknown[]) => void }).drawImage = (...args: unknown[]) => {
          const source = args[0] as { width: number; height: number };
          const dest = args.length >= 9 ? args.slice(5, 9) : args.length >= 5 ? args.slice(1, 5) : null;
          if (dest && source.width >= 60 && source.height >= 40) {
            const [dx, dy, dw, dh] = dest as number[];
            const m = context.getTransform();
            const xs = [dx!, dx! + dw!].flatMap((x) => [dy!, dy! + dh!].map((y) => m.a * x + m.c * y + m.e));
            const ys = [dx!, dx! + dw!].flatMap((x) => [dy!, dy! + dh!].map((y) => m.b * x + m.d * y + m.f));
            images.push({
              left: Math.min(...xs),
              right: Math.max(...xs),
              top: Math.min(...ys),
              bottom: Math.max(...ys),
            });
          }
          drawImage(...args);
        };
        await page.render({ canvasContext: context, canvas, viewport, background: 'rgb(255,255,255)' }).promise;
        const content = await page.getTextContent();
        const text = content.items.flatMap((item) => {
          if (!item.str || !item.transform) return [];
          const [x, y] = viewport.convertToViewportPoint(item.transform[4]!, item.transform[5]!);
          const size = Math.hypot(item.transform[2]!, item.transform[3]!) * ((scale * 4) / 3);
          return [{ text: item.str, x: x!, y: y!, size }];
        });
        w.__pdfPages.push(canvas);
        out.push({ width: canvas.width, height: canvas.height, text, images, png: canvas.toDataURL('image/png') });
      }
      return out;
    },
    { base64: pdf.toString('base64'), scale: SCALE },
  );
  return pages.map((p) => ({ ...p, png: Buffer.from(p.png.slice(p.png.indexOf(',') + 1), 'base64') }));
}

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** 'rgb(6, 63, 71)' or '#063f47' as numbers. */
export function parseColour(css: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css.trim());
  if (hex) return { r: parseInt(hex[1]!, 16), g: parseInt(hex[2]!, 16), b: parseInt(hex[3]!, 16) };
  const [r = NaN, g = NaN, b = NaN] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return { r, g, b };
}

/** Luminance as a greyscale print makes it (Rec. 601 weights), 0-255. */
export function grey({ r, g, b }: Rgb): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** What pixelsIn finds in a rectangle of a rendered page. */
export interface RegionPixels {
  /** Per column, how many of its pixels are within `tolerance` of the colour asked for. */
  readonly columns: readonly number[];
  /** The rows on which that colour runs as a dashed line: `minRuns` dashes or more, over 30 % of the width. */
  readonly dashedRows: readonly number[];
  /** The average colour of the rectangle. */
  readonly average: Rgb;
  /** The darkest pixel in greyscale (Rec. 601), 0-255. */
  readonly darkestGrey: number;
}

/**
 * Reads a rectangle of rendered page `index` inside the renderer (a canvas of a few hundred thousand pixels is not
 * sent across): the columns and dashed rows of `colour`, the average colour and the darkest grey.
 */
export async function pixelsIn(
  renderer: Page,
  index: number,
  rect: ImageRect,
  colour: Rgb = { r: 0, g: 0, b: 0 },
  options: { tolerance?: number; minRuns?: number } = {},
): Promise<RegionPixels> {
  return renderer.evaluate(
    ({ index, rect, colour, tolerance, minRuns }) => {
      const canvas = (window as unknown as { __pdfPages: HTMLCanvasElement[] }).__pdfPages[index]!;
      const left = Math.max(0, Math.floor(rect.left));
      const top = Math.max(0, Math.floor(rect.top));
      const width = Math.max(1, Math.min(canvas.width, Math.ceil(rect.right)) - left);
      const height = Math.max(1, Math.min(canvas.height, Math.ceil(rect.bottom)) - top);
      const data = canvas.getContext('2d')!.getImageData(left, top, width, height).data;
      const columns = new Array<number>(width).fill(0);
      const dashedRows: number[] = [];
      const sum = { r: 0, g: 0, b: 0 };
      let darkestGrey = 255;
      for (let y = 0; y < height; y += 1) {
        let runs = 0;
        let covered = 0;
        let inRun = false;
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 4;
          const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
          sum.r += r;
          sum.g += g;
          sum.b += b;
          darkestGrey = Math.min(darkestGrey, 0.299 * r + 0.587 * g + 0.114 * b);
          const on =
            Math.abs(r - colour.r) <= tolerance &&
            Math.abs(g - colour.g) <= tolerance &&
            Math.abs(b - colour.b) <= tolerance;
          if (on) {
            columns[x] = columns[x]! + 1;
            covered += 1;
            if (!inRun) runs += 1;
          }
          inRun = on;
        }
        if (runs >= minRuns && covered >= width * 0.3) dashedRows.push(y);
      }
      const n = width * height;
      return { columns, dashedRows, average: { r: sum.r / n, g: sum.g / n, b: sum.b / n }, darkestGrey };
    },
    { index, rect, colour, tolerance: options.tolerance ?? 20, minRuns: options.minRuns ?? 6 },
  );
}
