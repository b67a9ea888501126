import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3249:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ statusLine),
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   UA: () => (/* binding */ snippet),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   kW: () => (/* binding */ parseErrorBody)
/* harmony export */ });
/* unused harmony export MAX_MESSAGE_CHARS */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The error a failed request ends in, and how a service error body becomes its message. The
 * message always carries the service's own words (docs/compatibility.md §12.5, §15 point 7) and never
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
    const hint = d.hint ? ` (${d.hint})` : '';
    if (d.attempts > 1)
        return `${head} after ${d.attempts} attempts: ${what}${hint}`;
    return d.status !== undefined && d.reason === undefined
        ? `${head} with ${what}${hint}`
        : `${head}: ${what}${hint}`;
}
function statusLine(status) {
    const text = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[status];
    return text ? `${status} ${text}` : String(status);
}
/** The service's message followed by its `errors` map, as one line of bounded length. */
function serverText(message, errors) {
    const parts = [];
    if (message)
        parts.push(message);
    if (errors && Object.keys(errors).length > 0) {
        parts.push(Object.entries(errors)
            .map(([field, text]) => {
            const value = typeof text === 'string' ? text : (JSON.stringify(text) ?? String(text));
            return `${cutText(field, 200)}: ${cutText(value, 1000)}`;
        })
            .join('; '));
    }
    return cutText(parts.join(': '), MAX_MESSAGE_CHARS);
}
/** The most of the service's own words an error message carries. */
const MAX_MESSAGE_CHARS = 4096;
/** `text` cut to `max` characters with a note saying how long it was; redact before cutting. */
function cutText(text, max) {
    if (text.length <= max)
        return text;
    let end = max;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1; // do not split a surrogate pair
    return `${text.slice(0, end)}… [cut: ${text.length} characters in all]`;
}
/**
 * What an error response body says, in the shapes the service and proxies send (§12.5). `text`
 * must already be redacted. `unread`: only the head of a larger body was read; its `message`
 * is taken from the JSON text read so far.
 */
function parseErrorBody(text, unread = false) {
    if (text.trim() === '')
        return {};
    if (unread) {
        // JSON cut short cannot be parsed: read its leading "message" string as far as it goes.
        const partial = partialMessage(text);
        const note = "[cut: the service's answer is larger than the part read]";
        if (partial !== undefined)
            return { serverMessage: `${partial}… ${note}` };
        return { serverMessage: `the response body is not JSON: ${snippet(text)} ${note}` };
    }
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        // An HTML page from a proxy or load balancer: a short, single-line glimpse is enough.
        return { serverMessage: `the response body is not JSON: ${snippet(text)}` };
    }
    if (typeof body === 'string')
        return { serverMessage: cutText(body, MAX_MESSAGE_CHARS) };
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return { serverMessage: snippet(text) };
    }
    const record = body;
    if (typeof record.message !== 'string')
        return { serverMessage: snippet(JSON.stringify(body)) };
    // Flask appends a long hint to its 404 text; the CLI cuts it off the same way.
    const message = cutText(record.message.split('You have requested')[0].trim(), MAX_MESSAGE_CHARS);
    const errors = record.errors;
    if (errors === undefined || errors === null)
        return { serverMessage: message };
    if (typeof errors === 'object' && !Array.isArray(errors)) {
        return { serverMessage: message, errors: errors };
    }
    return { serverMessage: cutText(`${message}: ${JSON.stringify(errors)}`, MAX_MESSAGE_CHARS) };
}
/** The first MAX_MESSAGE_CHARS characters of the leading `message` string of JSON cut short. */
function partialMessage(text) {
    const start = /^\s*\{\s*"message"\s*:\s*"/.exec(text);
    if (!start)
        return undefined;
    let i = start[0].length;
    let out = '';
    while (i < text.length && out.length < MAX_MESSAGE_CHARS) {
        const c = text[i];
        if (c === '"')
            break;
        if (c !== '\\') {
            out += c;
            i += 1;
            continue;
        }
        const esc = /^\\(["\\/bfnrt]|u[0-9a-fA-F]{4})/.exec(text.slice(i, i + 6));
        if (!esc)
            break; // the cut fell inside an escape
        out += JSON.parse(`"${esc[0]}"`);
        i += esc[0].length;
    }
    return out;
}
/** Whitespace collapsed, at most `max` characters, quoted. */
function snippet(text, max = 200) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > max ? `${flat.slice(0, max)}…` : flat);
}


/***/ }),

/***/ 3816:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ PER_PAGE_MIN),
/* harmony export */   G3: () => (/* binding */ PATTERNS),
/* harmony export */   LY: () => (/* binding */ MAX_ATTACHMENT_BYTES),
/* harmony export */   ZX: () => (/* binding */ ATTESTATION_TYPES),
/* harmony export */   j3: () => (/* binding */ isAttestationType),
/* harmony export */   n1: () => (/* binding */ PATTERN_TEXT),
/* harmony export */   ve: () => (/* binding */ PER_PAGE_MAX)
/* harmony export */ });
/* unused harmony export APPROVAL_STATES */
/**
 * The records service's request and response models (docs/compatibility.md §16) and the
 * patterns and ranges it enforces. The client validates with these before sending, and the
 * emulator validates with the same table, so both sides enforce one definition.
 */
const PATTERNS = {
    fingerprint: /^[a-f0-9]{64}$/,
    gitCommit: /^[a-f0-9]{40}$/,
    flowName: /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/,
    trailName: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*$/,
    templateReferenceName: /^[a-zA-Z0-9\-_]+$/,
    attestationName: /^[a-zA-Z0-9\-_,]+$/,
    environmentName: /^[a-zA-Z0-9][a-zA-Z0-9.\-_]*$/,
    /** Search values: a lowercase hex prefix of a commit or fingerprint, at least 5 long. */
    searchValue: /^[a-f0-9]{5,64}$/,
    /** Organisation names are not constrained by the spec; this keeps them path-safe. */
    org: /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/,
    annotationKey: /^[A-Za-z0-9_-]+$/
};
/** Source text of each pattern, as the service quotes it in its 400 messages. */
const PATTERN_TEXT = {
    fingerprint: '^[a-f0-9]{64}$',
    gitCommit: '^[a-f0-9]{40}$',
    flowName: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$',
    trailName: '^[a-zA-Z0-9][a-zA-Z0-9\\-_.~]*$',
    templateReferenceName: '^[a-zA-Z0-9\\-_]+$',
    attestationName: '^[a-zA-Z0-9\\-_,]+$',
    environmentName: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_]*$',
    searchValue: '^[a-f0-9]{5,64}$',
    org: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$',
    annotationKey: '^[A-Za-z0-9_-]+$'
};
const ATTESTATION_TYPES = [
    'generic',
    'junit',
    'snyk',
    'pull_request',
    'jira',
    'sonar'
];
/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
function isAttestationType(value) {
    return (ATTESTATION_TYPES.includes(value) || /^(custom|system):\S+$/.test(value));
}
const APPROVAL_STATES = (/* unused pure expression or super */ null && (['APPROVED', 'UNAPPROVED', 'PENDING']));
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const PER_PAGE_MIN = 1;
const PER_PAGE_MAX = 50;


/***/ }),

/***/ 3155:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ newResult),
/* harmony export */   n: () => (/* binding */ COMMAND_NAMES)
/* harmony export */ });
const COMMAND_NAMES = [
    'report',
    'fingerprint',
    'attest-junit',
    'override',
    'search',
    'get-deployment',
    'list-environments',
    'list-approvals'
];
/** The empty CommandResult every command starts from. */
function newResult(spec, config) {
    return {
        command: spec.name,
        title: spec.title,
        givesVerdict: spec.verdict,
        destination: {
            org: config.org || undefined,
            flow: config.flow || undefined,
            trail: config.trail || undefined,
            commit: config.commit || undefined,
            baseUrl: config.baseUrl,
            dryRun: config.dryRun ?? false
        },
        failOnNonCompliant: config.failOnNonCompliant ?? false,
        failures: [],
        warnings: [],
        notices: []
    };
}


/***/ }),

/***/ 7212:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L7: () => (/* binding */ readGitHubContext),
/* harmony export */   Yx: () => (/* binding */ repoInfoFromContext),
/* harmony export */   vs: () => (/* binding */ defaultCommit),
/* harmony export */   w1: () => (/* binding */ defaultCommitUrl),
/* harmony export */   xv: () => (/* binding */ defaultBuildUrl)
/* harmony export */ });
/* unused harmony export REPO_INFO_WARNING */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The GitHub Actions run this action is part of, read from the runner's environment and event
 * payload, and the CLI's GitHub defaults derived from it (docs/compatibility.md §7, §8). Server URLs
 * always come from the environment: GitHub Enterprise Server runs on other hosts.
 */

/** Events whose payload carries `pull_request` with the head commit. */
const PULL_REQUEST_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment'
]);
const REPO_INFO_WARNING = 'Repo information will not be reported as ID, Name and URL are required.';
function readGitHubContext(env = process.env) {
    const serverUrl = stripTrailingSlashes(env.GITHUB_SERVER_URL ?? '');
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const ctx = {
        eventName,
        serverUrl,
        repository: env.GITHUB_REPOSITORY ?? '',
        repositoryId: env.GITHUB_REPOSITORY_ID ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        apiUrl: stripTrailingSlashes(env.GITHUB_API_URL ?? '') || apiUrlFor(serverUrl),
        workspace: env.GITHUB_WORKSPACE ?? '',
        sha: env.GITHUB_SHA ?? '',
        isCI: env.GITHUB_RUN_NUMBER !== undefined || env.GITHUB_ACTIONS !== undefined
    };
    if (PULL_REQUEST_EVENTS.has(eventName)) {
        const pullRequest = pullRequestFrom(readEventPayload(env.GITHUB_EVENT_PATH));
        if (pullRequest)
            ctx.pullRequest = pullRequest;
    }
    return ctx;
}
/** The commit to record by default: the PR head on pull_request* events, else GITHUB_SHA. */
function defaultCommit(ctx) {
    if (ctx.pullRequest?.headSha && PULL_REQUEST_EVENTS.has(ctx.eventName)) {
        return ctx.pullRequest.headSha;
    }
    return ctx.sha || undefined;
}
function defaultBuildUrl(ctx) {
    if (!ctx.serverUrl || !ctx.repository || !ctx.runId)
        return undefined;
    return `${ctx.serverUrl}/${ctx.repository}/actions/runs/${ctx.runId}`;
}
function defaultCommitUrl(ctx, sha) {
    if (!ctx.serverUrl || !ctx.repository || !sha)
        return undefined;
    return `${ctx.serverUrl}/${ctx.repository}/commit/${sha}`;
}
/** The CLI's GitHub `repo_info` (keys in its order), or its warning when a part is missing. */
function repoInfoFromContext(ctx) {
    if (!ctx.serverUrl || !ctx.repository || !ctx.repositoryId)
        return { warning: REPO_INFO_WARNING };
    return {
        repoInfo: {
            url: `${ctx.serverUrl}/${ctx.repository}`,
            name: ctx.repository,
            id: ctx.repositoryId,
            provider: 'github'
        }
    };
}
function stripTrailingSlashes(url) {
    return url.replace(/\/+$/, '');
}
/** As @actions/github: api.github.com for github.com, `<server>/api/v3` for GHES. */
function apiUrlFor(serverUrl) {
    if (!serverUrl)
        return '';
    return /^https?:\/\/github\.com$/i.test(serverUrl)
        ? 'https://api.github.com'
        : `${serverUrl}/api/v3`;
}
/** The event payload, or undefined when the file is missing, unreadable or not JSON. */
function readEventPayload(eventPath) {
    if (!eventPath)
        return undefined;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(eventPath, 'utf8'));
    }
    catch {
        return undefined;
    }
}
function pullRequestFrom(payload) {
    const pr = field(payload, 'pull_request');
    const head = field(pr, 'head');
    const base = field(pr, 'base');
    const headSha = field(head, 'sha');
    if (typeof headSha !== 'string' || !headSha)
        return undefined;
    const number = field(pr, 'number');
    const htmlUrl = field(pr, 'html_url');
    const result = {
        number: typeof number === 'number' ? number : 0,
        headSha,
        headRef: stringOr(field(head, 'ref')),
        baseRef: stringOr(field(base, 'ref'))
    };
    if (typeof htmlUrl === 'string' && htmlUrl)
        result.htmlUrl = htmlUrl;
    return result;
}
function field(value, key) {
    return value !== null && typeof value === 'object'
        ? value[key]
        : undefined;
}
function stringOr(value) {
    return typeof value === 'string' ? value : '';
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   f6: () => (/* binding */ FileError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   yI: () => (/* binding */ ValidationError)
/* harmony export */ });
/**
 * Error types shared by every layer. main.ts turns them into one clear message and the exit
 * status; nothing else sets the step's outcome.
 */
/**
 * A bad input, found before any request is sent. Names the input (and the variable it came
 * from) and the offending value, unless the value must not be shown.
 */
class InputError extends Error {
    input;
    value;
    constructor(input, value, reason, opts = {}) {
        const from = opts.variable ? ` (from ${opts.variable})` : '';
        const shown = opts.hideValue ? '' : `: ${JSON.stringify(value)}`;
        super(`Input '${input}'${from} ${reason}${shown}`);
        this.input = input;
        this.value = value;
        this.name = 'InputError';
    }
}
/** A request field that breaks the spec (pattern, range, required), found before sending. */
class ValidationError extends Error {
    field;
    value;
    constructor(field, value, reason) {
        super(`Field '${field}' ${reason}: ${JSON.stringify(value)}`);
        this.field = field;
        this.value = value;
        this.name = 'ValidationError';
    }
}
/** A file the action had to read (artifact, JUnit report) could not be used. */
class FileError extends Error {
    path;
    constructor(path, reason) {
        super(`${path}: ${reason}`);
        this.path = path;
        this.name = 'FileError';
    }
}
/** Message of any thrown value, for places that must not crash on a non-Error. */
function errorMessage(err) {
    return err instanceof Error ? err.message : String(err);
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3702);
/** The action's entry point: GitHub runs dist/index.js, the bundle of this file. */

