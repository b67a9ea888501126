/**
 * The one place that decides which repository file a path written in a JUnit report names
 * (docs/junit-locations.md). A tool writes paths relative to the folder it ran in, which is the
 * report's own folder or one of its ancestors (the project folder in a monorepo), or absolute
 * paths of the runner's checkout, which may be somewhere else than this one. Tried in order:
 *
 * 1. an absolute path inside the repository, as it is;
 * 2. a relative path against the report's folder and each ancestor up to the repository root,
 *    nearest first, then against the workspace and the repository root;
 * 3. its trailing path components against the repository's tracked files (`git ls-files`, read
 *    once, on first need): the one tracked file the path ends with (the longest such), else the
 *    one tracked file that ends with the path. Paths into installed dependencies never match.
 *
 * Every answer is remembered, so a path is looked up once per run whatever the number of tests
 * that name it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { hasRepositoryAt, runGit } from '../context/git-exec.js'
import { relativeInside } from '../util/paths.js'

/** Installed dependencies and toolchains: a frame there is never the test's own source. */
const DEPENDENCY = new RegExp(
  '(?:^|/)(?:node_modules|site-packages|dist-packages|vendor/bundle|\\.cargo/registry|' +
    '\\.rustup|go/pkg/mod|gems/[^/]+-\\d[^/]*|rustc/[0-9a-f]{7,})/'
)
/** Distinct paths remembered per run, so a report full of unique frames stays bounded. */
const MAX_REMEMBERED = 20_000

export interface ResolverOptions {
  workspace: string
  /** The repository root (the `repo-root` input), default the workspace. */
  repoRoot?: string
}

/** Tracked files by base name, from `git ls-files` of the repository root. */
type TrackedIndex = Map<string, string[]>

export class SourceResolver {
  readonly workspace: string
  readonly root: string
  private readonly answers = new Map<string, string | undefined>()
  private readonly isFileCache = new Map<string, boolean>()
  private tracked?: Promise<TrackedIndex>

  constructor(opts: ResolverOptions) {
    this.workspace = path.resolve(opts.workspace)
    this.root = path.resolve(this.workspace, opts.repoRoot ?? '.')
  }

  /**
   * The repository path (relative to the root, with `/`) of the regular file that `written`
   * names, as the tool that wrote the report `reportFile` (absolute) meant it; undefined when
   * none is found.
   */
  async resolve(written: string | undefined, reportFile?: string): Promise<string | undefined> {
    const p = normalise(written)
    if (p === '' || DEPENDENCY.test(p)) return undefined
    const reportDir = reportFile === undefined ? this.workspace : path.dirname(reportFile)
    const key = `${reportDir}\0${p}`
    if (this.answers.has(key)) return this.answers.get(key)
    const found = this.onDisk(p, reportDir) ?? (await this.byTrailingComponents(p))
    if (this.answers.size < MAX_REMEMBERED) this.answers.set(key, found)
    return found
  }

  /** Whether git tracks the file at this repository path (so it has a blob URL at the commit). */
  async isTracked(repoPath: string): Promise<boolean> {
    const base = repoPath.slice(repoPath.lastIndexOf('/') + 1)
    return ((await this.trackedFiles()).get(base) ?? []).includes(repoPath)
  }

  /** The repository path of an absolute path inside the root (no file system access). */
  inRepository(abs: string): string | undefined {
    const rel = relativeInside(this.root, abs)
    return rel === '' ? undefined : rel
  }

  private onDisk(p: string, reportDir: string): string | undefined {
    if (path.isAbsolute(p)) return this.regularFile(p)
    for (const dir of this.baseDirs(reportDir)) {
      const found = this.regularFile(path.resolve(dir, p))
      if (found !== undefined) return found
    }
    return undefined
  }

  /** The report's folder and its ancestors up to the root, then the workspace and the root. */
  private baseDirs(reportDir: string): string[] {
    const dirs: string[] = []
    if (relativeInside(this.root, reportDir) !== undefined) {
      for (let d = reportDir; ; d = path.dirname(d)) {
        dirs.push(d)
        if (d === this.root || path.dirname(d) === d) break
      }
    }
    for (const d of [this.workspace, this.root]) if (!dirs.includes(d)) dirs.push(d)
    return dirs
  }

  private regularFile(abs: string): string | undefined {
    const rel = this.inRepository(abs)
    if (rel === undefined) return undefined
    let isFile = this.isFileCache.get(abs)
    if (isFile === undefined) {
      try {
        isFile = fs.statSync(abs).isFile()
      } catch {
        isFile = false
      }
      if (this.isFileCache.size < MAX_REMEMBERED) this.isFileCache.set(abs, isFile)
    }
    return isFile ? rel : undefined
  }

  private async byTrailingComponents(p: string): Promise<string | undefined> {
    const parts = p.split('/').filter((s) => s !== '' && s !== '.' && s !== '..')
    const base = parts.at(-1)
    if (base === undefined) return undefined
    const same = (await this.trackedFiles()).get(base) ?? []
    // The tracked files the written path ends with: the longest is the one it names.
    const suffixes = same.filter((t) => endsWithComponents(parts, t.split('/')))
    if (suffixes.length > 0) {
      const longest = Math.max(...suffixes.map((t) => t.length))
      const best = suffixes.filter((t) => t.length === longest)
      if (best.length === 1) return best[0]
    }
    // The tracked files that end with the written path: only a unique one.
    const longer = same.filter((t) => endsWithComponents(t.split('/'), parts))
    return longer.length === 1 ? longer[0] : undefined
  }

  private trackedFiles(): Promise<TrackedIndex> {
    if (!this.tracked && !hasRepositoryAt(this.root)) this.tracked = Promise.resolve(new Map())
    this.tracked ??= runGit(this.root, ['ls-files', '-z', '--full-name'])
      .then((r) => (r.code === 0 ? indexByBaseName(r.stdout.toString('utf8')) : new Map()))
      .catch(() => new Map())
    return this.tracked
  }
}

function indexByBaseName(nulSeparated: string): TrackedIndex {
  const index: TrackedIndex = new Map()
  for (const file of nulSeparated.split('\0')) {
    if (file === '') continue
    const base = file.slice(file.lastIndexOf('/') + 1)
    const list = index.get(base)
    if (list) list.push(file)
    else index.set(base, [file])
  }
  return index
}

/** Whether the components of `long` end with all those of `short`. */
function endsWithComponents(long: string[], short: string[]): boolean {
  if (short.length > long.length) return false
  const offset = long.length - short.length
  return short.every((s, i) => long[offset + i] === s)
}

/** `file://` dropped, `\` as `/`, surrounding blanks trimmed. */
function normalise(written: string | undefined): string {
  if (written === undefined) return ''
  let p = written.trim()
  if (p.startsWith('file://')) p = p.slice('file://'.length)
  return p.replace(/\\/g, '/')
}
