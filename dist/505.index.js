export const id = 505;
export const ids = [505];
export const modules = {

/***/ 7866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hD: () => (/* reexport */ errors/* ApiError */.hD),
  cO: () => (/* binding */ RecordsClient),
  Rq: () => (/* binding */ receivedText)
});

// UNUSED EXPORTS: DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_SECONDS, MAX_ERROR_BODY_BYTES, MAX_RESPONSE_BYTES, parseRetryAfter, retryDelay, statusLine

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/util/secrets.ts
var secrets = __webpack_require__(4537);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
;// CONCATENATED MODULE: ./src/api/multipart.ts
async function encodeForm(parts) {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts.jsonFields)) {
        // A plain string part without its own Content-Type, as the CLI sends data_json.
        form.append(name, JSON.stringify(value));
    }
    for (const [name, file] of Object.entries(parts.files ?? {})) {
        if (!file)
            continue;
        const type = file.contentType ?? 'application/octet-stream';
        form.append(name, new Blob([file.data], { type }), file.filename);
    }
    const response = new Response(form);
    const contentType = response.headers.get('content-type');
    if (!contentType)
        throw new Error('FormData encoding produced no content type');
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType };
}
/** The dry-run description of a form, in the CLI's words (docs/compatibility.md §12.7). */
function describeForm(parts) {
    const lines = [];
    for (const [name, value] of Object.entries(parts.jsonFields)) {
        lines.push(`Field: ${name}, Value: ${JSON.stringify(value, null, 4)}`);
    }
    for (const [name, file] of Object.entries(parts.files ?? {})) {
        if (!file)
            continue;
        lines.push(`File: ${name}, Filename: ${file.filename}, Size: ${file.data.byteLength} bytes`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/api/client.ts
/**
 * The records service's HTTP transport: auth, retries with backoff, a timeout per attempt,
 * errors that carry the service's message, and dry-run. Built on @actions/http-client so the
 * runner's HTTPS_PROXY / HTTP_PROXY / NO_PROXY settings apply. Behaviour follows the CLI
 * (docs/compatibility.md §12) plus this project's additions (§15 points 7-8).
 *
 * It prints nothing: what a caller may want to show (a dry-run request, a failed attempt about
 * to be retried) is handed to the option callbacks as it happens. Its options are trusted:
 * config.ts has validated base-url, max-retries, timeout-seconds and the token.
 */




const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_TIMEOUT_SECONDS = 60;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 30_000;
const JITTER = 0.2;
/** A Retry-After longer than this is cut short: one step must not stall for hours. */
const RETRY_AFTER_CAP_MS = 300_000;
const RETRYABLE_STATUS = (s) => s === 429 || s === 409 || (s >= 500 && s !== 501);
/** Transport errors that a retry cannot fix (the CLI gives up on these too, §12.2). */
const FATAL_ERROR_CODES = new Set([
    'ERR_INVALID_URL',
    'ERR_INVALID_CHAR',
    'ERR_INVALID_HTTP_TOKEN',
    'ERR_UNESCAPED_CHARACTERS',
    'ERR_INVALID_PROTOCOL',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'ERR_RESPONSE_TOO_LARGE'
]);
const defaultSleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The body text each parsed GET answer came from (outputs such as search-result are "as received"). */
const receivedTexts = new WeakMap();
/** The text a value returned by getJson was parsed from; undefined for anything else. */
function receivedText(value) {
    return typeof value === 'object' && value !== null ? receivedTexts.get(value) : undefined;
}
class RecordsClient {
    baseUrl;
    dryRun;
    maxRetries;
    timeoutSeconds;
    token;
    userAgent;
    sleep;
    onDryRun;
    onRetry;
    onSuccess;
    constructor(options) {
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.token = options.token;
        this.dryRun = options.dryRun ?? false;
        this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
        this.timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
        this.userAgent = options.userAgent ?? 'records-action';
        this.sleep = options.sleep ?? defaultSleep;
        this.onDryRun = options.onDryRun;
        this.onRetry = options.onRetry;
        this.onSuccess = options.onSuccess;
    }
    /** `{baseUrl}/seg1/seg2?query`, each segment percent-encoded; absent query values left out. */
    url(segments, query = {}) {
        const path = segments.map(encodeSegment).join('/');
        const params = new URLSearchParams();
        for (const key of Object.keys(query).sort()) {
            const value = query[key];
            if (value !== undefined)
                params.append(key, String(value));
        }
        const search = params.toString();
        return `${this.baseUrl}/${path}${search ? `?${search}` : ''}`;
    }
    /** GET a JSON body. In dry-run nothing is sent and the result is undefined. */
    async getJson(segments, query) {
        const url = this.url(segments, query);
        if (this.dryRun) {
            this.onDryRun?.({ method: 'GET', url: this.clean(url) });
            return undefined;
        }
        const { response, attempts } = await this.send('GET', url);
        try {
            const parsed = JSON.parse(response.text);
            if (typeof parsed === 'object' && parsed !== null)
                receivedTexts.set(parsed, response.text);
            return parsed;
        }
        catch {
            throw new errors/* ApiError */.hD({
                method: 'GET',
                url,
                attempts,
                status: response.status,
                reason: `the service answered ${response.status} with a body that is not JSON: ${(0,errors/* snippet */.UA)(this.clean(response.text.slice(0, SNIPPET_SOURCE_CHARS)))}`
            });
        }
    }
    /** POST a JSON body; returns the parsed answer (or its text if not JSON), undefined in dry-run. */
    async postJson(segments, body) {
        return this.post(this.url(segments), { kind: 'json', value: body });
    }
    /** POST multipart/form-data; returns like postJson. */
    async postForm(segments, parts) {
        return this.post(this.url(segments), { kind: 'form', parts });
    }
    async post(url, payload) {
        if (this.dryRun) {
            const body = payload.kind === 'json'
                ? JSON.stringify(payload.value, null, 4)
                : describeForm(payload.parts).join('\n');
            this.onDryRun?.({ method: 'POST', url: this.clean(url), body: this.clean(body) });
            return undefined;
        }
        const { response } = await this.send('POST', url, await encodePayload(payload));
        try {
            return JSON.parse(response.text);
        }
        catch {
            return response.text;
        }
    }
    /** Sends with retries until 200/201, or throws the ApiError of the last attempt. */
    async send(method, url, body) {
        const attempts = this.maxRetries + 1;
        for (let attempt = 1;; attempt++) {
            const outcome = await this.attempt(method, url, body);
            if ('response' in outcome && isSuccess(outcome.response.status)) {
                this.onSuccess?.({ method, url, status: outcome.response.status, attempt });
                return { response: outcome.response, attempts: attempt };
            }
            const retryable = 'response' in outcome
                ? RETRYABLE_STATUS(outcome.response.status)
                : outcome.failure.retryable;
            if (!retryable || attempt >= attempts)
                throw this.failure(method, url, attempt, outcome);
            const delay = retryDelay(attempt - 1, 'response' in outcome ? outcome.response : undefined);
            this.onRetry?.({
                method,
                url,
                attempt,
                maxAttempts: attempts,
                ...('response' in outcome
                    ? { status: outcome.response.status, ...this.retryMessage(outcome.response) }
                    : { error: this.clean(outcome.failure.cause) }),
                waitMs: delay
            });
            await this.sleep(delay);
        }
    }
    failure(method, url, attempts, outcome) {
        if ('failure' in outcome) {
            return new errors/* ApiError */.hD({ method, url, attempts, cause: this.clean(outcome.failure.cause) });
        }
        const { status, headers, text, unread } = outcome.response;
        // Redacted before anything cuts it: a cut must not leave part of the token behind.
        const parsed = (0,errors/* parseErrorBody */.kW)(this.clean(text), unread);
        let serverMessage = parsed.serverMessage;
        if (status >= 300 && status < 400 && typeof headers.location === 'string') {
            // Redirects are not followed (they could carry the token elsewhere); say where to point.
            const location = (0,errors/* cutText */.IN)(this.clean(headers.location), 500);
            serverMessage = `redirected to ${location}; set base-url to the final address`;
        }
        let hint;
        if (status === 403) {
            const org = this.orgOf(url);
            hint =
                `check that the org${org ? ` '${org}'` : ''} is right and that api-token belongs to ` +
                    'that org (a token of another org, or one without access, is refused with 403)';
        }
        return new errors/* ApiError */.hD({
            method,
            url,
            attempts,
            status,
            serverMessage,
            errors: parsed.errors && (0,secrets/* redactDeep */.KL)(parsed.errors, [this.token]),
            hint
        });
    }
    /** One attempt with its own deadline; never rejects. */
    async attempt(method, url, body) {
        // Loaded with the first request: a dry run sends none and loads none of it (docs/startup.md).
        const { HttpClient, getProxyUrl } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 4942));
        const timeoutMs = Math.round(this.timeoutSeconds * 1000);
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, timeoutMs);
        const direct = getProxyUrl(url) === '';
        const http = new HttpClient(this.userAgent, [abortWith(controller.signal, direct)], {
            allowRetries: false,
            allowRedirects: false,
            keepAlive: false,
            socketTimeout: timeoutMs
        });
        const headers = {
            Authorization: `Bearer ${this.token}`,
            Accept: 'application/json'
        };
        let data = null;
        if (body) {
            headers['Content-Type'] = body.contentType;
            headers['Content-Length'] = String(body.bytes.length);
            data = external_node_stream_.Readable.from([body.bytes], { objectMode: false });
        }
        const failed = (err) => ({
            failure: timedOut || isSocketTimeout(err)
                ? { cause: `timed out after ${this.timeoutSeconds}s`, retryable: true }
                : describeTransportError(err, url)
        });
        return http
            .request(method, url, data, headers)
            .then(async (res) => {
            const status = res.message.statusCode ?? 0;
            const limit = isSuccess(status) ? MAX_RESPONSE_BYTES : MAX_ERROR_BODY_BYTES;
            const { text, unread } = await readBody(res, limit, !isSuccess(status));
            return { response: { status, headers: res.message.headers, text, unread } };
        })
            .catch(failed)
            .finally(() => {
            clearTimeout(timer);
            http.dispose();
        });
    }
    /** The service's words in a failed answer, for a one-line retry report. */
    retryMessage(response) {
        const { serverMessage } = (0,errors/* parseErrorBody */.kW)(this.clean(response.text), response.unread);
        return serverMessage ? { message: (0,errors/* cutText */.IN)(serverMessage, RETRY_MESSAGE_CHARS) } : {};
    }
    /** Every operation's path is `/<resource>/<org>/…` (docs/compatibility.md §16). */
    orgOf(url) {
        if (!url.startsWith(`${this.baseUrl}/`))
            return undefined;
        const segment = url.slice(this.baseUrl.length + 1).split(/[/?]/)[1];
        try {
            return segment ? decodeURIComponent(segment) : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** Removes the token from text bound for a message or a log. */
    clean(text) {
        return (0,secrets/* redactSecrets */.fp)(text, [this.token]);
    }
}
/** encodeURIComponent, plus `.`/`..` kept from collapsing the path. */
function encodeSegment(segment) {
    if (segment === '')
        throw new Error('A URL path segment is empty');
    const encoded = encodeURIComponent(segment);
    return /^\.+$/.test(encoded) ? encoded.replace(/\./g, '%2E') : encoded;
}
async function encodePayload(payload) {
    if (payload.kind === 'form')
        return encodeForm(payload.parts);
    return {
        bytes: Buffer.from(JSON.stringify(payload.value), 'utf8'),
        contentType: 'application/json; charset=utf-8'
    };
}
/** Hands the per-attempt abort signal to node's http.request (covers connect and body). */
function abortWith(signal, direct) {
    return {
        prepareRequest: (options) => {
            options.signal = signal;
            // http-client passes an IPv6 URL's host with its brackets, which node cannot resolve
            // (ENOTFOUND [::1]). Through a proxy the brackets stay: the CONNECT line needs them.
            if (direct && typeof options.host === 'string' && /^\[.*\]$/.test(options.host)) {
                options.host = options.host.slice(1, -1);
            }
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('authentication handlers are not used'))
    };
}
/**
 * Largest response body read. The service's answers are far smaller (a page of environments,
 * a search); a server that streams without end must not run the runner out of memory.
 */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/**
 * Largest error body read: its message is cut to a few KB anyway (errors.ts), so the rest of
 * an endless or huge error answer is dropped unread.
 */
const MAX_ERROR_BODY_BYTES = 1024 * 1024;
/** The most of the service's words a retry report carries. */
const RETRY_MESSAGE_CHARS = 300;
/** How much of an unexpected body is redacted and looked at for a one-line snippet. */
const SNIPPET_SOURCE_CHARS = 64 * 1024;
const isSuccess = (status) => status === 200 || status === 201;
/**
 * The body as UTF-8, at most `limit` bytes: over it, either the first `limit` bytes with
 * `unread` (`keepHead`), or a rejection. Rejects if the connection dies first (readBody() would
 * hang).
 */
function readBody(res, limit, keepHead) {
    const message = res.message;
    return new Promise((resolve, reject) => {
        const chunks = [];
        let ended = false;
        let size = 0;
        message.on('data', (chunk) => {
            if (ended)
                return;
            if (size + chunk.length > limit) {
                ended = true;
                message.destroy();
                if (keepHead) {
                    chunks.push(chunk.subarray(0, limit - size));
                    resolve({ text: Buffer.concat(chunks).toString('utf8'), unread: true });
                    return;
                }
                reject(Object.assign(new Error(`the response body is larger than ${limit} bytes; not read`), {
                    code: 'ERR_RESPONSE_TOO_LARGE'
                }));
                return;
            }
            size += chunk.length;
            chunks.push(chunk);
        });
        message.on('end', () => {
            if (ended)
                return;
            ended = true;
            resolve({ text: Buffer.concat(chunks).toString('utf8'), unread: false });
        });
        message.on('error', reject);
        message.on('close', () => {
            if (!ended)
                reject(Object.assign(new Error('connection closed before the response ended'), {
                    code: 'ECONNRESET'
                }));
        });
    });
}
/** Errors from node's own modules may come from another realm (jest's vm): no instanceof. */
function isErrorLike(err) {
    return typeof err === 'object' && err !== null && typeof err.message === 'string';
}
function isSocketTimeout(err) {
    return isErrorLike(err) && err.message.startsWith('Request timeout:');
}
/** OpenSSL's words when a TLS client gets a plain-HTTP answer. */
const NOT_TLS = /wrong version number|packet length too long|http request|unknown protocol/i;
function describeTransportError(err, url) {
    if (!isErrorLike(err))
        return { cause: String(err), retryable: true };
    const code = err.code;
    if (url.startsWith('https:') &&
        (code === 'EPROTO' ||
            code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
            code?.startsWith('ERR_SSL_')) &&
        NOT_TLS.test(err.message)) {
        const { host } = new URL(url);
        return {
            cause: `base-url is https:// but the server at ${host} does not speak TLS (it answered like a ` +
                'plain-http server): use an http:// base-url, or the port where the server serves https',
            retryable: false
        };
    }
    const cause = code && !err.message.includes(code) ? `${err.message} (${code})` : err.message;
    const fatal = (code !== undefined && (FATAL_ERROR_CODES.has(code) || code.startsWith('ERR_TLS_'))) ||
        err.message.startsWith('Redirect from HTTPS to HTTP');
    return { cause, retryable: !fatal };
}
/**
 * Wait before retry number `retryIndex` (0-based): Retry-After for 429/503 when the service sends
 * one, else 1 s × 2^n capped at 30 s, ±20 % jitter so parallel jobs do not retry in step.
 */
function retryDelay(retryIndex, response) {
    if (response && (response.status === 429 || response.status === 503)) {
        const after = parseRetryAfter(response.headers['retry-after']);
        if (after !== undefined)
            return Math.min(after, RETRY_AFTER_CAP_MS);
    }
    const base = Math.min(BACKOFF_BASE_MS * 2 ** retryIndex, BACKOFF_CAP_MS);
    const jittered = base * (1 + (Math.random() * 2 - 1) * JITTER);
    return Math.round(Math.min(jittered, BACKOFF_CAP_MS));
}
/** Retry-After as milliseconds: delta seconds or an HTTP date; never negative. */
function parseRetryAfter(value) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text)
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.max(Number(text) * 1000, 0);
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(date - Date.now(), 0);
}



