export const id = 463;
export const ids = [463];
export const modules = {

/***/ 96463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
;// CONCATENATED MODULE: ./src/version.ts
/**
 * The version sent in the User-Agent header. package.json is its one source: the bundler
 * inlines it when dist/ is built, so a release changes it in one place (script/release).
 */

const USER_AGENT = `records-action/${package_namespaceObject.rE}`;

// EXTERNAL MODULE: ./src/outbox/outbox.ts
var outbox = __webpack_require__(57384);
// EXTERNAL MODULE: ./src/api/client.ts + 1 modules
var client = __webpack_require__(47866);
// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __webpack_require__(91451);
;// CONCATENATED MODULE: ./src/api/create.ts
/** The records client of a run. */




function createClient(service, events) {
    const gh = service.github;
    const source = gh
        ? { repository: gh.repository, run: gh.runId, job: gh.job, attempt: gh.runAttempt }
        : {};
    return new client/* RecordsClient */.cO({
        baseUrl: service.baseUrl,
        // A dry run may have no token: nothing is sent.
        token: service.apiToken || rules/* DRY_RUN_TOKEN */.MQ,
        tokenSource: service.apiTokenFrom,
        maxRetries: service.maxRetries,
        timeoutSeconds: service.timeoutSeconds,
        dryRun: service.dryRun,
        userAgent: USER_AGENT,
        // With `on-service-down: defer`, what cannot be delivered waits in the outbox.
        outbox: service.onServiceDown === 'defer' && !service.dryRun ? new outbox/* Outbox */.aO(source) : undefined,
        ...events
    });
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
