export const id = 93;
export const ids = [93];
export const modules = {

/***/ 74959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XV: () => (/* binding */ artifactRow),
  t$: () => (/* binding */ prepareArtifacts),
  Bw: () => (/* binding */ unreadableArtifacts)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/util/byte-strings.ts
var byte_strings = __webpack_require__(98211);
;// CONCATENATED MODULE: ./src/util/pool.ts
/** Runs `fn` over `items` with at most `limit` in flight; results keep the input order. */
async function mapLimit(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    async function worker() {
        while (next < items.length) {
            const i = next++;
            results[i] = await fn(items[i], i);
        }
    }
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
var external_node_fs_default = /*#__PURE__*/__webpack_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/fs/aligned-buffer.ts
var aligned_buffer = __webpack_require__(36094);
;// CONCATENATED MODULE: ./src/fingerprint/hash-batch.ts
/**
 * The SHA-256 of each file of a batch, read with blocking calls into one buffer: the loop that
 * runs on the hashing threads (hash-workers.ts runs this function's source text there) and on
 * this thread. It uses nothing but its parameters and Node's globals, so its text runs as it is
 * in a worker.
 */
/**
 * Hashes each file of `paths` (byte strings: latin1, one char per byte). Opened with O_NONBLOCK
 * so that a file swapped for a FIFO in the meantime fails instead of blocking. A file that fits
 * in `buf` is read whole and digested in one call (crypto.hash, Node 20.12+), a larger one is
 * streamed through `buf`.
 */
function hashBatch(paths, buf, fs, crypto) {
    const flags = fs.constants.O_RDONLY | fs.constants.O_NONBLOCK;
    const out = [];
    for (const p of paths) {
        let fd = -1;
        try {
            fd = fs.openSync(Buffer.from(p, 'latin1'), flags);
            // Fill the buffer until the end of the file (a read of 0: some file systems read short).
            let n = 0;
            for (let r = 1; r > 0 && n < buf.length; n += r) {
                r = fs.readSync(fd, buf, n, buf.length - n, null);
            }
            if (n < buf.length && crypto.hash) {
                out.push(crypto.hash('sha256', buf.subarray(0, n), 'hex'));
                continue;
            }
            const hash = crypto.createHash('sha256');
            while (n > 0) {
                hash.update(n === buf.length ? buf : buf.subarray(0, n));
                n = fs.readSync(fd, buf, 0, buf.length, null);
            }
            out.push(hash.digest('hex'));
        }
        catch (err) {
            const e = err;
            out.push({ code: e.code, message: String(e.message) });
        }
        finally {
            if (fd >= 0) {
                try {
                    fs.closeSync(fd);
                }
                catch {
                    // the digest (or the first error) is what counts
                }
            }
        }
    }
    return out;
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/fingerprint/hash-workers.ts
/**
 * SHA-256 of many files on worker threads, in batches: a batch of paths goes to a worker as one
 * message, the worker reads and hashes each file with blocking calls (hash-batch.ts) and
 * answers with one message, so per-file overhead is a few system calls. The calling thread
 * hashes too: a batch whenever every worker has PER_WORKER in hand, and after the walk the
 * batches no worker has begun (steal()). A worker runs hashBatch's own source text, given as a
 * string (eval): a worker started from a file would need that file shipped beside the bundle.
 */



/** Read buffer per hashing thread: a whole small file, and the bytes still in the core's cache
 * when they are hashed (a 1 MiB buffer made a 20,000-file tree 25 % slower; docs/performance.md). */
const THREAD_BUFFER = 256 * 1024;
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const crypto = require('node:crypto')
const hashBatch = ${hashBatch.toString()}
const buf = Buffer.from(workerData.memory)
const claims = new Int32Array(workerData.claims)
parentPort.on('message', ({ id, paths, claim }) => {
  // A batch the sending thread took back (steal()) is answered empty.
  if (Atomics.compareExchange(claims, claim, 0, 1) !== 0) return parentPort.postMessage({ id })
  parentPort.postMessage({ id, out: hashBatch(paths, buf, fs, crypto) })
})
`;
/**
 * Claim flags of the batches in flight, one Int32 each at `id % CLAIM_SLOTS`: 0 while queued,
 * 1 once a worker or this thread took it. More slots than batches can ever be in flight.
 */
const CLAIM_SLOTS = 64;
/**
 * Batches in flight per worker: one being hashed and the rest queued, so a worker never waits
 * while this thread hashes a batch of its own; what is still queued when the walk ends, this
 * thread takes back (steal()). 8 measured a little better than 4, 2 and 16: docs/performance.md.
 */
const PER_WORKER = 8;
class HashWorkers {
    slots = [];
    pending = new Map();
    claims = new Int32Array(new SharedArrayBuffer(CLAIM_SLOTS * 4));
    nextId = 0;
    failed;
    constructor(size) {
        for (let i = 0; i < size; i++) {
            const memory = (0,aligned_buffer/* alignedSharedMemory */.f)(THREAD_BUFFER);
            const workerData = { memory, claims: this.claims.buffer };
            const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true, workerData });
            const slot = { worker, busy: 0 };
            worker.on('message', ({ id, out }) => {
                const p = this.pending.get(id);
                if (!p || !out)
                    return; // taken back by steal()
                this.pending.delete(id);
                slot.busy--;
                p.resolve(out);
            });
            worker.on('error', (err) => this.fail(err));
            // An exit with batches still out (killed, out of memory) must not leave them hanging.
            worker.on('exit', (code) => {
                if (slot.busy > 0)
                    this.fail(new Error(`a hashing thread exited (code ${code})`));
            });
            this.slots.push(slot);
        }
    }
    fail(err) {
        this.failed ??= err;
        for (const p of this.pending.values())
            p.reject(err);
        this.pending.clear();
    }
    /**
     * Sends the batch to the least busy worker and returns the promise of its results, in the
     * order of `paths` (byte strings: latin1, one char per byte); undefined when every worker
     * has PER_WORKER batches already (the caller hashes it itself). Throws once a thread failed.
     */
    trySubmit(paths) {
        if (this.failed)
            throw this.failed;
        let best;
        for (const s of this.slots)
            if (!best || s.busy < best.busy)
                best = s;
        if (!best || best.busy >= PER_WORKER)
            return undefined;
        const slot = best;
        const id = this.nextId++;
        const claim = id % CLAIM_SLOTS;
        slot.busy++;
        const results = new Promise((resolve, reject) => this.pending.set(id, { paths, resolve, reject, slot }));
        Atomics.store(this.claims, claim, 0);
        slot.worker.postMessage({ id, paths, claim });
        return results;
    }
    /**
     * Takes back the newest batch that no worker has started, for this thread to hash when it has
     * nothing else to do (after the walk: no batch is sent any more, so no claim slot is reused
     * while a taken-back batch still waits in a worker's queue). Its `resolve` gives the results.
     */
    steal() {
        const ids = [...this.pending.keys()];
        for (let k = ids.length - 1; k >= 0; k--) {
            const p = this.pending.get(ids[k]);
            if (Atomics.compareExchange(this.claims, ids[k] % CLAIM_SLOTS, 0, 1) !== 0)
                continue;
            this.pending.delete(ids[k]);
            p.slot.busy--;
            return p;
        }
        return undefined;
    }
    async close() {
        await Promise.all(this.slots.map((s) => s.worker.terminate()));
    }
}

// EXTERNAL MODULE: ./src/fingerprint/file-digest.ts
var file_digest = __webpack_require__(9437);
;// CONCATENATED MODULE: ./src/fingerprint/dir-contents.ts
/**
 * The content hashes of a directory fingerprint, computed concurrently while the walk goes on
 * and fed to the outer hash strictly in walk order (dir.ts). Files go in batches of
 * BATCH_FILES to worker threads (one per core but this one, hash-workers.ts), a few batches
 * per thread in flight, so memory stays bounded; a batch that finds every thread busy is
 * hashed here, between two steps of the walk, so this core hashes too. A tree of fewer
 * files is hashed on this thread, where a file under FILE_CHUNK is read whole and digested by
 * WebCrypto on libuv's thread pool (file.ts): no thread to start.
 */









/** Files per message to a hashing thread; a tree with fewer files is hashed on this thread. */
const BATCH_FILES = 64;
/** crypto.hash (Node 20.12+): a one-shot digest, no Hash object per entry name. */
const oneShot = external_node_crypto_.hash;
/** SHA-256 (hex) of bytes, or of a byte string (src/util/byte-strings.ts: one char per byte). */
function sha256Hex(data) {
    // An ASCII byte string (as long in UTF-8 as in chars) is its own UTF-8: only other names
    // need their bytes as a Buffer.
    const ascii = typeof data !== 'string' || Buffer.byteLength(data) === data.length;
    const bytes = ascii ? data : Buffer.from(data, 'latin1');
    return oneShot
        ? oneShot('sha256', bytes, 'hex')
        : (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
}
/** At most `size` buffer pairs (file.ts) in use at once: contents in flight, bounded memory. */
class BufferPool {
    size;
    waiters = [];
    inUse = 0;
    idle;
    constructor(size) {
        this.size = size;
    }
    take() {
        if (this.inUse++ < this.size)
            return Promise.resolve((0,file_digest/* takeBufferPair */._m)());
        return new Promise((resolve) => this.waiters.push(resolve));
    }
    give(b) {
        this.inUse--;
        const w = this.waiters.shift();
        if (w)
            return w(b);
        (0,file_digest/* giveBufferPair */.uD)(b);
        if (this.inUse === 0 && this.idle)
            this.idle();
    }
    drained() {
        if (this.inUse === 0)
            return Promise.resolve();
        return new Promise((resolve) => (this.idle = resolve));
    }
}
/** Records in walk order; contents arrive out of order and are flushed as soon as they can be. */
class OrderedRecords {
    outer = (0,external_node_crypto_.createHash)('sha256');
    slots = [];
    base = 0; // walk index of slots[0]
    head = 0; // slots before this one are hashed already (dropped in bulk, not one by one)
    next = 0; // walk index of the next record
    add(record) {
        this.next++;
        if (this.slots.length > 0)
            this.slots.push(record);
        else {
            this.outer.update(record); // nothing waits before it
            this.base++;
        }
    }
    /** Reserves a slot for a content hash still to come; returns its index. */
    reserve() {
        this.slots.push(undefined);
        return this.next++;
    }
    /** Fills a reserved slot; flush() hashes what has become ready. */
    fill(index, record) {
        this.slots[index - this.base] = record;
    }
    /** Hashes the records that no empty slot holds back any more, in one update. */
    flush() {
        let i = this.head;
        while (i < this.slots.length && this.slots[i] !== undefined)
            i++;
        if (i > this.head)
            this.outer.update(this.slots.slice(this.head, i).join(''));
        this.head = i;
        if (i === this.slots.length || i >= 1024) {
            this.slots.splice(0, i);
            this.base += i;
            this.head = 0;
        }
    }
    digest() {
        this.flush();
        return this.outer.digest('hex');
    }
}
/** Hashes file contents into their reserved slots: on this thread for few files, else on workers. */
class ContentHasher {
    paths;
    opts;
    records = new OrderedRecords();
    failures = [];
    cores = (0,external_node_os_.cpus)().length || 2;
    pool;
    workers;
    batchBuffer;
    batches = [];
    batch = [];
    constructor(paths, opts) {
        this.paths = paths;
        this.opts = opts;
    }
    /** true once a content could not be hashed: the walk may stop. */
    get failed() {
        return this.failures.length > 0;
    }
    /** Reserves the record of `p`'s content; it is hashed in a batch or at the end. */
    async add(p) {
        this.batch.push({ p, index: this.records.reserve() });
        if (this.batch.length >= BATCH_FILES)
            await this.sendBatch();
    }
    /**
     * After the walk (walkError set when it failed): hashes what is left, waits for every job and
     * stops the threads; throws the first failure in walk order, else the walk's error.
     */
    async finish(walkError) {
        try {
            if (!walkError && this.workers && this.batch.length > 0)
                await this.sendBatch();
            if (!walkError)
                for (const { p, index } of this.batch)
                    await this.hashHere(p, index);
            this.batch = [];
            // The walk is over: rather than wait, take back the batches the workers have not begun.
            for (let b = this.workers?.steal(); b && !walkError; b = this.workers?.steal()) {
                b.resolve(this.hashBatchHere(b.paths));
                await new Promise(setImmediate);
            }
            await Promise.all(this.batches);
            await this.pool?.drained();
        }
        catch (err) {
            walkError ??= err; // a worker thread failed: its error, unless the walk failed first
        }
        finally {
            // Not awaited: the threads stop while the result is printed (docs/performance.md).
            this.workers?.close().catch(() => undefined);
        }
        if (this.failures.length > 0) {
            this.failures.sort((a, b) => a.index - b.index);
            throw this.failures[0].error;
        }
        if (walkError)
            throw walkError;
        return this.records.digest();
    }
    fail(index, p, err) {
        this.failures.push({ index, error: new errors/* FileError */.f6(this.paths.show(p), (0,file_digest/* fsReason */.EG)(err)) });
    }
    /**
     * Many files: a batch of BATCH_FILES goes to a worker thread (hash-workers.ts), or, when
     * every thread has enough to do, is hashed here with the same blocking loop.
     */
    async sendBatch() {
        const items = this.batch;
        this.batch = [];
        this.workers ??= new HashWorkers(this.opts.threads ?? Math.min(4, this.cores - 1));
        const paths = items.map((i) => this.paths.resolve(i.p));
        const record = (out) => {
            out.forEach((r, k) => {
                if (typeof r === 'string')
                    this.records.fill(items[k].index, r);
                else
                    this.fail(items[k].index, items[k].p, Object.assign(new Error(r.message), r));
            });
            this.records.flush();
        };
        const sent = this.workers.trySubmit(paths);
        if (sent)
            return void this.batches.push(sent.then(record));
        record(this.hashBatchHere(paths));
        // Let the threads' answers in, so they get their next batches (a flat folder never waits
        // for a listing that would).
        await new Promise(setImmediate);
    }
    hashBatchHere(paths) {
        return hashBatch(paths, (this.batchBuffer ??= (0,aligned_buffer/* alignedBuffer */.V)(THREAD_BUFFER)), (external_node_fs_default()), external_node_crypto_);
    }
    /** Few files: hashed here (small ones digested on the thread pool), no thread to start. */
    async hashHere(p, index) {
        const concurrency = this.opts.concurrency ?? Math.min(16, Math.max(4, 2 * this.cores));
        this.pool ??= new BufferPool(concurrency);
        const pool = this.pool;
        const bufs = await pool.take();
        const path = this.paths.fsPath(p);
        let job;
        try {
            const n = (0,file_digest/* readSmallFileSync */.x6)(path, bufs[0]);
            job = n >= 0 ? (0,file_digest/* digestOffThread */.aR)(bufs[0].subarray(0, n)) : (0,file_digest/* hashFileContent */.kz)(path, bufs);
        }
        catch (err) {
            job = Promise.reject(err);
        }
        job.then((hex) => {
            this.records.fill(index, hex);
            this.records.flush();
        }, (err) => this.fail(index, p, err));
        // The pool is only drained after the walk: give back once settled.
        job.catch(() => undefined).finally(() => pool.give(bufs));
    }
}

// EXTERNAL MODULE: ./src/fingerprint/fingerprint-errors.ts
var fingerprint_errors = __webpack_require__(52114);
// EXTERNAL MODULE: ./src/fingerprint/goglob.ts
var goglob = __webpack_require__(69978);
;// CONCATENATED MODULE: ./src/fingerprint/ignorefile.ts
/**
 * `.kosli_ignore` parsing as the CLI does it (excludePathsFromFile + removeComments): Go
 * bufio.Scanner lines, text before the first `#`, trailing spaces, then Go strings.TrimSpace
 * (Unicode White_Space, decoded as UTF-8; U+FEFF is not trimmed). Works on byte strings.
 */



/** Go bufio.MaxScanTokenSize: a line this long silently ends the scan (the CLI ignores the error). */
const MAX_TOKEN = 64 * 1024;
/** Go unicode.IsSpace. */
function isGoSpace(r) {
    if (r <= 0xff)
        return r === 0x20 || (r >= 0x09 && r <= 0x0d) || r === 0x85 || r === 0xa0;
    return (r === 0x1680 ||
        (r >= 0x2000 && r <= 0x200a) ||
        r === 0x2028 ||
        r === 0x2029 ||
        r === 0x202f ||
        r === 0x205f ||
        r === 0x3000);
}
/** Go strings.TrimSpace on a byte string. */
function goTrimSpace(s) {
    let start = 0;
    while (start < s.length) {
        const [r, n] = (0,byte_strings/* decodeRune */.j6)(s, start);
        if (!isGoSpace(r))
            break;
        start += n;
    }
    s = s.slice(start);
    // TrimRightFunc: scan back rune by rune, then keep the whole (forward-decoded) last rune
    let i = s.length;
    let last = -1;
    while (i > 0) {
        const [r, n] = (0,byte_strings/* decodeLastRune */.dZ)(s, i);
        i -= n;
        if (!isGoSpace(r)) {
            last = i;
            break;
        }
    }
    if (last < 0)
        return '';
    const width = s.charCodeAt(last) >= 0x80 ? (0,byte_strings/* decodeRune */.j6)(s, last)[1] : 1;
    return s.slice(0, last + width);
}
/** Go bufio.ScanLines over raw bytes (as a byte string). */
function scanLines(data) {
    const lines = [];
    let pos = 0;
    while (pos < data.length) {
        const nl = data.indexOf('\n', pos);
        const end = nl < 0 ? data.length : nl;
        // The scanner's buffer holds at most MAX_TOKEN bytes: a line of MAX_TOKEN bytes or more
        // (`\r` included, `\n` not) never fits with its terminator or its EOF, so the scan stops,
        // even for a last line without `\n` (Go only sees EOF on a read after the buffer is full).
        if (end - pos >= MAX_TOKEN)
            break;
        let line = data.slice(pos, end);
        if (line.endsWith('\r'))
            line = line.slice(0, -1);
        lines.push(line);
        pos = nl < 0 ? data.length : nl + 1;
    }
    return lines;
}
/** The patterns in the content of a `.kosli_ignore` (raw bytes), as byte strings. */
function parseKosliIgnore(content) {
    const patterns = [];
    for (const line of scanLines((0,byte_strings/* bufferToByteString */.$Z)(content))) {
        const hash = line.indexOf('#');
        const beforeComment = (hash < 0 ? line : line.slice(0, hash)).replace(/ +$/, '');
        const p = goTrimSpace(beforeComment);
        if (p.length > 0)
            patterns.push(p);
    }
    return patterns;
}
/**
 * Reads the patterns of the ignore file at `path` (byte string, already resolved for fs).
 * Missing → none; a directory → none (Go opens it and the scan's read error is ignored);
 * a FIFO/socket/device or any other error is thrown (the caller names the file).
 */
async function readKosliIgnore(path) {
    let fh;
    try {
        // O_NONBLOCK: a FIFO in place of the file must not hang the action
        fh = await (0,promises_.open)((0,byte_strings/* byteStringToBuffer */.JY)(path), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return [];
        throw err;
    }
    try {
        const st = await fh.stat();
        if (st.isDirectory())
            return [];
        if (!st.isFile())
            throw new Error('is not a regular file');
        return parseKosliIgnore(await fh.readFile());
    }
    finally {
        await fh.close();
    }
}

;// CONCATENATED MODULE: ./src/fingerprint/dir.ts
/**
 * The Kosli CLI's `dir` fingerprint (internal/digest DirSha256), byte for byte:
 * a Go filepath.WalkDir pre-order walk (entries in raw byte order), one 64-hex record per
 * entry name, plus the content hash of each file (or symlinked file) and the link text of each
 * symlinked directory; the fingerprint is the SHA-256 of the concatenated records. Excludes are
 * Go-style globs (goglob.ts) compared with walk paths as exact strings, quirks included.
 *
 * Paths are handled as byte strings (src/util/byte-strings.ts), so names that are not valid UTF-8 work.
 * Contents are hashed concurrently (bounded) while the walk goes on (dir-contents.ts).
 */









/** The walk paths that the excludes and the directory's `.kosli_ignore` match. */
async function excludedPaths(dirPath, root, excludes, paths) {
    const { resolve, show } = paths;
    const ignorePath = (0,goglob/* goJoin */.D2)(root, '.kosli_ignore');
    let ignored;
    try {
        ignored = await readKosliIgnore(resolve(ignorePath));
    }
    catch (err) {
        throw new errors/* FileError */.f6(show(ignorePath), (0,file_digest/* fsReason */.EG)(err));
    }
    const excluded = new Set();
    const patterns = [
        ...excludes.map((p) => ({ p: (0,byte_strings/* toByteString */.pv)(p), from: 'input' })),
        ...ignored.map((p) => ({ p, from: 'file' }))
    ];
    for (const { p, from } of patterns) {
        let found;
        try {
            found = await (0,goglob/* filepathxGlob */.o2)((0,goglob/* goJoin */.D2)(root, p), resolve);
        }
        catch (err) {
            if (!(err instanceof fingerprint_errors/* BadPatternError */.m))
                throw new errors/* FileError */.f6(dirPath, (0,file_digest/* fsReason */.EG)(err));
            // The `exclude` input is checked where it is read (inputs/artifact-inputs.ts); joined to the
            // folder's path, which the CLI reads as part of the pattern, it can still break here.
            if (from === 'input') {
                throw new errors/* FileError */.f6(dirPath, `syntax error in exclude pattern ${JSON.stringify(show(p))}`);
            }
            throw new errors/* FileError */.f6(show(ignorePath), `syntax error in pattern ${JSON.stringify(show(p))}`);
        }
        for (const f of found)
            excluded.add(f);
    }
    return excluded;
}
/** The WalkDir pre-order walk: records for every entry, contents handed to the hasher. */
class TreeWalk {
    paths;
    excluded;
    hasher;
    constructor(paths, excluded, hasher) {
        this.paths = paths;
        this.excluded = excluded;
        this.hasher = hasher;
    }
    /** `clean`: `dir` came from a Join, not as the root was spelled (the `.` quirk). */
    async walk(dir, clean = false) {
        const { fsPath, show } = this.paths;
        let entries;
        try {
            // Names as byte strings (latin1: one char per byte), which sort in byte order.
            entries = (0,external_node_fs_.readdirSync)(fsPath(dir), { encoding: 'latin1', withFileTypes: true });
        }
        catch (err) {
            throw new errors/* FileError */.f6(show(dir), `cannot list directory: ${(0,file_digest/* fsReason */.EG)(err)}`);
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : 1));
        const records = this.hasher.records;
        // Go's Join of a clean path and an entry's name is the two with a `/` between.
        const join = clean ? (name) => `${dir}/${name}` : (name) => (0,goglob/* goJoin */.D2)(dir, name);
        for (const e of entries) {
            if (this.hasher.failed)
                return;
            const p = join(e.name);
            if (this.excluded.has(p))
                continue; // a real directory is skipped with its whole subtree
            if (e.isDirectory()) {
                records.add(sha256Hex(e.name));
                await this.walk(p, true);
            }
            else if (e.isSymbolicLink()) {
                await this.symlink(p, e.name);
            }
            else if (e.isFile()) {
                records.add(sha256Hex(e.name));
                await this.hasher.add(p);
            }
            else {
                const what = e.isFIFO() ? 'a FIFO (named pipe)' : e.isSocket() ? 'a socket' : 'a device';
                throw new errors/* FileError */.f6(show(p), `is ${what}, not a regular file or directory`);
            }
        }
    }
    /** A symlink: its name, then the link text of a directory, or the content of a file. */
    async symlink(p, name) {
        const { fsPath, show } = this.paths;
        let target;
        try {
            target = await (0,promises_.stat)(fsPath(p));
        }
        catch (err) {
            const code = err.code;
            const why = code === 'ENOENT' ? 'is a broken symbolic link (its target does not exist)' : (0,file_digest/* fsReason */.EG)(err);
            throw new errors/* FileError */.f6(show(p), why);
        }
        this.hasher.records.add(sha256Hex(name));
        if (target.isDirectory()) {
            const text = await (0,promises_.readlink)(fsPath(p), { encoding: 'buffer' }).catch((err) => {
                throw new errors/* FileError */.f6(show(p), `cannot read the symbolic link: ${(0,file_digest/* fsReason */.EG)(err)}`);
            });
            this.hasher.records.add(sha256Hex(text)); // the raw link text, not resolved
            return;
        }
        const reason = (0,file_digest/* notHashableReason */.AS)(target);
        if (reason)
            throw new errors/* FileError */.f6(show(p), `is a symbolic link to something that ${reason}`);
        await this.hasher.add(p);
    }
}
/**
 * Fingerprint of the directory `dirPath` (spelled as given: the spelling matters for the `.`
 * quirk), excluding `excludes` (Go globs, relative to the directory) and the patterns in its
 * `.kosli_ignore`. Errors name the path: missing, not a directory, broken symlink, symlink
 * loop, FIFO/socket/device, unreadable; a malformed pattern says `syntax error in pattern`.
 */
async function dirSha256(dirPath, excludes, opts = {}) {
    const root = opts.byteString ? dirPath : (0,byte_strings/* toByteString */.pv)(dirPath);
    if (opts.byteString)
        dirPath = (0,byte_strings/* displayByteString */.oO)(dirPath); // how errors name it
    const cwdPrefix = opts.cwd ? (0,byte_strings/* toByteString */.pv)(opts.cwd).replace(/\/*$/, '/') : '';
    // Go resolves relative paths against the process's cwd; we may root them elsewhere.
    const resolve = (p) => (cwdPrefix && p !== '' && p[0] !== '/' ? cwdPrefix + p : p);
    const paths = {
        resolve,
        fsPath: (p) => (0,byte_strings/* byteStringToBuffer */.JY)(resolve(p)),
        show: byte_strings/* displayByteString */.oO
    };
    let rootStat;
    try {
        rootStat = await (0,promises_.stat)(paths.fsPath(root));
    }
    catch (err) {
        throw new errors/* FileError */.f6(dirPath, (0,file_digest/* fsReason */.EG)(err));
    }
    if (!rootStat.isDirectory())
        throw new errors/* FileError */.f6(dirPath, 'is not a directory');
    const excluded = await excludedPaths(dirPath, root, excludes, paths);
    // WalkDir lstat-s the root: a symlinked root spelled without a trailing `/` is not entered.
    try {
        if (!(await (0,promises_.lstat)(paths.fsPath(root))).isDirectory())
            return sha256Hex('');
    }
    catch (err) {
        throw new errors/* FileError */.f6(dirPath, (0,file_digest/* fsReason */.EG)(err));
    }
    const hasher = new ContentHasher(paths, opts);
    let walkError;
    try {
        await new TreeWalk(paths, excluded, hasher).walk(root);
    }
    catch (err) {
        walkError = err;
    }
    return hasher.finish(walkError);
}

;// CONCATENATED MODULE: ./src/fingerprint/fingerprint-artifacts.ts
/**
 * Artifacts → their fingerprints. The artifacts come resolved from the inputs
 * (src/inputs/artifact-inputs.ts): each names a file, a folder or an image that was there when read.
 */






/** Files hashed at once: a large one streams, mostly waiting (a small one is read whole, file.ts). */
const FILES_AT_ONCE = 8;
async function fingerprintOne(a, opts) {
    switch (a.type) {
        case 'file':
            if (a.fsPath !== undefined)
                return (0,file_digest/* fileSha256 */.sN)((0,byte_strings/* byteStringToBuffer */.JY)(a.fsPath), a.path);
            return (0,file_digest/* fileSha256 */.sN)(external_node_path_default().resolve(opts.cwd, a.path));
        case 'dir':
            if (a.fsPath !== undefined)
                return dirSha256(a.fsPath, opts.excludes, { byteString: true });
            return dirSha256(a.path, opts.excludes, { cwd: opts.cwd });
        case 'docker':
            return (await __webpack_require__.e(/* import() */ 550).then(__webpack_require__.bind(__webpack_require__, 73550))).dockerFingerprint(a.path);
        case 'oci':
            // Registry code (TLS) is loaded only for images.
            return (await __webpack_require__.e(/* import() */ 233).then(__webpack_require__.bind(__webpack_require__, 55233))).ociFingerprint(a.path, opts.oci);
    }
}
/**
 * Reads each artifact: files a few at once, then the others one after the other (each is
 * parallel inside). A given fingerprint is taken as it is. A failure makes that artifact
 * `unreadable` with why (naming its path); the others still complete.
 */
async function fingerprintArtifacts(list, opts) {
    const one = async (a) => {
        if (a.givenFingerprint)
            return { ...a, stage: 'fingerprinted', fingerprint: a.givenFingerprint };
        try {
            return { ...a, stage: 'fingerprinted', fingerprint: await fingerprintOne(a, opts) };
        }
        catch (err) {
            return { ...a, stage: 'unreadable', error: (0,errors/* errorMessage */.gJ)(err) };
        }
    };
    const files = await mapLimit(list, FILES_AT_ONCE, async (a) => a.type === 'file' ? one(a) : undefined);
    const out = [];
    for (const [i, a] of list.entries())
        out.push(files[i] ?? (await one(a)));
    return out;
}

;// CONCATENATED MODULE: ./src/commands/artifacts.ts

/**
 * Reads the artifacts the inputs name (a given fingerprint is kept). A command with
 * `timeout-seconds` gives each registry request that deadline in all.
 */
async function prepareArtifacts(config) {
    return fingerprintArtifacts(config.artifacts, {
        excludes: config.excludes,
        cwd: config.workspace,
        ...(config.timeoutSeconds !== undefined && {
            oci: { timeoutMs: config.timeoutSeconds * 1000 }
        })
    });
}
/**
 * The artifact's row in the result, pointing to its write when one was made: what is shown of
 * it, without what was opened (byte-string paths) nor why it could not be read (its write's).
 */
function artifactRow(a, writeId) {
    const row = a.stage === 'fingerprinted'
        ? { name: a.name, path: a.path, type: a.type, stage: a.stage, fingerprint: a.fingerprint }
        : { name: a.name, path: a.path, type: a.type, stage: a.stage };
    if (a.templateName !== undefined)
        row.templateName = a.templateName;
    if (writeId !== undefined)
        row.writeId = writeId;
    return row;
}
/** Where nothing is sent (`fingerprint`): the failure line of each artifact that could not be read. */
function unreadableArtifacts(artifacts) {
    return artifacts.flatMap((a) => a.stage === 'unreadable' ? [`Artifact ${a.path || a.name}: ${a.error}`] : []);
}


/***/ }),

