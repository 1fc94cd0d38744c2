import { bootService } from '@portal/server-kit';
import { loadCrawlerConfig } from './config';
import { buildCrawlerApp } from './app';

bootService('crawler-worker', loadCrawlerConfig, buildCrawlerApp);
