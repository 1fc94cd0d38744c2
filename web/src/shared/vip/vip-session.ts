import { useSyncExternalStore } from 'react';
import type { VipMeResponse } from '@portal/contracts';

/**
 * Who the visitor is, as the vip service says (GET /api/vip/me reads the httpOnly session
 * cookie): nothing the browser stores grants VIP. Shared by the header badge, the console
 * helper and the ads, which refetch their configuration when this changes.
 */
export type VipState = { status: 'unknown' } | { status: 'guest' } | { status: 'vip'; email?: string };

const UNKNOWN: VipState = { status: 'unknown' };
let state: VipState = UNKNOWN;
let inflight: Promise<VipState> | null = null;
const listeners = new Set<() => void>();

function set(next: VipState): VipState {
  const changed = next.status !== state.status || (next.status === 'vip' && state.status === 'vip' && next.email !== state.email);
  state = next;
  if (changed) listeners.forEach((l) => l());
  return state;
}

export function vipState(): VipState {
  return state;
}

/** Asks the service again (after a sign-in link, a sign-out, or on start). */
export function refreshVip(): Promise<VipState> {
  inflight ??= fetch('/api/vip/me', { credentials: 'same-origin', cache: 'no-store' })
    .then(async (r) => (r.ok ? ((await r.json()) as VipMeResponse) : { vip: false }))
    .then((me) => set(me.vip ? { status: 'vip', email: me.email } : { status: 'guest' }))
    // Service unreachable: treat as a guest (ads are then decided by their own config call).
    .catch(() => set({ status: 'guest' }))
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export async function signOutVip(): Promise<void> {
  try {
    await fetch('/api/vip/logout', { method: 'POST', credentials: 'same-origin' });
  } finally {
    set({ status: 'guest' });
  }
}

export function onVipChange(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

export function useVip(): VipState {
  return useSyncExternalStore(onVipChange, vipState, () => UNKNOWN);
}

// --- Opening the sign-in dialog from anywhere (header button, `vip.enable()` in the console) ---

const dialogRequests = new Set<() => void>();
export function openVipDialog(): void {
  dialogRequests.forEach((l) => l());
}
export function onVipDialogRequest(cb: () => void): () => void {
  dialogRequests.add(cb);
  return () => dialogRequests.delete(cb);
}