/***/ 53155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ commandResult)
/* harmony export */ });

/** Where the repository's files are shown at the recorded commit, when GitHub says. */
function blobUrl(config) {
    const gh = config.github;
    if (!gh?.serverUrl || !gh.repository || !config.commit)
        return undefined;
    return `${gh.serverUrl}/${gh.repository}/blob/${config.commit}`;
}
/** The pull request the run is for, when its head is the commit recorded. */
function pullRequest(config) {
    const pr = config.github?.pullRequest;
    if (!pr || !config.commit || pr.headSha !== config.commit)
        return undefined;
    const merge = config.github?.sha;
    return {
        number: pr.number,
        ...(pr.htmlUrl && { htmlUrl: pr.htmlUrl }),
        ...(merge && merge !== pr.headSha && { mergeSha: merge })
    };
}
/** The merge queue the run is for, when the commit it tested is the commit recorded. */
function mergeGroup(config) {
    const group = config.github?.mergeGroup;
    if (!group || group.headSha !== config.commit)
        return undefined;
    return { branch: group.branch, base: group.base };
}
/**
 * A command's result, built once from its spec, its config (where the records went and the
 * checkout they came from) and what it found. Lists not given are empty.
 */
function commandResult(spec, config, parts = {}) {
    return {
        command: spec.name,
        title: spec.title,
        givesVerdict: spec.verdict,
        destination: {
            org: config.org || undefined,
            flow: config.flow || undefined,
            trail: config.trail || undefined,
            commit: config.commit || undefined,
            baseUrl: config.baseUrl,
            dryRun: config.dryRun ?? false,
            ...(blobUrl(config) !== undefined && { blobUrl: blobUrl(config) }),
            ...(pullRequest(config) !== undefined && { pullRequest: pullRequest(config) }),
            ...(mergeGroup(config) !== undefined && { mergeGroup: mergeGroup(config) })
        },
        build: {
            workspace: config.workspace,
            repoRoot: config.repoRoot || undefined,
            url: config.buildUrl || undefined
        },
        failOnNonCompliant: config.failOnNonCompliant ?? false,
        writes: [],
        failures: [],
        warnings: [],
        notices: [],
        ...parts
    };
}


