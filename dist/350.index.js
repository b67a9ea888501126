export const id = 350;
export const ids = [350];
export const modules = {

/***/ 54657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   a0: () => (/* binding */ buildCommonAttestation),
/* harmony export */   sS: () => (/* binding */ userDataWith)
/* harmony export */ });
/**
 * The attestation's `user_data`: the user's own keys (the `user-data` file) as they are, and the
 * action's record of the tests (src/junit/tests-record.ts) beside them under its one key. The
 * inputs refused a file that holds that key; a file whose value is not an object is sent as it
 * is, without the record (prepareJUnit warns so).
 */
function userDataWith(userData, record) {
    const user = userData ?? {};
    if (!record || !isPlainObject(user))
        return user;
    // Keys are data: a null prototype keeps `__proto__` a key (src/inputs/attestation.ts).
    const out = Object.assign(Object.create(null), user);
    out[record.key] = record.value;
    return out;
}
/** A JSON object (not an array, not null): what the action's key can go beside. */
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
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

/***/ 83350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  overrideCommand: () => (/* binding */ overrideCommand),
  runOverride: () => (/* binding */ runOverride)
});

// EXTERNAL MODULE: ./src/api/operations.ts + 2 modules
var operations = __webpack_require__(26505);
// EXTERNAL MODULE: ./src/context/commit.ts
var commit = __webpack_require__(43002);
// EXTERNAL MODULE: ./src/inputs/artifact-inputs.ts + 2 modules
var artifact_inputs = __webpack_require__(98361);
// EXTERNAL MODULE: ./src/inputs/attestation.ts
var attestation = __webpack_require__(9335);
// EXTERNAL MODULE: ./src/inputs/commit-inputs.ts
var commit_inputs = __webpack_require__(16188);
// EXTERNAL MODULE: ./src/inputs/flow.ts
var inputs_flow = __webpack_require__(28729);
// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __webpack_require__(91451);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/inputs/junit-inputs.ts + 2 modules
var junit_inputs = __webpack_require__(60699);
// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
;// CONCATENATED MODULE: ./src/inputs/override-inputs.ts
/** The inputs of an override: which attestation, its type, the new status and the reason. */




/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
function parseAttestationType(value) {
    if ((0,rules/* isAttestationType */.j3)(value))
        return value;
    throw new errors/* InputError */.dz('attestation-type', value, `must be one of ${rules/* ATTESTATION_TYPES */.ZX.join(', ')}, or custom:<name>`);
}
/** `attestation-name`, `attestation-type`, `compliant` and `reason`, each required for `command`. */
function readOverrideInputs(env, command) {
    const attestationType = parseAttestationType((0,read/* readRequired */.yu)(env, 'attestation-type', { for: command }));
    const compliant = (0,read/* readOptionalBool */.FQ)(env, 'compliant');
    if (compliant === undefined)
        throw (0,read/* missing */.LO)('compliant', { for: command });
    return {
        ...(0,junit_inputs/* readAttestationNameInputs */.Z$)(env),
        attestationType,
        compliant,
        reason: (0,read/* readRequired */.yu)(env, 'reason', { for: command })
    };
}

// EXTERNAL MODULE: ./src/commands/attestation-body.ts
var attestation_body = __webpack_require__(54657);
// EXTERNAL MODULE: ./src/commands/command.ts
var command = __webpack_require__(53155);
// EXTERNAL MODULE: ./src/commands/subject.ts
var commands_subject = __webpack_require__(25358);
;// CONCATENATED MODULE: ./src/commands/override.ts










