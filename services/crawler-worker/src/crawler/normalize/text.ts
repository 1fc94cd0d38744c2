// Crawled text is untrusted: it is stored as plain text (tags stripped, entities decoded) and
// rendered escaped by the front ends.

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', sbquo: '‚', bdquo: '„', laquo: '«', raquo: '»',
  copy: '©', reg: '®', trade: '™', deg: '°', middot: '·', bull: '•', times: '×', divide: '÷',
  eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', aacute: 'á', agrave: 'à', acirc: 'â', auml: 'ä', atilde: 'ã', aring: 'å',
  iacute: 'í', igrave: 'ì', icirc: 'î', iuml: 'ï', oacute: 'ó', ograve: 'ò', ocirc: 'ô', ouml: 'ö', otilde: 'õ',
  uacute: 'ú', ugrave: 'ù', ucirc: 'û', uuml: 'ü', ntilde: 'ñ', ccedil: 'ç', szlig: 'ß', oslash: 'ø', aelig: 'æ',
  Eacute: 'É', Aacute: 'Á', Oacute: 'Ó', Uacute: 'Ú', Ntilde: 'Ñ', Ccedil: 'Ç', Ouml: 'Ö', Uuml: 'Ü', Auml: 'Ä',
  euro: '€', pound: '£', yen: '¥', cent: '¢', iexcl: '¡', iquest: '¿', shy: '', zwj: '', zwnj: '',
};

export function decodeEntities(s: string): string {
  // Entity bodies are bounded, so a long run of letters after an `&` is scanned once, not per start.
  return s.replace(/&(#x[0-9a-f]{1,8}|#\d{1,9}|[a-z][a-z0-9]{0,31});/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
      return String.fromCodePoint(code);
    }
    return NAMED[body] ?? NAMED[body.toLowerCase()] ?? m;
  });
}

/** Tags that end a line of text (a break, or the end of a block). */
const LINE_BREAK_TAG = /^<\s*(br|\/p|\/div|\/li|\/h\d)\s*\/?>$/i;
/** Elements whose content is never text. */
const RAW_TEXT_ELEMENT = /^<(script|style)(?=[\s>/])/i;

/**
 * Removes markup in one forward pass: every search starts where the last one ended and a
 * search that finds nothing ends the scan, so the cost is linear in the input whatever it
 * holds (a regex with a lazy `[\s\S]*?` up to a back-reference is quadratic on `<script<script…`).
 */
function stripMarkup(input: string): string {
  const lower = input.toLowerCase();
  const out: string[] = [];
  let pos = 0;
  while (pos < input.length) {
    const lt = input.indexOf('<', pos);
    if (lt < 0) break;
    out.push(input.slice(pos, lt));
    if (input.startsWith('<!--', lt)) {
      const close = input.indexOf('-->', lt + 4);
      if (close < 0) return out.join('');
      out.push(' ');
      pos = close + 3;
      continue;
    }
    const gt = input.indexOf('>', lt + 1);
    if (gt < 0) {
      // No tag can close after this point: the rest is text (its `<` stays, rendered escaped).
      out.push(input.slice(lt));
      return out.join('');
    }
    const tag = input.slice(lt, gt + 1);
    const raw = RAW_TEXT_ELEMENT.exec(tag);
    if (raw) {
      const close = lower.indexOf(`</${raw[1]!.toLowerCase()}`, gt + 1);
      // An unclosed script or style swallows the rest, as a browser would.
      if (close < 0) return out.join('');
      const closeEnd = input.indexOf('>', close);
      if (closeEnd < 0) return out.join('');
      out.push(' ');
      pos = closeEnd + 1;
      continue;
    }
    out.push(LINE_BREAK_TAG.test(tag) ? '\n' : ' ');
    pos = gt + 1;
  }
  out.push(input.slice(pos));
  return out.join('');
}

/**
 * HTML to plain text: drops script/style content and tags, turns block breaks into newlines,
 * decodes entities (twice-encoded text like `&amp;rsquo;` is common in feeds), removes control
 * characters and collapses whitespace. The input is cut first to a bound derived from the
 * wanted length, so a 20 MB feed field costs no more than a long description.
 */
export function htmlToText(input: unknown, maxLength = 5000): string {
  if (typeof input !== 'string' || input === '') return '';
  const bounded = input.length > maxLength * 8 + 1024 ? input.slice(0, maxLength * 8 + 1024) : input;
  let s = stripMarkup(bounded);
  s = decodeEntities(decodeEntities(s));
  // Entities may have produced new angle brackets; they stay as text (never rendered as HTML).
  s = s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return s.length > maxLength ? s.slice(0, maxLength - 1).trimEnd() + '…' : s;
}

/** A single-line text (titles, tags). */
export function plainLine(input: unknown, maxLength = 200): string {
  return htmlToText(input, maxLength).replace(/\s+/g, ' ').trim();
}

/** "800", 800, " 800px" → 800; anything else → undefined. */
export function toInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)/.exec(value);
  return m?.[1] ? Math.round(Number(m[1])) : undefined;
}

/** "a, b,c" or ["a","b"] → trimmed, de-duplicated (case-insensitive), at most 30. */
export function toTags(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of list) {
    const t = plainLine(typeof v === 'number' ? String(v) : v, 50);
    const k = t.toLowerCase();
    if (!t || seen.has(k)) continue;
    seen.add(k);
    out.push(t);
    if (out.length >= 30) break;
  }
  return out;
}

/** The game's embed URL: https only (feeds must give one), no fragment. */
export function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const u = new URL(value.trim());
    if (u.protocol !== 'https:') return undefined;
    u.hash = '';
    return u.toString();
  } catch {
    return undefined;
  }
}

/** An image URL we may download (http or https). */
export function imageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const u = new URL(value.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}
