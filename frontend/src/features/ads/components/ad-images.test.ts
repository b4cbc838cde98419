import { describe, expect, it } from 'vitest';
import { adImageUrls, parseImagePaths } from './ad-images';

describe('ad image paths (spec section 3)', () => {
  it('reads a JSON array string, a single path or the text not found', () => {
    expect(parseImagePaths('["ads/a.webp","ads/b.webp"]')).toEqual(['ads/a.webp', 'ads/b.webp']);
    expect(parseImagePaths('ads/one.jpg')).toEqual(['ads/one.jpg']);
    expect(parseImagePaths('not found')).toEqual([]);
    expect(parseImagePaths(null)).toEqual([]);
    expect(parseImagePaths('[broken')).toEqual([]);
  });

  it('prefixes relative paths with the uploads location and leaves absolute ones', () => {
    expect(adImageUrls('["ads/a.webp","https://cdn.example/b.jpg","/uploads/c.png"]')).toEqual([
      '/uploads/ads/a.webp',
      'https://cdn.example/b.jpg',
      '/uploads/c.png',
    ]);
  });
});
