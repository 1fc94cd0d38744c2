import { REPO_ROOT } from '../backing/paths';
import { DockerIgnore } from './dockerignore';

describe('DockerIgnore', () => {
  const ignore = DockerIgnore.parse(['# comment', 'node_modules', '**/dist', '*.log', '.env', '**/*.tsbuildinfo', '!web/dist/keep.txt'].join('\n'));

  it('matches a plain name at the context root only, and everything under it', () => {
    expect(ignore.ignores('node_modules')).toBe(true);
    expect(ignore.ignores('node_modules/vite/package.json')).toBe(true);
    expect(ignore.ignores('services/server-kit/node_modules/x')).toBe(false);
    expect(ignore.ignores('debug.log')).toBe(true);
    expect(ignore.ignores('logs/debug.log')).toBe(false);
  });

  it('matches `**/` at any depth, the top level included', () => {
    expect(ignore.ignores('dist/a.js')).toBe(true);
    expect(ignore.ignores('services/vip/dist/server.js')).toBe(true);
    expect(ignore.ignores('services/vip/tsconfig.tsbuildinfo')).toBe(true);
    expect(ignore.ignores('services/vip/src/distance.ts')).toBe(false);
  });

  it('lets a later `!` rule bring a path back', () => {
    expect(ignore.ignores('web/dist/keep.txt')).toBe(false);
    expect(ignore.ignores('web/dist/other.txt')).toBe(true);
  });

  it('keeps the context of this repository free of secrets and local output', () => {
    const repo = DockerIgnore.load(REPO_ROOT);
    for (const p of ['.env', '.data/admin-credentials.json', 'node_modules/x', 'web/dist/client/index.html', 'services/server-kit/node_modules/x']) expect({ p, ignored: repo.ignores(p) }).toEqual({ p, ignored: true });
    for (const p of ['services/vip/src/app.ts', 'games/1/index.html', 'package-lock.json']) expect({ p, ignored: repo.ignores(p) }).toEqual({ p, ignored: false });
  });
});
