export const id = 956;
export const ids = [956];
export const modules = {

/***/ 4657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ buildCommonAttestation)
/* harmony export */ });
/** Go's json.Marshal writes map keys sorted; we do the same so payloads diff cleanly. */
function sortedKeys(map) {
    const keys = Object.keys(map).sort();
    if (keys.length === 0)
        return undefined;
    const out = {};
    for (const key of keys)
        out[key] = map[key];
    return out;
}
function externalUrls(map) {
    const sorted = sortedKeys(map);
    if (!sorted)
        return undefined;
    // Rebuild each value so the keys come out in the CLI's order: href, fingerprint.
    for (const [label, url] of Object.entries(sorted)) {
        sorted[label] = url.fingerprint
            ? { href: url.href, fingerprint: url.fingerprint }
            : { href: url.href };
    }
    return sorted;
}
/**
 * The common attestation fields, in the CLI's key order, with empty values left out as the CLI
 * does. `user_data` is `{}` when not given. (`origin-url` already defaults to the build URL,
 * as the CLI does in CI.)
 */
function buildCommonAttestation(config, opts) {
    const body = {};
    if (opts.fingerprint)
        body.artifact_fingerprint = opts.fingerprint;
    if (opts.gitCommitInfo)
        body.git_commit_info = opts.gitCommitInfo;
    if (opts.repoInfo)
        body.repo_info = opts.repoInfo;
    body.attestation_name = config.attestationName;
    if (config.targetArtifacts && config.targetArtifacts.length > 0) {
        body.target_artifacts = [...config.targetArtifacts];
    }
    const urls = externalUrls(config.externalUrls);
    if (urls)
        body.external_urls = urls;
    if (config.originUrl)
        body.origin_url = config.originUrl;
    body.user_data = config.userData ?? {};
    if (config.description)
        body.description = config.description;
    const annotations = sortedKeys(config.annotations);
    if (annotations)
        body.annotations = annotations;
    return body;
}


/***/ }),

/***/ 956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   overrideCommand: () => (/* binding */ overrideCommand),
/* harmony export */   parseAttestationType: () => (/* binding */ parseAttestationType),
/* harmony export */   runOverride: () => (/* binding */ runOverride)
/* harmony export */ });
/* harmony import */ var _api_models_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3816);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3249);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6505);
/* harmony import */ var _context_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3002);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(314);
/* harmony import */ var _inputs_attestation_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9335);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8836);
/* harmony import */ var _inputs_junit_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3241);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4245);
/* harmony import */ var _attestation_body_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4657);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3155);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1476);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5358);














/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
function parseAttestationType(value) {
    if (!value)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('attestation-type', '', 'is required for override');
    if ((0,_api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .isAttestationType */ .j3)(value))
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('attestation-type', value, `must be one of ${_api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTESTATION_TYPES */ .ZX.join(', ')}, or custom:<name>`);
}
async function readInputs(env, run) {
    const flow = (0,_flow_js__WEBPACK_IMPORTED_MODULE_10__/* .readFlow */ .h)(env, 'override');
    const commit = await (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_7__/* .readCommitInputs */ .h)(env, run.workspace, run.github, { trail: true });
    const attestationType = parseAttestationType((0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_9__/* .read */ .LF)(env, 'attestation-type'));
    const compliant = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_9__/* .readOptionalBool */ .FQ)(env, 'compliant');
    if (compliant === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('compliant', '', 'is required for override (true or false)');
    }
    const reason = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_9__/* .read */ .LF)(env, 'reason');
    if (!reason)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('reason', '', 'is required for override');
    return {
        flow,
        ...(0,_inputs_junit_js__WEBPACK_IMPORTED_MODULE_8__/* .readAttestationNameInputs */ .Z$)(env),
        attestationType,
        compliant,
        reason,
        ...(0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_5__/* .readArtifactInputs */ .WZ)(env),
        ...commit,
        ...(await (0,_inputs_attestation_js__WEBPACK_IMPORTED_MODULE_6__/* .readAttestationInputs */ .e)(env, run.workspace, commit.buildUrl))
    };
}
async function runOverride(config, client) {
    const result = (0,_command_js__WEBPACK_IMPORTED_MODULE_12__/* .newResult */ .Y)(overrideCommand, config);
    const { flow, trail, attestationName, attestationType, compliant, reason } = config;
    const subject = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_11__/* .resolveSubjectArtifact */ .v)(config);
    const context = await (0,_context_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .loadCommitContext */ .f)(config);
    result.warnings.push(...context.warnings);
    const body = {
        ...(0,_attestation_body_js__WEBPACK_IMPORTED_MODULE_13__/* .buildCommonAttestation */ .a)(config, {
            fingerprint: subject?.fingerprint,
            gitCommitInfo: context.gitCommitInfo,
            repoInfo: context.repoInfo
        }),
        reason,
        new_compliance_status: compliant,
        original_attestation_type: attestationType
    };
    const outcome = {
        attestationName,
        attestationType,
        compliant,
        reason,
        trail,
        targetArtifacts: config.targetArtifacts?.length ? [...config.targetArtifacts] : undefined,
        fingerprint: subject?.fingerprint
    };
    result.override = outcome;
    try {
        await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .overrideAttestation */ .FU)(client, config.org, flow, trail, body);
    }
    catch (err) {
        if (!(err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD))
            throw err;
        result.failures.push(`Overriding attestation '${attestationName}' in trail '${trail}' of flow '${flow}' failed: ${err.message}`);
    }
    return result;
}
const overrideCommand = {
    name: 'override',
    title: 'attestation override',
    verdict: false,
    online: true,
    readInputs,
    run: runOverride
};


