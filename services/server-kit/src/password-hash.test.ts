import { hashPassword, verifyPassword, constantTimeEqual } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses malformed hashes without throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });

  it('compares strings of any length', () => {
    expect(constantTimeEqual('admin', 'admin')).toBe(true);
    expect(constantTimeEqual('admin', 'admin2')).toBe(false);
  });
});
