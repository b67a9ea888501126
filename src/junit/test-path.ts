/**
 * A failing test's name as people read it (`suite › class › name`), and a suite's: one wording
 * for the summary, the log, the annotations, the check run's title and the judge's reasons.
 */
/**
 * CTest's `--output-junit` names its suite `(empty)` when the build has no name (the fixture
 * tools/ctest.xml): no name to show, in a test's path or a suite's place.
 */
const NO_SUITE_NAME = '(empty)'

/** A suite's name for people: '' when it has none. */
export function suiteLabel(suite: { name: string; label?: string }): string {
  const label = suite.label ?? suite.name
  return label === NO_SUITE_NAME ? '' : label
}

/**
 * `suite › class › name`, leaving out a part that is empty or that a later part already holds
 * as whole words (Jest's classname is the name; Mocha's name is `suite classname`).
 */
export function testPath(suite: string, classname: string, name: string): string {
  const parts = [suiteLabel({ name: suite }), classname, name].map((p) => p.trim())
  const kept: string[] = []
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]
    if (p === '') continue
    if (i < parts.length - 1 && parts.slice(i + 1).some((later) => holdsWords(later, p))) continue
    kept.push(p)
  }
  return kept.join(' › ')
}

const WORD_EDGE = /[\s›>.:#/]/

function holdsWords(s: string, part: string): boolean {
  for (let at = s.indexOf(part); at >= 0; at = s.indexOf(part, at + 1)) {
    const before = at === 0 ? '' : s[at - 1]
    const after = s[at + part.length] ?? ''
    if ((before === '' || WORD_EDGE.test(before)) && (after === '' || WORD_EDGE.test(after)))
      return true
  }
  return false
}

/** A failing test's name as people read it. */
export function testName(t: { suite: string; classname: string; name: string }): string {
  return testPath(t.suite, t.classname, t.name)
}
