/**
 * @jest-environment jsdom
 */
import { setConsent } from '../consent/consent';
import { STORAGE_KEYS } from '../storage/local-store';
import { flush, track, visitDue } from './analytics';

describe('storefront analytics: visitors without an identifier', () => {
  let sent: { name: string; lang?: string }[][] = [];
  beforeEach(() => {
    localStorage.clear();
    sent = [];
    document.documentElement.lang = 'fr';
    window.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push((JSON.parse(String(init?.body)) as { events: { name: string }[] }).events);
      return new Response(null, { status: 202 });
    }) as typeof fetch;
  });

  it('precedes the first event of a UTC day with one visit event, and keeps only that date', () => {
    setConsent({ analytics: true, advertising: false, personalization: false });
    track('page_view');
    track('search', { searchTerm: 'kart', resultsCount: 0 });
    flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((e) => e.name)).toEqual(['visit', 'page_view', 'search']);
    expect(sent[0]![0]).toEqual({ name: 'visit', lang: 'fr' });
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitDay)).toBe(new Date().toISOString().slice(0, 10));

    track('page_view');
    flush();
    expect(sent[1]!.map((e) => e.name)).toEqual(['page_view']);
    // The next UTC day counts again.
    expect(visitDue(new Date(Date.now() + 86_400_000))).toBe(true);
  });

  it('sends and stores nothing without analytics consent, and forgets the date when consent is withdrawn', () => {
    setConsent({ analytics: true, advertising: false, personalization: false });
    track('page_view');
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitDay)).not.toBeNull();
    setConsent({ analytics: false, advertising: false, personalization: false });
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitDay)).toBeNull();
    track('page_view');
    flush();
    expect(sent).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.analyticsVisitDay)).toBeNull();
  });
});