/***/ }),

/***/ 6505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E1: () => (/* binding */ attestJUnit),
  i8: () => (/* binding */ getDeployment),
  P8: () => (/* binding */ listApprovals),
  DO: () => (/* binding */ listEnvironments),
  FU: () => (/* binding */ overrideAttestation),
  x8: () => (/* binding */ reportArtifact),
  $P: () => (/* binding */ search)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/api/client.ts + 1 modules
var client = __webpack_require__(7866);
;// CONCATENATED MODULE: ./src/api/answers.ts
/** Warnings kept per answer; the rest are counted in one last warning. */
const MAX_ANSWER_WARNINGS = 20;
const GIT_COMMIT_INFO = {
    what: 'git commit',
    optional: {
        sha1: 'string',
        message: 'string',
        author: 'string',
        branch: 'string',
        timestamp: 'number',
        url: 'string'
    }
};
const DEPLOYMENT_ARTIFACT = {
    what: 'artifact',
    optional: {
        flow_name: 'string',
        trail_name: 'string',
        template_reference_name: 'string',
        git_commit: 'string',
        git_commit_info: { item: GIT_COMMIT_INFO },
        repo_info: 'object'
    }
};
const SEARCH_ARTIFACT = {
    what: 'search artifact',
    label: 'fingerprint',
    required: { fingerprint: 'string' },
    optional: {
        name: 'string',
        has_provenance: 'boolean',
        git_commit: 'string',
        pipeline: 'string',
        flow: 'string',
        trail: 'string',
        template_reference_name: 'string',
        build_url: 'string',
        commit_url: 'string',
        compliance_state: 'string',
        html_url: 'string',
        api_url: 'string',
        running_in: 'string[]',
        exited_from: 'string[]',
        history: {
            items: { what: 'history event', optional: { event: 'string', timestamp: 'number' } }
        }
    }
};
const ENVIRONMENT = {
    what: 'environment',
    label: 'name',
    required: { name: 'string' },
    optional: {
        org: 'string',
        type: 'string',
        description: 'string',
        last_modified_at: 'number',
        last_reported_at: 'number',
        include_scaling: 'boolean',
        tags: 'object',
        state: 'boolean',
        policies: 'string[]',
        included_environments: 'string[]'
    }
};
const APPROVAL_REVIEW = {
    what: 'review',
    optional: {
        comment: 'string',
        approved_by: 'string',
        approval_url: 'string',
        timestamp: 'number',
        state: 'string'
    }
};
const APPROVAL = {
    what: 'approval',
    label: 'release_number',
    optional: {
        release_number: 'number',
        base_artifact: 'string',
        artifact_name: 'string',
        target_artifact: 'string',
        description: 'string',
        src_commit_list: 'string[]',
        created_at: 'number',
        last_modified_at: 'number',
        state: 'string',
        approvals: { items: APPROVAL_REVIEW },
        environment: 'string'
    }
};
const DEPLOYMENT = {
    what: 'deployment',
    optional: {
        fingerprint: 'string',
        deployed_at: 'number',
        artifact_name: 'string',
        env_name: 'string',
        snapshot_index: 'number',
        artifact: { item: DEPLOYMENT_ARTIFACT },
        replaced_artifact: {
            item: {
                what: 'replaced artifact',
                optional: {
                    fingerprint: 'string',
                    artifact_name: 'string',
                    snapshot_index: 'number',
                    artifact: { item: DEPLOYMENT_ARTIFACT }
                }
            }
        },
        diff_url: 'string',
        _links: 'object'
    }
};
const PAGE_FIELDS = {
    what: 'environments page',
    optional: { page: 'integer', per_page: 'integer', total_pages: 'integer', total_count: 'integer' }
};
/** Collects warnings, keeping the first MAX_ANSWER_WARNINGS. */
class Notes {
    kept = [];
    dropped = 0;
    add(text) {
        if (this.kept.length < MAX_ANSWER_WARNINGS)
            this.kept.push(text);
        else
            this.dropped++;
    }
    done(answer) {
        if (this.dropped === 0)
            return this.kept;
        return [...this.kept, `… and ${this.dropped} more problems in ${answer}.`];
    }
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A value in a few words: `null`, `a string "abc"`, `an array`… */
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string') {
        const text = value.length > 40 ? `${value.slice(0, 40)}…` : value;
        return `a string ${JSON.stringify(text)}`;
    }
    if (typeof value === 'object')
        return 'an object';
    if (typeof value === 'number' || typeof value === 'boolean')
        return `${typeof value} ${value}`;
    return typeof value;
}
function kindText(type) {
    if (typeof type !== 'string')
        return 'items' in type ? 'a list' : 'an object';
    switch (type) {
        case 'string[]':
            return 'a list of strings';
        case 'integer':
            return 'an integer';
        case 'object':
            return 'an object';
        default:
            return `a ${type}`;
    }
}
function isKind(kind, value) {
    switch (kind) {
        case 'string':
            return typeof value === 'string';
        case 'number':
            return typeof value === 'number' && Number.isFinite(value);
        case 'integer':
            return typeof value === 'number' && Number.isInteger(value);
        case 'boolean':
            return typeof value === 'boolean';
        case 'object':
            return isObject(value);
        case 'string[]':
            return Array.isArray(value) && value.every((v) => typeof v === 'string');
    }
}
/** The field's value checked (items of a list filtered), or `bad` when it has the wrong type. */
function checkField(type, value, where, notes) {
    if (typeof type === 'string')
        return isKind(type, value) ? { ok: true, value } : { ok: false };
    if ('item' in type) {
        if (!isObject(value))
            return { ok: false };
        return { ok: true, value: checkObject(type.item, value, where, notes) };
    }
    if (!Array.isArray(value))
        return { ok: false };
    return { ok: true, value: checkList(type.items, value, where, notes) };
}
/** An object's known fields checked; wrong optional ones left out. Required ones are not checked here. */
function checkObject(spec, value, where, notes) {
    let out;
    for (const [name, type] of Object.entries(spec.optional ?? {})) {
        if (!(name in value) || value[name] === null || value[name] === undefined)
            continue;
        const checked = checkField(type, value[name], `${where}.${name}`, notes);
        if (checked.ok && checked.value === value[name])
            continue;
        out ??= { ...value };
        if (checked.ok) {
            out[name] = checked.value;
        }
        else {
            delete out[name];
            notes.add(`Ignored '${name}' of ${where}: expected ${kindText(type)}, got ${describe(value[name])}.`);
        }
    }
    return out ?? value;
}
/** `environment #3 (name "prod")`: the position, and the label field when it has its type. */
function itemName(spec, value, index, where) {
    const type = spec.label ? (spec.required?.[spec.label] ?? spec.optional?.[spec.label]) : undefined;
    const label = spec.label && isObject(value) ? value[spec.label] : undefined;
    let shown = '';
    if (typeof type === 'string' && isKind(type, label)) {
        const text = typeof label === 'string' && label.length > 64 ? `${label.slice(0, 64)}…` : label;
        shown = ` (${spec.label} ${JSON.stringify(text)})`;
    }
    return `${spec.what} #${index + 1}${where ? ` of ${where}` : ''}${shown}`;
}
/** The items that are objects with their required fields, each checked; the rest skipped. */
function checkList(spec, list, where, notes, skipped = []) {
    const out = [];
    list.forEach((value, index) => {
        const name = itemName(spec, value, index, where);
        if (!isObject(value)) {
            notes.add(`Skipped ${name}: expected an object, got ${describe(value)}.`);
            skipped.push(index);
            return;
        }
        for (const [field, type] of Object.entries(spec.required ?? {})) {
            const checked = field in value ? checkField(type, value[field], name, notes) : { ok: false };
            if (!checked.ok) {
                const got = field in value ? describe(value[field]) : 'nothing';
                notes.add(`Skipped ${name}: '${field}' should be ${kindText(type)}, got ${got}.`);
                skipped.push(index);
                return;
            }
        }
        out.push(checkObject(spec, value, name, notes));
    });
    return out;
}
/** Operation 5: `artifacts` items checked (the caller has checked there is an array). */
function checkSearchResult(body) {
    const notes = new Notes();
    const skipped = [];
    const artifacts = checkList(SEARCH_ARTIFACT, body.artifacts, '', notes, skipped);
    const value = { ...body, artifacts };
    if (value.resolved_to !== undefined &&
        value.resolved_to !== null &&
        !isObject(value.resolved_to)) {
        notes.add(`Ignored 'resolved_to' of the search answer: expected an object, got ${describe(value.resolved_to)}.`);
        delete value.resolved_to;
    }
    return { value, warnings: notes.done('the search answer'), skipped: skipped.length };
}
/** Operation 6: the envelope's numbers and the environments checked. */
function checkEnvironments(body) {
    const notes = new Notes();
    if (Array.isArray(body)) {
        const value = checkList(ENVIRONMENT, body, '', notes);
        return { value, warnings: notes.done('the environments answer') };
    }
    const envelope = checkObject(PAGE_FIELDS, body, 'the environments page', notes);
    const environments = checkList(ENVIRONMENT, body.environments, '', notes);
    const value = { ...envelope, environments };
    return { value, warnings: notes.done('the environments answer') };
}
/** Operation 7: each approval and its reviews checked. */
function checkApprovals(body) {
    const notes = new Notes();
    const skipped = [];
    const value = checkList(APPROVAL, body, '', notes, skipped);
    const lastSkipped = body.length > 0 && skipped.includes(body.length - 1);
    return { value, warnings: notes.done('the approvals answer'), lastSkipped };
}
/** Operation 4: the deployment's fields checked (the caller has checked it is an object). */
function checkDeployment(body) {
    const notes = new Notes();
    const value = checkObject(DEPLOYMENT, body, 'the deployment', notes);
    return { value, warnings: notes.done('the deployment answer') };
}

