/**
 * The admin app's only way to the services. Credentials stay in sessionStorage (never
 * localStorage); a 401 clears them. Errors carry the service's own message; a 401 is
 * 'Authentication failed' and an answer without a message is 'HTTP {status}'.
 */
const KEY = 'portal.admin.credentials';

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function storeCredentials(user: string, password: string): void {
  // btoa needs Latin-1; encode UTF-8 first so any password works.
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  sessionStorage.setItem(KEY, btoa(String.fromCharCode(...bytes)));
}

export function clearCredentials(): void {
  sessionStorage.removeItem(KEY);
}

export function hasCredentials(): boolean {
  return sessionStorage.getItem(KEY) !== null;
}

export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = sessionStorage.getItem(KEY);
  if (!token) throw new AdminApiError('Not authenticated');
  const res = await fetch(path, {
    ...init,
    headers: {
      accept: 'application/json',
      // Uploads (FormData) let the browser set the multipart boundary itself.
      ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
      authorization: `Basic ${token}`,
      // Tells the services not to send WWW-Authenticate, so no browser password dialog appears.
      'x-requested-with': 'admin-app',
    },
  });
  return readAnswer<T>(res.status, await res.text());
}

/** The answer's body, or the error the spec asks for: 401 clears credentials; else the text or 'HTTP {status}'. */
function readAnswer<T>(status: number, text: string): T {
  if (status === 401) {
    clearCredentials();
    throw new AdminApiError('Authentication failed', 401);
  }
  if (status < 200 || status >= 300) {
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      /* plain text body */
    }
    throw new AdminApiError(message || `HTTP ${status}`, status);
  }
  return JSON.parse(text) as T;
}

/**
 * A multipart upload that reports bytes sent (fetch cannot): XMLHttpRequest's upload
 * progress, with the same headers and error texts as adminFetch.
 */
export function adminUpload<T>(path: string, body: FormData, onProgress: (sent: number, total: number) => void): Promise<T> {
  const token = sessionStorage.getItem(KEY);
  if (!token) return Promise.reject(new AdminApiError('Not authenticated'));
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('authorization', `Basic ${token}`);
    xhr.setRequestHeader('x-requested-with', 'admin-app');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer<T>(xhr.status, xhr.responseText));
      } catch (e) {
        reject(e instanceof Error ? e : new AdminApiError(String(e)));
      }
    };
    xhr.onerror = () => reject(new AdminApiError('Upload failed: the connection was lost'));
    xhr.send(body);
  });
}

/** The spec's testAuth: the candidate list with limit 1 answers only for valid credentials. */
export async function testAuth(): Promise<boolean> {
  try {
    await adminFetch('/api/candidates/list?limit=1');
    return true;
  } catch {
    return false;
  }
}
