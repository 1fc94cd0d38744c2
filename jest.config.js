// One jest run covers every workspace. Tiers are told apart by file name:
// unit `*.test.ts`, integration `*.int.test.ts` (real MongoDB-wire server and Redis, see infra/src/test).
/** @type {import('jest').Config} */
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
};
// Workspace packages resolve to their sources so tests never need a prior build.
const moduleNameMapper = {
  '^@portal/contracts$': '<rootDir>/services/contracts/src/index.ts',
  '^@portal/contracts/(.*)$': '<rootDir>/services/contracts/src/$1',
  '^@portal/server-kit$': '<rootDir>/services/server-kit/src/index.ts',
  '^@portal/server-kit/(.*)$': '<rootDir>/services/server-kit/src/$1',
  '^@portal/test-kit/(.*)$': '<rootDir>/packages/test-kit/src/$1',
  '^@portal/vite-plugins/(.*)$': '<rootDir>/packages/vite-plugins/src/$1',
};
const common = { transform, moduleNameMapper, testEnvironment: 'node', // ESM-only packages that CommonJS test code reaches (cookie, via fastify inject) are transformed too.
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'] };
module.exports = {
  // Jest's default on a 2-core machine is one worker (in band); most integration time is spent
  // waiting on the database, so two workers finish the suite sooner.
  maxWorkers: 2,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{services,web,admin,infra,games,packages}/**/*.test.{ts,tsx}'], testPathIgnorePatterns: ['\\.int\\.test\\.', '/node_modules/', '/dist/'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{services,infra,gateway}/**/*.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      globalSetup: '<rootDir>/infra/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/infra/src/test/global-teardown.ts',
    },
  ],
};
