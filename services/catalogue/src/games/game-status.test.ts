import { mapGameStatus } from './game-status';

describe('catalogue status mapping', () => {
  it.each([
    ['active', 'published'],
    ['published', 'published'],
    ['draft', 'draft'],
    ['pending', 'pending'],
    ['rejected', 'rejected'],
    ['archived', 'archived'],
    ['disabled', 'disabled'],
    [' Archived ', 'archived'],
    ['whatever', 'published'],
    ['', 'published'],
  ])('%s becomes %s', (input, expected) => {
    expect(mapGameStatus(input)).toBe(expected);
  });
});
