import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { loadScript } from '../api/script-loader';
import { useAds, usePageKind } from '../hooks/use-ads';
import { AdUnit } from './ad-unit';

/**
 * The in-page slot of home and game pages (four slot ids: home/game × mobile/desktop), below the
 * page content. Game pages also load the configured game SDKs, with the same consent and VIP rules.
 */
export function AdSlot() {
  const { t } = useTranslation();
  const ads = useAds();
  const kind = usePageKind();
  const sdks = kind === 'game' ? ads?.config.sdks : undefined;

  useEffect(() => {
    if (!sdks) return;
    const w = window as unknown as Record<string, unknown>;
    if (sdks.gameDistribution) {
      w.GD_OPTIONS ??= { gameId: sdks.gameDistribution.gameId, onEvent: () => undefined };
      void loadScript(sdks.gameDistribution.scriptUrl);
    }
    if (sdks.gamesPortal) void loadScript(sdks.gamesPortal.scriptUrl, { 'data-site-id': sdks.gamesPortal.siteId });
  }, [sdks]);

  if (!ads || !kind) return null;
  return (
    <aside className={`ad-slot ad-slot--${ads.desktop ? 'desktop' : 'mobile'}`} aria-label={t('ad_label')} data-testid={`ad-slot-${kind}`}>
      <AdUnit config={ads.config} kind={kind} desktop={ads.desktop} />
    </aside>
  );
}
