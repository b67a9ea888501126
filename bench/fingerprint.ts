/**
 * Fingerprint benchmark: `node --import tsx bench/fingerprint.ts` (bench/run.ts runs it).
 * Builds in a temp dir (removed afterwards) a 1 GiB file and a tree of 20,000 files of 1–64 KiB
 * with deterministic pseudo-random content (quick: 256 MiB and 5,000 files), then times the
 * whole action as a process (`command: fingerprint`, start-up included; bench/action.ts),
 * paired round by round with:
 *   file  `openssl dgst -sha256 FILE` (and the digests must agree)
 *   dir   `find . -type f -print0 | sort -z | xargs -0 -P2 -n 500 openssl dgst -sha256`: every
 *         file's SHA-256 on two cores, the floor for a tree on this machine
 * Targets: ≤ 1.1× both.
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
import { tmpdir } from 'node:os'
import path from 'node:path'
import { timeAction } from './action.js'
import { QUICK, emit, pairedRounds, q, ratioRow, timeShell } from './stats.js'

const FILE_BYTES = (QUICK ? 256 : 1024) * 1024 * 1024
const TREE_FILES = QUICK ? 5_000 : 20_000

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

const fingerprint = (scratch: string, workspace: string, artifact: string, type: string) =>
  timeAction(
    scratch,
    { workspace, inputs: { command: 'fingerprint', artifacts: artifact, 'artifact-type': type } },
    (run) => run.code === 0 && /^[0-9a-f]{64}$/.test(run.outputs.fingerprint ?? '')
  )

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fp-bench-'))
  try {
    const { file, tree, treeBytes } = makeFixtures(dir)
    const gib = FILE_BYTES / 1024 ** 3
    console.log(`fingerprint: a ${gib} GiB file, ${TREE_FILES} files of 1–64 KiB`)
    const expected = timeShell(`openssl dgst -sha256 ${q(file)}`)
      .out.trim()
      .split(/\s+/)
      .pop()
    const fileRounds = await pairedRounds(
      async () => {
        const t = await fingerprint(dir, dir, 'big.bin', 'file')
        if (t.run.outputs.fingerprint !== expected) throw new Error('the file digests differ')
        return t
      },
      () => timeShell(`openssl dgst -sha256 ${q(file)}`).ms
    )
    const fileClaim = `${gib} GiB file, \`file\` fingerprint: the whole action`
    emit(ratioRow(fileClaim, '`openssl dgst -sha256`', fileRounds, 1.1))
    const pipeline = `cd ${q(tree)} && find . -type f -print0 | sort -z | xargs -0 -P2 -n 500 openssl dgst -sha256 > /dev/null`
    const treeRounds = await pairedRounds(
      () => fingerprint(dir, dir, 'tree', 'dir'),
      () => timeShell(pipeline).ms
    )
    const mb = (treeBytes / 1e6).toFixed(0)
    const treeClaim = `${TREE_FILES.toLocaleString('en')} files of 1–64 KiB (${mb} MB), \`dir\` fingerprint: the whole action`
    const yardstick =
      '`find . -type f -print0 \\| sort -z \\| xargs -0 -P2 -n 500 openssl dgst -sha256`'
    emit(ratioRow(treeClaim, yardstick, treeRounds, 1.1))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
