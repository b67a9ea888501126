export const id = 505;
export const ids = [505];
export const modules = {

/***/ 83816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ SearchArtifactSchema),
/* harmony export */   KR: () => (/* binding */ EnvironmentPageSchema),
/* harmony export */   LT: () => (/* binding */ ApprovalSchema),
/* harmony export */   LY: () => (/* reexport safe */ _rules_js__WEBPACK_IMPORTED_MODULE_0__.LY),
/* harmony export */   QO: () => (/* binding */ ArtifactReportSchema),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   Tt: () => (/* binding */ EnvironmentSchema),
/* harmony export */   a3: () => (/* binding */ OverrideSchema),
/* harmony export */   aS: () => (/* binding */ JUnitDataSchema),
/* harmony export */   dO: () => (/* binding */ pathSchema),
/* harmony export */   f5: () => (/* binding */ DeploymentSchema),
/* harmony export */   tb: () => (/* binding */ SearchResultSchema),
/* harmony export */   ty: () => (/* binding */ EnvironmentQuerySchema),
/* harmony export */   ve: () => (/* reexport safe */ _rules_js__WEBPACK_IMPORTED_MODULE_0__.ve)
/* harmony export */ });
/* unused harmony exports GitCommitSchema, RepoInfoSchema, JUnitResultSchema, PATH_PATTERNS, DeploymentArtifactSchema, ApprovalReviewSchema */
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77934);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91451);
/**
 * The records service's wire shapes (docs/compatibility.md §16), each defined once as a valibot
 * schema (docs/schemas.md); the TypeScript types are derived from them. Requests are checked
 * strictly before sending (validate.ts), answers leniently after receiving (answers.ts); the
 * emulator checks what it receives with its own tables, not these schemas. Messages are worded
 * as the service (FastAPI + pydantic v2) words them. A test compares every field and pattern
 * here with the API document.
 */



