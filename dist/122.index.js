export const id = 122;
export const ids = [122];
export const modules = {

/***/ 7122:
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
// EXTERNAL MODULE: ./src/api/models.ts
var models = __webpack_require__(3816);
;// CONCATENATED MODULE: ./src/api/validate.ts
/**
 * Every constraint of the spec, as one table of schemas. The client checks a request with these
 * before sending it; the emulator answers its 400 from the same checks. Problems are keyed and
 * worded the way the service (FastAPI + pydantic v2) words them, so one format serves both sides:
 * `{"<field>": "<message> [input: <value>]"}` (kosli-compat.md §13.1).
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
/** Fields every attestation body shares (kosli-compat.md §2). */
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
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
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
/** Checks `value` against `schema`, appending problems keyed under `at`. */
function check(schema, value, at, out) {
    if (value === null && 'nullable' in schema && schema.nullable)
        return;
    switch (schema.kind) {
        case 'any':
            return;
        case 'string':
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
            if (!isObject(value)) {
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
    if (!isObject(value)) {
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
/** The attachment of operation 3: at most 10 MB (kosli-compat.md §3). */
function validateAttachmentSize(size) {
    if (size <= MAX_ATTACHMENT_BYTES)
        return [];
    return [
        problem('attachment_file', `File should be at most ${MAX_ATTACHMENT_BYTES} bytes (10MB)`, size)
    ];
}
/** Python's `str()` of a JSON value, as the service prints inputs (`None`, `True`, `{'a': 1}`). */
function pythonStr(value) {
    return typeof value === 'string' ? value : pythonRepr(value);
}
function pythonRepr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (value === true)
        return 'True';
    if (value === false)
        return 'False';
    if (typeof value === 'number')
        return String(value);
    if (typeof value === 'string') {
        const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
        const body = value
            .replace(/\\/g, '\\\\')
            .replace(/\n/g, '\\n')
            .replace(/\r/g, '\\r')
            .replace(/\t/g, '\\t');
        return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
    }
    if (Array.isArray(value))
        return `[${value.map(pythonRepr).join(', ')}]`;
    if (typeof value === 'object') {
        const items = Object.entries(value).map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`);
        return `{${items.join(', ')}}`;
    }
    return String(value);
}
/** The service's `errors` object: `{field: "<message> [input: <value>]"}`, first problem per field. */
function formatProblems(problems) {
    const errors = {};
    for (const p of problems) {
        if (!(p.field in errors))
            errors[p.field] = `${p.message} [input: ${pythonStr(p.input)}]`;
    }
    return errors;
}

;// CONCATENATED MODULE: ./src/api/operations.ts
/**
 * The seven operations of spec/records-service-api.md, one function each. Every request is
 * checked against the spec (validate.ts) before anything is sent, dry-run included, so a bad
 * value fails with the field and the value instead of a 400 from the service.
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
    if (body !== undefined)
        expectShape(c, segments, operations_isObject(body), 'a JSON object');
    return body;
}
/**
 * 5. `GET /search/{org}/sha/{search_value}`; undefined in dry-run. No match is a 404 ApiError
 * (`No matches for '<value>'.`), which callers treat as an empty result.
 */
async function search(c, org, value) {
    assertValid([...paths({ org }), ...validateSearchValue(value)]);
    const segments = ['search', org, 'sha', value];
    const body = await c.getJson(segments);
    if (body !== undefined) {
        const ok = operations_isObject(body) && Array.isArray(body.artifacts);
        expectShape(c, segments, ok, 'an object with an "artifacts" array');
    }
    return body;
}
/**
 * 6. `GET /environments/{org}`. `page`/`per_page` are sent only when given; the service then
 * answers the envelope, otherwise a plain array (kosli-compat.md §13.4). Both are returned as is.
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
    if (body !== undefined) {
        const ok = Array.isArray(body) || (operations_isObject(body) && Array.isArray(body.environments));
        expectShape(c, segments, ok, 'an array or an object with an "environments" array', {
            page: q.page,
            per_page: q.perPage
        });
    }
    return body;
}
/** 7. `GET /artifacts/{org}/{flow_name}/{fingerprint}/approvals`, oldest first. */
async function listApprovals(c, org, flow, fingerprint) {
    assertValid(paths({ org, flow_name: flow, fingerprint }));
    const segments = ['artifacts', org, flow, fingerprint, 'approvals'];
    const body = await c.getJson(segments);
    if (body !== undefined)
        expectShape(c, segments, Array.isArray(body), 'a JSON array');
    return body;
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