/***/ }),

/***/ 9437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AS: () => (/* binding */ notHashableReason),
/* harmony export */   EG: () => (/* binding */ fsReason),
/* harmony export */   _m: () => (/* binding */ takeBufferPair),
/* harmony export */   aR: () => (/* binding */ digestOffThread),
/* harmony export */   kz: () => (/* binding */ hashFileContent),
/* harmony export */   sN: () => (/* binding */ fileSha256),
/* harmony export */   uD: () => (/* binding */ giveBufferPair),
/* harmony export */   x6: () => (/* binding */ readSmallFileSync)
/* harmony export */ });
/* unused harmony export FILE_CHUNK */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _fs_aligned_buffer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36094);
/**
 * SHA-256 of a file's bytes (the CLI's `file` fingerprint). Streams with large reads into two
 * reusable buffers, reading the next chunk while the current one is hashed, so memory stays
 * constant and the read overlaps the hashing.
 */




const subtle = node_crypto__WEBPACK_IMPORTED_MODULE_0__.webcrypto.subtle;
/** Read size for a single file (measured: 1–2 MiB is as fast as larger reads, and stays in cache). */
const FILE_CHUNK = 1024 * 1024;
/** Pairs given back, for the next job: a page-aligned buffer costs a mapping of its own. */
const sparePairs = [];
/** Pairs kept at most: the most jobs that run at once (dir-contents.ts). */
const MAX_SPARE_PAIRS = 16;
/** A pair of page-aligned read buffers (src/fs/aligned-buffer.ts); give it back when done. */
function takeBufferPair() {
    return sparePairs.pop() ?? [(0,_fs_aligned_buffer_js__WEBPACK_IMPORTED_MODULE_3__/* .alignedBuffer */ .V)(FILE_CHUNK), (0,_fs_aligned_buffer_js__WEBPACK_IMPORTED_MODULE_3__/* .alignedBuffer */ .V)(FILE_CHUNK)];
}
function giveBufferPair(pair) {
    if (sparePairs.length < MAX_SPARE_PAIRS)
        sparePairs.push(pair);
}
/** Why a stat'ed path cannot be hashed as a file, or undefined when it can. */
function notHashableReason(st) {
    if (st.isFile())
        return undefined;
    if (st.isDirectory())
        return 'is a directory, not a file';
    if (st.isFIFO())
        return 'is a FIFO (named pipe), not a regular file';
    if (st.isSocket())
        return 'is a socket, not a regular file';
    if (st.isCharacterDevice() || st.isBlockDevice())
        return 'is a device, not a regular file';
    return 'is not a regular file';
}
/** A readable reason for an fs error code. */
function fsReason(err) {
    const e = err;
    switch (e.code) {
        case 'ENOENT':
            return 'does not exist';
        case 'EACCES':
        case 'EPERM':
            return 'cannot be read (permission denied)';
        case 'ELOOP':
            return 'is a symbolic link loop (too many levels of symbolic links)';
        case 'ENOTDIR':
            return 'does not exist (a parent is not a directory)';
        case 'EISDIR':
            return 'is a directory, not a file';
        case 'EAGAIN':
            return 'is not a regular file (read would block)';
        default:
            return e.code ? `cannot be read (${e.code})` : String(e.message ?? e);
    }
}
/**
 * Hashes the file at `fsPath` (already known to be a regular file). Opened with O_NONBLOCK so
 * a file swapped for a FIFO in the meantime errors (EAGAIN) instead of blocking. The next
 * chunk is read (libuv thread) while the current one is hashed (this thread). Uses the
 * callback fs API: for trees of small files its per-call overhead is well below FileHandle's.
 * Errors are raw fs errors; callers name the path.
 */