// EXTERNAL MODULE: ./src/api/models.ts
var models = __webpack_require__(3816);
;// CONCATENATED MODULE: ./src/api/validate.ts
/**
 * Every constraint of the spec, as one table of schemas. The client checks a request with these
 * before sending it; the emulator answers its 400 from the same checks. Problems are keyed and
 * worded the way the service (FastAPI + pydantic v2) words them, so one format serves both sides:
 * `{"<field>": "<message> [input: <value>]"}` (docs/compatibility.md §13.1).
 */

const req = (schema) => ({ schema, required: true });
const opt = (schema) => ({ schema });
const str = (extra = {}) => ({
    kind: 'string',
    ...extra
});
const GIT_COMMIT = {
    kind: 'model',
    title: 'GitCommit',
    fields: {
        sha1: req(str()),
        message: opt(str({ nullable: true })),
        author: opt(str({ nullable: true })),
        author_username: opt(str({ nullable: true })),
        branch: opt(str({ nullable: true })),
        timestamp: opt({ kind: 'number', nullable: true }),
        url: opt(str({ nullable: true })),
        parents: opt({ kind: 'array', items: str(), nullable: true })
    }
};
const REPO_INFO = {
    kind: 'model',
    title: 'RepoInfoPostInput',
    fields: {
        name: req(str()),
        url: req(str()),
        id: opt(str({ nullable: true })),
        description: opt(str({ nullable: true })),
        provider: opt(str({ nullable: true }))
    }
};
const EXTERNAL_URLS = {
    kind: 'dict',
    values: {
        kind: 'model',
        title: 'ExternalURL',
        fields: { href: req(str()), fingerprint: opt(str({ pattern: 'fingerprint', nullable: true })) }
    }
};
const ARTIFACT_REPORT = {
    kind: 'model',
    title: 'CreateArtifact',
    fields: {
        fingerprint: req(str({ pattern: 'fingerprint' })),
        filename: req(str({ minLength: 1 })),
        build_url: req(str()),
        commit_url: req(str()),
        trail_name: opt(str({ pattern: 'trailName', nullable: true })),
        template_reference_name: opt(str({ pattern: 'templateReferenceName', nullable: true })),
        description: opt(str({ nullable: true })),
        git_commit: opt(str({ pattern: 'gitCommit', nullable: true })),
        git_commit_info: opt(GIT_COMMIT),
        repo_info: opt(REPO_INFO),
        commits_list: opt({ kind: 'array', items: GIT_COMMIT, nullable: true }),
        repo_url: opt(str()),
        is_compliant: opt({ kind: 'boolean', nullable: true }),
        template: opt(str()),
        external_urls: opt(EXTERNAL_URLS),
        annotations: opt({ kind: 'dict' }),
        user_data: opt({ kind: 'any' })
    }
};
/** Fields every attestation body shares (docs/compatibility.md §2). */
const ATTESTATION_COMMON = {
    artifact_fingerprint: opt(str({ pattern: 'fingerprint', nullable: true })),
    git_commit_info: opt(GIT_COMMIT),
    repo_info: opt(REPO_INFO),
    attestation_name: req(str({ pattern: 'attestationName' })),
    target_artifacts: opt({
        kind: 'array',
        items: str({ pattern: 'attestationName' }),
        nullable: true
    }),
    external_urls: opt(EXTERNAL_URLS),
    origin_url: opt({ kind: 'httpUrl', nullable: true }),
    user_data: opt({ kind: 'any' }),
    description: opt(str({ nullable: true })),
    annotations: opt({ kind: 'dict', keyPattern: 'annotationKey' })
};
const OVERRIDE = {
    kind: 'model',
    title: 'OverrideAttestationPostInput',
    strict: true,
    fields: {
        ...ATTESTATION_COMMON,
        reason: req(str()),
        new_compliance_status: req({ kind: 'boolean' }),
        original_attestation_type: req({ kind: 'attestationType' })
    }
};
const COUNT = { kind: 'integer', min: 0 };
const JUNIT_RESULT = {
    kind: 'model',
    title: 'JUnitResult',
    strict: true,
    fields: {
        name: req(str()),
        failures: req(COUNT),
        errors: req(COUNT),
        skipped: req(COUNT),
        total: req(COUNT),
        duration: req({ kind: 'number' }),
        timestamp: opt({ kind: 'number', nullable: true })
    }
};
const JUNIT_DATA = {
    kind: 'model',
    title: 'JUnitAttestationPostInput',
    strict: true,
    fields: {
        ...ATTESTATION_COMMON,
        junit_results: req({ kind: 'array', items: JUNIT_RESULT })
    }
};
const validate_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const join = (prefix, key) => prefix === '' ? String(key) : `${prefix}.${key}`;
const problem = (field, message, input) => ({
    field,
    message,
    input
});
const ATTESTATION_TYPE_TEXT = models/* ATTESTATION_TYPES */.ZX.slice(0, -1)
    .map((t) => `'${t}'`)
    .join(', ') +
    ` or '${models/* ATTESTATION_TYPES */.ZX[models/* ATTESTATION_TYPES */.ZX.length - 1]}'` +
    `, or match 'custom:<name>' or 'system:<name>'`;
