export const id = 822;
export const ids = [822];
export const modules = {

/***/ 61372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ checkedContent),
/* harmony export */   Mu: () => (/* binding */ OUTBOX_FORMAT),
/* harmony export */   Zt: () => (/* binding */ MAX_OUTBOX_BYTES),
/* harmony export */   fo: () => (/* binding */ requestOf),
/* harmony export */   hh: () => (/* binding */ OUTBOX_FILE),
/* harmony export */   jH: () => (/* binding */ OUTBOX_LEGACY_VERSION),
/* harmony export */   pq: () => (/* binding */ outboxContent),
/* harmony export */   xj: () => (/* binding */ OUTBOX_VERSION),
/* harmony export */   zh: () => (/* binding */ RETENTION_DAYS)
/* harmony export */ });
/* unused harmony export MAX_OUTBOX_WRITES */
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77934);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26505);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(448);
/**
 * What an outbox holds (docs/bad-day.md): writes that could not be delivered, kept exactly as
 * they would have been sent — method, path under the API base, JSON body, every multipart part
 * with its bytes — each with the id it was given and where it was first made (its origin: the
 * run, and the commit, flow and trail it records about). This module builds that content and
 * checks what a replay may send of it; seal.ts seals it, file.ts stores it.
 */



const OUTBOX_FORMAT = 'records-action-outbox';
/**
 * Version 1 was written in clear (refused); version 2 was sealed with a fast KDF and named the
 * run's origin in clear (still opened); version 3 is sealed with scrypt (seal.ts) and keeps only
 * the format, the version, when, and the source run in clear.
 */
const OUTBOX_VERSION = 3;
/** The sealed version before this one: opened, never written. */
const OUTBOX_LEGACY_VERSION = 2;
/** The file name the outbox is written under (and looked for in a folder). */
const OUTBOX_FILE = 'records-outbox.json';
/** Days GitHub keeps an outbox and a receipt: long enough to replay after an outage. */
const RETENTION_DAYS = 30;
/** The most writes one outbox may hold (10 × the 1,000 artifacts of the largest benchmark). */
const MAX_OUTBOX_WRITES = 10_000;
/** The largest outbox file read (a JUnit attachment is at most 10 MB; 10,000 reports ≈ 30 MB). */
const MAX_OUTBOX_BYTES = 64 * 1024 * 1024;
const StoredFileSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    filename: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    contentType: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** The bytes, base64. */
    data: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
const StoredBodySchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .variant */ .Oxt('kind', [
    valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: valibot__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('json'), value: valibot__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J() }),
    valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        kind: valibot__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('form'),
        fields: valibot__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
        files: valibot__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), StoredFileSchema)
    })
]);
const StoredWriteSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .uuid */ .uRe()),
    kind: valibot__WEBPACK_IMPORTED_MODULE_1__/* .picklist */ .KIO(['artifact', 'junit', 'override']),
    label: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .maxLength */ .Ru6(1000)),
    /** Index into the outbox's origins. */
    origin: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .minValue */ .Wwf(0)),
    method: valibot__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('POST'),
    path: valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    body: StoredBodySchema,
    reason: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
const OriginSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    repository: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    run: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    job: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attempt: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    written: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    org: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    flow: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    trail: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    commit: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    checkName: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    leg: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    legSha: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    checkRun: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    step: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    jobKey: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
});
const ContentSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    origins: valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(OriginSchema),
    writes: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(StoredWriteSchema), valibot__WEBPACK_IMPORTED_MODULE_1__/* .maxLength */ .Ru6(MAX_OUTBOX_WRITES))
});
/** The content of an outbox of `entries`: those made here get `here` as their origin. */
function outboxContent(entries, here) {
    const origins = [];
    const keys = new Map();
    const indexOf = (origin) => {
        const key = JSON.stringify(origin);
        let index = keys.get(key);
        if (index === undefined) {
            index = origins.push(origin) - 1;
            keys.set(key, index);
        }
        return index;
    };
    const writes = entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        label: e.label,
        origin: indexOf(e.origin ?? here),
        method: 'POST',
        path: [...e.request.path],
        body: storeBody(e.request.payload),
        reason: e.reason
    }));
    return { origins, writes };
}
function storeBody(payload) {
    if (!payload || payload.kind === 'json')
        return { kind: 'json', value: payload?.value ?? null };
    const files = {};
    for (const [name, file] of Object.entries(payload.parts.files ?? {})) {
        if (!file)
            continue;
        files[name] = {
            filename: file.filename,
            ...(file.contentType ? { contentType: file.contentType } : {}),
            data: Buffer.from(file.data).toString('base64')
        };
    }
    return { kind: 'form', fields: payload.parts.jsonFields, files };
}
/** The request a stored write was built from, bytes restored. */
function requestOf(write) {
    const body = write.body;
    if (body.kind === 'json') {
        return { method: 'POST', path: write.path, payload: { kind: 'json', value: body.value } };
    }
    const files = {};
    for (const [name, f] of Object.entries(body.files)) {
        files[name] = {
            filename: f.filename,
            data: Buffer.from(f.data, 'base64'),
            ...(f.contentType ? { contentType: f.contentType } : {})
        };
    }
    return {
        method: 'POST',
        path: write.path,
        payload: { kind: 'form', parts: { jsonFields: body.fields, files } }
    };
}
/**
 * The content of an opened outbox, checked: its structure, its bound, and each write against
 * the three shapes a write can have and the replay step's org. Throws naming the first write
 * that is not one (docs/bad-day.md: only what an outbox can hold is ever sent).
 */
