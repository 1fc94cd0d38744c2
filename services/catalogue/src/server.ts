import { bootService } from '@portal/server-kit';
import { loadCatalogueConfig } from './config';
import { buildCatalogueApp } from './app';

bootService('catalogue', loadCatalogueConfig, buildCatalogueApp);
