import { useEffect } from 'react';
import { openVipDialog, refreshVip, signOutVip } from '../../../shared/vip/vip-session';

interface VipConsole {
  status: () => Promise<{ vip: boolean; email?: string }>;
  disable: () => Promise<void>;
  enable: () => void;
}

/**
 * `vip.status()` / `vip.disable()` / `vip.enable()` in the browser console. Status
 * asks the server; disable signs out and reloads; enable opens the sign-in dialog — the only
 * way to become VIP is the link mailed to a listed address.
 */
export function useVipConsole(): void {
  useEffect(() => {
    const helper: VipConsole = {
      status: async () => {
        const s = await refreshVip();
        return s.status === 'vip' ? { vip: true, email: s.email } : { vip: false };
      },
      disable: async () => {
        await signOutVip();
        location.reload();
      },
      enable: () => openVipDialog(),
    };
    (window as unknown as { vip?: VipConsole }).vip = helper;
    return () => {
      delete (window as unknown as { vip?: VipConsole }).vip;
    };
  }, []);
}
