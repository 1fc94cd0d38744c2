import { useEffect, useReducer } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { icon } from '../../../shared/components/icons';
import { useAds, usePageKind, type PageKind } from '../hooks/use-ads';
import { AdUnit } from './ad-unit';

/** The bottom banner's cycle, in ms. */
export const BANNER_TIMING = { firstShow: 3000, closeButton: 5000, visible: 15000, gap: 10000, afterClose: 30000 } as const;

type Phase = 'waiting' | 'showing' | 'hidden' | 'closed';
interface State {
  phase: Phase;
  /** When the current phase began (Date.now()), shown as data-since for debugging and tests. */
  since: number;
  /** Which of the two alternating slots is (or was last) shown. */
  turn: number;
  closable: boolean;
}
type Action = { type: 'show' } | { type: 'closable' } | { type: 'hide' } | { type: 'close' };

function reducer(s: State, a: Action): State {
  const now = Date.now();
  switch (a.type) {
    case 'show':
      return { phase: 'showing', since: now, turn: s.phase === 'waiting' ? s.turn : s.turn + 1, closable: false };
    case 'closable':
      return s.phase === 'showing' ? { ...s, closable: true } : s;
    case 'hide':
      return s.phase === 'showing' ? { ...s, phase: 'hidden', since: now, closable: false } : s;
    case 'close':
      return { ...s, phase: 'closed', since: now, closable: false };
  }
}

/**
 * Bottom rotating banner: appears 3 s after start; its close button 5 s after showing; hides
 * itself after 15 s and comes back 10 s later with the other of two alternating slots; closed by
 * hand it returns after 30 s. Fixed to the bottom, so showing it never shifts the page.
 */
export function AdBanner() {
  const ads = useAds();
  return ads ? <BannerCycle {...ads} /> : null;
}

function BannerCycle({ config, desktop }: NonNullable<ReturnType<typeof useAds>>) {
  const { t } = useTranslation();
  const pageKind = usePageKind() ?? 'home';
  const [state, dispatch] = useReducer(reducer, undefined, () => ({ phase: 'waiting' as Phase, since: Date.now(), turn: 0, closable: false }));

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const after = (ms: number, a: Action) => timers.push(setTimeout(() => dispatch(a), ms));
    if (state.phase === 'waiting') after(BANNER_TIMING.firstShow, { type: 'show' });
    if (state.phase === 'showing') {
      after(BANNER_TIMING.closeButton, { type: 'closable' });
      after(BANNER_TIMING.visible, { type: 'hide' });
    }
    if (state.phase === 'hidden') after(BANNER_TIMING.gap, { type: 'show' });
    if (state.phase === 'closed') after(BANNER_TIMING.afterClose, { type: 'show' });
    return () => timers.forEach(clearTimeout);
    // Each phase starts its own timers once; `since` changes with every new phase.
  }, [state.phase, state.since]);

  // Two alternating slots: this page's kind first, then the other kind's slot of the same size.
  const other: PageKind = pageKind === 'home' ? 'game' : 'home';
  const kind = state.turn % 2 === 0 ? pageKind : other;
  const showing = state.phase === 'showing';
  return (
    <div className="ad-banner-host" data-testid="ad-banner-host" data-phase={state.phase} data-since={state.since}>
      {showing && (
        <aside className={`ad-banner ad-banner--${desktop ? 'desktop' : 'mobile'}`} aria-label={t('ad_label')} data-testid="ad-banner" data-turn={state.turn % 2}>
          <AdUnit key={`${state.turn}-${state.since}`} config={config} kind={kind} desktop={desktop} rotation={state.turn} />
          {state.closable && (
            <button type="button" className="ad-banner__close" aria-label={t('ad_close')} title={t('ad_close')} onClick={() => dispatch({ type: 'close' })} data-testid="ad-banner-close">
              {icon('close', 16)}
            </button>
          )}
        </aside>
      )}
    </div>
  );
}
