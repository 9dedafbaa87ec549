// decodeRouteSegment: a route segment's text, or null for a malformed escape, never a URIError.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientHistoryPath, decodeRouteSegment } from '@/domain/routePaths';

describe('decodeRouteSegment', () => {
  it('decodes well-formed escapes and leaves plain text as it is', () => {
    expect(decodeRouteSegment('a%20b')).toBe('a b');
    expect(decodeRouteSegment('Zo%C3%AB')).toBe('Zoë');
    expect(decodeRouteSegment('3f2c-41')).toBe('3f2c-41');
    expect(decodeRouteSegment('')).toBe('');
  });

  it.each(['%', '%E0%A4%A', '%E0%A4', '%zz', 'a%2', '%C3'])('gives null for the malformed escape %s', (segment) => {
    expect(decodeRouteSegment(segment)).toBeNull();
  });

  it('reads back every id the app writes into a client history path', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (id) => {
        const segment = clientHistoryPath(id).split('/').at(-1) ?? '';
        expect(decodeRouteSegment(segment)).toBe(id);
      }),
    );
  });
});