await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4245:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FQ: () => (/* binding */ readOptionalBool),
/* harmony export */   Gq: () => (/* binding */ invalid),
/* harmony export */   Kf: () => (/* binding */ readChoice),
/* harmony export */   LF: () => (/* binding */ read),
/* harmony export */   SX: () => (/* binding */ readPairs),
/* harmony export */   Se: () => (/* binding */ readLines),
/* harmony export */   Uk: () => (/* binding */ readInt),
/* harmony export */   Xf: () => (/* binding */ INPUT_VARIABLES),
/* harmony export */   mW: () => (/* binding */ readSourced),
/* harmony export */   pS: () => (/* binding */ requireUrl),
/* harmony export */   r5: () => (/* binding */ readBool),
/* harmony export */   vt: () => (/* binding */ requireMatch)
/* harmony export */ });
/* unused harmony exports INPUT_DEFAULTS, parseBool */
/* harmony import */ var _api_models_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3816);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/**
 * Reading action inputs as the runner passes them (INPUT_<NAME> variables). The one rule of
 * precedence: an explicit input, else the official CLI's KOSLI_* variable, else the built-in
 * default. The runner sets every `default:` of action.yml as an INPUT_* variable, so an input
 * with a variable has no `default:` there: its default lives in INPUT_DEFAULTS below and is
 * applied after the variable (docs/compatibility.md §9).
 * Every failure is an InputError that names the input and the value.
 */


/** The CLI's variable for each input that has one. */
const INPUT_VARIABLES = {
    'api-token': 'KOSLI_API_TOKEN',
    'base-url': 'KOSLI_HOST',
    org: 'KOSLI_ORG',
    flow: 'KOSLI_FLOW',
    trail: 'KOSLI_TRAIL',
    commit: 'KOSLI_COMMIT',
    fingerprint: 'KOSLI_FINGERPRINT',
    'dry-run': 'KOSLI_DRY_RUN',
    'build-url': 'KOSLI_BUILD_URL',
    'commit-url': 'KOSLI_COMMIT_URL',
    'repo-root': 'KOSLI_REPO_ROOT',
    'max-retries': 'KOSLI_MAX_API_RETRIES'
};
/**
 * Built-in defaults. For an input without a variable, action.yml carries the same default
 * (a test checks that they agree); for one with a variable, only this table does.
 */
const INPUT_DEFAULTS = {
    command: 'report',
    'base-url': 'https://app.kosli.com',
    'dry-run': 'false',
    'max-retries': '3',
    'timeout-seconds': '60',
    'artifact-type': 'auto',
    'attestation-name': 'junit',
    'attach-results': 'auto',
    'fail-on-non-compliant': 'false',
    'check-run': 'true',
    'check-name': 'Compliance',
    summary: 'true'
};
function envName(input) {
    return `INPUT_${input.replace(/ /g, '_').toUpperCase()}`;
}
/** The value with its origin; empty values are ignored at each step, as the CLI does. */
function readSourced(env, input) {
    const explicit = (env[envName(input)] ?? '').trim();
    if (explicit !== '')
        return { value: explicit, origin: 'input' };
    const variable = INPUT_VARIABLES[input];
    const fromVariable = variable ? (env[variable] ?? '').trim() : '';
    if (fromVariable !== '')
        return { value: fromVariable, origin: 'variable' };
    return { value: INPUT_DEFAULTS[input] ?? '', origin: 'default' };
}
function read(env, input) {
    return readSourced(env, input).value;
}
/** The error for a value, naming the variable too when the value came from one. */
function invalid(input, { value, origin }, reason) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, reason, {
        variable: origin === 'variable' ? INPUT_VARIABLES[input] : undefined
    });
}
/** Multiline input → trimmed non-empty lines (comments are not special: paths may hold '#'). */
function readLines(env, input) {
    return read(env, input)
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '');
}
/** The YAML 1.2 core booleans, as @actions/core's getBooleanInput accepts them. */
const INPUT_TRUE = ['true', 'True', 'TRUE'];
const INPUT_FALSE = ['false', 'False', 'FALSE'];
/** Go's strconv.ParseBool, as the CLI reads a KOSLI_* variable. */
const VARIABLE_TRUE = [...INPUT_TRUE, '1', 't', 'T'];
const VARIABLE_FALSE = [...INPUT_FALSE, '0', 'f', 'F'];
/** A boolean: exactly the YAML core set for an input (the CLI's set for a KOSLI_* variable). */
function parseBool(input, sourced) {
    const variable = sourced.origin === 'variable';
    if ((variable ? VARIABLE_TRUE : INPUT_TRUE).includes(sourced.value))
        return true;
    if ((variable ? VARIABLE_FALSE : INPUT_FALSE).includes(sourced.value))
        return false;
    throw invalid(input, sourced, 'must be true or false (true, True, TRUE, false, False or FALSE)');
}
function readBool(env, input) {
    return parseBool(input, readSourced(env, input));
}
/** An optional boolean: undefined when neither the input nor a default gives one. */
function readOptionalBool(env, input) {
    const sourced = readSourced(env, input);
    return sourced.value === '' ? undefined : parseBool(input, sourced);
}
function readInt(env, input, min, max) {
    const sourced = readSourced(env, input);
    const { value } = sourced;
    if (value === '')
        return undefined;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        throw invalid(input, sourced, `must be a whole number from ${min} to ${max}`);
    }
    return Number(value);
}
/** One of a fixed set of words. */
function readChoice(env, input, choices) {
    const sourced = readSourced(env, input);
    if (!choices.includes(sourced.value)) {
        throw invalid(input, sourced, `must be one of ${choices.join(', ')}`);
    }
    return sourced.value;
}
/** `key=value` lines → pairs, in order (spaces around `=` are dropped). */
function readPairs(env, input) {
    return readLines(env, input).map((line) => {
        const eq = line.indexOf('=');
        const key = line.slice(0, Math.max(eq, 0)).trim();
        const value = line.slice(eq + 1).trim();
        if (eq < 0 || key === '' || value === '') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, line, 'must have one key=value per line');
        }
        return [key, value];
    });
}
function requireMatch(input, value, pattern) {
    if (!_api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3[pattern].test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, `must match ${_api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERN_TEXT */ .n1[pattern]}`);
    }
}
function isHttpUrl(v) {
    try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.host !== '';
    }
    catch {
        return false;
    }
}
function requireUrl(input, value) {
    if (!isHttpUrl(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, 'must be an http(s) URL');
}


/***/ }),

/***/ 4908:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b$: () => (/* binding */ WorkspaceFiles),
/* harmony export */   hO: () => (/* binding */ Locator),
/* harmony export */   nh: () => (/* binding */ workspaceRelativeName)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Where a failing test lives, for annotations: the testcase's `file`/`line` attributes, else the
 * first stack-frame-looking reference in the failure text that names a file existing under the
 * workspace (`at f (src/a.ts:12:3)`, `File "tests/test_x.py", line 14`, `foo_test.go:33:`,
 * `in /w/src/A.cs:line 9`). A bare file name is also looked for where its language keeps it:
 * a Java/Kotlin/Scala frame's package under the usual source roots, a Go file under the trailing
 * parts of the testcase's package import path (`example.com/m/pkg/calc` → `pkg/calc/`).
 *
 * When the attributes name the file and the failure text names a line in that same file (a
 * traceback's frame in the test file, PHPUnit's `Test.php:18`), that line wins over the `line`
 * attribute, which pytest, unittest and PHPUnit set to the test's `def`/method line.
 *
 * This is also the one place that decides whether a path names a file in the workspace
 * (WorkspaceFiles), for the parser and for annotations (src/report/annotations.ts).
 */


const FRAME_PATTERNS = [
    /File "([^"\n]+)", line (\d+)/g,
    / in ([^\n]+?):line (\d+)/g,
    // Perl's Test::More: `#   at t/cart.t line 8.`
    /\bat (\S+\.\w{1,12}) line (\d+)\./g,
    /(?:^|[\s(['"@])((?:file:\/\/)?[^\s()'"<>[\]|:,]*[^\s()'"<>[\]|:,.]\.[A-Za-z0-9]{1,12}):(\d+)/gm
];
/** `at com.acme.CartTest.method(CartTest.java:42)`: keeps the class's package. */
const JVM_FRAME = /at ([\w$.]+)\(([\w$]+\.(?:java|kt|scala|groovy)):(\d+)\)/g;
const JVM_SOURCE_ROOTS = [
    'src/test/java',
    'src/main/java',
    'src/test/kotlin',
    'src/main/kotlin',
    'src/test/scala',
    'src/main/scala',
    'src/test/groovy',
    'src/main/groovy',
    'src'
];
const MAX_SCAN_CHARS = 16 * 1024;
/** File-system lookups per report, so a report full of unique frames stays quick. */
const MAX_LOOKUPS = 5000;
const MAX_CANDIDATES = 20;
/**
 * Resolves a path written in a report (relative to the workspace, to the repository root, or
 * absolute; `file://` and `\\` allowed) to the `a/b.ts` form GitHub wants: relative to the
 * repository root, for a regular file inside it. The repository root is the workspace unless
 * `repo-root` says otherwise. Remembers what it looked up, up to MAX_LOOKUPS paths.
 */
class WorkspaceFiles {
    workspace;
    root;
    seen = new Map();
    constructor(workspace, repoRoot = workspace) {
        this.workspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace);
        this.root = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(this.workspace, repoRoot);
    }
    relative(file) {
        if (!file)
            return undefined;
        if (this.seen.has(file))
            return this.seen.get(file);
        if (this.seen.size >= MAX_LOOKUPS)
            return undefined;
        let p = file.startsWith('file://') ? file.slice('file://'.length) : file;
        p = p.replace(/\\/g, '/');
        const found = this.lookup(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(this.workspace, p)) ??
            (this.root === this.workspace ? undefined : this.lookup(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(this.root, p)));
        this.seen.set(file, found);
        return found;
    }
    lookup(abs) {
        const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(this.root, abs);
        if (rel === '' || rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel))
            return undefined;
        try {
            if (!node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(abs).isFile())
                return undefined;
        }
        catch {
            return undefined;
        }
        return rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    }
}
/**
 * A suite or class name for people: an absolute path under the workspace made relative
 * (`/home/runner/work/x/x/tests` → `tests`); anything else unchanged.
 */
function workspaceRelativeName(name, workspace) {
    if (workspace === undefined || name === '')
        return name;
    const ws = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace).replace(/\\/g, '/').replace(/\/+$/, '');
    const n = name.replace(/\\/g, '/');
    if (ws === '' || ws === '/')
        return name;
    if (n === ws)
        return '.';
    return n.startsWith(ws + '/') ? n.slice(ws.length + 1) : name;
}
/** Finds where failing tests live, against one workspace. */
class Locator {
    workspace;
    files;
    constructor(workspace) {
        this.workspace = workspace;
        this.files = workspace === undefined ? undefined : new WorkspaceFiles(workspace);
    }
    async locate(fileAttr, lineAttr, texts, classname = '') {
        const attrLine = positiveInt(lineAttr);
        const frames = findFrames(texts);
        if (fileAttr !== undefined && fileAttr.trim() !== '') {
            const written = fileAttr.trim();
            const rel = this.inWorkspace(written);
            const file = rel ?? written;
            let line = attrLine;
            const same = frames.filter((f) => this.sameFile(f.path, written, rel));
            if (same.length > 0) {
                // Python tracebacks list the innermost frame last; stack traces list it first.
                const innermostLast = texts.some((t) => t.includes('Traceback (most recent call last)') || /^\S+:\d+: \w+$/m.test(t));
                const deeper = innermostLast ? same[same.length - 1] : same[0];
                if (line === undefined || deeper.line !== line)
                    line = deeper.line;
            }
            return line === undefined ? { file } : { file, line };
        }
        if (this.workspace === undefined)
            return {};
        for (const f of frames) {
            // A frame in an installed dependency is not where the test failed.
            if (/(?:^|[/\\])node_modules[/\\]/.test(f.path))
                continue;
            for (const candidate of candidates(f, classname)) {
                const rel = this.inWorkspace(candidate);
                if (rel !== undefined)
                    return { file: rel, line: f.line };
            }
        }
        return {};
    }
    /** The path relative to the workspace when it names a regular file there. */
    inWorkspace(p) {
        return this.files?.relative(p);
    }
    /** Whether a frame's path names the file of the `file` attribute (found or not). */
    sameFile(framePath, written, rel) {
        if (rel !== undefined && this.inWorkspace(framePath) === rel)
            return true;
        const a = comparable(framePath, this.workspace);
        const b = comparable(written, this.workspace);
        if (a === '' || b === '')
            return false;
        return a === b || a.endsWith('/' + b) || b.endsWith('/' + a);
    }
}
function comparable(p, workspace) {
    let s = p.startsWith('file://') ? p.slice('file://'.length) : p;
    s = workspaceRelativeName(s.replace(/\\/g, '/'), workspace);
    return s.replace(/^(?:\.\/)+/, '');
}
function positiveInt(s) {
    if (s === undefined || !/^\s*\d+\s*$/.test(s))
        return undefined;
    const n = Number(s);
    return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}
/** Paths to try for a frame: as written, then where a bare file name usually lives. */
function candidates(f, classname) {
    if (f.path.includes('/') || f.path.includes('\\'))
        return [f.path];
    if (f.packagePath !== undefined) {
        return JVM_SOURCE_ROOTS.map((root) => `${root}/${f.packagePath}/${f.path}`);
    }
    if (f.path.endsWith('.go') && classname.includes('/')) {
        const parts = classname.split('/');
        return [...parts.map((_, k) => [...parts.slice(k), f.path].join('/')), f.path];
    }
    return [f.path];
}
/** Stack-frame-looking (path, line) pairs, in the order they appear. */
function findFrames(texts) {
    const found = [];
    let offset = 0;
    for (const t of texts) {
        const text = t.slice(0, MAX_SCAN_CHARS);
        for (const re of [JVM_FRAME, ...FRAME_PATTERNS]) {
            re.lastIndex = 0;
            let m;
            while ((m = re.exec(text)) !== null && found.length < MAX_CANDIDATES * 3) {
                const jvm = re === JVM_FRAME;
                const line = Number(jvm ? m[3] : m[2]);
                const at = offset + m.index;
                // A JVM frame is also matched by the generic pattern; keep the richer one.
                if (!(line > 0 && Number.isSafeInteger(line)))
                    continue;
                if (!jvm &&
                    found.some((f) => f.packagePath !== undefined && f.path === m?.[1] && f.line === line)) {
                    continue;
                }
                if (jvm) {
                    const segments = m[1].split('.');
                    found.push({ path: m[2], line, at, packagePath: segments.slice(0, -2).join('/') });
                }
                else
                    found.push({ path: m[1], line, at });
            }
        }
        offset += text.length + 1;
    }
    found.sort((a, b) => a.at - b.at);
    return found.slice(0, MAX_CANDIDATES).map(({ at: _at, ...f }) => f);
}


