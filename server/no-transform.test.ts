import { describe, expect, it } from 'vitest';
import { withNoTransform } from './no-transform.ts';

describe('withNoTransform', () => {
  it.each([
    ['public, max-age=31536000, immutable', 'public, max-age=31536000, immutable, no-transform'],
    ['no-store', 'no-store, no-transform'],
    [undefined, 'no-transform'],
    ['', 'no-transform'],
    [['no-cache', 'private'], 'no-cache, private, no-transform'],
  ])('keeps %j and adds no-transform', (value, expected) => {
    expect(withNoTransform(value)).toBe(expected);
  });

  it('does not add it twice', () => {
    expect(withNoTransform('no-store, No-Transform')).toBe('no-store, No-Transform');
    expect(withNoTransform(withNoTransform('no-cache'))).toBe('no-cache, no-transform');
  });
});
