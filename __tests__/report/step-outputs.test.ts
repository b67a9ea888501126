import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setOutputs } from '../../src/report/step-outputs.js'
import { GITHUB_LIMITS } from '../../src/report/display-limits.js'
import { byteLength } from '../../src/report/bytes.js'
import { Output } from '../../src/report/boundary.js'
import type { SearchResult } from '../../src/api/models.js'
import { FP, baseResult, failedTest, junitOutcome, restoreEnv } from './fixtures.js'

/** Parses a GITHUB_OUTPUT file the way the runner does: `name<<DELIM\nvalue\nDELIM\n`. */
function parseOutputFile(file: string): Map<string, string> {
  const text = fs.readFileSync(file, 'utf8')
  const out = new Map<string, string>()
  let i = 0
  while (i < text.length) {
    const headerEnd = text.indexOf('\n', i)
    const match = /^([^<\n]+)<<(ghadelimiter_[0-9a-f-]+)$/.exec(text.slice(i, headerEnd))
    if (!match) throw new Error(`bad output header at ${i}: ${text.slice(i, i + 80)}`)
    const [, name, delimiter] = match
    const end = text.indexOf(`\n${delimiter}\n`, headerEnd)
    if (end < 0) throw new Error(`no closing delimiter for ${name}`)
    out.set(name, text.slice(headerEnd + 1, end))
    i = end + delimiter.length + 2
  }
  return out
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-outputs-'))
const saved = { out: process.env.GITHUB_OUTPUT }
let outputFile = ''

beforeEach(() => {
  outputFile = path.join(dir, `output-${Math.random().toString(16).slice(2)}.txt`)
  fs.writeFileSync(outputFile, '')
  process.env.GITHUB_OUTPUT = outputFile
})

afterAll(() => {
  restoreEnv({ GITHUB_OUTPUT: saved.out })
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('setOutputs', () => {
  it('writes every output so that the exact values come back, newlines and delimiters included', () => {
    const tricky = 'line 1\nghadelimiter_00000000-0000-0000-0000-000000000000\nEOF\r\nlast <<EOF'
    const junit = junitOutcome([failedTest(0)], {
      resultsJson: `[\n  {"name":${JSON.stringify(tricky)},"failures":1}\n]\n`
    })
    const searchResult: SearchResult = {
      artifacts: [{ fingerprint: FP, name: tricky, compliance_state: 'COMPLIANT' }]
    }
    const result = baseResult({
      compliant: false,
      artifacts: [
        { name: 'app', path: 'dist/app', type: 'file', stage: 'fingerprinted', fingerprint: FP },
        { name: 'broken', path: 'dist/x', type: 'file', stage: 'unreadable' }
      ],
      junit,
      search: {
        value: 'c0ffee',
        result: searchResult,
        resultJson: `{\n  "artifacts": [ ] , "raw": true\n}\n${tricky}\n\n`
      },
      complianceState: 'COMPLIANT',
      approvals: { flow: 'f', fingerprint: FP, list: [], state: 'NONE' },
      environments: { list: [], pages: 1 }
    })
    expect(setOutputs(result, new Output(), { temp: dir })).toEqual([])
    const outputs = parseOutputFile(outputFile)
    expect(JSON.parse(outputs.get('fingerprints') as string)).toEqual([
      { name: 'app', template: null, path: 'dist/app', type: 'file', fingerprint: FP }
    ])
    expect(outputs.get('fingerprint')).toBe(FP)
    expect(outputs.get('compliant')).toBe('false')
    expect(outputs.get('tests-total')).toBe(String(junit.totals.total))
    expect(outputs.get('tests-failed')).toBe('1')
    expect(outputs.get('tests-errors')).toBe('0')
    expect(outputs.get('tests-skipped')).toBe('1')
    expect(outputs.get('junit-results')).toBe(junit.resultsJson)
    expect(outputs.get('search-result')).toBe(
      `{\n  "artifacts": [ ] , "raw": true\n}\n${tricky}\n\n`
    )
    expect(outputs.get('compliance-state')).toBe('COMPLIANT')
    expect(outputs.get('approvals')).toBe('[]')
    expect(outputs.get('approval-state')).toBe('NONE')
    expect(outputs.get('environments')).toBe('[]')
    expect(outputs.has('deployment')).toBe(false)
  })

  it('re-encodes parsed values when no raw text was kept, and skips what the result lacks', () => {
    const junit = junitOutcome([])
    const result = baseResult({
      junit,
      deployment: {
        environment: 'prod',
        fingerprint: FP,
        deployment: { fingerprint: FP, deployed_at: 1 }
      }
    })
    delete result.junit?.resultsJson
    expect(setOutputs(result, new Output(), { temp: dir })).toEqual([])
    const outputs = parseOutputFile(outputFile)
    expect(JSON.parse(outputs.get('junit-results') as string)).toEqual(junit.results)
    expect(JSON.parse(outputs.get('deployment') as string)).toEqual({
      fingerprint: FP,
      deployed_at: 1
    })
    expect([...outputs.keys()].sort()).toEqual(
      [
        'deployment',
        'junit-results',
        'recorded',
        'tests-errors',
        'tests-failed',
        'tests-skipped',
        'tests-total'
      ].sort()
    )
  })

  it('no fingerprint output when several artifacts have one', () => {
    const result = baseResult({
      artifacts: [
        { name: 'a', path: 'a', type: 'file', stage: 'fingerprinted', fingerprint: FP },
        { name: 'b', path: 'b', type: 'file', stage: 'fingerprinted', fingerprint: FP }
      ]
    })
    setOutputs(result, new Output(), { temp: dir })
    const outputs = parseOutputFile(outputFile)
    expect(JSON.parse(outputs.get('fingerprints') as string)).toHaveLength(2)
    expect(outputs.has('fingerprint')).toBe(false)
  })

  it('cuts a value over 1 MB at a character boundary and writes the whole value to the runner temp folder', () => {
    // 3- and 4-byte characters so that the cut lands inside one unless it is done by bytes.
    const whole = JSON.stringify(Array.from({ length: 120_000 }, (_, i) => `€😀${i}`))
    expect(byteLength(whole)).toBeGreaterThan(GITHUB_LIMITS.outputBytes)
    const result = baseResult({ junit: junitOutcome([], { resultsJson: whole }) })
    const warnings = setOutputs(result, new Output(), { temp: dir })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain("Output 'junit-results'")
    const file = /the whole value is in (\S+)$/.exec(warnings[0])?.[1] as string
    expect(file.startsWith(dir)).toBe(true)
    expect(fs.readFileSync(file, 'utf8')).toBe(whole)
    const value = parseOutputFile(outputFile).get('junit-results') as string
    expect(byteLength(value)).toBeLessThanOrEqual(GITHUB_LIMITS.outputBytes)
    expect(byteLength(value)).toBeGreaterThan(GITHUB_LIMITS.outputBytes - 4)
    expect(whole.startsWith(value)).toBe(true)
    expect(value).not.toContain('\uFFFD')
    // The other outputs are untouched.
    expect(parseOutputFile(outputFile).get('tests-total')).toBe('3')
  })
})
