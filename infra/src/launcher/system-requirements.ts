import { ensureDebianCommand } from '../backing/system-packages';

/**
 * Debian packages the native stack needs; installed when missing (as root), else a clear fix.
 * apt's output goes to `logFile` when given (the launcher's step log), else to .data/logs/apt.log.
 * Returns the packages it installed.
 */
export function ensureRuntimePackages(log: (m: string) => void, opts: { browser: boolean; logFile?: string }): string[] {
  const installed: string[] = [];
  const ensure = (cmd: string, pkg: string) => {
    if (ensureDebianCommand(cmd, pkg, log, opts.logFile)) installed.push(pkg);
  };
  ensure('nginx', 'nginx-light');
  if (!process.env.REDIS_URL) ensure('redis-server', 'redis-server');
  if (opts.browser) {
    ensure('chromium', 'chromium');
    // CJK and Arabic glyphs for screenshots and layout tests in those languages.
    ensure('fc-list', 'fontconfig');
  }
  return installed;
}
