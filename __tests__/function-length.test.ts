/**
 * Functions are at most 60 lines (issue 40.7; ESLint's max-lines-per-function in
 * eslint.config.js holds src/, bench/ and emulator/ to it). ESLint lets any line switch its
 * rules off, so the other half of the rule is held here: at most three exceptions in src/,
 * bench/ and emulator/ together, each switched off for one function only and with its reason
 * (`-- why`) on that line (CONTRIBUTING.md, "Rules of shape").
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MAX_EXCEPTIONS = 3
/** An ESLint directive comment that switches the rule off or sets its limit. */
const DIRECTIVE = /eslint-disable\S*[^\n]*max-lines-per-function|max-lines-per-function\s*:/
/** The one allowed form: the next line's function only, with a reason of three words or more. */
const ALLOWED = /\/\/ eslint-disable-next-line max-lines-per-function -- \S+( \S+){2,}/

/** Every .ts file under `dir`, relative to the repository. */
function tsFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name)
    if (e.isDirectory()) return tsFiles(rel)
    return e.name.endsWith('.ts') ? [rel] : []
  })
}

/** `file:line: text` for each ESLint directive comment that names max-lines-per-function. */
function exceptions(dir: string): string[] {
  return tsFiles(dir).flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (DIRECTIVE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []))
  )
}

describe('long functions', () => {
  it('the finder sees every form ESLint reads, and allows one', () => {
    const forms = [
      '// eslint-disable-next-line max-lines-per-function -- a state machine read top to bottom',
      'function f() { // eslint-disable-line max-lines-per-function',
      '/* eslint-disable max-lines-per-function */',
      '/* eslint max-lines-per-function: ["error", { max: 200 }] */'
    ]
    expect(forms.map((f) => DIRECTIVE.test(f))).toEqual([true, true, true, true])
    expect(forms.map((f) => ALLOWED.test(f))).toEqual([true, false, false, false])
    expect(ALLOWED.test('// eslint-disable-next-line max-lines-per-function -- long')).toBe(false)
  })

  it(`src/, bench/ and emulator/ have at most ${MAX_EXCEPTIONS} exceptions, each for one function with its reason`, () => {
    const found = [...exceptions('src'), ...exceptions('bench'), ...exceptions('emulator')]
    expect(found.length).toBeLessThanOrEqual(MAX_EXCEPTIONS)
    expect(found.filter((e) => !ALLOWED.test(e))).toEqual([])
  })
})
