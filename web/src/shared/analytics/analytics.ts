import type { AnalyticsEvent, AnalyticsEventName } from '@portal/contracts';
import { consentKnown, hasConsent, onConsentChange, whenRegionKnown } from '../consent/consent';
import { STORAGE_KEYS, readRaw, writeRaw } from '../storage/local-store';

/**
 * First-party analytics: events are queued and sent in batches to /api/analytics/events
 * (every few seconds, when the queue fills, and with sendBeacon when the page is hidden).
 * Nothing is queued or sent without analytics consent.
 */
const ENDPOINT = '/api/analytics/events';
const FLUSH_MS = 5000;
const MAX_BATCH = 50;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let wired = false;

function wire(): void {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(true));
  window.addEventListener('pagehide', () => flush(true));
  onConsentChange((c) => {
    if (c.analytics) return;
    queue = [];
    writeRaw(STORAGE_KEYS.analyticsVisitDay, null);
  });
}

/**
 * Visitors are counted without an identifier: the first event of each UTC day is preceded by a
 * `visit` event, and this browser keeps only the date it last sent one (written, like every
 * event, only under analytics consent, and removed when consent is withdrawn).
 */
export function visitDue(now = new Date()): boolean {
  const today = now.toISOString().slice(0, 10);
  if (readRaw(STORAGE_KEYS.analyticsVisitDay) === today) return false;
  writeRaw(STORAGE_KEYS.analyticsVisitDay, today);
  return true;
}

export function track(name: AnalyticsEventName, props: Omit<AnalyticsEvent, 'name'> = {}): void {
  if (typeof window === 'undefined') return;
  const event: AnalyticsEvent = { name, lang: document.documentElement.lang, path: location.pathname.slice(0, 300), ...props };
  // The first page view comes in hydration's commit; its consent question waits for an idle moment.
  if (consentKnown()) record(event);
  else whenRegionKnown(() => record(event));
}

function record(event: AnalyticsEvent): void {
  if (!hasConsent('analytics')) return;
  wire();
  if (visitDue()) queue.push({ name: 'visit', lang: event.lang });
  queue.push(event);
  if (queue.length >= MAX_BATCH) flush();
  else if (!timer) timer = setTimeout(() => flush(), FLUSH_MS);
}

export function flush(unloading = false): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!queue.length || !hasConsent('analytics')) return;
  const batch = queue.splice(0, MAX_BATCH);
  const body = JSON.stringify({ events: batch });
  if (unloading && navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  void fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  if (queue.length) timer = setTimeout(() => flush(), FLUSH_MS);
}

/** For tests and the consent dialog: what is waiting to be sent. */
export const pendingEvents = () => queue.length;
