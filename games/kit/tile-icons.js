// @ts-check
/**
 * Tile faces drawn with canvas paths: every kind has its own shape and colour, so tiles stay
 * distinct for colour-blind players and at small sizes.
 */

/** @typedef {(g: CanvasRenderingContext2D, r: number) => void} IconFn draws centred on (0, 0) within radius r */

/** @param {CanvasRenderingContext2D} g @param {string} fill @param {string} [stroke] @param {number} [lw] */
function paint(g, fill, stroke, lw = 2) {
  g.fillStyle = fill;
  g.fill();
  if (stroke) {
    g.strokeStyle = stroke;
    g.lineWidth = lw;
    g.stroke();
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r */
function circle(g, x, y, r) {
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
}

/** @param {CanvasRenderingContext2D} g @param {number} n @param {number} ro @param {number} ri @param {number} [rot] */
function star(g, n, ro, ri, rot = -Math.PI / 2) {
  g.beginPath();
  for (let i = 0; i < n * 2; i++) {
    const a = rot + (i * Math.PI) / n;
    const rr = i % 2 ? ri : ro;
    g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  g.closePath();
}

/** @type {IconFn[]} */
export const ICONS = [
  // cherries
  (g, r) => {
    g.strokeStyle = '#2f7d32';
    g.lineWidth = r * 0.1;
    g.beginPath();
    g.moveTo(-r * 0.35, r * 0.2);
    g.quadraticCurveTo(-r * 0.1, -r * 0.5, r * 0.25, -r * 0.8);
    g.moveTo(r * 0.4, r * 0.3);
    g.quadraticCurveTo(r * 0.35, -r * 0.3, r * 0.25, -r * 0.8);
    g.stroke();
    circle(g, -r * 0.38, r * 0.38, r * 0.36);
    paint(g, '#e0303f', '#8a0f1c');
    circle(g, r * 0.4, r * 0.45, r * 0.36);
    paint(g, '#f03a4a', '#8a0f1c');
    circle(g, -r * 0.5, r * 0.26, r * 0.09);
    paint(g, 'rgba(255,255,255,0.7)');
  },
  // leaf
  (g, r) => {
    g.beginPath();
    g.moveTo(-r * 0.75, r * 0.75);
    g.bezierCurveTo(-r * 0.9, -r * 0.4, r * 0.1, -r * 0.95, r * 0.8, -r * 0.8);
    g.bezierCurveTo(r * 0.9, r * 0.1, r * 0.2, r * 0.85, -r * 0.75, r * 0.75);
    paint(g, '#43b649', '#1d6b22');
    g.strokeStyle = '#1d6b22';
    g.lineWidth = r * 0.07;
    g.beginPath();
    g.moveTo(-r * 0.75, r * 0.75);
    g.lineTo(r * 0.5, -r * 0.5);
    g.stroke();
  },
  // sun
  (g, r) => {
    g.strokeStyle = '#f59e0b';
    g.lineWidth = r * 0.13;
    g.lineCap = 'round';
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      g.beginPath();
      g.moveTo(Math.cos(a) * r * 0.6, Math.sin(a) * r * 0.6);
      g.lineTo(Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.9);
      g.stroke();
    }
    circle(g, 0, 0, r * 0.45);
    paint(g, '#ffd23f', '#e08a00');
  },
  // crescent moon
  (g, r) => {
    g.beginPath();
    g.arc(0, 0, r * 0.8, Math.PI * 0.35, Math.PI * 1.65);
    g.arc(r * 0.35, -r * 0.05, r * 0.6, Math.PI * 1.45, Math.PI * 0.55, true);
    g.closePath();
    paint(g, '#9fb7ff', '#3f56b5');
  },
  // star
  (g, r) => {
    star(g, 5, r * 0.9, r * 0.4);
    paint(g, '#ffc21a', '#b06f00');
  },
  // heart
  (g, r) => {
    g.beginPath();
    g.moveTo(0, r * 0.8);
    g.bezierCurveTo(-r * 1.1, 0, -r * 0.6, -r * 0.95, 0, -r * 0.35);
    g.bezierCurveTo(r * 0.6, -r * 0.95, r * 1.1, 0, 0, r * 0.8);
    paint(g, '#ff5fa8', '#a3135a');
  },
  // drop
  (g, r) => {
    g.beginPath();
    g.moveTo(0, -r * 0.9);
    g.bezierCurveTo(r * 0.2, -r * 0.5, r * 0.7, 0, r * 0.6, r * 0.35);
    g.arc(0, r * 0.35, r * 0.6, 0, Math.PI);
    g.bezierCurveTo(-r * 0.7, 0, -r * 0.2, -r * 0.5, 0, -r * 0.9);
    paint(g, '#2f8df5', '#0d4a99');
    circle(g, -r * 0.22, r * 0.3, r * 0.13);
    paint(g, 'rgba(255,255,255,0.6)');
  },
  // flower
  (g, r) => {
    for (let i = 0; i < 5; i++) {
      const a = (i * Math.PI * 2) / 5 - Math.PI / 2;
      g.beginPath();
      g.ellipse(Math.cos(a) * r * 0.45, Math.sin(a) * r * 0.45, r * 0.36, r * 0.24, a, 0, Math.PI * 2);
      paint(g, '#d14bd8', '#7c1c82');
    }
    circle(g, 0, 0, r * 0.25);
    paint(g, '#ffe45c', '#b08a00');
  },
  // mushroom
  (g, r) => {
    g.beginPath();
    g.moveTo(-r * 0.25, 0);
    g.lineTo(-r * 0.3, r * 0.8);
    g.lineTo(r * 0.3, r * 0.8);
    g.lineTo(r * 0.25, 0);
    paint(g, '#f4e6c8', '#8a7350');
    g.beginPath();
    g.arc(0, r * 0.05, r * 0.85, Math.PI, 0);
    g.closePath();
    paint(g, '#e23b2e', '#7d140d');
    for (const [x, y, s] of [[-0.45, -0.2, 0.14], [0.1, -0.5, 0.16], [0.5, -0.15, 0.12]]) {
      circle(g, /** @type {number} */ (x) * r, /** @type {number} */ (y) * r, /** @type {number} */ (s) * r);
      paint(g, '#fff');
    }
  },
  // lightning bolt
  (g, r) => {
    g.beginPath();
    g.moveTo(r * 0.2, -r * 0.95);
    g.lineTo(-r * 0.55, r * 0.1);
    g.lineTo(-r * 0.05, r * 0.1);
    g.lineTo(-r * 0.25, r * 0.95);
    g.lineTo(r * 0.6, -r * 0.15);
    g.lineTo(r * 0.08, -r * 0.15);
    g.closePath();
    paint(g, '#ff9a1f', '#a24d00');
  },
  // diamond
  (g, r) => {
    g.beginPath();
    g.moveTo(-r * 0.85, -r * 0.25);
    g.lineTo(-r * 0.45, -r * 0.7);
    g.lineTo(r * 0.45, -r * 0.7);
    g.lineTo(r * 0.85, -r * 0.25);
    g.lineTo(0, r * 0.85);
    g.closePath();
    paint(g, '#38e1e8', '#0b7c86');
    g.strokeStyle = '#0b7c86';
    g.lineWidth = r * 0.06;
    g.beginPath();
    g.moveTo(-r * 0.85, -r * 0.25);
    g.lineTo(r * 0.85, -r * 0.25);
    g.moveTo(-r * 0.2, -r * 0.7);
    g.lineTo(0, r * 0.85);
    g.lineTo(r * 0.2, -r * 0.7);
    g.stroke();
  },
  // clover
  (g, r) => {
    g.strokeStyle = '#1f5f2a';
    g.lineWidth = r * 0.12;
    g.beginPath();
    g.moveTo(0, r * 0.1);
    g.quadraticCurveTo(r * 0.1, r * 0.6, r * 0.35, r * 0.9);
    g.stroke();
    for (const a of [-Math.PI / 2, Math.PI / 6, (5 * Math.PI) / 6]) {
      circle(g, Math.cos(a) * r * 0.4, Math.sin(a) * r * 0.4 - r * 0.1, r * 0.34);
      paint(g, '#2e9e44', '#1f5f2a');
    }
  },
  // fish
  (g, r) => {
    g.beginPath();
    g.moveTo(r * 0.5, 0);
    g.lineTo(r * 0.95, -r * 0.45);
    g.lineTo(r * 0.95, r * 0.45);
    g.closePath();
    paint(g, '#1fb5a3', '#0b6157');
    g.beginPath();
    g.ellipse(-r * 0.1, 0, r * 0.7, r * 0.45, 0, 0, Math.PI * 2);
    paint(g, '#2fd3be', '#0b6157');
    circle(g, -r * 0.45, -r * 0.08, r * 0.1);
    paint(g, '#0b2a27');
  },
  // bell
  (g, r) => {
    g.beginPath();
    g.moveTo(-r * 0.75, r * 0.55);
    g.quadraticCurveTo(-r * 0.55, r * 0.35, -r * 0.55, -r * 0.1);
    g.quadraticCurveTo(-r * 0.5, -r * 0.8, 0, -r * 0.8);
    g.quadraticCurveTo(r * 0.5, -r * 0.8, r * 0.55, -r * 0.1);
    g.quadraticCurveTo(r * 0.55, r * 0.35, r * 0.75, r * 0.55);
    g.closePath();
    paint(g, '#d98b2b', '#7a4510');
    circle(g, 0, r * 0.72, r * 0.16);
    paint(g, '#7a4510');
  },
  // crown
  (g, r) => {
    g.beginPath();
    g.moveTo(-r * 0.8, r * 0.6);
    g.lineTo(-r * 0.85, -r * 0.45);
    g.lineTo(-r * 0.4, r * 0.05);
    g.lineTo(0, -r * 0.7);
    g.lineTo(r * 0.4, r * 0.05);
    g.lineTo(r * 0.85, -r * 0.45);
    g.lineTo(r * 0.8, r * 0.6);
    g.closePath();
    paint(g, '#9b5cf6', '#4c1d95');
    circle(g, 0, r * 0.3, r * 0.13);
    paint(g, '#ffd23f');
  },
  // snowflake
  (g, r) => {
    g.strokeStyle = '#5cc8ff';
    g.lineCap = 'round';
    g.lineWidth = r * 0.12;
    for (let i = 0; i < 3; i++) {
      const a = (i * Math.PI) / 3;
      g.beginPath();
      g.moveTo(Math.cos(a) * r * 0.85, Math.sin(a) * r * 0.85);
      g.lineTo(-Math.cos(a) * r * 0.85, -Math.sin(a) * r * 0.85);
      g.stroke();
    }
    g.lineWidth = r * 0.08;
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3;
      const x = Math.cos(a) * r * 0.55;
      const y = Math.sin(a) * r * 0.55;
      for (const s of [-1, 1]) {
        g.beginPath();
        g.moveTo(x, y);
        g.lineTo(x + Math.cos(a + s * 0.8) * r * 0.25, y + Math.sin(a + s * 0.8) * r * 0.25);
        g.stroke();
      }
    }
  },
  // apple
  (g, r) => {
    g.beginPath();
    g.moveTo(0, -r * 0.45);
    g.bezierCurveTo(r * 0.6, -r * 0.8, r * 1.05, -r * 0.1, r * 0.55, r * 0.65);
    g.bezierCurveTo(r * 0.35, r * 0.95, r * 0.1, r * 0.8, 0, r * 0.75);
    g.bezierCurveTo(-r * 0.1, r * 0.8, -r * 0.35, r * 0.95, -r * 0.55, r * 0.65);
    g.bezierCurveTo(-r * 1.05, -r * 0.1, -r * 0.6, -r * 0.8, 0, -r * 0.45);
    paint(g, '#9ad93a', '#4a7a0c');
    g.strokeStyle = '#6b4a1f';
    g.lineWidth = r * 0.1;
    g.beginPath();
    g.moveTo(0, -r * 0.45);
    g.lineTo(r * 0.1, -r * 0.85);
    g.stroke();
  },
  // music note
  (g, r) => {
    g.beginPath();
    g.ellipse(-r * 0.25, r * 0.55, r * 0.32, r * 0.24, -0.4, 0, Math.PI * 2);
    paint(g, '#5b5bf0');
    g.fillStyle = '#5b5bf0';
    g.fillRect(r * 0.0, -r * 0.8, r * 0.13, r * 1.35);
    g.beginPath();
    g.moveTo(r * 0.13, -r * 0.8);
    g.quadraticCurveTo(r * 0.7, -r * 0.55, r * 0.55, -r * 0.1);
    g.quadraticCurveTo(r * 0.5, -r * 0.45, r * 0.13, -r * 0.45);
    paint(g, '#5b5bf0');
  },
  // cloud
  (g, r) => {
    g.beginPath();
    g.arc(-r * 0.4, r * 0.15, r * 0.35, Math.PI * 0.5, Math.PI * 1.5);
    g.arc(-r * 0.05, -r * 0.2, r * 0.42, Math.PI * 1.1, Math.PI * 1.9);
    g.arc(r * 0.45, r * 0.1, r * 0.4, Math.PI * 1.4, Math.PI * 0.5);
    g.closePath();
    paint(g, '#eef3ff', '#7b8bb5');
  },
  // acorn
  (g, r) => {
    g.beginPath();
    g.ellipse(0, r * 0.25, r * 0.5, r * 0.6, 0, 0, Math.PI * 2);
    paint(g, '#c98a4b', '#6b4219');
    g.beginPath();
    g.arc(0, -r * 0.12, r * 0.62, Math.PI, 0);
    g.closePath();
    paint(g, '#7a4e24', '#3d240c');
    g.strokeStyle = '#3d240c';
    g.lineWidth = r * 0.1;
    g.beginPath();
    g.moveTo(0, -r * 0.72);
    g.lineTo(r * 0.12, -r * 0.92);
    g.stroke();
  },
];

/**
 * Draws icon `kind` centred at (x, y) with radius r.
 * @param {CanvasRenderingContext2D} g @param {number} kind @param {number} x @param {number} y @param {number} r
 */
export function drawIcon(g, kind, x, y, r) {
  const fn = ICONS[kind % ICONS.length];
  if (!fn) return;
  g.save();
  g.translate(x, y);
  g.lineJoin = 'round';
  fn(g, r);
  g.restore();
}