/***/ }),

/***/ 3702:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

;// CONCATENATED MODULE: ./src/commands/index.ts
const COMMANDS = {
    report: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(697), __nccwpck_require__.e(505), __nccwpck_require__.e(436), __nccwpck_require__.e(269), __nccwpck_require__.e(39), __nccwpck_require__.e(574)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9574))).reportCommand,
    fingerprint: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(436), __nccwpck_require__.e(370)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5370))).fingerprintCommand,
    'attest-junit': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(697), __nccwpck_require__.e(505), __nccwpck_require__.e(436), __nccwpck_require__.e(269), __nccwpck_require__.e(39), __nccwpck_require__.e(232)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9232))).attestJUnitCommand,
    override: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(505), __nccwpck_require__.e(436), __nccwpck_require__.e(269), __nccwpck_require__.e(956)]).then(__nccwpck_require__.bind(__nccwpck_require__, 956))).overrideCommand,
    search: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(505), __nccwpck_require__.e(269), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1080))).searchCommand,
    'get-deployment': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(505), __nccwpck_require__.e(436), __nccwpck_require__.e(4)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4004))).getDeploymentCommand,
    'list-environments': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(505), __nccwpck_require__.e(379)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7379))).listEnvironmentsCommand,
    'list-approvals': async () => (await Promise.all(/* import() */[__nccwpck_require__.e(505), __nccwpck_require__.e(436), __nccwpck_require__.e(589)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2589))).listApprovalsCommand
};

// EXTERNAL MODULE: ./src/commands/command.ts
var command = __nccwpck_require__(3155);
// EXTERNAL MODULE: ./src/context/github.ts
var github = __nccwpck_require__(7212);
// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __nccwpck_require__(4245);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/util/secrets.ts
var secrets = __nccwpck_require__(4537);
;// CONCATENATED MODULE: ./src/inputs/service.ts
/**
 * The inputs every command that talks to the records service reads: token, address, org,
 * dry run and the request settings. The client trusts what this returns.
 */



/** The token value that switches dry-run on, as in the CLI. */
const DRY_RUN_TOKEN = 'DRY_RUN';
/** Shorter than this cannot be a real token, and masking it would blank common words. */
const MIN_TOKEN_LENGTH = 8;
/**
 * A secret input: refused (without showing it) when it is too short to be a token, else
 * registered for masking. Refusing comes first: masking `true` would blank every "true".
 */
