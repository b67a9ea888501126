/**
 * Property tests of the JUnit parser from outside (junit-property.test.ts, by the JUnit
 * authors, covers nesting and Surefire rules): generated flat reports in every encoding the
 * README promises give the counts of a simple reference; and any damage to a valid report —
 * truncation, a byte inserted, dropped or replaced — ends in a result or a JUnitError, never
 * another exception.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { JUnitError, parseJUnitFile } from '../src/junit/index.js'

type Status = 'passed' | 'failure' | 'error' | 'skipped'
interface Suite {
  name: string
  cases: Array<{ name: string; status: Status }>
}

/** Names with the characters that need escaping, and non-ASCII ones Latin-1 can hold. */
const text = fc.string({
  unit: fc.constantFrom(...'ab Z9_-.', '&', '<', '>', '"', "'", 'é', 'ü', '£'),
  maxLength: 10
})
const suites = fc.array(
  fc.record({
    name: text,
    cases: fc.array(
      fc.record({
        name: text,
        status: fc.constantFrom<Status>('passed', 'failure', 'error', 'skipped')
      }),
      { maxLength: 6 }
    )
  }),
  { minLength: 1, maxLength: 4 }
)

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

function xml(list: Suite[], encoding: string): string {
  const body = list
    .map(
      (s) =>
        `  <testsuite name="${esc(s.name)}" tests="${s.cases.length}">\n` +
        s.cases
          .map((c) =>
            c.status === 'passed'
              ? `    <testcase name="${esc(c.name)}"/>\n`
              : `    <testcase name="${esc(c.name)}"><${c.status} message="${esc(c.name)}">x</${c.status}></testcase>\n`
          )
          .join('') +
        '  </testsuite>\n'
    )
    .join('')
  return `<?xml version="1.0" encoding="${encoding}"?>\n<testsuites>\n${body}</testsuites>\n`
}

/** The reference: count the generated statuses. */
function reference(list: Suite[]) {
  return list.map((s) => ({
    name: s.name,
    total: s.cases.length,
    failures: s.cases.filter((c) => c.status === 'failure').length,
    errors: s.cases.filter((c) => c.status === 'error').length,
    skipped: s.cases.filter((c) => c.status === 'skipped').length
  }))
}

function encode(text: string, encoding: string): Buffer {
  switch (encoding) {
    case 'UTF-16LE':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
    case 'UTF-16BE': {
      const le = Buffer.from(text, 'utf16le')
      for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]]
      return Buffer.concat([Buffer.from([0xfe, 0xff]), le])
    }
    case 'ISO-8859-1':
      return Buffer.from(text, 'latin1')
    default:
      return Buffer.from(text, 'utf8')
  }
}

let dir: string
let n = 0
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'property-junit-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(bytes: Buffer): string {
  const file = path.join(dir, `r${n++}.xml`)
  writeFileSync(file, bytes)
  return file
}

describe('JUnit parser', () => {
  it.each(['UTF-8', 'UTF-16LE', 'UTF-16BE', 'ISO-8859-1'])(
    'counts equal the reference (%s)',
    async (encoding) => {
      // UTF-16 documents declare "UTF-16": the byte order mark says which.
      const declared = encoding.startsWith('UTF-16') ? 'UTF-16' : encoding
      await fc.assert(
        fc.asyncProperty(suites, async (list) => {
          const parsed = await parseJUnitFile(write(encode(xml(list, declared), encoding)))
          const counted = parsed.suites.map(({ name, total, failures, errors, skipped }) => ({
            name,
            total,
            failures,
            errors,
            skipped
          }))
          expect(counted).toEqual(reference(list))
        }),
        { numRuns: 60 }
      )
    }
  )

  it('any damage ends in a result or a JUnitError, never another exception', async () => {
    const damage = fc.oneof(
      fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(),
        byte: fc.integer({ min: 0, max: 255 })
      }),
      fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant('replace' as const),
        at: fc.nat(),
        byte: fc.integer({ min: 0, max: 255 })
      })
    )
    await fc.assert(
      fc.asyncProperty(
        suites,
        fc.constantFrom('UTF-8', 'UTF-16LE', 'ISO-8859-1'),
        fc.array(damage, { minLength: 1, maxLength: 3 }),
        async (list, encoding, damages) => {
          let bytes = encode(
            xml(list, encoding.startsWith('UTF-16') ? 'UTF-16' : encoding),
            encoding
          )
          for (const d of damages) {
            const at = bytes.length === 0 ? 0 : d.at % bytes.length
            if (d.kind === 'truncate') bytes = bytes.subarray(0, at)
            else if (d.kind === 'drop')
              bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)])
            else {
              const rest = bytes.subarray(d.kind === 'insert' ? at : at + 1)
              bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([d.byte]), rest])
            }
          }
          try {
            const parsed = await parseJUnitFile(write(bytes))
            // What parses must still be a sane count.
            for (const s of parsed.suites) {
              expect(s.failures + s.errors + s.skipped).toBeLessThanOrEqual(s.total)
            }
          } catch (err) {
            if (!(err instanceof JUnitError)) throw err
          }
        }
      ),
      { numRuns: 400 }
    )
  })
})
