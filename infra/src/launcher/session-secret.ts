import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The VIP session cookie's HMAC key for the native stack: SESSION_SECRET from the environment
 * wins (the caller spreads it over this); otherwise one generated per data folder and kept
 * there (mode 600) so VIP sessions survive restarts, or a throw-away one for test stacks.
 */
export function resolveSessionSecret(dataDir: string, persistent: boolean): string {
  if (!persistent) return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
