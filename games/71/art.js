// @ts-check
/**
 * Generated pictures to cut into pieces: a mountain lake, stained glass, a seaside sunset and a
 * city at night. Each is busy everywhere (no large empty areas), so every piece has something
 * to recognise. Drawn once per puzzle onto an offscreen canvas.
 */

/** @typedef {(g: CanvasRenderingContext2D, w: number, h: number, rand: () => number) => void} Painter */

/** @param {() => number} rand @param {number} a @param {number} b */
const between = (rand, a, b) => a + rand() * (b - a);

/**
 * A ridge line by midpoint displacement: heights at n+1 evenly spaced points.
 * @param {() => number} rand @param {number} n power of two @param {number} rough
 */
function ridge(rand, n, rough) {
  const pts = new Array(n + 1).fill(0);
  pts[0] = rand();
  pts[n] = rand();
  for (let step = n; step > 1; step /= 2) {
    const amp = rough * (step / n);
    for (let i = step / 2; i < n; i += step) pts[i] = (pts[i - step / 2] + pts[i + step / 2]) / 2 + (rand() - 0.5) * amp;
  }
  return pts;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s @param {string} col */
function pine(g, x, y, s, col) {
  g.fillStyle = '#3b2a1e';
  g.fillRect(x - s * 0.08, y - s * 0.25, s * 0.16, s * 0.25);
  g.fillStyle = col;
  for (let k = 0; k < 3; k++) {
    const top = y - s * (0.45 + k * 0.28);
    const half = s * (0.42 - k * 0.1);
    g.beginPath();
    g.moveTo(x, top - s * 0.3);
    g.lineTo(x + half, top + s * 0.12);
    g.lineTo(x - half, top + s * 0.12);
    g.closePath();
    g.fill();
  }
}

/** @type {Painter} */
export function mountainLake(g, w, h, rand) {
  const hue = between(rand, 190, 230);
  const sky = g.createLinearGradient(0, 0, 0, h * 0.55);
  sky.addColorStop(0, `hsl(${hue} 65% 45%)`);
  sky.addColorStop(0.6, `hsl(${hue + 20} 60% 70%)`);
  sky.addColorStop(1, 'hsl(30 90% 78%)');
  g.fillStyle = sky;
  g.fillRect(0, 0, w, h);
  const sx = between(rand, w * 0.2, w * 0.8);
  const glow = g.createRadialGradient(sx, h * 0.3, 4, sx, h * 0.3, w * 0.3);
  glow.addColorStop(0, 'rgba(255,240,190,0.95)');
  glow.addColorStop(0.15, 'rgba(255,220,150,0.6)');
  glow.addColorStop(1, 'rgba(255,200,150,0)');
  g.fillStyle = glow;
  g.fillRect(0, 0, w, h);
  g.fillStyle = '#fff6d8';
  g.beginPath(); g.arc(sx, h * 0.3, w * 0.045, 0, Math.PI * 2); g.fill();
  for (let i = 0; i < 7; i++) {
    const cx = rand() * w;
    const cy = between(rand, h * 0.05, h * 0.3);
    g.fillStyle = `rgba(255,255,255,${between(rand, 0.45, 0.8)})`;
    for (let k = 0; k < 5; k++) {
      g.beginPath();
      g.ellipse(cx + (k - 2) * w * 0.025, cy + Math.sin(k * 2) * 3, w * between(rand, 0.03, 0.05), h * 0.025, 0, 0, Math.PI * 2);
      g.fill();
    }
  }
  const horizon = h * 0.56;
  /** @type {number[][]} */
  const ridges = [];
  for (let layer = 0; layer < 3; layer++) {
    const raw = ridge(rand, 32, 1.8);
    // Stretch each ridge to the full 0..1 range so every layer has real peaks and saddles.
    const lo = Math.min(...raw);
    const hi = Math.max(...raw);
    const pts = raw.map((v) => (v - lo) / (hi - lo || 1));
    ridges.push(pts);
    const base = horizon - h * (0.28 - layer * 0.08);
    const amp = h * (0.26 - layer * 0.06);
    g.fillStyle = `hsl(${hue + 20 + layer * 15} ${25 + layer * 10}% ${62 - layer * 14}%)`;
    g.beginPath();
    g.moveTo(0, horizon);
    pts.forEach((v, i) => g.lineTo((i / 32) * w, base - v * amp));
    g.lineTo(w, horizon);
    g.closePath();
    g.fill();
    if (layer === 0) {
      // Snow caps: a band under the ridge line, deepest on the highest peaks.
      g.fillStyle = 'rgba(255,255,255,0.9)';
      g.beginPath();
      pts.forEach((v, i) => g.lineTo((i / 32) * w, base - v * amp));
      for (let i = 32; i >= 0; i--) {
        const v = pts[i] ?? 0;
        g.lineTo((i / 32) * w, base - v * amp + Math.max(0, v - 0.45) * amp * 0.5);
      }
      g.closePath();
      g.fill();
    }
  }
  for (let x = -10; x < w + 10; x += between(rand, 9, 16)) {
    const s = between(rand, 22, 40);
    pine(g, x, horizon + 2, s, `hsl(${between(rand, 120, 160)} 45% ${between(rand, 18, 30)}%)`);
  }
  const lake = g.createLinearGradient(0, horizon, 0, h);
  lake.addColorStop(0, `hsl(${hue} 50% 55%)`);
  lake.addColorStop(1, `hsl(${hue + 10} 60% 28%)`);
  g.fillStyle = lake;
  g.fillRect(0, horizon, w, h - horizon);
  // Reflections of the peaks and trees, squashed and faded.
  g.save();
  g.globalAlpha = 0.35;
  g.translate(0, horizon * 2);
  g.scale(1, -1);
  ridges.forEach((pts, layer) => {
    g.fillStyle = `hsl(${hue + 20 + layer * 15} 30% ${55 - layer * 12}%)`;
    g.beginPath();
    g.moveTo(0, horizon);
    pts.forEach((v, i) => g.lineTo((i / 32) * w, horizon - h * (0.28 - layer * 0.08) * 0.45 - v * h * (0.22 - layer * 0.05) * 0.45));
    g.lineTo(w, horizon);
    g.closePath();
    g.fill();
  });
  g.restore();
  g.strokeStyle = 'rgba(255,255,255,0.35)';
  g.lineWidth = 1.2;
  for (let i = 0; i < 40; i++) {
    const y = between(rand, horizon + 6, h * 0.86);
    const x = rand() * w;
    const len = between(rand, 10, 40);
    g.beginPath(); g.moveTo(x, y); g.lineTo(x + len, y); g.stroke();
  }
  g.fillStyle = 'hsl(100 45% 32%)';
  g.beginPath();
  g.moveTo(0, h);
  for (let x = 0; x <= w; x += 10) g.lineTo(x, h * 0.9 - Math.sin(x * 0.02) * 8 - rand() * 4);
  g.lineTo(w, h);
  g.fill();
  for (let i = 0; i < 50; i++) {
    const x = rand() * w;
    const y = between(rand, h * 0.92, h * 0.99);
    g.fillStyle = `hsl(${[0, 45, 300, 200][i % 4]} 85% ${between(rand, 60, 75)}%)`;
    g.beginPath(); g.arc(x, y, between(rand, 2, 3.5), 0, Math.PI * 2); g.fill();
  }
}

/** Polygon clipped to the half-plane closer to a than to b. @param {number[][]} poly @param {number[]} a @param {number[]} b */
function clipCloser(poly, a, b) {
  const [ax, ay] = /** @type {[number, number]} */ (a);
  const [bx, by] = /** @type {[number, number]} */ (b);
  const f = (/** @type {number[]} */ p) => ((p[0] ?? 0) - (ax + bx) / 2) * (bx - ax) + ((p[1] ?? 0) - (ay + by) / 2) * (by - ay);
  /** @type {number[][]} */
  const out = [];
  for (let i = 0; i < poly.length; i++) {
    const p = /** @type {number[]} */ (poly[i]);
    const q = /** @type {number[]} */ (poly[(i + 1) % poly.length]);
    const fp = f(p);
    const fq = f(q);
    if (fp <= 0) out.push(p);
    if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
      const t = fp / (fp - fq);
      out.push([(p[0] ?? 0) + ((q[0] ?? 0) - (p[0] ?? 0)) * t, (p[1] ?? 0) + ((q[1] ?? 0) - (p[1] ?? 0)) * t]);
    }
  }
  return out;
}

