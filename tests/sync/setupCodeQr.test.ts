import { describe, expect, it } from 'vitest';
import { setupCodeQr } from '@/sync/core/setupCodeQr';
import { setupCodeOf } from '@/sync/core/syncSettings';

/** The dark modules a drawing's path names, as "x,y". */
const darkModules = (path: string) => new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x},${y}`));

describe('the setup code as a QR code', () => {
  const code = setupCodeOf({ origin: 'https://couch.example.org', database: 'coach_ann', user: 'ann' });

  it('draws a QR symbol with its finder patterns inside a four-module quiet zone', () => {
    const { size, path } = setupCodeQr(code);
    const dark = darkModules(path);
    const symbol = size - 8;
    expect((symbol - 17) % 4).toBe(0); // QR versions are 21, 25, 29 ... modules wide
    for (const [x, y] of [
      [4, 4],
      [4 + symbol - 7, 4],
      [4, 4 + symbol - 7],
    ] as const) {
      expect(dark.has(`${x},${y}`)).toBe(true); // a finder pattern's outer ring
      expect(dark.has(`${x + 1},${y + 1}`)).toBe(false); // its light ring
      expect(dark.has(`${x + 3},${y + 3}`)).toBe(true); // its centre
    }
    expect([...dark].some((key) => key.startsWith('0,') || key.endsWith(',0'))).toBe(false);
  });

  it('draws another code differently', () => {
    const other = setupCodeOf({ origin: 'https://couch.example.org', database: 'coach_bob', user: 'bob' });
    expect(setupCodeQr(other).path).not.toBe(setupCodeQr(code).path);
  });
});
