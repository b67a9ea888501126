/**
 * Work that must leave something behind when the job is cancelled: the runner sends SIGINT,
 * then SIGTERM 7.5 s later, then kills. While `work` runs, either signal runs `onCancel` (once)
 * and then lets the signal end the process as it would have (the listener is removed and the
 * signal raised again): the process still dies of the cancellation, with what `onCancel` kept.
 */
export async function withCancelHook<T>(
  onCancel: () => Promise<unknown>,
  work: () => Promise<T>
): Promise<T> {
  let started: Promise<unknown> | undefined
  const handler = (signal: NodeJS.Signals): void => {
    started ??= onCancel().catch(() => undefined)
    void started.finally(() => {
      remove()
      process.kill(process.pid, signal)
    })
  }
  const remove = (): void => {
    process.off('SIGINT', handler)
    process.off('SIGTERM', handler)
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  try {
    return await work()
  } finally {
    if (!started) remove()
  }
}
