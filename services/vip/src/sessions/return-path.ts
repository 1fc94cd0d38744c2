/**
 * Where a visitor may land after signing in: a path on this site, never another host. The
 * value is resolved against the public origin the way a browser resolves a Location header,
 * so tricks a pattern check misses (a tab or newline that browsers drop, `/\host`, `//host`)
 * either resolve to another origin and are refused, or are refused outright as control
 * characters. Returns the path, query and fragment to redirect to, or null.
 */
export function safeReturnPath(value: string, publicOrigin: string): string | null {
  // Control characters and backslashes have no place in a path we hand back to a browser.
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(publicOrigin).origin;
    resolved = new URL(value, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