function checkedContent(content, org) {
    const parsed = valibot__WEBPACK_IMPORTED_MODULE_1__/* .safeParse */ .xLC(ContentSchema, content);
    if (!parsed.success) {
        const issue = parsed.issues[0];
        const where = valibot__WEBPACK_IMPORTED_MODULE_1__/* .getDotPath */ .BuJ(issue) ?? 'its content';
        if (issue.type === 'max_length' && where === 'writes') {
            throw new Error(`it holds more than ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(MAX_OUTBOX_WRITES, 'write')}, the bound`);
        }
        throw new Error(`it is not an outbox's content (${where}: ${issue.message})`);
    }
    const out = parsed.output;
    const ids = new Set();
    for (const [i, w] of out.writes.entries()) {
        const refuse = (why) => new Error(`write ${i + 1} (${JSON.stringify(w.label)}) ${why}`);
        if (ids.has(w.id))
            throw refuse('repeats the id of another write');
        ids.add(w.id);
        if (w.origin >= out.origins.length)
            throw refuse('names an origin the outbox does not have');
        const shape = (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .writeShapeOf */ .Sq)(requestOf(w));
        if ('problem' in shape)
            throw refuse(`is not a write this action makes: ${shape.problem}`);
        if (shape.kind !== w.kind)
            throw refuse(`says it is a ${w.kind} write but is a ${shape.kind}`);
        if (shape.org !== org) {
            throw refuse(`is for the org '${shape.org}', not for '${org}', the org of this step`);
        }
    }
    return out;
}


/***/ }),

/***/ 60955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ openOutboxFile),
/* harmony export */   RR: () => (/* binding */ outboxFiles),
/* harmony export */   UI: () => (/* binding */ OutboxRefusedError),
/* harmony export */   xr: () => (/* binding */ writeOutboxFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(448);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61372);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3524);
/**
 * An outbox as a file: its content sealed with the api-token (seal.ts), with in clear only
 * what a person needs to tell outboxes apart — its format and version, when, and which run
 * (repository, run, job, attempt); the writes and their origins (org, flow, trail, commit,
 * check name) are inside the seal. Read back only within the bound, opened only with the token,
 * and checked before anything is sent.
 */






/** An outbox replay will not send anything of: why, naming it. */
class OutboxRefusedError extends Error {
    outbox;
    constructor(outbox, reason) {
        // `outbox` is a path, or `the artifact records-outbox-… of run 42`: the outbox is in it.
        const which = /^the artifact /.test(outbox) ? `in ${outbox}` : outbox;
        super(`The outbox ${which} is refused, and nothing was sent: ${reason}`);
        this.outbox = outbox;
        this.name = 'OutboxRefusedError';
    }
}
/** Writes the sealed outbox as `dir/records-outbox.json`; returns its path. */
async function writeOutboxFile(dir, content, source, token) {
    // Only the run: the caller may hand a whole origin (org, flow, trail …), which stays sealed.
    const { repository, run, job, attempt } = source;
    const clear = {
        format: _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FORMAT */ .Mu,
        version: _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_VERSION */ .xj,
        written: new Date().toISOString(),
        source: { repository, run, job, attempt }
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FILE */ .hh);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .seal */ .od)(clear, content, token), 'utf8');
    return file;
}
/** Every outbox file at `where`: the file itself, or each `records-outbox.json` in the folder. */
async function outboxFiles(where) {
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(where)).isDirectory())
        return [where];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(where, { recursive: true, withFileTypes: true });
    return entries
        .filter((e) => e.isFile() && e.name === _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FILE */ .hh)
        .map((e) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(e.parentPath, e.name))
        .sort();
}
/**
 * Opens one outbox file with `token` and checks it for `org`; throws OutboxRefusedError naming
 * `name` and saying why: too large, not an outbox, not sealed, sealed with another token,
 * altered, or holding what an outbox cannot hold.
 */
