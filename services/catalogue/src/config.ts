import { Type } from '@sinclair/typebox';
import { BaseConfigProperties, InternalTokenProperty, loadConfig } from '@portal/server-kit';

export const CatalogueConfigProperties = {
  ...BaseConfigProperties,
  ...InternalTokenProperty,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4101 }),
  MONGODB_DB: Type.String({ default: 'portal_catalogue' }),
  /** Folder of built-in games (one sub-folder per id with a manifest.json); seeded at boot. */
  BUILTIN_GAMES_DIR: Type.Optional(Type.String()),
  /** The candidate service, owner of the operation logs (catalogue admin mutations are logged there). */
  CANDIDATE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Storefront build (web/dist) and the folder nginx serves prerendered pages from; both set turns prerendering on. */
  WEB_DIST_DIR: Type.Optional(Type.String()),
  PRERENDER_DIR: Type.Optional(Type.String()),
  /** Public address of the site, for canonical, hreflang and sitemap links. */
  PUBLIC_BASE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
};

export type CatalogueConfig = ReturnType<typeof loadCatalogueConfig>;
export const loadCatalogueConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CatalogueConfigProperties, env);
