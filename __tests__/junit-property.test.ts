/**
 * Property tests: generated JUnit documents (random suites, testcases, status children, nesting,
 * wrappers and noise) give exactly the counts of a simple reference computed from the
 * generator's own model; mutated or garbage input never throws anything but JUnitError.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { JUnitError, parseJUnitFile } from '../src/junit/index.js'

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
        const got = p.suites.map(({ report: _r, ...r }) => r)
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