function readSecret(env, input) {
    const sourced = (0,read/* readSourced */.mW)(env, input);
    const { value } = sourced;
    if (value !== '' && value !== DRY_RUN_TOKEN && value.length < MIN_TOKEN_LENGTH) {
        throw new errors/* InputError */.dz(input, '', `is ${value.length} characters long: too short to be a token (at least ${MIN_TOKEN_LENGTH})`, {
            variable: sourced.origin === 'variable' ? read/* INPUT_VARIABLES */.Xf[input] : undefined,
            hideValue: true
        });
    }
    // Never echo it: say only what is wrong with it.
    if (/[^\x21-\x7e]/.test(value)) {
        throw new errors/* InputError */.dz(input, '', 'contains whitespace or characters that cannot be sent in an HTTP header (for example ' +
            'a trailing newline); check the secret', {
            variable: sourced.origin === 'variable' ? read/* INPUT_VARIABLES */.Xf[input] : undefined,
            hideValue: true
        });
    }
    // DRY_RUN is a switch, not a secret: masking it would blank the word in every log.
    if (value !== DRY_RUN_TOKEN)
        (0,secrets/* registerSecret */.cl)(value);
    return value;
}
/** `base-url` → the API root ending with /api/v2. Never echoes credentials. */
function apiBaseUrl(raw, variable) {
    const refuse = (reason) => new errors/* InputError */.dz('base-url', withoutCredentials(raw), reason, { variable });
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw refuse('must be an http(s) URL');
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host === '') {
        throw refuse('must be an http(s) URL');
    }
    if (url.username !== '' || url.password !== '') {
        throw refuse('must not carry credentials (the token goes in api-token)');
    }
    if (url.search !== '' || url.hash !== '' || /[?#]/.test(raw)) {
        throw refuse('must not have a ?query or #fragment');
    }
    const trimmed = raw.replace(/\/+$/, '');
    return trimmed.endsWith('/api/v2') ? trimmed : `${trimmed}/api/v2`;
}
/** The text of a URL-ish value with anything before an `@` in its authority replaced. */
function withoutCredentials(raw) {
    return raw.replace(/^([^:/?#]*:\/*)[^/?#]*@/, '$1***@');
}
function readServiceInputs(env) {
    const apiToken = readSecret(env, 'api-token');
    const dryRun = (0,read/* readBool */.r5)(env, 'dry-run') || apiToken === DRY_RUN_TOKEN;
    if (!apiToken && !dryRun) {
        throw new errors/* InputError */.dz('api-token', '', 'is required (or set KOSLI_API_TOKEN)');
    }
    const base = (0,read/* readSourced */.mW)(env, 'base-url');
    const baseUrl = apiBaseUrl(base.value, base.origin === 'variable' ? 'KOSLI_HOST' : undefined);
    const org = (0,read/* readSourced */.mW)(env, 'org').value;
    if (!org)
        throw new errors/* InputError */.dz('org', '', 'is required (or set KOSLI_ORG)');
    (0,read/* requireMatch */.vt)('org', org, 'org');
    return {
        apiToken,
        baseUrl,
        org,
        dryRun,
        maxRetries: (0,read/* readInt */.Uk)(env, 'max-retries', 0, 10) ?? 3,
        timeoutSeconds: (0,read/* readInt */.Uk)(env, 'timeout-seconds', 1, 3600) ?? 60
    };
}

;// CONCATENATED MODULE: ./src/config.ts
/**
 * Reads the inputs once: first what every command shares (the command, the workspace, the
 * GitHub context, where results are shown, and — for commands that talk to the service — the
 * service inputs), then the command's own inputs, declared in its module. Secrets are masked
 * before anything can print them. Throws InputError, naming the input, before anything is sent.
 */





function readRunConfig(env) {
    // The GitHub token is masked first: nothing below may print it.
    const githubToken = readSecret(env, 'github-token');
    return {
        command: (0,read/* readChoice */.Kf)(env, 'command', command/* COMMAND_NAMES */.n),
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        github: (0,github/* readGitHubContext */.L7)(env),
        summary: (0,read/* readBool */.r5)(env, 'summary'),
        checkRun: (0,read/* readBool */.r5)(env, 'check-run'),
        checkName: (0,read/* read */.LF)(env, 'check-name'),
        githubToken
    };
}
async function readConfig(env = process.env) {
    const run = readRunConfig(env);
    const spec = await COMMANDS[run.command]();
    // The service inputs come before the command's own, so the token is masked before them.
    const shared = spec.online ? { ...run, ...readServiceInputs(env) } : run;
    if (!spec.online)
        maskUnusedToken(env);
    const own = await spec.readInputs(env, shared);
    return { spec, config: { ...shared, ...own } };
}
/** An offline command does not use the token, but it is still masked if it could be one. */
function maskUnusedToken(env) {
    try {
        readSecret(env, 'api-token');
    }
    catch {
        // Too short to be a token: there is nothing to mask, and it is not used.
    }
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __nccwpck_require__(3249);
;// CONCATENATED MODULE: ./src/report/client-events.ts

/** The CLI's dry-run banner and payload, as lines (docs/compatibility.md §12). */
function formatDryRun(request) {
    const lines = [
        '############### THIS IS A DRY-RUN  ###############',
        `the request would have been sent to: ${request.method} ${request.url}`
    ];
    if (request.body !== undefined) {
        lines.push('this is the payload that would be sent in a real run:');
        lines.push(...request.body.split('\n'));
    }
    return lines;
}
/** One log line for a failed attempt: `POST <url>: attempt 1/4 failed (503 Service Unavailable); retrying in 1.0s`. */
function describeRetry(e) {
    const what = e.status !== undefined
        ? [(0,api_errors/* statusLine */.Bs)(e.status), e.message].filter(Boolean).join(': ')
        : (e.error ?? 'unknown error');
    return (`${e.method} ${e.url}: attempt ${e.attempt}/${e.maxAttempts} failed (${what}); ` +
        `retrying in ${(e.waitMs / 1000).toFixed(1)}s`);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __nccwpck_require__(4031);
// EXTERNAL MODULE: ./src/util/english.ts
var english = __nccwpck_require__(448);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/report/workflow-commands.ts
/**
 * The runner's workflow-command protocol (log lines, annotations, groups, masks, step
 * outputs), written here rather than through @actions/core: importing @actions/core loads its
 * OIDC client, @actions/http-client and undici, which doubled the start-up of every command
 * (docs/startup.md has the figures). The escaping rules are the toolkit's own, so what the
 * runner reads is the same.
 */



/** Message text: `%`, CR and LF escaped, so a message is always one line. */
function escapeData(s) {
    return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Property values also escape `:` and `,`, which delimit properties. */
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function writeLine(line) {
    process.stdout.write(line + external_node_os_.EOL);
}
/** `::name key=value,…::message` */
function issueCommand(name, properties, message) {
    const props = Object.entries(properties)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
    writeLine(`::${name}${props.length > 0 ? ` ${props.join(',')}` : ''}::${escapeData(message)}`);
}
function info(text) {
    writeLine(text);
}
function annotation(level, message, props = {}) {
    issueCommand(level, { title: props.title, file: props.file, line: props.startLine }, message);
}
function addMask(secret) {
    issueCommand('add-mask', {}, secret);
}
function startGroup(title) {
    issueCommand('group', {}, title);
}
function endGroup() {
    issueCommand('endgroup', {}, '');
}
/** A step output: a heredoc block in GITHUB_OUTPUT (the old `set-output` command without it). */
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file) {
        writeLine('');
        issueCommand('set-output', { name }, value);
        return;
    }
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    // A random delimiter cannot occur in the value by chance; refuse the one case it does.
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error(`Output '${name}' contains its own delimiter`);
    }
    (0,external_node_fs_.appendFileSync)(file, `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`, 'utf8');
}

;// CONCATENATED MODULE: ./src/report/output.ts
/**
 * The one boundary between the action and everything that leaves the process: log lines,
 * annotations, step outputs and blocks of data (dry-run payloads). Each text is redacted on
 * the raw text first (secrets and any long piece of one), then cut to a bounded size, then
 * written so that data can never start a workflow command. Nothing else prints.
 */





/** The longest log line or annotation message we write, in characters. */
const LOG_TEXT_MAX = 4000;
/** The longest block (a dry-run payload), in characters. */
const BLOCK_MAX = 64 * 1024;
/** A line that the runner would read as a workflow command (`::cmd::`, or the old `##[cmd]`). */
const COMMAND_LINE = /^\s*(::|##\[)/m;
/** Redacted, then cut with a note saying how much was left out. */
function safeText(value, max = LOG_TEXT_MAX) {
    const redacted = (0,secrets/* redactSecrets */.fp)(value);
    if (redacted.length <= max)
        return redacted;
    const omitted = redacted.length - max;
    return `${(0,report_escape/* clip */.$Q)(redacted, max)} (${(0,english/* thousands */.o)(omitted)} more characters cut)`;
}
/** One line of data: newlines shown as `⏎`, so a value cannot begin a line of its own. */
function oneLine(value, max = 300) {
    return (0,report_escape/* clip */.$Q)(value.replace(/\r\n|\r|\n/g, '⏎'), max);
}
/** The properties, redacted and bounded. */
function safeProps(props) {
    const safe = {};
    if (props.title !== undefined)
        safe.title = safeText(props.title, 255);
    if (props.file !== undefined)
        safe.file = safeText(props.file, 1000);
    if (props.startLine !== undefined)
        safe.startLine = props.startLine;
    return safe;
}
class Output {
    masked = new Set();
    /** Asks the runner to mask every registered secret not masked yet; call before anything else. */
    maskSecrets() {
        for (const secret of (0,secrets/* registeredSecrets */.wW)()) {
            if (this.masked.has(secret))
                continue;
            addMask(secret);
            this.masked.add(secret);
        }
    }
    /** Plain log lines; any line that looks like a workflow command is fenced off. */
    info(text) {
        write(safeText(text));
    }
    /** A block of data (a payload): redacted, bounded, fenced off from the runner's parser. */
    block(text) {
        write(safeText(text, BLOCK_MAX));
    }
    /** Log lines under a collapsible heading. */
    group(title, lines) {
        if (lines.length === 0)
            return;
        startGroup(oneLine(safeText(title), 200));
        for (const line of lines)
            this.info(line);
        endGroup();
    }
    // Annotation messages and properties are escaped (%, CR, LF, `:` and `,`): one line each.
    warning(message, props = {}) {
        annotation('warning', safeText(message), safeProps(props));
    }
    notice(message, props = {}) {
        annotation('notice', safeText(message), safeProps(props));
    }
    error(message, props = {}) {
        annotation('error', safeText(message), safeProps(props));
    }
    /** A step output, redacted (a later step and its files must not receive a token). */
    setOutput(name, value) {
        setOutput(name, (0,secrets/* redactSecrets */.fp)(value));
    }
}
/** Writes text as log lines, inside a stop-commands fence when a line could be a command. */
function write(text) {
    if (!COMMAND_LINE.test(text)) {
        info(text);
        return;
    }
    const fence = (0,external_node_crypto_.randomUUID)();
    info(`::stop-commands::${fence}`);
    info(text);
    info(`::${fence}::`);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report/bytes.ts
var report_bytes = __nccwpck_require__(2661);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(2011);
;// CONCATENATED MODULE: ./src/report/outputs.ts
/**
 * Step outputs from a result. A value over GitHub's 1 MB limit is cut (still valid UTF-8) and
 * written whole to a file under RUNNER_TEMP, with a warning naming both; newlines and any text
 * survive because GITHUB_OUTPUT is written with a random heredoc delimiter (report/workflow-commands.ts).
 */






/** GitHub's limit for one output value (1 MB). */
const OUTPUT_MAX_BYTES = 1_000_000;
/** The `fingerprints` output: every artifact that has a fingerprint, in the order resolved. */
function fingerprintsJson(artifacts) {
    const items = artifacts
        .filter((a) => a.fingerprint)
        .map((a) => ({
        name: a.name,
        template: a.templateName ?? null,
        path: a.path,
        type: a.type,
        fingerprint: a.fingerprint ?? ''
    }));
    return JSON.stringify(items);
}
/**
 * The artifacts' fingerprints in `sha256sum` format (`<64-hex>  <name>\n`), for `sha256sum -c`
 * run from the workspace and for actions/attest-build-provenance's `subject-checksums`.
 * Only `file` artifacts with a path are listed: the name is the path relative to the workspace
 * (absolute when outside it), with `/` separators. A dir, docker or oci fingerprint is not the
 * SHA-256 of one file, so `sha256sum -c` could not check it: those are left out, as is a bare
 * `fingerprint` input (no file). A name holding `\\`, a newline or a carriage return is
 * escaped as GNU sha256sum does (the line then starts with `\\`). '' when nothing is listed.
 */
function checksumsText(artifacts, workspace) {
    const lines = [];
    for (const a of artifacts) {
        if (a.type !== 'file' || !a.fingerprint || a.path === '')
            continue;
        const abs = external_node_path_default().resolve(workspace, a.path);
        const rel = external_node_path_default().relative(external_node_path_default().resolve(workspace), abs);
        const inside = rel !== '' && !rel.startsWith('..') && !external_node_path_default().isAbsolute(rel);
        const name = (inside ? rel : abs).split((external_node_path_default()).sep).join('/');
        if (/[\\\n\r]/.test(name)) {
            const escaped = name.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
            lines.push(`\\${a.fingerprint}  ${escaped}\n`);
        }
        else {
            lines.push(`${a.fingerprint}  ${name}\n`);
        }
    }
    return lines.join('');
}
/**
 * Writes the checksums text to a new `checksums.sha256` under RUNNER_TEMP (os.tmpdir() outside
 * a runner; the runner empties RUNNER_TEMP after the job) and returns its path. Each call gets
 * its own directory, so two steps of a job do not overwrite each other's file. Throws when the
 * file cannot be written.
 */
function writeChecksumsFile(text, base = process.env.RUNNER_TEMP || external_node_os_default().tmpdir()) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(base, 'records-action-checksums-'));
    const file = external_node_path_default().join(dir, 'checksums.sha256');
    external_node_fs_default().writeFileSync(file, text, 'utf8');
    return file;
}
/**
 * Sets every output the result has data for; returns warnings (never throws). `workspace` is
 * where the `checksums-file` names are relative to (GITHUB_WORKSPACE, else the current directory,
 * as in config.ts).
 */
/** Sets every output the result has data for; returns warnings (never throws). */
function setOutputs(result, out, opts = {}) {
    const warnings = [];
    const put = (name, value) => {
        warnings.push(...setOutputSafely(out, name, value));
    };
    const workspace = opts.workspace ?? (process.env.GITHUB_WORKSPACE || process.cwd());
    if (result.artifacts) {
        const withFingerprint = result.artifacts.filter((a) => a.fingerprint);
        put('fingerprints', fingerprintsJson(result.artifacts));
        if (withFingerprint.length === 1)
            put('fingerprint', withFingerprint[0].fingerprint ?? '');
        const checksums = checksumsText(result.artifacts, workspace);
        if (checksums !== '') {
            try {
                put('checksums-file', writeChecksumsFile(checksums));
            }
            catch (err) {
                const reason = err instanceof Error ? err.message : String(err);
                warnings.push(`Output 'checksums-file' is not set: the file could not be written: ${reason}`);
            }
        }
    }
    if (result.compliant !== undefined)
        put('compliant', String(result.compliant));
    const junit = result.junit;
    if (junit) {
        put('tests-total', String(junit.totals.total));
        put('tests-failed', String(junit.totals.failures));
        put('tests-errors', String(junit.totals.errors));
        put('tests-skipped', String(junit.totals.skipped));
        put('junit-results', junit.resultsJson ?? JSON.stringify(junit.results));
    }
    const search = result.search;
    if (search?.result !== undefined) {
        put('search-result', search.resultJson ?? JSON.stringify(search.result));
    }
    if (search?.complianceState)
        put('compliance-state', search.complianceState);
    if (result.deployment?.deployment)
        put('deployment', JSON.stringify(result.deployment.deployment));
    if (result.environments)
        put('environments', JSON.stringify(result.environments.list));
    // Unknown is not NONE: nothing is output when the approvals could not be listed.
    if (result.approvals && !result.approvals.error) {
        put('approvals', JSON.stringify(result.approvals.list));
        put('approval-state', result.approvals.state);
    }
    return warnings;
}
/**
 * One output, cut to OUTPUT_MAX_BYTES when over it (the whole value then goes to a file).
 * Returns warnings; never throws.
 */
function setOutputSafely(out, name, value, maxBytes = OUTPUT_MAX_BYTES) {
    const warnings = [];
    // A server may echo the token back in a body that becomes an output: later steps, and the
    // file below, must not receive it.
    value = (0,secrets/* redactSecrets */.fp)(value);
    let kept = value;
    const bytes = (0,report_bytes/* byteLength */.d)(value);
    if (bytes > maxBytes) {
        kept = (0,report_bytes/* truncateUtf8 */.C)(value, maxBytes);
        const note = `it holds only the first ${(0,format/* num */.bu)((0,report_bytes/* byteLength */.d)(kept))} bytes`;
        try {
            const file = writeWholeValue(name, value);
            warnings.push(`Output '${name}' is ${(0,format/* num */.bu)(bytes)} bytes, over GitHub's limit of ${(0,format/* num */.bu)(maxBytes)}: ` +
                `${note}; the whole value is in ${file}`);
        }
        catch (err) {
            const reason = err instanceof Error ? err.message : String(err);
            warnings.push(`Output '${name}' is ${(0,format/* num */.bu)(bytes)} bytes, over GitHub's limit of ${(0,format/* num */.bu)(maxBytes)}: ` +
                `${note}, and the whole value could not be written to a file: ${reason}`);
        }
    }
    try {
        out.setOutput(name, kept);
    }
    catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        warnings.push(`Output '${name}' could not be set: ${reason}`);
    }
    return warnings;
}
function writeWholeValue(name, value) {
    const base = process.env.RUNNER_TEMP || external_node_os_default().tmpdir();
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(base, 'records-action-outputs-'));
    const ext = /^\s*[[{]/.test(value) ? 'json' : 'txt';
    const file = external_node_path_default().join(dir, `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.${ext}`);
    external_node_fs_default().writeFileSync(file, value, 'utf8');
    return file;
}

;// CONCATENATED MODULE: ./src/report/redact.ts

/** A copy of the result with every string (keys too) redacted; the result itself when no secret is known. */
function redactResult(result) {
    return (0,secrets/* hasSecrets */.kH)() ? (0,secrets/* redactDeep */.KL)(result) : result;
}

// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __nccwpck_require__(856);
;// CONCATENATED MODULE: ./src/report/story.ts



const FAILING_TESTS_SHOWN = 20;
const ITEMS_SHOWN = 50;
function artifactLines(result) {
    return (result.artifacts ?? []).map((a) => {
        const what = a.templateName ? `${a.templateName} (${a.name})` : a.name;
        const where = a.path && a.path !== a.name ? ` at ${oneLine(a.path)}` : '';
        const state = a.error !== undefined
            ? `failed: ${oneLine(a.error)}`
            : a.reported === true
                ? 'reported'
                : result.command === 'fingerprint' || result.destination.dryRun
                    ? 'fingerprinted'
                    : 'not sent';
        return `${oneLine(what)} [${a.type}]${where}: ${a.fingerprint ?? '–'} ${state}`;
    });
}
function testCounts(junit) {
    const t = junit.totals;
    const passed = t.total - t.failures - t.errors - t.skipped;
    const parts = [`${(0,english/* count */.U)(passed, 'passed', 'passed')}`, `${(0,english/* count */.U)(t.failures, 'failed', 'failed')}`];
    if (t.errors > 0)
        parts.push((0,english/* count */.U)(t.errors, 'error'));
    parts.push((0,english/* count */.U)(t.skipped, 'skipped', 'skipped'));
    return parts.join(', ');
}
function junitLines(junit) {
    const lines = [
        `${testCounts(junit)} (${(0,english/* count */.U)(junit.totals.total, 'test')} in ${(0,english/* count */.U)(junit.files.length, 'file')})`
    ];
    for (const t of junit.failedTests.slice(0, FAILING_TESTS_SHOWN)) {
        const where = t.file ? ` (${oneLine(t.file)}${t.line ? `:${t.line}` : ''})` : '';
        lines.push(`✗ ${oneLine((0,annotations/* testPath */.Ae)(t.suite, t.classname, t.name))}${where}: ${oneLine(t.message || t.kind, 500)}`);
    }
    const more = junit.failedTests.length + junit.failedTestsOmitted - FAILING_TESTS_SHOWN;
    if (more > 0)
        lines.push(`… and ${(0,english/* count */.U)(more, 'more failing test')} (see the job summary)`);
    // What a report hides: tests counted but not listed, an error of the suite itself.
    for (const suite of junit.suites) {
        for (const p of suite.problems ?? []) {
            lines.push(`⚠ suite ${oneLine(suite.label ?? suite.name)} (${oneLine(suite.report)}): ${oneLine(p.message, 500)}`);
        }
    }
    return lines;
}
function attestationLine(junit) {
    const name = oneLine(junit.attestationName ?? 'junit');
    const attached = junit.attachment
        ? ` with ${oneLine(junit.attachment.filename)} (${(0,english/* count */.U)(junit.attachment.bytes, 'byte')})`
        : '';
    if (junit.attested === true)
        return `Attestation '${name}' recorded${attached}.`;
    if (junit.attested === false)
        return `Attestation '${name}' was not sent: ${oneLine(junit.error ?? '')}`;
    return undefined;
}
function searchLines(result) {
    const search = result.search;
    if (!search)
        return [];
    if (search.error)
        return [`Search for ${oneLine(search.value)} failed: ${oneLine(search.error)}`];
    if (search.notFound)
        return [`Search for ${oneLine(search.value)}: no artifact matches.`];
    const found = search.result?.artifacts ?? [];
    const lines = [
        `Search for ${oneLine(search.value)}: ${(0,english/* count */.U)(found.length, 'artifact')}, compliance ${search.complianceState ?? 'unknown'}`
    ];
    for (const a of found.slice(0, ITEMS_SHOWN)) {
        const flow = a.flow ?? a.pipeline;
        lines.push(`${oneLine(String(a.name))} ${String(a.fingerprint).slice(0, 12)}${flow ? ` in flow ${oneLine(String(flow))}` : ''}: ${oneLine(String(a.compliance_state ?? 'UNKNOWN'))}`);
    }
    return lines;
}
function queryLines(result) {
    const lines = [];
    const d = result.deployment;
    if (d?.deployment) {
        const name = d.deployment.artifact_name ?? d.fingerprint;
        lines.push(`Deployment of ${oneLine(String(name))} (${d.fingerprint.slice(0, 12)}) in environment ${oneLine(d.environment)}: found.`);
    }
    else if (d?.error)
        lines.push(`Deployment of ${d.fingerprint} in ${oneLine(d.environment)}: ${oneLine(d.error)}`);
    const envs = result.environments;
    if (envs) {
        const names = envs.list.slice(0, ITEMS_SHOWN).map((e) => oneLine(String(e.name)));
        lines.push(`${(0,english/* count */.U)(envs.list.length, 'environment')} in ${(0,english/* count */.U)(envs.pages, 'page')}${names.length ? `: ${names.join(', ')}` : ''}`);
    }
    const ap = result.approvals;
    if (ap && !ap.error) {
        lines.push(`${(0,english/* count */.U)(ap.list.length, 'approval')} of ${ap.fingerprint.slice(0, 12)} in flow ${oneLine(ap.flow)}; latest state ${oneLine(ap.state)}`);
    }
    const o = result.override;
    if (o) {
        lines.push(`Attestation '${oneLine(o.attestationName)}' (${oneLine(o.attestationType)}) in trail ${oneLine(o.trail)}: new status ${o.compliant ? 'compliant' : 'not compliant'}; reason: ${oneLine(o.reason)}`);
    }
    return lines;
}
function verdictLine(result) {
    if (result.compliant === undefined && !result.givesVerdict)
        return undefined;
    const verdict = result.compliant === true
        ? 'compliant'
        : result.compliant === false
            ? 'not compliant'
            : 'unknown (nothing evaluated)';
    return `Verdict: ${verdict}${result.destination.dryRun ? ' (dry run: nothing was sent)' : ''}`;
}
/** Writes the story of the result, one group per phase. */
function tellStory(result, out) {
    out.group(`Artifacts (${(result.artifacts ?? []).length})`, artifactLines(result));
    if (result.junit) {
        const attestation = attestationLine(result.junit);
        out.group('Tests', [...junitLines(result.junit), ...(attestation ? [attestation] : [])]);
    }
    out.group('Search', searchLines(result));
    for (const line of queryLines(result))
        out.info(line);
    const verdict = verdictLine(result);
    if (verdict)
        out.info(verdict);
}

// EXTERNAL MODULE: ./src/report/summary.ts + 10 modules
var summary = __nccwpck_require__(7037);
;// CONCATENATED MODULE: ./src/report/publish.ts







/** Publishes every part; returns what could not be published (never throws). */
async function publish(raw, settings, out) {
    const problems = [];
    const step = async (what, part) => {
        try {
            await part();
        }
        catch (err) {
            problems.push(`Could not ${what}: ${(0,errors/* errorMessage */.gJ)(err)}`);
        }
    };
    const result = redactResult(raw);
    await step('set the outputs', () => {
        for (const w of setOutputs(result, out, { workspace: settings.workspace }))
            out.warning(w);
    });
    await step('write the step log', () => {
        for (const w of result.warnings)
            out.warning(w);
        for (const n of result.notices)
            out.notice(n);
        tellStory(result, out);
    });
    if (settings.summary) {
        await step('write the job summary', async () => {
            const written = await (0,summary/* writeSummary */.Sy)((0,secrets/* redactSecrets */.fp)((0,summary/* renderSummary */.Br)(result)));
            if (written.notice)
                out.notice(written.notice);
        });
    }
    await step('publish the check run', () => publishCheck(result, settings, out));
    return problems;
}
async function publishCheck(result, settings, out) {
    const wantsCheck = result.givesVerdict &&
        settings.checkRun &&
        settings.githubToken !== '' &&
        settings.commit !== '' &&
        settings.repository !== '' &&
        !settings.dryRun;
    if (wantsCheck) {
        // Loaded only when a check run is made: the GitHub client is most of the bundle.
        const { publishCheckRun } = await Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(413), __nccwpck_require__.e(449)]).then(__nccwpck_require__.bind(__nccwpck_require__, 449));
        const check = await publishCheckRun(result, {
            token: settings.githubToken,
            apiUrl: settings.apiUrl,
            repository: settings.repository,
            sha: settings.commit,
            name: settings.checkName,
            workspace: settings.workspace,
            repoRoot: settings.repoRoot,
            summaryMarkdown: (0,secrets/* redactSecrets */.fp)((0,summary/* renderSummary */.Br)(result, { maxBytes: summary/* CHECK_RUN_SUMMARY_MAX_BYTES */.rW })),
            detailsUrl: settings.buildUrl || undefined
        });
        if (check.warning)
            out.warning(check.warning);
        if (check.url) {
            out.setOutput('check-run-url', check.url);
            return;
        }
    }
    (0,annotations/* workflowAnnotations */.U)(result, out, { workspace: settings.workspace, repoRoot: settings.repoRoot });
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * run(): inputs → command → everything shown (report/) → exit status. The only place that
 * sets the step's outcome.
 */





function publishSettings(config) {
    return {
        summary: config.summary,
        checkRun: config.checkRun,
        checkName: config.checkName,
        githubToken: config.githubToken,
        repository: config.github.repository,
        apiUrl: config.github.apiUrl,
        commit: config.commit ?? '',
        dryRun: config.dryRun ?? false,
        workspace: config.workspace,
        repoRoot: config.repoRoot,
        buildUrl: config.buildUrl
    };
}
/** The client's live events, printed as they happen (one line per failed attempt). */
function clientEvents(out) {
    return {
        onDryRun: (request) => out.block(formatDryRun(request).join('\n')),
        onRetry: (event) => out.info(describeRetry(event))
    };
}
async function run() {
    const out = new Output();
    const failures = [];
    try {
        const read = readConfig();
        // Masked before anything is printed, even when an input is refused.
        await read.finally(() => out.maskSecrets());
        const { spec, config } = await read;
        // Offline commands (fingerprint) get no client and load none of its code.
        const client = spec.online
            ? (await __nccwpck_require__.e(/* import() */ 580).then(__nccwpck_require__.bind(__nccwpck_require__, 1580))).createClient(config, clientEvents(out))
            : undefined;
        // An offline command's run does not take a client.
        const result = await spec.run(config, client);
        failures.push(...result.failures);
        failures.push(...(await publish(result, publishSettings(config), out)));
    }
    catch (err) {
        failures.push((0,errors/* errorMessage */.gJ)(err));
    }
    if (failures.length > 0) {
        out.error(failures.join('\n'));
        process.exitCode = 1;
    }
}


/***/ }),

