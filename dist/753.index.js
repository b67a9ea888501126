export const id = 753;
export const ids = [753];
export const modules = {

/***/ 93753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   settleDelivery: () => (/* binding */ settleDelivery)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _context_github_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37212);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);
/* harmony import */ var _outbox_document_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61372);
/* harmony import */ var _outbox_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(36539);
/* harmony import */ var _outbox_receipts_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(68232);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(60361);
/**
 * After a command's writes: what the delivery adds to its result — the stop (a refused token, a
 * service that is down), what a dry run would have sent, why a preview sent nothing — and the
 * outbox, sealed with the api-token and saved as a workflow artifact when writes were deferred.
 * If it cannot be saved, nothing is pretended: the result says so, with the file's path
 * (docs/bad-day.md). Every line about it is worded in report/ from the result.
 */









/** The result with what the delivery added. */
async function settleDelivery(result, config, delivery) {
    const stop = delivery.stop;
    const outbox = delivery.deferred.length > 0 ? await saveOutbox(result, config, delivery) : undefined;
    return {
        ...result,
        warnings: outbox?.enterpriseServer
            ? [...result.warnings, enterpriseServerWarning(outbox.file ?? '')]
            : result.warnings,
        ...(config.preview && { preview: config.preview }),
        ...(stop && { stopped: { kind: stop.kind, cause: delivery.stopCause ?? (0,_gate_js__WEBPACK_IMPORTED_MODULE_8__/* .describeStop */ .Cw)(stop) } }),
        ...(delivery.dryRunRequests.length > 0 && { dryRunRequests: delivery.dryRunRequests }),
        ...(outbox && { outbox })
    };
}
function enterpriseServerWarning(file) {
    return ('On GitHub Enterprise Server this step cannot save the outbox as a workflow artifact: ' +
        `it is the file ${file} (the outbox-file output), sealed with the api-token. Keep it with ` +
        'actions/upload-artifact@v3 in a step after this one (if: always()), and replay it with ' +
        'outbox: once the service is back (README, "GitHub Enterprise Server"); the runner deletes ' +
        'the file when the job ends.');
}
/** This run, as the origin of the writes it deferred. */
function originHere(result, config) {
    const gh = config.github;
    const d = result.destination;
    return {
        repository: gh.repository,
        run: gh.runId || 'local',
        job: gh.job || 'job',
        attempt: gh.runAttempt || '1',
        written: new Date().toISOString(),
        org: d.org ?? '',
        ...(d.flow && { flow: d.flow }),
        ...(d.trail && { trail: d.trail }),
        ...(d.commit && { commit: d.commit }),
        ...(config.checkName && { checkName: config.checkName })
    };
}
/** The sealed outbox written to a file and uploaded as a workflow artifact. */
async function saveOutbox(result, config, delivery) {
    const here = originHere(result, config);
    const content = (0,_outbox_document_js__WEBPACK_IMPORTED_MODULE_5__/* .outboxContent */ .pq)(delivery.deferred, here);
    const name = (0,_outbox_receipts_js__WEBPACK_IMPORTED_MODULE_7__/* .outboxName */ .ZH)(here);
    let file;
    try {
        const base = process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir();
        file = await (0,_outbox_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOutboxFile */ .xr)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, 'records-outbox-')), content, here, config.apiToken);
        // On GitHub Enterprise Server the artifact client cannot work: the file is the outbox, for
        // the workflow's own upload step (README, "GitHub Enterprise Server").
        if ((0,_context_github_js__WEBPACK_IMPORTED_MODULE_3__/* .isEnterpriseServer */ .vh)(config.github.serverUrl))
            return { file, enterpriseServer: true };
        const saved = file;
        const { uploadFile, RETENTION_DAYS } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(551)]).then(__webpack_require__.bind(__webpack_require__, 70551));
        await delivery.around(`Saving the outbox as the workflow artifact ${name}`, () => uploadFile(name, saved));
        return { file, artifact: name, keptDays: RETENTION_DAYS };
    }
    catch (err) {
        return { error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(err), ...(file && { file }) };
    }
}


