/**
 * Each outcome is tied to its write by id, and one rule (report/writes.ts) says which writes
 * are shown beside their subject and which in the list of other writes, for the log and the
 * summary alike; an unreadable artifact's failure is its write's, worded once.
 */
import { describe, expect, it } from '@jest/globals'
import { Output } from '../../src/report/boundary.js'
import { tellStory } from '../../src/report/story.js'
import { renderSummary } from '../../src/report/summary.js'
import { failuresOf, otherWrites } from '../../src/report/writes.js'
import { FP, baseResult, junitOutcome, reportedArtifacts, write } from './fixtures.js'

/** The step log as lines: each group's title and lines, plain lines, annotations. */
class Captured extends Output {
  lines: string[] = []
  info(text: string): void {
    this.lines.push(text)
  }
  group(title: string, lines: string[]): void {
    if (lines.length > 0) this.lines.push(`[${title}]`, ...lines, '[/]')
  }
  warning(message: string): void {
    this.lines.push(`warning: ${message}`)
  }
  notice(message: string): void {
    this.lines.push(`notice: ${message}`)
  }
  error(message: string): void {
    this.lines.push(`error: ${message}`)
  }
}

function logOf(result: Parameters<typeof tellStory>[0]): string[] {
  const out = new Captured()
  tellStory(result, out)
  return out.lines
}

/** The lines of the "Writes" group of the log. */
function otherWriteLines(log: string[]): string[] {
  const start = log.findIndex((l) => l.startsWith('[Writes'))
  if (start < 0) return []
  const end = log.indexOf('[/]', start)
  return log.slice(start + 1, end)
}

/** The rows of the summary's "other writes" table (`| Write | Outcome |`). */
function otherWriteRows(md: string): string[] {
  const at = md.indexOf('| Write | Outcome |')
  if (at < 0) return []
  return md
    .slice(at)
    .split('\n')
    .slice(2)
    .filter((l, i, all) => l.startsWith('|') && all.slice(0, i).every((p) => p.startsWith('|')))
}

describe('writes tied to their subject by id', () => {
  it('two attestations in one result: the tests show theirs, the other is an other write', () => {
    const mine = write('junit', "JUnit attestation 'junit'", 'recorded')
    const other = write('junit', "JUnit attestation 'junit-leg-2'", 'failed', 'HTTP 500: boom')
    const result = baseResult({
      junit: junitOutcome([], { writeId: mine.id }),
      writes: [other, mine]
    })
    expect(otherWrites(result)).toEqual([other])

    const md = renderSummary(result)
    expect(md).toContain('✓ Attestation <code>junit</code> recorded')
    expect(md).not.toMatch(/Attestation <code>junit<\/code> not recorded/)
    const rows = otherWriteRows(md)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain('junit-leg-2')
    expect(rows[0]).toContain('✗ not recorded: HTTP 500: boom')

    const log = logOf(result)
    expect(otherWriteLines(log)).toEqual([
      "JUnit attestation 'junit-leg-2': not recorded: HTTP 500: boom"
    ])
    expect(log.join('\n')).not.toContain("JUnit attestation 'junit': ")
  })

  it('the same attestation, failed: shown beside the tests, not again among the other writes', () => {
    const mine = write('junit', "JUnit attestation 'junit'", 'failed', 'HTTP 500: boom')
    const recorded = write('junit', "JUnit attestation 'other'", 'recorded')
    const result = baseResult({
      junit: junitOutcome([], { writeId: mine.id }),
      writes: [mine, recorded]
    })
    const md = renderSummary(result)
    expect(md).toContain('✗ Attestation <code>junit</code> not recorded: HTTP 500: boom')
    expect(otherWriteRows(md).map((r) => r.includes('other'))).toEqual([true])
  })

  it('an override is shown beside its section by id; a second override is another write', () => {
    const mine = write('override', "override of attestation 'a' in trail 't'", 'recorded')
    const second = write('override', "override of attestation 'b' in trail 't'", 'deferred')
    const result = baseResult({
      command: 'override',
      override: {
        writeId: mine.id,
        attestationName: 'a',
        attestationType: 'junit',
        compliant: true,
        reason: 'r',
        trail: 't'
      },
      writes: [mine, second]
    })
    expect(otherWrites(result)).toEqual([second])
    expect(otherWriteLines(logOf(result))).toEqual([
      "override of attestation 'b' in trail 't': deferred to the outbox"
    ])
  })
})

describe('an unreadable artifact', () => {
  const why = 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock'
  const result = baseResult(
    reportedArtifacts([
      { name: 'shop.tar.gz', path: 'build/shop.tar.gz', type: 'file', fingerprint: FP },
      { name: 'acme/app:1', path: 'acme/app:1', type: 'docker', state: 'failed', detail: why }
    ])
  )

  it('keeps its failure once, as its write, worded by the write state in every view', () => {
    const row = result.artifacts?.[1]
    expect(row).toEqual({
      name: 'acme/app:1',
      path: 'acme/app:1',
      type: 'docker',
      stage: 'unreadable',
      writeId: result.writes[1].id
    })
    expect(failuresOf(result)).toEqual([`Artifact acme/app:1 was not recorded: ${why}`])

    const md = renderSummary(result)
    expect(md).toContain(`| acme/app:1 | docker | ✗ not read | ✗ not recorded: ${why} |`)
    expect(md).toContain('2 total · 1 reported · 1 not recorded')
    const log = logOf(result)
    expect(log).toContain(`acme/app:1 [docker]: – not recorded: ${why}`)
    // Not among the other writes: it is shown beside its artifact.
    expect(otherWriteLines(log)).toEqual([])
    expect(otherWriteRows(md)).toEqual([])
  })

  it('with nothing sent (fingerprint): no Reported column; why is the step’s failure', () => {
    const { artifacts } = reportedArtifacts([
      { name: 'app.bin', path: 'dist/app.bin', type: 'file' }
    ])
    const fingerprinted = baseResult({
      command: 'fingerprint',
      givesVerdict: false,
      artifacts: artifacts.map(({ writeId: _, ...a }) => a),
      failures: ['Artifact dist/app.bin: dist/app.bin: does not exist']
    })
    const md = renderSummary(fingerprinted)
    expect(md).toContain('| Artifact | Type | Fingerprint |\n')
    expect(md).toContain('| app.bin<br><sub><code>dist/app.bin</code></sub> | file | ✗ not read |')
    expect(md).toContain('1 total · 1 not read')
    expect(logOf(fingerprinted)).toContain('app.bin [file] at dist/app.bin: – not read')
  })
})
