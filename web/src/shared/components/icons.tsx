// Inline SVG icons: no icon font to download, nothing blocks rendering.
const P = {
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  search: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4Z',
  globe: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15 15 0 0 0-1.4-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.1 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.9 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16 16 0 0 0 0 4Zm.8 2h3a15 15 0 0 0 1.4 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.9C8.9 5.3 8.4 6.6 8.1 8ZM12 20c-.8-1.1-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.9-1.9 4Zm2.3-6H9.7a14 14 0 0 1 0-4h4.6a14 14 0 0 1 0 4Zm.3 5.9c.6-1.2 1.1-2.5 1.4-3.9h3a8 8 0 0 1-4.4 3.9Zm1.7-5.9a16 16 0 0 0 0-4h3.4a8 8 0 0 1 0 4Z',
  gear: 'M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3h-4l-.4 2.7a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.8 1.7 1L11 21h4l.4-2.7c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z',
  heart: 'M12 21s-7.5-4.6-9.5-9.2C1 8.1 3.4 4.5 7 4.5c2 0 3.4 1 5 2.8 1.6-1.8 3-2.8 5-2.8 3.6 0 6 3.6 4.5 7.3C19.5 16.4 12 21 12 21Z',
  star: 'm12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8Z',
  play: 'M8 5v14l11-7z',
  chevron: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12Z',
  expand: 'M4 4h6v2H6v4H4Zm10 0h6v6h-2V6h-4ZM4 14h2v4h4v2H4Zm14 0h2v6h-6v-2h4Z',
  reload: 'M12 4a8 8 0 0 1 7.7 6h-2.1A6 6 0 1 0 18 14h2.1A8 8 0 1 1 12 4Zm5-1h4v4h-2V5h-2Z',
  share: 'M18 16a3 3 0 0 0-2.4 1.2l-6.8-3.4a3 3 0 0 0 0-1.6l6.8-3.4A3 3 0 1 0 15 7l-6.8 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z',
  external: 'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  like: 'M2 10h4v11H2Zm6 11V10l5-8 1 .5c.7.4 1 1.2.8 2L14 9h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21Z',
  warning: 'M12 2 1 21h22Zm-1 7h2v6h-2Zm0 8h2v2h-2Z',
  trash: 'M9 3h6l1 2h4v2H4V5h4Zm-3 6h12l-1 12H7Z',
  gamepad: 'M7 6h10a5 5 0 0 1 0 10h-1.2l-2.3-2h-3l-2.3 2H7A5 5 0 0 1 7 6Zm1 3v1.5H6.5v1H8V13h1v-1.5h1.5v-1H9V9H8Zm7.5 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm2-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
} as const;

export type IconName = keyof typeof P;

/**
 * An icon is a plain function returning an <svg>, not a component: a component is one more node
 * for React to hydrate and render per icon (a page shows about 70). The path goes in as markup, so
 * the <svg> is the only element React walks. The paths are constants of this file, never data,
 * so nothing untrusted reaches the markup.
 */
function svgIcon(d: string, size: number, evenOdd = false) {
  const path = `<path fill="currentColor"${evenOdd ? ' fill-rule="evenodd"' : ''} d="${d}"></path>`;
  return <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: path }} />;
}

export function icon(name: IconName, size = 20) {
  return svgIcon(P[name], size);
}

/** Every category has an icon, drawn as SVG so no emoji font is needed. */
const CATEGORY_PATHS: Record<string, string> = {
  all: P.gamepad,
  thisWeekNew: 'M12 2l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 14.3 7.2 16.9l.9-5.4L4.2 7.7l5.4-.8Z M5 19h14v2H5Z',
  featured: P.star,
  puzzle: 'M10 3a2 2 0 0 1 4 0v1h4a1 1 0 0 1 1 1v4h-1a2 2 0 0 0 0 4h1v4a1 1 0 0 1-1 1h-4v-1a2 2 0 0 0-4 0v1H6a1 1 0 0 1-1-1v-4h1a2 2 0 0 0 0-4H5V5a1 1 0 0 1 1-1h4Z',
  action: 'M13 2 4 14h6l-1 8 9-12h-6Z',
  shooting: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z',
  match3: 'M6 3h12l4 6-10 12L2 9Zm1.2 2L5 8.5h3.6L10 5Zm5.8 0-1.4 3.5h4.8L15 5Zm3.6 0 1.4 3.5H19L16.8 5ZM5.3 10.5 10.8 17 9 10.5Zm5.8 0L12 18l.9-7.5Zm4 0L13.2 17l5.5-6.5Z',
  casual: 'M12 2a7 7 0 0 1 7 7c0 4-3.5 7.5-6 8.8V20h-2v-2.2C8.5 16.5 5 13 5 9a7 7 0 0 1 7-7Zm-1 19h2v1h-2Z',
  board: 'M9 3h6l-1 3h2v2h-2l1 7h2l1 3H6l1-3h2l1-7H8V6h2Zm-4 17h14v2H5Z',
  racing: 'M4 3h2v1.2c2-.8 4-.8 6 0s4 .8 6 0V12c-2 .8-4 .8-6 0s-4-.8-6 0V21H4Z',
  favorites: P.heart,
};

export function categoryIcon(id: string, size = 20) {
  return svgIcon(CATEGORY_PATHS[id] ?? P.gamepad, size, true);
}
