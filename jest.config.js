// One Jest run for every suite in the repo. Native ESM (NestJS 12 is ESM-only), TypeScript through
// @swc/jest with decorator metadata on. Workspace libraries resolve to their sources, so tests
// never need a build first.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@dm/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@dm/contracts/(calls|constants|types|migrations|zod-free)$': '<rootDir>/libs/contracts/src/$1.ts',
    '^@dm/platform$': '<rootDir>/libs/server/platform/src/index.ts',
    '^@dm/platform/domain$': '<rootDir>/libs/server/platform/src/domain/index.ts',
    '^@dm/engine$': '<rootDir>/libs/engine/src/index.ts',
    '^@dm/engine/node$': '<rootDir>/libs/engine/src/node.ts',
    '^@dm/scene$': '<rootDir>/libs/scene/src/index.ts',
    '^@dm/scene/node$': '<rootDir>/libs/scene/src/node/index.ts',
    '^@dm/server-([a-z-]+)$': '<rootDir>/libs/server/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/{apps,libs,tools}/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/e2e/'],
  testTimeout: 60000,
  maxWorkers: 2,
};
