/**
 * An outbox as a file: its content sealed with the api-token (seal.ts), with in clear only
 * what a person needs to tell outboxes apart — its format and version, when, and which run
 * (repository, run, job, attempt); the writes and their origins (org, flow, trail, commit,
 * check name) are inside the seal. Read back only within the bound, opened only with the token,
 * and checked before anything is sent.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../errors.js'
import { count } from '../util/english.js'
import {
  MAX_OUTBOX_BYTES,
  OUTBOX_FILE,
  OUTBOX_FORMAT,
  OUTBOX_LEGACY_VERSION,
  OUTBOX_VERSION,
  checkedContent,
  type OutboxContent
} from './document.js'
import { open, seal } from './seal.js'

/** The run that wrote an outbox, in clear. */
export interface OutboxSource {
  repository: string
  run: string
  job: string
  attempt: string
}

/** An outbox opened and checked, with where it was read from. */
export interface OpenedOutbox {
  /** The file, or the artifact it came in, as people should see it named. */
  name: string
  written: string
  source: OutboxSource
  content: OutboxContent
}

/** An outbox replay will not send anything of: why, naming it. */
export class OutboxRefusedError extends Error {
  constructor(
    readonly outbox: string,
    reason: string
  ) {
    // `outbox` is a path, or `the artifact records-outbox-… of run 42`: the outbox is in it.
    const which = /^the artifact /.test(outbox) ? `in ${outbox}` : outbox
    super(`The outbox ${which} is refused, and nothing was sent: ${reason}`)
    this.name = 'OutboxRefusedError'
  }
}

/** Writes the sealed outbox as `dir/records-outbox.json`; returns its path. */
export async function writeOutboxFile(
  dir: string,
  content: OutboxContent,
  source: OutboxSource,
  token: string
): Promise<string> {
  // Only the run: the caller may hand a whole origin (org, flow, trail …), which stays sealed.
  const { repository, run, job, attempt } = source
  const clear = {
    format: OUTBOX_FORMAT,
    version: OUTBOX_VERSION,
    written: new Date().toISOString(),
    source: { repository, run, job, attempt }
  }
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, OUTBOX_FILE)
  await writeFile(file, seal(clear, content, token), 'utf8')
  return file
}

/** Every outbox file at `where`: the file itself, or each `records-outbox.json` in the folder. */
export async function outboxFiles(where: string): Promise<string[]> {
  if (!(await stat(where)).isDirectory()) return [where]
  const entries = await readdir(where, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name === OUTBOX_FILE)
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}

/**
 * Opens one outbox file with `token` and checks it for `org`; throws OutboxRefusedError naming
 * `name` and saying why: too large, not an outbox, not sealed, sealed with another token,
 * altered, or holding what an outbox cannot hold.
 */
export async function openOutboxFile(
  file: string,
  name: string,
  token: string,
  org: string
): Promise<OpenedOutbox> {
  const size = (await stat(file)).size
  if (size > MAX_OUTBOX_BYTES) {
    throw new OutboxRefusedError(
      name,
      `it is ${count(size, 'byte')}, over the bound of ${count(MAX_OUTBOX_BYTES, 'byte')}`
    )
  }
  try {
    const { clear, content } = open(
      await readFile(file, 'utf8'),
      OUTBOX_FORMAT,
      OUTBOX_VERSION,
      token,
      OUTBOX_LEGACY_VERSION
    )
    const source = clear.source as OutboxSource
    const checked = checkedContent(content, org)
    // Version 2 said in clear how many writes it holds (authenticated, so this is a check).
    if (clear.writes !== undefined && clear.writes !== checked.writes.length) {
      throw new Error(
        `it says it holds ${String(clear.writes)} writes but holds ${checked.writes.length}`
      )
    }
    return {
      name,
      written: String(clear.written),
      source: {
        repository: String(source?.repository ?? ''),
        run: String(source?.run ?? ''),
        job: String(source?.job ?? ''),
        attempt: String(source?.attempt ?? '')
      },
      content: checked
    }
  } catch (err) {
    throw new OutboxRefusedError(name, errorMessage(err))
  }
}
