import { useEffect, useState } from 'react';
import type { AdsConfigResponse } from '@portal/contracts';
import { onVipChange, vipState } from '../../../shared/vip/vip-session';

/**
 * GET /api/vip/ads-config: the vip service decides from the session cookie whether ads are
 * shown and with what. One request per page load, again whenever the VIP state changes.
 */
let cached: Promise<AdsConfigResponse | null> | null = null;

function fetchConfig(): Promise<AdsConfigResponse | null> {
  cached ??= fetch('/api/vip/ads-config', { credentials: 'same-origin', cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<AdsConfigResponse>) : null))
    // No answer: no ads (never guess in favour of loading third-party code).
    .catch(() => null);
  return cached;
}

export function useAdsConfig(enabled: boolean): AdsConfigResponse | null {
  const [config, setConfig] = useState<AdsConfigResponse | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = () => void fetchConfig().then((c) => live && setConfig(c));
    load();
    // Ask again only when the visitor became or stopped being a VIP (not when the first
    // /api/vip/me answer merely confirms what ads-config already said).
    const off = onVipChange(() => {
      const status = vipState().status;
      if (status === 'unknown') return;
      void fetchConfig().then((c) => {
        if (!live || (c !== null && c.vip === (status === 'vip'))) return;
        cached = null;
        setConfig(null);
        load();
      });
    });
    return () => {
      live = false;
      off();
    };
  }, [enabled]);
  return enabled ? config : null;
}
