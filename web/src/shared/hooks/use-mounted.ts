import { useEffect, useState } from 'react';

/**
 * False during the server render and hydration, true after: visitor-specific UI (consent, VIP,
 * ads) renders only then, so prerendered HTML never depends on one visitor and hydrates cleanly.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** Whether a media query matches (false before mount). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const update = () => setMatches(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, [query]);
  return matches;
}
