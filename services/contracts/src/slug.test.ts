import { slugify } from './slug';

describe('slugify', () => {
  it('lower-cases, drops other characters and joins words with hyphens', () => {
    expect(slugify('Super Mario: Bros!')).toBe('super-mario-bros');
  });
  it('merges repeated hyphens and trims them at the ends', () => {
    expect(slugify('  A -- B  ')).toBe('a-b');
  });
  it('drops non-latin letters entirely', () => {
    expect(slugify('数独 Sudoku 2')).toBe('sudoku-2');
  });
});
