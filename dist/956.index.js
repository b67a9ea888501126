export const id = 956;
export const ids = [956];
export const modules = {

/***/ 54657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ buildCommonAttestation)
/* harmony export */ });
/** Go's json.Marshal writes map keys sorted; we do the same so payloads diff cleanly. */
function sortedKeys(map) {
    const keys = Object.keys(map).sort();
    if (keys.length === 0)
        return undefined;
    // Keys are data: a null prototype keeps `__proto__` a key (src/inputs/attestation.ts).
    const out = Object.create(null);
    for (const key of keys)
        out[key] = map[key];
    return out;
}
function externalUrls(map) {
    const sorted = sortedKeys(map);
    if (!sorted)
        return undefined;
    // Each value rebuilt so the keys come out in the CLI's order: href, fingerprint.
    return Object.fromEntries(Object.entries(sorted).map(([label, url]) => [
        label,
        url.fingerprint ? { href: url.href, fingerprint: url.fingerprint } : { href: url.href }
    ]));
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

/***/ 40956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   overrideCommand: () => (/* binding */ overrideCommand),
/* harmony export */   parseAttestationType: () => (/* binding */ parseAttestationType),
/* harmony export */   runOverride: () => (/* binding */ runOverride)
/* harmony export */ });
/* harmony import */ var _api_models_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83816);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53249);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26505);
/* harmony import */ var _context_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7432);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83916);
/* harmony import */ var _outbox_delivery_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45221);
/* harmony import */ var _inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(60314);
/* harmony import */ var _inputs_attestation_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9335);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28836);
/* harmony import */ var _inputs_junit_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(35645);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(44245);
/* harmony import */ var _attestation_body_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(54657);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(53155);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(21476);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(25358);















/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
function parseAttestationType(value) {
    if (!value)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('attestation-type', '', 'is required for override');
    if ((0,_api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .isAttestationType */ .j3)(value))
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('attestation-type', value, `must be one of ${_api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTESTATION_TYPES */ .ZX.join(', ')}, or custom:<name>`);
}
async function readInputs(env, run) {
    const flow = (0,_flow_js__WEBPACK_IMPORTED_MODULE_11__/* .readFlow */ .h)(env, 'override');
    const commit = await (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_8__/* .readCommitInputs */ .h)(env, run.workspace, run.github, { trail: true });
    const attestationType = parseAttestationType((0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_10__/* .read */ .LF)(env, 'attestation-type'));
    const compliant = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_10__/* .readOptionalBool */ .FQ)(env, 'compliant');
    if (compliant === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('compliant', '', 'is required for override (true or false)');
    }
    const reason = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_10__/* .read */ .LF)(env, 'reason');
    if (!reason)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz('reason', '', 'is required for override');
    return {
        flow,
        ...(0,_inputs_junit_js__WEBPACK_IMPORTED_MODULE_9__/* .readAttestationNameInputs */ .Z$)(env),
        attestationType,
        compliant,
        reason,
        ...(0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_6__/* .readArtifactInputs */ .WZ)(env),
        ...commit,
        ...(await (0,_inputs_attestation_js__WEBPACK_IMPORTED_MODULE_7__/* .readAttestationInputs */ .e)(env, run.workspace, commit.buildUrl))
    };
}
async function runOverride(config, client) {
    const { flow, trail, attestationName, attestationType, compliant, reason } = config;
    const subject = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_12__/* .resolveSubjectArtifact */ .v)(config);
    const context = await (0,_context_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .loadCommitContext */ .f)(config);
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
    const override = {
        attestationName,
        attestationType,
        compliant,
        reason,
        trail,
        targetArtifacts: config.targetArtifacts?.length ? [...config.targetArtifacts] : undefined,
        fingerprint: subject?.fingerprint
    };
    const failures = [];
    let recorded = {
        recorded: config.dryRun ? undefined : true
    };
    try {
        await client.labelled(`override of attestation '${attestationName}'`, () => (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .overrideAttestation */ .FU)(client, config.org, flow, trail, body));
    }
    catch (err) {
        const undelivered = (0,_outbox_delivery_js__WEBPACK_IMPORTED_MODULE_5__/* .undeliveredOf */ .hX)(err);
        if (!(err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD) && !undelivered)
            throw err;
        recorded = { recorded: false, undelivered };
        // A deferred or stopped write is told once, with its cause (outbox/settle.ts).
        if (!undelivered) {
            failures.push(`Overriding attestation '${attestationName}' in trail '${trail}' of flow '${flow}' failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(err)}`);
        }
    }
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_14__/* .commandResult */ .f)(overrideCommand, config, {
        override: { ...override, ...recorded },
        failures,
        warnings: context.warnings
    });
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