// ---- building blocks, with the service's messages --------------------------------------------
const isPlainObject = (x) => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = () => valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP('Input should be a valid string');
const matching = (name) => valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(text(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .regex */ .yGV(_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3[name], `String should match pattern '${_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERN_TEXT */ .n1[name]}'`), valibot__WEBPACK_IMPORTED_MODULE_1__/* .metadata */ .yuE({ pattern: name }));
const finite = () => valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig('Input should be a valid number'), valibot__WEBPACK_IMPORTED_MODULE_1__/* .finite */ .E2x('Input should be a valid number'));
const integer = () => valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig('Input should be a valid integer'), valibot__WEBPACK_IMPORTED_MODULE_1__/* .finite */ .E2x('Input should be a finite number'), valibot__WEBPACK_IMPORTED_MODULE_1__/* .integer */ .ndf('Input should be a valid integer, got a number with a fractional part'));
const count = () => valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(integer(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .minValue */ .Wwf(0, 'Input should be greater than or equal to 0'));
const flag = () => valibot__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY('Input should be a valid boolean');
const list = (item) => valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(item, 'Input should be a valid list');
const optional = (schema) => valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(schema);
const nullable = (schema) => valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(schema));
/** A JSON object (never an array), with a pydantic-style message naming the model. */
function model(title, entries) {
    return valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(isPlainObject, `Input should be a valid dictionary or instance of ${title}`), valibot__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3(entries));
}
/** A model that refuses unknown keys, each reported on its own. */
function strictModel(title, entries) {
    return valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(isPlainObject, `Input should be a valid dictionary or instance of ${title}`), valibot__WEBPACK_IMPORTED_MODULE_1__/* .objectWithRest */ .U1j(entries, valibot__WEBPACK_IMPORTED_MODULE_1__/* .never */ .ZmZ('Extra inputs are not permitted')));
}
/** A free-form dictionary: keys (optionally) matching a pattern, each value checked. */
function dict(values, keyPattern) {
    return valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(isPlainObject, 'Input should be a valid dictionary'), valibot__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(keyPattern ? matching(keyPattern) : valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), values));
}
/** An http(s) URL, checked as pydantic's HttpUrl words it. */
const httpUrl = () => valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP('URL input should be a string or URL'), valibot__WEBPACK_IMPORTED_MODULE_1__/* .nonEmpty */ .hq('Input should be a valid URL, input is empty'), valibot__WEBPACK_IMPORTED_MODULE_1__/* .rawCheck */ .H0v(({ dataset, addIssue }) => {
    if (!dataset.typed)
        return;
    const problem = urlProblem(dataset.value);
    if (problem)
        addIssue({ message: problem });
}));
function urlProblem(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return 'Input should be a valid URL, relative URL without a base';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return "URL scheme should be 'http' or 'https'";
    }
    return url.hostname === '' ? 'Input should be a valid URL, empty host' : undefined;
}
const attestationType = () => valibot__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((x) => typeof x === 'string' && (0,_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .isAttestationType */ .j3)(x), `Input should be ${(0,_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTESTATION_TYPES */ .ZX)}, or match 'custom:<name>' or 'system:<name>'`);
// ---- request shapes (operations 1-3) ---------------------------------------------------------
const GitCommitSchema = model('GitCommit', {
    sha1: text(),
    message: nullable(text()),
    author: nullable(text()),
    author_username: nullable(text()),
    branch: nullable(text()),
    timestamp: nullable(finite()),
    url: nullable(text()),
    parents: nullable(list(text()))
});
const RepoInfoSchema = model('RepoInfoPostInput', {
    name: text(),
    url: text(),
    id: nullable(text()),
    description: nullable(text()),
    provider: nullable(text())
});
const ExternalUrlSchema = model('ExternalURL', {
    href: text(),
    fingerprint: nullable(matching('fingerprint'))
});
const externalUrls = () => optional(dict(ExternalUrlSchema));
/** Operation 1 body. Unknown keys are tolerated, as by the service. */
const ArtifactReportSchema = model('CreateArtifact', {
    fingerprint: matching('fingerprint'),
    filename: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(text(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .minLength */ .BpQ(1, 'String should have at least 1 character')),
    build_url: text(),
    commit_url: text(),
    trail_name: nullable(matching('trailName')),
    template_reference_name: nullable(matching('templateReferenceName')),
    description: nullable(text()),
    git_commit: nullable(matching('gitCommit')),
    git_commit_info: optional(GitCommitSchema),
    repo_info: optional(RepoInfoSchema),
    commits_list: nullable(list(GitCommitSchema)),
    repo_url: optional(text()),
    is_compliant: nullable(flag()),
    template: optional(text()),
    external_urls: externalUrls(),
    annotations: optional(dict(valibot__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())),
    user_data: optional(valibot__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())
});
/**
 * Fields every attestation body shares (docs/compatibility.md §2), none of them null: the JUnit
 * data may not send null for any of them (docs/api.md), and the action never does.
 */
const ATTESTATION_COMMON = {
    artifact_fingerprint: optional(matching('fingerprint')),
    git_commit_info: optional(GitCommitSchema),
    repo_info: optional(RepoInfoSchema),
    attestation_name: matching('attestationName'),
    target_artifacts: optional(list(matching('attestationName'))),
    external_urls: externalUrls(),
    origin_url: optional(httpUrl()),
    user_data: optional(valibot__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    description: optional(text()),
    annotations: optional(dict(text(), 'annotationKey'))
};
/** The named optional fields, each also taking `null`, for a body whose document allows it. */
function orNull(entries, keys) {
    return Object.fromEntries(keys.map((k) => [k, nullable(entries[k].wrapped)]));
}
/** Operation 2 body (strict: unknown keys refused); the document lets four fields be null. */
const OVERRIDE = {
    ...ATTESTATION_COMMON,
    ...orNull(ATTESTATION_COMMON, [
        'artifact_fingerprint',
        'target_artifacts',
        'origin_url',
        'description'
    ]),
    reason: text(),
    new_compliance_status: flag(),
    original_attestation_type: attestationType()
};
const OverrideSchema = strictModel('OverrideAttestationPostInput', OVERRIDE);
/** One item of `junit_results` (docs/compatibility.md §4.4); `timestamp` omitted when 0. */
const JUNIT_RESULT = {
    name: text(),
    failures: count(),
    errors: count(),
    skipped: count(),
    total: count(),
    duration: finite(),
    timestamp: nullable(finite())
};
const JUnitResultSchema = strictModel('JUnitResult', JUNIT_RESULT);
/** Operation 3 `data_json` (strict, items strict too). */
const JUNIT_DATA = { ...ATTESTATION_COMMON, junit_results: list(JUnitResultSchema) };
const JUnitDataSchema = strictModel('JUnitAttestationPostInput', JUNIT_DATA);
/** Path parameters and the pattern each must match. */
const PATH_PATTERNS = {
    org: 'org',
    flow_name: 'flowName',
    trail_name: 'trailName',
    env_name: 'environmentName',
    fingerprint: 'fingerprint',
    search_value: 'searchValue'
};
const pathSchema = (kind) => matching(PATH_PATTERNS[kind]);
/** A query integer: a number, or decimal text as query strings arrive. */
function queryInteger(min, max) {
    const bounded = valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(integer(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .minValue */ .Wwf(min, `Input should be greater than or equal to ${min}`), valibot__WEBPACK_IMPORTED_MODULE_1__/* .maxValue */ .cGV(max ?? Infinity, `Input should be less than or equal to ${max}`));
    return valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([valibot__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()], 'Input should be a valid integer'), valibot__WEBPACK_IMPORTED_MODULE_1__/* .rawTransform */ .NTK(({ dataset, addIssue, NEVER }) => {
        if (typeof dataset.value === 'number')
            return dataset.value;
        if (/^\s*[-+]?\d+\s*$/.test(dataset.value))
            return Number(dataset.value);
        addIssue({ message: 'Input should be a valid integer, unable to parse string as an integer' });
        return NEVER;
    }), bounded);
}
const choice = (values) => valibot__WEBPACK_IMPORTED_MODULE_1__/* .picklist */ .KIO(values, `Input should be ${(0,_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(values)}`);
/** Operation 6 query (the emulator also reads `sort`, `sort_direction` and `type`). */
const EnvironmentQuerySchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    page: valibot__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(queryInteger(1)),
    per_page: valibot__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(queryInteger(_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MIN */ .BC, _rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MAX */ .ve)),
    sort: optional(choice(_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_SORTS */ .Ki)),
    sort_direction: optional(choice(['asc', 'desc'])),
    type: optional(valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(choice(_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ENVIRONMENT_TYPES */ .kh)))
});
// ---- answer shapes (operations 4-7): every field optional but the item's key --------------------
/** A field of an answer: its absence, or `null` (the service's "none"), is accepted. */
const answer = (schema) => valibot__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl6(schema);
const strings = () => answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()));
const object = () => answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(isPlainObject));
const GitCommitInfoAnswer = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    sha1: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    message: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    author: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    branch: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    timestamp: answer(finite()),
    url: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
});
const DeploymentArtifactSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    flow_name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    trail_name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    template_reference_name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    git_commit: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    git_commit_info: answer(GitCommitInfoAnswer),
    repo_info: object()
});
/** Operation 4 response. */
const DeploymentSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    fingerprint: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    deployed_at: answer(finite()),
    artifact_name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    env_name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    snapshot_index: answer(integer()),
    artifact: answer(DeploymentArtifactSchema),
    replaced_artifact: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        fingerprint: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        artifact_name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        snapshot_index: answer(integer()),
        artifact: answer(DeploymentArtifactSchema)
    })),
    diff_url: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    _links: object()
});
const SearchArtifactSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    fingerprint: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    has_provenance: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    git_commit: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    pipeline: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    flow: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    trail: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    template_reference_name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    build_url: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    commit_url: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    compliance_state: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    html_url: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    api_url: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    running_in: strings(),
    exited_from: strings(),
    history: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ event: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()), timestamp: answer(finite()) })))
});
const SearchMatchesSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    count: answer(integer()),
    matches: strings()
});
/** Operation 5 response. */
const SearchResultSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    artifacts: valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SearchArtifactSchema),
    resolved_to: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        type: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        full_match: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        fingerprints: answer(SearchMatchesSchema),
        commits: answer(SearchMatchesSchema)
    }))
});
const EnvironmentSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    org: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    type: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    description: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    last_modified_at: answer(finite()),
    last_reported_at: answer(finite()),
    include_scaling: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    tags: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())),
    state: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()),
    policies: strings(),
    included_environments: strings()
});
/** Operation 6 response (the envelope; the real service sends a plain array without paging). */
const EnvironmentPageSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    page: answer(integer()),
    per_page: answer(integer()),
    total_pages: answer(integer()),
    total_count: answer(integer()),
    environments: valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EnvironmentSchema),
    _links: object()
});
const ApprovalReviewSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    comment: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    approved_by: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    approval_url: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    timestamp: answer(finite()),
    state: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .picklist */ .KIO(_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .REVIEW_STATES */ .SW))
});
/** Items of the operation 7 response, oldest first. */
const ApprovalSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    release_number: answer(integer()),
    base_artifact: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    artifact_name: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    target_artifact: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    description: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    src_commit_list: strings(),
    created_at: answer(finite()),
    last_modified_at: answer(finite()),
    state: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .picklist */ .KIO(_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .APPROVAL_STATES */ .N4)),
    approvals: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ApprovalReviewSchema)),
    environment: answer(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    user_data: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())
});


