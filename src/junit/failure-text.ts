/**
 * The headline of a failing test: the text that says what went wrong, as people read it in an
 * annotation. The `message` attribute when it says something; else (absent, a bare exception
 * class, `Failed`, or the test's own name) the first meaningful lines of the failure body, then
 * of the testcase's `<system-out>` and `<system-err>`. The rules follow what real tools write;
 * __tests__/fixtures/junit/tools/ has a report from each (see the README there).
 */
import { clip } from '../util/clip.js'

export interface FailureSource {
  /** The testcase's `name` and `classname`. */
  name: string
  classname: string
  /** The `message` and `type` attributes of `<failure>`/`<error>`. */
  message?: string
  type?: string
  /** The text inside `<failure>`/`<error>`. */
  body: string
  /** The testcase's own `<system-out>` and `<system-err>`. */
  systemOut?: string
  systemErr?: string
}

/** Lines and characters kept of a headline. */
const MAX_LINES = 12
const MAX_CHARS = 2000

/** Messages that only say that something failed (gotestsum, libtest, pytest, TAP). */
const VAGUE = new Set([
  'failed',
  'failure',
  'error',
  'assert',
  'test failed',
  'testfailed',
  'collection failure',
  'unknown',
  'none'
])

/** The headline, or '' when the report says nothing beyond the fact that the test failed. */
export function failureText(src: FailureSource): string {
  const message = normalise(src.message ?? '').trim()
  if (saysSomething(message, src)) {
    // minitest-reporters cuts the message to its first line plus '...'; the body has it whole.
    const cut = /(\.\.\.|…)$/.exec(message)
    if (cut) {
      const whole = meaningfulLines(normalise(src.body), src)
      if (whole.startsWith(message.slice(0, -cut[0].length))) return whole
    }
    // Older pytest versions put the whole traceback in the message: its `E   ` lines say it.
    const e = pytestELines(message.split('\n'))
    return bound(e ?? message)
  }
  for (const text of [src.body, src.systemOut, src.systemErr]) {
    if (!text) continue
    const lines = meaningfulLines(normalise(text), src)
    if (lines !== '') return lines
  }
  return ''
}

function normalise(s: string): string {
  return s.replace(/\r\n?/g, '\n')
}

/** Whether a `message` attribute says more than "it failed", the exception class or the name. */
function saysSomething(message: string, src: FailureSource): boolean {
  if (message === '') return false
  if (VAGUE.has(message.toLowerCase())) return false
  if (src.type !== undefined && message === src.type.trim()) return false
  // A bare exception class: `PHPUnit\Framework\ExpectationFailedException`, `AssertionError`.
  if (/^[\w$]+(?:[.\\:]+[\w$]+)*$/.test(message) && /(?:Error|Exception|Failure)$/.test(message))
    return false
  if (isOwnName(message, src)) return false
  return true
}

/** TAP's `not ok 2 - name`, PHPUnit's `Class::method`, minitest's `type` = the test's name. */
function isOwnName(line: string, src: FailureSource): boolean {
  const squash = (x: string): string => x.trim().replace(/\s+/g, ' ')
  const l = squash(line).replace(/^(?:not )?ok /, '')
  if (l === '') return false
  const name = squash(src.name)
  const cls = squash(src.classname)
  return (
    l === name ||
    (cls !== '' && (l === `${cls}::${name}` || l === `${cls}.${name}` || l === cls)) ||
    (name !== '' && l === `${name}(${cls})`)
  )
}

