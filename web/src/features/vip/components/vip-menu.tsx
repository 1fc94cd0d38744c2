import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { Popover } from '../../../shared/components/popover';
import { useMounted } from '../../../shared/hooks/use-mounted';
import { onVipDialogRequest, openVipDialog, refreshVip, signOutVip, useVip } from '../../../shared/vip/vip-session';
import { useVipConsole } from '../hooks/use-vip-console';
import { clientLazy } from '../../../shared/components/client-lazy';

// The sign-in dialog's code loads in the background after the page is interactive.
const VipDialog = clientLazy(() => import('./vip-dialog').then((m) => m.VipDialog));

type Toast = 'signed-in' | 'invalid-link' | 'signed-out';

/**
 * Header entry: a VIP badge (with the masked address and sign out) for VIPs, a sign-in button
 * for everyone else; also the return from a sign-in link (`?vip=signed-in|invalid-link`).
 * Rendered after mount only: the prerendered header is the same for every visitor.
 */
export function VipMenu() {
  const mounted = useMounted();
  return mounted ? <VipMenuClient /> : <span className="vip-menu-placeholder" aria-hidden="true" />;
}

function VipMenuClient() {
  const { t } = useTranslation();
  const vip = useVip();
  const [dialog, setDialog] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useVipConsole();

  // The dialog's code loads on demand, so focus is remembered here, at the moment of asking,
  // and given back on close (the modal's own return may see a later focus owner).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      onVipDialogRequest(() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setDialog(true);
      }),
    [],
  );
  const closeDialog = () => {
    setDialog(false);
    window.setTimeout(() => opener.current?.isConnected && opener.current.focus(), 0);
  };
  useEffect(() => void refreshVip(), []);

  // Back from a sign-in link: say how it went, then drop the marker from the address.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const marker = params.get('vip');
    if (marker !== 'signed-in' && marker !== 'invalid-link') return;
    setToast(marker);
    if (marker === 'signed-in') void refreshVip();
    params.delete('vip');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [search, pathname, hash, navigate]);

  useEffect(() => {
    if (!toast) return;
    const id = setTimeout(() => setToast(null), 6000);
    return () => clearTimeout(id);
  }, [toast]);

  return (
    <>
      {vip.status === 'vip' ? (
        <Popover
          label={t('vip_account')}
          icon={
            <span className="vip-badge" data-testid="vip-badge">
              <span aria-hidden="true">★</span> VIP
            </span>
          }
          className="vip-menu"
          testId="vip-menu-button"
        >
          {(close) => (
            <div className="vip-panel">
              <p className="vip-panel__title">{t('vip_badgeTitle')}</p>
              {vip.email && (
                <p className="vip-panel__email" dir="ltr">
                  {vip.email}
                </p>
              )}
              <p className="vip-panel__note">{t('vip_noAds')}</p>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={() => {
                  close();
                  void signOutVip().then(() => setToast('signed-out'));
                }}
                data-testid="vip-sign-out"
              >
                {t('vip_signOut')}
              </button>
            </div>
          )}
        </Popover>
      ) : (
        <button type="button" className="icon-btn vip-signin" onClick={() => openVipDialog()} title={t('vip_signInTitle')} aria-label={t('vip_signInTitle')} data-testid="vip-sign-in">
          <span aria-hidden="true" className="vip-signin__star">
            ★
          </span>
          <span className="icon-btn__text">{t('vip_signInShort')}</span>
        </button>
      )}
      {dialog && <VipDialog onClose={closeDialog} />}
      {toast && (
        <div className={`toast vip-toast ${toast === 'invalid-link' ? 'vip-toast--error' : ''}`} role={toast === 'invalid-link' ? 'alert' : 'status'} data-testid="vip-toast">
          <span>{t(`vip_toast_${toast}`)}</span>
          <button type="button" className="toast__close" aria-label={t('close')} onClick={() => setToast(null)}>
            ×
          </button>
        </div>
      )}
    </>
  );
}