/***/ }),

/***/ 26505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Pu: () => (/* binding */ artifactReportRequests),
  Bs: () => (/* binding */ attestJUnitRequest),
  i8: () => (/* binding */ getDeployment),
  P8: () => (/* binding */ listApprovals),
  DO: () => (/* binding */ listEnvironments),
  Kh: () => (/* binding */ overrideRequest),
  $P: () => (/* binding */ search),
  Sq: () => (/* binding */ writeShapeOf)
});

// UNUSED EXPORTS: reportArtifactRequest

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/api/api-errors.ts
var api_errors = __webpack_require__(36050);
// EXTERNAL MODULE: ./node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(77934);
// EXTERNAL MODULE: ./src/api/models.ts
var models = __webpack_require__(83816);
// EXTERNAL MODULE: ./src/util/json-depth.ts
var json_depth = __webpack_require__(25512);
// EXTERNAL MODULE: ./src/util/clip.ts
var clip = __webpack_require__(45940);
;// CONCATENATED MODULE: ./src/api/answers.ts
/**
 * The lenient use of the schemas (models.ts): the service's answers are data, not trust. Every
 * field the action reads is checked against its schema. An item of the wrong kind (`null` in a
 * list, a string where an object belongs, an item without its key field) is skipped; a field of
 * the wrong type is left out of its item; a field the schema does not name is kept unless it is
 * nested deeper than MAX_ANSWER_DEPTH (nothing downstream then meets a value deep enough to
 * exhaust the stack). Each becomes a warning naming it, returned as data: nothing here throws,
 * recurses over the data, or prints, so a surprising answer can never crash a step.
 */




