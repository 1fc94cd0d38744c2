import { useEffect, useRef } from 'react';

/** The open layers that close on Escape (drawer, popover, search overlay), the newest last. */
const layers: { current: () => void }[] = [];

function onKeyDown(e: KeyboardEvent): void {
  // A modal dialog takes Escape before this (capture phase) and marks it handled.
  if (e.key !== 'Escape' || e.defaultPrevented) return;
  const newest = layers[layers.length - 1];
  if (!newest) return;
  e.preventDefault();
  newest.current();
}

/**
 * While `active`, Escape closes this layer, and only this one: of the layers open together (a
 * popover inside the phone drawer), the one opened last takes the key, so one press closes one
 * layer, as a visitor expects.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const handler = useRef(onEscape);
  handler.current = onEscape;
  useEffect(() => {
    if (!active) return;
    if (layers.length === 0) document.addEventListener('keydown', onKeyDown);
    layers.push(handler);
    return () => {
      layers.splice(layers.lastIndexOf(handler), 1);
      if (layers.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}
