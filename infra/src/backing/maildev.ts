import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';
import { freePort, httpOk, waitFor } from './ports';
import type { ProcessGroup } from './process-group';

export interface MailDevHandle {
  smtpPort: number;
  /** Web UI and REST API (`GET /email` lists the messages received). */
  webUrl: string;
}

/**
 * MailDev (a devDependency): a real SMTP server on a free loopback port that keeps every mail
 * and shows it in a web UI. Used when no SMTP server is configured, so VIP sign-in links can
 * be read locally and by the browser tests.
 */
export async function startMailDev(opts: { dataDir: string; group: ProcessGroup }): Promise<MailDevHandle> {
  mkdirSync(opts.dataDir, { recursive: true });
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const bin = path.join(REPO_ROOT, 'node_modules', 'maildev', 'bin', 'maildev');
  const args = [bin, '-s', String(smtpPort), '-w', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--mail-directory', opts.dataDir, '--silent'];
  // MAILDEV_* variables from the caller's environment would override these flags.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('MAILDEV_')));
  const proc = opts.group.start('maildev', process.execPath, args, { env });
  const webUrl = `http://127.0.0.1:${webPort}`;
  await waitFor('maildev', () => httpOk(`${webUrl}/healthz`), 20_000, proc.alive).catch((e: Error) => {
    throw new Error(`${e.message}; see ${proc.logFile}`);
  });
  return { smtpPort, webUrl };
}
