import { useLocation } from 'react-router-dom';
import type { AdSlots, AdsConfigResponse } from '@portal/contracts';
import { isGamePath, splitLanguagePrefix } from '../../../app/paths';
import { useConsent } from '../../../shared/consent/consent';
import { useMediaQuery, useMounted } from '../../../shared/hooks/use-mounted';
import { useAdsConfig } from '../api/ads-config';

export type PageKind = 'home' | 'game';
export const DESKTOP_QUERY = '(min-width: 768px)';
/** Banner sizes: 320×50 below 768 px, 728×90 above. */
export const AD_SIZE = { mobile: { width: 320, height: 50 }, desktop: { width: 728, height: 90 } } as const;

export const slotKey = (kind: PageKind, desktop: boolean): keyof AdSlots => `${kind}${desktop ? 'Desktop' : 'Mobile'}` as keyof AdSlots;

/**
 * Ads are shown only after mount, only with advertising consent (visitors who are not asked
 * have it by default), and only when the vip service says so (never for VIPs). Null: no ads,
 * no markup, nothing loaded.
 */
export function useAds(): { config: AdsConfigResponse; desktop: boolean } | null {
  const mounted = useMounted();
  const consent = useConsent();
  const allowed = mounted && consent?.advertising === true;
  const config = useAdsConfig(allowed);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!allowed || !config?.showAds) return null;
  if (!config.network && !config.houseAds?.length) return null;
  return { config, desktop };
}

export function usePageKind(): PageKind | null {
  const { pathname } = useLocation();
  const { path } = splitLanguagePrefix(pathname);
  if (isGamePath(path)) return 'game';
  return path === '/' || path === '' ? 'home' : null;
}
