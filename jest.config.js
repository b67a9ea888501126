// Jest runs TypeScript as native ESM (the toolkit packages are ESM-only).
import { availableParallelism } from 'node:os'

/** What both projects share: how TypeScript is run, and the setup of every test. */
const shared = {
  testEnvironment: 'node',
  // The transform cache stays with the checkout, not in the shared temp folder.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // swc strips the types file by file (isolatedModules holds in tsconfig.json): ts-jest spent
  // 11 s of a worker's CPU in TypeScript's emitter on a cold cache; type errors are
  // `npm run typecheck`'s job.
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          experimental: { keepImportAttributes: true, emitAssertForImportAttributes: false }
        },
        module: { type: 'es6' },
        // No source map: swc keeps each statement on its line, so stack traces and code frames
        // point at the right lines without one, and the inline maps (a base64 comment per
        // module, parsed again by every test file's module graph) cost 13 s of the suite's
        // 82 s of user CPU (60.2 s against 55.4 s wall, 2026-11-27).
        sourceMaps: false
      }
    ]
  },
  // Workflow commands written by src/ in unit tests are not printed (helpers/quiet-commands.ts).
  setupFiles: ['<rootDir>/__tests__/helpers/quiet-commands.ts'],
  // The work a test started ends with it: one timeout fails one test (helpers/stop-work.ts).
  setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/stop-work.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/']
}

/**
 * The end-to-end tests: the whole action run against loopback services (the emulator, the
 * artifact and GitHub stubs), or the bundle in a child process. They wait on services, retries
 * and backoffs, and on a busy machine they wait for the CPU too.
 */
const E2E = [
  '<rootDir>/__tests__/e2e/**/*.test.ts',
  '<rootDir>/__tests__/dist-smoke.test.ts',
  '<rootDir>/__tests__/readme-merge-queue.test.ts',
  '<rootDir>/__tests__/demo/newcomer.test.ts',
  '<rootDir>/__tests__/helpers/action.test.ts'
]

export default {
  // Two projects (`npm test -- --selectProjects e2e` runs one), each with the time limit its
  // tests need. A test that needs more says so (and why) with its own timeout.
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, ...E2E.map(pattern)]
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: E2E,
      // 60 s a test (helpers/e2e-timeout.ts says why; jest 30 ignores a project's testTimeout).
      setupFilesAfterEnv: [
        ...shared.setupFilesAfterEnv,
        '<rootDir>/__tests__/helpers/e2e-timeout.ts'
      ]
    }
  ],
  // The unit tests' limit (the e2e project sets its own). 20 s leaves room for a 2-core machine
  // shared with other jobs (the slowest unit test with the default took 10 s at load average
  // 15); 60 s hid tests that had grown slow. No unit test waits on the wall clock where an
  // injected clock serves (CONTRIBUTING.md, "Green on a busy machine").
  testTimeout: 20_000,
  // Three workers on two cores: several e2e files wait on timeouts and retries (sleep, not
  // CPU), and a third worker fills those waits (70 s -> 62 s wall for the suite here, 2026-11-25).
  // (A number: jest 30 reads the string '150%' as 150 workers.)
  maxWorkers: Math.max(2, Math.floor(availableParallelism() * 1.5)),
  // Coverage of src/, measured by V8 itself, only when asked for: `npm test -- --coverage`, as
  // .ci/run does. It cost 1.4 to 2 times the suite's CPU in three pairs of runs (99 -> 141,
  // 79 -> 149, 77 -> 153 s; 51 -> 137 s wall in the last; 2026-11-27, other jobs on the
  // machine), which would take `npm test` well past a minute here. The thresholds sit a little
  // under what the whole suite measured (statements and lines 97.6-97.7 %, branches 91.0-91.1 %,
  // functions 98.8 %).
  coverageProvider: 'v8',
  collectCoverageFrom: ['src/**/*.ts'],
  coverageReporters: ['text-summary'],
  coverageThreshold: {
    global: { statements: 97, branches: 90, functions: 98, lines: 97 }
  },
  verbose: false
}

/** A path pattern (testPathIgnorePatterns are regular expressions) of a testMatch glob. */
function pattern(glob) {
  return glob.replace('<rootDir>/', '/').replace(/\./g, '\\.').replace('/**/*', '/.*')
}
