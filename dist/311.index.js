export const id = 311;
export const ids = [311];
export const modules = {

/***/ 51311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createDelivery: () => (/* binding */ createDelivery)
});

// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/util/secrets.ts
var secrets = __webpack_require__(84537);
// EXTERNAL MODULE: ./src/util/url.ts
var url = __webpack_require__(77997);
// EXTERNAL MODULE: ./src/util/retry-timing.ts
var retry_timing = __webpack_require__(22525);
// EXTERNAL MODULE: ./src/api/api-errors.ts
var api_errors = __webpack_require__(36050);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
var external_node_tls_default = /*#__PURE__*/__webpack_require__.n(external_node_tls_);
;// CONCATENATED MODULE: ./src/api/proxy.ts
/**
 * The records service through the proxy the `http-proxy` input (or KOSLI_HTTP_PROXY) names, as
 * the Kosli CLI's `--http-proxy` sends it: every request to the service goes through it, whatever
 * HTTPS_PROXY, HTTP_PROXY or NO_PROXY say (those still apply without it, through
 * @actions/http-client). Each connection is a CONNECT tunnel (for https and http targets alike);
 * TLS to the service runs inside it and is verified as on a direct connection
 * (NODE_EXTRA_CA_CERTS applies). Credentials in the proxy URL go as Proxy-Authorization: Basic.
 *
 * A proxy that cannot be reached, or refuses the tunnel (407, 403, any answer but 200 and a 5xx),
 * is a configuration error, not the service's outage: its error has the code PROXY_FAILURE and
 * names the proxy and where its address came from (the input, KOSLI_HTTP_PROXY, HTTPS_PROXY…).
 * A 5xx to CONNECT is the proxy saying it could not reach the service: a failed connection.
 * The same holds for the runner's HTTPS_PROXY / HTTP_PROXY, whose tunnel @actions/http-client
 * opens (`describeEnvProxyFailure`).
 */




