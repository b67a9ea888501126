export const id = 233;
export const ids = [233];
export const modules = {

/***/ 55233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MANIFEST_ACCEPT: () => (/* binding */ MANIFEST_ACCEPT),
/* harmony export */   MAX_REGISTRY_REQUESTS: () => (/* binding */ MAX_REGISTRY_REQUESTS),
/* harmony export */   REGISTRY_TIMEOUT_MS: () => (/* binding */ REGISTRY_TIMEOUT_MS),
/* harmony export */   dockerConfigCredentials: () => (/* binding */ dockerConfigCredentials),
/* harmony export */   ociFingerprint: () => (/* binding */ ociFingerprint),
/* harmony export */   parseChallenge: () => (/* binding */ parseChallenge)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _api_rules_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91451);
/* harmony import */ var _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52114);
/* harmony import */ var _image_ref_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(35669);
/**
 * `oci` fingerprint: the registry's manifest digest (Docker-Content-Digest) of an image
 * reference, as the CLI's RemoteDockerImageSha256 / containers-image GetDigest obtain it.
 * HEAD first, GET as fallback; a 401 Bearer challenge is answered with a token (anonymous, or
 * with the basic credentials of ~/.docker/config.json), a Basic challenge with the credentials.
 * Credentials are only ever sent in answer to a challenge and never appear in errors.
 */









const MANIFEST_ACCEPT = [
    'application/vnd.oci.image.index.v1+json',
    'application/vnd.oci.image.manifest.v1+json',
    'application/vnd.docker.distribution.manifest.list.v2+json',
    'application/vnd.docker.distribution.manifest.v2+json'
].join(', ');
/**
 * A registry request's deadline when no `timeout-seconds` applies (the `fingerprint` command):
 * a registry that trickles its answer a byte at a time must not hold the job until its
 * `timeout-minutes` (docs/bad-day.md).
 */
const REGISTRY_TIMEOUT_MS = 20_000;
/** Requests one image may take: HEAD, a token, HEAD again with it, and GET when HEAD says no digest. */
const MAX_REGISTRY_REQUESTS = 4;
const MAX_BODY = 4 * 1024 * 1024;
/**
 * One request with a total deadline: connect, headers and body within `timeoutMs` however the
 * bytes come (an idle timeout would be reset by each byte of a trickling answer).
 */
