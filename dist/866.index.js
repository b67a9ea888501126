export const id = 866;
export const ids = [866];
export const modules = {

/***/ 47866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hD: () => (/* reexport */ errors/* ApiError */.hD),
  cO: () => (/* binding */ RecordsClient),
  mu: () => (/* binding */ parseRetryAfter)
});

// UNUSED EXPORTS: MAX_ERROR_BODY_BYTES, MAX_RESPONSE_BYTES, retryDelay, statusLine

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/util/secrets.ts
var secrets = __webpack_require__(84537);
// EXTERNAL MODULE: ./src/util/url.ts
var url = __webpack_require__(77997);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(53249);
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








const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 30_000;
const JITTER = 0.2;
/** A Retry-After longer than this is cut short: one step must not stall for hours. */
const RETRY_AFTER_CAP_MS = 300_000;
const RETRYABLE_STATUS = (s) => s === 429 || s === 409 || (s >= 500 && s !== 501);
/**
 * Answers that say the service itself is unavailable (a gateway without it, or it says so):
 * once retried to the end, nothing more is sent. A 500 is this request's failure: the others
 * still go (docs/bad-day.md).
 */
const DOWN_STATUS = (s) => s === 502 || s === 503 || s === 504;
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
    onRetried;
    tokenSource;
    outbox;
    labels = new external_node_async_hooks_.AsyncLocalStorage();
    /**
     * One keep-alive agent per protocol for direct requests, shared by every attempt: a connection
     * per request cost more CPU than the rest of reporting an artifact (docs/compatibility.md §12).
     * Through a proxy, @actions/http-client's tunnelling agent is used as before.
     */
    agents = {
        'http:': new external_node_http_.Agent({ keepAlive: true }),
        'https:': new external_node_https_.Agent({ keepAlive: true })
    };
    stopError;
    constructor(options) {
        this.baseUrl = (0,url/* withoutTrailingSlashes */.A)(options.baseUrl);
        this.token = options.token;
        this.dryRun = options.dryRun ?? false;
        this.maxRetries = options.maxRetries;
        this.timeoutSeconds = options.timeoutSeconds;
        this.userAgent = options.userAgent ?? 'records-action';
        this.sleep = options.sleep ?? defaultSleep;
        this.onDryRun = options.onDryRun;
        this.onRetry = options.onRetry;
        this.onSuccess = options.onSuccess;
        this.onRetried = options.onRetried;
        this.tokenSource = options.tokenSource ?? 'the api-token input';
        this.outbox = options.outbox;
    }
    /**
     * The error that stopped the run — a refused token (401/403) or a service that is down —
     * after which nothing more is sent; undefined while requests go out.
     */
    get stopped() {
        return this.stopError;
    }
    /** Runs `fn` with its requests named `label` in retry reports and the outbox. */
    labelled(label, fn) {
        return this.labels.run(label, fn);
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
        if (this.stopError)
            throw new errors/* NotSentError */.SD(this.stopError, this.what('GET', url));
        const { response, attempts } = await this.send('GET', url);
        try {
            return { body: JSON.parse(response.text), text: response.text };
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
    /** POSTs a payload under the API base, as `replay` sends a stored request. */
    async postPayload(segments, payload) {
        return this.post(this.url(segments), payload, segments);
    }
    async post(url, payload, segments = this.segmentsOf(url)) {
        if (this.dryRun) {
            const body = payload.kind === 'json'
                ? JSON.stringify(payload.value, null, 4)
                : describeForm(payload.parts).join('\n');
            this.onDryRun?.({ method: 'POST', url: this.clean(url), body: this.clean(body) });
            return undefined;
        }
        const defer = (failure) => {
            if (!this.outbox || !failure.deferrable)
                return undefined;
            const label = this.what('POST', url);
            const id = this.outbox.add({
                method: 'POST',
                path: [...segments],
                label,
                payload,
                reason: failure.message
            });
            return new errors/* DeferredError */._G(id, failure);
        };
        if (this.stopError) {
            throw defer(this.stopError) ?? new errors/* NotSentError */.SD(this.stopError, this.what('POST', url));
        }
        let response;
        try {
            ;
            ({ response } = await this.send('POST', url, await encodePayload(payload)));
        }
        catch (err) {
            throw (err instanceof errors/* ApiError */.hD && defer(err)) || err;
        }
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
        const retries = [];
        const label = this.labels.getStore();
        const ended = (ok) => {
            if (retries.length > 0)
                this.onRetried?.({ label, method, url, retries, ok });
        };
        for (let attempt = 1;; attempt++) {
            const outcome = await this.attempt(method, url, body);
            if ('response' in outcome && isSuccess(outcome.response.status)) {
                this.onSuccess?.({ method, url, status: outcome.response.status, attempt });
                ended(true);
                return { response: outcome.response, attempts: attempt };
            }
            const retryable = 'response' in outcome
                ? RETRYABLE_STATUS(outcome.response.status)
                : outcome.failure.retryable;
            // Another request found the service down meanwhile: waiting on this one is no use.
            if (!retryable || attempt >= attempts || this.stopError) {
                ended(false);
                throw this.stop(this.failure(method, url, attempt, outcome, retryable));
            }
            const delay = retryDelay(attempt - 1, 'response' in outcome ? outcome.response : undefined);
            const event = {
                method,
                url,
                attempt,
                maxAttempts: attempts,
                ...('response' in outcome
                    ? { status: outcome.response.status, ...this.retryMessage(outcome.response) }
                    : { error: this.clean(outcome.failure.cause) }),
                waitMs: delay
            };
            retries.push(event);
            this.onRetry?.(event);
            await this.sleep(delay);
        }
    }
    /** The first error that stops the run is kept: every later request is refused at once. */
    stop(error) {
        if (error.stops && !this.stopError)
            this.stopError = error;
        return error;
    }
    /** The request's label, else its method and path. */
    what(method, url) {
        return this.labels.getStore() ?? `${method} ${this.clean(url)}`;
    }
    segmentsOf(url) {
        const rest = url.slice(this.baseUrl.length + 1).split('?')[0];
        return rest.split('/').map((s) => decodeURIComponent(s));
    }
    failure(method, url, attempts, outcome, retryable) {
        if ('failure' in outcome) {
            return new errors/* ApiError */.hD({
                method,
                url,
                attempts,
                cause: this.clean(outcome.failure.cause),
                ...(retryable ? { stops: 'down' } : {})
            });
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
        if (status === 401) {
            hint =
                `the token is wrong, expired or revoked: check the secret read from ${this.tokenSource}; ` +
                    'nothing more is sent with it';
        }
        if (status === 403) {
            const org = this.orgOf(url);
            hint =
                `check that the org${org ? ` '${org}'` : ''} is right and that api-token belongs to ` +
                    'that org (a token of another org, or one without access, is refused with 403)';
        }
        return new errors/* ApiError */.hD({
            stops: status === 401 || status === 403
                ? 'auth'
                : retryable && DOWN_STATUS(status)
                    ? 'down'
                    : undefined,
            deferrable: retryable && status !== 409,
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
        const { HttpClient, getProxyUrl } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 44942));
        const timeoutMs = Math.round(this.timeoutSeconds * 1000);
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, timeoutMs);
        const direct = getProxyUrl(url) === '';
        const agent = direct ? this.agents[new URL(url).protocol] : undefined;
        const http = new HttpClient(this.userAgent, [abortWith(controller.signal, direct, agent)], {
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
            // A JSON body is UTF-8 text: written in one call, no stream to set up per request.
            data = body.contentType.startsWith('application/json')
                ? body.bytes.toString('utf8')
                : external_node_stream_.Readable.from([body.bytes], { objectMode: false });
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
function abortWith(signal, direct, agent) {
    return {
        prepareRequest: (options) => {
            options.signal = signal;
            if (agent)
                options.agent = agent;
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
/** RFC 9110's IMF-fixdate, the one HTTP-date form a server may send (`Sun, 06 Nov 1994 08:49:37 GMT`). */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
/**
 * Retry-After as milliseconds: delay-seconds (a non-negative integer) or an IMF-fixdate (RFC
 * 9110 §10.2.3); anything else (`-1`, `1,5`, `1.5`, a loose date) is ignored, so the normal
 * backoff applies. Never negative.
 */
function parseRetryAfter(value) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text)
        return undefined;
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    if (!IMF_FIXDATE.test(text))
        return undefined;
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(date - Date.now(), 0);
}



/***/ })

};
