/**
 * Normalizes an address (trimmed, lower-cased) or answers null when it is not one. Stricter
 * than the prototype's "contains an at sign": one @, a non-empty local part, a dotted domain.
 */
export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length > 254) return null;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? email : null;
}

/** An address as shown back to its owner (a***@example.com): enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