function hashFileContent(fsPath, bufs) {
    return new Promise((resolve, reject) => {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().open(fsPath, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK, (openErr, fd) => {
            if (openErr)
                return reject(openErr);
            const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
            const finish = (err) => node_fs__WEBPACK_IMPORTED_MODULE_1___default().close(fd, (closeErr) => {
                if (err || closeErr)
                    reject(err ?? closeErr);
                else
                    resolve(hash.digest('hex'));
            });
            let cur = 0;
            const onRead = (err, bytesRead) => {
                if (err)
                    return finish(err);
                if (bytesRead === 0)
                    return finish(null);
                const full = bufs[cur];
                cur ^= 1;
                node_fs__WEBPACK_IMPORTED_MODULE_1___default().read(fd, bufs[cur], 0, bufs[cur].length, null, onRead);
                hash.update(bytesRead === full.length ? full : full.subarray(0, bytesRead));
            };
            node_fs__WEBPACK_IMPORTED_MODULE_1___default().read(fd, bufs[0], 0, bufs[0].length, null, onRead);
        });
    });
}
/**
 * Reads the regular file at `fsPath` whole into `buf` with blocking calls, if it is shorter than
 * `buf`: the byte count, or -1 when the file fills `buf` (nothing kept: hash it with
 * hashFileContent). Reads until end of file (a read of 0), since some file systems return
 * short reads before the end. O_NONBLOCK as above. Throws raw fs errors. For a tree of small
 * files, these system calls on this thread cost less than round trips through libuv's thread
 * pool (measured: bench/fingerprint.ts).
 */
