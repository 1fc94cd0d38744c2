import { forwardRef, startTransition, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
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
 * Distribution providers want to know which page embeds their game: as the URL repair on
 * publishing does, the GameDistribution embed gets our canonical game page as its referrer
 * parameter when missing.
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
  /** Loads the game (as the cover's Play button does, without the phone's full screen). */
  start: () => void;
}

/** Below this width the game plays full screen (the page around it leaves too little room). */
const PHONE_QUERY = '(max-width: 767px)';

/**
 * Plays a game in a sandboxed frame, with the spec's error fallback when it fails or times out.
 * The game loads when the visitor asks for it: until then a cover (picture, name, a large Play
 * button) stands in its place, so the page's own cost never includes the game's boot. On a
 * phone, Play opens the game full screen with a visible way back.
 */
export const GameFrame = forwardRef<
  GameFrameHandle,
  { game: GameDetail; lang: string; muted: boolean; reloadKey: number; autoStart?: boolean; onStart?: () => void; onLoaded?: () => void; onFailed?: () => void }
>(
  function GameFrame({ game, lang, muted, reloadKey, autoStart = false, onStart, onLoaded, onFailed }, ref) {
    const { t } = useTranslation();
    const [started, setStarted] = useState(autoStart);
    const [phoneFullscreen, setPhoneFullscreen] = useState(false);
    const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
    const frame = useRef<HTMLIFrameElement>(null);
    const box = useRef<HTMLDivElement>(null);
    const builtin = game.kind !== 'external';
    const sandbox = game.kind === 'builtin' ? SANDBOX.builtin : game.kind === 'local' ? SANDBOX.local : SANDBOX.external;
    const [origin, setOrigin] = useState('');
    // Known once mounted (the server render has no origin); a transition, like the rest of what
    // hydration's effects change.
    useEffect(() => startTransition(() => setOrigin(location.origin)), []);
    const src = embedUrl(game, lang, origin);
    useImperativeHandle(
      ref,
      () => ({
        element: box.current,
        start: () => {
          if (!started) onStart?.();
          setStarted(true);
        },
      }),
      [started, onStart],
    );

    useEffect(() => {
      const onChange = () => setPhoneFullscreen(document.fullscreenElement === box.current && box.current !== null);
      document.addEventListener('fullscreenchange', onChange);
      return () => document.removeEventListener('fullscreenchange', onChange);
    }, []);

    const play = () => {
      onStart?.();
      setStarted(true);
      if (!window.matchMedia(PHONE_QUERY).matches) return;
      // A phone gets the whole screen for the game; landscape games ask for landscape.
      void box.current
        ?.requestFullscreen?.()
        .then(() => {
          const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
          if (game.size.width > game.size.height) void orientation.lock?.('landscape').catch(() => undefined);
        })
        .catch(() => undefined);
    };

    useEffect(() => {
      if (!started) return;
      // The page may frame only https games (CSP frame-src): any other address can never load,
      // and a browser reports no error for a blocked frame, so fail at once instead of in 20 s.
      if (!builtin && !/^https:\/\//i.test(src)) {
        setState('failed');
        return;
      }
      setState('loading');
      const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), LOAD_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    }, [src, reloadKey, builtin, started]);

    // Each failed attempt is reported once (the admin's dashboard lists games that fail to load).
    const failed = useRef(onFailed);
    failed.current = onFailed;
    useEffect(() => {
      if (started && state === 'failed') failed.current?.();
    }, [started, state]);

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

    const landscape = game.size.width > game.size.height;
    const picture = game.thumbnail?.large ?? game.thumbnail?.small;
    return (
      <div ref={box} className={`game-frame ${landscape ? 'game-frame--landscape' : 'game-frame--portrait'}${phoneFullscreen ? ' game-frame--with-bar' : ''}`} style={{ ['--game-ratio' as string]: `${game.size.width} / ${game.size.height}` }}>
        {!started ? (
          <div className="game-cover" data-testid="game-cover">
            {/* The cover is the game page's largest paint: its picture goes first. */}
            {picture && <img className="game-cover__art" src={picture} alt="" decoding="async" fetchPriority="high" />}
            <div className="game-cover__body">
              <p className="game-cover__name" id={`cover-${game.id}`}>
                {game.name}
              </p>
              {/* Live once hydrated (the origin is known then): a press before that would be lost. */}
              <button type="button" className="game-cover__play" onClick={play} disabled={!origin} aria-describedby={`cover-${game.id}`} data-testid="play-game">
                <span aria-hidden="true" className="game-cover__triangle" />
                {t('play')}
              </button>
              {landscape && <p className="game-cover__hint">{t('rotateHint')}</p>}
            </div>
          </div>
        ) : state === 'failed' ? (
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
        {phoneFullscreen && (
          // A bar of its own above the game, so it never covers the game's own buttons.
          <div className="game-frame__bar">
            <button type="button" className="game-frame__exit" onClick={() => void document.exitFullscreen().catch(() => undefined)} data-testid="exit-game">
              <span aria-hidden="true">✕</span> {t('close')}
            </button>
            <span className="game-frame__bar-name">{game.name}</span>
          </div>
        )}
      </div>
    );
  },
);
