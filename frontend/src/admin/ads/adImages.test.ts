import { describe, expect, it } from 'vitest';
import { adImagePaths } from './adImages';

describe('adImagePaths', () => {
  it.each([
    ['["ads/a.webp","ads/b.webp"]', ['ads/a.webp', 'ads/b.webp']],
    ['ads/only.jpg', ['ads/only.jpg']],
    ['not found', []],
    ['', []],
    [null, []],
    ['[not json', []],
    [['ads/x.png', '', 42], ['ads/x.png']],
  ])('reads %j as %j', (value, paths) => {
    expect(adImagePaths(value)).toEqual(paths);
  });
});
