/**
 * Why a step could not use workflow artifacts, in words (the runner's reasons are read once in
 * context/runner.ts; only report/ words them). GitHub Enterprise Server has advice of its own
 * (story.ts, sections/outbox.ts): the outbox there is a file the workflow keeps, not a failure.
 */
import type { NoArtifacts, OutboxOutcome } from '../results.js'

/** The reasons that make an unsaved outbox a failure, in words. */
const WORDS: Record<Exclude<NoArtifacts, 'enterprise-server'>, string> = {
  'outside-actions': 'this is not a GitHub Actions run: GITHUB_REPOSITORY is not set',
  'no-runtime-token':
    'the runner gave this step no ACTIONS_RUNTIME_TOKEN, which saving a workflow artifact needs'
}

/** Whether the outbox is a file the workflow keeps itself: on GitHub Enterprise Server. */
export function outboxIsEnterpriseFile(outbox: OutboxOutcome | undefined): boolean {
  return outbox?.unsaved === 'enterprise-server'
}

/**
 * Why the outbox could not be saved as a workflow artifact, when that is a failure: the
 * artifact client's error, or why the step could not try. Undefined when it was saved, and on
 * GitHub Enterprise Server (its own advice, no failure).
 */
export function outboxNotSaved(outbox: OutboxOutcome | undefined): string | undefined {
  const why = outbox?.unsaved
  if (!outbox || why === 'enterprise-server') return undefined
  return outbox.error ?? (why && WORDS[why])
}
