import { ensureNodeModules, runTs } from './bootstrap.mjs';

ensureNodeModules();
runTs('infra/src/test/run-all.ts', process.argv.slice(2));
