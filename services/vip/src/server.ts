import { bootService } from '@portal/server-kit';
import { loadVipConfig } from './config';
import { buildVipApp } from './app';

bootService('vip', loadVipConfig, buildVipApp);