/** Warnings kept per answer; the rest are counted in one last warning. */
const MAX_ANSWER_WARNINGS = 20;
/** Deepest value kept from an answer (real ones nest a few levels; the stack allows thousands). */
const MAX_ANSWER_DEPTH = 100;
/** How a warning names the items of each list schema, and the field that labels one. */
const ITEMS = new Map([
    [models/* SearchArtifactSchema */.Cg, { what: 'search artifact', label: 'fingerprint' }],
    [models/* EnvironmentSchema */.Tt, { what: 'environment', label: 'name' }],
    [models/* ApprovalSchema */.LT, { what: 'approval', label: 'release_number' }],
    [models/* ApprovalSchema */.LT.entries.approvals.wrapped.item, { what: 'review' }],
    [models/* SearchArtifactSchema */.Cg.entries.history.wrapped.item, { what: 'history event' }]
]);
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
/** A value in a few words: `null`, `a string "abc"`, `an array`… */
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string') {
        const text = (0,clip/* clip */.$)(value, 41);
        return `a string ${JSON.stringify(text)}`;
    }
    if (typeof value === 'object')
        return 'an object';
    if (typeof value === 'number' || typeof value === 'boolean')
        return `${typeof value} ${value}`;
    return typeof value;
}
/** The schema inside `nullish(…)`/`optional(…)`. */
function unwrap(schema) {
    let s = schema;
    while ((s.type === 'nullish' || s.type === 'optional' || s.type === 'nullable') && s.wrapped) {
        s = s.wrapped;
    }
    return s;
}
/** What a schema expects, in words: `a string`, `an integer`, `one of 'A' or 'B'`… */
function kindText(schema, value) {
    const s = unwrap(schema);
    if (s.type === 'array')
        return s.item?.type === 'string' ? 'a list of strings' : 'a list';
    if (s.type === 'record' && (0,models/* isPlainObject */.Qd)(value))
        return `an object of ${s.value?.type}s`;
    if (s.type === 'object' || s.type === 'record' || s.type === 'custom')
        return 'an object';
    if (s.type === 'picklist')
        return `one of ${(s.options ?? []).join(', ')}`;
    if (s.pipe?.some((p) => p.type === 'integer'))
        return 'an integer';
    return `a ${s.type}`;
}
const NOWHERE = () => '';
/**
 * Whether `value` fits one of the simplest schemas, said as valibot's parse would say it but
 * without it (most fields of a long answer are of these: issue 41.2); undefined for the others.
 */
