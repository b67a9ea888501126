/**
 * Property tests of the JUnit parser (one file; formerly junit-property and property-junit):
 * - generated documents (random suites, testcases, status children, nesting, wrappers and
 *   noise) give exactly the counts of a simple reference computed from the generator's own
 *   model; mutated or garbage input never throws anything but JUnitError;
 * - generated flat reports in every encoding the README promises give the counts of a simple
 *   reference; and any damage to a valid report (truncation, a byte inserted, dropped or
 *   replaced) ends in a result or a JUnitError, never another exception.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { JUnitError } from '../../src/junit/junit-errors.js'
import { parseJUnitFile } from '../../src/junit/parse.js'

type Status = 'skipped' | 'failure' | 'error'
interface CaseModel {
  name: string
  ms: number
  children: (Status | 'flakyFailure' | 'system-out')[]
}
interface SuiteModel {
  name: string
  cases: CaseModel[]
  nested: SuiteModel[]
  /** Testcases inside a non-suite element: never counted. */
  hidden: CaseModel[]
}
type Item = { suite: SuiteModel } | { wrapper: Item[] } | { text: string }

const safeText = fc.string({ maxLength: 8 }).map((s) => s.replace(/[^a-zA-Z0-9 _.-]/g, ''))
const nameArb = fc.oneof(safeText, fc.constantFrom('a&b', '<x>', 'q"uote', 'é ✓', ''))

const caseArb: fc.Arbitrary<CaseModel> = fc.record({
  name: nameArb,
  ms: fc.integer({ min: 0, max: 100_000 }),
  children: fc.array(fc.constantFrom('skipped', 'failure', 'error', 'flakyFailure', 'system-out'), {
    maxLength: 3
  })
}) as fc.Arbitrary<CaseModel>

const { suite: suiteArb } = fc.letrec<{ suite: SuiteModel }>((tie) => ({
  suite: fc.record({
    name: nameArb,
    cases: fc.array(caseArb, { maxLength: 5 }),
    nested: fc.oneof(
      { depthSize: 'small' },
      fc.constant<SuiteModel[]>([]),
      fc.array(tie('suite'), { maxLength: 2 })
    ),
    hidden: fc.array(caseArb, { maxLength: 1 })
  })
}))

const { items: itemsArb } = fc.letrec<{ items: Item[]; item: Item }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small' },
    suiteArb.map((suite) => ({ suite })),
    fc.array(tie('item'), { maxLength: 2 }).map((wrapper) => ({ wrapper })),
    safeText.map((text) => ({ text }))
  ),
  items: fc.array(tie('item'), { maxLength: 4 })
}))

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
}

function caseXml(c: CaseModel): string {
  const kids = c.children
    .map((k) =>
      k === 'system-out'
        ? '<system-out><![CDATA[<failure/> ]] ]]></system-out>'
        : k === 'flakyFailure'
          ? '<flakyFailure message="x"><stackTrace>t</stackTrace></flakyFailure>'
          : `<${k} message="m">body &amp; <!-- c --> text</${k}>`
    )
    .join('')
  return `<testcase name="${esc(c.name)}" time="${c.ms}ms">${kids}</testcase>`
}

function suiteXml(s: SuiteModel): string {
  return (
    `<testsuite name="${esc(s.name)}" tests="999" failures="999">` +
    s.cases.map(caseXml).join('') +
    s.nested.map(suiteXml).join('') +
    `<group>${s.hidden.map(caseXml).join('')}</group><failure message="not counted"/>` +
    '</testsuite>'
  )
}

function itemsXml(items: Item[]): string {
  return items
    .map((i) =>
      'suite' in i
        ? suiteXml(i.suite)
        : 'wrapper' in i
          ? `<w>${itemsXml(i.wrapper)}</w>`
          : esc(i.text)
    )
    .join('\n')
}

/** The reference: the rules of docs/compatibility.md §4.2 applied to the model. */
function reference(items: Item[]): unknown[] {
  const out: unknown[] = []
  const count = (
    s: SuiteModel,
    acc: { t: number; f: number; e: number; s: number; ms: number }
  ): void => {
    for (const c of s.cases) {
      acc.t++
      acc.ms += c.ms
      const last = [...c.children]
        .reverse()
        .find((k) => k === 'skipped' || k === 'failure' || k === 'error')
      if (last === 'failure') acc.f++
      else if (last === 'error') acc.e++
      else if (last === 'skipped') acc.s++
    }
    for (const n of s.nested) count(n, acc)
  }
  const walk = (list: Item[]): void => {
    for (const i of list) {
      if ('suite' in i) {
        const acc = { t: 0, f: 0, e: 0, s: 0, ms: 0 }
        count(i.suite, acc)
        out.push({
          name: i.suite.name,
          failures: acc.f,
          errors: acc.e,
          skipped: acc.s,
          total: acc.t,
          // Go's Duration.Seconds(): whole seconds + remaining nanoseconds / 1e9.
          duration: Math.trunc(acc.ms / 1000) + ((acc.ms % 1000) * 1e6) / 1e9
        })
      } else if ('wrapper' in i) walk(i.wrapper)
    }
  }
  walk(items)
  return out
}

