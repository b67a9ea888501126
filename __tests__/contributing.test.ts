/**
 * The doors stay true as files are added: docs/README.md indexes every note in docs/, and
 * CONTRIBUTING.md's code map names every folder and top-level file of src/, each once. A path
 * either one writes out (`src/…`, `__tests__/…`) exists, unless it is a placeholder (`<name>`)
 * or the example of a recipe; so does a bare file name (`table.ts`: in its row's folder in the
 * code map, somewhere in the repository elsewhere). The doors' links lead to files that exist.
 * Test files follow the names of their sources, and the query-command recipe is walked through
 * for every query command there is. Everything is read from the tree, so a file added by
 * someone else breaks nothing here unless the doors leave it out.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const text = (rel: string) => readFileSync(path.join(root, rel), 'utf8')

/** The first cell of each row of the first table after `heading`, backticks and links kept. */
function firstCells(markdown: string, heading: string): string[] {
  const from = markdown.indexOf(heading)
  expect(from).toBeGreaterThanOrEqual(0)
  const lines = markdown.slice(from).split('\n')
  const start = lines.findIndex((l) => l.startsWith('|'))
  const table = lines.slice(
    start,
    lines.findIndex((l, i) => i > start && !l.startsWith('|'))
  )
  return table.slice(2).map((l) => l.split('|')[1].trim())
}

/** The paths under the repository's own folders that a text writes out in backticks. */
function pathsWritten(markdown: string): string[] {
  const found = markdown.matchAll(/`((?:src|__tests__|docs|script|bench|emulator|demo)\/[^`\s]*)`/g)
  return [...found].map((m) => m[1].replace(/[#:].*$/, ''))
}

/** A recipe's example of a file still to be written (CONTRIBUTING.md, "A new artifact type"). */
const EXAMPLES = ['src/fingerprint/helm.ts']

/** Every file of the repository (its own folders, not node_modules, dist or .git), relative. */
function repositoryFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (['node_modules', 'dist', '.git', '.scratch'].includes(e.name)) return []
    const full = path.join(dir, e.name)
    return e.isDirectory() ? repositoryFiles(full) : [path.relative(root, full)]
  })
}

/** The bare file names a text writes out in backticks (`table.ts`, `eslint.config.js`). */
function bareNames(markdown: string): string[] {
  const found = markdown.matchAll(/`([A-Za-z0-9_.-]+\.(?:ts|js|md|json|yml|sh))`/g)
  return [...found].map((m) => m[1])
}

/** The rows of CONTRIBUTING.md's code map: the path and the rest of the row. */
function codeMapRows(): Array<{ path: string; rest: string }> {
  const markdown = text('CONTRIBUTING.md')
  const from = markdown.indexOf('## The code map')
  const lines = markdown.slice(from).split('\n')
  const start = lines.findIndex((l) => l.startsWith('|'))
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'))
  return lines.slice(start + 2, end).map((l) => {
    const [, first, ...rest] = l.split('|')
    return { path: first.trim().replace(/`/g, ''), rest: rest.join('|') }
  })
}

