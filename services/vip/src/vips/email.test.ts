import { normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com'));
  it('refuses an address without @', () => expect(normalizeEmail('ann.example.com')).toBeNull());
  it('refuses two @ or a bare domain', () => {
    expect(normalizeEmail('a@b@c.com')).toBeNull();
    expect(normalizeEmail('ann@localhost')).toBeNull();
  });
});
