/**
 * Every failing and erroring test of a run's reports, by id, in report order (issue 46): the
 * `failed-tests` output, the attestation's `records_action_tests.failures` and its
 * `list_sha256`. The collector keeps the first failing tests with their details (for people:
 * the summary, the annotations); this list names every one, the rest as their reports write
 * them, so the record never stops at the details' cap. Bounded: ids past MAX_FAILURE_IDS are
 * hashed and counted, not kept, and so are entries past MAX_LISTED_FAILURES (more than a
 * `data_json` of 1,048,576 bytes could hold).
 */
import { createHash, type Hash } from 'node:crypto'
import type { ListedFailure } from '../results.js'

/** Ids kept for the `failed-tests` output; the rest are counted (and in the hash). */
export const MAX_FAILURE_IDS = 1_000_000
/**
 * Entries kept beyond the detailed ones: the shortest entry (`{"id":"#","kind":"error"},`) is
 * 27 bytes, so no more than this fit in the service's 1,048,576-byte `data_json`.
 */
export const MAX_LISTED_FAILURES = Math.ceil((1024 * 1024) / 27)

/** A failing test's id: `classname#name`, or the suite's name where it has no classname. */
export function failureId(classname: string, suite: string, name: string): string {
  return `${classname === '' ? suite : classname}#${name}`
}

export class FailureList {
  /** Every failing test's id in report order, up to MAX_FAILURE_IDS. */
  readonly ids: string[] = []
  /** Ids past MAX_FAILURE_IDS: counted and hashed. */
  idsOmitted = 0
  /** The failing tests not kept with details, as their reports write them (a bounded list). */
  readonly more: ListedFailure[] = []
  private readonly hash: Hash = createHash('sha256')
  private digest: string | undefined

  /** Adds a failing test; `entry` for one not kept with details. */
  add(id: string, entry?: () => ListedFailure): void {
    this.hash.update(id + '\n')
    if (this.ids.length < MAX_FAILURE_IDS) this.ids.push(id)
    else this.idsOmitted++
    if (entry && this.more.length < MAX_LISTED_FAILURES) this.more.push(entry())
  }

  /** sha256 (hex) of every id followed by a newline, in report order; ends the list. */
  sha256(): string {
    this.digest ??= this.hash.digest('hex')
    return this.digest
  }
}
