/**
 * Draws the particles while the banner is on screen. Sizes come from a ResizeObserver (no
 * forced layout), and frames stop while the banner is scrolled away or the tab is hidden.
 */
export function runParticles(el: HTMLCanvasElement, count: number): () => void {
  const ctx = el.getContext('2d');
  if (!ctx) return () => undefined;
  let w = 0;
  let h = 0;
  const colors = ['#7c5cff', '#ff4fa3', '#21d4fd', '#ffcc4d'];
  const ps = Array.from({ length: count }, (_, i) => ({
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
