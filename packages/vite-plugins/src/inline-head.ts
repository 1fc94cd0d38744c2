import type { Plugin } from 'vite';

export interface InlineHeadOptions {
  /** Replaces the `<!--inline-script-->` marker of index.html (CSP allows it by hash). */
  script: string;
}

/** The tag Vite injects for an entry stylesheet; group 1 is its file name in the bundle. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/**
 * Puts what blocks the first paint into the HTML itself: the settings script and, in the
 * build, the entry stylesheet. Linked, each costs a round trip after the HTML before anything
 * is drawn (about 150 ms on a mobile network); inline, a prerendered page paints as soon as it
 * arrives. The entry stylesheet holds only what pages draw (about 6 KB gzip); the styles of
 * parts that appear after mount (dialogs, ads) are their chunks' own CSS files, which Vite
 * loads with the chunk, so the HTML stays within the first round trip's 14 KB.
 */
export function inlineHead(o: InlineHeadOptions): Plugin {
  if (/<\/script/i.test(o.script)) throw new Error('inline script must not contain </script');
  return {
    name: 'portal-inline-head',
    transformIndexHtml: {
      // After Vite has injected the build's asset tags, with the bundle at hand.
      order: 'post',
      handler(html, ctx) {
        const withScript = html.replace('<!--inline-script-->', () => `<script>${o.script}</script>`);
        return withScript.replace(STYLESHEET_LINK, (tag, fileName: string) => {
          const item = ctx.bundle?.[fileName];
          if (item?.type !== 'asset') return tag;
          const css = typeof item.source === 'string' ? item.source : Buffer.from(item.source).toString('utf8');
          if (/<\/style/i.test(css)) return tag;
          // Only index.html links the entry's stylesheet (lazy chunks carry their own), so the
          // file would only linger.
          delete ctx.bundle![fileName];
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
