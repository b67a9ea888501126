/**
 * Jest setup of the `e2e` project (jest.config.js): its time limit a test. Jest 30 reads
 * `testTimeout` from the global config only (a project's own is ignored), so the project sets
 * its limit here, as a test file would with `jest.setTimeout`.
 *
 * A whole run of the action: idle, the slowest take 5-10 s; at load average 8-16 on two cores,
 * 20 s failed 7 and 22 of them (issue 47). 60 s is three times that slowest.
 */
import { jest } from '@jest/globals'

export const E2E_TIMEOUT_MS = 60_000

jest.setTimeout(E2E_TIMEOUT_MS)
