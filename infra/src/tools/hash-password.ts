import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../../../services/server-kit/src/password-hash';

/** `npm run hash-password`: prints an ADMIN_PASSWORD_HASH for .env or docker compose. */
async function main(): Promise<void> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const password = await rl.question('Admin password (12+ characters): ');
  rl.close();
  if (password.length < 12) {
    console.error('Too short: use at least 12 characters.');
    process.exit(1);
  }
  console.log(await hashPassword(password));
}

void main();
