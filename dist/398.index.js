export const id = 398;
export const ids = [398];
export const modules = {

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

/***/ 84398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   leavePresence: () => (/* binding */ leavePresence)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _context_github_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37212);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _fingerprint_file_digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9437);
/* harmony import */ var _util_byte_strings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98211);
/* harmony import */ var _presence_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(88300);
/**
 * This leg's presence record, left after its records step's writes (docs/matrix-builds.md): in
 * a matrix leg whose JUnit attestation is in the service, or in an outbox that was saved, a
 * record of the leg — its place, its matrix values, what it attested, its counts and its
 * reports' digests — sealed with the api-token and saved as a workflow artifact of the run.
 * Nothing is left where nothing was attested (a dry run, a refused attestation): that leg is
 * missing, which is what it is.
 */







/** The leg's record saved, or why not; undefined when this step leaves none. */
async function leavePresence(result, settings, around) {
    const record = await presenceOf(result, settings);
    if (!record)
        return undefined;
    const name = (0,_presence_js__WEBPACK_IMPORTED_MODULE_6__/* .presenceName */ .Hk)(record);
    let dir;
    try {
        dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(settings.runner.temp, 'records-leg-'));
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'records-leg.json');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, (0,_presence_js__WEBPACK_IMPORTED_MODULE_6__/* .sealPresence */ .ZU)(record, settings.apiToken, new Date().toISOString()));
        const { uploadUnderFreeName } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
        const saved = await uploadUnderFreeName((nth) => (0,_presence_js__WEBPACK_IMPORTED_MODULE_6__/* .presenceName */ .Hk)(record, nth), file, (taken, upload) => around(`Saving this leg's presence record as the workflow artifact ${taken}`, upload));
        return { artifact: saved };
    }
    catch (err) {
        return { artifact: name, error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err) };
    }
    finally {
        if (dir)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
/** The record this step leaves, or undefined when it leaves none. */
async function presenceOf(result, settings) {
    const junit = result.junit;
    const { matrixLeg, strategy } = settings;
    if (!junit || !matrixLeg || settings.runner.cannotSaveArtifacts)
        return undefined;
    const write = result.writes.find((w) => w.id === junit.writeId);
    const saved = write?.state === 'deferred' && result.outbox?.artifact && !result.outbox.error;
    if (write?.state !== 'recorded' && !saved)
        return undefined;
    const d = result.destination;
    const { github } = settings;
    return {
        run: (0,_context_github_js__WEBPACK_IMPORTED_MODULE_2__/* .thisRun */ .os)(github),
        ...(github.action && { step: github.action }),
        leg: {
            ...(strategy && { index: strategy.jobIndex, total: strategy.jobTotal }),
            matrix: matrixLeg
        },
        org: d.org ?? '',
        flow: d.flow ?? '',
        trail: d.trail ?? '',
        ...(d.commit && { commit: d.commit }),
        attestation: junit.attestationName ?? '',
        write: write?.state === 'recorded' ? 'recorded' : 'deferred',
        counts: {
            total: junit.totals.total,
            failures: junit.totals.failures,
            errors: junit.totals.errors,
            skipped: junit.totals.skipped
        },
        ...(await reportDigests(junit.reportPaths ?? [], junit.files))
    };
}
/** Each report's path as shown and its SHA-256, at most MAX_REPORT_DIGESTS; the rest counted. */
async function reportDigests(paths, shown) {
    const kept = paths.slice(0, _presence_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPORT_DIGESTS */ .qv);
    const reports = [];
    for (const [i, p] of kept.entries()) {
        const name = shown[i] ?? p;
        // A report read a moment ago and gone now is not the leg's evidence: its digest says so.
        const sha256 = await (0,_fingerprint_file_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .fileSha256 */ .sN)((0,_util_byte_strings_js__WEBPACK_IMPORTED_MODULE_5__/* .byteStringToBuffer */ .JY)(p), name).catch(() => 'unreadable');
        reports.push({ path: name, sha256 });
    }
    return { reports, reportsOmitted: paths.length - kept.length };
}


/***/ }),

