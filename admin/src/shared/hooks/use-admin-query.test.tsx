/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { storeCredentials, hasCredentials } from '../api/admin-client';
import { renderAdmin } from '../../test-support/render-admin';
import { useAdminQuery } from './use-admin-query';

/** The browser's fetch, answered by the test: each call waits until the test resolves it. */
function controlledFetch() {
  const calls: Array<{ path: string; answer: (status: number, body: unknown) => void }> = [];
  globalThis.fetch = ((input: RequestInfo | URL) =>
    new Promise((resolve) => {
      calls.push({ path: String(input), answer: (status, body) => resolve({ status, text: async () => JSON.stringify(body) } as Response) });
    })) as typeof fetch;
  return calls;
}

function Probe({ path }: { path: string | null }) {
  const q = useAdminQuery<{ n: number }>(path);
  return (
    <>
      <output data-testid="state">{`${q.loading ? 'loading' : 'idle'}|${q.data?.n ?? '-'}|${q.error ?? ''}`}</output>
      <button type="button" onClick={q.reload}>
        reload
      </button>
    </>
  );
}
const state = () => screen.getByTestId('state').textContent;

describe('useAdminQuery', () => {
  beforeEach(() => storeCredentials('admin', 'pw'));

  it('loads, reloads on demand, and keeps the last answer on screen while the next one loads', async () => {
    const calls = controlledFetch();
    renderAdmin(<Probe path="/api/x" />);
    expect(state()).toBe('loading|-|');
    await act(async () => calls[0]!.answer(200, { n: 1 }));
    expect(state()).toBe('idle|1|');
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(state()).toBe('loading|1|');
    await act(async () => calls[1]!.answer(200, { n: 2 }));
    expect(state()).toBe('idle|2|');
  });

  it('drops an answer that arrives after a newer request started (a slow old filter never wins)', async () => {
    const calls = controlledFetch();
    const { rerender } = renderAdmin(<Probe path="/api/x?q=old" />);
    rerender(<Probe path="/api/x?q=new" />);
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.answer(200, { n: 2 }));
    await act(async () => calls[0]!.answer(200, { n: 1 }));
    expect(state()).toBe('idle|2|');
  });

  it("shows the service's error message, and signs out on 401", async () => {
    const calls = controlledFetch();
    const signOut = jest.fn();
    renderAdmin(<Probe path="/api/x" />, { signOut });
    await act(async () => calls[0]!.answer(400, { message: 'limit must be <= 100', code: 'FST_ERR_VALIDATION' }));
    expect(state()).toBe('idle|-|limit must be <= 100');
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.answer(401, { message: 'Unauthorized' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(hasCredentials()).toBe(false);
  });

  it('waits while the path is null', () => {
    const calls = controlledFetch();
    renderAdmin(<Probe path={null} />);
    expect(calls).toHaveLength(0);
    expect(state()).toBe('idle|-|');
  });
});