/***/ 856:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ testPath),
/* harmony export */   LO: () => (/* binding */ checkAnnotations),
/* harmony export */   U: () => (/* binding */ workflowAnnotations)
/* harmony export */ });
/* unused harmony exports testTitle, suiteWarnings */
/* harmony import */ var _junit_locate_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4908);
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2661);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2011);
/**
 * Failing tests as annotations: Checks API annotation objects, and, without a check run,
 * workflow-command annotations (GitHub shows at most 10 per kind per step). Every failing test
 * gets one: on its source file when that exists in the repository (the API needs a path there),
 * else on the report file at the line where its `<testcase>` starts. Suites whose report hides
 * something (src/junit/parse.ts, `problems`) get a warning on the report file.
 */




/** GitHub's limits for one annotation. */
const TITLE_MAX_CHARS = 255;
const MESSAGE_MAX_BYTES = 64 * 1024 - 1;
/**
 * `suite › class › name`, leaving out a part that is empty or that a later part already holds
 * as whole words (Jest's classname is the name; Mocha's name is `suite classname`).
 */
function testPath(suite, classname, name) {
    const parts = [suite, classname, name].map((p) => p.trim());
    const kept = [];
    for (let i = 0; i < parts.length; i++) {
        const p = parts[i];
        if (p === '')
            continue;
        if (i < parts.length - 1 && parts.slice(i + 1).some((later) => holdsWords(later, p)))
            continue;
        kept.push(p);
    }
    return kept.join(' › ');
}
const WORD_EDGE = /[\s›>.:#/]/;
function holdsWords(s, part) {
    for (let at = s.indexOf(part); at >= 0; at = s.indexOf(part, at + 1)) {
        const before = at === 0 ? '' : s[at - 1];
        const after = s[at + part.length] ?? '';
        if ((before === '' || WORD_EDGE.test(before)) && (after === '' || WORD_EDGE.test(after)))
            return true;
    }
    return false;
}
function testTitle(t) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(testPath(t.suite, t.classname, t.name), TITLE_MAX_CHARS);
}
function testMessage(t) {
    if (t.message.trim() !== '')
        return t.message;
    return t.kind === 'error' ? 'The test ended with an error.' : 'The test failed.';
}
/** Where a failing test is annotated: its source file, else its report at its `<testcase>`. */
function placeOf(t, files) {
    const file = files.relative(t.file);
    if (file)
        return { path: file, line: positive(t.line) ?? 1 };
    const report = files.relative(t.report);
    if (report)
        return { path: report, line: positive(t.reportLine) ?? 1 };
    return undefined;
}
function positive(n) {
    return Number.isInteger(n) && (n ?? 0) > 0 ? n : undefined;
}
/** Check-run annotations for the failing tests, in report order, up to `max`, then the warnings
 *  about suites (`suites`) while there is room. */
function checkAnnotations(tests, workspace, max, repoRoot = workspace, suites = []) {
    const files = new _junit_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .WorkspaceFiles */ .b$(workspace, repoRoot);
    const out = [];
    for (const t of tests) {
        if (out.length >= max)
            break;
        const place = placeOf(t, files);
        if (!place)
            continue;
        const annotation = {
            path: place.path,
            start_line: place.line,
            end_line: place.line,
            annotation_level: 'failure',
            title: testTitle(t),
            message: (0,_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateUtf8 */ .C)(testMessage(t), MESSAGE_MAX_BYTES)
        };
        const details = t.details.trim();
        if (details)
            annotation.raw_details = (0,_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateUtf8 */ .C)(details, MESSAGE_MAX_BYTES);
        out.push(annotation);
    }
    for (const p of suiteWarnings(suites)) {
        if (out.length >= max)
            break;
        const report = files.relative(p.report);
        if (!report)
            continue;
        out.push({
            path: report,
            start_line: 1,
            end_line: 1,
            annotation_level: 'warning',
            title: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(p.title, TITLE_MAX_CHARS),
            message: (0,_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateUtf8 */ .C)(p.message, MESSAGE_MAX_BYTES)
        });
    }
    return out;
}
/** One warning per problem a suite's report hides. */
function suiteWarnings(suites) {
    return suites.flatMap((s) => (s.problems ?? []).map((p) => ({
        report: s.report,
        title: `Suite ${s.label ?? s.name}`,
        message: p.message
    })));
}
/**
 * Without a check run: `::error` annotations for the first `max` failing tests (the file only
 * when it is in the workspace), then a notice saying how many more the job summary lists.
 */
function workflowAnnotations(result, out, opts) {
    const junit = result.junit;
    if (!junit)
        return;
    const max = opts.max ?? 10;
    const files = new _junit_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .WorkspaceFiles */ .b$(opts.workspace, opts.repoRoot);
    const tests = junit.failedTests;
    for (const t of tests.slice(0, max)) {
        const place = placeOf(t, files);
        out.error((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(testMessage(t), 4000), {
            title: testTitle(t),
            file: place?.path,
            startLine: place?.line
        });
    }
    for (const p of suiteWarnings(junit.suites).slice(0, max)) {
        out.warning((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(p.message, 4000), {
            title: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(p.title, 255),
            file: files.relative(p.report)
        });
    }
    const more = tests.length + junit.failedTestsOmitted - Math.min(max, tests.length);
    if (more > 0) {
        out.notice(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(more)} more failing test${more === 1 ? ' is' : 's are'} listed in the job summary.`);
    }
}


/***/ }),

/***/ 2661:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ truncateUtf8),
/* harmony export */   d: () => (/* binding */ byteLength)
/* harmony export */ });
/** UTF-8 byte sizes and cuts that never split a character. */
function byteLength(s) {
    return Buffer.byteLength(s, 'utf8');
}
/** The longest prefix of `s` that is at most `maxBytes` UTF-8 bytes and still valid UTF-8. */
function truncateUtf8(s, maxBytes) {
    if (maxBytes <= 0)
        return '';
    // Cheap exits: every UTF-16 unit is at most 3 UTF-8 bytes.
    if (s.length * 3 <= maxBytes)
        return s;
    const buf = Buffer.from(s, 'utf8');
    if (buf.length <= maxBytes)
        return s;
    let end = maxBytes;
    // Step back over continuation bytes (10xxxxxx) to the start of the cut character.
    while (end > 0 && (buf[end] & 0xc0) === 0x80)
        end--;
    return buf.subarray(0, end).toString('utf8');
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   N7: () => (/* binding */ toStr),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   zj: () => (/* binding */ preText)
/* harmony export */ });
/* unused harmony export safeUrl */
/**
 * Escaping of untrusted text (test names, messages, paths, server strings) for GitHub-flavoured
 * Markdown and the HTML GitHub allows in it. Everything user-controlled goes through `text()`
 * (inline, table cells included) or `preText()` (bodies of `<pre>`), and URLs through `link()`.
 */
/** Characters that are Markdown or HTML syntax, each replaced by a numeric entity. */
const INLINE_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '|': '&#124;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '\\': '&#92;',
    '~': '&#126;',
    // GitHub renders $…$ as math
    $: '&#36;'
};
// C0 controls except tab/newline/CR, DEL, and bidi overrides/isolates ("Trojan Source").
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
const NEWLINE = /\r\n|\r|\n/g;
const WORD_JOINER = '&#8288;';
/**
 * Inline text: HTML and Markdown syntax become entities, newlines become `<br>` (safe inside
 * table cells), `@name` and `#123` get an invisible word joiner so GitHub neither mentions
 * anyone nor links an issue (its filters run on the decoded text, so `&#64;` alone is not enough).
 */
function text(value) {
    return escapeInline(value, '<br>');
}
function escapeInline(value, newline) {
    const s = toStr(value).replace(INVISIBLE, '');
    return s.replace(/[&<>"'|`*_[\]\\~$@#]|\r\n|\r|\n/g, (ch, offset) => {
        if (ch === '@' || ch === '#') {
            const next = s.charAt(offset + 1);
            const entity = ch === '@' ? '&#64;' : '&#35;';
            const guarded = ch === '@' ? /[A-Za-z0-9]/.test(next) : /[0-9]/.test(next);
            return guarded ? entity + WORD_JOINER : entity;
        }
        if (ch.length > 1 || ch === '\n' || ch === '\r')
            return newline;
        return INLINE_ENTITIES[ch] ?? ch;
    });
}
/** Text for an HTML attribute value: HTML-escaped, plus `|` and backticks (it may sit in a table). */
function attr(value) {
    return toStr(value)
        .replace(INVISIBLE, '')
        .replace(/[&<>"'|`]/g, (ch) => INLINE_ENTITIES[ch] ?? ch)
        .replace(NEWLINE, ' ');
}
/**
 * A `<pre>` body on ONE physical line: escaped like `text()`, but newlines become `&#10;`, so a
 * blank line in the body can never end the surrounding HTML block and turn the rest into Markdown.
 */
function preText(value) {
    return escapeInline(value, '&#10;');
}
/** The URL when it is an absolute http(s) URL, made safe for an attribute and a table cell. */
function safeUrl(url) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim()))
        return undefined;
    let parsed;
    try {
        parsed = new URL(url.trim());
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        return undefined;
    return parsed.href
        .replace(/\|/g, '%7C')
        .replace(/[<>"'`]/g, (ch) => '%' + ch.charCodeAt(0).toString(16).toUpperCase())
        .replace(/&/g, '&amp;');
}
/**
 * `labelHtml` (already escaped) linked to `url` when it is http(s); otherwise the label, followed
 * by the URL as plain text when there is one.
 */
function link(labelHtml, url) {
    const href = safeUrl(url);
    if (href)
        return `<a href="${href}">${labelHtml}</a>`;
    if (typeof url === 'string' && url.trim() !== '')
        return `${labelHtml} (${text(clip(url, 300))})`;
    return labelHtml;
}
/** Inline code from untrusted text (a `<code>` element: backtick spans cannot hold entities). */
function code(value) {
    return `<code>${text(value)}</code>`;
}
/** At most `max` characters (UTF-16 units, never splitting a surrogate pair), with `…` if cut. */
function clip(value, max) {
    const s = toStr(value);
    if (s.length <= max)
        return s;
    let end = Math.max(0, max - 1);
    const last = s.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end--;
    return s.slice(0, end) + '…';
}
/** Any value as a display string ('' for null/undefined, JSON for objects). */
function toStr(value) {
    if (value === undefined || value === null)
        return '';
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
        return String(value);
    }
    try {
        return JSON.stringify(value) ?? '';
    }
    catch {
        return String(value);
    }
}


/***/ }),

/***/ 2011:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ej: () => (/* binding */ size),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Ly: () => (/* binding */ isoTime),
/* harmony export */   P$: () => (/* binding */ strings),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   hZ: () => (/* binding */ stateIcon),
/* harmony export */   p0: () => (/* binding */ duration)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4031);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(448);
/** Display formats for numbers, times, durations, sizes and states in the summary. */


function num(n) {
    return typeof n === 'number' && Number.isFinite(n) ? (0,_util_english_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .o)(n) : '?';
}
/** `1 test`, `2 tests`. */
function plural(n, one, many = one + 's') {
    return `${num(n)} ${n === 1 ? one : many}`;
}
/** Epoch seconds → `2026-01-02T03:04:05Z` (UTC), or `–` when absent or invalid. */
function isoTime(epochSeconds) {
    if (typeof epochSeconds !== 'number' || !Number.isFinite(epochSeconds))
        return '–';
    const date = new Date(epochSeconds * 1000);
    if (Number.isNaN(date.getTime()))
        return '–';
    return date.toISOString().replace('.000Z', 'Z');
}
/** Seconds → `850 ms`, `4.25 s`, `3m 07s`, `2h 05m`. */
function duration(seconds) {
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
        return '–';
    if (seconds < 1)
        return `${Math.round(seconds * 1000)} ms`;
    if (seconds < 60)
        return `${seconds.toFixed(seconds < 10 ? 2 : 1)} s`;
    const whole = Math.round(seconds);
    const h = Math.floor(whole / 3600);
    const m = Math.floor((whole % 3600) / 60);
    const s = whole % 60;
    const pad = (x) => String(x).padStart(2, '0');
    return h > 0 ? `${h}h ${pad(m)}m` : `${m}m ${pad(s)}s`;
}
/** Bytes → `512 bytes`, `1.5 KiB`, `9.8 MiB`. */
function size(bytes) {
    if (typeof bytes !== 'number' || !Number.isFinite(bytes))
        return '?';
    if (bytes < 1024)
        return plural(bytes, 'byte');
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
/** The first 12 hex digits of a fingerprint or the first 7 of a commit. */
function short(hex, length = 12) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .toStr */ .N7)(hex).slice(0, length);
}
/** An icon for a compliance state of the service (both non-compliant spellings). */
function stateIcon(state) {
    switch ((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .toStr */ .N7)(state).toUpperCase()) {
        case 'COMPLIANT':
        case 'APPROVED':
            return '✅';
        case 'NON_COMPLIANT':
        case 'NON-COMPLIANT':
        case 'UNAPPROVED':
            return '❌';
        case 'INCOMPLETE':
        case 'PENDING':
            return '⏳';
        default:
            return '❔';
    }
}
/** A list of strings from a value that should be one (server data is not trusted to be). */
function strings(value) {
    return Array.isArray(value) ? value.map((v) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .toStr */ .N7)(v)) : [];
}