function checkString(schema, value, at, out) {
    if (typeof value !== 'string') {
        out.push(problem(at, 'Input should be a valid string', value));
    }
    else if (schema.minLength !== undefined && value.length < schema.minLength) {
        const unit = schema.minLength === 1 ? 'character' : 'characters';
        out.push(problem(at, `String should have at least ${schema.minLength} ${unit}`, value));
    }
    else if (schema.pattern && !models/* PATTERNS */.G3[schema.pattern].test(value)) {
        const text = models/* PATTERN_TEXT */.n1[schema.pattern];
        out.push(problem(at, `String should match pattern '${text}'`, value));
    }
}
/** Checks `value` against `schema`, appending problems keyed under `at`. */
function check(schema, value, at, out) {
    if (value === null && 'nullable' in schema && schema.nullable)
        return;
    switch (schema.kind) {
        case 'any':
            return;
        case 'string':
            checkString(schema, value, at, out);
            return;
        case 'integer':
            checkInteger(schema, value, at, out);
            return;
        case 'number':
            if (typeof value !== 'number' || !Number.isFinite(value)) {
                out.push(problem(at, 'Input should be a valid number', value));
            }
            return;
        case 'boolean':
            if (typeof value !== 'boolean')
                out.push(problem(at, 'Input should be a valid boolean', value));
            return;
        case 'httpUrl':
            checkHttpUrl(value, at, out);
            return;
        case 'attestationType':
            if (typeof value !== 'string' || !(0,models/* isAttestationType */.j3)(value)) {
                out.push(problem(at, `Input should be ${ATTESTATION_TYPE_TEXT}`, value));
            }
            return;
        case 'array':
            if (!Array.isArray(value)) {
                out.push(problem(at, 'Input should be a valid list', value));
                return;
            }
            value.forEach((item, i) => check(schema.items, item, join(at, i), out));
            return;
        case 'dict':
            if (!validate_isObject(value)) {
                out.push(problem(at, 'Input should be a valid dictionary', value));
                return;
            }
            for (const [key, item] of Object.entries(value)) {
                if (schema.keyPattern && !models/* PATTERNS */.G3[schema.keyPattern].test(key)) {
                    const text = models/* PATTERN_TEXT */.n1[schema.keyPattern];
                    out.push(problem(join(at, `${key}.[key]`), `String should match pattern '${text}'`, key));
                }
                if (schema.values)
                    check(schema.values, item, join(at, key), out);
            }
            return;
        case 'model':
            checkModel(schema, value, at, out);
            return;
    }
}
function checkModel(schema, value, at, out) {
    if (!validate_isObject(value)) {
        const message = `Input should be a valid dictionary or instance of ${schema.title}`;
        out.push(problem(at === '' ? 'body' : at, message, value));
        return;
    }
    for (const [name, field] of Object.entries(schema.fields)) {
        if (!(name in value) || value[name] === undefined) {
            // pydantic reports a missing field with the enclosing object as its input.
            if (field.required)
                out.push(problem(join(at, name), 'Field required', value));
            continue;
        }
        check(field.schema, value[name], join(at, name), out);
    }
    if (schema.strict) {
        for (const key of Object.keys(value)) {
            if (!(key in schema.fields)) {
                out.push(problem(join(at, key), 'Extra inputs are not permitted', value[key]));
            }
        }
    }
}
/** Integers from JSON (numbers) or from a query string (decimal text). */
function checkInteger(schema, value, at, out) {
    let n;
    if (typeof value === 'number') {
        if (!Number.isFinite(value) || !Number.isInteger(value)) {
            const message = Number.isFinite(value)
                ? 'Input should be a valid integer, got a number with a fractional part'
                : 'Input should be a finite number';
            out.push(problem(at, message, value));
            return;
        }
        n = value;
    }
    else if (typeof value === 'string' && schema.text) {
        if (!/^\s*[-+]?\d+\s*$/.test(value)) {
            const message = 'Input should be a valid integer, unable to parse string as an integer';
            out.push(problem(at, message, value));
            return;
        }
        n = Number(value);
    }
    else {
        out.push(problem(at, 'Input should be a valid integer', value));
        return;
    }
    if (schema.min !== undefined && n < schema.min) {
        out.push(problem(at, `Input should be greater than or equal to ${schema.min}`, value));
    }
    else if (schema.max !== undefined && n > schema.max) {
        out.push(problem(at, `Input should be less than or equal to ${schema.max}`, value));
    }
}
function checkHttpUrl(value, at, out) {
    if (typeof value !== 'string') {
        out.push(problem(at, 'URL input should be a string or URL', value));
        return;
    }
    if (value === '') {
        out.push(problem(at, 'Input should be a valid URL, input is empty', value));
        return;
    }
    let url;
    try {
        url = new URL(value);
    }
    catch {
        out.push(problem(at, 'Input should be a valid URL, relative URL without a base', value));
        return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        out.push(problem(at, "URL scheme should be 'http' or 'https'", value));
    }
    else if (url.hostname === '') {
        out.push(problem(at, 'Input should be a valid URL, empty host', value));
    }
}
const run = (schema, value, at = '') => {
    const out = [];
    check(schema, value, at, out);
    return out;
};
/** Operation 1 body. Unknown keys are tolerated, as by the service. */
const validateArtifactReport = (body) => run(ARTIFACT_REPORT, body);
/** Operation 2 body (strict: unknown keys refused). */
const validateOverride = (body) => run(OVERRIDE, body);
/** Operation 3 `data_json` (strict, items strict too). */
const validateJUnitData = (data) => run(JUNIT_DATA, data);
const PATH_PATTERNS = {
    org: 'org',
    flow_name: 'flowName',
    trail_name: 'trailName',
    env_name: 'environmentName',
    fingerprint: 'fingerprint'
};
/** A path parameter; problems keyed `path.<kind>`. */
const validatePathName = (kind, value) => run(str({ pattern: PATH_PATTERNS[kind] }), value, `path.${kind}`);
/** The search value of operation 5: lowercase hex, 5 to 64 characters (`path.search_value`). */
const validateSearchValue = (value) => run(str({ pattern: 'searchValue' }), value, 'path.search_value');
const ENVIRONMENT_TYPES = [
    'K8S',
    'ECS',
    'S3',
    'lambda',
    'server',
    'docker',
    'azure-apps',
    'cloud-run',
    'logical'
];
const ENVIRONMENT_SORTS = ['name', 'last_modified_at', 'last_changed_at'];
const oneOf = (values) => values.length === 1
    ? `'${values[0]}'`
    : `${values
        .slice(0, -1)
        .map((v) => `'${v}'`)
        .join(', ')} or '${values[values.length - 1]}'`;