/** `host:port` for a CONNECT line: an IPv6 literal in brackets. */
function authority(host, port) {
    const bare = host.replace(/^\[|\]$/g, '');
    return `${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
}
/** The code of an error of the proxy itself (unreachable, or refusing the tunnel). */
const PROXY_FAILURE = 'ERR_RECORDS_PROXY';
/** `the proxy proxy.corp:3128 (from the http-proxy input)`: never its credentials. */
function proxyName(proxy) {
    return `the proxy ${proxy.url.host} (from ${proxy.from})`;
}
/** The error of a proxy that cannot be reached or refused the tunnel. */
function proxyError(message) {
    return Object.assign(new Error(message), { code: PROXY_FAILURE });
}
/** What a CONNECT answered other than 200: a refusal, or (5xx) no way to the service. */
function refusal(proxy, status, words, target) {
    const said = `${proxyName(proxy)} answered ${status} ${words}`.trim();
    if (status >= 500) {
        // The proxy is there and tried: the service (or the way to it) is what failed.
        return Object.assign(new Error(`${said} to CONNECT ${target}: it could not reach the service`), {
            code: 'ECONNREFUSED'
        });
    }
    return proxyError(`${said} to CONNECT ${target}: ${REFUSED_ADVICE}`);
}
/** What to check when a proxy refuses the tunnel. */
const REFUSED_ADVICE = 'the proxy refused the tunnel (check its address, and its user:password if it asks for them)';
/** A socket to `host:port` through the proxy, or an error naming the proxy. */
function tunnel(named, host, port, done) {
    const proxy = named.url;
    const target = authority(host, port);
    const headers = { host: target };
    if (proxy.username !== '') {
        const user = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
        headers['proxy-authorization'] = `Basic ${Buffer.from(user, 'utf8').toString('base64')}`;
    }
    const lib = proxy.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default());
    const req = lib.request({
        host: proxy.hostname.replace(/^\[|\]$/g, ''),
        port: proxy.port || (proxy.protocol === 'https:' ? 443 : 80),
        method: 'CONNECT',
        path: target,
        headers,
        agent: false
    });
    req.once('connect', (res, socket) => {
        if (res.statusCode === 200)
            return done(null, socket);
        socket.destroy();
        done(refusal(named, res.statusCode ?? 0, res.statusMessage ?? '', target));
    });
    req.once('error', (err) => {
        const cause = err.code && !err.message.includes(err.code) ? `${err.message} (${err.code})` : err.message;
        done(proxyError(`${proxyName(named)} cannot be reached: ${cause}`));
    });
    req.end();
}
class HttpTunnelAgent extends (external_node_http_default()).Agent {
    proxy;
    constructor(proxy) {
        super({ keepAlive: true });
        this.proxy = proxy;
    }
    createConnection(options, made) {
        tunnel(this.proxy, String(options.host), Number(options.port), made);
        return undefined;
    }
}
class HttpsTunnelAgent extends (external_node_https_default()).Agent {
    proxy;
    constructor(proxy) {
        super({ keepAlive: true });
        this.proxy = proxy;
    }
    createConnection(options, made) {
        const done = made;
        const host = String(options.host).replace(/^\[|\]$/g, '');
        tunnel(this.proxy, host, Number(options.port), (err, socket) => {
            if (err || !socket)
                return done(err ?? new Error('no tunnel'));
            // SNI carries a name, never an address (RFC 6066).
            const name = options.servername || host;
            // The request's TLS options (ca, rejectUnauthorized…) as node's own https agent passes them.
            const tlsOptions = { ...options, host };
            done(null, external_node_tls_default().connect({ ...tlsOptions, socket, servername: (0,external_node_net_.isIP)(name) ? undefined : name }));
        });
        return undefined;
    }
}
const agents = new Map();
/**
 * The keep-alive tunnelling agent of `proxyUrl` for a target of `protocol` (one per process and
 * source); `from` is where the address came from (`the http-proxy input`).
 */
function proxyAgent(proxyUrl, protocol, from = 'the http-proxy input') {
    const key = `${from}\n${proxyUrl}`;
    let pair = agents.get(key);
    if (!pair) {
        const proxy = { url: new URL(proxyUrl), from };
        pair = { 'http:': new HttpTunnelAgent(proxy), 'https:': new HttpsTunnelAgent(proxy) };
        agents.set(key, pair);
    }
    return pair[protocol];
}
/** @actions/http-client's tunnel failed (its `tunnel` package's words). */
const ENV_TUNNEL_FAILED = /^tunneling socket could not be established, (?:statusCode=(\d+)|cause=(.*))$/s;
/**
 * The variable the runner's proxy for `target` came from, as @actions/http-client reads them
 * (lower case first).
 */
function envProxyVariable(target, env = process.env) {
    const names = target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
    return names.find((n) => (env[n] ?? '') !== '') ?? names[1];
}
/**
 * The error of a request through the runner's proxy (`proxyUrl`, from `variable`) in words
 * naming it, when it is the proxy's failure: undefined when it is not.
 */
function describeEnvProxyFailure(err, proxyUrl, variable, target) {
    const m = ENV_TUNNEL_FAILED.exec(err.message);
    if (!m)
        return undefined;
    const proxy = { url: proxyUrl, from: variable };
    const where = authority(target.hostname, Number(target.port || (target.protocol === 'https:' ? 443 : 80)));
    if (m[1] !== undefined) {
        const status = Number(m[1]);
        return refusal(proxy, status, (external_node_http_default()).STATUS_CODES[status] ?? '', where);
    }
    return proxyError(`${proxyName(proxy)} cannot be reached: ${m[2]}`);
}

;// CONCATENATED MODULE: ./src/api/attempt.ts
/**
 * One HTTP attempt to the records service, with its own deadline: the request through
 * @actions/http-client (so the runner's HTTPS_PROXY / HTTP_PROXY / NO_PROXY apply), the answer
 * read up to a bound, and a transport failure described in words. It never rejects, never
 * retries and never follows a redirect (a redirect could carry the token elsewhere).
 */




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
/**
 * One keep-alive agent per protocol for direct requests, shared by every attempt of a process:
 * a connection per request cost more CPU than the rest of reporting an artifact
 * (docs/compatibility.md §12). Through a proxy, @actions/http-client's tunnelling agent is used.
 */
const AGENTS = {
    'http:': new external_node_http_.Agent({ keepAlive: true }),
    'https:': new external_node_https_.Agent({ keepAlive: true })
};
const isSuccess = (status) => status === 200 || status === 201;
/** One attempt with its own deadline; never rejects. */
async function attempt(method, url, body, settings) {
    // Loaded with the first request: a dry run sends none and loads none of it (docs/startup.md).
    const { HttpClient, getProxyUrl } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 44942));
    const timeoutMs = Math.round(settings.timeoutSeconds * 1000);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
    }, timeoutMs);
    const started = Date.now();
    const slow = settings.onSlow && settings.slowAfterMs !== undefined && settings.slowAfterMs < timeoutMs
        ? setTimeout(() => settings.onSlow?.(Date.now() - started), settings.slowAfterMs)
        : undefined;
    const protocol = new URL(url).protocol;
    const direct = settings.proxy === undefined && getProxyUrl(url) === '';
    const agent = settings.proxy
        ? proxyAgent(settings.proxy, protocol, settings.proxyFrom)
        : direct
            ? AGENTS[protocol]
            : undefined;
    const http = new HttpClient(settings.userAgent, [abortWith(controller.signal, direct, agent)], {
        allowRetries: false,
        allowRedirects: false,
        keepAlive: false,
        socketTimeout: timeoutMs
    });
    const { headers, data } = requestOf(settings.token, body);
    const failed = (err) => ({
        failure: timedOut || isSocketTimeout(err)
            ? { cause: `timed out after ${settings.timeoutSeconds}s`, kind: 'timeout' }
            : (throughEnvProxy(err, url, direct ? '' : getProxyUrl(url)) ??
                describeTransportError(err, url))
    });
    return http
        .request(method, url, data, headers)
        .then(async (res) => {
        const status = res.message.statusCode ?? 0;
        const { limit, keepHead } = answerBound(status, settings.answer ?? 'kept');
        const { text, unread } = await readBody(res, limit, keepHead);
        return { response: { status, headers: res.message.headers, text, unread } };
    })
        .catch(failed)
        .finally(() => {
        clearTimeout(timer);
        clearTimeout(slow);
        http.dispose();
    });
}
/** The request's headers and body as http-client takes them. */
function requestOf(token, body) {
    const headers = {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json'
    };
    if (!body)
        return { headers, data: null };
    headers['Content-Type'] = body.contentType;
    headers['Content-Length'] = String(body.bytes.length);
    // A JSON body is UTF-8 text: written in one call, no stream to set up per request.
    const data = body.contentType.startsWith('application/json')
        ? body.bytes.toString('utf8')
        : external_node_stream_.Readable.from([body.bytes], { objectMode: false });
    return { headers, data };
}
/**
 * How much of an answer is read, and whether a longer one keeps its head (else it fails the
 * request): an unused answer and an error keep their head, a read's success must fit.
 */
function answerBound(status, answer) {
    if (answer === 'unused')
        return { limit: UNUSED_ANSWER_BYTES, keepHead: true };
    return isSuccess(status)
        ? { limit: MAX_RESPONSE_BYTES, keepHead: false }
        : { limit: MAX_ERROR_BODY_BYTES, keepHead: true };
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
/**
 * The most read of any answer to a write, whose success body the action never uses: well over
 * the few KB of the service's words an error message keeps (errors.ts MAX_MESSAGE_CHARS), and
 * small enough that 64 answers in flight of any size hold 4 MiB, not 4 GiB.
 */
const UNUSED_ANSWER_BYTES = 64 * 1024;
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
/** Certificate errors that mean "signed by a CA Node does not trust": a company CA, mostly. */
const UNTRUSTED_CHAIN = new Set([
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY'
]);
/** What to do when a company CA (a TLS-inspecting proxy, an internal service) signed the answer. */
const COMPANY_CA_HINT = "the certificate is signed by a CA Node does not trust. If it is your company's (a proxy " +
    'that inspects TLS, an internal service), give it to Node in the job: ' +
    'NODE_EXTRA_CA_CERTS=/path/to/company-ca.pem, or on Node 24 NODE_USE_SYSTEM_CA=1 to trust ' +
    'the runner\'s system store (README, "Proxies and a company CA")';
/** OpenSSL's words when a TLS client gets a plain-HTTP answer. */
const NOT_TLS = /wrong version number|packet length too long|http request|unknown protocol/i;
/**
 * A failure of the runner's proxy (HTTPS_PROXY, HTTP_PROXY: `proxyUrl`, '' when none was used),
 * in words naming it and its variable; undefined when the failure is not the proxy's.
 */
function throughEnvProxy(err, url, proxyUrl) {
    if (proxyUrl === '' || !isErrorLike(err))
        return undefined;
    const target = new URL(url);
    const named = describeEnvProxyFailure(err, new URL(proxyUrl), envProxyVariable(target), target);
    return named && describeTransportError(named, url);
}
function describeTransportError(err, url) {
    if (!isErrorLike(err))
        return { cause: String(err), kind: 'connection' };
    const code = err.code;
    if (code === PROXY_FAILURE)
        return { cause: err.message, kind: 'proxy' };
    if (url.startsWith('https:') &&
        (code === 'EPROTO' ||
            code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
            code?.startsWith('ERR_SSL_')) &&
        NOT_TLS.test(err.message)) {
        const { host } = new URL(url);
        return {
            cause: `base-url is https:// but the server at ${host} does not speak TLS (it answered like a ` +
                'plain-http server): use an http:// base-url, or the port where the server serves https',
            kind: 'fatal'
        };
    }
    let cause = code && !err.message.includes(code) ? `${err.message} (${code})` : err.message;
    if (code !== undefined && UNTRUSTED_CHAIN.has(code))
        cause += `: ${COMPANY_CA_HINT}`;
    const fatal = (code !== undefined && (FATAL_ERROR_CODES.has(code) || code.startsWith('ERR_TLS_'))) ||
        err.message.startsWith('Redirect from HTTPS to HTTP');
    return { cause, kind: fatal ? 'fatal' : 'connection' };
}

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

