/**
 * Every message names what the user has and what they need (issue 39, item 4): the outbox's run
 * id, a preview that is no dry run, GitHub Enterprise Server's advice once, why an outbox could
 * not be saved elsewhere, a pending approval
 * that is not "Not compliant", and no advice to use a retired service call.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import type { CommandResult } from '../../src/results.js'
import { Output } from '../../src/report/boundary.js'
import { text } from '../../src/report/escape.js'
import { tellStory } from '../../src/report/story.js'
import { renderSummary } from '../../src/report/summary.js'
import { verdictOf } from '../../src/report/verdict.js'
import { failuresOf, stateWords } from '../../src/report/writes.js'
import { baseResult, capturedStdout, write } from './fixtures.js'

const logOf = (result: CommandResult): string =>
  capturedStdout(() => tellStory(result, new Output()))

/** A build whose two writes were deferred to an outbox saved as `outbox`. */
function deferred(outbox: CommandResult['outbox']): CommandResult {
  return baseResult({
    writes: [write('artifact', 'artifact app', 'deferred'), write('junit', 'JUnit', 'deferred')],
    stopped: { kind: 'down', cause: 'the service is down' },
    outbox
  })
}

describe('the outbox notice', () => {
  const saved = { artifact: 'records-outbox-4242-build-1', keptDays: 30, runId: '4242' }

  it('prints the run id a replay is given, in the log and in the summary', () => {
    expect(logOf(deferred(saved))).toMatch(/replay it with command: replay and run-id: 4242 /)
    expect(renderSummary(deferred(saved))).toContain('<code>run-id: 4242</code>')
  })

  it('without a run id (a local run): says which run, not an id it does not have', () => {
    const { runId: _, ...local } = saved
    expect(logOf(deferred(local))).toContain('run-id: the id of this run')
    expect(renderSummary(deferred(local))).not.toMatch(/run-id: \d/)
  })
})

describe('on GitHub Enterprise Server', () => {
  const ghes = deferred({ file: '/runner/temp/records-outbox.json', unsaved: 'enterprise-server' })

  it('the summary gives the outbox advice once', () => {
    const summary = renderSummary(ghes)
    expect(summary.split('actions/upload-artifact@v3')).toHaveLength(2)
    expect(summary.split('GitHub Enterprise Server').length - 1).toBe(2) // the advice and its README link
  })

  it('is no failure: the workflow keeps the file', () => {
    expect(failuresOf(ghes)).toEqual([])
  })

  it('the log warns once, naming the file to keep', () => {
    const log = logOf(ghes)
    const warnings = log.split('\n').filter((l) => l.startsWith('::warning::'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('/runner/temp/records-outbox.json (the outbox-file output)')
    expect(log.split('upload-artifact@v3')).toHaveLength(2)
  })
})

describe('where this step cannot save a workflow artifact', () => {
  it.each([
    ['no-runtime-token', 'no ACTIONS_RUNTIME_TOKEN'],
    ['outside-actions', 'not a GitHub Actions run']
  ] as const)('(%s): the step fails, says why and gives the file', (unsaved, why) => {
    const result = deferred({ file: '/tmp/records-outbox.json', unsaved })
    const failures = failuresOf(result)
    expect(failures).toHaveLength(1)
    expect(failures[0]).toContain(why)
    expect(failures[0]).toContain('/tmp/records-outbox.json (the outbox-file output)')
    expect(logOf(result)).toContain(`NOT saved as a workflow artifact (`)
    expect(logOf(result)).toContain(why)
    const summary = renderSummary(result)
    expect(summary).toContain(text(why)) // Markdown-escaped
    expect(summary).not.toContain('Enterprise')
  })
})

describe("a preview's writes", () => {
  it('say "not sent (dry run)" only when a dry run was asked for', () => {
    expect(stateWords(write('artifact', 'a', 'preview'))).toBe('not sent (dry run)')
    const fork = { ...write('artifact', 'a', 'preview'), detail: 'preview' }
    expect(stateWords(fork)).toBe('not sent (preview)')
  })
})

describe('a pending approval', () => {
  const approvals = (state: string): CommandResult =>
    baseResult({
      command: 'list-approvals',
      title: 'approvals',
      givesVerdict: false,
      writes: [],
      compliant: false,
      approvals: { flow: 'backend', fingerprint: 'f'.repeat(64), list: [], state }
    })

  it('reads ⏳ Pending, neutral, and still not compliant', () => {
    const v = verdictOf(approvals('PENDING'))
    expect(v.text).toBe('⏳ Pending')
    expect(v.conclusion).toBe('neutral')
    expect(v.compliant).toBe(false)
    expect(renderSummary(approvals('PENDING'))).not.toContain('Not compliant')
  })

  it('an unapproved artifact still reads ❌ Not compliant', () => {
    expect(verdictOf(approvals('UNAPPROVED')).text).toBe('❌ Not compliant')
  })
})

describe("the README's release gate", () => {
  it('does not recommend list-approvals, which the real service retired', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const row = readme.split('\n').find((l) => l.startsWith('| release gate'))
    expect(row).toBeDefined()
    expect(row).toContain('`search` with `fail-on-non-compliant: true`')
    expect(row).not.toContain('list-approvals')
  })
})