function plainCheck(s, value) {
    if (s.pipe === undefined) {
        if (s.type === 'string' || s.type === 'boolean')
            return typeof value === s.type;
        if (s.type !== 'array' || s.item?.type !== 'string' || s.item.pipe !== undefined)
            return undefined;
        if (!Array.isArray(value))
            return false;
        for (let i = 0; i < value.length; i++)
            if (typeof value[i] !== 'string')
                return false;
        return true;
    }
    // finite(): a number, then the finite check.
    if (s.type === 'number' && s.pipe.length === 2 && s.pipe[1].type === 'finite') {
        return typeof value === 'number' && Number.isFinite(value);
    }
    return undefined;
}
/** What checkField gives for a value of the wrong type (any other result is the value kept). */
const REFUSED = Symbol('refused');
/** The field's value checked (objects and lists walked leniently), or REFUSED. */
function checkField(schema, value, parent, name, notes) {
    const s = unwrap(schema);
    const plain = plainCheck(s, value);
    if (plain !== undefined)
        return plain ? value : REFUSED;
    const where = () => `${parent()}.${name}`;
    if (s.type === 'object') {
        if (!(0,models/* isPlainObject */.Qd)(value))
            return REFUSED;
        return checkObject(s, value, where, notes);
    }
    if (s.type === 'array' && s.item?.type === 'object' && ITEMS.has(s.item)) {
        if (!Array.isArray(value))
            return REFUSED;
        return checkList(s.item, value, where, notes).items;
    }
    const parsed = dist/* safeParse */.xLC(s, value);
    return parsed.success && (0,json_depth/* nestingDepth */.Q)(value, MAX_ANSWER_DEPTH) <= MAX_ANSWER_DEPTH
        ? parsed.output
        : REFUSED;
}
/** Known fields checked (wrong ones left out), unknown ones kept unless too deep. */
function checkObject(schema, value, where, notes) {
    const out = {};
    // Keys are data: `__proto__` is kept as a key, as JSON.parse made it (plain assignment would
    // set the prototype instead; it is quicker for every other key).
    const put = (key, item) => {
        if (key !== '__proto__')
            out[key] = item;
        else
            Object.defineProperty(out, key, {
                value: item,
                enumerable: true,
                writable: true,
                configurable: true
            });
    };
    for (const [name, item] of Object.entries(value)) {
        const field = Object.hasOwn(schema.entries, name) ? schema.entries[name] : undefined;
        if (item === null || item === undefined) {
            put(name, item);
            continue;
        }
        if (!field) {
            if ((0,json_depth/* nestingDepth */.Q)(item, MAX_ANSWER_DEPTH) <= MAX_ANSWER_DEPTH)
                put(name, item);
            else
                notes.add(`Ignored '${name}' of ${where()}: nested deeper than ${MAX_ANSWER_DEPTH} levels.`);
            continue;
        }
        const checked = checkField(field, item, where, name, notes);
        if (checked !== REFUSED)
            put(name, checked);
        else
            notes.add(`Ignored '${name}' of ${where()}: expected ${kindText(field, item)}, got ${describe(item)}.`);
    }
    return out;
}
/** `environment #3 (name "prod")`: the position, and the label field when it has its type. */
function itemName(schema, value, index, where) {
    const { what, label } = ITEMS.get(schema) ?? { what: 'item' };
    const shown = label && (0,models/* isPlainObject */.Qd)(value) ? value[label] : undefined;
    let text = '';
    if (label &&
        dist.is(unwrap(schema.entries[label]), shown) &&
        shown !== undefined &&
        shown !== null) {
        const cut = typeof shown === 'string' ? (0,clip/* clip */.$)(shown, 65) : shown;
        text = ` (${label} ${JSON.stringify(cut)})`;
    }
    const of = where();
    return `${what} #${index + 1}${of ? ` of ${of}` : ''}${text}`;
}
/** The fields an item of `schema` must have, each with its schema (worked out once per schema). */
const requiredFields = new WeakMap();
function requiredOf(schema) {
    let fields = requiredFields.get(schema);
    if (!fields) {
        fields = Object.entries(schema.entries).filter(([, s]) => s.type !== 'nullish' && s.type !== 'optional');
        requiredFields.set(schema, fields);
    }
    return fields;
}
/** The items that are objects with their required fields, each checked; the rest skipped. */
function checkList(schema, list, where, notes) {
    const items = [];
    const skipped = [];
    const required = requiredOf(schema);
    list.forEach((value, index) => {
        const name = () => itemName(schema, value, index, where);
        if (!(0,models/* isPlainObject */.Qd)(value)) {
            notes.add(`Skipped ${name()}: expected an object, got ${describe(value)}.`);
            skipped.push(index);
            return;
        }
        for (const [field, fieldSchema] of required) {
            if (!(field in value) || !dist.is(fieldSchema, value[field])) {
                const got = field in value ? describe(value[field]) : 'nothing';
                notes.add(`Skipped ${name()}: '${field}' should be ${kindText(fieldSchema)}, got ${got}.`);
                skipped.push(index);
                return;
            }
        }
        items.push(checkObject(schema, value, name, notes));
    });
    return { items, skipped };
}
/** Operation 5: the answer checked (the caller has checked there is an `artifacts` array). */
function checkSearchResult(body) {
    const notes = new Notes();
    const { artifacts, ...rest } = body;
    const { items, skipped } = checkList(models/* SearchArtifactSchema */.Cg, artifacts, NOWHERE, notes);
    const top = checkObject(models/* SearchResultSchema */.tb, rest, () => 'the search answer', notes);
    const value = { ...top, artifacts: items };
    return { value, warnings: notes.done('the search answer'), skipped: skipped.length };
}
/** Operation 6: the envelope's numbers and the environments checked. */
function checkEnvironments(body) {
    const notes = new Notes();
    if (Array.isArray(body)) {
        const value = checkList(models/* EnvironmentSchema */.Tt, body, NOWHERE, notes).items;
        return { value, warnings: notes.done('the environments answer') };
    }
    const { environments, ...rest } = body;
    const envelope = checkObject(models/* EnvironmentPageSchema */.KR, rest, () => 'the environments page', notes);
    const list = checkList(models/* EnvironmentSchema */.Tt, environments, NOWHERE, notes).items;
    const value = { ...envelope, environments: list };
    return { value, warnings: notes.done('the environments answer') };
}
/** Operation 7: each approval and its reviews checked. */
function checkApprovals(body) {
    const notes = new Notes();
    const { items, skipped } = checkList(models/* ApprovalSchema */.LT, body, NOWHERE, notes);
    const lastSkipped = body.length > 0 && skipped.includes(body.length - 1);
    return { value: items, warnings: notes.done('the approvals answer'), lastSkipped };
}
/** Operation 4: the deployment's fields checked (the caller has checked it is an object). */
function checkDeployment(body) {
    const notes = new Notes();
    const value = checkObject(models/* DeploymentSchema */.f5, body, () => 'the deployment', notes);
    return { value, warnings: notes.done('the deployment answer') };
}

