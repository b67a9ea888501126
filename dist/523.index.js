export const id = 523;
export const ids = [523];
export const modules = {

/***/ 29523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   replayCommand: () => (/* binding */ replayCommand),
/* harmony export */   runReplay: () => (/* binding */ runReplay)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44245);
/* harmony import */ var _outbox_outbox_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57384);
/* harmony import */ var _outbox_delivery_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45221);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(448);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53155);
/**
 * `replay`: sends the writes an outbox holds, once each, in their original order, exactly as
 * they were built (same path under this step's API base, same body and parts), to the service
 * this step's base-url and token name. What still cannot be delivered goes into a new outbox
 * (outbox/settle.ts); a write the service refuses is reported and not kept (docs/bad-day.md).
 */








async function readInputs(env) {
    const outbox = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_3__/* .read */ .LF)(env, 'outbox');
    const runId = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_3__/* .read */ .LF)(env, 'run-id');
    if (!outbox && !runId) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('outbox', '', 'or run-id is required for replay');
    }
    if (outbox && runId) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('run-id', runId, 'cannot be given with outbox: replay one or the other');
    }
    if (runId && !/^[1-9]\d{0,19}$/.test(runId)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('run-id', runId, 'must be the number of a workflow run');
    }
    return { outbox, ...(runId ? { runId: Number(runId) } : {}) };
}
/** Sends one stored request; what the service answered. */
async function replayOne(client, r) {
    const base = { id: r.id, label: r.label };
    try {
        await client.labelled(r.label, () => client.postPayload(r.path, (0,_outbox_outbox_js__WEBPACK_IMPORTED_MODULE_4__/* .payloadOf */ .Md)(r)));
        return { ...base, outcome: 'recorded' };
    }
    catch (err) {
        if (err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .DeferredError */ ._G) {
            // Kept under its own id, so a later replay still tells it apart.
            client.outbox?.rename(err.id, r.id);
            return { ...base, outcome: 'deferred' };
        }
        if (err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && !err.stops) {
            return { ...base, outcome: 'refused', detail: err.message };
        }
        return { ...base, outcome: 'not sent', detail: (0,_outbox_delivery_js__WEBPACK_IMPORTED_MODULE_5__/* .deliveryNote */ .bz)(err) };
    }
}
/** The requests to replay: from the `outbox` path, or downloaded from run `run-id`'s artifacts. */
async function loadRequests(config) {
    if (config.runId === undefined) {
        return { requests: await (0,_outbox_outbox_js__WEBPACK_IMPORTED_MODULE_4__/* .readOutbox */ .ec)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(config.workspace, config.outbox)) };
    }
    if (!config.githubToken) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('github-token', '', 'is required to download the outbox of run-id');
    }
    const { downloadOutboxes } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(551)]).then(__webpack_require__.bind(__webpack_require__, 70551));
    const got = await downloadOutboxes({
        runId: config.runId,
        repository: config.github.repository,
        token: config.githubToken,
        base: process.env.RUNNER_TEMP || undefined
    });
    try {
        if (got.names.length === 0) {
            return { requests: [], notice: `Run ${config.runId} has no outbox artifact.` };
        }
        return { requests: await (0,_outbox_outbox_js__WEBPACK_IMPORTED_MODULE_4__/* .readOutbox */ .ec)(got.dir) };
    }
    finally {
        await got.cleanup();
    }
}
async function runReplay(config, client) {
    let loaded;
    try {
        loaded = await loadRequests(config);
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz)
            throw err;
        const failures = [`The outbox could not be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)}`];
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(replayCommand, config, { failures });
    }
    const { requests } = loaded;
    if (requests.length === 0) {
        const notices = [`${loaded.notice ?? 'The outbox holds no request.'} Nothing to replay.`];
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(replayCommand, config, { notices });
    }
    // One at a time, in the original order: a later write may depend on an earlier one.
    const replayed = [];
    for (const r of requests)
        replayed.push(await replayOne(client, r));
    const failures = replayed
        .filter((r) => r.outcome === 'refused')
        .map((r) => `${r.label} was refused: ${r.detail}`);
    const sent = replayed.filter((r) => r.outcome === 'recorded').length;
    const notices = [`Replay: ${sent} of ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_7__/* .count */ .U)(requests.length, 'write')} recorded.`];
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(replayCommand, config, { replayed, failures, notices });
}
const replayCommand = {
    name: 'replay',
    title: 'replay of the outbox',
    verdict: false,
    online: true,
    readInputs,
    run: runReplay
};


/***/ }),

/***/ 45221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ stoppedBy),
/* harmony export */   XK: () => (/* binding */ failedWrite),
/* harmony export */   bz: () => (/* binding */ deliveryNote),
/* harmony export */   hX: () => (/* binding */ undeliveredOf)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/**
 * How a write that was not recorded is told: deferred to the outbox, or stopped by a refused
 * token or a service that is down — those causes are reported once by settleDelivery, so each
 * write carries only a short note (docs/bad-day.md).
 */