/***/ }),

/***/ 1875:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ junitBlocks),
/* harmony export */   Js: () => (/* binding */ testCounts),
/* harmony export */   v: () => (/* binding */ testCountsLine)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4031);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(856);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2011);



/** "3 passed, 4 failed, 1 error, 1 skipped": what opens the summary, before the verdict. */
function testCounts(junit) {
    const t = junit.totals;
    if (t.total === 0)
        return 'no tests';
    const parts = [`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(t.total - t.failures - t.errors - t.skipped)} passed`];
    if (t.failures > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(t.failures)} failed`);
    if (t.errors > 0)
        parts.push((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.errors, 'error'));
    if (t.skipped > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(t.skipped)} skipped`);
    return parts.join(', ');
}
/** "12 tests: 2 failed, 1 error, 3 skipped" (also the check run's title). */
function testCountsLine(junit) {
    const t = junit.totals;
    const parts = [];
    if (t.failures > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(t.failures)} failed`);
    if (t.errors > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.errors, 'error')}`);
    if (t.skipped > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(t.skipped)} skipped`);
    const passed = t.total - t.failures - t.errors - t.skipped;
    if (parts.length === 0)
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.total, 'test')}: all passed`;
    if (passed > 0)
        parts.unshift(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(passed)} passed`);
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(t.total, 'test')}: ${parts.join(', ')}`;
}
function junitBlocks(result, ctx) {
    const junit = result.junit;
    if (!junit)
        return [];
    // The time the tools reported for their suites where they did, else the sum of the cases.
    const seconds = junit.suites.length > 0
        ? junit.suites.reduce((sum, s) => sum + (s.reportedDuration ?? s.duration), 0)
        : junit.totals.duration;
    const blocks = [`### Tests\n\n**${testCountsLine(junit)}** · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .duration */ .p0)(seconds)}\n\n`];
    const status = attestationLine(junit, result.destination.dryRun, ctx);
    if (status)
        blocks.push(status);
    blocks.push(failingTestsBlock(junit, ctx));
    if (junit.suites.length > 0)
        blocks.push(suitesBlock(junit, ctx));
    if (junit.flakyTests.length > 0)
        blocks.push(flakyBlock(junit, ctx));
    if (junit.skippedReports.length > 0)
        blocks.push(skippedReportsBlock(junit, ctx));
    if (junit.attachment) {
        const a = junit.attachment;
        const how = a.compressed && a.reportBytes !== undefined
            ? `, a gzip tar of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .size */ .Ej)(a.reportBytes)} of reports`
            : '';
        blocks.push(`📎 Attached ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(a.filename, 200))} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .size */ .Ej)(a.bytes)}${how})\n\n`);
    }
    return blocks;
}
function attestationLine(junit, dryRun, ctx) {
    const name = junit.attestationName ? `Attestation ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(junit.attestationName, 200))}` : '';
    let line = '';
    if (junit.attested === true)
        line = `✓ ${name || 'Attestation'} recorded`;
    else if (junit.attested === false)
        line = `✗ ${name || 'Attestation'} not recorded`;
    else if (name)
        line = `${name} ${dryRun ? 'not sent (dry run)' : 'not sent'}`;
    if (junit.error)
        line += `${line ? ': ' : '❌ '}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(junit.error, ctx.textCap))}`;
    return line ? `${line}\n\n` : '';
}
function failingTestsBlock(junit, ctx) {
    const tests = junit.failedTests;
    const total = tests.length + junit.failedTestsOmitted;
    if (total === 0)
        return '';
    const open = total <= 25 ? ' open' : '';
    const where = junit.attachment
        ? `the JUnit reports (attached as ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(junit.attachment.filename, 200))})`
        : 'the JUnit report files';
    return {
        head: `<details${open}><summary><b>${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(total, 'failing test')}</b></summary>\n<ul>\n`,
        tail: '</ul>\n</details>\n\n',
        count: tests.length,
        alreadyOmitted: junit.failedTestsOmitted,
        priority: 1,
        item: (i) => failedTestItem(tests[i], ctx),
        more: (n) => `_… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(n)} more failing test${n === 1 ? '' : 's'} — see ${where}._\n\n`
    };
}
function failedTestItem(t, ctx) {
    const icon = t.kind === 'error' ? '💥' : '❌';
    const title = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .testPath */ .Ae)(t.suite, t.classname, t.name), ctx.textCap));
    const at = t.file
        ? t.line
            ? `${t.file}:${t.line}`
            : t.file
        : t.reportLine
            ? `${t.report}:${t.reportLine}`
            : '';
    const where = at ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(at, ctx.textCap))}` : '';
    const message = t.message ? `<br>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(t.message, ctx.textCap))}` : '';
    const details = t.details.trim()
        ? `<details><summary>${t.kind === 'error' ? 'error' : 'failure'} details</summary><pre>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .preText */ .zj)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(t.details.trim(), ctx.detailsCap))}</pre></details>`
        : '';
    return `<li>${icon} <b>${title}</b>${where}${message}${details}</li>\n`;
}
function suitesBlock(junit, ctx) {
    const suites = junit.suites;
    return {
        head: `<b>${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(suites.length, 'suite')}</b> from ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(junit.files.length, 'report file')}\n\n` +
            '| | Suite | Report | Tests | Failed | Errors | Skipped | Duration |\n' +
            '|---|---|---|--:|--:|--:|--:|--:|\n',
        tail: '\n',
        count: suites.length,
        priority: 3,
        item: (i) => {
            const s = suites[i];
            const problems = s.problems ?? [];
            const icon = s.failures > 0 || s.errors > 0 ? '❌' : problems.length > 0 ? '⚠️' : '✅';
            const name = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(s.label ?? s.name, ctx.textCap)) +
                problems.map((p) => `<br>⚠️ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(p.message, ctx.textCap))}`).join('');
            // The time the tool reported for the suite, else the sum of its cases.
            return (`| ${icon} | ${name} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(s.report, ctx.textCap))} ` +
                `| ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(s.total)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(s.failures)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(s.errors)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(s.skipped)} ` +
                `| ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .duration */ .p0)(s.reportedDuration ?? s.duration)} |\n`);
        },
        more: (n) => `_… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(n, 'more suite')} — see the \`junit-results\` output._\n\n`
    };
}
function flakyBlock(junit, ctx) {
    const flaky = junit.flakyTests;
    return {
        head: `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(flaky.length, 'flaky test')}** (passed after reruns)\n\n`,
        tail: '\n',
        count: flaky.length,
        priority: 4,
        item: (i) => {
            const f = flaky[i];
            return (`- 🔁 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .testPath */ .Ae)(f.suite, f.classname, f.name), ctx.textCap))} — ` +
                `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(f.reruns, 'rerun')} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(f.report, ctx.textCap))})\n`);
        },
        more: (n) => `_… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(n, 'more flaky test')}._\n\n`
    };
}
function skippedReportsBlock(junit, ctx) {
    const skipped = junit.skippedReports;
    return {
        head: `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(skipped.length, 'report file')} without test suites** (not counted)\n\n`,
        tail: '\n',
        count: skipped.length,
        priority: 5,
        item: (i) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(skipped[i].path, ctx.textCap))} — looks like ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(skipped[i].looksLike, 200))}\n`,
        more: (n) => `_… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(n, 'more file')} without suites._\n\n`
    };
}


/***/ }),

/***/ 7037:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  rW: () => (/* binding */ CHECK_RUN_SUMMARY_MAX_BYTES),
  Br: () => (/* binding */ renderSummary),
  Sy: () => (/* binding */ writeSummary)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: ./src/report/bytes.ts
var report_bytes = __nccwpck_require__(2661);
;// CONCATENATED MODULE: ./src/report/budget.ts
/**
 * Fitting the summary into a byte budget without dropping it. A document is a sequence of
 * blocks: fixed strings (always kept) and lists whose items are rendered lazily and cut with a
 * "… and N more" line. Lists first get an equal share of the room left by the fixed parts, then
 * the leftovers go to them in priority order. Items are rendered at most once and only while
 * they fit, so the work is linear in the output size, not in the number of items.
 */

const HARD_CUT_NOTE = '\n\n_… the summary was cut here to stay within its size limit._\n';
/** The blocks rendered to at most `maxBytes` UTF-8 bytes. */
function fit(blocks, maxBytes) {
    const lists = [];
    let fixed = 0;
    for (const block of blocks) {
        if (typeof block === 'string') {
            fixed += (0,report_bytes/* byteLength */.d)(block);
            continue;
        }
        const omittedMax = block.count + (block.alreadyOmitted ?? 0);
        fixed += (0,report_bytes/* byteLength */.d)(block.head) + (0,report_bytes/* byteLength */.d)(block.tail);
        if (omittedMax > 0)
            fixed += (0,report_bytes/* byteLength */.d)(block.more(omittedMax));
        lists.push({ block, parts: [], used: 0 });
    }
    let room = Math.max(0, maxBytes - fixed);
    if (lists.length > 0) {
        const share = Math.floor(room / lists.length);
        for (const list of lists)
            fill(list, share);
        room -= lists.reduce((sum, list) => sum + list.used, 0);
        const byPriority = [...lists].sort((a, b) => (a.block.priority ?? 10) - (b.block.priority ?? 10));
        for (const list of byPriority) {
            const before = list.used;
            fill(list, before + room);
            room -= list.used - before;
        }
    }
    const out = [];
    let index = 0;
    for (const block of blocks) {
        if (typeof block === 'string') {
            out.push(block);
            continue;
        }
        const list = lists[index++];
        const omitted = block.count - list.parts.length + (block.alreadyOmitted ?? 0);
        out.push(block.head);
        for (const part of list.parts)
            out.push(part);
        out.push(block.tail);
        if (omitted > 0)
            out.push(block.more(omitted));
    }
    const doc = out.join('');
    if ((0,report_bytes/* byteLength */.d)(doc) <= maxBytes)
        return doc;
    // Only when the fixed parts alone are over the limit (a tiny maxBytes).
    const note = (0,report_bytes/* byteLength */.d)(HARD_CUT_NOTE) < maxBytes ? HARD_CUT_NOTE : '';
    // Drop a half-cut entity or tag at the end so no `&#12` or `<a hr` is left dangling.
    const cut = (0,report_bytes/* truncateUtf8 */.C)(doc, maxBytes - (0,report_bytes/* byteLength */.d)(note)).replace(/&#?[A-Za-z0-9]*$|<[^>]*$/, '');
    return cut + note;
}
function fill(list, limit) {
    const { block } = list;
    while (list.parts.length < block.count) {
        const next = list.pending ?? block.item(list.parts.length);
        const bytes = (0,report_bytes/* byteLength */.d)(next);
        if (list.used + bytes > limit) {
            list.pending = next;
            return;
        }
        list.parts.push(next);
        list.used += bytes;
        list.pending = undefined;
    }
}

