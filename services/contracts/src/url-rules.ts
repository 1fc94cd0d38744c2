import { Type } from '@sinclair/typebox';

/**
 * The one set of rules for URLs that arrive from admins, feeds and imports, so a `javascript:`
 * or `data:` link can never be stored and later rendered as a game's link or picture.
 * Game links must be absolute http(s); pictures may also be site-relative (`/media/…`), but
 * never protocol-relative (`//host`) or with a backslash browsers read as a slash.
 */
export const URL_MAX_LENGTH = 2000;

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

/** The URL when it is absolute http(s), normalised by the WHATWG parser; otherwise undefined. */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const raw = value.trim();
  if (!raw || raw.length > URL_MAX_LENGTH || CONTROL_OR_SPACE.test(raw)) return undefined;
  try {
    const u = new URL(raw);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A provider's bare game id (GameDistribution's 32 hex digits, GameMonetize's key): publishing turns it into the provider's embed URL. */
const PROVIDER_GAME_ID = /^[A-Za-z0-9]{16,64}$/;

/** What an admin or import may give as a game's link: absolute http(s) or a provider's bare game id. */
export function gameLinkInput(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const raw = value.trim();
  return PROVIDER_GAME_ID.test(raw) ? raw : httpUrl(raw);
}

/** A picture or game-page reference that is absolute http(s) or site-relative; otherwise undefined. */
export function assetRef(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const raw = value.trim();
  if (raw.startsWith('/')) return isSiteRelative(raw) ? raw : undefined;
  return httpUrl(raw);
}

function isSiteRelative(path: string): boolean {
  return path.length <= URL_MAX_LENGTH && !CONTROL_OR_SPACE.test(path) && !/^\/[/\\]/.test(path) && !path.includes('\\');
}

/** Schema twins of the rules above for request bodies, so a bad URL is a 400 before any code runs. */
const URL_CHARS = '[^\\u0000-\\u0020\\u007f-\\u009f\\\\]';
export const HttpUrlString = Type.String({ minLength: 1, maxLength: URL_MAX_LENGTH, pattern: `^[Hh][Tt][Tt][Pp][Ss]?://${URL_CHARS}+$` });
export const GameLinkInputString = Type.String({ minLength: 1, maxLength: URL_MAX_LENGTH, pattern: `^(?:[Hh][Tt][Tt][Pp][Ss]?://${URL_CHARS}+|[A-Za-z0-9]{16,64})$` });
export const AssetRefString = Type.String({ maxLength: URL_MAX_LENGTH, pattern: `^(?:[Hh][Tt][Tt][Pp][Ss]?://${URL_CHARS}+|/(?![/\\\\])${URL_CHARS}*)?$` });