;// CONCATENATED MODULE: ./src/api/validate.ts
/**
 * The strict use of the schemas (models.ts): what the client sends is checked before it is sent,
 * keyed and worded the way the service (FastAPI + pydantic v2) words its problems:
 * `{"<field>": "<message> [input: <value>]"}` (docs/compatibility.md §13.1). The emulator does
 * not use these checks: it has its own tables, read from docs/api.md (emulator/request-tables.ts).
 *
 * Only the problems are used: the value sent is the caller's own (valibot's output would drop
 * `__proto__`-like keys, which the CLI sends as data).
 */


/** The issue's place, as pydantic keys it: `a.0.b`, a bad dictionary key as `a.<key>.[key]`. */
function fieldOf(issue, at) {
    const parts = at === '' ? [] : [at];
    for (const item of issue.path ?? []) {
        if (!('key' in item))
            continue;
        parts.push(String(item.key));
        if (item.origin === 'key' && issue.expected !== 'never' && issue.input !== undefined) {
            parts.push('[key]');
        }
    }
    return parts.join('.');
}
function toProblem(issue, at) {
    const field = fieldOf(issue, at) || 'body';
    if (issue.input === undefined) {
        // Missing (JSON has no undefined): pydantic gives the enclosing object as the input.
        const parent = issue.path?.[issue.path.length - 1]?.input;
        return { field, message: 'Field required', input: parent };
    }
    return { field, message: issue.message, input: issue.input };
}
/** The problems of `value` against `schema`, every field checked, one problem per value. */
function problemsOf(schema, value, at = '') {
    const result = dist/* safeParse */.xLC(schema, value, { abortEarly: false, abortPipeEarly: true });
    return result.success ? [] : result.issues.map((issue) => toProblem(issue, at));
}
/** Operation 1 body. Unknown keys are tolerated, as by the service. */
const validateArtifactReport = (body) => problemsOf(models/* ArtifactReportSchema */.QO, body);
/** The operation 1 fields that differ from one artifact of a build to the next. */
const ARTIFACT_OWN_FIELDS = ['fingerprint', 'filename', 'template_reference_name'];
const ARTIFACT_ENTRIES = models/* ArtifactReportSchema */.QO.pipe[1].entries;
const ARTIFACT_FIELDS = Object.keys(ARTIFACT_ENTRIES);
const ArtifactOwnSchema = dist/* looseObject */._H3(dist/* pick */.UpN(dist/* object */.Ikc(ARTIFACT_ENTRIES), ARTIFACT_OWN_FIELDS).entries);
const ArtifactSharedSchema = dist/* looseObject */._H3(dist/* omit */.cJW(dist/* object */.Ikc(ARTIFACT_ENTRIES), ARTIFACT_OWN_FIELDS).entries);
/**
 * Operation 1's body checked in two halves (an object's; validateArtifactReport for anything
 * else): its own fields, and those it shares with the other artifacts of its build, which the
 * caller may check once (operations.ts). `merge` gives validateArtifactReport's problems, in its
 * order: the schema's fields in turn, each field's problems as valibot found them.
 */
const validateArtifactOwn = (body) => problemsOf(ArtifactOwnSchema, body);
const validateArtifactShared = (body) => problemsOf(ArtifactSharedSchema, body);
function mergeArtifactProblems(own, shared) {
    if (own.length === 0)
        return shared;
    if (shared.length === 0)
        return own;
    const rank = (p) => ARTIFACT_FIELDS.indexOf(p.field.split('.')[0]);
    return [...own, ...shared].sort((a, b) => rank(a) - rank(b));
}
/** Operation 2 body (strict: unknown keys refused). */
const validateOverride = (body) => problemsOf(models/* OverrideSchema */.a3, body);
/** Operation 3 `data_json` (strict, items strict too). */
const validateJUnitData = (data) => problemsOf(models/* JUnitDataSchema */.aS, data);
/** Each path parameter's schema, built once: every request checks two or three (issue 41.2). */
const PATH_SCHEMAS = new Map();
function pathSchemaOf(kind) {
    let schema = PATH_SCHEMAS.get(kind);
    if (!schema)
        PATH_SCHEMAS.set(kind, (schema = (0,models/* pathSchema */.dO)(kind)));
    return schema;
}
/** A path parameter; problems keyed `path.<kind>`. */
const validatePathName = (kind, value) => problemsOf(pathSchemaOf(kind), value, `path.${kind}`);
/** The search value of operation 5: lowercase hex, 5 to 64 characters (`path.search_value`). */
const validateSearchValue = (value) => problemsOf(pathSchemaOf('search_value'), value, 'path.search_value');
/** Operation 6 query. Values may be numbers or query-string text; absent ones are not checked. */
function validateEnvironmentQuery(query) {
    // pydantic keys a repeated query value `query.type[1]`, not `query.type.1`.
    return problemsOf(models/* EnvironmentQuerySchema */.ty, query, 'query').map((p) => ({
        ...p,
        field: p.field.replace(/^query\.type\.(\d+)$/, 'query.type[$1]')
    }));
}

