import { startTransition, useEffect, useState } from 'react';

/**
 * False during the server render and hydration, true after: visitor-specific UI (consent, VIP,
 * ads) renders only then, so prerendered HTML never depends on one visitor and hydrates cleanly.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // A transition renders in slices that yield to the browser; a plain update right after
  // hydration would re-render every visitor-specific part in one blocking task.
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/** Whether a media query matches (false before mount). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const update = () => setMatches(mq.matches);
    startTransition(update);
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, [query]);
  return matches;
}