/** Operation 6 query. Values may be numbers or query-string text; absent ones are not checked. */
function validateEnvironmentQuery(query) {
    const out = [];
    if (query.page !== undefined && query.page !== null) {
        check({ kind: 'integer', min: 1, text: true }, query.page, 'query.page', out);
    }
    if (query.per_page !== undefined && query.per_page !== null) {
        check({ kind: 'integer', min: models/* PER_PAGE_MIN */.BC, max: models/* PER_PAGE_MAX */.ve, text: true }, query.per_page, 'query.per_page', out);
    }
    const choice = (value, values, field) => {
        if (value !== undefined && !values.includes(value)) {
            out.push(problem(field, `Input should be ${oneOf(values)}`, value));
        }
    };
    choice(query.sort, ENVIRONMENT_SORTS, 'query.sort');
    choice(query.sort_direction, ['asc', 'desc'], 'query.sort_direction');
    (query.type ?? []).forEach((t, i) => choice(t, ENVIRONMENT_TYPES, `query.type[${i}]`));
    return out;
}

;// CONCATENATED MODULE: ./src/api/operations.ts
/**
 * The seven operations of docs/compatibility.md §16, one function each. Every request is
 * checked against the spec (validate.ts) before anything is sent, dry-run included, so a bad
 * value fails with the field and the value instead of a 400 from the service.
 *
 * Answers are checked too: a body of the wrong overall shape is an ApiError; inside a right one,
 * items and fields of the wrong type are dropped with warnings (answers.ts), returned as
 * `{ value, warnings }` for the command to put in its result.
 */





