import http from 'node:http';

export interface PacedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  rps: number;
  total: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  /** Requests with no answer: connection errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
}

export interface PacedLoadOptions {
  /** Origin the paths are requested from (http only). */
  url: string;
  /** Requests per second, spread evenly over each second. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most; a request finding none free waits for one. */
  connections: number;
  next: () => PacedRequest;
  /** Headers of the n-th request (e.g. its client address). */
  headersFor?: (n: number) => Record<string, string>;
  timeoutMs?: number;
}

/**
 * An open-loop load: request i leaves at start + i / rate whatever the answers' pace. Its latency
 * runs from that scheduled moment, so time spent waiting for a free connection counts: a slow
 * server cannot slow the generator down and hide its own delay (autocannon's rate option sends
 * each second's quota as one burst at the second's start and times from the actual send).
 */
export async function pacedLoad(o: PacedLoadOptions): Promise<PacedResult> {
  const target = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let outstanding = 0;
  const total = Math.round(o.rate * o.seconds);
  const start = performance.now();

  const send = (n: number) => {
    const scheduled = start + (n * 1000) / o.rate;
    const r = o.next();
    outstanding++;
    const done = (status: number | null) => {
      outstanding--;
      if (status === null) errors++;
      else {
        statuses[status] = (statuses[status] ?? 0) + 1;
        latencies.push(performance.now() - scheduled);
      }
    };
    const req = http.request(
      { host: target.hostname, port: target.port, method: r.method, path: r.path, agent, headers: { 'accept-encoding': 'gzip', ...(o.headersFor?.(n) ?? {}), ...(r.headers ?? {}) }, timeout: o.timeoutMs ?? 10_000 },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(null));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done(null));
    req.end(r.body);
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * o.rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const deadline = performance.now() + (o.timeoutMs ?? 10_000) + 1000;
  while (outstanding > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  agent.destroy();

  const elapsedS = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!) : NaN);
  return { rps: latencies.length / elapsedS, total: latencies.length, p50: pct(50), p90: pct(90), p97_5: pct(97.5), p99: pct(99), errors: errors + outstanding, statuses };
}
