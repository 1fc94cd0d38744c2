/** Play counts from 1000 show as N.Nk. */
export function formatPlays(n: number): string {
  if (n < 1000) return String(n);
  const k = Math.floor(n / 100) / 10;
  return `${k.toFixed(1)}k`;
}
