export const id = 866;
export const ids = [866];
export const modules = {

/***/ 7866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hD: () => (/* reexport */ api_errors/* ApiError */.hD),
  cO: () => (/* binding */ RecordsClient),
  Rq: () => (/* binding */ receivedText)
});

// UNUSED EXPORTS: DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_SECONDS, MAX_RESPONSE_BYTES, parseRetryAfter, retryDelay, statusLine

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(143);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(3249);
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
/** The dry-run description of a form, in the CLI's words (kosli-compat.md §12.7). */
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
 * (kosli-compat.md §12) plus this project's additions (§15 points 7-8).
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
    info;
    debug;
    constructor(options) {
        this.baseUrl = checkBaseUrl(options.baseUrl);
        this.token = options.token;
        this.dryRun = options.dryRun ?? false;
        this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
        this.timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
        this.userAgent = options.userAgent ?? 'records-action';
        this.sleep = options.sleep ?? defaultSleep;
        this.info = options.log ?? ((line) => core/* info */.pq(line));
        this.debug = options.log ?? ((line) => core/* debug */.Yz(line));
        if (!Number.isInteger(this.maxRetries) || this.maxRetries < 0) {
            throw new errors/* InputError */.dz('max-retries', String(this.maxRetries), 'must be an integer >= 0');
        }
        if (!Number.isFinite(this.timeoutSeconds) || this.timeoutSeconds <= 0) {
            throw new errors/* InputError */.dz('timeout-seconds', String(this.timeoutSeconds), 'must be a number > 0');
        }
        if (!this.dryRun && this.token === '') {
            throw new Error("Input 'api-token' is required to call the records service");
        }
        // Never echo the token: say only what is wrong with it.
        if (/[^\x21-\x7e]/.test(this.token)) {
            throw new Error("Input 'api-token' contains whitespace or characters that cannot be sent in an HTTP " +
                'header (for example a trailing newline); check the secret');
        }
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
            this.printDryRun('GET', url);
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
            throw new api_errors/* ApiError */.hD({
                method: 'GET',
                url,
                attempts,
                status: response.status,
                reason: `the service answered ${response.status} with a body that is not JSON: ${this.clean((0,api_errors/* snippet */.UA)(response.text))}`
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
            this.printDryRun('POST', url, payload);
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
            if ('response' in outcome && [200, 201].includes(outcome.response.status)) {
                this.debug(`${method} ${url}: ${outcome.response.status} (attempt ${attempt})`);
                return { response: outcome.response, attempts: attempt };
            }
            const retryable = 'response' in outcome
                ? RETRYABLE_STATUS(outcome.response.status)
                : outcome.failure.retryable;
            if (!retryable || attempt >= attempts)
                throw this.failure(method, url, attempt, outcome);
            const delay = retryDelay(attempt - 1, 'response' in outcome ? outcome.response : undefined);
            const what = 'response' in outcome ? `status: ${outcome.response.status}` : outcome.failure.cause;
            this.debug(`${method} ${url} (${what}): retrying in ${(delay / 1000).toFixed(1)}s (${attempts - attempt} left)`);
            await this.sleep(delay);
        }
    }
    failure(method, url, attempts, outcome) {
        if ('failure' in outcome) {
            return new api_errors/* ApiError */.hD({ method, url, attempts, cause: this.clean(outcome.failure.cause) });
        }
        const { status, headers, text } = outcome.response;
        const parsed = (0,api_errors/* parseErrorBody */.kW)(text);
        let serverMessage = parsed.serverMessage && this.clean(parsed.serverMessage);
        if (status >= 300 && status < 400 && typeof headers.location === 'string') {
            // Redirects are not followed (they could carry the token elsewhere); say where to point.
            serverMessage = `redirected to ${this.clean(headers.location)}; set base-url to the final address`;
        }
        return new api_errors/* ApiError */.hD({
            method,
            url,
            attempts,
            status,
            serverMessage,
            errors: parsed.errors && (0,api_errors/* redactDeep */.KL)(parsed.errors, this.token)
        });
    }
    /** One attempt with its own deadline; never rejects. */
    attempt(method, url, body) {
        const timeoutMs = Math.round(this.timeoutSeconds * 1000);
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, timeoutMs);
        const direct = (0,lib/* getProxyUrl */.s_)(url) === '';
        const http = new lib/* HttpClient */.Qq(this.userAgent, [abortWith(controller.signal, direct)], {
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
                : describeTransportError(err)
        });
        return http
            .request(method, url, data, headers)
            .then(async (res) => {
            const text = await readBody(res);
            return {
                response: { status: res.message.statusCode ?? 0, headers: res.message.headers, text }
            };
        })
            .catch(failed)
            .finally(() => {
            clearTimeout(timer);
            http.dispose();
        });
    }
    printDryRun(method, url, payload) {
        const lines = [
            '############### THIS IS A DRY-RUN  ###############',
            `the request would have been sent to: ${method} ${url}`
        ];
        if (payload) {
            lines.push('this is the payload that would be sent in a real run:');
            if (payload.kind === 'json')
                lines.push(JSON.stringify(payload.value, null, 4));
            else
                lines.push(...describeForm(payload.parts));
        }
        for (const line of lines.join('\n').split('\n'))
            this.info(this.clean(line));
    }
    /** Removes the token from text bound for a message or a log. */
    clean(text) {
        return (0,api_errors/* redact */.E$)(text, this.token);
    }
}
function checkBaseUrl(raw) {
    const base = raw.replace(/\/+$/, '');
    let url;
    try {
        url = new URL(base);
    }
    catch {
        throw new errors/* InputError */.dz('base-url', raw, 'is not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new errors/* InputError */.dz('base-url', raw, 'must be an http:// or https:// URL');
    }
    if (url.username || url.password) {
        // Every error message names the URL: credentials in it would be printed everywhere.
        url.username = '';
        url.password = '';
        throw new errors/* InputError */.dz('base-url', url.href, 'must not carry credentials (use api-token)');
    }
    if (!base.endsWith('/api/v2'))
        throw new errors/* InputError */.dz('base-url', raw, 'must end with /api/v2');
    return base;
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
/** The whole body as UTF-8; rejects if the connection dies first (readBody() would hang). */
function readBody(res) {
    const message = res.message;
    return new Promise((resolve, reject) => {
        const chunks = [];
        let ended = false;
        let size = 0;
        message.on('data', (chunk) => {
            size += chunk.length;
            if (size > MAX_RESPONSE_BYTES) {
                ended = true;
                message.destroy();
                reject(Object.assign(new Error(`the response body is larger than ${MAX_RESPONSE_BYTES} bytes; not read`), { code: 'ERR_RESPONSE_TOO_LARGE' }));
                return;
            }
            chunks.push(chunk);
        });
        message.on('end', () => {
            ended = true;
            resolve(Buffer.concat(chunks).toString('utf8'));
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
function isSocketTimeout(err) {
    return err instanceof Error && err.message.startsWith('Request timeout:');
}
function describeTransportError(err) {
    if (!(err instanceof Error))
        return { cause: String(err), retryable: true };
    const code = err.code;
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

/***/ 3249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   UA: () => (/* binding */ snippet),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   kW: () => (/* binding */ parseErrorBody)
/* harmony export */ });
/* unused harmony export statusLine */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The error a failed request ends in, and how a service error body becomes its message. The
 * message always carries the service's own words (kosli-compat.md §12.5, §15 point 7) and never
 * the API token.
 */

class ApiError extends Error {
    status;
    method;
    url;
    serverMessage;
    errors;
    attempts;
    constructor(details) {
        super(describeFailure(details));
        this.name = 'ApiError';
        this.status = details.status;
        this.method = details.method;
        this.url = details.url;
        this.serverMessage = details.serverMessage;
        this.errors = details.errors;
        this.attempts = details.attempts;
    }
}
/** `POST <url> failed with 400 Bad Request: <message>: <field>: <error>`. */
function describeFailure(d) {
    const head = `${d.method} ${d.url} failed`;
    const what = d.reason ??
        (d.status !== undefined
            ? [statusLine(d.status), serverText(d.serverMessage, d.errors)].filter(Boolean).join(': ')
            : (d.cause ?? 'unknown error'));
    if (d.attempts > 1)
        return `${head} after ${d.attempts} attempts: ${what}`;
    return d.status !== undefined && d.reason === undefined
        ? `${head} with ${what}`
        : `${head}: ${what}`;
}
function statusLine(status) {
    const text = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[status];
    return text ? `${status} ${text}` : String(status);
}
/** The service's message followed by its `errors` map, as one line. */
function serverText(message, errors) {
    const parts = [];
    if (message)
        parts.push(message);
    if (errors && Object.keys(errors).length > 0) {
        parts.push(Object.entries(errors)
            .map(([field, text]) => `${field}: ${typeof text === 'string' ? text : JSON.stringify(text)}`)
            .join('; '));
    }
    return parts.join(': ');
}
/** What an error response body says, in the shapes the service and proxies send (§12.5). */
function parseErrorBody(text) {
    if (text.trim() === '')
        return {};
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        // An HTML page from a proxy or load balancer: a short, single-line glimpse is enough.
        return { serverMessage: `the response body is not JSON: ${snippet(text)}` };
    }
    if (typeof body === 'string')
        return { serverMessage: body };
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return { serverMessage: snippet(text) };
    }
    const record = body;
    if (typeof record.message !== 'string')
        return { serverMessage: snippet(JSON.stringify(body)) };
    // Flask appends a long hint to its 404 text; the CLI cuts it off the same way.
    const message = record.message.split('You have requested')[0].trim();
    const errors = record.errors;
    if (errors === undefined || errors === null)
        return { serverMessage: message };
    if (typeof errors === 'object' && !Array.isArray(errors)) {
        return { serverMessage: message, errors: errors };
    }
    return { serverMessage: `${message}: ${JSON.stringify(errors)}` };
}
/** Whitespace collapsed, at most `max` characters, quoted. */
function snippet(text, max = 200) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > max ? `${flat.slice(0, max)}…` : flat);
}
const REDACTED = '***';
/** `text` with every occurrence of `secret` replaced (a server may echo the token back). */
function redact(text, secret) {
    return secret === '' ? text : text.split(secret).join(REDACTED);
}
/** A JSON value with `secret` removed from every string in it (keys included). */
function redactDeep(value, secret) {
    if (secret === '')
        return value;
    if (typeof value === 'string')
        return redact(value, secret);
    if (Array.isArray(value))
        return value.map((v) => redactDeep(v, secret));
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [redact(k, secret), redactDeep(v, secret)]));
    }
    return value;
}


/***/ })

};
