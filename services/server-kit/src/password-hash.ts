import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash, type ScryptOptions } from 'node:crypto';

// scrypt parameters: N=2^15 keeps one verification near 50-100 ms, slow for guessing but
// fine for an admin sign-in (successful checks are cached per process, see admin-auth.ts).
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Format: scrypt$N$r$p$saltBase64$hashBase64 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * N * R });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, 'base64');
  const cost = Number(n);
  const blockSize = Number(r);
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: cost,
    r: blockSize,
    p: Number(p),
    maxmem: 256 * cost * blockSize,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Compares two strings in constant time with respect to their content. */
export function constantTimeEqual(a: string, b: string): boolean {
  // Hashing first gives equal-length inputs, so length differences do not leak either.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}
