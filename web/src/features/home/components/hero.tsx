import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const PARTICLES = 50;

/** The home banner. Its 50-particle effect starts once the page is idle and never runs under reduced motion. */
export function Hero({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let stop: (() => void) | undefined;
    // Decoration waits for an idle moment after hydration, so it never adds to the page's
    // first long task (Lighthouse TBT on phones).
    const idle = window.requestIdleCallback?.(() => (stop = runParticles(el)), { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(() => (stop = runParticles(el)), 300) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
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

/**
 * Draws the particles while the banner is on screen. Sizes come from a ResizeObserver (no
 * forced layout), and frames stop while the banner is scrolled away or the tab is hidden.
 */
function runParticles(el: HTMLCanvasElement): () => void {
  const ctx = el.getContext('2d');
  if (!ctx) return () => undefined;
  let w = 0;
  let h = 0;
  const colors = ['#7c5cff', '#ff4fa3', '#21d4fd', '#ffcc4d'];
  const ps = Array.from({ length: PARTICLES }, (_, i) => ({
    x: Math.random(),
    y: Math.random(),
    vx: (Math.random() - 0.5) * 0.4,
    vy: -0.15 - Math.random() * 0.35,
    r: 1 + Math.random() * 2.5,
    c: colors[i % colors.length]!,
  }));
  let placed = false;
  const sized = new ResizeObserver(([entry]) => {
    if (!entry) return;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    w = entry.contentRect.width;
    h = entry.contentRect.height;
    el.width = Math.round(w * dpr);
    el.height = Math.round(h * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (!placed) {
      // Particles start as fractions of the banner: spread them once its size is known.
      for (const p of ps) {
        p.x *= w;
        p.y *= h;
      }
      placed = true;
    }
  });
  sized.observe(el);
  let frame = 0;
  const tick = () => {
    ctx.clearRect(0, 0, w, h);
    for (const p of ps) {
      p.x += p.vx;
      p.y += p.vy;
      if (p.y < -5) {
        p.y = h + 5;
        p.x = Math.random() * w;
      }
      if (p.x < -5) p.x = w + 5;
      if (p.x > w + 5) p.x = -5;
      ctx.globalAlpha = 0.75;
      ctx.fillStyle = p.c;
      ctx.beginPath();
      ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      ctx.fill();
    }
    frame = requestAnimationFrame(tick);
  };
  const visible = new IntersectionObserver(([entry]) => {
    cancelAnimationFrame(frame);
    if (entry?.isIntersecting) frame = requestAnimationFrame(tick);
  });
  visible.observe(el);
  return () => {
    cancelAnimationFrame(frame);
    sized.disconnect();
    visible.disconnect();
  };
}
