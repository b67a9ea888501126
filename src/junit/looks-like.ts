/** What an XML file without any `<testsuite>` looks like, for the notice that it was skipped. */

interface RootInfo {
  /** The report's file name. */
  name: string
  /** Size of the file in bytes. */
  bytes: number
  /** Local name of the first top-level element, if any. */
  root?: string
  /** Its `xmlns` attribute. */
  xmlns?: string
  /** Local names of its first few children. */
  children: string[]
}

export function looksLike(info: RootInfo): string {
  const { root, xmlns = '', children } = info
  if (root === undefined) return info.bytes === 0 ? 'empty file' : 'no XML element (text only)'
  switch (root) {
    case 'project':
      if (
        xmlns.includes('maven.apache.org/POM') ||
        children.includes('modelVersion') ||
        /(^|[/\\])pom\.xml$/.test(info.name)
      ) {
        return 'Maven POM'
      }
      if (children.includes('target')) return 'Ant build file'
      break
    case 'TestRun':
      return 'TRX (MSTest)'
    case 'test-results':
    case 'test-run':
      return 'NUnit'
    case 'robot':
      return 'Robot Framework'
    case 'assemblies':
    case 'assembly':
      return 'xUnit.net'
    case 'testng-results':
      return 'TestNG'
    case 'testsuites':
      return 'JUnit XML without any <testsuite>'
    case 'checkstyle':
      return 'Checkstyle report'
    case 'coverage':
      return 'coverage report'
    case 'html':
      return 'HTML'
  }
  return `not JUnit XML: root <${root}>`
}