/** @type {Painter} */
export function stainedGlass(g, w, h, rand) {
  const seeds = [];
  for (let gy = 0; gy < 6; gy++) for (let gx = 0; gx < 8; gx++) seeds.push([((gx + 0.15 + rand() * 0.7) / 8) * w, ((gy + 0.15 + rand() * 0.7) / 6) * h]);
  const base = rand() * 360;
  const cx = w / 2;
  const cy = h / 2;
  g.fillStyle = '#1d1a22';
  g.fillRect(0, 0, w, h);
  for (const s of seeds) {
    let poly = [[0, 0], [w, 0], [w, h], [0, h]];
    for (const o of seeds) if (o !== s) poly = clipCloser(poly, s, o);
    if (poly.length < 3) continue;
    const d = Math.hypot((s[0] ?? 0) - cx, (s[1] ?? 0) - cy) / Math.hypot(cx, cy);
    const hue = (base + d * 220 + rand() * 40) % 360;
    const grad = g.createRadialGradient(s[0] ?? 0, s[1] ?? 0, 2, s[0] ?? 0, s[1] ?? 0, w * 0.12);
    grad.addColorStop(0, `hsl(${hue} 85% 72%)`);
    grad.addColorStop(1, `hsl(${hue} 80% 42%)`);
    g.fillStyle = grad;
    g.beginPath();
    poly.forEach((p) => g.lineTo(p[0] ?? 0, p[1] ?? 0));
    g.closePath();
    g.fill();
    g.strokeStyle = '#241f28';
    g.lineWidth = 4;
    g.lineJoin = 'round';
    g.stroke();
    // Inner shape for texture: a small flower or dot.
    g.fillStyle = `hsla(${(hue + 180) % 360} 80% 80% / 0.55)`;
    g.beginPath(); g.arc(s[0] ?? 0, s[1] ?? 0, between(rand, 3, 7), 0, Math.PI * 2); g.fill();
  }
  // A sun medallion over the middle ties the panes together.
  g.strokeStyle = '#241f28';
  g.lineWidth = 5;
  g.fillStyle = 'hsla(48 95% 65% / 0.85)';
  g.beginPath(); g.arc(cx, cy, h * 0.16, 0, Math.PI * 2); g.fill(); g.stroke();
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g.fillStyle = `hsla(${(base + i * 30) % 360} 85% 60% / 0.9)`;
    g.beginPath();
    g.moveTo(cx + Math.cos(a - 0.12) * h * 0.17, cy + Math.sin(a - 0.12) * h * 0.17);
    g.lineTo(cx + Math.cos(a) * h * 0.3, cy + Math.sin(a) * h * 0.3);
    g.lineTo(cx + Math.cos(a + 0.12) * h * 0.17, cy + Math.sin(a + 0.12) * h * 0.17);
    g.closePath();
    g.fill();
    g.stroke();
  }
  g.fillStyle = 'rgba(255,255,255,0.07)';
  g.fillRect(0, 0, w, h * 0.5);
}

