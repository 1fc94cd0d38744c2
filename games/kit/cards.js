// @ts-check
import { roundRect } from './kit.js';
/**
 * Playing cards painted on the canvas: suit shapes as paths (no font glyphs, which some phones
 * lack), faces and backs cached on small offscreen canvases at the screen's pixel density.
 */

/** Four-colour deck (spades, hearts, diamonds, clubs): on a small phone screen the colour alone tells the suits apart. */
export const SUIT_COLORS = ['#1d2344', '#d62839', '#1f6fd1', '#1b8a4a'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * Traces a suit symbol centred on (x, y) with the given size (height).
 * @param {CanvasRenderingContext2D} g @param {number} suit 0 spades, 1 hearts, 2 diamonds, 3 clubs
 * @param {number} x @param {number} y @param {number} s
 */
export function suitPath(g, suit, x, y, s) {
  const h = s / 2;
  g.beginPath();
  if (suit === 2) {
    g.moveTo(x, y - h);
    g.quadraticCurveTo(x + h * 0.35, y - h * 0.3, x + h * 0.78, y);
    g.quadraticCurveTo(x + h * 0.35, y + h * 0.3, x, y + h);
    g.quadraticCurveTo(x - h * 0.35, y + h * 0.3, x - h * 0.78, y);
    g.quadraticCurveTo(x - h * 0.35, y - h * 0.3, x, y - h);
  } else if (suit === 1) {
    g.moveTo(x, y + h);
    g.bezierCurveTo(x - h * 0.3, y + h * 0.55, x - h, y + h * 0.1, x - h, y - h * 0.35);
    g.bezierCurveTo(x - h, y - h * 0.95, x - h * 0.15, y - h * 1.05, x, y - h * 0.45);
    g.bezierCurveTo(x + h * 0.15, y - h * 1.05, x + h, y - h * 0.95, x + h, y - h * 0.35);
    g.bezierCurveTo(x + h, y + h * 0.1, x + h * 0.3, y + h * 0.55, x, y + h);
  } else if (suit === 0) {
    g.moveTo(x, y - h);
    g.bezierCurveTo(x + h * 0.3, y - h * 0.5, x + h, y - h * 0.2, x + h, y + h * 0.25);
    g.bezierCurveTo(x + h, y + h * 0.7, x + h * 0.35, y + h * 0.75, x + h * 0.08, y + h * 0.4);
    g.lineTo(x + h * 0.3, y + h);
    g.lineTo(x - h * 0.3, y + h);
    g.lineTo(x - h * 0.08, y + h * 0.4);
    g.bezierCurveTo(x - h * 0.35, y + h * 0.75, x - h, y + h * 0.7, x - h, y + h * 0.25);
    g.bezierCurveTo(x - h, y - h * 0.2, x - h * 0.3, y - h * 0.5, x, y - h);
  } else {
    const r = h * 0.42;
    g.moveTo(x + r, y - h * 0.5);
    g.arc(x, y - h * 0.5, r, 0, Math.PI * 2);
    g.moveTo(x - h * 0.45 + r, y + h * 0.12);
    g.arc(x - h * 0.45, y + h * 0.12, r, 0, Math.PI * 2);
    g.moveTo(x + h * 0.45 + r, y + h * 0.12);
    g.arc(x + h * 0.45, y + h * 0.12, r, 0, Math.PI * 2);
    g.moveTo(x - h * 0.12, y);
    g.lineTo(x + h * 0.12, y);
    g.lineTo(x + h * 0.32, y + h);
    g.lineTo(x - h * 0.32, y + h);
    g.closePath();
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r */
function rounded(g, x, y, w, h, r) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

/**
 * Paints a face in logical units at the origin. The rank and a small suit sit in the top strip,
 * the only part that shows when cards overlap in a column.
 * @param {CanvasRenderingContext2D} g @param {number} suit @param {number} rank @param {number} w @param {number} h
 */
function paintFace(g, suit, rank, w, h) {
  const r = w * 0.1;
  rounded(g, 0.5, 0.5, w - 1, h - 1, r);
  const bg = g.createLinearGradient(0, 0, 0, h);
  bg.addColorStop(0, '#ffffff');
  bg.addColorStop(1, '#eef1f7');
  g.fillStyle = bg;
  g.fill();
  g.strokeStyle = 'rgba(30,40,70,0.35)';
  g.lineWidth = 1;
  g.stroke();
  const color = SUIT_COLORS[suit] ?? '#000';
  g.fillStyle = color;
  const fs = Math.round(w * 0.4);
  g.font = `800 ${fs}px system-ui, sans-serif`;
  g.textBaseline = 'alphabetic';
  g.textAlign = 'left';
  g.direction = 'ltr';
  const label = RANKS[rank] ?? '?';
  const tx = w * 0.06;
  const ty = fs * 0.92;
  if (label === '10') {
    g.save();
    g.translate(tx, ty);
    g.scale(0.74, 1);
    g.fillText(label, 0, 0);
    g.restore();
  } else g.fillText(label, tx, ty);
  suitPath(g, suit, w - w * 0.19, fs * 0.58, w * 0.27);
  g.fill();
  const cy = h * 0.62;
  if (rank >= 10) {
    // Court cards: a tinted panel with a crown-like mark above the suit.
    g.fillStyle = suit === 0 ? 'rgba(29,35,68,0.1)' : `${color}1f`;
    rounded(g, w * 0.16, h * 0.36, w * 0.68, h * 0.56, w * 0.08);
    g.fill();
    g.strokeStyle = color;
    g.lineWidth = 1.5;
    g.stroke();
    g.fillStyle = '#e0a106';
    g.beginPath();
    const cw = w * 0.36;
    const cx0 = w / 2 - cw / 2;
    const cyTop = h * 0.42;
    g.moveTo(cx0, cyTop + cw * 0.4);
    g.lineTo(cx0, cyTop);
    g.lineTo(cx0 + cw * 0.25, cyTop + cw * 0.22);
    g.lineTo(w / 2, cyTop - cw * 0.1);
    g.lineTo(cx0 + cw * 0.75, cyTop + cw * 0.22);
    g.lineTo(cx0 + cw, cyTop);
    g.lineTo(cx0 + cw, cyTop + cw * 0.4);
    g.closePath();
    g.fill();
    g.fillStyle = color;
    suitPath(g, suit, w / 2, h * 0.7, w * 0.34);
    g.fill();
  } else {
    suitPath(g, suit, w / 2, cy, w * (rank === 0 ? 0.56 : 0.44));
    g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} w @param {number} h */
function paintBack(g, w, h) {
  const r = w * 0.1;
  rounded(g, 0.5, 0.5, w - 1, h - 1, r);
  g.fillStyle = '#f4f6ff';
  g.fill();
  const m = w * 0.07;
  rounded(g, m, m, w - m * 2, h - m * 2, r * 0.6);
  const bg = g.createLinearGradient(0, 0, w, h);
  bg.addColorStop(0, '#3a4fd8');
  bg.addColorStop(1, '#7b2fc4');
  g.fillStyle = bg;
  g.fill();
  g.save();
  g.clip();
  g.strokeStyle = 'rgba(255,255,255,0.22)';
  g.lineWidth = 1.2;
  const step = w * 0.18;
  g.beginPath();
  for (let d = -h; d < w + h; d += step) {
    g.moveTo(d, 0);
    g.lineTo(d + h, h);
    g.moveTo(d + h, 0);
    g.lineTo(d, h);
  }
  g.stroke();
  g.fillStyle = 'rgba(255,224,102,0.85)';
  suitPath(g, 0, w / 2, h / 2, w * 0.3);
  g.fill();
  g.restore();
  g.strokeStyle = 'rgba(30,40,70,0.35)';
  g.lineWidth = 1;
  rounded(g, 0.5, 0.5, w - 1, h - 1, r);
  g.stroke();
}

/** Cache of painted cards for one card size and pixel density. */
export class CardPainter {
  /** @param {number} w logical card width @param {number} h */
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.scale = 0;
    /** @type {Map<string, HTMLCanvasElement>} */
    this.cache = new Map();
  }

  /** @param {string} key @param {(g: CanvasRenderingContext2D) => void} paint @param {number} pixelScale */
  _get(key, paint, pixelScale) {
    // Rounded up to half steps so a resize does not repaint on every pixel of change.
    const s = Math.min(4, Math.max(1, Math.ceil(pixelScale * 2) / 2));
    if (s !== this.scale) { this.cache.clear(); this.scale = s; }
    let c = this.cache.get(key);
    if (!c) {
      c = document.createElement('canvas');
      c.width = Math.ceil(this.w * s);
      c.height = Math.ceil(this.h * s);
      const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
      g.scale(s, s);
      paint(g);
      this.cache.set(key, c);
    }
    return c;
  }

  /**
   * @param {CanvasRenderingContext2D} g @param {number} suit @param {number} rank @param {boolean} up
   * @param {number} x @param {number} y @param {number} pixelScale
   */
  draw(g, suit, rank, up, x, y, pixelScale) {
    const img = up
      ? this._get(`${suit}:${rank}`, (c) => paintFace(c, suit, rank, this.w, this.h), pixelScale)
      : this._get('back', (c) => paintBack(c, this.w, this.h), pixelScale);
    g.drawImage(img, x, y, this.w, this.h);
  }
}

/**
 * A highlight around a card or pile (selection, hint, drop target).
 * @param {CanvasRenderingContext2D} g @param {{x: number, y: number, w: number, h: number}} r @param {string} color @param {number} lw @param {number} [radius]
 */
export function outlineCard(g, r, color, lw, radius = 9) {
  g.strokeStyle = color;
  g.lineWidth = lw;
  roundRect(g, r.x - 2, r.y - 2, r.w + 4, r.h + 4, radius);
  g.stroke();
}

/**
 * A button drawn on the card table (undo, hint, new deal), dimmed when it does nothing now.
 * @param {CanvasRenderingContext2D} g @param {{x: number, y: number, w: number, h: number}} r @param {string} label @param {boolean} enabled
 */
export function drawTableButton(g, r, label, enabled) {
  g.globalAlpha = enabled ? 1 : 0.4;
  g.fillStyle = 'rgba(255,255,255,0.12)';
  roundRect(g, r.x, r.y, r.w, r.h, 14);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.35)';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = '#fff';
  g.font = '800 22px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(label, r.x + r.w / 2, r.y + r.h / 2 + 1, r.w - 12);
  g.globalAlpha = 1;
}

/**
 * The "no moves left" panel of the card games: a title, a line of explanation and a give-up
 * button, over the table. The game places it (and hit-tests `panel.btn` itself).
 * @param {CanvasRenderingContext2D} g
 * @param {{x: number, y: number, w: number, h: number, btn: {x: number, y: number, w: number, h: number}}} panel
 * @param {{title: string, body: string, button: string, backdrop: string, buttonFill: string | CanvasGradient}} look
 */
export function drawStuckPanel(g, panel, look) {
  const cx = panel.x + panel.w / 2;
  g.fillStyle = look.backdrop;
  roundRect(g, panel.x, panel.y, panel.w, panel.h, 18);
  g.fill();
  g.strokeStyle = 'rgba(255,122,154,0.7)';
  g.lineWidth = 2;
  g.stroke();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = '#ff8fb0';
  g.font = '900 30px system-ui, sans-serif';
  g.fillText(look.title, cx, panel.y + 40, panel.w - 30);
  g.fillStyle = 'rgba(238,241,255,0.85)';
  g.font = '600 20px system-ui, sans-serif';
  g.fillText(look.body, cx, panel.y + 84, panel.w - 30);
  const b = panel.btn;
  g.fillStyle = look.buttonFill;
  roundRect(g, b.x, b.y, b.w, b.h, b.h / 2);
  g.fill();
  g.fillStyle = '#fff';
  g.font = '800 24px system-ui, sans-serif';
  g.fillText(look.button, cx, b.y + b.h / 2 + 1, b.w - 20);
}
