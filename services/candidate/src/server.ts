import { bootService } from '@portal/server-kit';
import { loadCandidateConfig } from './config';
import { buildCandidateApp } from './app';

bootService('candidate', loadCandidateConfig, buildCandidateApp);