/** 1. `POST /artifacts/{org}/{flow_name}` */
async function reportArtifact(c, org, flow, body) {
    assertValid([...paths({ org, flow_name: flow }), ...validateArtifactReport(body)]);
    await c.postJson(['artifacts', org, flow], body);
}
/** 2. `POST /attestations/{org}/{flow_name}/trail/{trail_name}/override` */
async function overrideAttestation(c, org, flow, trail, body) {
    assertValid([...paths({ org, flow_name: flow, trail_name: trail }), ...validateOverride(body)]);
    await c.postJson(['attestations', org, flow, 'trail', trail, 'override'], body);
}
/** 3. `POST /attestations/{org}/{flow_name}/trail/{trail_name}/junit` (multipart). */
async function attestJUnit(c, org, flow, trail, data, attachment) {
    assertValid([...paths({ org, flow_name: flow, trail_name: trail }), ...validateJUnitData(data)]);
    if (attachment)
        assertAttachmentSize(attachment);
    await c.postForm(['attestations', org, flow, 'trail', trail, 'junit'], {
        jsonFields: { data_json: data },
        files: { attachment_file: attachment }
    });
}
/** 4. `GET /deployments/{org}/{env_name}/{fingerprint}`; undefined in dry-run. */
async function getDeployment(c, org, env, fingerprint) {
    assertValid(paths({ org, env_name: env, fingerprint }));
    const segments = ['deployments', org, env, fingerprint];
    const body = await c.getJson(segments);
    if (body === undefined)
        return undefined;
    expectShape(c, segments, operations_isObject(body), 'a JSON object');
    return checkDeployment(body);
}
/**
 * 5. `GET /search/{org}/sha/{search_value}`; undefined in dry-run. No match is a 404 ApiError
 * (`No matches for '<value>'.`), which callers treat as an empty result.
 */
