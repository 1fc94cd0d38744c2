import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../../../services/server-kit/src/password-hash';

export interface AdminCredentials {
  user: string;
  passwordHash: string;
  /** Only set the one time a password was generated, so it can be printed once. */
  generatedPassword?: string;
  source: 'environment' | 'stored' | 'generated';
}

/**
 * Admin credentials for the native stack: ADMIN_PASSWORD_HASH or ADMIN_PASSWORD from the
 * environment (or .env), else the hash stored by an earlier start, else a new strong password
 * whose hash alone is stored; the password itself is shown once and kept nowhere.
 */
export async function resolveAdminCredentials(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<AdminCredentials> {
  const user = env.ADMIN_USER || 'admin';
  if (env.ADMIN_PASSWORD_HASH) return { user, passwordHash: env.ADMIN_PASSWORD_HASH, source: 'environment' };
  if (env.ADMIN_PASSWORD) return { user, passwordHash: await hashPassword(env.ADMIN_PASSWORD), source: 'environment' };
  const file = path.join(dataDir, 'admin-credentials.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { user: string; passwordHash: string };
    return { user: stored.user, passwordHash: stored.passwordHash, source: 'stored' };
  }
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  return { user, passwordHash, generatedPassword: password, source: 'generated' };
}

/**
 * Stores a generated hash. Called only once the stack is up and the password has been shown,
 * so a start that fails half-way never leaves a hash whose password nobody saw.
 */
export function persistGeneratedCredentials(dataDir: string, creds: AdminCredentials): void {
  if (creds.source !== 'generated') return;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, 'admin-credentials.json'), JSON.stringify({ user: creds.user, passwordHash: creds.passwordHash }, null, 2), { mode: 0o600 });
}