describe('docs/README.md', () => {
  it('indexes every note in docs/, each once', () => {
    const linked = firstCells(text('docs/README.md'), '| note').map(
      (cell) => /^\[[^\]]+\]\(([^)#]+)\)$/.exec(cell)?.[1]
    )
    const notes = readdirSync(path.join(root, 'docs')).filter(
      (f) => f.endsWith('.md') && f !== 'README.md'
    )
    expect([...linked].sort()).toEqual(notes.sort())
  })
})

describe("CONTRIBUTING.md's code map", () => {
  it('names every folder and every top-level file of src/', () => {
    const mapped = new Set(firstCells(text('CONTRIBUTING.md'), '## The code map'))
    const src = readdirSync(path.join(root, 'src'), { withFileTypes: true }).map((e) =>
      e.isDirectory() ? `\`src/${e.name}/\`` : `\`src/${e.name}\``
    )
    expect(src.length).toBeGreaterThan(10)
    expect(src.filter((entry) => !mapped.has(entry))).toEqual([])
  })
})

describe("CONTRIBUTING.md's code map, row by row", () => {
  it('names each path once', () => {
    const paths = codeMapRows().map((r) => r.path)
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
  })

  it("names only files that exist in the row's folder", () => {
    const rows = codeMapRows().filter((r) => r.path.endsWith('/'))
    expect(rows.length).toBeGreaterThan(15)
    const missing = rows.flatMap((r) =>
      bareNames(r.rest)
        .filter((name) => !existsSync(path.join(root, r.path, name)))
        .map((name) => `${r.path}${name}`)
    )
    expect(missing).toEqual([])
    // What it catches: the map once named fingerprint/artifacts.ts after its rename.
    expect(bareNames('`artifacts.ts` reads each artifact')).toEqual(['artifacts.ts'])
    expect(existsSync(path.join(root, 'src/fingerprint/artifacts.ts'))).toBe(false)
  })
})

describe('file names written out in CONTRIBUTING.md', () => {
  it('exist somewhere in the repository', () => {
    const names = new Set(repositoryFiles().map((f) => path.basename(f)))
    const written = bareNames(text('CONTRIBUTING.md'))
    expect(written.length).toBeGreaterThan(20)
    expect([...new Set(written)].filter((n) => !names.has(n))).toEqual([])
  })
})

describe("the doors' links", () => {
  it('lead to files that exist (docs/development.md was announced and never written)', () => {
    const doors = [
      'README.md',
      'CONTRIBUTING.md',
      'DEVELOPERS.md',
      ...readdirSync(path.join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`)
    ].filter((f) => existsSync(path.join(root, f)))
    const broken = doors.flatMap((doc) =>
      [...text(doc).matchAll(/\]\(([^)\s#]+\.md)(?:#[^)]*)?\)/g)]
        .map((m) => m[1])
        .filter((link) => !/^[a-z]+:/.test(link))
        .filter((link) => !existsSync(path.join(root, path.dirname(doc), link)))
        .map((link) => `${doc} → ${link}`)
    )
    expect(doors.length).toBeGreaterThan(10)
    expect(broken).toEqual([])
    expect(
      repositoryFiles()
        .filter((f) => !f.startsWith('__tests__/') && f.endsWith('.md'))
        .filter((f) => text(f).includes('docs/development.md'))
    ).toEqual([])
  })
})

describe('paths written out in the doors', () => {
  it('exist, but for placeholders and the recipes’ examples', () => {
    for (const doc of ['CONTRIBUTING.md', 'docs/README.md']) {
      const written = pathsWritten(text(doc)).filter((p) => !p.includes('<'))
      expect(written.length).toBeGreaterThan(0)
      const missing = written.filter(
        (p) => !EXAMPLES.includes(p) && !existsSync(path.join(root, p))
      )
      expect([doc, missing]).toEqual([doc, []])
    }
    expect(pathsWritten('see `src/a.ts#L3` and `docs/x.md:12`')).toEqual(['src/a.ts', 'docs/x.md'])
  })
})

describe('test file names', () => {
  /** Tests of one concern across several sources whose name happens to start like one of them. */
  const CONCERNS = new Set([
    // docker.ts, oci.ts and image-ref.ts together: an image's fingerprint.
    'fingerprint/image.test.ts'
  ])

  /**
   * `<folder>/<name>.test.ts` for every test file in a folder of __tests__/ that mirrors one of
   * src/, whose name is no source file of that folder but a part of one: `file.test.ts` beside
   * `src/fingerprint/file-digest.ts` is the old name of a source that was renamed.
   */
  function staleNames(): string[] {
    const tests = repositoryFiles(path.join(root, '__tests__')).map((f) =>
      path.relative('__tests__', f)
    )
    expect(tests).toContain('outbox/unzip.test.ts')
    return tests.flatMap((file) => {
      const folder = path.dirname(file)
      const source = path.join(root, 'src', folder)
      if (folder === '.' || !existsSync(source) || !file.endsWith('.test.ts')) return []
      const stem = path.basename(file).replace(/(\.[a-z]+)?\.test\.ts$/, '')
      if (existsSync(path.join(source, `${stem}.ts`)) || CONCERNS.has(file)) return []
      const singular = stem.replace(/s$/, '')
      const partOf = (name: string): boolean =>
        [stem, singular].some((s) => name.startsWith(`${s}-`) || name.endsWith(`-${s}`))
      const sources = readdirSync(source).map((f) => f.replace(/\.ts$/, ''))
      return sources.some(partOf) ? [file] : []
    })
  }

  it('follow their sources: none keeps the old name of a renamed source', () => {
    expect(staleNames()).toEqual([])
  })
})

/**
 * CONTRIBUTING.md's "A new query command", walked through for every query command there is: each
 * step's file holds that command's part. The operation and its route are the facts; the rest is
 * read from the files the recipe names.
 */
describe('the recipe for a new query command, walked through', () => {
  const QUERIES = [
    { command: 'search', read: 'search', route: 'GET /search/{org}/sha/{search_value}' },
    {
      command: 'get-deployment',
      read: 'getDeployment',
      route: 'GET /deployments/{org}/{env_name}/{fingerprint}'
    },
    { command: 'list-environments', read: 'listEnvironments', route: 'GET /environments/{org}' },
    {
      command: 'list-approvals',
      read: 'listApprovals',
      route: 'GET /artifacts/{org}/{flow_name}/{fingerprint}/approvals'
    }
  ]
  const recipe = (): string => {
    const markdown = text('CONTRIBUTING.md')
    const from = markdown.indexOf('### A new query command')
    expect(from).toBeGreaterThan(0)
    return markdown.slice(from, markdown.indexOf('\n### ', from + 1))
  }
  /** The files each step names: the walk-through reads exactly these. */
  const STEPS = [
    'docs/api.md',
    'src/api/operations.ts',
    'emulator/router.ts',
    'src/command-names.ts',
    'src/commands/table.ts',
    'src/report/sections/footer.ts',
    'action.yml',
    '__tests__/emulator/',
    '__tests__/commands/queries.test.ts',
    '__tests__/e2e/queries.test.ts',
    '__tests__/report/view-fixtures.ts'
  ]

  it('names the files it walks', () => {
    const steps = recipe()
    expect(STEPS.filter((f) => !steps.includes(f))).toEqual([])
  })

  it.each(QUERIES)('$command: every step has its part', ({ command, read, route }) => {
    const [method, routePath] = route.split(' ')
    // 1. The operation in docs/api.md's table.
    expect(text('docs/api.md')).toContain(`\`${route}\``)
    // 2. Its read in src/api/operations.ts, named with the operation.
    const operations = text('src/api/operations.ts')
    expect(operations).toContain(`export async function ${read}(`)
    expect(operations).toContain(`\`${route}\``)
    // 3. The emulator's route, its parameters written `:name`.
    const emulatorPath = routePath.replace(/\{(\w+)\}/g, ':$1').replace(':search_value', ':')
    const routes = [...text('emulator/router.ts').matchAll(/route\('(\w+)', '([^']+)'/g)]
    const same = (p: string): boolean =>
      p.replace(/:\w+/g, ':') === emulatorPath.replace(/:\w*/g, ':')
    expect(routes.some(([, m, p]) => m === method && same(p))).toBe(true)
    // 4. The command: its name, its file calling the read, its entry in the table.
    expect(text('src/command-names.ts')).toContain(`'${command}'`)
    expect(text(`src/commands/${command}.ts`)).toMatch(
      new RegExp(`import \\{[^}]*\\b${read}\\b[^}]*\\} from '../api/operations.js'`)
    )
    expect(text('src/commands/table.ts')).toContain(`'./${command}.js'`)
    // 5. Which destination fields its footer shows.
    expect(text('src/report/sections/footer.ts')).toMatch(new RegExp(`\\b'?${command}'?: \\[`))
    // 6. action.yml and the README.
    expect(text('action.yml')).toContain(command)
    expect(text('README.md')).toContain(`\`${command}\``)
    // 7. Its tests: the route, the command against the emulator, a whole run, its view.
    const emulatorTests = readdirSync(path.join(root, '__tests__/emulator'))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => text(`__tests__/emulator/${f}`))
    expect(emulatorTests.some((t) => t.includes(`\`/${routePath.split('/')[1]}/\${ORG}`))).toBe(
      true
    )
    for (const test of STEPS.slice(-3))
      expect([test, text(test).includes(command)]).toEqual([test, true])
  })
})
