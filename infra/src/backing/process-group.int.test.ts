import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProcessGroup } from './process-group';

/** Real child processes: a long-lived one to kill, and one that always crashes at once. */
const SLEEPER = ['-e', 'setInterval(() => {}, 1000); console.log("up", process.pid)'];
const CRASHER = ['-e', 'console.error("boom"); process.exit(3)'];

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('process supervision', () => {
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'portal-supervision-'));

  it('restarts a process killed with SIGKILL, logs it, and records the restart in the state file', async () => {
    const d = dir();
    const events: string[] = [];
    const stateFile = path.join(d, 'state.json');
    const group = new ProcessGroup(d, { onEvent: (m) => events.push(m), stateFile, policy: { initialDelayMs: 50 } });
    const proc = group.start('sleeper', process.execPath, SLEEPER);
    const firstPid = proc.child.pid;
    expect(group.signal('sleeper', 'SIGKILL')).toBe(true);
    await until(() => proc.restarts() === 1 && proc.state() === 'running');
    expect(proc.child.pid).not.toBe(firstPid);
    expect(proc.alive()).toBe(true);
    expect(events[0]).toMatch(/^sleeper killed by SIGKILL; restarting in 50 ms/);
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { processes: Array<{ name: string; state: string; restarts: number; lastExit: string }> };
    expect(state.processes[0]).toMatchObject({ name: 'sleeper', state: 'running', restarts: 1, lastExit: expect.stringContaining('killed by SIGKILL') });
    await group.stopAll();
    expect(proc.state()).toBe('stopped');
    expect(readFileSync(proc.logFile, 'utf8')).toMatch(/\[supervisor\] killed by SIGKILL/);
  });

  it('backs off between crashes in a row and gives up, loudly, after the allowed number', async () => {
    const d = dir();
    const events: string[] = [];
    const group = new ProcessGroup(d, { onEvent: (m) => events.push(m), policy: { initialDelayMs: 40, maxCrashes: 4 } });
    const started = Date.now();
    const proc = group.start('crasher', process.execPath, CRASHER);
    await until(() => proc.state() === 'failed');
    // 40 + 80 + 160 ms of backoff before the 4th crash.
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(proc.restarts()).toBe(3);
    expect(proc.alive()).toBe(false);
    expect(events.filter((e) => /restarting in/.test(e)).map((e) => /in (\d+ ms)/.exec(e)![1])).toEqual(['40 ms', '80 ms', '160 ms']);
    expect(events.at(-1)).toMatch(/crasher exited with code 3: crashed 4 times in 5 min; not restarting it/);
    await group.stopAll();
  });

  it('holds a process down until asked to start it again, with the same command', async () => {
    const d = dir();
    const stateFile = path.join(d, 'state.json');
    const group = new ProcessGroup(d, { stateFile, policy: { initialDelayMs: 10 } });
    const proc = group.start('sleeper', process.execPath, SLEEPER);
    const firstPid = proc.child.pid;
    expect(await group.hold('sleeper')).toBe(true);
    expect(proc.child.signalCode).toBe('SIGKILL');
    // Far longer than the restart delay: the supervisor leaves a held process alone.
    await until(() => JSON.parse(readFileSync(stateFile, 'utf8')).processes[0].state === 'stopped');
    expect(proc.state()).toBe('stopped');
    expect(group.signal('sleeper', 'SIGKILL')).toBe(false);
    expect(group.resume('sleeper')).toBe(true);
    expect(proc.child.pid).not.toBe(firstPid);
    expect({ state: proc.state(), restarts: proc.restarts() }).toEqual({ state: 'running', restarts: 1 });
    await until(() => readFileSync(proc.logFile, 'utf8').includes(`up ${proc.child.pid}`));
    // Supervised as before: a crash after the resume is restarted.
    expect(group.signal('sleeper', 'SIGKILL')).toBe(true);
    await until(() => proc.restarts() === 2 && proc.state() === 'running');
    expect(group.resume('sleeper')).toBe(false);
    await group.stopAll();
  });

  it('never restarts what it was asked to stop', async () => {
    const d = dir();
    const group = new ProcessGroup(d, { policy: { initialDelayMs: 10 } });
    const proc = group.start('sleeper', process.execPath, SLEEPER);
    await group.stopAll();
    await new Promise((r) => setTimeout(r, 100));
    expect(proc.restarts()).toBe(0);
    expect(proc.child.exitCode !== null || proc.child.signalCode !== null).toBe(true);
  });
});
