// Which frames the page refuses to run in: any whose ancestors include another origin, or cannot be read.
import { describe, expect, it } from 'vitest';
import { framedByAnotherOrigin } from '@/app/frameGuard';

const ORIGIN = 'https://fitness.example';

/** A window as far as the check reads it: itself, its top, and its location's origin and ancestor origins. */
function view(options: { framed: boolean; topOrigin?: string | 'unreadable'; ancestors?: string[] }): Window {
  const self = {} as { self: unknown; top: unknown; location: unknown };
  const top = options.framed
    ? {
        get location() {
          if (options.topOrigin === 'unreadable') throw new DOMException('Blocked a frame', 'SecurityError');
          return { origin: options.topOrigin ?? ORIGIN };
        },
      }
    : self;
  self.self = self;
  self.top = top;
  self.location = {
    origin: ORIGIN,
    ...(options.ancestors ? { ancestorOrigins: options.ancestors } : {}),
  };
  return self as unknown as Window;
}

describe('framedByAnotherOrigin', () => {
  it('is false for a page in its own window', () => {
    expect(framedByAnotherOrigin(view({ framed: false }))).toBe(false);
  });

  it("is false in a frame of the app's own origin", () => {
    expect(framedByAnotherOrigin(view({ framed: true, ancestors: [ORIGIN] }))).toBe(false);
  });

  it('is true when the top window cannot be read (another origin)', () => {
    expect(framedByAnotherOrigin(view({ framed: true, topOrigin: 'unreadable' }))).toBe(true);
  });

  it('is true when any ancestor is of another origin, even with a top of the same origin', () => {
    expect(framedByAnotherOrigin(view({ framed: true, ancestors: ['https://other.example', ORIGIN] }))).toBe(true);
  });

  it('without ancestorOrigins (Firefox), the top window decides', () => {
    expect(framedByAnotherOrigin(view({ framed: true, topOrigin: 'https://other.example' }))).toBe(true);
    expect(framedByAnotherOrigin(view({ framed: true }))).toBe(false);
  });
});