;// CONCATENATED MODULE: ./src/api/operations.ts
/**
 * The seven operations of docs/compatibility.md §16. The three writes are built as requests
 * (data: the delivery layer sends them, keeps them in the outbox, or a replay sends them again)
 * and their shapes are defined here once: what a write may look like is also what an outbox may
 * hold (src/outbox/). The four reads go through a Reader (the delivery layer: a dry run reads
 * nothing). Every request is checked against the spec (validate.ts) before anything is sent,
 * dry-run included, so a bad value fails with the field and the value instead of a 400 from
 * the service.
 *
 * Answers are checked too: a body of the wrong overall shape is an ApiError; inside a right one,
 * items and fields of the wrong type are dropped with warnings (answers.ts), returned as
 * `{ value, warnings }` for the command to put in its result.
 */






/** 1. `POST /artifacts/{org}/{flow_name}` */
function reportArtifactRequest(org, flow, body) {
    assertValid([...paths({ org, flow_name: flow }), ...validateArtifactReport(body)]);
    return { method: 'POST', path: ['artifacts', org, flow], payload: { kind: 'json', value: body } };
}
/**
 * 1 for the artifacts of one build (send-artifacts.ts): the request reportArtifactRequest builds,
 * refused with the same problems in the same order, but the path and the fields a body shares
 * with the body checked before it (the same commit, URLs, annotations: the same values) are
 * checked once, not once per artifact (issue 41.2).
 */
function artifactReportRequests(org, flow) {
    const pathProblems = paths({ org, flow_name: flow });
    let last;
    return (body) => {
        if (!(0,models/* isPlainObject */.Qd)(body))
            return reportArtifactRequest(org, flow, body);
        if (!last || !sameShared(last.body, body)) {
            last = { body, problems: validateArtifactShared(body) };
        }
        const own = validateArtifactOwn(body);
        assertValid([...pathProblems, ...mergeArtifactProblems(own, last.problems)]);
        return {
            method: 'POST',
            path: ['artifacts', org, flow],
            payload: { kind: 'json', value: body }
        };
    };
}
/** Whether two bodies hold the same keys and, but for their own fields, the very same values. */
function sameShared(a, b) {
    const keys = Object.keys(b);
    if (keys.length !== Object.keys(a).length)
        return false;
    return keys.every((key) => Object.hasOwn(a, key) &&
        (ARTIFACT_OWN_FIELDS.includes(key) || a[key] === b[key]));
}
/** 2. `POST /attestations/{org}/{flow_name}/trail/{trail_name}/override` */
function overrideRequest(org, flow, trail, body) {
    assertValid([...paths({ org, flow_name: flow, trail_name: trail }), ...validateOverride(body)]);
    return {
        method: 'POST',
        path: ['attestations', org, flow, 'trail', trail, 'override'],
        payload: { kind: 'json', value: body }
    };
}
/** 3. `POST /attestations/{org}/{flow_name}/trail/{trail_name}/junit` (multipart). */
function attestJUnitRequest(org, flow, trail, data, attachment) {
    assertValid([...paths({ org, flow_name: flow, trail_name: trail }), ...validateJUnitData(data)]);
    if (attachment)
        assertAttachmentSize(attachment);
    return {
        method: 'POST',
        path: ['attestations', org, flow, 'trail', trail, 'junit'],
        payload: {
            kind: 'form',
            parts: {
                jsonFields: { data_json: data },
                ...(attachment ? { files: { attachment_file: attachment } } : {})
            }
        }
    };
}
/**
 * What a stored request is, if it has the shape of one of the three writes: its kind and org,
 * else why not. Every name is checked against its pattern and the body against the spec, as
 * the builders above check them (docs/bad-day.md, the outbox's threat model).
 */