/** @type {Painter} */
export function seaside(g, w, h, rand) {
  const horizon = h * 0.52;
  const sky = g.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, '#3b2a6e');
  sky.addColorStop(0.45, '#d9537a');
  sky.addColorStop(0.8, '#f79a56');
  sky.addColorStop(1, '#ffd27a');
  g.fillStyle = sky;
  g.fillRect(0, 0, w, horizon);
  const sx = between(rand, w * 0.3, w * 0.7);
  const r = h * 0.15;
  // The sun, with horizontal gaps like an old travel poster.
  g.save();
  g.beginPath(); g.arc(sx, horizon - r * 0.35, r, 0, Math.PI * 2); g.clip();
  const sun = g.createLinearGradient(0, horizon - r * 1.4, 0, horizon);
  sun.addColorStop(0, '#fff1a8');
  sun.addColorStop(1, '#ff7b3a');
  g.fillStyle = sun;
  g.fillRect(sx - r, horizon - r * 1.4, r * 2, r * 2);
  g.fillStyle = '#f08a5a';
  for (let i = 0; i < 5; i++) g.fillRect(sx - r, horizon - r * 0.5 + i * r * 0.13, r * 2, 2 + i);
  g.restore();
  for (let i = 0; i < 9; i++) {
    const y = between(rand, h * 0.06, horizon * 0.7);
    const x = rand() * w;
    g.fillStyle = `rgba(255,${between(rand, 150, 210)},${between(rand, 160, 200)},0.55)`;
    g.beginPath(); g.ellipse(x, y, between(rand, 30, 70), between(rand, 4, 8), 0, 0, Math.PI * 2); g.fill();
  }
  g.strokeStyle = '#2a1b3d';
  g.lineWidth = 1.6;
  for (let i = 0; i < 8; i++) {
    const x = rand() * w;
    const y = between(rand, h * 0.08, horizon * 0.6);
    const s = between(rand, 4, 8);
    g.beginPath();
    g.moveTo(x - s, y); g.quadraticCurveTo(x - s / 2, y - s / 2, x, y); g.quadraticCurveTo(x + s / 2, y - s / 2, x + s, y);
    g.stroke();
  }
  const sea = g.createLinearGradient(0, horizon, 0, h);
  sea.addColorStop(0, '#e0789a');
  sea.addColorStop(0.3, '#6a4c9c');
  sea.addColorStop(1, '#1d3a6e');
  g.fillStyle = sea;
  g.fillRect(0, horizon, w, h - horizon);
  for (let i = 0; i < 60; i++) {
    const y = horizon + 4 + Math.pow(rand(), 1.4) * (h - horizon - 8);
    const x = rand() * w;
    const len = 6 + (y - horizon) * 0.25 * rand();
    const near = Math.abs(x - sx) < r * 1.2;
    g.strokeStyle = near ? 'rgba(255,220,140,0.8)' : 'rgba(255,255,255,0.28)';
    g.lineWidth = 1 + (y - horizon) / h * 2;
    g.beginPath(); g.moveTo(x - len, y); g.lineTo(x + len, y); g.stroke();
  }
  // Island with palms on one side.
  const left = rand() < 0.5;
  const ix = left ? w * 0.16 : w * 0.84;
  g.fillStyle = '#2a1f3a';
  g.beginPath(); g.ellipse(ix, horizon + 4, w * 0.16, h * 0.05, 0, Math.PI, Math.PI * 2); g.fill();
  for (let k = 0; k < 3; k++) {
    const px = ix + (k - 1) * w * 0.05;
    const ph = h * between(rand, 0.18, 0.26);
    g.strokeStyle = '#2a1f3a';
    g.lineWidth = 4;
    g.beginPath(); g.moveTo(px, horizon); g.quadraticCurveTo(px + 10, horizon - ph / 2, px + 4, horizon - ph); g.stroke();
    g.fillStyle = '#2a1f3a';
    for (let f = 0; f < 6; f++) {
      const a = Math.PI * (1.05 + f * 0.18);
      g.beginPath();
      g.moveTo(px + 4, horizon - ph);
      g.quadraticCurveTo(px + 4 + Math.cos(a) * 22, horizon - ph + Math.sin(a) * 22 - 6, px + 4 + Math.cos(a) * 34, horizon - ph + Math.sin(a) * 28 + 10);
      g.quadraticCurveTo(px + 4 + Math.cos(a) * 20, horizon - ph + Math.sin(a) * 14, px + 4, horizon - ph);
      g.fill();
    }
  }
  for (let b = 0; b < 3; b++) {
    const bx = left ? between(rand, w * 0.38, w * 0.95) : between(rand, w * 0.05, w * 0.62);
    const by = between(rand, horizon + h * 0.08, h * 0.9);
    const s = 0.6 + (by - horizon) / h * 1.6;
    g.fillStyle = '#22183a';
    g.beginPath(); g.moveTo(bx - 18 * s, by); g.lineTo(bx + 18 * s, by); g.lineTo(bx + 12 * s, by + 7 * s); g.lineTo(bx - 12 * s, by + 7 * s); g.fill();
    g.fillStyle = ['#fff2d6', '#ffd1dc', '#d6f0ff'][b] ?? '#fff';
    g.beginPath(); g.moveTo(bx, by - 2 * s); g.lineTo(bx, by - 40 * s); g.lineTo(bx + 20 * s, by - 4 * s); g.fill();
    g.beginPath(); g.moveTo(bx - 2, by - 4 * s); g.lineTo(bx - 2, by - 30 * s); g.lineTo(bx - 15 * s, by - 4 * s); g.fill();
  }
}

