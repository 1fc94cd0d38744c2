import type { DeviceClass } from '@portal/contracts';

/** The UTC calendar day of a moment, as the counters are keyed ('YYYY-MM-DD'). */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The `count` UTC days ending with `last`, oldest first. */
export function dayRange(last: Date, count: number): string[] {
  const end = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate());
  return Array.from({ length: count }, (_, i) => utcDay(new Date(end - (count - 1 - i) * 86_400_000)));
}

/**
 * Counter keys become field names inside a day's document, where '.' would split the path,
 * a leading '$' reads as an operator and NUL is refused. Those characters (and '%', so the
 * encoding is reversible) are written as %XX.
 */
export const encodeKey = (key: string): string => key.replace(/[%.$\u0000]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
export const decodeKey = (field: string): string => field.replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The device class from the user agent, the one thing kept of it. Tablets first: Android
 * tablets say "Android" without "Mobile", iPads say "iPad" (iPadOS in desktop mode says
 * "Macintosh" and is counted as a desktop, which is what it asks to be served as).
 */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|IEMobile|Opera Mini/i.test(ua)) return 'phone';
  return 'desktop';
}
