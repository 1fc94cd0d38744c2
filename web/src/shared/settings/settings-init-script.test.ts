import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { STORAGE_KEYS } from '../storage/local-store';
import { SETTINGS_INIT_SCRIPT } from './settings-init-script';

/** Runs the script as the browser would, against a stored-settings map and a bare <html>. */
function run(stored: Record<string, string>, storageThrows = false): Record<string, string> {
  const attributes: Record<string, string> = { 'data-theme': 'dark' };
  const localStorage = {
    getItem: (k: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return stored[k] ?? null;
    },
  };
  const document = { documentElement: { setAttribute: (n: string, v: string) => (attributes[n] = v) } };
  vm.runInNewContext(SETTINGS_INIT_SCRIPT, { document, localStorage });
  return attributes;
}

describe('settings-init script', () => {
  it('applies the stored light theme and font size under the keys the app writes', () => {
    expect(run({ [STORAGE_KEYS.theme]: 'light', [STORAGE_KEYS.fontSize]: 'large' })).toEqual({ 'data-theme': 'light', 'data-font-size': 'large' });
    expect(run({ [STORAGE_KEYS.fontSize]: 'small' })).toEqual({ 'data-theme': 'dark', 'data-font-size': 'small' });
  });

  it('ignores unknown values and keeps the dark default', () => {
    expect(run({ [STORAGE_KEYS.theme]: 'neon', [STORAGE_KEYS.fontSize]: '99px' })).toEqual({ 'data-theme': 'dark' });
  });

  it('never throws when storage is blocked', () => {
    expect(run({}, true)).toEqual({ 'data-theme': 'dark' });
  });

  it('is allowed by the storefront CSP of the gateway by its hash', () => {
    const hash = createHash('sha256').update(SETTINGS_INIT_SCRIPT, 'utf8').digest('base64');
    const template = readFileSync(path.join(__dirname, '../../../../gateway/default.conf.template'), 'utf8');
    expect(template).toContain(`'sha256-${hash}'`);
  });
});