/***/ }),

/***/ 61372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ checkedContent),
/* harmony export */   Mu: () => (/* binding */ OUTBOX_FORMAT),
/* harmony export */   Zt: () => (/* binding */ MAX_OUTBOX_BYTES),
/* harmony export */   fo: () => (/* binding */ requestOf),
/* harmony export */   hh: () => (/* binding */ OUTBOX_FILE),
/* harmony export */   pq: () => (/* binding */ outboxContent),
/* harmony export */   xj: () => (/* binding */ OUTBOX_VERSION)
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
/** Version 1 was written in clear; version 2 is sealed (seal.ts). */
const OUTBOX_VERSION = 2;
/** The file name the outbox is written under (and looked for in a folder). */
const OUTBOX_FILE = 'records-outbox.json';
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
    checkName: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
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
            throw new Error(`it holds more than ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U)(MAX_OUTBOX_WRITES, 'write')}, the bound`);
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

/***/ 36539:
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
 * what a person needs to tell outboxes apart — when, which run, how many writes. Read back
 * only within the bound, opened only with the token, and checked before anything is sent.
 */






/** An outbox replay will not send anything of: why, naming it. */
class OutboxRefusedError extends Error {
    outbox;
    constructor(outbox, reason) {
        super(`The outbox ${outbox} is refused, and nothing was sent: ${reason}`);
        this.outbox = outbox;
        this.name = 'OutboxRefusedError';
    }
}
/** Writes the sealed outbox as `dir/records-outbox.json`; returns its path. */
async function writeOutboxFile(dir, content, source, token) {
    const clear = {
        format: _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FORMAT */ .Mu,
        version: _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_VERSION */ .xj,
        written: new Date().toISOString(),
        source: { ...source },
        writes: content.writes.length
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
        throw new OutboxRefusedError(name, `it is ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_5__/* .count */ .U)(size, 'byte')}, over the bound of ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_5__/* .count */ .U)(_document_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTBOX_BYTES */ .Zt, 'byte')}`);
    }
    try {
        const { clear, content } = (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .open */ .ho)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FORMAT */ .Mu, _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_VERSION */ .xj, token);
        const source = clear.source;
        const checked = (0,_document_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedContent */ .Du)(content, org);
        if (clear.writes !== checked.writes.length) {
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
/* harmony export */   ZH: () => (/* binding */ outboxName),
/* harmony export */   d1: () => (/* binding */ readFolderReceipt),
/* harmony export */   oN: () => (/* binding */ receiptName),
/* harmony export */   sj: () => (/* binding */ addReceipt)
/* harmony export */ });
/* unused harmony exports RECEIPT_FORMAT, sealReceipt, openReceipt, receiptFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3524);
/**
 * Exactly once (docs/bad-day.md): a replay keeps a receipt of every write it recorded, sealed
 * like the outbox, and the next replay of the same writes sends only what no receipt names.
 * Receipts are kept per origin (the run that first deferred the writes): beside an outbox folder
 * as `records-receipt-<run>-<job>-<attempt>.json`, and on GitHub as a workflow artifact of that
 * name on the replaying run, found again through the repository's artifact list. A receipt that
 * cannot be opened with the token (planted, altered, another token) is ignored, with a warning.
 */