async function readInputs(env, run) {
    const { command, workspace } = run;
    const { flow } = (0,inputs_flow/* readFlowInputs */.A)(env, command);
    const commit = await (0,commit_inputs/* readCommitInputs */.h)(env, workspace, run.github, { command, trail: true });
    return {
        flow,
        ...readOverrideInputs(env, command),
        ...(await (0,artifact_inputs/* readArtifactInputs */.WZ)(env, workspace, { command, one: true })),
        ...commit,
        ...(await (0,attestation/* readAttestationInputs */.e)(env, workspace, commit.buildUrl))
    };
}
async function runOverride(config, delivery) {
    const { flow, trail, attestationName, attestationType, compliant, reason } = config;
    const subject = await (0,commands_subject/* resolveSubjectArtifact */.v)(config);
    const context = await (0,commit/* loadCommitContext */.f)(config);
    const body = {
        ...(0,attestation_body/* buildCommonAttestation */.a0)(config, {
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
    const write = await delivery.write({
        kind: 'override',
        label: `override of attestation '${attestationName}' in trail '${trail}'`,
        request: () => (0,operations/* overrideRequest */.Kh)(config.org, flow, trail, body)
    });
    return (0,command/* commandResult */.f)(overrideCommand, config, {
        override: { ...override, writeId: write.id },
        writes: [write],
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
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74959);
/**
 * The one artifact a command is about, fingerprinted: the `fingerprint` input, else the single
 * artifact of `artifacts` (the inputs have checked there is at most one: inputs/artifact-inputs.ts).
 */


/** The artifact's fingerprint (FileError when it cannot be computed); undefined when none is named. */
async function resolveSubjectArtifact(config) {
    const [artifact] = await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareArtifacts */ .t$)(config);
    if (!artifact)
        return undefined;
    if (artifact.stage === 'unreadable')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FileError */ .f6(artifact.path || artifact.name, artifact.error);
    return { fingerprint: artifact.fingerprint };
}
/** resolveSubjectArtifact for a command whose inputs require the artifact (readArtifactInputs). */
async function requireSubjectArtifact(config) {
    const subject = await resolveSubjectArtifact(config);
    // The inputs were refused without one: reaching this is a bug, not bad input.
    if (!subject)
        throw new Error('no artifact was read for a command that requires one');
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
/* harmony import */ var _api_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91451);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25512);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44245);
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
    for (const [k, v] of (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readPairs */ .SX)(env, 'annotations')) {
        if (!_api_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.annotationKey.test(k)) {
            const pattern = _api_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERN_TEXT */ .n1.annotationKey;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('annotations', k, `has a key that does not match ${pattern}`);
        }
        annotations[k] = v;
    }
    return annotations;
}
/** `external-urls`: label=url lines. */
function readExternalUrls(env) {
    const externalUrls = keyedByData();
    for (const [label, url] of (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readPairs */ .SX)(env, 'external-urls')) {
        (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .requireUrl */ .pS)('external-urls', url);
        externalUrls[label] = { href: url };
    }
    return externalUrls;
}
/** Where a JSON parse error is, as line and column, from the parser's offset when it gives one. */
function jsonErrorPosition(text, err) {
    const m = /position (\d+)/.exec((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err));
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
    const userDataPath = (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .read */ .LF)(env, 'user-data');
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('user-data', userDataPath, `cannot be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err)})`);
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('user-data', userDataPath, `is not usable: ${jsonErrorPosition(text, err)}`);
    }
    const depth = (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_5__/* .nestingDepth */ .Q)(value, MAX_USER_DATA_DEPTH);
    if (depth > MAX_USER_DATA_DEPTH) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('user-data', userDataPath, `is not usable: its JSON nests more than ${MAX_USER_DATA_DEPTH} levels deep`);
    }
    return value;
}
/**
 * The attestation inputs. `ownKey`: the key of `user_data` the action writes itself (a JUnit
 * attestation's `records_action_tests`): a `user-data` file that holds it is refused, so that
 * neither is sent over the other.
 */
