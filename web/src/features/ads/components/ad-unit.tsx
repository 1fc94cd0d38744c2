import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import type { AdsConfigResponse } from '@portal/contracts';
import { loadScript, pushAd } from '../api/script-loader';
import { AD_SIZE, slotKey, type PageKind } from '../hooks/use-ads';
import './ads.css';

/**
 * One ad of the given size: the network's `<ins>` (its script loaded once, with retries, then a
 * push), or a house ad when no network is configured. The box has its final size from the first
 * paint, so filling it never moves the page.
 */
export function AdUnit({ config, kind, desktop, rotation = 0 }: { config: AdsConfigResponse; kind: PageKind; desktop: boolean; rotation?: number }) {
  const { t } = useTranslation();
  const size = desktop ? AD_SIZE.desktop : AD_SIZE.mobile;
  const ins = useRef<HTMLModElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const network = config.network;
  const slot = network?.slots[slotKey(kind, desktop)];

  useEffect(() => {
    if (!network || !ins.current) return;
    const el = ins.current;
    let cancelPush: (() => void) | undefined;
    let live = true;
    const setState = (s: string) => live && box.current?.setAttribute('data-ad-state', s);
    void loadScript(network.scriptUrl, { crossorigin: 'anonymous' }, setState).then((ok) => {
      if (!live || !ok) return;
      cancelPush = pushAd(el, (filled) => setState(filled ? 'filled' : 'unfilled'));
    });
    return () => {
      live = false;
      cancelPush?.();
    };
  }, [network, slot]);

  const style = { width: size.width, height: size.height };
  if (network && slot) {
    return (
      <div ref={box} className="ad-unit" style={style} data-testid="ad-unit" data-ad-slot={slot} data-ad-state="loading" data-label={t('ad_label')}>
        <ins ref={ins} className="adsbygoogle" style={{ display: 'inline-block', ...style }} data-ad-client={network.clientId} data-ad-slot={slot} />
      </div>
    );
  }
  const house = config.houseAds?.length ? config.houseAds[rotation % config.houseAds.length] : undefined;
  if (!house) return null;
  const external = /^https?:/.test(house.linkUrl);
  return (
    <div className="ad-unit ad-unit--house" style={style} data-testid="ad-unit" data-house-ad={house.id}>
      <a href={house.linkUrl} className="house-ad" rel={external ? 'sponsored noopener' : undefined} target={external ? '_blank' : undefined}>
        <img className="house-ad__img" src={house.imageUrl} alt="" width={desktop ? 180 : 80} height={size.height} loading="lazy" />
        <span className="house-ad__text">{house.text}</span>
        <span className="house-ad__label">{t('ad_label')}</span>
      </a>
    </div>
  );
}
