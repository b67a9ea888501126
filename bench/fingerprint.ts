/**
 * Fingerprint benchmark: `node --import tsx bench/fingerprint.ts`.
 * Builds (in a temp dir, removed afterwards) a 1 GiB file and a tree of 20,000 files of
 * 1–64 KiB with deterministic pseudo-random content, then, after one warm-up round, runs RUNS
 * rounds (bench/stats.ts), each timing ours and the reference back to back:
 *   fileSha256  vs `openssl dgst -sha256`
 *   dirSha256   vs `find DIR -type f -print0 | sort -z | xargs -0 sha256sum`
 * and prints the median ratio (ours / reference) with its min–max. Our hashing runs in a child
 * process (this script with --child) that reports its own time and peak RSS
 * (process.resourceUsage().maxRSS), so the figures do not mix with the setup.
 */
import { createCipheriv } from 'node:crypto'
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeSync,
  writeFileSync
} from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { RUNS, median, q, runJsonChild, spread, timeShell } from './stats.js'

const FILE_BYTES = 1024 * 1024 * 1024
const TREE_FILES = 20_000

interface ChildResult {
  ms: number
  maxRssMB: number
  digest: string
}

async function child(kind: string, target: string): Promise<void> {
  const start = process.hrtime.bigint()
  let digest: string
  if (kind === 'file') {
    const { fileSha256 } = await import('../src/fingerprint/file.js')
    digest = await fileSha256(target)
  } else {
    const { dirSha256 } = await import('../src/fingerprint/dir.js')
    digest = await dirSha256(target, [])
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  const maxRssMB = process.resourceUsage().maxRSS / 1024
  process.stdout.write(JSON.stringify({ ms, maxRssMB, digest }))
}

/** Deterministic bytes: AES-128-CTR keystream with a fixed key. */
function keystream() {
  const cipher = createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, 0))
  return (n: number) => cipher.update(Buffer.alloc(n))
}

function makeFixtures(dir: string): { file: string; tree: string; treeBytes: number } {
  const next = keystream()
  const file = path.join(dir, 'big.bin')
  const fd = openSync(file, 'w')
  for (let done = 0; done < FILE_BYTES; done += 8 << 20) writeSync(fd, next(8 << 20))
  closeSync(fd)
  const tree = path.join(dir, 'tree')
  let seed = 12345
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32
  let treeBytes = 0
  for (let i = 0; i < TREE_FILES; i++) {
    // 20 top dirs × 10 subdirs × 100 files
    const sub = path.join(tree, `d${Math.floor(i / 1000)}`, `s${Math.floor(i / 100) % 10}`)
    if (i % 100 === 0) mkdirSync(sub, { recursive: true })
    const size = 1024 + Math.floor(rand() * 63 * 1024)
    treeBytes += size
    writeFileSync(path.join(sub, `f${i}.dat`), next(size))
  }
  return { file, tree, treeBytes }
}

const self = fileURLToPath(import.meta.url)
const runChild = (kind: string, target: string) =>
  runJsonChild<ChildResult>(self, ['--child', kind, target])

interface Round {
  ours: number
  ref: number
  rss: number
  same: boolean
}

/** One warm-up, then RUNS rounds of ours and the reference back to back. */
function rounds(ours: () => ChildResult, ref: () => { ms: number; digest: string }): Round[] {
  ours()
  ref()
  const out: Round[] = []
  for (let i = 0; i < RUNS; i++) {
    const o = ours()
    const r = ref()
    out.push({ ours: o.ms, ref: r.ms, rss: o.maxRssMB, same: o.digest === r.digest })
  }
  return out
}

function report(label: string, rs: Round[], target: string, extra = ''): void {
  const ratios = rs.map((r) => r.ours / r.ref)
  process.stdout.write(
    `${label.padEnd(24)} ours ${median(rs.map((r) => r.ours)).toFixed(0)} ms   ref ${median(rs.map((r) => r.ref)).toFixed(0)} ms   ratio ${spread(ratios)} (target ${target})   peak RSS ${Math.max(...rs.map((r) => r.rss)).toFixed(0)} MB${extra}\n`
  )
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fp-bench-'))
  try {
    process.stdout.write(`fingerprint bench (${cpus().length} CPUs, Node ${process.version})\n`)
    const { file, tree, treeBytes } = makeFixtures(dir)
    const fileRounds = rounds(
      () => runChild('file', file),
      () => {
        const r = timeShell(`openssl dgst -sha256 ${q(file)}`)
        return { ms: r.ms, digest: r.out.trim().split(/\s+/).pop() ?? '' }
      }
    )
    report(
      '1 GiB file vs openssl',
      fileRounds,
      '≤ 1.1',
      fileRounds.every((r) => r.same) ? '' : '   DIGESTS DIFFER'
    )
    const treeRounds = rounds(
      () => runChild('dir', tree),
      () => {
        const r = timeShell(
          `find ${q(tree)} -type f -print0 | sort -z | xargs -0 sha256sum | wc -l`
        )
        return { ms: r.ms, digest: '' }
      }
    )
    report(
      `${TREE_FILES} files (${(treeBytes / 1e6).toFixed(0)} MB)`,
      treeRounds.map((r) => ({ ...r, same: true })),
      '≤ 0.5, RSS < 150 MB'
    )
    process.stdout.write(
      `(median of ${RUNS} rounds after a warm-up, ratio = ours / reference per round; ours = hashing time inside the child, without Node's start-up)\n`
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4])
else await main()