async function readAttestationInputs(env, workspace, buildUrl, opts = {}) {
    const originUrl = (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .read */ .LF)(env, 'origin-url') || buildUrl;
    if (originUrl)
        (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .requireUrl */ .pS)('origin-url', originUrl);
    const userData = await readUserData(env, workspace);
    const { ownKey } = opts;
    if (ownKey !== undefined &&
        typeof userData === 'object' &&
        userData !== null &&
        Object.prototype.hasOwnProperty.call(userData, ownKey)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('user-data', (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .read */ .LF)(env, 'user-data'), `has a key ${ownKey}, which the action writes itself beside yours (the failing tests ` +
            'of the JUnit attestation); rename that key in the file');
    }
    return {
        annotations: readAnnotations(env),
        externalUrls: readExternalUrls(env),
        userData,
        description: (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .read */ .LF)(env, 'description'),
        originUrl
    };
}


/***/ }),

/***/ 60699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z$: () => (/* binding */ readAttestationNameInputs),
  uF: () => (/* binding */ readJUnitInputs)
});

// UNUSED EXPORTS: readAttachMode, splitAttestationName

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/junit/tests-record.ts
var tests_record = __webpack_require__(16451);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/fs/walk-order.ts
/** The order the CLI's walk (Go's filepath.WalkDir) visits files in. */

const SEPARATORS = (external_node_path_default()).sep === '\\' ? /[\\/]/ : /\//;
/**
 * Compares two paths, byte strings (src/util/byte-strings.ts), as the CLI's walk orders them:
 * component by component, each by its bytes (a byte string's code units are its bytes).
 */
function compareWalkOrder(a, b) {
    const pa = a.split(SEPARATORS);
    const pb = b.split(SEPARATORS);
    for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
        if (pa[i] !== pb[i])
            return pa[i] < pb[i] ? -1 : 1;
    }
    return pa.length - pb.length;
}

// EXTERNAL MODULE: ./src/util/byte-strings.ts
var byte_strings = __webpack_require__(98211);
;// CONCATENATED MODULE: ./src/inputs/junit-reports.ts
/**
 * The `junit` lines resolved on disk: the report files they select, in the CLI's order.
 *
 * Which files: regular files only (symlinks are skipped, as the CLI's walk does), whose names
 * end in `.xml` (case-sensitive, like the CLI). A line without wildcards that names a file keeps
 * that file whatever its suffix: the user asked for it explicitly. A line naming a folder takes
 * the `.xml` files below it, which is exactly the CLI's `--results-dir`. `!` lines exclude, `#`
 * lines are comments. Order: component by component, each compared by bytes (the CLI's WalkDir
 * order). File names are bytes: the reports are found as byte strings (src/util/byte-strings.ts).
 */





