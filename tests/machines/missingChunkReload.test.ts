// Whether a screen whose code cannot be fetched reloads into the new version (decision 0122): only for a missing
// module, only online, and at most once per CHUNK_RELOAD_GUARD_MS, so a chunk still missing never loops.
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isMissingChunkError, shouldReloadForMissingChunk } from '@machines/missingChunkReload';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1/assets/ParqScreen-abc.js',
);
const now = 1_800_000_000_000;

describe('missing chunk reload', () => {
  it("recognises the browsers' messages for a module that could not be fetched, and nothing else", () => {
    expect(isMissingChunkError(chromium)).toBe(true);
    expect(isMissingChunkError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isMissingChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isMissingChunkError(new TypeError("Cannot read properties of null (reading 'x')"))).toBe(false);
    expect(isMissingChunkError(null)).toBe(false);
  });

  it('reloads for a missing chunk when online and no such reload is recent', () => {
    expect(shouldReloadForMissingChunk({ error: chromium, lastReloadAt: null, now, online: true })).toBe(true);
    expect(
      shouldReloadForMissingChunk({ error: chromium, lastReloadAt: now - CHUNK_RELOAD_GUARD_MS, now, online: true }),
    ).toBe(true);
  });

  it('shows the error page instead: offline, another error, or a reload for the same reason less than the guard ago', () => {
    expect(shouldReloadForMissingChunk({ error: chromium, lastReloadAt: null, now, online: false })).toBe(false);
    expect(
      shouldReloadForMissingChunk({ error: new Error('render failed'), lastReloadAt: null, now, online: true }),
    ).toBe(false);
    expect(
      shouldReloadForMissingChunk({
        error: chromium,
        lastReloadAt: now - CHUNK_RELOAD_GUARD_MS + 1,
        now,
        online: true,
      }),
    ).toBe(false);
    expect(shouldReloadForMissingChunk({ error: chromium, lastReloadAt: now + 1_000, now, online: true })).toBe(false); // clock moved back a little
  });
});
