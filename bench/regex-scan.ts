/**
 * Every regular-expression literal in the given source folders, run over repetitions of
 * adversarial units at two sizes (n and 4n characters): a linear pattern takes about 4× the
 * time, a quadratic one about 16×. The units: every printable ASCII character and a few others,
 * every pair of characters that the pattern itself names, and its literal words with a
 * neighbour. A global pattern is run to its last match (as a `while (re.exec(…))` loop does),
 * any other once. Part of bench/adversarial.ts (docs/junit-reader.md, "Linear time").
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface Finding {
  where: string
  pattern: string
  unit: string
  growth: number
}

/** Below this time at size n, a pattern is taken to be linear on that unit (too fast to be n²). */
const NOTICEABLE_MS = 1

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) return sourceFiles(p)
    return p.endsWith('.ts') ? [p] : []
  })
}

/** The faster of two runs: a busy machine only ever adds time. */
function timeRun(re: RegExp, s: string): number {
  return Math.min(timeOnce(re, s), timeOnce(re, s))
}

function timeOnce(re: RegExp, s: string): number {
  const started = performance.now()
  if (re.global || re.sticky) {
    re.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = re.exec(s)) !== null) if (m[0] === '') re.lastIndex++
  } else re.exec(s)
  return performance.now() - started
}

/** The inputs tried on a pattern: single characters, pairs it names, its words. */
function units(source: string): string[] {
  const single: string[] = ['\t', '\n', '\r', '\u00a0', '\u2028', 'é', '\ufffd']
  for (let c = 32; c < 127; c++) single.push(String.fromCharCode(c))
  const named = [
    ...new Set(
      source
        .replace(/\\[dDwWsSbB]/g, '')
        .replace(/\\(.)/g, '$1')
        .split('')
    ),
    'a',
    '1',
    ' ',
    '\n'
  ].slice(0, 40)
  const pairs = named.flatMap((x) => named.map((y) => x + y))
  const words = source
    .replace(/\\[dDwWsSbB]/g, '¶')
    .split(/[¶()[\]{}*+?|^$.\\]+/)
    .filter((w) => w.length >= 2)
    .flatMap((w) => [w, w + 'a', 'a' + w, w + ' ', w + '\n', w + '1'])
  return [...new Set([...single, ...pairs, ...words])]
}

/** Patterns whose time grows more than `maxGrowth`× for 4× the input, with the worst unit. */
export function scanRegexes(
  dirs: string[],
  n = 4000,
  maxGrowth = 8
): { patterns: number; findings: Finding[] } {
  const findings: Finding[] = []
  let patterns = 0
  for (const file of dirs.flatMap(sourceFiles)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText()
        const m = /^\/(.*)\/([a-z]*)$/s.exec(text) as RegExpExecArray
        const re = new RegExp(m[1], m[2])
        patterns++
        let worst: Finding | undefined
        for (const unit of units(m[1])) {
          const small = timeRun(re, unit.repeat(Math.ceil(n / unit.length)))
          if (small < NOTICEABLE_MS) continue
          const growth = timeRun(re, unit.repeat(Math.ceil((4 * n) / unit.length))) / small
          if (!worst || growth > worst.growth) {
            const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1
            worst = { where: `${file}:${line}`, pattern: text, unit, growth }
          }
        }
        if (worst && worst.growth > maxGrowth) findings.push(worst)
      }
      ts.forEachChild(node, visit)
    }
    visit(sf)
  }
  return { patterns, findings }
}
