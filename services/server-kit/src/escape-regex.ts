/**
 * Escapes a visitor's or admin's search text for use inside a RegExp, so searches are plain
 * substring matches and never patterns (no ReDoS, no `.*` matching everything).
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
