import { SearchText } from './common.schema';
import { Type, type Static } from '@sinclair/typebox';

export const VipEntry = Type.Object({ email: Type.String(), addedAt: Type.String() });
export type VipEntry = Static<typeof VipEntry>;

export const VipListQuery = Type.Object({
  search: Type.Optional(SearchText),
  // Bounded: a page number turns into a skip count.
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
export const VipListResponse = Type.Object({ vips: Type.Array(VipEntry), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });
export type VipListResponse = Static<typeof VipListResponse>;

/** Email is validated by the service so the spec's exact 'Invalid email' text is returned. */
export const VipUpsertBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  action: Type.Union([Type.Literal('add'), Type.Literal('remove')]),
});
export type VipUpsertBody = Static<typeof VipUpsertBody>;

// --- Visitor sign-in (passwordless link by mail) and who sees ads ---

/** The httpOnly session cookie set by GET /api/vip/verify (path /api/vip, so no other service sees it). */
export const VIP_SESSION_COOKIE = 'vip_session';

/**
 * Email is validated by the service ('Invalid email'); returnTo is a same-site path to land on
 * after the link (no control characters or backslashes; the service also resolves it against
 * the public origin and refuses anything that leaves it).
 */
export const VipLoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  returnTo: Type.Optional(Type.String({ maxLength: 500, pattern: '^/(?![/\\\\])[^\\u0000-\\u001f\\u007f\\\\]*$' })),
});
export type VipLoginBody = Static<typeof VipLoginBody>;

/** The same answer whether or not the address is a VIP. */
export const VipLoginResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type VipLoginResponse = Static<typeof VipLoginResponse>;

export const VipVerifyQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

/** email is masked (a***@example.com) and only present for a VIP. */
export const VipMeResponse = Type.Object({ vip: Type.Boolean(), email: Type.Optional(Type.String()) });
export type VipMeResponse = Static<typeof VipMeResponse>;

export const AdSlots = Type.Object({
  homeMobile: Type.String(),
  homeDesktop: Type.String(),
  gameMobile: Type.String(),
  gameDesktop: Type.String(),
});
export type AdSlots = Static<typeof AdSlots>;

// --- House ads: the portal's own banners (an image, a link, a text), managed in the admin app ---

/** A link is an http(s) URL or a same-site path; an image is an http(s) URL or a site path. */
const HouseAdUrl = Type.String({ minLength: 1, maxLength: 1000, pattern: '^(https?://|/(?![/\\\\]))' });
export const HouseAdInput = Type.Object({
  imageUrl: HouseAdUrl,
  linkUrl: HouseAdUrl,
  text: Type.String({ minLength: 1, maxLength: 120 }),
  active: Type.Boolean({ default: true }),
});
export type HouseAdInput = Static<typeof HouseAdInput>;
export const HouseAd = Type.Object({ id: Type.String(), imageUrl: Type.String(), linkUrl: Type.String(), text: Type.String(), active: Type.Boolean(), updatedAt: Type.String() });
export type HouseAd = Static<typeof HouseAd>;
export const HouseAdListResponse = Type.Object({ houseAds: Type.Array(HouseAd) });
export type HouseAdListResponse = Static<typeof HouseAdListResponse>;
/** What visitors receive: active house ads only, without admin fields. */
export const PublicHouseAd = Type.Object({ id: Type.String(), imageUrl: Type.String(), linkUrl: Type.String(), text: Type.String() });
export type PublicHouseAd = Static<typeof PublicHouseAd>;

/**
 * What the storefront needs to decide about ads in one call. For a VIP (or with no ad network
 * configured) `network` and the SDKs are null, so nothing can be loaded from them.
 */
export const AdsConfigResponse = Type.Object({
  vip: Type.Boolean(),
  /** False for VIPs; otherwise true (the network's ads, or house ads when no network is configured). */
  showAds: Type.Boolean(),
  network: Type.Union([Type.Object({ clientId: Type.String(), scriptUrl: Type.String(), slots: AdSlots }), Type.Null()]),
  sdks: Type.Object({
    gameDistribution: Type.Union([Type.Object({ gameId: Type.String(), scriptUrl: Type.String() }), Type.Null()]),
    gamesPortal: Type.Union([Type.Object({ siteId: Type.String(), scriptUrl: Type.String() }), Type.Null()]),
  }),
  /** Active house ads, which fill the slots when no ad network is configured (empty for VIPs). */
  houseAds: Type.Optional(Type.Array(PublicHouseAd)),
});
export type AdsConfigResponse = Static<typeof AdsConfigResponse>;