function readSmallFileSync(fsPath, buf) {
    const fd = node_fs__WEBPACK_IMPORTED_MODULE_1___default().openSync(fsPath, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    try {
        let n = 0;
        for (;;) {
            const r = node_fs__WEBPACK_IMPORTED_MODULE_1___default().readSync(fd, buf, n, buf.length - n, null);
            if (r === 0)
                return n;
            n += r;
            if (n === buf.length)
                return -1;
        }
    }
    finally {
        node_fs__WEBPACK_IMPORTED_MODULE_1___default().closeSync(fd);
    }
}
/**
 * SHA-256 (lowercase hex) of `bytes`, computed on libuv's thread pool by WebCrypto, which
 * copies the bytes first: `bytes` may be reused as soon as this returns its promise.
 */
async function digestOffThread(bytes) {
    return Buffer.from(await subtle.digest('SHA-256', bytes)).toString('hex');
}
/**
 * SHA-256 (lowercase hex) of the file at `path`; a symlink is followed. A directory, FIFO,
 * socket or device is refused with a FileError naming the path (checked with stat first, so a
 * FIFO is never opened). `shown`: how errors name it (a path given as bytes, src/util/byte-strings.ts).
 */
async function fileSha256(path, shown = path.toString()) {
    let st;
    try {
        // Blocking: a stat on this thread costs less than a round trip through the thread pool.
        st = node_fs__WEBPACK_IMPORTED_MODULE_1___default().statSync(path);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FileError */ .f6(shown, fsReason(err));
    }
    const reason = notHashableReason(st);
    if (reason)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FileError */ .f6(shown, reason);
    if (st.size < SMALL_FILE_BYTES) {
        const whole = smallFileSha256(path, shown);
        if (whole !== undefined)
            return whole;
    }
    const pair = takeBufferPair();
    try {
        return await hashFileContent(path, pair);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FileError */ .f6(shown, fsReason(err));
    }
    finally {
        giveBufferPair(pair);
    }
}
/**
 * Files smaller than this are read whole with blocking calls and hashed in one shot: for 1,000
 * small file artifacts, four thread-pool round trips per file (open, read, read, close) cost
 * more CPU than the reads themselves.
 */
const SMALL_FILE_BYTES = 64 * 1024;
let smallBuffer;
/** The SHA-256 of a small file read whole, or undefined when it has grown past the buffer. */
function smallFileSha256(path, shown) {
    smallBuffer ??= Buffer.allocUnsafe(SMALL_FILE_BYTES);
    let n;
    try {
        n = readSmallFileSync(path, smallBuffer);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FileError */ .f6(shown, fsReason(err));
    }
    return n < 0 ? undefined : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(smallBuffer.subarray(0, n)).digest('hex');
}


/***/ }),

/***/ 52114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ImageError),
/* harmony export */   m: () => (/* binding */ BadPatternError)
/* harmony export */ });
/** The error types of src/fingerprint. */
/** An image could not be fingerprinted; names the image. */
class ImageError extends Error {
    image;
    constructor(image, reason) {
        super(`image ${JSON.stringify(image)}: ${reason}`);
        this.image = image;
        this.name = 'ImageError';
    }
}
/** Go's filepath.ErrBadPattern. */
class BadPatternError extends Error {
    constructor() {
        super('syntax error in pattern');
        this.name = 'BadPatternError';
    }
}


/***/ }),

/***/ 69978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ goJoin),
/* harmony export */   Eb: () => (/* binding */ goMatch),
/* harmony export */   km: () => (/* binding */ goBase),
/* harmony export */   o2: () => (/* binding */ filepathxGlob)
/* harmony export */ });
/* unused harmony exports goClean, goSplit, hasMeta, goGlob */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98211);
/* harmony import */ var _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52114);
/**
 * Exact ports (Unix flavour) of Go's path/filepath Clean, Join, Split, Base, Match and Glob, and
 * of github.com/yargevad/filepathx v1.0.0 Glob (the `**` expansion the Kosli CLI uses for
 * excludes). Everything works on byte strings (src/util/byte-strings.ts), as Go does: paths are
 * compared as strings, never normalised behind the caller's back.
 *
 * Glob and filepathxGlob take a `resolve` function that maps a path string to what fs should
 * open (so a caller can root relative paths at a directory other than process.cwd()).
 */



/** Go filepath.Clean (Unix). */
function goClean(path) {
    if (path === '')
        return '.';
    const rooted = path[0] === '/';
    const n = path.length;
    let out = rooted ? '/' : '';
    let r = rooted ? 1 : 0;
    let dotdot = rooted ? 1 : 0;
    while (r < n) {
        if (path[r] === '/') {
            r++;
        }
        else if (path[r] === '.' && (r + 1 === n || path[r + 1] === '/')) {
            r++;
        }
        else if (path[r] === '.' && path[r + 1] === '.' && (r + 2 === n || path[r + 2] === '/')) {
            r += 2;
            if (out.length > dotdot) {
                let w = out.length - 1;
                while (w > dotdot && out[w] !== '/')
                    w--;
                out = out.slice(0, w);
            }
            else if (!rooted) {
                out += out.length > 0 ? '/..' : '..';
                dotdot = out.length;
            }
        }
        else {
            if ((rooted && out.length !== 1) || (!rooted && out.length !== 0))
                out += '/';
            const start = r;
            while (r < n && path[r] !== '/')
                r++;
            out += path.slice(start, r);
        }
    }
    return out === '' ? '.' : out;
}
/** Go filepath.Join: joins the elements from the first non-empty one with `/`, then Clean. */
function goJoin(...elems) {
    const i = elems.findIndex((e) => e !== '');
    return i < 0 ? '' : goClean(elems.slice(i).join('/'));
}
/** Go filepath.Split: [dir including its trailing `/`, file]. */
function goSplit(path) {
    const i = path.lastIndexOf('/');
    return [path.slice(0, i + 1), path.slice(i + 1)];
}
/** Go filepath.Base: the last element, trailing `/` dropped (the CLI's `filename` of a path). */
function goBase(path) {
    if (path === '')
        return '.';
    const trimmed = path.replace(/\/+$/, '');
    if (trimmed === '')
        return '/';
    return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}
/** Go's hasMeta on Unix: any of `* ? [ \`. */
function hasMeta(path) {
    return /[*?[\\]/.test(path);
}
function scanChunk(pattern) {
    let star = false;
    while (pattern.length > 0 && pattern[0] === '*') {
        pattern = pattern.slice(1);
        star = true;
    }
    let inrange = false;
    let i = 0;
    scan: for (; i < pattern.length; i++) {
        switch (pattern[i]) {
            case '\\':
                if (i + 1 < pattern.length)
                    i++;
                break;
            case '[':
                inrange = true;
                break;
            case ']':
                inrange = false;
                break;
            case '*':
                if (!inrange)
                    break scan;
                break;
        }
    }
    return [star, pattern.slice(0, i), pattern.slice(i)];
}
/** getEsc: one (possibly escaped) rune of a character class → [rune, rest]. */
function getEsc(chunk) {
    if (chunk.length === 0 || chunk[0] === '-' || chunk[0] === ']')
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BadPatternError */ .m();
    if (chunk[0] === '\\') {
        chunk = chunk.slice(1);
        if (chunk.length === 0)
            throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BadPatternError */ .m();
    }
    const [r, n] = (0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeRune */ .j6)(chunk);
    if (r === 0xfffd && n === 1)
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BadPatternError */ .m();
    const rest = chunk.slice(n);
    if (rest.length === 0)
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BadPatternError */ .m();
    return [r, rest];
}
/** matchChunk: [rest of s, ok]; keeps validating the chunk after a mismatch, like Go. */
function matchChunk(chunk, s) {
    let failed = false;
    while (chunk.length > 0) {
        if (!failed && s.length === 0)
            failed = true;
        const c = chunk[0];
        if (c === '[') {
            let r = 0;
            if (!failed) {
                const [rr, n] = (0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeRune */ .j6)(s);
                r = rr;
                s = s.slice(n);
            }
            chunk = chunk.slice(1);
            let negated = false;
            if (chunk.length > 0 && chunk[0] === '^') {
                negated = true;
                chunk = chunk.slice(1);
            }
            let match = false;
            let nrange = 0;
            for (;;) {
                if (chunk.length > 0 && chunk[0] === ']' && nrange > 0) {
                    chunk = chunk.slice(1);
                    break;
                }
                let lo;
                let hi;
                [lo, chunk] = getEsc(chunk);
                hi = lo;
                if (chunk[0] === '-')
                    [hi, chunk] = getEsc(chunk.slice(1));
                if (lo <= r && r <= hi)
                    match = true;
                nrange++;
            }
            if (match === negated)
                failed = true;
        }
        else if (c === '?') {
            if (!failed) {
                if (s[0] === '/')
                    failed = true;
                const [, n] = (0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeRune */ .j6)(s);
                s = s.slice(n);
            }
            chunk = chunk.slice(1);
        }
        else {
            if (c === '\\') {
                chunk = chunk.slice(1);
                if (chunk.length === 0)
                    throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BadPatternError */ .m();
            }
            if (!failed) {
                if (chunk[0] !== s[0])
                    failed = true;
                s = s.slice(1);
            }
            chunk = chunk.slice(1);
        }
    }
    return failed ? ['', false] : [s, true];
}
/**
 * Go filepath.Match (Unix): `*` any run of non-`/`, `?` one non-`/` rune, `[a-z]`, `[^a-z]`,
 * `\x`. Throws BadPatternError for malformed patterns (also in the unmatched remainder).
 */
function goMatch(pattern, name) {
    pattern: while (pattern.length > 0) {
        let star;
        let chunk;
        [star, chunk, pattern] = scanChunk(pattern);
        if (star && chunk === '')
            return !name.includes('/');
        const [t, ok] = matchChunk(chunk, name);
        if (ok && (t.length === 0 || pattern.length > 0)) {
            name = t;
            continue;
        }
        if (star) {
            for (let i = 0; i < name.length && name[i] !== '/'; i++) {
                const [t2, ok2] = matchChunk(chunk, name.slice(i + 1));
                if (ok2) {
                    if (pattern.length === 0 && t2.length > 0)
                        continue;
                    name = t2;
                    continue pattern;
                }
            }
        }
        while (pattern.length > 0) {
            ;
            [, chunk, pattern] = scanChunk(pattern);
            matchChunk(chunk, '');
        }
        return false;
    }
    return name.length === 0;
}
const processCwdResolver = (p) => p;
async function lstatOk(p, resolve) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .byteStringToBuffer */ .JY)(resolve(p)));
        return true;
    }
    catch {
        return false;
    }
}
async function readNamesSorted(dir, resolve) {
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .byteStringToBuffer */ .JY)(resolve(dir)), { encoding: 'buffer' });
    // latin1 byte strings compare like Go's sort.Strings (byte order)
    return names.map(_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .bufferToByteString */ .$Z).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
