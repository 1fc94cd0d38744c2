import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDetail } from '@portal/contracts';
import { GAME_MESSAGE } from '@portal/contracts/constants';

/**
 * Each kind of game gets no more than it needs. Built-in games are our own files and keep their
 * origin (best scores in localStorage). Uploaded local games are third-party code served from
 * our origin, so they never get allow-same-origin: they run in an opaque origin and cannot
 * read the portal's storage or call its APIs. External games live on their provider's origin.
 */
const SANDBOX = {
  builtin: 'allow-scripts allow-same-origin allow-pointer-lock',
  local: 'allow-scripts allow-pointer-lock',
  external: 'allow-scripts allow-same-origin allow-popups allow-forms allow-pointer-lock',
} as const;

const LOAD_TIMEOUT_MS = 20_000;

/**
 * Distribution providers want to know which page embeds their game (spec §5 URL repair): the
 * GameDistribution embed gets our canonical game page as its referrer parameter when missing.
 */
export function embedUrl(game: Pick<GameDetail, 'kind' | 'playUrl' | 'slug'>, lang: string, origin: string): string {
  if (game.kind !== 'external') return `${game.playUrl}?lang=${encodeURIComponent(lang)}`;
  try {
    const u = new URL(game.playUrl);
    if (/(^|\.)gamedistribution\.com$/.test(u.hostname) && !u.searchParams.has('gd_sdk_referrer_url')) {
      u.searchParams.set('gd_sdk_referrer_url', `${origin}/games/${game.slug}`);
    }
    return u.toString();
  } catch {
    return game.playUrl;
  }
}

export interface GameFrameHandle {
  element: HTMLDivElement | null;
}

/** Plays a game in a sandboxed frame, with the spec's error fallback when it fails or times out. */
export const GameFrame = forwardRef<GameFrameHandle, { game: GameDetail; lang: string; muted: boolean; reloadKey: number; onLoaded?: () => void }>(
  function GameFrame({ game, lang, muted, reloadKey, onLoaded }, ref) {
    const { t } = useTranslation();
    const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
    const frame = useRef<HTMLIFrameElement>(null);
    const box = useRef<HTMLDivElement>(null);
    const builtin = game.kind !== 'external';
    const sandbox = game.kind === 'builtin' ? SANDBOX.builtin : game.kind === 'local' ? SANDBOX.local : SANDBOX.external;
    const [origin, setOrigin] = useState('');
    useEffect(() => setOrigin(location.origin), []);
    const src = embedUrl(game, lang, origin);
    useImperativeHandle(ref, () => ({ element: box.current }), []);

    useEffect(() => {
      // The page may frame only https games (CSP frame-src): any other address can never load,
      // and a browser reports no error for a blocked frame, so fail at once instead of in 20 s.
      if (!builtin && !/^https:\/\//i.test(src)) {
        setState('failed');
        return;
      }
      setState('loading');
      const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), LOAD_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    }, [src, reloadKey, builtin]);

    // The sound setting reaches the game (games/README.md: portal:sound).
    const postSound = () => {
      // Only a built-in game shares our origin; a sandboxed local game's origin is opaque.
      const target = game.kind === 'builtin' ? location.origin : '*';
      frame.current?.contentWindow?.postMessage({ type: GAME_MESSAGE.sound, muted }, target);
    };
    useEffect(() => {
      if (state === 'loaded') postSound();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [muted, state]);

    useEffect(() => {
      const onMessage = (e: MessageEvent) => {
        if (e.source !== frame.current?.contentWindow) return;
        const type = (e.data as { type?: string } | null)?.type;
        if (type === GAME_MESSAGE.loaded) postSound();
      };
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [muted]);

    return (
      <div ref={box} className="game-frame" style={{ aspectRatio: `${game.size.width} / ${game.size.height}` }}>
        {state === 'failed' ? (
          <div className="game-frame__error" role="alert" data-testid="game-load-error">
            <h2>{t('gameLoadErrorTitle')}</h2>
            <p>{t('gameLoadErrorText')}</p>
          </div>
        ) : (
          origin && (
            <iframe
              key={reloadKey}
              ref={frame}
              src={src}
              title={t('gameFrameTitle', { name: game.name })}
              sandbox={sandbox}
              allow="fullscreen; autoplay; gamepad"
              allowFullScreen
              referrerPolicy={builtin ? 'same-origin' : 'strict-origin-when-cross-origin'}
              onLoad={() => {
                setState('loaded');
                onLoaded?.();
              }}
              onError={() => setState('failed')}
              data-testid="game-frame"
            />
          )
        )}
      </div>
    );
  },
);
