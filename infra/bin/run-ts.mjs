import { ensureNodeModules, runTs } from './bootstrap.mjs';

ensureNodeModules({ quiet: true });
runTs(process.argv[2], process.argv.slice(3));