const WILDCARD = /[*?[]/;
function absolutePattern(line, cwd) {
    if (line.startsWith('!'))
        return '!' + absolutePattern(line.slice(1).trimStart(), cwd);
    if (line.startsWith('~') || external_node_path_default().isAbsolute(line))
        return line;
    return external_node_path_default().join(cwd, line);
}
async function globFiles(patterns) {
    // Loaded only for a glob or a folder: a report named by its path needs none of it.
    const { globPaths } = await Promise.all(/* import() */[__webpack_require__.e(581), __webpack_require__.e(13)]).then(__webpack_require__.bind(__webpack_require__, 36013));
    return globPaths(patterns.join('\n'), {
        followSymbolicLinks: false,
        matchDirectories: false,
        implicitDescendants: true,
        regularFilesOnly: true
    });
}
async function isRegularFile(p) {
    try {
        return (await (0,promises_.lstat)((0,byte_strings/* byteStringToBuffer */.JY)(p))).isFile();
    }
    catch {
        return false;
    }
}
/**
 * The report files the `junit` lines select, as absolute byte-string paths in the CLI's order.
 * Throws InputError naming the line for a line that selects no file.
 */
async function findReports(patterns, workspace) {
    const cwd = external_node_path_default().resolve(workspace);
    const lines = patterns.map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
    const includes = lines.filter((l) => !l.startsWith('!'));
    const excludes = lines.filter((l) => l.startsWith('!')).map((l) => absolutePattern(l, cwd));
    if (includes.length === 0)
        throw new errors/* InputError */.dz('junit', patterns.join('\n'), 'has no pattern');
    const selected = new Set();
    for (const line of includes) {
        const abs = absolutePattern(line, cwd);
        const explicit = WILDCARD.test(line) ? undefined : (0,byte_strings/* toByteString */.pv)(external_node_path_default().resolve(abs));
        // A file named as it is selects itself, as the glob of its path would.
        // The walk keeps regular files only: symlinks are skipped, as the CLI's walk does.
        const matched = explicit !== undefined && (await isRegularFile(explicit))
            ? [explicit]
            : await globFiles([abs]);
        const files = matched.filter((f) => f === explicit || external_node_path_default().basename(f).endsWith('.xml'));
        if (files.length === 0) {
            const reason = matched.length === 0 ? 'matches no file' : 'matches no .xml file';
            throw new errors/* InputError */.dz('junit', line, reason);
        }
        for (const f of files)
            selected.add(f);
    }
    let result = [...selected];
    if (excludes.length > 0) {
        const kept = new Set(await globFiles([...includes.map((l) => absolutePattern(l, cwd)), ...excludes]));
        result = result.filter((f) => kept.has(f));
    }
    return result.sort((a, b) => compareWalkOrder(a, b));
}

// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
// EXTERNAL MODULE: ./src/inputs/matrix.ts
var matrix = __webpack_require__(14640);
;// CONCATENATED MODULE: ./src/inputs/junit-inputs.ts
/**
 * The inputs of a JUnit attestation — the `junit` lines and the reports they select, the
 * attestation's name, attachments, the matrix leg — with all their rules.
 */





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
/**
 * Every rule of the JUnit inputs for `use.command`: the `junit` lines (refused when `required`
 * and empty), resolved on disk to the reports they select (InputError naming a line that
 * selects none), and the attestation's name, attachments and matrix leg.
 */
async function readJUnitInputs(env, workspace, use) {
    const junit = (0,read/* readLines */.Se)(env, 'junit');
    if (junit.length === 0 && use.required)
        throw (0,read/* missing */.LO)('junit', { for: use.command });
    const named = readAttestationNameInputs(env);
    const attachResults = readAttachMode(env);
    const testMessages = (0,read/* readChoice */.Kf)(env, 'test-messages', tests_record/* TEST_MESSAGES */.Q_);
    const matrixLeg = (0,matrix/* readMatrixLeg */.I5)(env);
    const strategy = (0,matrix/* readStrategy */.C)(env);
    const reports = junit.length > 0 ? await findReports(junit, workspace) : [];
    return {
        junit,
        reports,
        ...named,
        attachResults,
        testMessages,
        matrixLeg,
        ...(strategy && { strategy })
    };
}


/***/ }),

/***/ 16451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G9: () => (/* binding */ TESTS_RECORD_KEY),
/* harmony export */   Q_: () => (/* binding */ TEST_MESSAGES),
/* harmony export */   iU: () => (/* binding */ bareRecord),
/* harmony export */   l$: () => (/* binding */ testsRecord)
/* harmony export */ });
/* unused harmony exports TESTS_RECORD_SCHEMA, MAX_MESSAGE_CHARS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_clip_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45940);
/* harmony import */ var _util_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84537);
/**
 * The failing tests in the attestation itself (issue 46; the contract is in the README,
 * "The tests' record in user_data"): `user_data.records_action_tests` of every JUnit
 * attestation — the counts, every failing and erroring test by id with its place and message,
 * the flaky tests, each report's digest — within the room the service's `data_json` leaves.
 * One list feeds it, the check-run annotations and the summary: the outcome's `failedTests`
 * (placed, with details), then `named.more` (as the reports write them).
 */



