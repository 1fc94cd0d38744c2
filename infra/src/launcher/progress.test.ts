import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Progress, StepFailed, stepLine } from './progress';

describe('Progress', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-progress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one line per step with its duration and note, and keeps the tools\' output in the step log', async () => {
    let out = '';
    const p = new Progress({ logDir: dir, write: (s) => (out += s) });
    const value = await p.step('system packages', (ctx) => {
      ctx.log('apt said a lot');
      ctx.note('present');
      return 42;
    });
    expect(value).toBe(42);
    expect(out).toMatch(/^✓ system packages +\d+\.\d s {2}present\n$/);
    expect(readFileSync(path.join(dir, 'system-packages.log'), 'utf8')).toContain('apt said a lot');
  });

  it('on failure prints the tail of the step log and where it is, then throws StepFailed', async () => {
    let out = '';
    const p = new Progress({ logDir: dir, write: (s) => (out += s) });
    const failing = p.step('build', (ctx) => {
      for (let i = 1; i <= 100; i++) ctx.log(`compiler line ${i}`);
      throw new Error('npm run build:web exited with 2');
    });
    await expect(failing).rejects.toBeInstanceOf(StepFailed);
    expect(out).toMatch(/^✗ build/);
    expect(out).toContain('compiler line 100');
    expect(out).toContain('npm run build:web exited with 2');
    expect(out).not.toContain('compiler line 50\n');
    expect(out).toContain('full log:');
    expect(existsSync(path.join(dir, 'build.log'))).toBe(true);
  });

  it('starts each step log afresh', async () => {
    const p = new Progress({ logDir: dir, write: () => undefined });
    await p.step('gateway', (ctx) => ctx.log('first run'));
    await p.step('gateway', (ctx) => ctx.log('second run'));
    const log = readFileSync(path.join(dir, 'gateway.log'), 'utf8');
    expect(log).toContain('second run');
    expect(log).not.toContain('first run');
  });

  it('lines up names and durations', () => {
    expect(stepLine(true, 'build', 21_340, 'built web')).toBe('✓ build               21.3 s  built web');
    expect(stepLine(false, 'backing services', 2_000)).toBe('✗ backing services     2.0 s');
  });
});