function writeShapeOf(request) {
    const p = request.path;
    if (request.method !== 'POST')
        return { problem: `it is a ${request.method}, not a POST` };
    const payload = request.payload;
    try {
        if (p.length === 3 && p[0] === 'artifacts') {
            if (payload?.kind !== 'json')
                return { problem: 'an artifact report has a JSON body' };
            reportArtifactRequest(p[1], p[2], payload.value);
            return { kind: 'artifact', org: p[1] };
        }
        const attestation = p.length === 6 && p[0] === 'attestations' && p[3] === 'trail';
        if (attestation && p[5] === 'override') {
            if (payload?.kind !== 'json')
                return { problem: 'an override has a JSON body' };
            overrideRequest(p[1], p[2], p[4], payload.value);
            return { kind: 'override', org: p[1] };
        }
        if (attestation && p[5] === 'junit') {
            if (payload?.kind !== 'form')
                return { problem: 'a JUnit attestation is multipart' };
            const { jsonFields, files = {} } = payload.parts;
            const extra = [
                ...Object.keys(jsonFields).filter((k) => k !== 'data_json'),
                ...Object.keys(files).filter((k) => k !== 'attachment_file')
            ];
            if (extra.length > 0)
                return { problem: `a JUnit attestation has no part ${extra[0]}` };
            const data = jsonFields.data_json;
            attestJUnitRequest(p[1], p[2], p[4], data, files.attachment_file);
            return { kind: 'junit', org: p[1] };
        }
    }
    catch (err) {
        if (err instanceof errors/* ValidationError */.yI)
            return { problem: err.message };
        throw err;
    }
    return {
        problem: 'its path is not the path of a write (report an artifact, attest JUnit, override)'
    };
}
/** 4. `GET /deployments/{org}/{env_name}/{fingerprint}`; undefined in dry-run. */
async function getDeployment(c, org, env, fingerprint) {
    assertValid(paths({ org, env_name: env, fingerprint }));
    const segments = ['deployments', org, env, fingerprint];
    const answer = await c.read({ method: 'GET', path: segments });
    if (answer === undefined)
        return undefined;
    const { body } = answer;
    if (!(0,models/* isPlainObject */.Qd)(body))
        throw shapeError(c, segments, 'a JSON object');
    return checkDeployment(body);
}
/**
 * 5. `GET /search/{org}/sha/{search_value}`; undefined in dry-run. No match is a 404 ApiError
 * (`No matches for '<value>'.`), which callers treat as an empty result.
 */
async function search(c, org, value) {
    assertValid([...paths({ org }), ...validateSearchValue(value)]);
    const segments = ['search', org, 'sha', value];
    const answer = await c.read({ method: 'GET', path: segments });
    if (answer === undefined)
        return undefined;
    const { body, text } = answer;
    if (!(0,models/* isPlainObject */.Qd)(body) || !Array.isArray(body.artifacts)) {
        throw shapeError(c, segments, 'an object with an "artifacts" array');
    }
    return { ...checkSearchResult(body), received: text };
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
    const query = { page: q.page, per_page: q.perPage };
    const answer = await c.read({ method: 'GET', path: segments, query });
    if (answer === undefined)
        return undefined;
    const { body } = answer;
    if (Array.isArray(body) || ((0,models/* isPlainObject */.Qd)(body) && Array.isArray(body.environments))) {
        return checkEnvironments(body);
    }
    throw shapeError(c, segments, 'an array or an object with an "environments" array', query);
}
/** 7. `GET /artifacts/{org}/{flow_name}/{fingerprint}/approvals`, oldest first. */
async function listApprovals(c, org, flow, fingerprint) {
    assertValid(paths({ org, flow_name: flow, fingerprint }));
    const segments = ['artifacts', org, flow, fingerprint, 'approvals'];
    const answer = await c.read({ method: 'GET', path: segments });
    if (answer === undefined)
        return undefined;
    if (!Array.isArray(answer.body))
        throw shapeError(c, segments, 'a JSON array');
    return checkApprovals(answer.body);
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
    let text;
    try {
        text = JSON.stringify(value) ?? String(value);
    }
    catch {
        text = '(a value too deeply nested to show)';
    }
    return (0,clip/* clip */.$)(text, 121);
}
/** A 200 whose JSON is not the shape the operation returns is an error, not a silent empty. */
function shapeError(c, segments, expected, query) {
    return new api_errors/* ApiError */.hD({
        method: 'GET',
        url: c.url(segments, query),
        attempts: 1,
        status: 200,
        reason: `the service answered 200 with a body that is not ${expected}`
    });
}


/***/ }),

/***/ 25512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ nestingDepth)
/* harmony export */ });
/**
 * How deeply a JSON value nests, measured without recursion: values from outside (a service
 * answer, a user-data file) may nest far deeper than the call stack allows a recursive walk.
 */
/** Nesting depth of `value` (a scalar is 0, `[]` and `{}` are 1), counted up to `limit + 1`. */
function nestingDepth(value, limit = Infinity) {
    // Most values asked about are scalars (every field of every item of a long answer).
    if (typeof value !== 'object' || value === null)
        return 0;
    let deepest = 0;
    const stack = [[value, 0]];
    while (stack.length > 0) {
        const [item, depth] = stack.pop();
        if (typeof item !== 'object' || item === null)
            continue;
        if (depth + 1 > deepest)
            deepest = depth + 1;
        if (deepest > limit)
            return deepest;
        for (const child of Object.values(item)) {
            if (typeof child === 'object' && child !== null)
                stack.push([child, depth + 1]);
        }
    }
    return deepest;
}


/***/ })

};
