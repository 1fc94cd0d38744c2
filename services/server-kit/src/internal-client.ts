import { INTERNAL_TOKEN_HEADER } from './internal-auth';
import type { OperationLogSink } from './operation-log-hook';

/**
 * A POST to another service's /internal/ route: the shared token, the request id carried
 * along, a timeout, and an error with the answer's status and text when it is not 2xx.
 */
export async function postInternal(baseUrl: string, path: string, token: string, body: unknown, requestId: string, timeoutMs: number): Promise<Response> {
  const res = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token, 'x-request-id': requestId },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`${path} answered HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

/**
 * Operation logs belong to the candidate service (POST /internal/operation-logs); the other
 * services send their admin mutations there. Without CANDIDATE_URL (unit setups) they reach
 * only this service's own log.
 */
export function remoteOperationLogSink(candidateUrl: string | undefined, token: string): OperationLogSink {
  return async (entry, req) => {
    if (!candidateUrl) {
      req.log.info({ operation: entry.operation, status: entry.status, targetId: entry.targetId }, 'operation');
      return;
    }
    await postInternal(candidateUrl, '/internal/operation-logs', token, entry, req.id, 3000);
  };
}