async function openOutboxFile(file, name, token, org) {
    const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).size;
    if (size > _document_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTBOX_BYTES */ .Zt) {
        throw new OutboxRefusedError(name, `it is ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_5__/* .count */ .U9)(size, 'byte')}, over the bound of ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_5__/* .count */ .U9)(_document_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTBOX_BYTES */ .Zt, 'byte')}`);
    }
    try {
        const { clear, content } = (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .open */ .ho)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FORMAT */ .Mu, _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_VERSION */ .xj, token, _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_LEGACY_VERSION */ .jH);
        const source = clear.source;
        const checked = (0,_document_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedContent */ .Du)(content, org);
        // Version 2 said in clear how many writes it holds (authenticated, so this is a check).
        if (clear.writes !== undefined && clear.writes !== checked.writes.length) {
            throw new Error(`it says it holds ${String(clear.writes)} writes but holds ${checked.writes.length}`);
        }
        return {
            name,
            written: String(clear.written),
            source: {
                repository: String(source?.repository ?? ''),
                run: String(source?.run ?? ''),
                job: String(source?.job ?? ''),
                attempt: String(source?.attempt ?? '')
            },
            content: checked
        };
    }
    catch (err) {
        throw new OutboxRefusedError(name, (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err));
    }
}


/***/ }),

/***/ 68232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Os: () => (/* binding */ writeFolderReceipt),
/* harmony export */   W4: () => (/* binding */ Receipts),
/* harmony export */   X_: () => (/* binding */ receiptArtifactNames),
/* harmony export */   ZH: () => (/* binding */ outboxName),
/* harmony export */   cs: () => (/* binding */ MAX_RECEIPT_BYTES),
/* harmony export */   eX: () => (/* binding */ workflowReceiptsName),
/* harmony export */   o4: () => (/* binding */ stepArtifactName),
/* harmony export */   oN: () => (/* binding */ receiptName),
/* harmony export */   sj: () => (/* binding */ addReceipt)
/* harmony export */ });
/* unused harmony exports RECEIPT_FORMAT, MAX_OUTBOX_NAME_BYTES, sealReceipt, openReceipt, receiptFile, readFolderReceipt */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3524);
/**
 * Exactly once (docs/bad-day.md): a replay keeps a receipt of every write it recorded, sealed
 * like the outbox, and the next replay of the same writes sends only what no receipt names.
 * Receipts are kept per origin (the run that first deferred the writes): beside an outbox folder
 * as `records-receipt-<run>-<job>-<attempt>.json`, and on GitHub as a workflow artifact of that
 * name on the replaying run, found again through the repository's artifact list. A receipt that
 * cannot be opened with the token (planted, altered, another token) is ignored, with a warning.
 */






const RECEIPT_FORMAT = 'records-action-receipt';
/** Version 1 was sealed with a fast KDF (still opened); version 2 with scrypt (seal.ts). */
const RECEIPT_VERSION = 2;
const RECEIPT_LEGACY_VERSION = 1;
/**
 * The most bytes a receipt may take, in a folder or as an artifact (zipped, and extracted): a
 * receipt holds ids, ≈ 150 bytes each, and one read in full is an attacker's to size.
 */
