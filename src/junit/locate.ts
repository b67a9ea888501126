/**
 * Where a failing test lives, for annotations: the testcase's `file`/`line` attributes, else the
 * first stack-frame-looking reference in the failure text that names a file existing under the
 * workspace (`at f (src/a.ts:12:3)`, `File "tests/test_x.py", line 14`, `foo_test.go:33:`,
 * `in /w/src/A.cs:line 9`). A bare file name is also looked for where its language keeps it:
 * a Java/Kotlin/Scala frame's package under the usual source roots, a Go file under the trailing
 * parts of the testcase's package import path (`example.com/m/pkg/calc` → `pkg/calc/`).
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'

interface Location {
  file?: string
  line?: number
}

const FRAME_PATTERNS = [
  /File "([^"\n]+)", line (\d+)/g,
  / in ([^\n]+?):line (\d+)/g,
  /(?:^|[\s(['"@])((?:file:\/\/)?[^\s()'"<>[\]|:,]*[^\s()'"<>[\]|:,.]\.[A-Za-z0-9]{1,12}):(\d+)/gm
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

/** Resolves paths against one workspace, remembering what exists. */
export class Locator {
  private readonly exists = new Map<string, Promise<string | undefined>>()

  constructor(private readonly workspace: string | undefined) {}

  async locate(
    fileAttr: string | undefined,
    lineAttr: string | undefined,
    texts: string[],
    classname = ''
  ): Promise<Location> {
    const attrLine = positiveInt(lineAttr)
    const frames = this.workspace === undefined ? [] : findFrames(texts)
    if (fileAttr !== undefined && fileAttr.trim() !== '') {
      const rel = await this.inWorkspace(fileAttr.trim())
      const file = rel ?? fileAttr.trim()
      let line = attrLine
      if (line === undefined && rel !== undefined) {
        for (const f of frames) {
          if ((await this.inWorkspace(f.path)) === rel) {
            line = f.line
            break
          }
        }
      }
      return line === undefined ? { file } : { file, line }
    }
    for (const f of frames) {
      for (const candidate of candidates(f, classname)) {
        const rel = await this.inWorkspace(candidate)
        if (rel !== undefined) return { file: rel, line: f.line }
      }
    }
    return {}
  }

  /** The path relative to the workspace when it names a regular file there. */
  inWorkspace(p: string): Promise<string | undefined> {
    let cached = this.exists.get(p)
    if (cached === undefined) {
      if (this.exists.size >= MAX_LOOKUPS) return Promise.resolve(undefined)
      cached = this.check(p)
      this.exists.set(p, cached)
    }
    return cached
  }

  private async check(written: string): Promise<string | undefined> {
    if (this.workspace === undefined) return undefined
    let p = written.startsWith('file://') ? written.slice('file://'.length) : written
    p = p.replace(/\\/g, '/')
    const rel = path.isAbsolute(p) ? path.relative(this.workspace, p) : path.normalize(p)
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined
    try {
      const s = await stat(path.join(this.workspace, rel))
      return s.isFile() ? rel.split(path.sep).join('/') : undefined
    } catch {
      return undefined
    }
  }
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
