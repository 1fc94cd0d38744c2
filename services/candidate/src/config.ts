import { Type } from '@sinclair/typebox';
import { BaseConfigProperties, InternalTokenProperty, loadConfig } from '@portal/server-kit';

export const CandidateConfigProperties = {
  ...BaseConfigProperties,
  ...InternalTokenProperty,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4102 }),
  MONGODB_DB: Type.String({ default: 'portal_candidate' }),
  /** The catalogue service, reached directly (not through the gateway) for /internal/ calls. */
  CATALOGUE_URL: Type.String({ pattern: '^https?://', default: 'http://127.0.0.1:4101' }),
  /** Where visitors reach the portal: referrer of providers' embeds (GameDistribution). */
  PUBLIC_BASE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /** Media folder shared with the gateway: published local games go to local-games/{slug}/. */
  MEDIA_ROOT: Type.String({ minLength: 1, default: '.data/media' }),
  /** Comma-separated folders the admin may scan for local games; nothing outside them is read. */
  SCAN_ROOTS: Type.String({ default: '' }),
  /** Limits of an uploaded game zip. */
  UPLOAD_MAX_BYTES: Type.Integer({ minimum: 1024, default: 50 * 1024 * 1024 }),
  UPLOAD_MAX_UNPACKED_BYTES: Type.Integer({ minimum: 1024, default: 200 * 1024 * 1024 }),
  UPLOAD_MAX_FILES: Type.Integer({ minimum: 1, default: 2000 }),
  /** Operation logs older than this are deleted (checked every 6 hours); keeps the log and its list index bounded. */
  OPERATION_LOG_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 365 }),
  /**
   * A publish still marked in progress after this long was interrupted (the catalogue or this
   * service went away mid-way): it is finished at boot and by a sweep every half of this.
   */
  PUBLISH_RECOVERY_AFTER_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
};

export type CandidateConfig = ReturnType<typeof loadCandidateConfig>;
export const loadCandidateConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CandidateConfigProperties, env);