const RECEIPT_FORMAT = 'records-action-receipt';
const RECEIPT_VERSION = 1;
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
/** `records-outbox-<run id>-<job>-<attempt>`, without what artifact names refuse. */
function outboxName(run) {
    return artifactSafe(`records-outbox-${run.run}-${run.job}-${run.attempt}`);
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
        origin: { ...origin },
        writes: delivered.length
    };
    return (0,_seal_js__WEBPACK_IMPORTED_MODULE_3__/* .seal */ .od)(clear, { delivered }, token);
}
/** The writes a receipt says were recorded; throws SealError when it cannot be opened. */
function openReceipt(text, token) {
    const { content } = (0,_seal_js__WEBPACK_IMPORTED_MODULE_3__/* .open */ .ho)(text, RECEIPT_FORMAT, RECEIPT_VERSION, token);
    const delivered = content?.delivered;
    if (!Array.isArray(delivered))
        throw new _seal_js__WEBPACK_IMPORTED_MODULE_3__/* .SealError */ .EM('not-ours', 'it holds no list of writes');
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
        return `The receipt ${name} was ignored: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)}.`;
    }
}
/** The receipt file of `origin` in `folder`. */
function receiptFile(folder, origin) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, `${receiptName(origin)}.json`);
}
/** Adds the receipt of `origin` kept in `folder`, if there is one. */
async function readFolderReceipt(receipts, folder, origin, token) {
    const file = receiptFile(folder, origin);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        return undefined;
    }
    return addReceipt(receipts, origin, text, file, token);
}
/** Writes the receipt of `origin` into `folder`; returns its path. */
async function writeFolderReceipt(folder, origin, delivered, token) {
    const file = receiptFile(folder, origin);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, sealReceipt(origin, delivered, token), 'utf8');
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
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Sealing (docs/bad-day.md, the outbox's threat model): a document that only the holder of the
 * api-token can open, and that nobody can alter unnoticed. AES-256-GCM under a key derived from
 * the token with HKDF-SHA-256 and a random salt per document; what stays in clear (what a person
 * needs to tell documents apart) is authenticated as the cipher's additional data. A check value
 * derived from the token with the same salt tells "sealed with another token" (a rotated token)
 * from "altered". Node's own crypto, nothing hand-rolled.
 */

const CIPHER = 'AES-256-GCM';
const KDF = 'HKDF-SHA-256';
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
function derive(token, salt, info, bytes) {
    return Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', Buffer.from(token, 'utf8'), salt, info, bytes));
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
    const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-gcm', derive(token, salt, KEY_INFO, 32), iv);
    cipher.setAAD(additionalData(clear));
    const sealed = Buffer.concat([
        cipher.update(JSON.stringify(content), 'utf8'),
        cipher.final()
    ]).toString('base64');
    const params = {
        cipher: CIPHER,
        kdf: KDF,
        salt: salt.toString('base64'),
        check: derive(token, salt, CHECK_INFO, 16).toString('base64'),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64')
    };
    return JSON.stringify({ ...clear, seal: params, sealed });
}
/**
 * Opens a sealed JSON text of `format` with `token`: its clear part and its content. Throws a
 * SealError saying which of not ours, not sealed, sealed with another token, or altered.
 */
function open(text, format, version, token) {
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
    if (clear.version !== version || !isSeal(params) || typeof sealed !== 'string') {
        throw new SealError('unsealed', `it is not sealed (a sealed ${format} is version ${version})`);
    }
    const salt = Buffer.from(params.salt, 'base64');
    const check = Buffer.from(params.check, 'base64');
    const expected = derive(token, salt, CHECK_INFO, 16);
    if (check.length !== expected.length || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(check, expected)) {
        throw new SealError('other-token', 'it was sealed with another api-token (was the token rotated since it was written?)');
    }
    try {
        const decipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createDecipheriv)('aes-256-gcm', derive(token, salt, KEY_INFO, 32), Buffer.from(params.iv, 'base64'), 
        // A shorter tag would be accepted otherwise, and is easier to forge.
        { authTagLength: 16 });
        decipher.setAAD(additionalData(clear));
        decipher.setAuthTag(Buffer.from(params.tag, 'base64'));
        const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]);
        return { clear: clear, content: JSON.parse(plain.toString('utf8')) };
    }
    catch {
        throw new SealError('altered', 'it was altered after it was sealed (its seal does not match)');
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isSeal(value) {
    if (!isRecord(value) || value.cipher !== CIPHER || value.kdf !== KDF)
        return false;
    return ['salt', 'check', 'iv', 'tag'].every((k) => typeof value[k] === 'string');
}


/***/ })

};
