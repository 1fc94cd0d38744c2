import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, readRaw, writeRaw } from '../storage/local-store';
import { whenIdle } from '../scheduling/when-idle';

/**
 * The consent API the storefront's collectors ask before doing anything. The consent dialog
 * (its own issue) calls `setConsent`; until then EU visitors send nothing, others are allowed
 * analytics by default. Consent is re-asked after 90 days.
 */
export interface Consent {
  analytics: boolean;
  advertising: boolean;
  personalization: boolean;
}
export type ConsentPurpose = keyof Consent;

export const CONSENT_MAX_AGE_MS = 7_776_000_000;

const EU_LANGS = /^(de|fr|es|it|nl|pl|pt|sv|da|fi|cs|sk|sl|hu|ro|bg|el|hr|et|lv|lt|ga|mt)(-|$)/i;
const EU_TZ = /^Europe\//;

let euVisitor: boolean | undefined;

/**
 * Europe by timezone or browser language; en-GB etc. count too. Worked out once a
 * page, since the consent snapshot is read on every render.
 */
export function isEuVisitor(): boolean {
  euVisitor ??= detectEuVisitor();
  return euVisitor;
}

let regionWaiters: Set<() => void> | undefined;

/**
 * Runs `cb` once the visitor's region is known. Working it out may need the browser's time-zone
 * data, whose first load blocks its thread for 30-60 ms on a desktop (several times that on a
 * phone): a worker reads the zone instead, so the page's own thread never pays for it. Without
 * workers (or if one does not answer within 3 s) the zone is read here when the browser is next
 * idle. Returns a function that forgets `cb`.
 */
export function whenRegionKnown(cb: () => void): () => void {
  if (euVisitor === undefined && !regionWaiters) {
    const waiters = (regionWaiters = new Set());
    readTimeZone((zone) => {
      if (regionWaiters !== waiters) return;
      euVisitor ??= detectEuVisitor(zone);
      regionWaiters = undefined;
      waiters.forEach((w) => w());
    });
  }
  // Known already, or at once (no zone needed: the language or the clock decided).
  if (euVisitor !== undefined || !regionWaiters) {
    cb();
    return () => undefined;
  }
  const waiters = regionWaiters;
  waiters.add(cb);
  return () => waiters.delete(cb);
}

const WORKER_ANSWER_MS = 3000;

/**
 * The device's IANA time zone; or null when no zone is needed (the browser's language already
 * says Europe, or the clock rules Europe out); or undefined: read it on this thread.
 */
function readTimeZone(done: (zone: string | null | undefined) => void): void {
  if (languagesSayEurope() || !offsetMayBeEurope(clockOffsets())) return done(null);
  const onIdle = () => void whenIdle(() => done(undefined), 1500);
  // The worker starts once the page has loaded: even off the main thread, its start and the
  // time-zone data cost CPU that a phone's hydration would otherwise have.
  whenIdle(() => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return onIdle();
    }
    const finish = (zone: string | undefined) => {
      window.clearTimeout(timer);
      worker.terminate();
      if (zone === undefined) onIdle();
      else done(zone);
    };
    const timer = window.setTimeout(() => finish(undefined), WORKER_ANSWER_MS);
    worker.onmessage = (e: MessageEvent<unknown>) => finish(typeof e.data === 'string' ? e.data : undefined);
    worker.onerror = () => finish(undefined);
  }, 500);
}

/** Whether the consent can be read without working out the region (it is known, or a choice is stored). */
export const consentKnown = (): boolean => euVisitor !== undefined || storedConsent() !== null;

/**
 * Every Europe/* zone lies between UTC-1 and UTC+4, winter and summer. The first
 * Intl.DateTimeFormat of a page loads the browser's time-zone data (40-80 ms of main thread on
 * a desktop, several times that on a phone, in the middle of hydration), so it is only asked
 * when the clock's offset leaves Europe possible; the answer is the same either way.
 */
export function offsetMayBeEurope(offsetsMinutes: number[]): boolean {
  // Date#getTimezoneOffset is UTC minus local time, in minutes: UTC+4 is -240, UTC-1 is 60.
  return offsetsMinutes.some((m) => m >= -240 && m <= 60);
}

/** This device's offsets in winter and in summer. */
function clockOffsets(year = new Date().getFullYear()): number[] {
  return [new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset()];
}

/** `zone`: the device's time zone if known, null if none is needed, undefined to ask Intl here. */
function detectEuVisitor(zone?: string | null): boolean {
  try {
    if (zone === undefined && offsetMayBeEurope(clockOffsets())) zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && EU_TZ.test(zone)) return true;
  } catch {
    /* no Intl: fall through */
  }
  return languagesSayEurope();
}

function languagesSayEurope(): boolean {
  const langs = typeof navigator === 'undefined' ? [] : navigator.languages ?? [];
  return langs.some((l) => EU_LANGS.test(l) || /-(GB|IE|AT|BE|DE|FR|ES|IT|NL|PL|PT|SE|DK|FI|CZ)$/i.test(l));
}

/** The stored choice, or null when there is none or it is older than 90 days. */
export function storedConsent(now = Date.now()): Consent | null {
  const at = Number(readRaw(STORAGE_KEYS.consentDate));
  if (!at || now - at > CONSENT_MAX_AGE_MS) return null;
  const c = readJson<Partial<Consent> | null>(STORAGE_KEYS.consent, null);
  if (!c) return null;
  return { analytics: c.analytics === true, advertising: c.advertising === true, personalization: c.personalization === true };
}

export function needsConsentDialog(): boolean {
  return isEuVisitor() && storedConsent() === null;
}

const listeners = new Set<(c: Consent) => void>();

export function getConsent(): Consent {
  const stored = storedConsent();
  if (stored) return stored;
  const eu = isEuVisitor();
  return { analytics: !eu, advertising: !eu, personalization: !eu };
}

export function hasConsent(purpose: ConsentPurpose): boolean {
  return getConsent()[purpose];
}

export function setConsent(c: Consent, now = Date.now()): void {
  writeRaw(STORAGE_KEYS.consent, JSON.stringify(c));
  writeRaw(STORAGE_KEYS.consentDate, String(now));
  listeners.forEach((l) => l(c));
}

export function onConsentChange(cb: (c: Consent) => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

// --- Reopening the dialog (footer link) without the footer knowing the dialog ---

const openRequests = new Set<() => void>();

/** Asks the consent dialog to open (the footer's "Cookie settings" link). */
export function openConsentDialog(): void {
  openRequests.forEach((l) => l());
}

export function onConsentDialogRequest(cb: () => void): () => void {
  openRequests.add(cb);
  return () => openRequests.delete(cb);
}

/**
 * The visitor's consent as React state: null until mounted (server render and hydration know
 * nothing about the visitor) and until it can be read without blocking (see whenRegionKnown),
 * then `getConsent()`, updated on every change (and other tabs).
 */
export function useConsent(): Consent | null {
  const raw = useSyncExternalStore(
    (cb) => {
      const off = onConsentChange(cb);
      const forget = whenRegionKnown(cb);
      const onStorage = (e: StorageEvent) => (e.key === STORAGE_KEYS.consent || e.key === STORAGE_KEYS.consentDate) && cb();
      window.addEventListener('storage', onStorage);
      return () => {
        off();
        forget();
        window.removeEventListener('storage', onStorage);
      };
    },
    () => (consentKnown() ? JSON.stringify(getConsent()) : null),
    () => null,
  );
  return useMemo(() => (raw === null ? null : (JSON.parse(raw) as Consent)), [raw]);
}
