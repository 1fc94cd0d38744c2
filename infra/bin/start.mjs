import { ensureNodeModules, runTs } from './bootstrap.mjs';

ensureNodeModules();
runTs('infra/src/launcher/start.ts', process.argv.slice(2));