/** Why `err` left a write unrecorded, when it is not a refusal of the write itself. */
function undeliveredOf(err) {
    if (err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DeferredError */ ._G)
        return 'deferred';
    if (err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NotSentError */ .SD)
        return 'stopped';
    if (err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && err.stops)
        return 'stopped';
    return undefined;
}
/** The note a write keeps: a few words for a stopped or deferred one, else the whole error. */
function deliveryNote(err) {
    if (err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DeferredError */ ._G)
        return err.message;
    const stop = err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NotSentError */ .SD ? err.because : err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD ? err : undefined;
    if (stop?.stops === 'auth')
        return `not recorded: the service refused the token (${stop.status})`;
    if (stop?.stops === 'down')
        return 'not recorded: the service is down';
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(err);
}
/** The outcome fields of a write that failed with `err`. */
function failedWrite(err) {
    const undelivered = undeliveredOf(err);
    return { error: deliveryNote(err), ...(undelivered ? { undelivered } : {}) };
}
/** Why the client sends nothing more, in a few words. */
function stoppedBy(client) {
    return client.stopped?.stops === 'auth' ? 'the service refused the token' : 'the service is down';
}


/***/ }),

/***/ 57384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Md: () => (/* binding */ payloadOf),
/* harmony export */   aO: () => (/* binding */ Outbox),
/* harmony export */   ec: () => (/* binding */ readOutbox)
/* harmony export */ });
/* unused harmony export OUTBOX_FILE */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The outbox: writes that could not be delivered (the service down), kept exactly as they
 * would have been sent — method, path under the API base, JSON body, every multipart part
 * with its bytes — so `command: replay` can send them later (docs/bad-day.md). One JSON file.
 */



/** The file name the outbox is written under (and looked for in a folder). */
const OUTBOX_FILE = 'records-outbox.json';
const FORMAT = 'records-action-outbox';
class Outbox {
    source;
    requests = [];
    constructor(source = {}) {
        this.source = source;
    }
    /** Keeps a request; returns its id. */
    add(request) {
        const id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
        const { payload, ...rest } = request;
        this.requests.push({ id, ...rest, body: storeBody(payload) });
        return id;
    }
    /** Gives a kept request back its original id (a replay's request that is deferred again). */
    rename(from, to) {
        const entry = this.requests.find((r) => r.id === from);
        if (entry)
            entry.id = to;
    }
    get size() {
        return this.requests.length;
    }
    document() {
        return {
            format: FORMAT,
            version: 1,
            created: new Date().toISOString(),
            source: this.source,
            requests: this.requests
        };
    }
    /** Writes `dir/records-outbox.json`; returns its path. */
    async write(dir) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, OUTBOX_FILE);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, JSON.stringify(this.document()), 'utf8');
        return file;
    }
}
function storeBody(payload) {
    if (payload.kind === 'json')
        return { kind: 'json', value: payload.value };
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
/** The payload a stored request was built from, bytes restored. */
function payloadOf(request) {
    const body = request.body;
    if (body.kind === 'json')
        return { kind: 'json', value: body.value };
    const files = {};
    for (const [name, f] of Object.entries(body.files)) {
        files[name] = {
            filename: f.filename,
            data: Buffer.from(f.data, 'base64'),
            ...(f.contentType ? { contentType: f.contentType } : {})
        };
    }
    return { kind: 'form', parts: { jsonFields: body.fields, files } };
}
/**
 * The requests of an outbox file, or of every outbox file under a folder (as
 * actions/download-artifact leaves them), in order. Throws naming the file that is not one.
 */
async function readOutbox(where) {
    const files = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(where)).isDirectory() ? await outboxFiles(where) : [where];
    const requests = [];
    const seen = new Set();
    for (const file of files) {
        for (const r of parseOutbox(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'), file)) {
            if (seen.has(r.id))
                continue;
            seen.add(r.id);
            requests.push(r);
        }
    }
    return requests;
}
async function outboxFiles(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { recursive: true, withFileTypes: true });
    return entries
        .filter((e) => e.isFile() && e.name === OUTBOX_FILE)
        .map((e) => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(e.parentPath, e.name))
        .sort();
}
function parseOutbox(text, file) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        throw new Error(`${file} is not an outbox: not JSON`);
    }
    const d = doc;
    if (d?.format !== FORMAT || d.version !== 1 || !Array.isArray(d.requests)) {
        throw new Error(`${file} is not an outbox of records-action (format ${FORMAT}, version 1)`);
    }
    for (const [i, r] of d.requests.entries()) {
        const ok = typeof r?.id === 'string' &&
            r.method === 'POST' &&
            Array.isArray(r.path) &&
            r.path.every((s) => typeof s === 'string' && s !== '') &&
            (r.body?.kind === 'json' || (r.body?.kind === 'form' && typeof r.body.files === 'object'));
        if (!ok)
            throw new Error(`${file}: request ${i + 1} is not a request of an outbox`);
    }
    return d.requests;
}


/***/ })

};
