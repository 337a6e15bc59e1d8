import { describe, expect, it } from 'vitest';
import { resolveAssetUrl } from './asset-url.ts';

describe('photo paths', () => {
  it.each([
    [null, null],
    ['', null],
    ['https://cdn.example.com/p.jpg', 'https://cdn.example.com/p.jpg'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['users/7/photo', '/api/users/7/photo'],
    ['/users/7/photo', '/api/users/7/photo'],
    ['/api/users/7/photo', '/api/users/7/photo'],
  ])('%s → %s', (input, expected) => {
    expect(resolveAssetUrl(input)).toBe(expected);
  });
});
