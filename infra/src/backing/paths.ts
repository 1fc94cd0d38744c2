import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
/** Everything the native stack writes (databases, logs, nginx temp files) lives here. */
export const DATA_DIR = process.env.PORTAL_DATA_DIR ? path.resolve(process.env.PORTAL_DATA_DIR) : path.join(REPO_ROOT, '.data');
export const GAMES_DIR = path.join(REPO_ROOT, 'games');
