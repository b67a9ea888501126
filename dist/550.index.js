export const id = 550;
export const ids = [550];
export const modules = {

/***/ 73550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPO_DIGEST_UNAVAILABLE: () => (/* binding */ REPO_DIGEST_UNAVAILABLE),
/* harmony export */   dockerFingerprint: () => (/* binding */ dockerFingerprint),
/* harmony export */   selectRepoDigest: () => (/* binding */ selectRepoDigest)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91451);
/* harmony import */ var _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52114);
/**
 * `docker` fingerprint: the RepoDigest of a local image, via the docker CLI on PATH
 * (`docker image inspect`), selected with the Kosli CLI's rules (DockerImageSha256).
 */



/** The CLI's ErrRepoDigestUnavailable text. */
const REPO_DIGEST_UNAVAILABLE = 'repo digest unavailable for the image, has it been pushed to or pulled from a registry?';
function hexAfterSha256(repoDigest) {
    const i = repoDigest.indexOf('@sha256:');
    if (i < 0)
        return undefined;
    const hex = repoDigest.slice(i + 8).split('@sha256:')[0];
    return _api_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.fingerprint.test(hex) ? hex : undefined;
}
/**
 * The CLI's extractImageDigestFromRepoDigest: one entry → it; several and `image` is a 64-hex
 * ID → the first; otherwise the first entry starting with the image name (library/ prefix,
 * tag and trailing @sha256 removed). Throws the CLI's "repo digest unavailable" error.
 */
function selectRepoDigest(image, repoDigests) {
    let chosen;
    if (repoDigests.length === 0 || image === '')
        chosen = undefined;
    else if (repoDigests.length === 1 || _api_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.fingerprint.test(image))
        chosen = repoDigests[0];
    else {
        let prefix = image.startsWith('library/') ? image.slice(8) : image;
        prefix = prefix.split(':')[0];
        if (prefix.endsWith('@sha256'))
            prefix = prefix.slice(0, -7);
        chosen = repoDigests.find((r) => r.startsWith(prefix));
    }
    if (chosen === undefined)
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageError */ .C(image, REPO_DIGEST_UNAVAILABLE);
    const hex = hexAfterSha256(chosen);
    if (!hex)
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageError */ .C(image, `unexpected RepoDigest ${JSON.stringify(chosen)}`);
    return hex;
}
/** Fingerprint of a local docker image from its RepoDigests. */
async function dockerFingerprint(image, opts = {}) {
    // env given explicitly: PATH as this process sees it now (also under a test sandbox)
    const args = ['image', 'inspect', '--format', '{{json .RepoDigests}}', '--', image];
    const out = await new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('docker', args, { timeout: opts.timeoutMs ?? 60_000, env: process.env }, (err, stdout, stderr) => {
            if (!err)
                return resolve(stdout);
            const e = err;
            if (e.code === 'ENOENT')
                return reject(new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageError */ .C(image, 'the docker command is not on PATH'));
            if (e.killed)
                return reject(new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageError */ .C(image, 'docker image inspect timed out'));
            const msg = String(stderr).trim() || e.message;
            reject(new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageError */ .C(image, `docker image inspect failed: ${msg}`));
        });
    });
    let digests;
    try {
        digests = JSON.parse(out.trim() || 'null');
    }
    catch {
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageError */ .C(image, `unexpected output of docker image inspect: ${out.slice(0, 200)}`);
    }
    if (digests === null)
        digests = [];
    if (!Array.isArray(digests) || !digests.every((d) => typeof d === 'string')) {
        throw new _fingerprint_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ImageError */ .C(image, `unexpected output of docker image inspect: ${out.slice(0, 200)}`);
    }
    return selectRepoDigest(image, digests);
}


/***/ })

};