const MAX_RECEIPT_BYTES = 1024 * 1024;
/** What every receipt found says: by origin, the writes recorded and when. */
class Receipts {
    byRun = new Map();
    /** That write `d.id` of `origin` was recorded (the first word on it is kept). */
    add(origin, d) {
        const key = runKey(origin);
        const known = this.byRun.get(key) ?? new Map();
        this.byRun.set(key, known);
        if (!known.has(d.id))
            known.set(d.id, d);
    }
    find(origin, id) {
        return this.byRun.get(runKey(origin))?.get(id);
    }
    /** Everything known of `origin`, for its next receipt. */
    all(origin) {
        return [...(this.byRun.get(runKey(origin))?.values() ?? [])];
    }
}
const runKey = (r) => JSON.stringify([r.repository, r.run, r.job, r.attempt]);
/** `records-receipt-<run>-<job>-<attempt>` of the origin, without what artifact names refuse. */
function receiptName(origin) {
    return artifactSafe(`records-receipt-${origin.run}-${origin.job}-${origin.attempt}`);
}
/**
 * The two artifact names a replaying run keeps its receipt of `origin` under, one after the
 * other (receipt-keeper.ts): the successor is stored under the one the latest is not under
 * before the latest is deleted. The second ends in `-next`, which no first name does (those
 * end in the attempt's number), so no origin's names meet another's. Each holds the file
 * `receiptName(origin).json`.
 */
function receiptArtifactNames(origin) {
    const name = receiptName(origin);
    return [name, `${name}-next`];
}
/**
 * `records-receipts-<run>`: where the replaying step cannot upload an artifact and the workflow
 * keeps it (context/runner.ts), the artifact holding its receipt files for the origins of build
 * run `origin.run` (the receipt-artifact output), under which a later replay finds them.
 */
function workflowReceiptsName(origin) {
    return artifactSafe(`records-receipts-${origin.run}`);
}
/**
 * The most UTF-8 bytes of an outbox's artifact name. GitHub states no bound, but a download
 * makes a folder of the name (`gh run download`, actions/download-artifact), and file systems
 * name a folder in at most 255 bytes.
 */
const MAX_OUTBOX_NAME_BYTES = 200;
/**
 * `records-outbox-<run id>-<job>-<attempt>-<leg>-<step>` (leg and step when known), without
 * what artifact names refuse, at most MAX_OUTBOX_NAME_BYTES: an artifact name is unique in a
 * run, and every step of every leg keeps its own outbox. `nth` > 1 is the name a step tries
 * when the one before was taken (`-2`, `-3`, …). Replay finds them all by the prefix
 * `records-outbox-<run id>-`, which the run id (digits) keeps.
 */
function outboxName(at, nth = 1) {
    const parts = [at.job, at.attempt, at.leg, at.step].filter((p) => Boolean(p));
    return stepArtifactName(`records-outbox-${at.run}-${parts.join('-')}`, nth > 1 ? `-${nth}` : '');
}
/**
 * `name` + `suffix` without what artifact names refuse, at most MAX_OUTBOX_NAME_BYTES: past
 * it, `name` is cut and ends with 12 hex digits of its SHA-256, so names cut alike still differ.
 * The names of a step's own artifacts (its outbox, its leg's presence record) are made here.
 */
