import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../scheduling/when-idle';

/**
 * A component whose code loads only in the browser, once the page is idle after hydration. For parts
 * that render nothing on the server anyway (consent dialog, ad banner): they stay out of the
 * home route's initial JavaScript, and no Suspense boundary is needed (its inline scripts
 * would break under the gateway's CSP in prerendered pages).
 */
export function clientLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function ClientLazy(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      // Fetched when the browser is idle: starting imports (and their preload links) inside
      // hydration's effects made that one task longer for parts nobody sees at first.
      const cancel = whenIdle(() =>
        load().then(
          (c) => live && startTransition(() => setLoaded(() => c)),
          () => undefined,
        ),
      );
      return () => {
        live = false;
        cancel();
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  };
}
