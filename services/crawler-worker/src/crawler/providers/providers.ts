import type { CrawlerProvider } from '@portal/contracts';
import type { ProviderAdapter } from './provider';
import { gameMonetize } from './gamemonetize';
import { gameDistribution } from './gamedistribution';
import { gamePix } from './gamepix';
import { jsonFeed } from './json-feed';

/** The registry: adding a provider is its file plus one line here. */
export const PROVIDERS: Record<CrawlerProvider, ProviderAdapter> = {
  gamemonetize: gameMonetize,
  gamedistribution: gameDistribution,
  gamepix: gamePix,
  json: jsonFeed,
};
