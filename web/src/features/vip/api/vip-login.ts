/** POST /api/vip/login: the same answer for everyone; only the address's form can be refused. */
export type LoginResult = 'sent' | 'invalid' | 'rate-limited' | 'failed';

export const looksLikeEmail = (s: string) => /^[^\s@]+@[^\s@]+$/.test(s.trim());

export async function requestSignInLink(email: string, returnTo: string): Promise<LoginResult> {
  try {
    const r = await fetch('/api/vip/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email.trim(), returnTo }),
    });
    if (r.ok) return 'sent';
    if (r.status === 429) return 'rate-limited';
    if (r.status === 400) return 'invalid';
    return 'failed';
  } catch {
    return 'failed';
  }
}

/** Where the link should bring the visitor back: this page, without a previous `vip=` marker. */
export function currentReturnTo(): string {
  const url = new URL(location.href);
  url.searchParams.delete('vip');
  const path = url.pathname + url.search;
  return path.startsWith('/') && !path.startsWith('//') ? path.slice(0, 500) : '/';
}
