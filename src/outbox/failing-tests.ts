/**
 * The failing tests of a stored JUnit attestation: those it records itself in its user_data
 * (`records_action_tests`, issue 46: ids, places and messages as the build's reader placed
 * them). An attestation written before that record existed is read back from its attachment (the report
 * files the build attached: one report as is, or several as a gzip tar) with the project's own
 * JUnit reader, so that a replayed check run names them and where they are, as the build's would
 * have (issue 39.1). The attachment is data an outbox's sealer chose (docs/bad-day.md): every
 * read is bounded — reports and their bytes counted before they are written, the tests kept —
 * each report is written under a name of our own in a folder removed afterwards, and a report
 * that cannot be read is passed over (the totals the attestation counted stand either way).
 * Locations are as the reports write them: the replay has no checkout of the build's commit to
 * find them in.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createGunzip } from 'node:zlib'
import { Parser, type ReadEntry } from 'tar'
import { parseJUnitFile } from '../junit/parse.js'
import { placeReport } from '../junit/place.js'
import { TESTS_RECORD_KEY } from '../junit/tests-record.js'
import type { FailedTest } from '../results.js'
import type { StoredWrite } from './document.js'

/** Failing tests kept of one attestation: a check run shows a few, the rest are counted. */
export const MAX_REPLAYED_FAILED_TESTS = 50
/**
 * Attachments one replay reads, at most (each bounded below): the summary names the failing
 * tests of 20 origins, and a replay of more red origins than this names only their suites.
 */
export const MAX_ATTACHMENTS_READ = 64
/**
 * What one attachment is read of, at most: its reports, and their bytes together (the service
 * takes 10 MB zipped, and JUnit XML zips 10–30×), and the bytes a gzip tar is unzipped to.
 */
export const ATTACHMENT_BOUNDS = {
  reports: 1000,
  reportBytes: 64 * 1024 * 1024,
  tarBytes: 256 * 1024 * 1024
}
type Bounds = typeof ATTACHMENT_BOUNDS

export interface ReplayedFailures {
  tests: FailedTest[]
  /** Failing tests the reports hold beyond those kept. */
  omitted: number
}

interface Report {
  name: string
  bytes: Buffer
}

/**
 * The reports in an attachment: a gzip tar's regular files, else the file itself. A tar is
 * unzipped as a stream and read only up to `tarBytes` (a small gzip can unzip to gigabytes):
 * the reports complete by then are read.
 */