async function globDir(dir, pattern, matches, resolve) {
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .byteStringToBuffer */ .JY)(resolve(dir)));
        if (!st.isDirectory())
            return;
    }
    catch {
        return; // Go ignores I/O errors here
    }
    let names;
    try {
        names = await readNamesSorted(dir, resolve);
    }
    catch {
        return;
    }
    for (const n of names)
        if (goMatch(pattern, n))
            matches.push(goJoin(dir, n));
}
function cleanGlobPath(path) {
    if (path === '')
        return '.';
    if (path === '/')
        return path;
    return path.slice(0, -1);
}
/** Go filepath.Glob (Unix). A pattern without meta characters comes back unchanged (uncleaned). */
async function goGlob(pattern, resolve = processCwdResolver, depth = 0) {
    goMatch(pattern, ''); // validates the pattern
    if (depth === 10000)
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BadPatternError */ .m();
    if (!hasMeta(pattern))
        return (await lstatOk(pattern, resolve)) ? [pattern] : [];
    const [rawDir, file] = goSplit(pattern);
    const dir = cleanGlobPath(rawDir);
    const matches = [];
    if (!hasMeta(dir)) {
        await globDir(dir, file, matches, resolve);
        return matches;
    }
    if (dir === pattern)
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .BadPatternError */ .m();
    for (const d of await goGlob(dir, resolve, depth + 1))
        await globDir(d, file, matches, resolve);
    return matches;
}
/**
 * Go filepath.Walk, reporting every path (lstat-based: symlinked dirs are not entered).
 * Errors (an unreadable directory) propagate, as filepathx returns them.
 */
async function goWalk(root, visit, resolve) {
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .byteStringToBuffer */ .JY)(resolve(root)));
    visit(root);
    if (!st.isDirectory())
        return;
    for (const name of await readNamesSorted(root, resolve)) {
        const child = goJoin(root, name);
        let childStat;
        try {
            childStat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .byteStringToBuffer */ .JY)(resolve(child)));
        }
        catch (err) {
            if (err.code === 'ENOENT')
                continue;
            throw err;
        }
        if (childStat.isDirectory())
            await goWalk(child, visit, resolve);
        else
            visit(child);
    }
}
/** filepathx.Glob: plain Glob without `**`; otherwise the segment-by-segment expansion. */
async function filepathxGlob(pattern, resolve = processCwdResolver) {
    if (!pattern.includes('**'))
        return goGlob(pattern, resolve);
    let matches = [''];
    for (const segment of pattern.split('**')) {
        const hits = [];
        const seen = new Set();
        const add = (p) => {
            if (!seen.has(p)) {
                seen.add(p);
                hits.push(p);
            }
        };
        for (const m of matches) {
            for (const p of await goGlob(m + segment, resolve))
                await goWalk(p, add, resolve);
        }
        matches = hits;
    }
    return matches;
}


/***/ }),

/***/ 35669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ isLoopbackHost),
/* harmony export */   o: () => (/* binding */ parseImageReference)
/* harmony export */ });
/**
 * Docker image references (distribution/reference ParseNormalizedNamed rules): default
 * registry docker.io (served at registry-1.docker.io) with the `library/` prefix for official
 * images, tag `latest` unless a tag or `@digest` is given.
 */
const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const DOMAIN = /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::[0-9]+)?$/;
const TAG = /^[\w][\w.-]{0,127}$/;
const DIGEST = /^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]{32,}$/;
/** Parses `ref`; throws an Error saying what is wrong (the caller names the input). */
function parseImageReference(ref) {
    let rest = ref;
    let digest;
    const at = rest.indexOf('@');
    if (at >= 0) {
        digest = rest.slice(at + 1);
        rest = rest.slice(0, at);
        if (!DIGEST.test(digest))
            throw new Error(`invalid digest ${JSON.stringify(digest)}`);
    }
    let tag;
    const colon = rest.lastIndexOf(':');
    if (colon > rest.lastIndexOf('/')) {
        tag = rest.slice(colon + 1);
        rest = rest.slice(0, colon);
        if (!TAG.test(tag))
            throw new Error(`invalid tag ${JSON.stringify(tag)}`);
    }
    if (rest === '')
        throw new Error('missing repository name');
    const slash = rest.indexOf('/');
    let registry = 'docker.io';
    let repository = rest;
    if (slash >= 0) {
        const first = rest.slice(0, slash);
        if (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first) {
            registry = first;
            repository = rest.slice(slash + 1);
        }
    }
    if (!DOMAIN.test(registry))
        throw new Error(`invalid registry ${JSON.stringify(registry)}`);
    if (registry === 'index.docker.io')
        registry = 'docker.io';
    if (registry === 'docker.io' && !repository.includes('/'))
        repository = `library/${repository}`;
    if (repository.toLowerCase() !== repository)
        throw new Error('repository name must be lowercase');
    if (!repository.split('/').every((c) => COMPONENT.test(c))) {
        throw new Error(`invalid repository name ${JSON.stringify(repository)}`);
    }
    const endpoint = registry === 'docker.io' ? 'registry-1.docker.io' : registry;
    return { registry, endpoint, repository, tag, digest, reference: digest ?? tag ?? 'latest' };
}
/** Loopback registries are spoken to over plain http (local registries, test stubs). */
function isLoopbackHost(hostPort) {
    const host = hostPort.replace(/:\d+$/, '');
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}


/***/ }),

/***/ 36094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ alignedBuffer),
/* harmony export */   f: () => (/* binding */ alignedSharedMemory)
/* harmony export */ });
/**
 * Read buffers at page-aligned addresses. The kernel copies file data into a buffer several
 * times slower when the buffer's address is not a multiple of 64, and Node's own buffers are
 * not: a large one is an mmap'd block 16 bytes past a page, a small one sits anywhere in the
 * heap. WebAssembly memory is the one allocation whose address JavaScript can rely on, so read
 * buffers are made from it, with a plain buffer as the fallback where WebAssembly is off
 * (`--jitless`). Measured figures: docs/performance.md.
 */
/** Bytes per WebAssembly memory page. */
const WASM_PAGE = 64 * 1024;
const pagesFor = (bytes) => Math.max(1, Math.ceil(bytes / WASM_PAGE));
/** A page-aligned buffer of `bytes` bytes, for this thread's reads. */
function alignedBuffer(bytes) {
    try {
        return Buffer.from(new WebAssembly.Memory({ initial: pagesFor(bytes) }).buffer, 0, bytes);
    }
    catch {
        return Buffer.allocUnsafeSlow(bytes);
    }
}
/** A page-aligned SharedArrayBuffer of `bytes` bytes, to hand to a worker thread as its buffer. */
function alignedSharedMemory(bytes) {
    const pages = pagesFor(bytes);
    try {
        return new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true })
            .buffer;
    }
    catch {
        return new SharedArrayBuffer(pages * WASM_PAGE);
    }
}


/***/ }),

/***/ 98361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a7: () => (/* binding */ namesArtifacts),
  WZ: () => (/* binding */ readArtifactInputs)
});

// UNUSED EXPORTS: ARTIFACT_TYPES

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/fingerprint/goglob.ts
var goglob = __webpack_require__(69978);
// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __webpack_require__(91451);
;// CONCATENATED MODULE: ./src/inputs/artifact-lines.ts
/**
 * One line of the `artifacts` input: `[type:][template-name=]path-or-glob-or-image`.
 *
 * - `template-name=`: the artifact's name in the flow's template. Blanks are allowed around the
 *   `=` (`shop = dist/x.tgz`): a template name (the service's pattern) has no blanks, so a word,
 *   blanks and `=` at the start of a line can only be meant as `name =`. A path whose first
 *   part looks like `name=` (a file `a=b.tgz` in the workspace) is written `./a=b.tgz`; an `=`
 *   later in a path (`out/a=b.tgz`) needs nothing.
 * - `type:` (`file:`, `dir:`, `docker:`, `oci:`), read only under `artifact-type: auto`: this
 *   line's type, so that one step can name an image and a tarball. Under any other
 *   `artifact-type` every line is of that type and read as before (`docker:24` is then the image
 *   `docker` at tag `24`). A line that names an existing file or folder as written keeps naming
 *   it (artifact-paths.ts): every line that worked before means what it meant.
 */