;// CONCATENATED MODULE: ./src/report/render-limits.ts
function renderLimits(maxBytes) {
    const clamp = (x, lo, hi) => Math.max(lo, Math.min(hi, x));
    return {
        maxBytes,
        textCap: Math.floor(clamp(maxBytes / 1024, 120, 1000)),
        detailsCap: Math.floor(clamp(maxBytes / 256, 200, 4000)),
        nestedCap: Math.floor(clamp(maxBytes / 8192, 5, 100))
    };
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __nccwpck_require__(4031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(2011);
;// CONCATENATED MODULE: ./src/report/sections/artifacts.ts


function artifactsBlocks(result, ctx) {
    const artifacts = result.artifacts;
    if (!artifacts || artifacts.length === 0)
        return [];
    const reported = artifacts.filter((a) => a.reported === true).length;
    const failed = artifacts.filter((a) => a.reported === false || a.error).length;
    const counts = [`${(0,format/* num */.bu)(artifacts.length)} total`];
    if (reported > 0)
        counts.push(`${(0,format/* num */.bu)(reported)} reported`);
    if (failed > 0)
        counts.push(`${(0,format/* num */.bu)(failed)} failed`);
    return [
        `### Artifacts\n\n${counts.join(' · ')}\n\n`,
        {
            head: '| Artifact | Type | Fingerprint | Source | Reported |\n|---|---|---|---|---|\n',
            tail: '\n',
            count: artifacts.length,
            priority: 2,
            item: (i) => artifactRow(artifacts[i], ctx),
            more: (n) => `_… and ${(0,format/* num */.bu)(n)} more artifacts — see the \`fingerprints\` output._\n\n`
        }
    ];
}
function fingerprintHtml(fingerprint) {
    if (typeof fingerprint !== 'string' || fingerprint === '')
        return '–';
    return `<code title="${(0,report_escape/* attr */.CF)(fingerprint)}">${(0,report_escape/* text */.Qq)((0,format/* short */.h0)(fingerprint))}</code>`;
}
function artifactRow(a, ctx) {
    let name = (0,report_escape/* link */.nf)((0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.name, ctx.textCap)), a.htmlUrl);
    if (a.templateName)
        name += `<br><sub>template ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(a.templateName, 200))}</sub>`;
    const source = a.path ? (0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(a.path, ctx.textCap)) : '–';
    let status;
    if (a.reported === true)
        status = '✓';
    else if (a.reported === false || a.error)
        status = '✗';
    else
        status = '—';
    if (a.error)
        status += ` ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.error, ctx.textCap))}`;
    return `| ${name} | ${(0,report_escape/* text */.Qq)(a.type)} | ${fingerprintHtml(a.fingerprint)} | ${source} | ${status} |\n`;
}

;// CONCATENATED MODULE: ./src/report/sections/approvals.ts



function approvalsBlocks(result, ctx) {
    const approvals = result.approvals;
    if (!approvals)
        return [];
    const list = Array.isArray(approvals.list) ? approvals.list : [];
    if (approvals.error) {
        return [
            `### Approvals\n\nArtifact ${fingerprintHtml(approvals.fingerprint)} in flow ` +
                `${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(approvals.flow, 200))}: ❌ the approvals could not be listed: ` +
                `${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(approvals.error, ctx.textCap))}\n\n`
        ];
    }
    const blocks = [
        `### Approvals\n\nArtifact ${fingerprintHtml(approvals.fingerprint)} in flow ` +
            `${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(approvals.flow, 200))}: latest state ${(0,format/* stateIcon */.hZ)(approvals.state)} ` +
            `**${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(approvals.state, 100))}** (${(0,format/* plural */.LS)(list.length, 'approval')})\n\n`
    ];
    if (list.length === 0)
        return blocks;
    // The service lists oldest first; people want the newest first (and a cut drops the oldest).
    const newestFirst = (i) => list[list.length - 1 - i];
    blocks.push({
        head: '<ul>\n',
        tail: '</ul>\n\n',
        count: list.length,
        priority: 2,
        item: (i) => approvalItem(newestFirst(i), ctx),
        more: (n) => `_… and ${(0,format/* num */.bu)(n)} older approvals — see the \`approvals\` output._\n\n`
    });
    return blocks;
}
function approvalItem(a, ctx) {
    const facts = [
        `${(0,format/* stateIcon */.hZ)(a.state)} <b>Approval ${(0,report_escape/* text */.Qq)((0,report_escape/* toStr */.N7)(a.release_number))}</b>`,
        (0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.state, 100)),
        `created ${(0,format/* isoTime */.Ly)(a.created_at)}`
    ];
    if (a.environment)
        facts.push(`environment ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(a.environment, 200))}`);
    const description = a.description ? `<br>${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.description, ctx.textCap))}` : '';
    const reviews = Array.isArray(a.approvals) ? a.approvals : [];
    const shown = reviews.slice(0, ctx.nestedCap).map((r) => reviewItem(r, ctx));
    if (reviews.length > shown.length) {
        shown.push(`<li>… and ${(0,format/* plural */.LS)(reviews.length - shown.length, 'more review')}</li>`);
    }
    const nested = shown.length > 0 ? `<ul>${shown.join('')}</ul>` : '';
    return `<li>${facts.join(' — ')}${description}${nested}</li>\n`;
}
function reviewItem(r, ctx) {
    if (!r || typeof r !== 'object')
        return '';
    const who = (0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(r.approved_by, 200)) || 'someone';
    const state = r.state ? ` ${(0,format/* stateIcon */.hZ)(r.state)} ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(r.state, 50))}` : '';
    const comment = r.comment ? `: ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(r.comment, ctx.textCap))}` : '';
    const url = r.approval_url ? ` (${(0,report_escape/* link */.nf)('link', r.approval_url)})` : '';
    return `<li>${who}${state} at ${(0,format/* isoTime */.Ly)(r.timestamp)}${comment}${url}</li>`;
}

;// CONCATENATED MODULE: ./src/report/sections/deployment.ts



function deploymentBlocks(result, ctx) {
    const outcome = result.deployment;
    if (!outcome)
        return [];
    const env = (0,report_escape/* clip */.$Q)(outcome.environment, 200);
    const lines = [];
    if (outcome.error)
        lines.push(`❌ ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(outcome.error, ctx.textCap))}`);
    const d = outcome.deployment;
    if (!d) {
        if (!outcome.error) {
            lines.push(`No deployment of ${fingerprintHtml(outcome.fingerprint)} in ${(0,report_escape/* code */.aY)(env)}.`);
        }
        return [`### Deployment\n\n${lines.join('\n\n')}\n\n`];
    }
    const envName = (0,report_escape/* clip */.$Q)((0,report_escape/* toStr */.N7)(d.env_name) || outcome.environment, 200);
    const snapshot = typeof d.snapshot_index === 'number'
        ? `, snapshot ${(0,report_escape/* code */.aY)(`${envName}#${d.snapshot_index}`)}`
        : '';
    lines.push(`- **Deployed** ${(0,format/* isoTime */.Ly)(d.deployed_at)} to ${(0,report_escape/* code */.aY)(envName)}${snapshot}`);
    const name = (0,report_escape/* toStr */.N7)(d.artifact_name);
    lines.push(`- **Artifact** ${name ? `${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(name, ctx.textCap))} ` : ''}${fingerprintHtml(d.fingerprint || outcome.fingerprint)}`);
    const origin = artifactOrigin(d.artifact);
    if (origin)
        lines.push(`- **From** ${origin}`);
    const replaced = d.replaced_artifact;
    if (replaced && typeof replaced === 'object') {
        const rName = (0,report_escape/* toStr */.N7)(replaced.artifact_name);
        const rSnap = typeof replaced.snapshot_index === 'number'
            ? ` (snapshot ${(0,format/* num */.bu)(replaced.snapshot_index)})`
            : '';
        const rOrigin = artifactOrigin(replaced.artifact);
        lines.push(`- **Replaced** ${rName ? `${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(rName, ctx.textCap))} ` : ''}${fingerprintHtml(replaced.fingerprint)}${rSnap}${rOrigin ? ` from ${rOrigin}` : ''}`);
    }
    else if (replaced === null) {
        lines.push('- **Replaced** nothing (first deployment)');
    }
    if (d.diff_url)
        lines.push(`- **Changes** ${(0,report_escape/* link */.nf)('diff', d.diff_url)}`);
    return [`### Deployment\n\n${lines.join('\n')}\n\n`];
}
/** flow / trail / commit (short sha linked to the commit page). */
function artifactOrigin(a) {
    if (!a || typeof a !== 'object')
        return '';
    const parts = [];
    if (a.flow_name)
        parts.push(`flow ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(a.flow_name, 200))}`);
    if (a.trail_name)
        parts.push(`trail ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(a.trail_name, 200))}`);
    const sha = (0,report_escape/* toStr */.N7)(a.git_commit || a.git_commit_info?.sha1);
    if (sha)
        parts.push(`commit ${(0,report_escape/* link */.nf)((0,report_escape/* code */.aY)(sha.slice(0, 7)), a.git_commit_info?.url)}`);
    return parts.join(', ');
}

;// CONCATENATED MODULE: ./src/report/sections/environments.ts


function environmentsBlocks(result, ctx) {
    const envs = result.environments;
    if (!envs)
        return [];
    const list = Array.isArray(envs.list) ? envs.list : [];
    const blocks = [
        `### Environments\n\n${(0,format/* plural */.LS)(list.length, 'environment')} from ${(0,format/* plural */.LS)(envs.pages, 'page')}\n\n`
    ];
    if (envs.truncated) {
        blocks.push(`⚠️ The list is incomplete: not every page was read.\n\n`);
    }
    if (list.length === 0) {
        blocks.push('No environments were found.\n\n');
        return blocks;
    }
    blocks.push({
        head: '| Environment | Type | State | Last reported | Tags | Policies |\n' +
            '|---|---|:-:|---|---|---|\n',
        tail: '\n',
        count: list.length,
        priority: 2,
        item: (i) => envRow(list[i], ctx),
        more: (n) => `_… and ${(0,format/* num */.bu)(n)} more environments — see the \`environments\` output._\n\n`
    });
    return blocks;
}
function state(value) {
    if (value === true)
        return '✅';
    if (value === false)
        return '❌';
    return '–';
}
function envRow(e, ctx) {
    const tags = e.tags && typeof e.tags === 'object'
        ? Object.entries(e.tags)
            .slice(0, ctx.nestedCap)
            .map(([k, v]) => (0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(`${k}=${(0,report_escape/* toStr */.N7)(v)}`, 200)))
        : [];
    const policies = (0,format/* strings */.P$)(e.policies)
        .slice(0, ctx.nestedCap)
        .map((p) => (0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(p, 200)));
    return (`| ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(e.name, ctx.textCap))} | ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(e.type, 100))} | ${state(e.state)} ` +
        `| ${(0,format/* isoTime */.Ly)(e.last_reported_at)} | ${tags.join(' ') || '–'} | ${policies.join(' ') || '–'} |\n`);
}

;// CONCATENATED MODULE: ./src/report/sections/footer.ts