/***/ }),

/***/ 5358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ requireSubjectArtifact),
/* harmony export */   v: () => (/* binding */ resolveSubjectArtifact)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9563);
/**
 * The one artifact a command is about: the `fingerprint` input, else the single artifact of
 * `artifacts`, fingerprinted.
 */


/**
 * The one artifact a command is about: the `fingerprint` input, else the single artifact of
 * `artifacts`, fingerprinted. Several artifacts is an error naming the input; none gives
 * undefined (the caller decides whether that is an error).
 */
async function resolveSubjectArtifact(config) {
    if (config.fingerprint)
        return { fingerprint: config.fingerprint };
    if (config.artifacts.length === 0)
        return undefined;
    const outcomes = await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareArtifacts */ .t)(config);
    if (outcomes.length !== 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('artifacts', config.artifacts.join('\n'), `must name exactly one artifact for '${config.command}' (it matched ${outcomes.length})`);
    }
    const [artifact] = outcomes;
    if (artifact.error || !artifact.fingerprint) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FileError */ .f6(artifact.path || artifact.name, artifact.error ?? 'no fingerprint');
    }
    return { fingerprint: artifact.fingerprint, name: artifact.name };
}
/** resolveSubjectArtifact, refusing "none" with an error that names both inputs. */
async function requireSubjectArtifact(config) {
    const subject = await resolveSubjectArtifact(config);
    if (!subject) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('fingerprint', '', `is required for '${config.command}' (or give exactly one artifact in 'artifacts')`);
    }
    return subject;
}


/***/ }),

/***/ 3002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ loadCommitContext)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4839);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7212);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);



async function loadCommitContext(config) {
    const warnings = [];
    const { repoInfo, warning } = (0,_github_js__WEBPACK_IMPORTED_MODULE_1__/* .repoInfoFromContext */ .Yx)(config.github);
    if (warning)
        warnings.push(warning);
    if (!config.commit) {
        warnings.push('No commit was found: git commit information will not be reported.');
        return { repoUrl: '', repoInfo, warnings };
    }
    try {
        const git = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .readCommitInfo */ .Ut)(config.repoRoot, config.commit, { redact: config.redact });
        warnings.push(...git.warnings);
        return { gitCommitInfo: git.info, repoUrl: git.repoUrl, repoInfo, warnings };
    }
    catch (err) {
        warnings.push(`Git commit information will not be reported: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)}`);
        return { repoUrl: '', repoInfo, warnings };
    }
}


/***/ }),

/***/ 9335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ readAttestationInputs)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4245);
/**
 * What may be sent with any record: annotations, external URLs, user data, a description and
 * the origin URL (default: the build URL, as the CLI does in CI).
 */