/***/ 88300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ presenceName),
/* harmony export */   Oy: () => (/* binding */ openPresence),
/* harmony export */   TY: () => (/* binding */ MAX_PRESENCE_BYTES),
/* harmony export */   ZU: () => (/* binding */ sealPresence),
/* harmony export */   qv: () => (/* binding */ MAX_REPORT_DIGESTS),
/* harmony export */   wN: () => (/* binding */ presencePrefix)
/* harmony export */ });
/* unused harmony export PRESENCE_FORMAT */
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77934);
/* harmony import */ var _outbox_receipts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68232);
/* harmony import */ var _outbox_seal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3524);
/**
 * A presence record (docs/matrix-builds.md, "Every leg accounted for"): what one matrix leg's
 * records step leaves in the run to say that it ran and what it attested — sealed with the
 * api-token as the outbox is (outbox/seal.ts), so that a record nobody holding the token wrote
 * is never believed. This module builds, names, seals and opens it; leave.ts saves one, read.ts
 * finds a run's.
 */



const PRESENCE_FORMAT = 'records-action-leg';
const PRESENCE_VERSION = 1;
/** The name every presence record of run `<id>` starts with: `records-leg-<id>-`. */
const presencePrefix = (runId) => `records-leg-${runId}-`;
/** The most bytes a record may take, zipped or extracted: a few KB of counts and digests. */
const MAX_PRESENCE_BYTES = 1024 * 1024;
/** The most report digests a record holds; the rest are counted (`reportsOmitted`). */
const MAX_REPORT_DIGESTS = 1000;
const CountsSchema = valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    total: valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    failures: valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    errors: valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    skipped: valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
});
const PresenceSchema = valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    run: valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ repository: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), run: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), job: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), attempt: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    step: valibot__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    leg: valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        /** `strategy.job-index`: the leg's place in its matrix, from 0. */
        index: valibot__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .minValue */ .Wwf(0))),
        /** `strategy.job-total`. */
        total: valibot__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .minValue */ .Wwf(1))),
        matrix: valibot__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())
    }),
    org: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    flow: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    trail: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    commit: valibot__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    attestation: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** What became of the leg's attestation: in the service, or in its saved outbox. */
    write: valibot__WEBPACK_IMPORTED_MODULE_2__/* .picklist */ .KIO(['recorded', 'deferred']),
    counts: CountsSchema,
    reports: valibot__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), sha256: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })), valibot__WEBPACK_IMPORTED_MODULE_2__/* .maxLength */ .Ru6(MAX_REPORT_DIGESTS)),
    reportsOmitted: valibot__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .minValue */ .Wwf(0))
});
/**
 * `records-leg-<run id>-<job>-<attempt>-<job-index>-<step>`: one per leg and step of a run;
 * `nth` > 1 is the name tried when the one before was taken (`-2`, `-3`, …).
 */
function presenceName(record, nth = 1) {
    const { run, job, attempt } = record.run;
    const parts = [job, attempt, record.leg.index, record.step].filter((p) => p !== undefined);
    return (0,_outbox_receipts_js__WEBPACK_IMPORTED_MODULE_0__/* .stepArtifactName */ .o4)(`${presencePrefix(run)}${parts.join('-')}`, nth > 1 ? `-${nth}` : '');
}
/** The record sealed with `token`: in clear only the format, version, when, and the run. */
function sealPresence(record, token, written) {
    const clear = { format: PRESENCE_FORMAT, version: PRESENCE_VERSION, written, run: record.run };
    return (0,_outbox_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .seal */ .od)(clear, record, token);
}
/**
 * The record a text holds, opened with `token` and checked; throws a SealError (not ours,
 * unsealed, another token, altered) or an Error naming what is not a record's.
 */
function openPresence(text, token, name) {
    const { clear, content } = (0,_outbox_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)(text, PRESENCE_FORMAT, PRESENCE_VERSION, token);
    const parsed = valibot__WEBPACK_IMPORTED_MODULE_2__/* .safeParse */ .xLC(PresenceSchema, content);
    if (!parsed.success) {
        const where = valibot__WEBPACK_IMPORTED_MODULE_2__/* .getDotPath */ .BuJ(parsed.issues[0]) ?? 'its content';
        throw new _outbox_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .SealError */ .EM('not-ours', `it is not a presence record (${where}: ${parsed.issues[0].message})`);
    }
    const written = typeof clear.written === 'string' ? clear.written : '';
    return { record: parsed.output, written, name };
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
