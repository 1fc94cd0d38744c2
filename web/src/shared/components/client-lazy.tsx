import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads only in the browser, after the page is interactive. For parts
 * that render nothing on the server anyway (consent dialog, ad banner): they stay out of the
 * home route's initial JavaScript, and no Suspense boundary is needed (its inline scripts
 * would break under the gateway's CSP in prerendered pages).
 */
export function clientLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function ClientLazy(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      load().then(
        (c) => live && setLoaded(() => c),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  };
}