;// CONCATENATED MODULE: ./src/api/service-url.ts
/** A path segment or URL that must not be requested. */
class UnsafePathError extends Error {
    constructor(reason) {
        super(reason);
        this.name = 'UnsafePathError';
    }
}
/** Segments the URL parser treats as "this folder" or "up one", in any spelling. */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;
function encodeSegment(segment) {
    if (segment === '')
        throw new UnsafePathError('a path segment is empty');
    if (DOT_SEGMENT.test(segment)) {
        throw new UnsafePathError(`the path segment ${JSON.stringify(segment)} would climb the path`);
    }
    return encodeURIComponent(segment);
}
/**
 * `{baseUrl}/seg1/seg2?query`: each segment encoded, absent query values left out. Throws
 * UnsafePathError when the URL the parser reads does not lie under `baseUrl` with exactly this
 * path.
 */
function requestUrl(baseUrl, segments, query = {}) {
    const path = segments.map(encodeSegment).join('/');
    const params = new URLSearchParams();
    for (const key of Object.keys(query).sort()) {
        const value = query[key];
        if (value !== undefined)
            params.append(key, String(value));
    }
    const search = params.toString();
    const url = `${baseUrl}/${path}${search ? `?${search}` : ''}`;
    const base = new URL(baseUrl);
    const parsed = new URL(url);
    const expected = `${base.pathname.replace(/\/$/, '')}/${path}`;
    if (parsed.origin !== base.origin || parsed.pathname !== expected) {
        throw new UnsafePathError(`${url} does not lie under the API base ${baseUrl}`);
    }
    return url;
}