function send(method, url, headers, timeoutMs) {
    return new Promise((resolve, reject) => {
        const lib = url.startsWith('https:') ? (node_https__WEBPACK_IMPORTED_MODULE_3___default()) : (node_http__WEBPACK_IMPORTED_MODULE_2___default());
        const req = lib.request(url, { method, headers }, (res) => {
            const chunks = [];
            let size = 0;
            res.on('data', (c) => {
                size += c.length;
                if (size > MAX_BODY)
                    req.destroy(new Error('response too large'));
                else
                    chunks.push(c);
            });
            res.on('end', () => {
                clearTimeout(deadline);
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
            });
            res.on('error', reject);
        });
        const deadline = setTimeout(() => {
            // Rejected here, not by the error the destroyed socket raises (an "aborted" body).
            const err = new Error(`no complete answer within ${timeoutMs / 1000} s`);
            reject(err);
            req.destroy(err);
        }, timeoutMs);
        req.on('error', (err) => {
            clearTimeout(deadline);
            reject(err);
        });
        req.on('close', () => clearTimeout(deadline));
        req.end();
    });
}
/** Parses `Bearer realm="…",service="…"` into its scheme and parameters. */
function parseChallenge(header) {
    const m = /^\s*(\S+)\s*(.*)$/.exec(header) ?? ['', '', ''];
    const params = {};
    for (const p of m[2].matchAll(/([A-Za-z_][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))/g)) {
        params[p[1].toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, '$1') : p[3];
    }
    return { scheme: m[1].toLowerCase(), params };
}
function hostOf(key) {
    return key.replace(/^[a-z]+:\/\//i, '').split('/')[0];
}
/** `user:password` for the registry from a docker config's `auths`, if any. */
async function dockerConfigCredentials(ref, configPath) {
    const file = configPath ??
        node_path__WEBPACK_IMPORTED_MODULE_5___default().join(process.env.DOCKER_CONFIG || node_path__WEBPACK_IMPORTED_MODULE_5___default().join(node_os__WEBPACK_IMPORTED_MODULE_4___default().homedir(), '.docker'), 'config.json');
    let config;
    try {
        config = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'));
    }
    catch {
        return undefined; // no config (or unreadable): anonymous
    }
    const wanted = ref.registry === 'docker.io'
        ? ['docker.io', 'index.docker.io', 'registry-1.docker.io']
        : [ref.registry];
    for (const [key, entry] of Object.entries(config.auths ?? {})) {
        if (!wanted.includes(hostOf(key)) || !entry)
            continue;
        if (entry.auth) {
            const decoded = Buffer.from(entry.auth, 'base64').toString('utf8');
            if (decoded.includes(':'))
                return decoded;
        }
        if (entry.username && entry.password)
            return `${entry.username}:${entry.password}`;
    }
    return undefined;
}
/** Registry error text from a JSON error body, without echoing anything large. */
function registryMessage(body) {
    try {
        const j = JSON.parse(body.toString('utf8'));
        const e = j?.errors?.[0];
        if (e?.message)
            return `: ${String(e.code ?? '')} ${String(e.message)}`.slice(0, 300);
    }
    catch {
        /* not JSON */
    }
    return '';
}
/** Fingerprint (64 hex, no `sha256:`) of the manifest `ref` names in its registry. */
async function ociFingerprint(ref, opts = {}) {
    let r;
    try {
        r = (0,_image_ref_js__WEBPACK_IMPORTED_MODULE_8__/* .parseImageReference */ .o)(ref);
    }
    catch (err) {
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `not a valid image reference: ${err.message}`);
    }
    const timeout = opts.timeoutMs ?? REGISTRY_TIMEOUT_MS;
    const plain = (0,_image_ref_js__WEBPACK_IMPORTED_MODULE_8__/* .isLoopbackHost */ .c)(r.endpoint) || (opts.insecureHosts ?? []).includes(r.endpoint);
    const url = `${plain ? 'http' : 'https'}://${r.endpoint}/v2/${r.repository}/manifests/${r.reference}`;
    const headers = { Accept: MANIFEST_ACCEPT };
    let authorized = false;
    const ask = async (method) => {
        let res;
        try {
            res = await send(method, url, headers, timeout);
        }
        catch (err) {
            throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `cannot read ${url} from the registry ${r.endpoint}: ${err.message}`);
        }
        if (res.status === 401 && !authorized) {
            authorized = true;
            headers.Authorization = await authorize(r, ref, res, opts, timeout);
            return ask(method);
        }
        return res;
    };
    let res = await ask('HEAD');
    let digest = res.status < 300 ? res.headers['docker-content-digest'] : undefined;
    if (typeof digest !== 'string') {
        res = await ask('GET');
        if (res.status < 200 || res.status >= 300) {
            throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `registry answered ${res.status} for ${url}${registryMessage(res.body)}`);
        }
        digest = res.headers['docker-content-digest'];
        if (typeof digest !== 'string')
            digest = `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(res.body).digest('hex')}`;
    }
    // A sha256 digest's hex is a fingerprint, as the service's pattern writes it.
    const trimmed = digest.trim();
    const hex = trimmed.startsWith('sha256:') ? trimmed.slice('sha256:'.length) : '';
    if (!_api_rules_js__WEBPACK_IMPORTED_MODULE_6__/* .PATTERNS */ .G3.fingerprint.test(hex))
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `registry reported a digest that is not sha256: ${digest.slice(0, 100)}`);
    return hex;
}
async function authorize(r, ref, res, opts, timeout) {
    const header = res.headers['www-authenticate'];
    const { scheme, params } = parseChallenge(typeof header === 'string' ? header : '');
    const creds = await dockerConfigCredentials(r, opts.dockerConfigPath);
    const basic = creds ? `Basic ${Buffer.from(creds, 'utf8').toString('base64')}` : undefined;
    if (scheme === 'basic') {
        if (!basic)
            throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `registry ${r.registry} requires credentials (none in the docker config)`);
        return basic;
    }
    if (scheme !== 'bearer' || !params.realm) {
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `registry ${r.registry} answered 401 with an unsupported challenge`);
    }
    const tokenUrl = new URL(params.realm);
    if (params.service)
        tokenUrl.searchParams.set('service', params.service);
    tokenUrl.searchParams.set('scope', params.scope || `repository:${r.repository}:pull`);
    let tok;
    try {
        tok = await send('GET', tokenUrl.toString(), basic ? { Authorization: basic } : {}, timeout);
    }
    catch (err) {
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `cannot reach the token service ${tokenUrl.origin}: ${err.message}`);
    }
    if (tok.status !== 200) {
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `token service ${tokenUrl.origin} answered ${tok.status}`);
    }
    let token;
    try {
        const j = JSON.parse(tok.body.toString('utf8'));
        token = j.token ?? j.access_token;
    }
    catch {
        token = undefined;
    }
    if (typeof token !== 'string' || token === '') {
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ImageError */ .C(ref, `token service ${tokenUrl.origin} gave no token`);
    }
    return `Bearer ${token}`;
}


/***/ })

};
