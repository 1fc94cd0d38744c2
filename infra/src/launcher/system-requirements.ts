import { ensureDebianCommand } from '../backing/system-packages';

/** Debian packages the native stack needs; installed when missing (as root), else a clear fix. */
export function ensureRuntimePackages(log: (m: string) => void, opts: { browser: boolean }): void {
  ensureDebianCommand('nginx', 'nginx-light', log);
  if (!process.env.REDIS_URL) ensureDebianCommand('redis-server', 'redis-server', log);
  if (opts.browser) {
    ensureDebianCommand('chromium', 'chromium', log);
    // CJK and Arabic glyphs for screenshots and layout tests in those languages.
    ensureDebianCommand('fc-list', 'fontconfig', log);
  }
}