;// CONCATENATED MODULE: ./src/api/client.ts
/**
 * The records service's HTTP client: auth, the retries of one request (backoff, Retry-After
 * within the request's retry budget), a timeout per attempt, and errors that carry the service's
 * message and never the token. Behaviour follows the CLI (docs/compatibility.md §12) plus this
 * project's additions (§15 points 7-8).
 *
 * It knows nothing of what the caller does on failure: whether to stop the run, defer a write
 * or wait for another request is the delivery policy's (src/delivery/), given as hooks around
 * each attempt. It prints nothing: what a caller may want to show (a failed attempt about to be
 * retried, an attempt that waits long) is handed to those hooks as it happens. Its options are
 * trusted: the inputs have validated base-url, max-retries, timeout-seconds and the token.
 */







/** The most of the service's words a retry report carries. */
const RETRY_MESSAGE_CHARS = 300;
/** How much of an unexpected body is redacted and looked at for a one-line snippet. */
const SNIPPET_SOURCE_CHARS = 64 * 1024;
class RecordsClient {
    baseUrl;
    maxRetries;
    timeoutSeconds;
    token;
    userAgent;
    sleep;
    tokenSource;
    retryable;
    proxy;
    proxyFrom;
    constructor(options) {
        this.baseUrl = (0,url/* withoutTrailingSlashes */.A)(options.baseUrl);
        this.token = options.token;
        this.maxRetries = options.maxRetries;
        this.timeoutSeconds = options.timeoutSeconds;
        this.userAgent = options.userAgent ?? 'records-action';
        this.sleep = options.sleep ?? retry_timing/* sleep */.yy;
        this.tokenSource = options.tokenSource ?? 'the api-token input';
        this.retryable = options.retryable;
        this.proxy = options.proxy;
        this.proxyFrom = options.proxyFrom;
    }
    /** `{baseUrl}/seg1/seg2?query`; throws when that would not lie under the API base (url.ts). */
    url(segments, query) {
        return requestUrl(this.baseUrl, segments, query);
    }
    /**
     * Sends with retries until 200/201, or throws the ApiError of the last attempt. `answer`
     * `unused` (a write): the answer is read only as far as an error message needs (attempt.ts).
     */
    async send(request, hooks = {}, answer = 'kept') {
        const url = this.url(request.path, request.query);
        const body = request.payload ? await encodePayload(request.payload) : undefined;
        const maxAttempts = this.maxRetries + 1;
        const timeoutMs = this.timeoutSeconds * 1000;
        // What the retries may cost in all, waits included: each wait and each retry's attempt is
        // taken from it, so one request never takes more than its first attempt and this.
        const budgetMs = (0,retry_timing/* retryBudgetLeftMs */.bZ)(1, maxAttempts, timeoutMs);
        let leftMs = budgetMs;
        for (let n = 1;; n++) {
            await hooks.beforeAttempt?.(n);
            const started = Date.now();
            const outcome = await attempt(request.method, url, body, {
                token: this.token,
                userAgent: this.userAgent,
                timeoutSeconds: this.timeoutSeconds,
                answer,
                proxy: this.proxy,
                proxyFrom: this.proxyFrom,
                slowAfterMs: hooks.slowAfterMs,
                onSlow: (waitedMs) => hooks.onSlow?.({ attempt: n, maxAttempts, waitedMs })
            });
            const report = { attempt: n, ms: Date.now() - started, ...reportOf(outcome) };
            if ('response' in outcome && isSuccess(outcome.response.status)) {
                hooks.afterAttempt?.({ ...report, final: true });
                return outcome.response;
            }
            const next = this.nextStep(n, maxAttempts, outcome, { leftMs, budgetMs, timeoutMs });
            hooks.afterAttempt?.({ ...report, final: next.giveUp !== undefined });
            if (next.giveUp !== undefined) {
                throw this.failure(request.method, url, n, outcome, next.giveUp);
            }
            const event = this.retryEvent(request.method, url, n, maxAttempts, outcome, next.waitMs);
            hooks.onRetry?.(event);
            leftMs -= next.waitMs + timeoutMs;
            await (hooks.waitToRetry ? hooks.waitToRetry(event) : this.sleep(event.waitMs));
        }
    }
    /** A GET's answer as JSON; a body that is not JSON is this request's failure. */
    json(request, response) {
        try {
            return { body: JSON.parse(response.text), text: response.text };
        }
        catch {
            throw new api_errors/* ApiError */.hD({
                method: request.method,
                url: this.url(request.path, request.query),
                attempts: 1,
                status: response.status,
                reason: `the service answered ${response.status} with a body that is not JSON: ${(0,api_errors/* snippet */.UA)(this.clean(response.text.slice(0, SNIPPET_SOURCE_CHARS)))}`
            });
        }
    }
    /**
     * Whether to retry after failed attempt `n`, and after how long; `giveUp` (a note, '' for
     * none) when not: not retryable, no attempt left, or no room left in the retry budget for a
     * wait and one more attempt. A Retry-After longer than the room is not slept (the caller
     * learns at once, and the note gives the wait the service asked for); a backoff is cut to it.
     */
    nextStep(n, maxAttempts, outcome, budget) {
        if (!this.retryable(reportOf(outcome)) || n >= maxAttempts)
            return { giveUp: '' };
        // The longest wait that leaves room for the next attempt's whole timeout.
        const roomMs = Math.min(budget.leftMs - budget.timeoutMs, retry_timing/* RETRY_AFTER_CAP_MS */._Y);
        const asked = 'response' in outcome ? (0,retry_timing/* retryAfterOf */.sT)(outcome.response) : undefined;
        if (asked !== undefined && asked > roomMs) {
            return {
                giveUp: `the service asked to wait ${seconds(asked)} before a retry, longer than the ` +
                    `${seconds(Math.max(roomMs, 0))} this request may still wait (its retries may take ` +
                    `${seconds(budget.budgetMs)} in all, waits included); not waited`
            };
        }
        if (roomMs < 0) {
            return {
                giveUp: `its retry budget (${seconds(budget.budgetMs)} in all, waits included) is used up`
            };
        }
        return { waitMs: asked ?? Math.min((0,retry_timing/* retryDelay */.a2)(n - 1), roomMs) };
    }
    retryEvent(method, url, attempt, maxAttempts, outcome, waitMs) {
        return {
            method,
            url,
            attempt,
            maxAttempts,
            ...('response' in outcome
                ? { status: outcome.response.status, ...this.retryMessage(outcome.response) }
                : { error: this.clean(outcome.failure.cause) }),
            waitMs
        };
    }
    failure(method, url, attempts, outcome, note) {
        if ('failure' in outcome) {
            return new api_errors/* ApiError */.hD({
                method,
                url,
                attempts,
                cause: this.clean(outcome.failure.cause),
                failure: outcome.failure.kind
            });
        }
        const { status, headers, text, unread } = outcome.response;
        // Redacted before anything cuts it: a cut must not leave part of the token behind.
        const parsed = (0,api_errors/* parseErrorBody */.kW)(this.clean(text), unread);
        let serverMessage = parsed.serverMessage;
        if (status >= 300 && status < 400 && typeof headers.location === 'string') {
            // Redirects are not followed (they could carry the token elsewhere); say where to point.
            const location = (0,api_errors/* cutText */.IN)(this.clean(headers.location), 500);
            serverMessage = `redirected to ${location}; set base-url to the final address`;
        }
        return new api_errors/* ApiError */.hD({
            method,
            url,
            attempts,
            status,
            serverMessage,
            errors: parsed.errors && (0,secrets/* redactDeep */.KL)(parsed.errors, [this.token]),
            hint: note || this.hintFor(status, url)
        });
    }
    /** What to check after a refused token. */
    hintFor(status, url) {
        if (status === 401) {
            return `the token is wrong, expired or revoked: check the secret read from ${this.tokenSource}`;
        }
        if (status !== 403)
            return undefined;
        const org = this.orgOf(url);
        return (`check that the org${org ? ` '${org}'` : ''} is right and that api-token belongs to ` +
            'that org (a token of another org, or one without access, is refused with 403)');
    }
    /** The service's words in a failed answer, for a one-line retry report. */
    retryMessage(response) {
        const { serverMessage } = (0,api_errors/* parseErrorBody */.kW)(this.clean(response.text), response.unread);
        return serverMessage ? { message: (0,api_errors/* cutText */.IN)(serverMessage, RETRY_MESSAGE_CHARS) } : {};
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
function reportOf(outcome) {
    return 'response' in outcome
        ? { status: outcome.response.status }
        : { failure: outcome.failure.kind };
}
function seconds(ms) {
    return `${Math.round(ms / 1000).toLocaleString('en')} s`;
}
async function encodePayload(payload) {
    if (payload.kind === 'form')
        return encodeForm(payload.parts);
    return {
        bytes: Buffer.from(JSON.stringify(payload.value), 'utf8'),
        contentType: 'application/json; charset=utf-8'
    };
}



// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __webpack_require__(91451);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/outbox/subject.ts
var outbox_subject = __webpack_require__(80573);
// EXTERNAL MODULE: ./src/util/on-cancel.ts
var on_cancel = __webpack_require__(58550);
// EXTERNAL MODULE: ./src/delivery/gate.ts
var gate = __webpack_require__(60361);
// EXTERNAL MODULE: ./src/delivery/status-policy.ts
var status_policy = __webpack_require__(93759);
;// CONCATENATED MODULE: ./src/delivery/delivery.ts
/**
 * Every request of a run goes through here: the one place that decides what happens to it
 * besides being sent (docs/delivery.md). A dry run sends nothing and keeps what would have
 * gone; the gate (gate.ts) paces attempts and stops the run; a write that cannot be delivered
 * while the service is down waits in the outbox (`on-service-down: defer`); a cancelled job
 * (`listenForCancel`) starts no new attempt. A write always ends as one record (src/results.ts
 * `Write`): recorded, failed, deferred, stopped, in flight or preview.
 */








/** An attempt with no answer after this long is said in the log as it happens. */
const SLOW_NOTICE_MS = 5000;
class Delivery {
    gate;
    /** Writes kept for the outbox, in the order they were deferred. */
    deferred = [];
    /** What a dry run would have sent, in order. */
    dryRunRequests = [];
    /** The error that stopped the run, in words, once known. */
    stopCause;
    /** The job's cancellation: listened to once `listenForCancel` is called. */
    cancellation;
    /** Writes the service accepted so far. */
    recorded = 0;
    client;
    dryRun;
    defer;
    events;
    cancelFromFirstWrite;
    listening = false;
    /** The job was cancelled and the wait for the writes in flight is over. */
    waitIsOver = false;
    constructor(options) {
        this.client = options.client;
        this.dryRun = options.dryRun;
        this.defer = options.defer;
        this.events = options.events ?? {};
        this.gate = new gate/* Gate */.iD(options.sleep, options.clock);
        this.cancellation = options.cancellation ?? new on_cancel/* Cancellation */.mT();
        this.cancelFromFirstWrite = options.cancelFromFirstWrite ?? false;
    }
    /**
     * From now on the job's cancellation (the runner's SIGINT, then SIGTERM) stops the run: no
     * new attempt starts, what waits learns of it at once, and the attempts in flight go on (the
     * caller waits for them until `cancellation.inFlightWaitOver()`).
     */
    listenForCancel() {
        if (this.listening)
            return;
        this.listening = true;
        void this.cancellation.inFlightWaitOver().then(() => (this.waitIsOver = true));
        this.cancellation.listen((signal) => {
            const inFlight = this.gate.underWay;
            this.gate.halt({ kind: 'cancelled', signal });
            const waitMs = on_cancel/* IN_FLIGHT_WAIT_MS */.KS[signal];
            this.events.onCancel?.({ signal, recorded: this.recorded, inFlight, waitMs });
        });
    }
    /** Why nothing more is sent, once the run is stopped. */
    get stop() {
        return this.gate.stop;
    }
    /** What became of the work: the stop and its cause, the writes deferred, a dry run's requests. */
    outcome() {
        const stop = this.gate.stop;
        return {
            ...(stop && {
                stopped: {
                    kind: stop.kind,
                    cause: this.stopCause ?? (0,gate/* describeStop */.Cw)(stop),
                    ...(stop.what !== undefined && { what: stop.what })
                }
            }),
            deferred: [...this.deferred],
            dryRunRequests: [...this.dryRunRequests]
        };
    }
    /** Runs work whose libraries print inside a group of the log named `title`. */
    around(title, work) {
        return this.events.around ? this.events.around(title, work) : work();
    }
    url(segments, query) {
        return this.client.url(segments, query);
    }
    /** A GET's JSON answer; undefined in a dry run. Throws ApiError, or StoppedError once stopped. */
    async read(request, label) {
        if (this.dryRun) {
            this.dryRunRequests.push({ method: 'GET', url: this.url(request.path, request.query) });
            return undefined;
        }
        try {
            const what = label ?? `${request.method} ${this.url(request.path, request.query)}`;
            const response = await this.client.send(request, this.hooks(what));
            return this.client.json(request, response);
        }
        catch (err) {
            this.haltOnConfigError(err);
            this.noteStop(err);
            throw err;
        }
    }
    /**
     * A write that could not even be built (an artifact that could not be fingerprinted): it is
     * one of the run's writes all the same, not recorded, and says why.
     */
    unmade(kind, label, why) {
        return { id: (0,external_node_crypto_.randomUUID)(), kind, label, state: 'failed', detail: why };
    }
    /**
     * Makes a write; never throws for what the service, the network or a field of the request
     * did: the record says (a field the spec refuses fails this write alone, before it is sent).
     */
    async write(pending) {
        const write = { id: pending.id ?? (0,external_node_crypto_.randomUUID)(), kind: pending.kind, label: pending.label };
        let request;
        try {
            request = pending.request();
        }
        catch (err) {
            if (err instanceof errors/* ValidationError */.yI)
                return { ...write, state: 'failed', detail: err.message };
            throw err;
        }
        if (this.dryRun) {
            this.dryRunRequests.push(dryRunOf(this.url(request.path), request));
            return { ...write, state: 'preview' };
        }
        const subject = (0,outbox_subject/* subjectDigest */.B7)((0,outbox_subject/* requestSubject */.ql)(pending.kind, request));
        if (this.cancelFromFirstWrite)
            this.listenForCancel();
        const sent = this.send(write, request, pending.origin).then((w) => ({ ...w, subject }));
        // After the wait, the stop refuses the write before it is sent: no race.
        if (!this.listening || this.waitIsOver)
            return sent;
        // Cancelled: a write still unanswered when the wait is over is in flight, and the step
        // goes on to say so (the runner kills it soon after). Its own answer, later, is dropped.
        sent.catch(() => undefined);
        const waitOver = this.cancellation.inFlightWaitOver().then(() => {
            const stop = this.gate.stop;
            return { ...write, subject, state: 'in-flight', ...(stop && { detail: (0,gate/* describeStop */.Cw)(stop) }) };
        });
        return Promise.race([sent, waitOver]);
    }
    /** Sends a write that was built; what became of it (never throws for what the service did). */
    async send(write, request, origin) {
        const answers = noticingUnanswered(this.hooks(write.label));
        try {
            // A write's answer is never used: it is read only as far as an error message needs.
            await this.client.send(request, answers.hooks, 'unused');
            this.recorded++;
            return { ...write, state: 'recorded' };
        }
        catch (err) {
            this.haltOnConfigError(err);
            this.noteStop(err);
            if (err instanceof gate/* StoppedError */.Ko && err.stop.kind === 'cancelled' && answers.unanswered()) {
                // Sent, and no answer came before the job was cancelled: the service may have it.
                return { ...write, state: 'in-flight', detail: (0,gate/* describeStop */.Cw)(err.stop) };
            }
            if (this.defer && deferrable(err)) {
                this.deferred.push({
                    ...write,
                    request,
                    ...(origin !== undefined && { origin }),
                    reason: (0,errors/* errorMessage */.gJ)(err)
                });
                return { ...write, state: 'deferred', detail: (0,errors/* errorMessage */.gJ)(err) };
            }
            if (err instanceof gate/* StoppedError */.Ko || (err instanceof api_errors/* ApiError */.hD && this.stoppedBy(err))) {
                const stop = this.gate.stop;
                return { ...write, state: 'stopped', ...(stop && { detail: (0,gate/* describeStop */.Cw)(stop) }) };
            }
            if (err instanceof api_errors/* ApiError */.hD)
                return { ...write, state: 'failed', detail: err.message };
            throw err;
        }
    }
    /**
     * A base-url that reaches no route of the service (its route-not-found 404): every request
     * would meet it, so nothing more is sent and "check base-url" is said once, by the stop.
     * (A proxy that cannot be used stops the run in the gate: status-policy.ts.)
     */
    haltOnConfigError(err) {
        if (err instanceof api_errors/* ApiError */.hD && (0,api_errors/* isRouteNotFound */.hy)(err)) {
            this.gate.halt({ kind: 'config', what: 'base-url reaches no route of the service' });
        }
    }
    /** The error that stopped the run is kept once, in words, and told as it happens. */
    noteStop(err) {
        const stop = this.gate.stop;
        if (!stop || this.stopCause !== undefined || !(err instanceof api_errors/* ApiError */.hD))
            return;
        if (!this.stoppedBy(err))
            return;
        this.stopCause = err.message;
        this.events.onStop?.(stop, err.message);
    }
    /** Whether `err` is the failure that stopped the run (rather than one before the stop). */
    stoppedBy(err) {
        const stop = this.gate.stop;
        if (!stop || stop.kind === 'cancelled')
            return false;
        if (stop.kind === 'auth')
            return (0,status_policy/* treatmentOf */.Wh)(err).stops === 'at once';
        if (stop.kind === 'config')
            return err.failure === 'proxy' || (0,api_errors/* isRouteNotFound */.hy)(err);
        return (0,gate/* isTrouble */.KM)({ status: err.status, failure: err.failure });
    }
    hooks(label) {
        const timeoutSeconds = this.client.timeoutSeconds;
        return this.gate.hooks({
            // Once the job is cancelled no retry follows: the line would say one does.
            onRetry: (event, role) => {
                if (this.gate.stop?.kind !== 'cancelled')
                    this.events.onRetry?.({ ...event, label }, role);
            },
            onSlow: (event) => this.events.onSlow?.({ ...event, label, timeoutSeconds })
        }, Math.min(SLOW_NOTICE_MS, (timeoutSeconds * 1000) / 2));
    }
}
/**
 * `hooks`, noticing whether an attempt went unanswered (a timeout, a dropped connection): the
 * service may then have recorded the write all the same.
 */
function noticingUnanswered(hooks) {
    let unanswered = false;
    return {
        hooks: {
            ...hooks,
            afterAttempt: (report) => {
                if (report.status === undefined)
                    unanswered = true;
                hooks.afterAttempt?.(report);
            }
        },
        unanswered: () => unanswered
    };
}
/**
 * Whether an outbox may keep a write that failed with `err`: it was not refused on its merits
 * (status-policy.ts says which failures those are), or the run stopped because the service is
 * down before it went.
 */
function deferrable(err) {
    if (err instanceof gate/* StoppedError */.Ko)
        return err.stop.kind === 'down';
    if (!(err instanceof api_errors/* ApiError */.hD))
        return false;
    return (0,status_policy/* treatmentOf */.Wh)(err).deferred;
}
/** What a dry run shows of a write: the CLI's payload text (docs/compatibility.md §12.7). */
function dryRunOf(url, request) {
    const payload = request.payload;
    const body = payload === undefined
        ? undefined
        : payload.kind === 'json'
            ? JSON.stringify(payload.value, null, 4)
            : describeForm(payload.parts).join('\n');
    return { method: request.method, url, ...(body !== undefined && { body }) };
}

;// CONCATENATED MODULE: ./src/delivery/create.ts
/** The delivery of a run: the records client and the policy around it, from the inputs. */





function createDelivery(service, events, cancellation) {
    const client = new RecordsClient({
        baseUrl: service.baseUrl,
        // A dry run may have no token: nothing is sent.
        token: service.apiToken || rules/* DRY_RUN_TOKEN */.MQ,
        tokenSource: service.apiTokenFrom,
        maxRetries: service.maxRetries,
        timeoutSeconds: service.timeoutSeconds,
        userAgent: version/* USER_AGENT */._,
        retryable: status_policy/* isRetried */.mo,
        ...(service.httpProxy !== undefined && {
            proxy: service.httpProxy,
            proxyFrom: service.httpProxyFrom
        })
    });
    return new Delivery({
        client,
        dryRun: service.dryRun,
        // With `on-service-down: defer`, what cannot be delivered waits in the outbox.
        defer: service.onServiceDown === 'defer' && !service.dryRun,
        events,
        // A job's step (main.ts gives its cancellation) listens from its first write on.
        ...(cancellation && { cancellation, cancelFromFirstWrite: true })
    });
}


/***/ }),