async function reportsIn(filename: string, data: Buffer, bounds: Bounds): Promise<Report[]> {
  const gzip = data.length > 2 && data[0] === 0x1f && data[1] === 0x8b
  if (!gzip) return data.length <= bounds.reportBytes ? [{ name: filename, bytes: data }] : []
  const reports: Report[] = []
  let kept = 0
  const parser = new Parser({
    onReadEntry: (entry: ReadEntry) => {
      const size = entry.size ?? 0
      if (
        entry.type !== 'File' ||
        reports.length >= bounds.reports ||
        kept + size > bounds.reportBytes
      ) {
        entry.resume()
        return
      }
      kept += size
      const chunks: Buffer[] = []
      entry.on('data', (c: Buffer) => chunks.push(c))
      entry.on('end', () => reports.push({ name: entry.path, bytes: Buffer.concat(chunks) }))
    }
  })
  await new Promise<void>((resolve) => {
    const gunzip = createGunzip()
    let unzipped = 0
    // A broken or cut archive ends the reading: what was read whole stands.
    parser.on('end', () => resolve())
    parser.on('error', () => resolve())
    parser.on('close', () => resolve())
    gunzip.on('error', () => parser.end())
    gunzip.on('end', () => parser.end())
    gunzip.on('data', (c: Buffer) => {
      unzipped += c.length
      if (unzipped > bounds.tarBytes) {
        gunzip.destroy()
        parser.end()
      } else parser.write(c)
    })
    gunzip.end(data)
  })
  return reports
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** One entry of the record's `failures` as a FailedTest, or undefined when it is not one. */
function recordedTest(entry: unknown, report: string, suite: string): FailedTest | undefined {
  if (!isRecord(entry) || typeof entry.id !== 'string') return undefined
  const kind = entry.kind === 'error' ? 'error' : 'failure'
  const cut = entry.id.indexOf('#')
  const classname = cut < 0 ? '' : entry.id.slice(0, cut)
  const name = cut < 0 ? entry.id : entry.id.slice(cut + 1)
  const line = entry.line
  return {
    kind,
    suite,
    classname,
    name,
    ...(typeof entry.file === 'string' && entry.file !== '' && { file: entry.file }),
    ...(typeof line === 'number' && Number.isInteger(line) && line > 0 && { line }),
    message: typeof entry.message === 'string' ? entry.message : '',
    details: '',
    report
  }
}

/**
 * The failing tests the stored attestation itself records (`user_data.records_action_tests`,
 * issue 46), at most MAX_REPLAYED_FAILED_TESTS; undefined for an attestation written before the
 * record existed (or without it), whose attached reports are read instead. The record names no
 * suite: `suite`, when the attestation's failing tests are all in one, is shown as theirs.
 */
export function recordedFailingTests(w: StoredWrite, suite = ''): ReplayedFailures | undefined {
  const data = w.body.kind === 'form' ? w.body.fields.data_json : undefined
  const userData = isRecord(data) ? data.user_data : undefined
  const record = isRecord(userData) ? userData[TESTS_RECORD_KEY] : undefined
  if (!isRecord(record) || !Array.isArray(record.failures)) return undefined
  const reports = Array.isArray(record.reports) ? record.reports : []
  const report = reports.length === 1 && isRecord(reports[0]) ? String(reports[0].path) : ''
  const tests: FailedTest[] = []
  let omitted = typeof record.omitted === 'number' && record.omitted > 0 ? record.omitted : 0
  for (const entry of record.failures) {
    const t =
      tests.length < MAX_REPLAYED_FAILED_TESTS ? recordedTest(entry, report, suite) : undefined
    if (t) tests.push(t)
    else omitted++
  }
  return { tests, omitted }
}

/**
 * The failing tests of `w`: those its own record names (recordedFailingTests), else those of its
 * attached reports, at most MAX_REPLAYED_FAILED_TESTS, in report order; undefined when it has
 * neither, or no attachment can be read.
 */
export async function failingTestsOf(
  w: StoredWrite,
  scratch: string,
  bounds: Bounds = ATTACHMENT_BOUNDS
): Promise<ReplayedFailures | undefined> {
  const recorded = recordedFailingTests(w)
  if (recorded) return recorded
  const file = w.body.kind === 'form' ? w.body.files.attachment_file : undefined
  if (file === undefined) return undefined
  let reports: Report[]
  try {
    reports = await reportsIn(file.filename, Buffer.from(file.data, 'base64'), bounds)
  } catch {
    return undefined
  }
  const dir = await mkdtemp(path.join(scratch, 'records-replayed-junit-'))
  try {
    const out: ReplayedFailures = { tests: [], omitted: 0 }
    let read = false
    for (const [i, r] of reports.entries()) {
      const onDisk = path.join(dir, `${i}.xml`)
      await writeFile(onDisk, r.bytes)
      const room = MAX_REPLAYED_FAILED_TESTS - out.tests.length
      const parsed = await parseJUnitFile(onDisk, { reportName: r.name, maxFailedTests: room })
        .then((p) => placeReport(p, { reportFile: onDisk }))
        .catch(() => undefined)
      if (parsed === undefined) continue
      read = true
      out.tests.push(...parsed.failedTests.slice(0, room))
      out.omitted += parsed.failedTestsOmitted + Math.max(0, parsed.failedTests.length - room)
    }
    return read ? out : undefined
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
