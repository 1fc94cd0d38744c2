/**
 * Where in a request a number is not finite, or null. The schema validator coerces "1e309" to
 * Infinity and lets it through `integer`, `minimum` and `maximum` (and JSON.parse reads 1e309 as
 * Infinity too), so a page number or a limit of Infinity would reach the handlers: every request
 * is checked once after validation instead. Iterative, so a deeply nested body cannot overflow
 * the stack.
 */
export function nonFiniteAt(root: unknown, rootName: string): string | null {
  const stack: Array<[unknown, string]> = [[root, rootName]];
  while (stack.length) {
    const [value, where] = stack.pop()!;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return where;
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) stack.push([v, `${where}/${k}`]);
    }
  }
  return null;
}
