/**
 * Where a failing test lives: the testcase's `file`/`line` attributes, else the first
 * stack-frame-looking reference in the failure text that names a file of the repository
 * (`at f (src/a.ts:12:3)`, `File "tests/test_x.py", line 14`, `foo_test.go:33:`,
 * `in /w/src/A.cs:line 9`). A bare file name is also looked for where its language keeps it:
 * a Java/Kotlin/Scala frame's package under the usual source roots, a Go file under the trailing
 * parts of the testcase's package import path (`example.com/m/pkg/calc` → `pkg/calc/`). Which
 * file a written path names, SourceResolver (resolve.ts) decides.
 *
 * When the attributes name the file and the failure text names a line in that same file (a
 * traceback's frame in the test file, PHPUnit's `Test.php:18`), that line wins over the `line`
 * attribute, which pytest, unittest and PHPUnit set to the test's `def`/method line.
 */
import path from 'node:path'
import { relativeInside } from '../util/paths.js'
import type { SourceHints } from './reported-failure.js'
import type { SourceResolver } from './resolve.js'

interface Location {
  /** The file as found in the repository, else as written. */
  file?: string
  line?: number
}

/** A location, and the repository path of its file when it was found there. */
interface Placed {
  location: Location
  found?: string
}

const FRAME_PATTERNS = [
  /File "([^"\n]+)", line (\d+)/g,
  // The path runs to the first `:line N`, never over another ` in ` (which would make every
  // ` in ` of a long line rescan it: quadratic, docs/junit-reader.md "Linear time").
  / in ((?:(?! in )[^\n])+?):line (\d+)/g,
  // Perl's Test::More: `#   at t/cart.t line 8.`
  /\bat (\S+\.\w{1,12}) line (\d+)\./g,
  // `path.ext:line`, the path a maximal run of path characters that starts after a blank,
  // `(`, `[`, a quote or the run's first `@` (Firefox's `fn@file:line`). Written with
  // lookbehinds so that each run is tried from at most two places: with `@` a start character
  // as well as a path character, every `@` of a long run rescanned it (docs/junit-reader.md).
  /(?:(?<=^|[\s(['"])|(?<=(?:^|[\s()'"<>[\]|:,])[^\s()'"<>[\]|:,@]*@))((?:file:\/\/)?[^\s()'"<>[\]|:,]*[^\s()'"<>[\]|:,.]\.[A-Za-z0-9]{1,12}):(\d+)/gm
]
/** `at com.acme.CartTest.method(CartTest.java:42)`: keeps the class's package. */
const JVM_FRAME = /at ([\w$.]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)/g
const JVM_SOURCE_ROOTS = [
  'src/test/java',
  'src/main/java',
  'src/test/kotlin',
  'src/main/kotlin',
  'src/test/scala',
  'src/main/scala',
  'src/test/groovy',
  'src/main/groovy',
  'src'
]
const MAX_SCAN_CHARS = 16 * 1024
const MAX_CANDIDATES = 20
/** Distinct written paths a Locator remembers (the resolver remembers more, behind it). */
const MAX_ANSWERS = 10_000

/**
 * A suite or class name for people: an absolute path under the workspace made relative
 * (`/home/runner/work/x/x/tests` → `tests`); anything else unchanged.
 */
export function workspaceRelativeName(name: string, workspace: string | undefined): string {
  if (workspace === undefined || name === '') return name
  const n = name.replace(/\\/g, '/')
  if (!n.startsWith('/')) return name // most names: a class or a module, not a path
  const ws = path.resolve(workspace)
  if (ws === path.parse(ws).root) return name
  const rel = relativeInside(ws, n)
  return rel === undefined ? name : rel === '' ? '.' : rel
}

/** Finds where the failing tests of one report live. */
export class Locator {
  /** Each path written in the report, looked up once: a report names the same files again and again. */
  private readonly answers = new Map<string, Promise<string | undefined>>()

  /**
   * `resolver`: the run's (none: nothing is found); `reportFile`: the report's absolute path,
   * so paths in it are resolved as its tool meant them.
   */
  constructor(
    private readonly resolver: SourceResolver | undefined,
    private readonly reportFile?: string
  ) {}

  /**
   * Where a failing test lives, from the report's hints and its `classname`, with the repository
   * path of the file when it was found there.
   */
  async place(hints: SourceHints, classname = ''): Promise<Placed> {
    const { file: fileAttr, line: lineAttr, texts } = hints
    const attrLine = positiveInt(lineAttr)
    const frames = findFrames(texts)
    if (fileAttr !== undefined && fileAttr.trim() !== '') {
      const written = fileAttr.trim()
      const found = await this.find(written)
      let line = attrLine
      const same: Frame[] = []
      for (const f of frames) if (await this.sameFile(f.path, written, found)) same.push(f)
      if (same.length > 0) {
        // Python tracebacks list the innermost frame last; stack traces list it first.
        const innermostLast = texts.some(
          (t) => t.includes('Traceback (most recent call last)') || /^\S+:\d+: \w+$/m.test(t)
        )
        const deeper = innermostLast ? same[same.length - 1] : same[0]
        if (line === undefined || deeper.line !== line) line = deeper.line
      }
      const location: Location = { file: found ?? written }
      if (line !== undefined) location.line = line
      return { location, found }
    }
    for (const f of testFramesFirst(frames, classname)) {
      for (const candidate of candidates(f, classname)) {
        const found = await this.find(candidate)
        if (found !== undefined) return { location: { file: found, line: f.line }, found }
      }
    }
    return { location: {} }
  }

  /** The repository path of the file a path written in the report names. */
  private find(written: string): Promise<string | undefined> {
    let answer = this.answers.get(written)
    if (answer === undefined) {
      answer = this.resolver?.resolve(written, this.reportFile) ?? Promise.resolve(undefined)
      if (this.answers.size < MAX_ANSWERS) this.answers.set(written, answer)
    }
    return answer
  }

  /** Whether a frame's path names the file of the `file` attribute (found or not). */
  private async sameFile(
    framePath: string,
    written: string,
    found: string | undefined
  ): Promise<boolean> {
    const workspace = this.resolver?.workspace
    const a = comparable(framePath, workspace)
    const b = comparable(written, workspace)
    if (a === '' || b === '') return false
    if (a === b || a.endsWith('/' + b) || b.endsWith('/' + a)) return true
    return found !== undefined && (await this.find(framePath)) === found
  }
}

function comparable(p: string, workspace: string | undefined): string {
  let s = p.startsWith('file://') ? p.slice('file://'.length) : p
  s = workspaceRelativeName(s.replace(/\\/g, '/'), workspace)
  return s.replace(/^(?:\.\/)+/, '')
}

function positiveInt(s: string | undefined): number | undefined {
  if (s === undefined || !/^\s*\d+\s*$/.test(s)) return undefined
  const n = Number(s)
  return n > 0 && Number.isSafeInteger(n) ? n : undefined
}

interface Frame {
  path: string
  line: number
  /** For JVM frames: the package as a path (`com/acme`). */
  packagePath?: string
}

/** A file that holds tests, by the usual naming of test tools (`cart.test.js`, `test_x.py`, …). */
const TEST_FILE =
  /(?:^|\/)(?:tests?|spec|__tests__)\/|(?:^|\/)test_[^/]*$|[._-](?:test|spec)\.\w+$|Tests?\.\w+$/

/**
 * The frames in the order to try them. A stack lists the innermost frame first, often in the
 * code under test; the line that failed is the test's own: a JVM frame of the test's class
 * (`com.acme.CartTest` → `com/acme/CartTest.java`) first, then frames in test files, then the rest.
 */
function testFramesFirst(frames: Frame[], classname: string): Frame[] {
  const own = classname.replace(/\$.*$/, '').replace(/\./g, '/')
  const rank = (f: Frame): number => {
    const full = f.packagePath === undefined ? f.path : `${f.packagePath}/${f.path}`
    if (f.packagePath !== undefined && full.replace(/^\//, '').replace(/\.\w+$/, '') === own)
      return 0
    return TEST_FILE.test(full.replace(/\\/g, '/')) ? 1 : 2
  }
  return frames
    .map((f, i) => ({ f, i, r: rank(f) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.f)
}

/** Paths to try for a frame: as written, then where a bare file name usually lives. */
function candidates(f: Frame, classname: string): string[] {
  if (f.path.includes('/') || f.path.includes('\\')) return [f.path]
  if (f.packagePath !== undefined) {
    return JVM_SOURCE_ROOTS.map((root) => `${root}/${f.packagePath}/${f.path}`)
  }
  if (f.path.endsWith('.go') && classname.includes('/')) {
    const parts = classname.split('/')
    return [...parts.map((_, k) => [...parts.slice(k), f.path].join('/')), f.path]
  }
  return [f.path]
}

/** Stack-frame-looking (path, line) pairs, in the order they appear. */
function findFrames(texts: string[]): Frame[] {
  const found: (Frame & { at: number })[] = []
  let offset = 0
  for (const t of texts) {
    const text = t.slice(0, MAX_SCAN_CHARS)
    for (const re of [JVM_FRAME, ...FRAME_PATTERNS]) {
      re.lastIndex = 0
      let m: RegExpExecArray | null
      while ((m = re.exec(text)) !== null && found.length < MAX_CANDIDATES * 3) {
        const jvm = re === JVM_FRAME
        const line = Number(jvm ? m[3] : m[2])
        const at = offset + m.index
        // A JVM frame is also matched by the generic pattern; keep the richer one.
        if (!(line > 0 && Number.isSafeInteger(line))) continue
        if (
          !jvm &&
          found.some((f) => f.packagePath !== undefined && f.path === m?.[1] && f.line === line)
        ) {
          continue
        }
        if (jvm) {
          const segments = m[1].split('.')
          found.push({ path: m[2], line, at, packagePath: segments.slice(0, -2).join('/') })
        } else found.push({ path: m[1], line, at })
      }
    }
    offset += text.length + 1
  }
  found.sort((a, b) => a.at - b.at)
  return found.slice(0, MAX_CANDIDATES).map(({ at: _at, ...f }) => f)
}