/** The artifact types: what a line may start with, as `type:`. */
const LINE_TYPES = [
    'file',
    'dir',
    'docker',
    'oci'
];
/** The template name a line starts with, and the rest. */
function templatePrefix(line) {
    const eq = line.indexOf('=');
    if (eq < 0)
        return undefined;
    const name = line.slice(0, eq).replace(/[ \t]+$/, '');
    return rules/* PATTERNS */.G3.templateReferenceName.test(name) ? { name, rest: line.slice(eq + 1) } : undefined;
}
/** The type a line starts with (`docker:`…), and the rest. */
function typePrefix(line) {
    const colon = line.indexOf(':');
    const type = LINE_TYPES.find((t) => t === line.slice(0, colon));
    return type && { type, rest: line.slice(colon + 1).trim() };
}
/**
 * One trimmed, non-blank line. `typed`: the `type:` prefix is read (under `artifact-type: auto`).
 */
function parseArtifactLine(line, typed) {
    const typedLine = typed ? typePrefix(line) : undefined;
    const rest = typedLine ? typedLine.rest : line;
    const type = typedLine ? { type: typedLine.type } : {};
    const prefix = templatePrefix(rest);
    const spec = prefix ? prefix.rest.trim() : rest;
    if (spec === '' && typedLine && !prefix) {
        const t = typedLine.type;
        throw new errors/* InputError */.dz('artifacts', line, `has nothing after ${t}: (write ${t}:path or ${t}:name=path)`);
    }
    if (spec === '') {
        throw new errors/* InputError */.dz('artifacts', line, 'has no path after the template name (write name=path, or ./path for a path with =)');
    }
    return { line, ...type, ...(prefix && { templateName: prefix.name }), spec };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/fingerprint/image-ref.ts
var image_ref = __webpack_require__(35669);
// EXTERNAL MODULE: ./src/util/byte-strings.ts
var byte_strings = __webpack_require__(98211);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __webpack_require__(24964);
;// CONCATENATED MODULE: ./src/inputs/artifact-paths.ts
/**
 * The `artifacts` lines resolved on disk: what each one names — a file, a folder, every match of
 * a glob, an image reference — as artifacts still to fingerprint, each once, in order. A line
 * that names nothing is refused here, naming the line, before anything is fingerprinted.
 */









function hasGlobMeta(s) {
    return /[*?[]/.test(s);
}
async function existing(cwd, spec) {
    return (0,promises_.stat)(external_node_path_default().resolve(cwd, spec)).catch(() => undefined);
}
/** The matches as absolute byte-string paths (file names are bytes), sorted by their bytes. */
async function expandGlob(spec, cwd, dirs) {
    // Loaded only for a glob: a plain path needs none of it (start-up, docs/startup.md).
    const { globPaths, globEscape } = await Promise.all(/* import() */[__webpack_require__.e(581), __webpack_require__.e(13)]).then(__webpack_require__.bind(__webpack_require__, 36013));
    const pattern = external_node_path_default().isAbsolute(spec) ? spec : `${globEscape(cwd)}/${spec}`;
    const matches = await globPaths(pattern, { matchDirectories: dirs, implicitDescendants: false });
    // Blocking stats, as the walk's own (fs/glob.ts): answered from the kernel's cache, where a
    // round trip through the thread pool per match cost more than the call (1,000 artifacts).
    const kinds = matches.map((abs) => {
        try {
            return (0,external_node_fs_.statSync)((0,byte_strings/* byteStringToBuffer */.JY)(abs)).isDirectory() === dirs;
        }
        catch {
            return false; // vanished or unreadable since the walk: not a match
        }
    });
    // A byte string's code units are its bytes: the default order is byte order.
    return matches.filter((_, i) => kinds[i]).sort();
}
/** A matched byte-string path as the user would write it (src/util/paths.ts), shown escaped. */
function displayPath(abs, cwd) {
    return (0,byte_strings/* displayByteString */.oO)((0,paths/* displayPath */.G)(abs, (0,byte_strings/* toByteString */.pv)(cwd)));
}
/**
 * Whether a line that matches no file looks like an image reference: a valid one with a
 * registry host, a `:tag` or an `@sha256:` digest (a bare word is more likely a missing file).
 */
function looksLikeImage(spec) {
    try {
        const ref = (0,image_ref/* parseImageReference */.o)(spec);
        const host = spec.includes('/') && /[.:]|^localhost$/.test(spec.slice(0, spec.indexOf('/')));
        return host || ref.tag !== undefined || ref.digest !== undefined;
    }
    catch {
        return false;
    }
}
function noFile(l, type) {
    if (type !== 'auto' || l.type !== undefined || !looksLikeImage(l.spec)) {
        return new errors/* InputError */.dz('artifacts', l.line, 'matches no file');
    }
    // The line as it should be written keeps its template name: `docker:backend=ghcr.io/…`.
    const named = l.templateName === undefined ? l.spec : `${l.templateName}=${l.spec}`;
    return new errors/* InputError */.dz('artifacts', l.line, 'matches no file, and looks like an image reference: for an image, set artifact-type to ' +
        `docker or oci, or write the line as docker:${named} or oci:${named}`);
}
function imageArtifact(l, type) {
    if (type === 'oci') {
        try {
            (0,image_ref/* parseImageReference */.o)(l.spec);
        }
        catch (err) {
            const reason = `is not a valid image reference (${(0,errors/* errorMessage */.gJ)(err)})`;
            throw new errors/* InputError */.dz('artifacts', l.line, reason);
        }
    }
    return {
        name: l.spec,
        path: l.spec,
        type,
        ...(l.templateName && { templateName: l.templateName })
    };
}
/** A line without wildcards: the file or folder it names, checked against the type asked for. */
async function pathArtifact(l, type, cwd) {
    const st = await existing(cwd, l.spec);
    if (!st)
        throw noFile(l, type);
    const found = st.isDirectory() ? 'dir' : 'file';
    if (type === 'file' && found === 'dir') {
        throw new errors/* InputError */.dz('artifacts', l.line, "is a directory, but artifact-type is 'file'");
    }
    if (type === 'dir' && found === 'file') {
        throw new errors/* InputError */.dz('artifacts', l.line, "is not a directory, but artifact-type is 'dir'");
    }
    const base = l.templateName ? { templateName: l.templateName } : {};
    return { name: (0,goglob/* goBase */.km)(l.spec), path: l.spec, type: found, ...base };
}
/** A glob: one artifact per match (folders for `dir`, else files). */
async function globArtifacts(l, type, cwd) {
    const dirs = type === 'dir';
    const found = await expandGlob(l.spec, cwd, dirs);
    if (found.length === 0) {
        throw new errors/* InputError */.dz('artifacts', l.line, dirs ? 'matches no directory' : 'matches no file');
    }
    // The `filename` sent is the base name as Go's JSON encoding sends it (docs/compatibility.md §5.1).
    return found.map((abs) => ({
        name: (0,byte_strings/* goString */.WF)(external_node_path_default().basename(abs)),
        path: displayPath(abs, cwd),
        ...((0,byte_strings/* isUtf8ByteString */.Lv)(abs) ? {} : { fsPath: abs }),
        type: dirs ? 'dir' : 'file',
        ...(l.templateName && { templateName: l.templateName })
    }));
}
async function resolveLine(l, inputType, cwd) {
    // A file or folder named as the whole line (`docker:x`) keeps the meaning it always had.
    if (l.type !== undefined && (await existing(cwd, l.line))) {
        return resolveLine(parseArtifactLine(l.line, false), inputType, cwd);
    }
    const type = l.type ?? inputType;
    if (type === 'docker' || type === 'oci')
        return [imageArtifact(l, type)];
    if (hasGlobMeta(l.spec))
        return globArtifacts(l, type, cwd);
    return [await pathArtifact(l, type, cwd)];
}
/** The key that tells two artifacts apart: the image, or the file or folder opened. */
function identity(a, cwd) {
    if (a.type === 'docker' || a.type === 'oci')
        return `${a.type}:${a.path}`;
    return a.fsPath ?? (0,byte_strings/* toByteString */.pv)(external_node_path_default().resolve(cwd, a.path));
}
/**
 * The artifacts the lines name under `artifact-type` (`inputType`), in order, each once: an
 * existing directory is one `dir` artifact, a file one `file` artifact, a glob one artifact
 * per match, an image reference one `docker` or `oci` artifact. Throws InputError naming the
 * line for a line that names nothing (or the wrong kind of thing).
 */
async function resolveArtifactLines(lines, inputType, cwd) {
    const parsed = lines.map((line) => parseArtifactLine(line, inputType === 'auto'));
    const seen = new Set();
    const out = [];
    for (const l of parsed) {
        for (const a of await resolveLine(l, inputType, cwd)) {
            const key = identity(a, cwd);
            if (seen.has(key))
                continue;
            seen.add(key);
            out.push(a);
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
;// CONCATENATED MODULE: ./src/inputs/artifact-inputs.ts
/**
 * The inputs that name artifacts — `artifacts` lines, `artifact-type`, `exclude`, a given
 * `fingerprint` and `artifact-name` — with all their rules: read, checked and resolved on disk
 * here, so that fingerprinting (src/fingerprint/) is handed artifacts that exist.
 */





/** `artifact-type`: `auto` (told by what is on disk, or by each line's `type:`), or one type. */
const ARTIFACT_TYPES = ['auto', ...LINE_TYPES];
/** `exclude`: each a Go pattern (as the CLI reads it), checked before any folder is walked. */
function readExcludes(env) {
    const excludes = (0,read/* readLines */.Se)(env, 'exclude');
    for (const pattern of excludes) {
        try {
            (0,goglob/* goMatch */.Eb)(pattern, '');
        }
        catch {
            throw new errors/* InputError */.dz('exclude', pattern, 'has a syntax error in pattern');
        }
    }
    return excludes;
}
function readGiven(env) {
    const fingerprint = (0,read/* read */.LF)(env, 'fingerprint');
    if (fingerprint)
        (0,read/* requireMatch */.vt)('fingerprint', fingerprint, 'fingerprint');
    return { fingerprint, name: (0,read/* read */.LF)(env, 'artifact-name') };
}
/** The artifact a bare `fingerprint` stands for: no path, so nothing to fingerprint. */
function givenArtifact(fingerprint, name, type) {
    return { name, path: '', type: type === 'auto' ? 'file' : type, givenFingerprint: fingerprint };
}
/** `fingerprint` and `artifact-name` apply to the single artifact the lines name. */
function applyGiven(found, given) {
    if (!given.fingerprint && !given.name)
        return found;
    if (found.length !== 1) {
        const [input, value] = given.fingerprint
            ? ['fingerprint', given.fingerprint]
            : ['artifact-name', given.name];
        throw new errors/* InputError */.dz(input, value, `applies to a single artifact, but artifacts gives ${found.length}`);
    }
    const [one] = found;
    return [
        {
            ...one,
            ...(given.name && { name: given.name }),
            ...(given.fingerprint && { givenFingerprint: given.fingerprint })
        }
    ];
}
/** The artifacts of a command that reports or fingerprints every one it is given. */
async function listArtifacts(lines, type, given, workspace) {
    if (lines.length === 0) {
        if (!given.fingerprint)
            return [];
        if (!given.name)
            throw (0,read/* missing */.LO)('artifact-name', { for: 'a fingerprint without artifacts' });
        return [givenArtifact(given.fingerprint, given.name, type)];
    }
    return applyGiven(await resolveArtifactLines(lines, type, workspace), given);
}
/** The one artifact a command is about: the given fingerprint, else the one line's artifact. */
async function oneArtifact(lines, type, given, command, workspace) {
    if (given.fingerprint)
        return [givenArtifact(given.fingerprint, given.name, type)];
    if (lines.length === 0)
        return [];
    const found = await resolveArtifactLines(lines, type, workspace);
    if (found.length > 1) {
        throw new errors/* InputError */.dz('artifacts', lines.join('\n'), `must name exactly one artifact for '${command}' (it matched ${found.length})`);
    }
    return applyGiven(found, { fingerprint: '', name: given.name });
}
/**
 * Every rule of the artifact inputs for `use.command`: reads and checks them, resolves each
 * `artifacts` line on disk (InputError naming the line for one that names nothing), applies a
 * given `fingerprint` and `artifact-name`, and refuses what the command cannot use.
 */
async function readArtifactInputs(env, workspace, use) {
    const type = (0,read/* readChoice */.Kf)(env, 'artifact-type', ARTIFACT_TYPES);
    const excludes = readExcludes(env);
    const given = readGiven(env);
    const lines = (0,read/* readLines */.Se)(env, 'artifacts');
    if (lines.length === 0 && !given.fingerprint && use.required) {
        throw use.one
            ? (0,read/* missing */.LO)('fingerprint', { for: use.command, orGive: 'one artifact in artifacts' })
            : (0,read/* missing */.LO)('artifacts', { for: use.command, orGive: 'fingerprint' });
    }
    const artifacts = use.one
        ? await oneArtifact(lines, type, given, use.command, workspace)
        : await listArtifacts(lines, type, given, workspace);
    return { artifacts, excludes };
}
/** true when the inputs name at least one artifact. */
function namesArtifacts(inputs) {
    return inputs.artifacts.length > 0;
}


/***/ }),

/***/ 98211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ bufferToByteString),
/* harmony export */   JY: () => (/* binding */ byteStringToBuffer),
/* harmony export */   Lv: () => (/* binding */ isUtf8ByteString),
/* harmony export */   WF: () => (/* binding */ goString),
/* harmony export */   dZ: () => (/* binding */ decodeLastRune),
/* harmony export */   j6: () => (/* binding */ decodeRune),
/* harmony export */   oO: () => (/* binding */ displayByteString),
/* harmony export */   pv: () => (/* binding */ toByteString)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Go strings are byte strings; the CLI's path and pattern logic works on bytes. We mirror that
 * with "byte strings": JS strings holding one char (U+0000–U+00FF) per byte, i.e. the latin1
 * decoding of the raw bytes. File names that are not valid UTF-8 thus survive untouched (the
 * `dir` fingerprint, the glob walk of `artifacts` and `junit`): fs calls get
 * `Buffer.from(b, 'latin1')`; people see displayByteString (a bad byte as `\xe9`); what Go would
 * send as text (a name in a JSON body) is goString (a bad byte as U+FFFD).
 */

/** A JS string (UTF-16) → its UTF-8 bytes as a byte string. */
function toByteString(s) {
    return Buffer.from(s, 'utf8').toString('latin1');
}
/** Raw bytes → byte string. */
function bufferToByteString(b) {
    return b.toString('latin1');
}
/** Byte string → the Buffer fs functions take as a path. */
function byteStringToBuffer(b) {
    return Buffer.from(b, 'latin1');
}
/** Whether the byte string is valid UTF-8 (then its text opens the same file). */
function isUtf8ByteString(b) {
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(Buffer.from(b, 'latin1'));
}
/**
 * Byte string → text, each byte that is not part of valid UTF-8 replaced by `bad(byte)`: one
 * replacement per bad byte, as Go decodes (utf8.DecodeRuneInString), where TextDecoder may
 * replace a whole truncated sequence by one U+FFFD.
 */
function decodeByteString(b, bad) {
    // eslint-disable-next-line no-control-regex
    if (!/[^\x00-\x7f]/.test(b))
        return b;
    const buf = Buffer.from(b, 'latin1');
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buf))
        return buf.toString('utf8');
    let out = '';
    for (let i = 0; i < b.length;) {
        const [rune, width] = decodeRune(b, i);
        out += rune === RUNE_ERROR && width === 1 ? bad(b.charCodeAt(i)) : String.fromCodePoint(rune);
        i += width;
    }
    return out;
}
/**
 * Byte string → the text people see (logs, summary, errors): a file name as it is when it is
 * UTF-8; each byte that is not, escaped as `\xe9`. The one way a name that cannot be shown is shown.
 */
