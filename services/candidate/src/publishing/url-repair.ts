const GD_ID = /^[0-9a-f]{32}$/i;
const GD_EMBED = /^https?:\/\/html5\.gamedistribution\.com\/([0-9a-f]{32})\/?(\?.*)?$/i;
const GM_ID = /^[a-z0-9]{16,64}$/i;

/**
 * Game URL repair on publishing. A bare 32-hex GameDistribution id (or its embed URL without
 * our referrer) becomes the embed URL with gd_sdk_referrer_url pointing at our game page; a bare
 * GameMonetize id becomes its html5 embed URL. Anything else is kept as given.
 */
export function repairGameUrl(url: string, source: string, gamePageUrl: string): string {
  const u = url.trim();
  const src = source.toLowerCase();
  const gdEmbed = (id: string) => `https://html5.gamedistribution.com/${id.toLowerCase()}/?gd_sdk_referrer_url=${encodeURIComponent(gamePageUrl)}`;
  if (src.includes('gamemonetize') && GM_ID.test(u)) return `https://html5.gamemonetize.com/${u}/`;
  if (GD_ID.test(u)) return gdEmbed(u);
  const m = GD_EMBED.exec(u);
  if (m && !(m[2] ?? '').includes('gd_sdk_referrer_url=')) return gdEmbed(m[1]!);
  if (GM_ID.test(u) && !u.includes('.')) return `https://html5.gamemonetize.com/${u}/`;
  return u;
}
