import { formatPlays } from './format';

describe('formatPlays', () => {
  it('keeps counts under 1000 as they are', () => expect(formatPlays(999)).toBe('999'));
  it('shows N.Nk from 1000, rounding down', () => {
    expect(formatPlays(1000)).toBe('1.0k');
    expect(formatPlays(12_345)).toBe('12.3k');
    expect(formatPlays(1_999)).toBe('1.9k');
  });
});