async function search(c, org, value) {
    assertValid([...paths({ org }), ...validateSearchValue(value)]);
    const segments = ['search', org, 'sha', value];
    const body = await c.getJson(segments);
    if (body === undefined)
        return undefined;
    const ok = operations_isObject(body) && Array.isArray(body.artifacts);
    expectShape(c, segments, ok, 'an object with an "artifacts" array');
    return { ...checkSearchResult(body), received: (0,client/* receivedText */.Rq)(body) };
}
/**
 * 6. `GET /environments/{org}`. `page`/`per_page` are sent only when given; the service then
 * answers the envelope, otherwise a plain array (docs/compatibility.md §13.4). Both are returned,
 * checked; the envelope's page numbers are left out when they are not integers.
 */
async function listEnvironments(c, org, q = {}) {
    assertValid([
        ...paths({ org }),
        ...validateEnvironmentQuery({ page: q.page, per_page: q.perPage })
    ]);
    const segments = ['environments', org];
    const body = await c.getJson(segments, {
        page: q.page,
        per_page: q.perPage
    });
    if (body === undefined)
        return undefined;
    const ok = Array.isArray(body) || (operations_isObject(body) && Array.isArray(body.environments));
    expectShape(c, segments, ok, 'an array or an object with an "environments" array', {
        page: q.page,
        per_page: q.perPage
    });
    return checkEnvironments(body);
}
/** 7. `GET /artifacts/{org}/{flow_name}/{fingerprint}/approvals`, oldest first. */
async function listApprovals(c, org, flow, fingerprint) {
    assertValid(paths({ org, flow_name: flow, fingerprint }));
    const segments = ['artifacts', org, flow, fingerprint, 'approvals'];
    const body = await c.getJson(segments);
    if (body === undefined)
        return undefined;
    expectShape(c, segments, Array.isArray(body), 'a JSON array');
    return checkApprovals(body);
}
function paths(params) {
    return Object.entries(params).flatMap(([kind, value]) => validatePathName(kind, value));
}
/** Throws a ValidationError naming the first problem's field and value, listing all of them. */
function assertValid(problems) {
    if (problems.length === 0)
        return;
    const [first, ...rest] = problems;
    // pydantic gives a missing field the enclosing object as its input: not worth printing.
    const error = first.message === 'Field required'
        ? new errors/* ValidationError */.yI(first.field, undefined, 'is required but missing')
        : new errors/* ValidationError */.yI(first.field, first.input, `is invalid: ${first.message}`);
    if (rest.length > 0) {
        const others = rest
            .map((p) => p.message === 'Field required'
            ? `'${p.field}' is required but missing`
            : `'${p.field}' ${p.message}: ${brief(p.input)}`)
            .join('; ');
        error.message += ` (and ${rest.length} more: ${others})`;
    }
    throw error;
}
function assertAttachmentSize(attachment) {
    const size = attachment.data.byteLength;
    if (size <= models/* MAX_ATTACHMENT_BYTES */.LY)
        return;
    const mb = (n) => (n / (1024 * 1024)).toFixed(1);
    throw new errors/* ValidationError */.yI('attachment_file', attachment.filename, `is ${mb(size)} MB, over the service's ${mb(models/* MAX_ATTACHMENT_BYTES */.LY)} MB limit; attach fewer ` +
        'or smaller result files, or set attach-results: false');
}
/** A value for a message: JSON, cut short so a whole body never floods the log. */
function brief(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
const operations_isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A 200 whose JSON is not the shape the operation returns is an error, not a silent empty. */
function expectShape(c, segments, ok, expected, query) {
    if (ok)
        return;
    throw new client/* ApiError */.hD({
        method: 'GET',
        url: c.url(segments, query),
        attempts: 1,
        status: 200,
        reason: `the service answered 200 with a body that is not ${expected}`
    });
}


/***/ })

};
