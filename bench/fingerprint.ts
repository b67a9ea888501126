/**
 * Fingerprint benchmark: `node --import tsx bench/fingerprint.ts`.
 * Builds (in a temp dir, removed afterwards) a 1 GiB file and a tree of 20,000 files of
 * 1–64 KiB with deterministic pseudo-random content, then compares, warm, best of 3:
 *   fileSha256  vs `openssl dgst -sha256`
 *   dirSha256   vs `find DIR -type f -print0 | sort -z | xargs -0 sha256sum`
 * Our hashing runs in a child process (this script with --child) that reports its own time
 * and peak RSS (process.resourceUsage().maxRSS), so the figures do not mix with the setup.
 */
import { spawnSync } from 'node:child_process'
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

const FILE_BYTES = 1024 * 1024 * 1024
const TREE_FILES = 20_000
const RUNS = 3

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

function timeShell(cmd: string): { ms: number; out: string } {
  const start = process.hrtime.bigint()
  const r = spawnSync('bash', ['-c', cmd], { encoding: 'utf8', maxBuffer: 64 << 20 })
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`)
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, out: r.stdout }
}

function runChild(kind: string, target: string): ChildResult & { wallMs: number } {
  const self = fileURLToPath(import.meta.url)
  const start = process.hrtime.bigint()
  const r = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', kind, target], {
    encoding: 'utf8'
  })
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6
  if (r.status !== 0) throw new Error(`child ${kind} failed: ${r.stderr}`)
  return { ...(JSON.parse(r.stdout) as ChildResult), wallMs }
}

function best<T extends { ms: number }>(f: () => T): T {
  f() // warm-up
  let b: T | undefined
  for (let i = 0; i < RUNS; i++) {
    const r = f()
    if (!b || r.ms < b.ms) b = r
  }
  return b as T
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fp-bench-'))
  try {
    process.stdout.write(`fingerprint bench (${cpus().length} CPUs, Node ${process.version})\n`)
    const { file, tree, treeBytes } = makeFixtures(dir)
    const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

    const ours = best(() => runChild('file', file))
    const ssl = best(() => timeShell(`openssl dgst -sha256 ${q(file)}`))
    const sslDigest = ssl.out.trim().split(/\s+/).pop()
    const mbs = (bytes: number, ms: number) => ((bytes / 1e6) * 1000) / ms
    const line = (label: string, a: number, b: number, extra: string) =>
      process.stdout.write(
        `${label.padEnd(22)} ours ${a.toFixed(0).padStart(6)} ms   ref ${b.toFixed(0).padStart(6)} ms   ratio ${(a / b).toFixed(2)}   ${extra}\n`
      )
    line(
      '1 GiB file',
      ours.ms,
      ssl.ms,
      `ours ${mbs(FILE_BYTES, ours.ms).toFixed(0)} MB/s, openssl ${mbs(FILE_BYTES, ssl.ms).toFixed(0)} MB/s, peak RSS ${ours.maxRssMB.toFixed(0)} MB, digest ${ours.digest === sslDigest ? 'equal' : 'DIFFERENT'}`
    )

    const oursTree = best(() => runChild('dir', tree))
    const sum = best(() =>
      timeShell(`find ${q(tree)} -type f -print0 | sort -z | xargs -0 sha256sum | wc -l`)
    )
    line(
      `tree ${TREE_FILES} files`,
      oursTree.ms,
      sum.ms,
      `${(treeBytes / 1e6).toFixed(0)} MB, ours ${mbs(treeBytes, oursTree.ms).toFixed(0)} MB/s, peak RSS ${oursTree.maxRssMB.toFixed(0)} MB`
    )
    process.stdout.write(
      `(ours = hashing time inside the child; child wall incl. node+tsx start: file ${ours.wallMs.toFixed(0)} ms, tree ${oursTree.wallMs.toFixed(0)} ms; best of ${RUNS} after a warm-up)\n`
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4])
else await main()
