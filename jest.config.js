// Jest runs TypeScript as native ESM (the toolkit packages are ESM-only).
export default {
  testEnvironment: 'node',
  // The transform cache stays with the checkout, not in the shared temp folder.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: [151002] } }
    ]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // Workflow commands written by src/ in unit tests are not printed (helpers/quiet-commands.ts).
  setupFiles: ['<rootDir>/__tests__/helpers/quiet-commands.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A test that needs more than 10 s says so (and why) with its own timeout; a higher default
  // would hide a test that got slow.
  testTimeout: 10_000,
  // One worker per core: jest's default (cores - 1) leaves one of two cores idle.
  maxWorkers: '100%',
  verbose: false
}