/** Queries do not use every field: a trail under a list of environments only confuses. */
const QUERY_FIELDS = {
    fingerprint: [],
    search: ['commit'],
    'get-deployment': [],
    'list-environments': [],
    'list-approvals': ['flow']
};
function footerBlock(result) {
    const d = result.destination;
    const used = QUERY_FIELDS[result.command] ?? ['flow', 'trail', 'commit'];
    const parts = [];
    if (d.org)
        parts.push(`org ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(d.org, 100))}`);
    if (d.flow && used.includes('flow'))
        parts.push(`flow ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(d.flow, 100))}`);
    if (d.trail && used.includes('trail'))
        parts.push(`trail ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(d.trail, 100))}`);
    if (d.commit && used.includes('commit'))
        parts.push(`commit ${(0,report_escape/* code */.aY)(d.commit.slice(0, 12))}`);
    const host = hostOf(d.baseUrl);
    if (host)
        parts.push(`service ${(0,report_escape/* code */.aY)(host)}`);
    return parts.length > 0 ? `---\n<sub>${parts.join(' · ')}</sub>\n` : '';
}
/** Only the host: a URL may carry credentials (`user:token@`) or a path we do not show. */
function hostOf(url) {
    if (!url)
        return undefined;
    try {
        return new URL(url).host || undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/report/sections/junit.ts
var junit = __nccwpck_require__(1875);
;// CONCATENATED MODULE: ./src/report/sections/header.ts



function verdict(compliant) {
    if (compliant === true)
        return '✅ Compliant';
    if (compliant === false)
        return '❌ Not compliant';
    return '⚠️ Unknown (nothing evaluated)';
}
function headerBlocks(result, ctx) {
    const title = result.title || result.command;
    const dryRun = result.destination.dryRun ? ' · 🧪 **Dry run**: nothing was sent' : '';
    // Verdict commands always show one; the others only when they evaluated something.
    const showVerdict = result.compliant !== undefined || result.givesVerdict;
    const counts = result.junit ? `**${(0,junit/* testCounts */.Js)(result.junit)}** · ` : '';
    const line = showVerdict
        ? `${counts}**${verdict(result.compliant)}**${dryRun}`
        : dryRun.replace(/^ · /, '');
    return [
        `## Records: ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(title, 100))}\n\n${line ? `${line}\n\n` : ''}` +
            exitStatusLine(result),
        messageList(result.failures, '❌', 'failure', ctx, 0),
        messageList(result.warnings, '⚠️', 'warning', ctx, 1),
        messageList(result.notices, 'ℹ️', 'notice', ctx, 8)
    ];
}
/** Under a red verdict: whether it fails the step, and the input that decides. */
function exitStatusLine(result) {
    if (result.compliant !== false || result.failOnNonCompliant === undefined)
        return '';
    return result.failOnNonCompliant
        ? 'The step fails because `fail-on-non-compliant` is on.\n\n'
        : 'The step does not fail on this: `fail-on-non-compliant` is off.\n\n';
}
function messageList(messages, icon, noun, ctx, priority) {
    if (messages.length === 0)
        return '';
    return {
        head: '',
        tail: '\n',
        count: messages.length,
        priority,
        item: (i) => `- ${icon} ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(messages[i], ctx.textCap))}\n`,
        more: (n) => `_… and ${(0,format/* num */.bu)(n)} more ${noun}${n === 1 ? '' : 's'}._\n\n`
    };
}

;// CONCATENATED MODULE: ./src/report/sections/override.ts



function overrideBlocks(result, ctx) {
    const o = result.override;
    if (!o)
        return [];
    const next = o.compliant ? '✅ **compliant**' : '❌ **not compliant**';
    const lines = [
        `Attestation ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(o.attestationName, 200))} (${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(o.attestationType, 100))}) ` +
            `on trail ${(0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(o.trail, 200))}: its recorded status → ${next}`,
        `**Reason:** ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(o.reason, ctx.textCap))}`
    ];
    if (o.fingerprint)
        lines.push(`**Artifact:** ${fingerprintHtml(o.fingerprint)}`);
    const targets = o.targetArtifacts ?? [];
    if (targets.length > 0) {
        const shown = targets.slice(0, ctx.nestedCap).map((t) => (0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(t, 200)));
        if (targets.length > shown.length)
            shown.push(`… +${(0,format/* num */.bu)(targets.length - shown.length)}`);
        lines.push(`**Target artifacts:** ${shown.join(' ')}`);
    }
    return [`### Override\n\n${lines.join('\n\n')}\n\n`];
}

;// CONCATENATED MODULE: ./src/report/sections/search.ts



function searchBlocks(result, ctx) {
    const search = result.search;
    if (!search)
        return [];
    const value = (0,report_escape/* clip */.$Q)(search.value, ctx.textCap);
    const blocks = [`### Search for ${(0,report_escape/* code */.aY)(value)}\n\n`];
    if (search.error)
        blocks.push(`❌ ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(search.error, ctx.textCap))}\n\n`);
    const artifacts = Array.isArray(search.result?.artifacts) ? search.result.artifacts : [];
    if (search.notFound || (search.result && artifacts.length === 0)) {
        blocks.push(`No matches for '${(0,report_escape/* text */.Qq)(value)}'.\n\n`);
        return blocks;
    }
    if (!search.result)
        return blocks;
    blocks.push(resolvedLine(search.result.resolved_to, artifacts.length));
    if (search.complianceState) {
        const label = artifacts.length > 1 ? 'Compliance state (the worst)' : 'Compliance state';
        blocks.push(`${label}: ${(0,format/* stateIcon */.hZ)(search.complianceState)} **${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(search.complianceState, 100))}**\n\n`);
    }
    blocks.push({
        head: '| Artifact | Flow | Trail | Compliance | Running in | Exited from | Links |\n' +
            '|---|---|---|---|---|---|---|\n',
        tail: '\n',
        count: artifacts.length,
        priority: 2,
        item: (i) => search_artifactRow(artifacts[i], ctx),
        more: (n) => `_… and ${(0,format/* num */.bu)(n)} more artifacts — see the \`search-result\` output._\n\n`
    });
    const withHistory = artifacts.filter((a) => Array.isArray(a.history) && a.history.length > 0);
    if (withHistory.length > 0) {
        blocks.push({
            head: '<details><summary><b>History</b></summary>\n<ul>\n',
            tail: '</ul>\n</details>\n\n',
            count: withHistory.length,
            priority: 6,
            item: (i) => historyItem(withHistory[i], ctx),
            more: (n) => `_… and the history of ${(0,format/* plural */.LS)(n, 'more artifact')}._\n\n`
        });
    }
    return blocks;
}
function resolvedLine(resolved, artifacts) {
    if (!resolved || typeof resolved !== 'object')
        return '';
    const full = (0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(resolved.full_match, 100));
    if (resolved.type === 'commit')
        return `Resolved to commit ${full}.\n\n`;
    if (resolved.type === 'fingerprint')
        return `Resolved to the artifact with fingerprint ${full}.\n\n`;
    const fps = Number(resolved.fingerprints?.count ?? 0);
    const commits = Number(resolved.commits?.count ?? 0);
    return (`⚠️ Ambiguous: resolved to ${(0,format/* plural */.LS)(fps, 'fingerprint')} and ${(0,format/* plural */.LS)(commits, 'commit')} ` +
        `across ${(0,format/* plural */.LS)(artifacts, 'artifact')}.\n\n`);
}
function list(values, ctx) {
    const items = (0,format/* strings */.P$)(values);
    if (items.length === 0)
        return '–';
    const shown = items.slice(0, ctx.nestedCap).map((v) => (0,report_escape/* code */.aY)((0,report_escape/* clip */.$Q)(v, 200)));
    if (items.length > shown.length)
        shown.push(`… +${(0,format/* num */.bu)(items.length - shown.length)}`);
    return shown.join(' ');
}
function search_artifactRow(a, ctx) {
    const name = `${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.name, ctx.textCap))}<br>${fingerprintHtml(a.fingerprint)}`;
    const flow = (0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.flow ?? a.pipeline ?? '', 200)) || '–';
    // Trails are usually the 40-hex commit: shortened, as the commit link is, to keep the table narrow.
    const trail = typeof a.trail === 'string' && /^[0-9a-f]{40}$/.test(a.trail)
        ? `<code title="${(0,report_escape/* attr */.CF)(a.trail)}">${a.trail.slice(0, 7)}</code>`
        : (0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.trail ?? '', 200)) || '–';
    const state = a.compliance_state
        ? `${(0,format/* stateIcon */.hZ)(a.compliance_state)} ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.compliance_state, 100))}`
        : a.has_provenance === false
            ? '– no provenance'
            : '–';
    const links = [];
    if (a.html_url)
        links.push((0,report_escape/* link */.nf)('artifact', a.html_url));
    if (a.commit_url)
        links.push((0,report_escape/* link */.nf)(`commit ${(0,report_escape/* text */.Qq)((0,format/* short */.h0)(a.git_commit, 7)) || ''}`.trim(), a.commit_url));
    if (a.build_url)
        links.push((0,report_escape/* link */.nf)('build', a.build_url));
    return (`| ${name} | ${flow} | ${trail} | ${state} | ${list(a.running_in, ctx)} ` +
        `| ${list(a.exited_from, ctx)} | ${links.join(' · ') || '–'} |\n`);
}
function historyItem(a, ctx) {
    const history = Array.isArray(a.history) ? a.history : [];
    const events = history.slice(0, ctx.nestedCap).map((h) => {
        const entry = h && typeof h === 'object' ? h : {};
        return `<li>${(0,format/* isoTime */.Ly)(entry.timestamp)} — ${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)((0,report_escape/* toStr */.N7)(entry.event), ctx.textCap))}</li>`;
    });
    if (history.length > events.length) {
        events.push(`<li>… and ${(0,format/* plural */.LS)(history.length - events.length, 'more event')}</li>`);
    }
    return `<li><b>${(0,report_escape/* text */.Qq)((0,report_escape/* clip */.$Q)(a.name, ctx.textCap))}</b> ${fingerprintHtml(a.fingerprint)}<ul>${events.join('')}</ul></li>\n`;
}

;// CONCATENATED MODULE: ./src/report/summary.ts
/**
 * The job summary: a verdict first, then the sections the result holds, cut to a byte budget
 * (1 MiB for the job summary, 65,535 for a check run) without ever being dropped.
 */












/** GitHub's limit for one step's summary. */
const SUMMARY_MAX_BYTES = 1024 * 1024;
/** GitHub's limit for a check run's `output.summary`. */
const CHECK_RUN_SUMMARY_MAX_BYTES = 65535;
function renderSummary(result, opts = {}) {
    const maxBytes = opts.maxBytes ?? SUMMARY_MAX_BYTES;
    const ctx = renderLimits(maxBytes);
    const blocks = [
        ...headerBlocks(result, ctx),
        ...artifactsBlocks(result, ctx),
        ...(0,junit/* junitBlocks */.B4)(result, ctx),
        ...searchBlocks(result, ctx),
        ...deploymentBlocks(result, ctx),
        ...environmentsBlocks(result, ctx),
        ...approvalsBlocks(result, ctx),
        ...overrideBlocks(result, ctx),
        footerBlock(result)
    ];
    return fit(blocks.filter((b) => b !== ''), maxBytes);
}
/**
 * Appends to the file named by GITHUB_STEP_SUMMARY. Without it (GHES without summaries, local
 * runs) or when writing fails, returns a notice instead of throwing.
 */
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        return {
            written: false,
            notice: 'No job summary was written: GITHUB_STEP_SUMMARY is not set on this runner.'
        };
    }
    try {
        // Plain append, as core.summary.write() does, without its cached path and shared buffer.
        await (0,promises_.appendFile)(process.env.GITHUB_STEP_SUMMARY, markdown, 'utf8');
        return { written: true };
    }
    catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        return { written: false, notice: `No job summary was written: ${reason}` };
    }
}


/***/ }),

/***/ 448:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ count),
/* harmony export */   o: () => (/* binding */ thousands)
/* harmony export */ });
/** Numbers and counts as English: `1,000`, `1 error`, `3 errors`. */
/**
 * A number with thousands separators, as `toLocaleString('en-US')` writes it (without the cost
 * of loading the locale data on first use, which is most of a short run's formatting time).
 */
function thousands(n) {
    // At most three decimals, as toLocaleString rounds them.
    const [whole, fraction] = String(Number.isInteger(n) ? n : Math.round(n * 1000) / 1000).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
function count(n, one, many = one + 's') {
    return `${thousands(n)} ${n === 1 ? one : many}`;
}


/***/ }),

/***/ 4537:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   cl: () => (/* binding */ registerSecret),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   kH: () => (/* binding */ hasSecrets),
/* harmony export */   wW: () => (/* binding */ registeredSecrets)
/* harmony export */ });
/* unused harmony exports REDACTED, PIECE_LENGTH, redactText */
/**
 * Secrets the action knows, and the one redaction rule every printed text goes through.
 * The input readers register the tokens once; the output boundary (report/output.ts) asks the
 * runner to mask them before it writes anything else; the API client, error messages and the
 * output boundary all call redactSecrets (or redactDeep for a JSON value).
 *
 * The runner masks registered secrets in the log, but a server may echo a token back in an
 * error body, that body may be cut to a snippet (leaving part of the token), and local runs
 * have no runner to mask anything. So the rule is: every occurrence of a secret, and every
 * piece of a secret at least PIECE_LENGTH characters long, becomes `***`. Secrets shorter
 * than PIECE_LENGTH are only removed whole.
 *
 * Pieces are found with a rolling hash over the text: each secret's PIECE_LENGTH-grams are
 * indexed once, the text is scanned once (linear in its length, so MB-sized bodies are fine),
 * and every window that matches a gram is covered; each maximal covered run becomes one `***`.
 */
const REDACTED = '***';
/** The shortest piece of a secret that is removed on its own. */
const PIECE_LENGTH = 12;
const registered = new Set();
/** Adds `value` to what redactSecrets removes and what the output boundary masks. */
function registerSecret(value) {
    if (value === '')
        return;
    registered.add(value);
}
/** Every registered secret, in registration order. */
function registeredSecrets() {
    return [...registered];
}
/** true once any secret is registered. */
function hasSecrets() {
    return registered.size > 0;
}
/**
 * `text` without any registered secret, nor any of `extra` (a client's own token), nor any
 * piece of one at least PIECE_LENGTH characters long. Apply it before cutting a text short.
 */
function redactSecrets(text, extra = []) {
    if (text === '' || (registered.size === 0 && extra.length === 0))
        return text;
    return redactText(text, [...registered, ...extra]);
}
/** A JSON value with redactSecrets applied to every string in it, keys included. */
function redactDeep(value, extra = []) {
    if (typeof value === 'string')
        return redactSecrets(value, extra);
    if (Array.isArray(value))
        return value.map((v) => redactDeep(v, extra));
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactSecrets(k, extra), redactDeep(v, extra)]));
    }
    return value;
}
const BASE = 0x01000193;
/** BASE^(PIECE_LENGTH-1), modulo 2^32: the weight of the character leaving the window. */
const TOP = (() => {
    let p = 1;
    for (let i = 1; i < PIECE_LENGTH; i++)
        p = Math.imul(p, BASE);
    return p;
})();
function hashOf(text, start) {
    let h = 0;
    for (let i = start; i < start + PIECE_LENGTH; i++)
        h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
    return h;
}
/** The redaction rule for an explicit list of secrets (the pure core of redactSecrets). */
function redactText(text, secrets) {
    let out = text;
    const grams = new Map();
    for (const secret of secrets) {
        if (secret === '')
            continue;
        if (secret.length < PIECE_LENGTH) {
            if (out.includes(secret))
                out = out.split(secret).join(REDACTED);
            continue;
        }
        for (let i = 0; i + PIECE_LENGTH <= secret.length; i++) {
            const gram = secret.slice(i, i + PIECE_LENGTH);
            const h = hashOf(gram, 0);
            const bucket = grams.get(h);
            if (!bucket)
                grams.set(h, [gram]);
            else if (!bucket.includes(gram))
                bucket.push(gram);
        }
    }
    if (grams.size === 0 || out.length < PIECE_LENGTH)
        return out;
    return coverPieces(out, grams);
}
/** Bits of a hash that index the quick filter in front of the gram map. */
const FILTER_BITS = 16;
/** Replaces every run of characters covered by a matching window with one REDACTED. */
function coverPieces(text, grams) {
    // Most windows match nothing: a bit per hash bucket answers them without a map lookup.
    const filter = new Uint8Array(1 << FILTER_BITS);
    const mask = (1 << FILTER_BITS) - 1;
    for (const h of grams.keys())
        filter[h & mask] = 1;
    const parts = [];
    let kept = 0; // text before this index is already in parts (or redacted)
    let coverEnd = -1; // the current covered run ends (exclusive) here; -1: none open
    let coverStart = 0;
    let h = hashOf(text, 0);
    const last = text.length - PIECE_LENGTH;
    for (let i = 0;; i++) {
        const bucket = filter[h & mask] === 1 ? grams.get(h) : undefined;
        if (bucket && bucket.some((g) => text.startsWith(g, i))) {
            if (coverEnd >= i) {
                coverEnd = i + PIECE_LENGTH;
            }
            else {
                if (coverEnd !== -1) {
                    parts.push(text.slice(kept, coverStart), REDACTED);
                    kept = coverEnd;
                }
                coverStart = i;
                coverEnd = i + PIECE_LENGTH;
            }
        }
        if (i === last)
            break;
        h =
            (Math.imul((h - Math.imul(text.charCodeAt(i), TOP)) | 0, BASE) +
                text.charCodeAt(i + PIECE_LENGTH)) |
                0;
    }
    if (coverEnd === -1)
        return text;
    parts.push(text.slice(kept, coverStart), REDACTED, text.slice(coverEnd));
    return parts.join('');
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