let dir: string
let n = 0
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'junit-property-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(content: string | Uint8Array): string {
  const p = path.join(dir, `p${n++}.xml`)
  writeFileSync(p, content)
  return p
}

describe('generated documents', () => {
  it('counts equal the reference computed from the model', async () => {
    await fc.assert(
      fc.asyncProperty(itemsArb, fc.integer({ min: 1, max: 64 }), async (items, chunkBytes) => {
        const p = await parseJUnitFile(write(itemsXml(items)), { limits: { chunkBytes } })
        // What is sent: without the fields for people (label, reportedDuration, problems).
        const got = p.suites.map(
          ({ report: _r, label: _l, reportedDuration: _d, problems: _p, ...r }) => r
        )
        expect(got).toEqual(reference(items))
      }),
      { numRuns: 150 }
    )
  })

  it('mutated and garbage input fails only with JUnitError', async () => {
    const mutated = fc
      .tuple(
        itemsArb,
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 8 }), fc.uint8Array({ maxLength: 4 })), {
          maxLength: 4
        })
      )
      .map(([items, edits]) => {
        let bytes = Buffer.from(itemsXml(items))
        for (const [at, del, ins] of edits) {
          const i = bytes.length === 0 ? 0 : at % bytes.length
          bytes = Buffer.concat([bytes.subarray(0, i), Buffer.from(ins), bytes.subarray(i + del)])
        }
        return new Uint8Array(bytes)
      })
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, fc.uint8Array({ maxLength: 200 })), async (bytes) => {
        try {
          await parseJUnitFile(write(bytes), { limits: { chunkBytes: 7 } })
        } catch (err) {
          if (!(err instanceof JUnitError)) throw err
          expect(err.line === undefined || err.line >= 1).toBe(true)
        }
      }),
      { numRuns: 300 }
    )
  })
})

// Flat reports in UTF-8, UTF-16 LE/BE and ISO-8859-1.

type FlatStatus = 'passed' | 'failure' | 'error' | 'skipped'
interface FlatSuite {
  name: string
  cases: Array<{ name: string; status: FlatStatus }>
}

/** Names with the characters that need escaping, and non-ASCII ones Latin-1 can hold. */
const flatText = fc.string({
  unit: fc.constantFrom(...'ab Z9_-.', '&', '<', '>', '"', "'", 'é', 'ü', '£'),
  maxLength: 10
})
const flatSuites = fc.array(
  fc.record({
    name: flatText,
    cases: fc.array(
      fc.record({
        name: flatText,
        status: fc.constantFrom<FlatStatus>('passed', 'failure', 'error', 'skipped')
      }),
      { maxLength: 6 }
    )
  }),
  { minLength: 1, maxLength: 4 }
)

const escAll = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

function flatXml(list: FlatSuite[], encoding: string): string {
  const body = list
    .map(
      (s) =>
        `  <testsuite name="${escAll(s.name)}" tests="${s.cases.length}">\n` +
        s.cases
          .map((c) =>
            c.status === 'passed'
              ? `    <testcase name="${escAll(c.name)}"/>\n`
              : `    <testcase name="${escAll(c.name)}"><${c.status} message="${escAll(c.name)}">x</${c.status}></testcase>\n`
          )
          .join('') +
        '  </testsuite>\n'
    )
    .join('')
  return `<?xml version="1.0" encoding="${encoding}"?>\n<testsuites>\n${body}</testsuites>\n`
}

/** The reference: count the generated statuses. */
function flatReference(list: FlatSuite[]) {
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

describe('flat reports in every promised encoding, and damaged ones', () => {
  it.each(['UTF-8', 'UTF-16LE', 'UTF-16BE', 'ISO-8859-1'])(
    'counts equal the reference (%s)',
    async (encoding) => {
      // UTF-16 documents declare "UTF-16": the byte order mark says which.
      const declared = encoding.startsWith('UTF-16') ? 'UTF-16' : encoding
      await fc.assert(
        fc.asyncProperty(flatSuites, async (list) => {
          const parsed = await parseJUnitFile(write(encode(flatXml(list, declared), encoding)))
          const counted = parsed.suites.map(({ name, total, failures, errors, skipped }) => ({
            name,
            total,
            failures,
            errors,
            skipped
          }))
          expect(counted).toEqual(flatReference(list))
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
        flatSuites,
        fc.constantFrom('UTF-8', 'UTF-16LE', 'ISO-8859-1'),
        fc.array(damage, { minLength: 1, maxLength: 3 }),
        async (list, encoding, damages) => {
          let bytes = encode(
            flatXml(list, encoding.startsWith('UTF-16') ? 'UTF-16' : encoding),
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
