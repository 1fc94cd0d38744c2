import type { AdSlots } from '@portal/contracts';

/** The ads part of the vip service's configuration: who sees ads is decided here (non-VIPs only). */
export interface AdsSettings {
  /** null: no ad network configured (the storefront shows house ads instead). */
  network: { clientId: string; scriptUrl: string; slots: AdSlots } | null;
  gameDistribution: { gameId: string; scriptUrl: string } | null;
  gamesPortal: { siteId: string; scriptUrl: string } | null;
}

export const AD_SLOT_LENGTH = 10;

/** Environment variable of each of the four slots (home and game pages × mobile and desktop banners). */
export const AD_SLOT_VARS: Record<keyof AdSlots, string> = {
  homeMobile: 'AD_SLOT_HOME_MOBILE',
  homeDesktop: 'AD_SLOT_HOME_DESKTOP',
  gameMobile: 'AD_SLOT_GAME_MOBILE',
  gameDesktop: 'AD_SLOT_GAME_DESKTOP',
};

export const ADS_ENV_VARS = ['AD_CLIENT_ID', ...Object.values(AD_SLOT_VARS), 'AD_SCRIPT_URL', 'GD_GAME_ID', 'GD_SDK_URL', 'GAMES_PORTAL_SITE_ID', 'GAMES_PORTAL_SDK_URL'];

// The providers' own script addresses. Used only once the operator configures that provider,
// so the default configuration never reaches the internet.
const DEFAULT_AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
const DEFAULT_GD_SDK_URL = 'https://html5.api.gamedistribution.com/main.min.js';

/**
 * Reads and checks the ads settings. Every one is optional, but what is given must be whole and
 * well formed: answers every problem found (one line each) so boot can list them all.
 */
export function readAdsSettings(env: NodeJS.ProcessEnv): { settings: AdsSettings; problems: string[] } {
  const problems: string[] = [];
  const get = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const url = (name: string, fallback?: string) => {
    const v = get(name) ?? fallback;
    if (v === undefined) return undefined;
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`${name}: must be an http(s) URL`);
    return v;
  };

  const clientId = get('AD_CLIENT_ID');
  if (clientId !== undefined && !/^[A-Za-z0-9_-]{4,64}$/.test(clientId)) problems.push('AD_CLIENT_ID: must be 4-64 letters, digits, - or _ (e.g. ca-pub-1234567890123456)');
  const slots = {} as AdSlots;
  let slotCount = 0;
  for (const [key, name] of Object.entries(AD_SLOT_VARS) as [keyof AdSlots, string][]) {
    const v = get(name);
    if (v === undefined) continue;
    slotCount++;
    if (v.length !== AD_SLOT_LENGTH) problems.push(`${name}: ad slot ids must be exactly ${AD_SLOT_LENGTH} characters (got ${v.length})`);
    else if (!/^[A-Za-z0-9]+$/.test(v)) problems.push(`${name}: ad slot ids must be exactly ${AD_SLOT_LENGTH} characters, letters and digits only`);
    slots[key] = v;
  }
  const allSlots = Object.keys(AD_SLOT_VARS).length;
  if (clientId !== undefined && slotCount < allSlots) {
    const missing = Object.entries(AD_SLOT_VARS).filter(([k]) => !(k in slots)).map(([, n]) => n);
    problems.push(`AD_CLIENT_ID is set, so every ad slot must be too; missing: ${missing.join(', ')}`);
  }
  if (clientId === undefined && slotCount > 0) problems.push('AD_SLOT_* are set without AD_CLIENT_ID (set the ad network client id, or remove the slots)');
  const adScriptUrl = url('AD_SCRIPT_URL', clientId !== undefined ? DEFAULT_AD_SCRIPT_URL : undefined);

  const gdGameId = get('GD_GAME_ID');
  if (gdGameId !== undefined && !/^[0-9a-f]{32}$/i.test(gdGameId)) problems.push('GD_GAME_ID: must be 32 hexadecimal characters (the game-distribution game id)');
  const gdUrl = url('GD_SDK_URL', gdGameId !== undefined ? DEFAULT_GD_SDK_URL : undefined);
  if (gdGameId === undefined && get('GD_SDK_URL') !== undefined) problems.push('GD_SDK_URL is set without GD_GAME_ID');

  const portalId = get('GAMES_PORTAL_SITE_ID');
  if (portalId !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(portalId)) problems.push('GAMES_PORTAL_SITE_ID: must be 1-64 letters, digits, - or _');
  const portalUrl = url('GAMES_PORTAL_SDK_URL');
  if ((portalId === undefined) !== (portalUrl === undefined)) problems.push('GAMES_PORTAL_SITE_ID and GAMES_PORTAL_SDK_URL must be set together');

  return {
    problems,
    settings: {
      network: clientId !== undefined && adScriptUrl !== undefined && slotCount === allSlots ? { clientId, scriptUrl: adScriptUrl, slots } : null,
      gameDistribution: gdGameId !== undefined && gdUrl !== undefined ? { gameId: gdGameId, scriptUrl: gdUrl } : null,
      gamesPortal: portalId !== undefined && portalUrl !== undefined ? { siteId: portalId, scriptUrl: portalUrl } : null,
    },
  };
}
