/**
 * Jest setup (jest.config.js `setupFiles`): workflow commands that @actions/core writes to
 * stdout while a test calls src/ directly (annotations, masks and the output boundary's
 * `stop-commands` fences) are dropped instead of printed among the test results. Tests that look
 * at stdout capture it themselves (helpers/action.ts, spies), which replaces this filter for
 * their duration.
 */
/** A command name, or a fence's token (a UUID) that ends a `stop-commands` pause. */
const COMMAND = /^::[A-Za-z0-9-]+(?: [^\n]*)?::/

const original = process.stdout.write
process.stdout.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
  if (typeof chunk === 'string' && COMMAND.test(chunk)) {
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined
    if (cb) queueMicrotask(cb)
    return true
  }
  return (original as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
} as typeof process.stdout.write