/***/ 25358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ requireSubjectArtifact),
/* harmony export */   v: () => (/* binding */ resolveSubjectArtifact)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55699);
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

/***/ 9335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ readAttestationInputs)
/* harmony export */ });
/* unused harmony export MAX_USER_DATA_DEPTH */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25512);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44245);
/**
 * What may be sent with any record: annotations, external URLs, user data, a description and
 * the origin URL (default: the build URL, as the CLI does in CI).
 */





/**
 * The deepest `user-data` sent. Bodies are serialised by JSON.stringify, which recurses and
 * gives up at about 4,000 levels; real user data nests a few (docs/schemas.md).
 */
const MAX_USER_DATA_DEPTH = 1000;
/** Keys are data: `__proto__`, `constructor` and `prototype` are kept as keys, as the CLI sends them. */
const keyedByData = () => Object.create(null);
/** `annotations`: key=value lines, keys as the CLI allows them. */
function readAnnotations(env) {
    const annotations = keyedByData();
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
    const externalUrls = keyedByData();
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
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('user-data', userDataPath, `is not usable: ${jsonErrorPosition(text, err)}`);
    }
    const depth = (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_4__/* .nestingDepth */ .Q)(value, MAX_USER_DATA_DEPTH);
    if (depth > MAX_USER_DATA_DEPTH) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('user-data', userDataPath, `is not usable: its JSON nests more than ${MAX_USER_DATA_DEPTH} levels deep`);
    }
    return value;
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

/***/ 35645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z$: () => (/* binding */ readAttestationNameInputs),
  uF: () => (/* binding */ readJUnitInputs)
});

// UNUSED EXPORTS: readAttachMode, splitAttestationName

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
;// CONCATENATED MODULE: ./src/inputs/matrix.ts
/**
 * `matrix`: the values of the job's matrix leg, as JSON. action.yml's default is
 * `${{ toJSON(matrix) }}`, which the runner evaluates itself (an input's default may use the
 * github, strategy, matrix, job and runner contexts); outside a matrix it gives `null`.
 */


/** The leg's values, e.g. `{ os: 'ubuntu-latest' }`; undefined when the job is not a matrix leg. */
function readMatrixLeg(env) {
    const value = (0,read/* read */.LF)(env, 'matrix');
    if (value === '' || value === 'null')
        return undefined;
    let leg;
    try {
        leg = JSON.parse(value);
    }
    catch {
        leg = undefined;
    }
    if (typeof leg !== 'object' || leg === null || Array.isArray(leg)) {
        throw new errors/* InputError */.dz('matrix', value, 'must be the JSON of the matrix: leave its default');
    }
    return Object.keys(leg).length > 0 ? leg : undefined;
}

;// CONCATENATED MODULE: ./src/inputs/junit.ts
/** The inputs of a JUnit attestation: the reports, the attestation's name, attachments. */



/** The CLI's `template.name` split of an attestation name (docs/compatibility.md §2). */
function splitAttestationName(value) {
    const parts = value.split('.');
    if (parts.length === 1) {
        (0,read/* requireMatch */.vt)('attestation-name', value, 'attestationName');
        return { name: value };
    }
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
        throw new errors/* InputError */.dz('attestation-name', value, 'has an invalid format (use name or template.name)');
    }
    (0,read/* requireMatch */.vt)('attestation-name', parts[0], 'attestationName');
    (0,read/* requireMatch */.vt)('attestation-name', parts[1], 'attestationName');
    return { name: parts[1], targets: [parts[0]] };
}
/** `attach-results`: auto, or a boolean spelled as every boolean input is. */
function readAttachMode(env) {
    const sourced = (0,read/* readSourced */.mW)(env, 'attach-results');
    if (sourced.value === 'auto')
        return 'auto';
    const value = (0,read/* spelledBool */.Ud)(sourced);
    if (value === undefined)
        throw (0,read/* invalid */.Gq)('attach-results', sourced, 'must be auto, true or false');
    return value ? 'true' : 'false';
}
function readAttestationNameInputs(env) {
    const { name, targets } = splitAttestationName((0,read/* read */.LF)(env, 'attestation-name'));
    return { attestationName: name, targetArtifacts: targets };
}
function readJUnitInputs(env) {
    return {
        junit: (0,read/* readLines */.Se)(env, 'junit'),
        ...readAttestationNameInputs(env),
        attachResults: readAttachMode(env),
        matrixLeg: readMatrixLeg(env)
    };
}


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


/***/ })

};
