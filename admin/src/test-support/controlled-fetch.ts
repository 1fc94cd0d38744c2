export interface PendingCall {
  path: string;
  init: RequestInit | undefined;
  answer: (status: number, body: unknown) => void;
}

/**
 * Stands in for the browser's fetch in component tests: every call is recorded and waits
 * until the test answers it, so a test decides the order answers arrive in. (The services
 * themselves are exercised for real by the integration and browser tests.)
 */
export function controlledFetch(): PendingCall[] {
  const calls: PendingCall[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      calls.push({ path: String(input), init, answer: (status, body) => resolve({ status, text: async () => JSON.stringify(body) } as Response) });
    })) as typeof fetch;
  return calls;
}