/** The one key of the action's own in `user_data`. */
const TESTS_RECORD_KEY = 'records_action_tests';
/** The record's schema version: a change that drops or renames a field makes it 2. */
const TESTS_RECORD_SCHEMA = 1;
/** Characters of a message's first line kept (`test-messages: first-line`). */
const MAX_MESSAGE_CHARS = 200;
const TEST_MESSAGES = ['first-line', 'hash', 'none'];
/** The first line of a message, masked (secrets and their pieces: src/util/secrets.ts). */
function firstLine(message) {
    const end = message.search(/[\r\n]/);
    return (0,_util_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)((end < 0 ? message : message.slice(0, end)).trim());
}
function messagePart(message, mode) {
    if (mode === 'none')
        return {};
    const line = firstLine(message);
    if (line === '')
        return {};
    if (mode === 'hash')
        return { message_sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(line).digest('hex') };
    return { message: (0,_util_clip_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$)(line, MAX_MESSAGE_CHARS) };
}
/** A detailed failing test where the reader placed it: as the annotations show it. */
function placed(t) {
    if (t.at && t.at.path !== '') {
        const line = Number.isInteger(t.at.line) && t.at.line > 0 ? t.at.line : 1;
        return { file: t.at.path, line };
    }
    return {
        ...(t.file !== undefined && t.file !== '' && { file: t.file }),
        ...(t.line !== undefined && t.line > 0 && { line: t.line })
    };
}
function entry(id, t, opts) {
    return {
        id,
        kind: t.kind,
        ...(t.file !== undefined && { file: t.file }),
        ...(t.line !== undefined && { line: t.line }),
        ...messagePart(t.message, opts.messages),
        ...(opts.leg && { leg: opts.leg })
    };
}
/** The i-th failing test of the run, in report order, as the record names it. */
function* failuresOf(outcome, opts) {
    const ids = outcome.named?.ids ?? [];
    for (const [i, t] of outcome.failedTests.entries()) {
        yield entry(ids[i] ?? `${t.classname || t.suite}#${t.name}`, { ...t, ...placed(t) }, opts);
    }
    for (const m of outcome.named?.more ?? [])
        yield entry(m.id, m, opts);
}
function countsOf(outcome) {
    const { total, failures, errors, skipped } = outcome.totals;
    return {
        total,
        passed: Math.max(0, total - failures - errors - skipped),
        failed: failures,
        errors,
        skipped,
        flaky: outcome.flakyCount ?? outcome.flakyTests.length
    };
}
/** The record with empty lists: what is kept whatever the room. */
function bareRecord(outcome) {
    const failing = outcome.totals.failures + outcome.totals.errors;
    return {
        schema: TESTS_RECORD_SCHEMA,
        counts: countsOf(outcome),
        failures: [],
        flaky: [],
        reports: [],
        omitted: failing,
        list_sha256: outcome.named?.sha256 ?? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').digest('hex')
    };
}
const bytesOf = (value) => Buffer.byteLength(JSON.stringify(value));
/** Pushes items while they fit in `room` bytes (a comma before each but the first). */
function fill(into, items, room) {
    for (const item of items) {
        const bytes = bytesOf(item) + (into.length > 0 ? 1 : 0);
        if (bytes > room.bytes)
            return false;
        room.bytes -= bytes;
        into.push(item);
    }
    return true;
}
/**
 * The record, its lists filled in their order — failures and errors, then flaky tests, then
 * report digests — while they fit in `roomBytes` more than the bare record takes; what does
 * not fit is counted (`omitted`, `reports_omitted`), never sent in part.
 */
function testsRecord(outcome, opts, roomBytes) {
    const record = bareRecord(outcome);
    // `reports_omitted` may be needed: its room is kept aside (`,"reports_omitted":` and digits).
    const reports = outcome.reportDigests ?? [];
    const room = { bytes: roomBytes - (20 + String(reports.length).length) };
    fill(record.failures, failuresOf(outcome, opts), room);
    const failing = outcome.totals.failures + outcome.totals.errors;
    record.omitted = Math.max(0, failing - record.failures.length);
    const flaky = outcome.flakyTests.map((f) => ({
        id: `${f.classname || f.suite}#${f.name}`,
        reruns: f.reruns
    }));
    fill(record.flaky, flaky, room);
    fill(record.reports, reports, room);
    if (record.reports.length < reports.length) {
        record.reports_omitted = reports.length - record.reports.length;
    }
    return record;
}


/***/ })

};