/** @type {Painter} */
export function cityNight(g, w, h, rand) {
  const sky = g.createLinearGradient(0, 0, 0, h * 0.7);
  sky.addColorStop(0, '#0b1030');
  sky.addColorStop(0.7, '#2b2a6a');
  sky.addColorStop(1, '#7a4a8a');
  g.fillStyle = sky;
  g.fillRect(0, 0, w, h);
  for (let i = 0; i < 160; i++) {
    g.fillStyle = `rgba(255,255,${between(rand, 200, 255)},${between(rand, 0.3, 1)})`;
    const s = rand() < 0.1 ? 2 : 1.1;
    g.fillRect(rand() * w, rand() * h * 0.5, s, s);
  }
  const mx = between(rand, w * 0.1, w * 0.9);
  g.fillStyle = '#fff6d0';
  g.beginPath(); g.arc(mx, h * 0.15, h * 0.07, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#1a1f4a';
  g.beginPath(); g.arc(mx + h * 0.03, h * 0.14, h * 0.06, 0, Math.PI * 2); g.fill();
  const water = h * 0.74;
  for (let layer = 0; layer < 2; layer++) {
    let x = -5;
    while (x < w) {
      const bw = between(rand, 22, 48) * (layer ? 1.1 : 0.8);
      const bh = between(rand, h * 0.18, h * 0.5) * (layer ? 0.8 : 1);
      const hue = between(rand, 220, 280);
      g.fillStyle = `hsl(${hue} 30% ${layer ? 16 : 24}%)`;
      g.fillRect(x, water - bh, bw, bh);
      if (rand() < 0.3) { g.fillRect(x + bw * 0.4, water - bh - 14, 3, 14); }
      if (layer) {
        const lit = `hsl(${between(rand, 35, 55)} 95% ${between(rand, 60, 75)}%)`;
        for (let wy = water - bh + 6; wy < water - 6; wy += 9) {
          for (let wx = x + 4; wx < x + bw - 6; wx += 8) {
            if (rand() < 0.45) { g.fillStyle = rand() < 0.15 ? '#7fd8ff' : lit; g.fillRect(wx, wy, 4, 5); }
          }
        }
      }
      x += bw + between(rand, 0, 6);
    }
  }
  const river = g.createLinearGradient(0, water, 0, h);
  river.addColorStop(0, '#2a2560');
  river.addColorStop(1, '#0b0d26');
  g.fillStyle = river;
  g.fillRect(0, water, w, h - water);
  for (let i = 0; i < 90; i++) {
    const x = rand() * w;
    const y = between(rand, water + 3, h - 4);
    g.fillStyle = `hsla(${between(rand, 30, 60)} 95% 70% / ${between(rand, 0.25, 0.6)})`;
    g.fillRect(x, y, between(rand, 6, 18), 1.6);
  }
  // A bridge with lamps across the river.
  g.strokeStyle = '#0d0f28';
  g.lineWidth = 6;
  g.beginPath(); g.moveTo(0, water + h * 0.05); g.lineTo(w, water + h * 0.05); g.stroke();
  g.lineWidth = 3;
  for (let x = 20; x < w; x += 60) {
    g.beginPath(); g.arc(x + 30, water + h * 0.05 + 22, 30, Math.PI, Math.PI * 2); g.stroke();
    g.fillStyle = '#ffd980';
    g.beginPath(); g.arc(x, water + h * 0.05 - 6, 2.5, 0, Math.PI * 2); g.fill();
  }
}

/** Pictures for the four puzzles, in level order. @type {Painter[]} */
export const PAINTERS = [mountainLake, stainedGlass, seaside, cityNight];
