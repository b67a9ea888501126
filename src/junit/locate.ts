/**
 * Where a failing test lives, for annotations: the testcase's `file`/`line` attributes, else the
 * first stack-frame-looking reference in the failure text that names a file existing under the
 * workspace (`at f (src/a.ts:12:3)`, `File "tests/test_x.py", line 14`, `foo_test.go:33:`,
 * `in /w/src/A.cs:line 9`). A bare file name is also looked for where its language keeps it:
 * a Java/Kotlin/Scala frame's package under the usual source roots, a Go file under the trailing
 * parts of the testcase's package import path (`example.com/m/pkg/calc` → `pkg/calc/`).
 *
 * When the attributes name the file and the failure text names a line in that same file (a
 * traceback's frame in the test file, PHPUnit's `Test.php:18`), that line wins over the `line`
 * attribute, which pytest, unittest and PHPUnit set to the test's `def`/method line.
 *
 * This is also the one place that decides whether a path names a file in the workspace
 * (WorkspaceFiles), for the parser and for annotations (src/report/annotations.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

interface Location {
  file?: string
  line?: number
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
/** File-system lookups per report, so a report full of unique frames stays quick. */
const MAX_LOOKUPS = 5000
const MAX_CANDIDATES = 20

/**
 * Resolves a path written in a report (relative to the workspace, to the repository root, or
 * absolute; `file://` and `\\` allowed) to the `a/b.ts` form GitHub wants: relative to the
 * repository root, for a regular file inside it. The repository root is the workspace unless
 * `repo-root` says otherwise. Remembers what it looked up, up to MAX_LOOKUPS paths.
 */
export class WorkspaceFiles {
  readonly workspace: string
  private readonly root: string
  private readonly seen = new Map<string, string | undefined>()

  constructor(workspace: string, repoRoot: string = workspace) {
    this.workspace = path.resolve(workspace)
    this.root = path.resolve(this.workspace, repoRoot)
  }

  relative(file: string | undefined): string | undefined {
    if (!file) return undefined
    if (this.seen.has(file)) return this.seen.get(file)
    if (this.seen.size >= MAX_LOOKUPS) return undefined
    let p = file.startsWith('file://') ? file.slice('file://'.length) : file
    p = p.replace(/\\/g, '/')
    const found =
      this.lookup(path.resolve(this.workspace, p)) ??
      (this.root === this.workspace ? undefined : this.lookup(path.resolve(this.root, p)))
    this.seen.set(file, found)
    return found
  }

  private lookup(abs: string): string | undefined {
    const rel = path.relative(this.root, abs)
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined
    try {
      if (!fs.statSync(abs).isFile()) return undefined
    } catch {
      return undefined
    }
    return rel.split(path.sep).join('/')
  }
}

/**
 * A suite or class name for people: an absolute path under the workspace made relative
 * (`/home/runner/work/x/x/tests` → `tests`); anything else unchanged.
 */
export function workspaceRelativeName(name: string, workspace: string | undefined): string {
  if (workspace === undefined || name === '') return name
  const ws = path.resolve(workspace).replace(/\\/g, '/').replace(/\/+$/, '')
  const n = name.replace(/\\/g, '/')
  if (ws === '' || ws === '/') return name
  if (n === ws) return '.'
  return n.startsWith(ws + '/') ? n.slice(ws.length + 1) : name
}

/** Finds where failing tests live, against one workspace. */
export class Locator {
  private readonly files: WorkspaceFiles | undefined

  constructor(private readonly workspace: string | undefined) {
    this.files = workspace === undefined ? undefined : new WorkspaceFiles(workspace)
  }

  async locate(
    fileAttr: string | undefined,
    lineAttr: string | undefined,
    texts: string[],
    classname = ''
  ): Promise<Location> {
    const attrLine = positiveInt(lineAttr)
    const frames = findFrames(texts)
    if (fileAttr !== undefined && fileAttr.trim() !== '') {
      const written = fileAttr.trim()
      const rel = this.inWorkspace(written)
      const file = rel ?? written
      let line = attrLine
      const same = frames.filter((f) => this.sameFile(f.path, written, rel))
      if (same.length > 0) {
        // Python tracebacks list the innermost frame last; stack traces list it first.
        const innermostLast = texts.some(
          (t) => t.includes('Traceback (most recent call last)') || /^\S+:\d+: \w+$/m.test(t)
        )
        const deeper = innermostLast ? same[same.length - 1] : same[0]
        if (line === undefined || deeper.line !== line) line = deeper.line
      }
      return line === undefined ? { file } : { file, line }
    }
    if (this.workspace === undefined) return {}
    for (const f of frames) {
      // A frame in an installed dependency is not where the test failed.
      if (/(?:^|[/\\])node_modules[/\\]/.test(f.path)) continue
      for (const candidate of candidates(f, classname)) {
        const rel = this.inWorkspace(candidate)
        if (rel !== undefined) return { file: rel, line: f.line }
      }
    }
    return {}
  }

  /** The path relative to the workspace when it names a regular file there. */
  inWorkspace(p: string): string | undefined {
    return this.files?.relative(p)
  }

  /** Whether a frame's path names the file of the `file` attribute (found or not). */
  private sameFile(framePath: string, written: string, rel: string | undefined): boolean {
    if (rel !== undefined && this.inWorkspace(framePath) === rel) return true
    const a = comparable(framePath, this.workspace)
    const b = comparable(written, this.workspace)
    if (a === '' || b === '') return false
    return a === b || a.endsWith('/' + b) || b.endsWith('/' + a)
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
