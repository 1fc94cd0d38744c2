import { createContext, useCallback, useContext, useLayoutEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** Goes to an app path (with its language prefix) inside the app, as a link click does. */
export type AppNavigate = (to: string) => void;

const NavigateContext = createContext<AppNavigate | null>(null);

/**
 * One router navigate function for every link on the page. react-router's own Link runs about
 * fifteen hooks per link (path resolution, prefetch state, its own navigate); a page of 30 links
 * paid that on every hydration and render, for paths that are always absolute here.
 */
export function AppNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<AppNavigate>((to) => {
    // A link to the page already shown replaces its history entry, as react-router's Link does.
    const here = location.pathname + location.search + location.hash;
    void latest.current(to, { replace: here === to });
  }, []);
  return <NavigateContext.Provider value={stable}>{children}</NavigateContext.Provider>;
}

export function useAppNavigate(): AppNavigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useAppNavigate needs an AppNavigateProvider above it');
  return navigate;
}

/** An in-app link: a real `<a href>` (it works before hydration and in a new tab) that navigates without reloading. */
export function AppLink({ to, onClick, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const navigate = useAppNavigate();
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    // What the browser should do itself: another button, a modifier (new tab or window), a target.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (rest.target && rest.target !== '_self')) return;
    e.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}