function stepArtifactName(whole, suffix = '') {
    const name = artifactSafe(whole);
    if (Buffer.byteLength(name + suffix) <= MAX_OUTBOX_NAME_BYTES)
        return name + suffix;
    // Cut, and told apart from other cut names by a digest of the whole.
    const digest = `-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, 12)}`;
    return `${cutUtf8(name, MAX_OUTBOX_NAME_BYTES - digest.length - suffix.length)}${digest}${suffix}`;
}
/** The longest prefix of `s` of at most `maxBytes` UTF-8 bytes, whole characters only. */
function cutUtf8(s, maxBytes) {
    let out = '';
    let bytes = 0;
    for (const ch of s) {
        bytes += Buffer.byteLength(ch);
        if (bytes > maxBytes)
            break;
        out += ch;
    }
    return out;
}
function artifactSafe(name) {
    return name.replace(/[":<>|*?\\/\r\n\s]+/g, '_');
}
/** The receipt of `delivered` writes of `origin`, sealed with `token`. */
function sealReceipt(origin, delivered, token) {
    const clear = {
        format: RECEIPT_FORMAT,
        version: RECEIPT_VERSION,
        written: new Date().toISOString(),
        origin: { ...origin }
    };
    return (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .seal */ .od)(clear, { delivered }, token);
}
/** The writes a receipt says were recorded; throws SealError when it cannot be opened. */
function openReceipt(text, token) {
    const { content } = (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .open */ .ho)(text, RECEIPT_FORMAT, RECEIPT_VERSION, token, RECEIPT_LEGACY_VERSION);
    const delivered = content?.delivered;
    if (!Array.isArray(delivered))
        throw new _seal_js__WEBPACK_IMPORTED_MODULE_4__/* .SealError */ .EM('not-ours', 'it holds no list of writes');
    return delivered.filter((d) => typeof d?.id === 'string' && typeof d.at === 'string' && typeof d.by === 'object');
}
/**
 * Adds what the receipt text of `origin` says to `receipts`; returns a warning naming `name`
 * when it cannot be opened (it is then ignored: a receipt can only make a replay send less).
 */
function addReceipt(receipts, origin, text, name, token) {
    try {
        for (const d of openReceipt(text, token))
            receipts.add(origin, d);
        return undefined;
    }
    catch (err) {
        return `The receipt ${name} was ignored: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err)}.`;
    }
}
/** The receipt file of `origin` in `folder`. */
function receiptFile(folder, origin) {
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, `${receiptName(origin)}.json`);
}
/** Adds the receipt of `origin` kept in `folder`, if there is one. */
async function readFolderReceipt(receipts, folder, origin, token) {
    const file = receiptFile(folder, origin);
    let text;
    try {
        const { size } = await stat(file);
        if (size > MAX_RECEIPT_BYTES) {
            return `The receipt ${file} was ignored: it is ${count(size, 'byte')}, over the bound of ${count(MAX_RECEIPT_BYTES, 'byte')}.`;
        }
        text = await readFile(file, 'utf8');
    }
    catch {
        return undefined;
    }
    return addReceipt(receipts, origin, text, file, token);
}
/**
 * Writes the receipt of `origin` into `folder`; returns its path. Written whole under another
 * name first, then renamed over the earlier receipt (one step on POSIX file systems): a step
 * killed while writing leaves the earlier receipt, never half a file.
 */
async function writeFolderReceipt(folder, origin, delivered, token) {
    const file = receiptFile(folder, origin);
    const partial = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}.partial`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(partial, sealReceipt(origin, delivered, token), 'utf8');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(partial, file);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(partial, { force: true });
    }
    return file;
}


/***/ }),

/***/ 3524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ SealError),
/* harmony export */   ho: () => (/* binding */ open),
/* harmony export */   od: () => (/* binding */ seal)
/* harmony export */ });
/* unused harmony export SCRYPT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Sealing (docs/bad-day.md, the outbox's threat model): a document that only the holder of the
 * api-token can open, and that nobody can alter unnoticed. AES-256-GCM under a key derived from
 * the token with scrypt, a deliberately slow KDF (≈ 100 ms and 32 MiB per derivation), and a
 * random salt per document; what stays in clear (what a person needs to tell documents apart) is
 * authenticated as the cipher's additional data. A check value derived with the key tells
 * "sealed with another token" (a rotated token) from "altered"; because it comes out of the same
 * scrypt, an offline guess at the token from a published document costs what the derivation
 * costs. One derivation per document sealed or opened. Node's own crypto, nothing hand-rolled.
 * Documents sealed before (HKDF-SHA-256, fast) are still opened, never written.
 */

const CIPHER = 'AES-256-GCM';
const KDF = 'scrypt';
/**
 * scrypt's cost: N = 2^15, r = 8, p = 1 takes 128·N·r = 32 MiB and ≈ 100 ms on one core of a
 * runner (RFC 7914's interactive-login figure); an attacker pays as much for every guess.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
/** Node refuses scrypt past `maxmem` (32 MiB by default, just under what N·r asks). */
const SCRYPT_MAXMEM = 64 * 1024 * 1024;
/** The earlier seal's KDF: opened for documents written before, never used to seal. */
const LEGACY_KDF = 'HKDF-SHA-256';
const KEY_INFO = 'records-action seal: AES-256-GCM key';
const CHECK_INFO = 'records-action seal: token check';
class SealError extends Error {
    problem;
    constructor(problem, message) {
        super(message);
        this.problem = problem;
        this.name = 'SealError';
    }
}
/** The key and the check value of `token` under `salt`: one derivation. */
function derive(token, salt, kdf) {
    const secret = Buffer.from(token, 'utf8');
    if (kdf === LEGACY_KDF) {
        const hkdf = (info, bytes) => Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', secret, salt, info, bytes));
        return { key: hkdf(KEY_INFO, 32), check: hkdf(CHECK_INFO, 16) };
    }
    const both = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.scryptSync)(secret, salt, 48, { ...SCRYPT, maxmem: SCRYPT_MAXMEM });
    return { key: both.subarray(0, 32), check: both.subarray(32) };
}
/** The clear part as the cipher authenticates it: its keys in order, so any change shows. */
function additionalData(clear) {
    const sorted = Object.fromEntries(Object.entries(clear).sort(([a], [b]) => (a < b ? -1 : 1)));
    return Buffer.from(JSON.stringify(sorted), 'utf8');
}
/** `content` sealed under `token`, with `clear` readable by anyone: a JSON text. */
function seal(clear, content, token) {
    const salt = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32);
    const iv = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12);
    const { key, check } = derive(token, salt, KDF);
    const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-gcm', key, iv);
    cipher.setAAD(additionalData(clear));
    const sealed = Buffer.concat([
        cipher.update(JSON.stringify(content), 'utf8'),
        cipher.final()
    ]).toString('base64');
    const params = {
        cipher: CIPHER,
        kdf: KDF,
        cost: { ...SCRYPT },
        salt: salt.toString('base64'),
        check: check.toString('base64'),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64')
    };
    return JSON.stringify({ ...clear, seal: params, sealed });
}
/**
 * Opens a sealed JSON text of `format` with `token`: its clear part and its content. A document
 * of `version` must be sealed with scrypt at SCRYPT's cost; one of `legacyVersion` (written
 * before the seal was slowed) with HKDF. Throws a SealError saying which of not ours, not
 * sealed, sealed with another token, or altered.
 */
function open(text, format, version, token, legacyVersion) {
    const { clear, params, sealed } = sealedParts(text, format, version, legacyVersion);
    const salt = Buffer.from(params.salt, 'base64');
    const check = Buffer.from(params.check, 'base64');
    const derived = derive(token, salt, params.kdf);
    if (check.length !== derived.check.length || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(check, derived.check)) {
        throw new SealError('other-token', 'it was sealed with another api-token (was the token rotated since it was written?)');
    }
    const altered = new SealError('altered', 'it was altered after it was sealed (its seal does not match)');
    const tag = Buffer.from(params.tag, 'base64');
    // A shorter tag is easier to forge: only the full 16 bytes are accepted.
    if (tag.length !== 16)
        throw altered;
    try {
        const decipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createDecipheriv)('aes-256-gcm', derived.key, Buffer.from(params.iv, 'base64'), {
            authTagLength: 16
        });
        decipher.setAAD(additionalData(clear));
        decipher.setAuthTag(tag);
        const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]);
        return { clear, content: JSON.parse(plain.toString('utf8')) };
    }
    catch {
        throw altered;
    }
}
/** The clear part, the seal's parameters and the sealed text of a document, or why not. */
function sealedParts(text, format, version, legacyVersion) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        throw new SealError('not-ours', 'it is not JSON');
    }
    if (!isRecord(doc) || doc.format !== format) {
        throw new SealError('not-ours', `it is not a ${format} document`);
    }
    const { seal: params, sealed, ...clear } = doc;
    const kdf = clear.version === version ? KDF : clear.version === legacyVersion ? LEGACY_KDF : undefined;
    if (kdf === KDF && isRecord(params) && params.kdf === KDF && !atOurCost(params)) {
        const { N, r, p } = SCRYPT;
        throw new SealError('unsealed', `its seal is not scrypt at N=${N}, r=${r}, p=${p}, the only cost opened`);
    }
    if (kdf === undefined || !isSeal(params, kdf) || typeof sealed !== 'string') {
        throw new SealError('unsealed', `it is not sealed (a sealed ${format} is version ${version})`);
    }
    return { clear: clear, params, sealed };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Seal parameters of `kdf`; scrypt's only at SCRYPT's cost (a document sets no cost of its own). */
function isSeal(value, kdf) {
    if (!isRecord(value) || value.cipher !== CIPHER || value.kdf !== kdf)
        return false;
    if (kdf === KDF && !atOurCost(value))
        return false;
    return ['salt', 'check', 'iv', 'tag'].every((k) => typeof value[k] === 'string');
}
/** Whether seal parameters state SCRYPT's cost, exactly. */
function atOurCost(params) {
    const cost = params.cost;
    return isRecord(cost) && Object.entries(SCRYPT).every(([k, v]) => cost[k] === v);
}


/***/ })

};