/***/ 80573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ subjectDigest),
/* harmony export */   ow: () => (/* binding */ subjectKey),
/* harmony export */   ql: () => (/* binding */ requestSubject)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The subject a write becomes the latest record of (docs/bad-day.md, "Never stale"): an
 * artifact's fingerprint in a flow, an attestation's name on a trail (an override is of the
 * attestation it overrides). Read from the request as it is sent or kept, so that a direct run
 * and a replay name a write's subject alike; its digest is what a check run lists of what it
 * recorded (report/checkrun.ts), and what a replay compares (outbox/newer-checks.ts).
 */

/** Hex digits of a subject's SHA-256 kept: a check run lists thousands within its text. */
const SUBJECT_HEX = 16;
/** The subject of a write of `kind` to `path` whose body (or `data_json`) is `value`. */
function subjectKey(kind, path, value) {
    const [, org = '', flow = '', , trail = ''] = path;
    const fields = (value ?? {});
    const text = (v) => (typeof v === 'string' ? v : '');
    return kind === 'artifact'
        ? JSON.stringify(['artifact', org, flow, text(fields.fingerprint)])
        : JSON.stringify(['attestation', org, flow, trail, text(fields.attestation_name)]);
}
/** The subject of a request as it is sent: the JSON body, or a form's `data_json`. */
function requestSubject(kind, request) {
    const p = request.payload;
    const value = p?.kind === 'json' ? p.value : p?.parts.jsonFields.data_json;
    return subjectKey(kind, request.path, value);
}
/** A subject's digest, as a check run lists it. */
function subjectDigest(subject) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(subject).digest('hex').slice(0, SUBJECT_HEX);
}


/***/ })

};