function displayByteString(b) {
    return decodeByteString(b, (byte) => `\\x${byte.toString(16).padStart(2, '0')}`);
}
/**
 * Byte string → the text Go makes of it where text is required (encoding/json, a `range` over
 * the string): each byte that is not UTF-8 becomes U+FFFD. What the CLI sends as a file name.
 */
function goString(b) {
    return decodeByteString(b, () => '\uFFFD');
}
const RUNE_ERROR = 0xfffd;
function cont(s, i, lo = 0x80, hi = 0xbf) {
    if (i >= s.length)
        return false;
    const c = s.charCodeAt(i);
    return c >= lo && c <= hi;
}
/**
 * Go utf8.DecodeRuneInString on a byte string from index i: [rune, width]. Invalid or
 * truncated sequences give [U+FFFD, 1]; the empty remainder gives [U+FFFD, 0].
 */
function decodeRune(s, i = 0) {
    if (i >= s.length)
        return [RUNE_ERROR, 0];
    const b0 = s.charCodeAt(i);
    if (b0 < 0x80)
        return [b0, 1];
    if (b0 >= 0xc2 && b0 <= 0xdf) {
        if (!cont(s, i + 1))
            return [RUNE_ERROR, 1];
        return [((b0 & 0x1f) << 6) | (s.charCodeAt(i + 1) & 0x3f), 2];
    }
    if (b0 >= 0xe0 && b0 <= 0xef) {
        const lo = b0 === 0xe0 ? 0xa0 : 0x80;
        const hi = b0 === 0xed ? 0x9f : 0xbf;
        if (!cont(s, i + 1, lo, hi) || !cont(s, i + 2))
            return [RUNE_ERROR, 1];
        return [
            ((b0 & 0x0f) << 12) | ((s.charCodeAt(i + 1) & 0x3f) << 6) | (s.charCodeAt(i + 2) & 0x3f),
            3
        ];
    }
    if (b0 >= 0xf0 && b0 <= 0xf4) {
        const lo = b0 === 0xf0 ? 0x90 : 0x80;
        const hi = b0 === 0xf4 ? 0x8f : 0xbf;
        if (!cont(s, i + 1, lo, hi) || !cont(s, i + 2) || !cont(s, i + 3))
            return [RUNE_ERROR, 1];
        return [
            ((b0 & 0x07) << 18) |
                ((s.charCodeAt(i + 1) & 0x3f) << 12) |
                ((s.charCodeAt(i + 2) & 0x3f) << 6) |
                (s.charCodeAt(i + 3) & 0x3f),
            4
        ];
    }
    return [RUNE_ERROR, 1];
}
/** Go utf8.DecodeLastRuneInString on s[0:end]: [rune, width]. */
function decodeLastRune(s, end = s.length) {
    if (end === 0)
        return [RUNE_ERROR, 0];
    let start = end - 1;
    const last = s.charCodeAt(start);
    if (last < 0x80)
        return [last, 1];
    const lim = Math.max(0, end - 4);
    for (start--; start >= lim; start--) {
        if ((s.charCodeAt(start) & 0xc0) !== 0x80)
            break;
    }
    if (start < 0)
        start = 0;
    const [r, size] = decodeRune(s.slice(start, end), 0);
    if (start + size !== end)
        return [RUNE_ERROR, 1];
    return [r, size];
}


/***/ })

};
