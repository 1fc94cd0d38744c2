import { ensureNodeModules, runTs } from './bootstrap.mjs';

ensureNodeModules();
runTs(process.argv[2], process.argv.slice(3));
