import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { whenIdle } from '../../../shared/scheduling/when-idle';

const PARTICLES = 50;
/**
 * Where the effect runs: wide screens, and never under reduced motion. On a phone a canvas
 * redrawn every frame costs a software-composited frame each time (10-14 ms of main thread on a
 * mid-range phone) and battery, for decoration.
 */
const PARTICLES_MEDIA = '(min-width: 768px) and (prefers-reduced-motion: no-preference)';

/** The home banner. Its 50-particle effect starts once the page has loaded and is idle, on wide screens only. */
export function Hero({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el || !window.matchMedia(PARTICLES_MEDIA).matches) return;
    let stop: (() => void) | undefined;
    // Decoration waits for an idle moment after hydration, so it never adds to the page's
    // first long task (Lighthouse TBT on phones).
    // Its code is fetched then too: decoration is not part of the home route's first download.
    let live = true;
    const start = () =>
      void import('./hero-particles').then(({ runParticles }) => {
        if (live) stop = runParticles(el, PARTICLES);
      });
    const cancel = whenIdle(start);
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);

  return (
    <div className="hero" data-testid="hero">
      <canvas ref={canvas} className="hero__particles" aria-hidden="true" data-particles={PARTICLES} />
      <div className="hero__content">
        <p className="hero__eyebrow">{t('heroEyebrow', { count: total ?? 0 })}</p>
        <h1 className="hero__title">{t('heroTitle')}</h1>
        <p className="hero__tagline">{t('tagline')}</p>
      </div>
    </div>
  );
}