/** A stack frame or other line that says where, not what. */
const FRAME_LINE = [
  /^\s+at\s/, // JavaScript, JVM, .NET
  /^\s*File ".*", line \d+/, // Python
  /^goroutine \d+ \[/, // Go panic
  /^\s*stack backtrace:/, // Rust
  /^note: run with `RUST_BACKTRACE/, // Rust
  /^\s+\S+:\d+:in [`']/, // Ruby
  /^\s*\S+\.\w+:\d+(?::\d+)?\s*$/, // PHPUnit's trailing `/path/Test.php:18`
  /^\s*❯ / // Vitest
]

/**
 * minitest's `test_x(Class) [file:line]:`, i.e. /^\S+\(.*\) \[.*:\d+\]:$/ checked in three
 * linear steps: that pattern backtracks quadratically on a long `x(x(x(…` line
 * (docs/junit-reader.md, "Linear time").
 */
function isMinitestHeader(t: string): boolean {
  const head = /^\S[^\s(]*\(/.exec(t)
  const tail = /:\d+\]:$/.exec(t)
  if (!head || !tail || /[\r\u2028\u2029]/.test(t)) return false
  const mark = t.indexOf(') [', head[0].length)
  return mark >= 0 && mark + 3 <= tail.index
}

/** Lines that name the test or the run, not the failure. */
function isNoise(line: string, src: FailureSource): boolean {
  const t = line.trim()
  return (
    /^=== (?:RUN|PAUSE|CONT)\s/.test(t) || // go test -v
    /^--- (?:FAIL|PASS|SKIP):\s/.test(t) ||
    /^(?:Failure|Error):$/.test(t) || // minitest
    isMinitestHeader(t) ||
    isOwnName(t, src)
  )
}

/**
 * The message on a Rust panic line: after `panicked at src/lib.rs:20:9:` (Rust 1.73 and later),
 * or inside `panicked at 'msg', src/lib.rs:20:9` (earlier). Written so that the time is linear
 * in the line (docs/junit-reader.md, "Linear time"): the path stops at the next `panicked at `
 * as well as at `:`, the old form is found with indexOf, and the rare line separators inside
 * the line (`\r`, U+2028, U+2029) are read as blanks, so `(.+)$` cannot fail after a long scan.
 */
function panicInline(line: string): string | undefined {
  const head = line.replace(/[\r\u2028\u2029]/g, ' ')
  const current = /panicked at (?:(?!panicked at )[^:])+:\d+:\d+:\s*(.+)$/.exec(head)
  if (current) return current[1]
  const start = head.indexOf("panicked at '")
  const end = head.lastIndexOf("', ")
  return start >= 0 && end >= start + 13 ? head.slice(start + 13, end) : undefined
}

/** The first meaningful lines of a failure body or captured output. */
function meaningfulLines(text: string, src: FailureSource): string {
  const json = jsonMessage(text)
  if (json !== undefined) return bound(json)
  const lines = text.split('\n')

  // Rust: `thread 'x' panicked at src/lib.rs:20:9:` and the panic message after it.
  const panic = lines.findIndex((l) => /^thread '.*'(?: \(\d+\))? panicked at /.test(l))
  if (panic >= 0) {
    const head = lines[panic]
    const inline = panicInline(head)
    const rest = takeUntilFrame(lines.slice(panic + 1), src)
    return bound([inline ?? '', rest].filter((s) => s !== '').join('\n'))
  }

  // pytest: the `E   ` lines are what went wrong.
  const e = pytestELines(lines)
  if (e !== undefined) return bound(e)

  // A Python traceback: the exception lines after the last frame.
  if (lines.some((l) => l.startsWith('Traceback (most recent call last)'))) {
    let last = -1
    lines.forEach((l, i) => {
      if (/^\s*File ".*", line \d+/.test(l)) last = i
    })
    if (last >= 0) {
      let k = last + 1
      while (k < lines.length && /^\s/.test(lines[k])) k++
      const tail = lines.slice(k).join('\n').trim()
      if (tail !== '') return bound(tail)
    }
  }

  // TAP diagnostics: `#   Failed test …` lines.
  if (lines.some((l) => /^#\s/.test(l))) {
    const diag = lines.filter((l) => /^#\s/.test(l)).map((l) => l.slice(2))
    if (diag.length > 0) return bound(dedent(diag))
  }

  return bound(takeUntilFrame(lines, src))
}

/** pytest's `E   ` lines (what went wrong, under the source it shows), without the `E`. */
function pytestELines(lines: string[]): string | undefined {
  const e = lines.filter((l) => /^E {1,}\S/.test(l) || /^E\s*$/.test(l))
  if (!e.some((l) => l.trim() !== 'E')) return undefined
  return dedent(e.map((l) => l.slice(1)))
}

/** Lines up to the first stack frame, without the noise, blank runs collapsed. */
function takeUntilFrame(lines: string[], src: FailureSource): string {
  const kept: string[] = []
  for (const line of lines) {
    if (FRAME_LINE.some((re) => re.test(line))) {
      if (kept.some((l) => l.trim() !== '')) break
      continue
    }
    if (isNoise(line, src)) continue
    // Go repeats a recovered panic: `panic: x [recovered]` then `\tpanic: x`.
    const prev = kept.length > 0 ? kept[kept.length - 1].replace(/ \[recovered\]$/, '').trim() : ''
    if (prev !== '' && line.trim() === prev) continue
    if (line.trim() === '' && (kept.length === 0 || kept[kept.length - 1].trim() === '')) continue
    kept.push(line.replace(/\s+$/, ''))
    if (kept.length >= MAX_LINES * 2) break
  }
  return dedent(kept).trim()
}

/** Jest writes some failures as a JSON object: its message. */
function jsonMessage(text: string): string | undefined {
  const t = text.trim()
  if (!t.startsWith('{') || !t.endsWith('}') || t.length > 64 * 1024) return undefined
  try {
    const v = JSON.parse(t) as Record<string, unknown>
    for (const key of ['message', '_originalMessage', 'error']) {
      const m = v[key]
      if (typeof m === 'string' && m.trim() !== '') return m.trim()
    }
  } catch {
    // not JSON after all
  }
  return undefined
}

/** Removes the indentation the lines share (Go indents `t.Errorf` output by four spaces). */
function dedent(lines: string[]): string {
  const indents = lines
    .filter((l) => l.trim() !== '')
    .map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0)
  const cut = indents.length > 0 ? Math.min(...indents) : 0
  return lines
    .map((l) => l.slice(Math.min(cut, /^[ \t]*/.exec(l)?.[0].length ?? 0)))
    .join('\n')
    .trim()
}

/** At most MAX_LINES lines and MAX_CHARS characters. */
function bound(s: string): string {
  let out = s.trim()
  const lines = out.split('\n')
  if (lines.length > MAX_LINES) out = lines.slice(0, MAX_LINES).join('\n') + '\n…'
  return clip(out, MAX_CHARS + 1)
}