/** `annotations`: key=value lines, keys as the CLI allows them. */
function readAnnotations(env) {
    const annotations = {};
    for (const [k, v] of (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readPairs */ .SX)(env, 'annotations')) {
        if (!/^[A-Za-z0-9_]+$/.test(k)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('annotations', k, 'has a key that does not match ^[A-Za-z0-9_]+$');
        }
        annotations[k] = v;
    }
    return annotations;
}
/** `external-urls`: label=url lines. */
function readExternalUrls(env) {
    const externalUrls = {};
    for (const [label, url] of (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readPairs */ .SX)(env, 'external-urls')) {
        (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .requireUrl */ .pS)('external-urls', url);
        externalUrls[label] = { href: url };
    }
    return externalUrls;
}
/** Where a JSON parse error is, as line and column, from the parser's offset when it gives one. */
function jsonErrorPosition(text, err) {
    const m = /position (\d+)/.exec((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err));
    if (!m)
        return 'it is not valid JSON';
    const offset = Number(m[1]);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    return `it is not valid JSON at line ${line}, column ${column}`;
}
/**
 * `user-data`: the JSON file's value, or undefined when the input is empty. A parse error
 * names the file and the position, never the content (the file may hold anything).
 */
async function readUserData(env, workspace) {
    const userDataPath = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .read */ .LF)(env, 'user-data');
    if (!userDataPath)
        return undefined;
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, userDataPath);
    let text;
    try {
        // A FIFO or device would block the read forever: only a regular file is read.
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).isFile())
            throw new Error('not a regular file');
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('user-data', userDataPath, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)})`);
    }
    try {
        return JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('user-data', userDataPath, `is not usable: ${jsonErrorPosition(text, err)}`);
    }
}
async function readAttestationInputs(env, workspace, buildUrl) {
    const originUrl = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .read */ .LF)(env, 'origin-url') || buildUrl;
    if (originUrl)
        (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .requireUrl */ .pS)('origin-url', originUrl);
    return {
        annotations: readAnnotations(env),
        externalUrls: readExternalUrls(env),
        userData: await readUserData(env, workspace),
        description: (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .read */ .LF)(env, 'description'),
        originUrl
    };
}


/***/ }),

/***/ 3241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z$: () => (/* binding */ readAttestationNameInputs),
/* harmony export */   uF: () => (/* binding */ readJUnitInputs)
/* harmony export */ });
/* unused harmony exports splitAttestationName, readAttachMode */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4245);
/** The inputs of a JUnit attestation: the reports, the attestation's name, attachments. */


/** The CLI's `template.name` split of an attestation name (docs/compatibility.md §2). */
function splitAttestationName(value) {
    const parts = value.split('.');
    if (parts.length === 1) {
        (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMatch */ .vt)('attestation-name', value, 'attestationName');
        return { name: value };
    }
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('attestation-name', value, 'has an invalid format (use name or template.name)');
    }
    (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMatch */ .vt)('attestation-name', parts[0], 'attestationName');
    (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMatch */ .vt)('attestation-name', parts[1], 'attestationName');
    return { name: parts[1], targets: [parts[0]] };
}
/** `attach-results`: auto, or a boolean spelled as every boolean input is. */
function readAttachMode(env) {
    const sourced = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readSourced */ .mW)(env, 'attach-results');
    if (sourced.value === 'auto')
        return 'auto';
    if (['true', 'True', 'TRUE'].includes(sourced.value))
        return 'true';
    if (['false', 'False', 'FALSE'].includes(sourced.value))
        return 'false';
    throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .Gq)('attach-results', sourced, 'must be auto, true or false');
}
function readAttestationNameInputs(env) {
    const { name, targets } = splitAttestationName((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .read */ .LF)(env, 'attestation-name'));
    return { attestationName: name, targetArtifacts: targets };
}
function readJUnitInputs(env) {
    return {
        junit: (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readLines */ .Se)(env, 'junit'),
        ...readAttestationNameInputs(env),
        attachResults: readAttachMode(env)
    };
}


/***/ })

};
