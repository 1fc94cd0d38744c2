import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own, after the rest and in its own
 * short, yielding render and commit (a server-rendered Suspense boundary is hydrated at the
 * lowest priority). For parts below the fold or beside the main content (sidebar, the grid's
 * later cards, footer), so the first commit on a slow phone is only the shell. A click on such a
 * part before then makes React hydrate it at once and handle the click, so nothing is lost.
 *
 * Nothing inside may suspend while the page is prerendered: the boundary is then written inline
 * (the prerender is told never to move a boundary out into a script, which the CSP would block).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
