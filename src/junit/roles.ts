/**
 * The words of the collector (collector.ts): what each open element of a report is to it (its
 * role: one per open element, on the collector's stack) and what a testcase's children made of
 * it (its status). Plain numbered constants: the collector looks a role up for every tag of a
 * report, and a property of an object (`Role.Case`) measurably costs more in that loop
 * (docs/junit-reader.md §5).
 */

/** Outside every suite: the document's root and whatever surrounds the suites. */
export const ROLE_OUTSIDE = 0
/** An outermost `<testsuite>`: one result of `junit_results`. */
export const ROLE_OUTER_SUITE = 1
/** A `<testsuite>` that is a direct child of a suite: its testcases count in the outer one. */
export const ROLE_NESTED_SUITE = 2
/** A `<testcase>` that is a direct child of a suite (anywhere else it counts for nothing). */
export const ROLE_CASE = 3
/** A testcase's `<failure>`, `<error>` or `<skipped>`: the last one decides its status. */
export const ROLE_STATUS = 4
/** Anything inside a ROLE_STATUS element: its text is part of the failure's body. */
export const ROLE_STATUS_BODY = 5
/** The `<properties>` of an outermost suite (its `timestamp` property replaces the attribute). */
export const ROLE_PROPERTIES = 6
/** An element whose content nothing reads. */
export const ROLE_IGNORED = 7
/** The `<system-out>` or `<system-err>` of a failing testcase: kept to explain the failure. */
export const ROLE_CASE_OUTPUT = 8
/** A `<failure>` or `<error>` that is a direct child of a suite, not of a testcase. */
export const ROLE_SUITE_STATUS = 9

/** What an open element is to the collector: which children it counts, which text it keeps. */
export type Role =
  | typeof ROLE_OUTSIDE
  | typeof ROLE_OUTER_SUITE
  | typeof ROLE_NESTED_SUITE
  | typeof ROLE_CASE
  | typeof ROLE_STATUS
  | typeof ROLE_STATUS_BODY
  | typeof ROLE_PROPERTIES
  | typeof ROLE_IGNORED
  | typeof ROLE_CASE_OUTPUT
  | typeof ROLE_SUITE_STATUS

export const STATUS_PASSED = 0
export const STATUS_SKIPPED = 1
export const STATUS_FAILURE = 2
export const STATUS_ERROR = 3

/**
 * A testcase's status. The two failing ones are the highest: a testcase fails exactly when
 * `status >= STATUS_FAILURE` (one comparison in the loop that asks it for every text).
 */
export type Status =
  typeof STATUS_PASSED | typeof STATUS_SKIPPED | typeof STATUS_FAILURE | typeof STATUS_ERROR

/** The status a direct child of a testcase sets, by its local name; undefined for the others. */
export function statusOf(local: string): Status | undefined {
  if (local === 'failure') return STATUS_FAILURE
  if (local === 'error') return STATUS_ERROR
  if (local === 'skipped') return STATUS_SKIPPED
  return undefined
}
