/**
 * Failing tests as annotations: Checks API annotation objects (with a path only when the file
 * exists in the workspace, as the API requires a path in the repository), and, without a check
 * run, workflow-command annotations (GitHub shows at most 10 per kind per step).
 */
import * as core from '@actions/core'
import fs from 'node:fs'
import path from 'node:path'
import type { CommandResult, FailedTest } from '../results.js'
import { truncateUtf8 } from './bytes.js'
import { clip } from './escape.js'
import { num } from './format.js'

export interface CheckAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: 'failure'
  title: string
  message: string
  raw_details?: string
}

/** GitHub's limits for one annotation. */
const TITLE_MAX_CHARS = 255
const MESSAGE_MAX_BYTES = 64 * 1024 - 1

/**
 * Resolves a report's file path (relative to the workspace, to the repository root, or
 * absolute) to the `a/b.ts` form GitHub wants: relative to the repository root, for a file
 * that exists inside it. The repository root is the workspace unless `repo-root` says otherwise.
 */
class WorkspaceFiles {
  private readonly workspace: string
  private readonly root: string
  private readonly seen = new Map<string, string | undefined>()

  constructor(workspace: string, repoRoot: string = workspace) {
    this.workspace = path.resolve(workspace)
    this.root = path.resolve(this.workspace, repoRoot)
  }

  relative(file: string | undefined): string | undefined {
    if (!file) return undefined
    if (this.seen.has(file)) return this.seen.get(file)
    const found =
      this.lookup(path.resolve(this.workspace, file)) ?? this.lookup(path.resolve(this.root, file))
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

function testTitle(t: FailedTest): string {
  return clip([t.suite, t.name].filter((p) => p !== '').join(' › '), TITLE_MAX_CHARS)
}

function testMessage(t: FailedTest): string {
  if (t.message.trim() !== '') return t.message
  return t.kind === 'error' ? 'The test ended with an error.' : 'The test failed.'
}

/** Check-run annotations for the failing tests whose file exists, in report order, up to `max`. */
export function checkAnnotations(
  tests: FailedTest[],
  workspace: string,
  max: number,
  repoRoot: string = workspace
): CheckAnnotation[] {
  const files = new WorkspaceFiles(workspace, repoRoot)
  const out: CheckAnnotation[] = []
  for (const t of tests) {
    if (out.length >= max) break
    const file = files.relative(t.file)
    if (!file) continue
    const line = Number.isInteger(t.line) && (t.line ?? 0) > 0 ? (t.line as number) : 1
    const annotation: CheckAnnotation = {
      path: file,
      start_line: line,
      end_line: line,
      annotation_level: 'failure',
      title: testTitle(t),
      message: truncateUtf8(testMessage(t), MESSAGE_MAX_BYTES)
    }
    const details = t.details.trim()
    if (details) annotation.raw_details = truncateUtf8(details, MESSAGE_MAX_BYTES)
    out.push(annotation)
  }
  return out
}

/**
 * Without a check run: `::error` annotations for the first `max` failing tests (the file only
 * when it is in the workspace), then a notice saying how many more the job summary lists.
 */
export function workflowAnnotations(
  result: CommandResult,
  opts: { workspace: string; repoRoot?: string; max?: number }
): void {
  const junit = result.junit
  if (!junit) return
  const max = opts.max ?? 10
  const files = new WorkspaceFiles(opts.workspace, opts.repoRoot)
  const tests = junit.failedTests
  for (const t of tests.slice(0, max)) {
    const file = files.relative(t.file)
    core.error(clip(testMessage(t), 4000), {
      title: testTitle(t),
      file,
      startLine: file ? (t.line ?? 1) : undefined
    })
  }
  const more = tests.length + junit.failedTestsOmitted - Math.min(max, tests.length)
  if (more > 0) {
    core.notice(
      `${num(more)} more failing test${more === 1 ? ' is' : 's are'} listed in the job summary.`
    )
  }
}
