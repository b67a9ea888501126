/**
 * Jest setup (jest.config.js `setupFiles`): workflow commands that @actions/core writes to
 * stdout while a test calls src/ directly (`::debug::` lines from @actions/glob, mostly) are
 * dropped instead of printed among the test results. Tests that look at stdout capture it
 * themselves (helpers/action.ts, spies), which replaces this filter for their duration.
 */
const COMMAND = /^::[a-z-]+(?: [^\n]*)?::/

const original = process.stdout.write
process.stdout.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
  if (typeof chunk === 'string' && COMMAND.test(chunk)) {
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    if (cb) queueMicrotask(cb)
    return true
  }
  return (original as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
} as typeof process.stdout.write
