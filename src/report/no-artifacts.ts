/**
 * Why a step could not use workflow artifacts, in words (the runner's reasons are read once in
 * context/runner.ts; only report/ words them). GitHub Enterprise Server has advice of its own
 * (story.ts, sections/outbox.ts): the outbox there is a file the workflow keeps, not a failure.
 */
import type { NoArtifacts } from '../context/runner.js'
import type { OutboxOutcome } from '../results.js'

const WORDS: Record<NoArtifacts, string> = {
  'enterprise-server': 'this action cannot use workflow artifacts on GitHub Enterprise Server',
  'outside-actions': 'this is not a GitHub Actions run: GITHUB_REPOSITORY is not set',
  'no-runtime-token':
    'the runner gave this step no ACTIONS_RUNTIME_TOKEN, which saving a workflow artifact needs'
}

export function noArtifactsWords(why: NoArtifacts): string {
  return WORDS[why]
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
  if (!outbox || outboxIsEnterpriseFile(outbox)) return undefined
  return outbox.error ?? (outbox.unsaved && noArtifactsWords(outbox.unsaved))
}
