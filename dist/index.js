import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 36050:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ statusLine),
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   Rl: () => (/* binding */ isServiceNotFound),
/* harmony export */   UA: () => (/* binding */ snippet),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   hy: () => (/* binding */ isRouteNotFound),
/* harmony export */   kW: () => (/* binding */ parseErrorBody)
/* harmony export */ });
/* unused harmony exports ROUTE_NOT_FOUND, BASE_URL_HINT, MAX_MESSAGE_CHARS */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_clip_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(45940);
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
    failure;
    constructor(details) {
        super(describeFailure(routeHinted(details)));
        this.failure = details.failure;
        this.name = 'ApiError';
        this.status = details.status;
        this.method = details.method;
        this.url = details.url;
        this.serverMessage = details.serverMessage;
        this.errors = details.errors;
        this.attempts = details.attempts;
    }
}
/**
 * The service's answer to a path it has no route for: `404 {"message": "Not Found"}`
 * (docs/compatibility.md §13.4). A search that matches nothing is a 404 too, but says
 * `No matches for '<value>'.`; a flow, an artifact or an environment that does not exist is
 * named in its 404's message.
 */
const ROUTE_NOT_FOUND = 'Not Found';
/** What to check when the service has no such route: the URL, not the records. */
const BASE_URL_HINT = 'the service has no such route: check base-url, the service’s address without /api/v2, ' +
    'which the action adds; a base-url ending in /api gives /api/api/v2';
/** The error is the service's route-not-found answer: the URL is wrong, nothing was looked up. */
function isRouteNotFound(err) {
    return err.status === 404 && err.serverMessage === ROUTE_NOT_FOUND;
}
/**
 * A 404 in the service's own words that something does not exist: not a missing route, not a
 * proxy's page (a search reads only this one as "nothing matches").
 */
function isServiceNotFound(err) {
    return (err.status === 404 &&
        err.serverMessage !== undefined &&
        err.serverMessage !== ROUTE_NOT_FOUND &&
        !err.serverMessage.startsWith(NOT_JSON));
}
const routeHinted = (d) => d.status === 404 && d.serverMessage === ROUTE_NOT_FOUND && d.hint === undefined
    ? { ...d, hint: BASE_URL_HINT }
    : d;
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
/**
 * node:http's reason phrases, loaded when first needed: a run that sends nothing never loads
 * the HTTP stack (docs/startup.md).
 */
const statusCodes = () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('node:http').STATUS_CODES;
function statusLine(status) {
    const text = statusCodes()[status];
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
/** How a message begins when the answer was not the service's JSON (a proxy's page). */
const NOT_JSON = 'the response body is not JSON: ';
/** The most of the service's own words an error message carries. */
const MAX_MESSAGE_CHARS = 4096;
/** `text` cut to `max` characters with a note saying how long it was; redact before cutting. */
function cutText(text, max) {
    return (0,_util_clip_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$)(text, max, { sayLength: true });
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
        return { serverMessage: `${NOT_JSON}${snippet(text)} ${note}` };
    }
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        // An HTML page from a proxy or load balancer: a short, single-line glimpse is enough.
        return { serverMessage: `${NOT_JSON}${snippet(text)}` };
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
    return JSON.stringify((0,_util_clip_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$)(flat, max + 1));
}


/***/ }),

/***/ 91451:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ PER_PAGE_MIN),
/* harmony export */   G3: () => (/* binding */ PATTERNS),
/* harmony export */   Ki: () => (/* binding */ ENVIRONMENT_SORTS),
/* harmony export */   LY: () => (/* binding */ MAX_ATTACHMENT_BYTES),
/* harmony export */   MQ: () => (/* binding */ DRY_RUN_TOKEN),
/* harmony export */   N4: () => (/* binding */ APPROVAL_STATES),
/* harmony export */   SW: () => (/* binding */ REVIEW_STATES),
/* harmony export */   ZX: () => (/* binding */ ATTESTATION_TYPES),
/* harmony export */   j3: () => (/* binding */ isAttestationType),
/* harmony export */   kh: () => (/* binding */ ENVIRONMENT_TYPES),
/* harmony export */   n1: () => (/* binding */ PATTERN_TEXT),
/* harmony export */   pf: () => (/* binding */ MAX_FORM_FIELD_BYTES),
/* harmony export */   ve: () => (/* binding */ PER_PAGE_MAX),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/**
 * The records service's rules that hold without a schema library: its patterns (each once, as
 * the API document writes them), enums, limits. Kept apart from the schemas (models.ts) so that
 * what reads inputs or fingerprints files does not load the schema library at start-up.
 */
/** Each pattern once, as the API document and the service's 400 messages write it. */
const PATTERN_TEXT = {
    fingerprint: '^[a-f0-9]{64}$',
    gitCommit: '^[a-f0-9]{40}$',
    flowName: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$',
    trailName: '^[a-zA-Z0-9][a-zA-Z0-9\\-_.~]*$',
    templateReferenceName: '^[a-zA-Z0-9\\-_]+$',
    attestationName: '^[a-zA-Z0-9\\-_,]+$',
    environmentName: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_]*$',
    /** Search values: a lowercase hex prefix of a commit or fingerprint, at least 5 long. */
    searchValue: '^[a-f0-9]{5,64}$',
    /** Organisation names are not constrained by the spec; this keeps them path-safe. */
    org: '^[a-zA-Z0-9][a-zA-Z0-9\\.\\-_~]*$',
    /** Annotation keys, as the CLI and the service take them (docs/compatibility.md §2, item 10). */
    annotationKey: '^[A-Za-z0-9_]+$'
};
/** The patterns compiled (no flags: `\.` and `\-` in a class mean what the service means). */
const PATTERNS = Object.fromEntries(Object.entries(PATTERN_TEXT).map(([name, text]) => [name, new RegExp(text)]));
const ATTESTATION_TYPES = [
    'generic',
    'junit',
    'snyk',
    'pull_request',
    'jira',
    'sonar'
];
const CUSTOM_TYPE = /^(custom|system):\S+$/;
/** The six types of the spec, or `custom:<name>` / `system:<name>` as the service accepts. */
function isAttestationType(value) {
    return ATTESTATION_TYPES.includes(value) || CUSTOM_TYPE.test(value);
}
const APPROVAL_STATES = ['APPROVED', 'UNAPPROVED', 'PENDING'];
const REVIEW_STATES = ['APPROVED', 'UNAPPROVED'];
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * The most bytes the real service takes in one multipart part that is not a file (a JUnit
 * attestation's `data_json`): 1024 KB; a larger one is refused with a 400 (docs/compatibility.md §13.4).
 */
const MAX_FORM_FIELD_BYTES = 1024 * 1024;
const PER_PAGE_MIN = 1;
const PER_PAGE_MAX = 50;
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
/** `'a', 'b' or 'c'`, as pydantic lists the values of an enum. */
const oneOf = (values) => values.length === 1
    ? `'${values[0]}'`
    : `${values
        .slice(0, -1)
        .map((x) => `'${x}'`)
        .join(', ')} or '${values[values.length - 1]}'`;
/** The token that means a dry run, as the CLI reads it (KOSLI_API_TOKEN=DRY_RUN). */
const DRY_RUN_TOKEN = 'DRY_RUN';


/***/ }),

/***/ 97248:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ NO_APPROVAL_STATE),
/* harmony export */   Mc: () => (/* binding */ judgeTogether),
/* harmony export */   Ol: () => (/* binding */ legsLine),
/* harmony export */   XR: () => (/* binding */ NAMED_FAILING),
/* harmony export */   ZF: () => (/* binding */ UNKNOWN_APPROVAL_STATE),
/* harmony export */   dV: () => (/* binding */ judgeCompliance)
/* harmony export */ });
/* unused harmony export testsFailedLine */
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(448);
/* harmony import */ var _states_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48953);
/**
 * The one judge of compliance: every command that states whether something is compliant hands
 * the facts it gathered here — the tests' totals and the first failing tests' names, the
 * service's state of the step's own artifacts in its own flow (by fingerprint), the state of
 * what a gate searched, the latest approval, `fail-on-non-compliant` — and takes back the
 * verdict, the state it stands on, and why it is not compliant, each reason naming what made
 * it so. No command decides or words compliance itself (__tests__/architecture.test.ts).
 */


/** The approval state when an artifact has no approval at all. */
const NO_APPROVAL_STATE = 'NONE';
/** The latest approval could not be read (the service's last item was skipped). */
const UNKNOWN_APPROVAL_STATE = 'UNKNOWN';
/** Failing tests (or suites) a reason names; the rest are counted. */
const NAMED_FAILING = 3;
/** `a, b, c and 4 more`: the first NAMED_FAILING names, the rest of `total` counted. */
function namedList(names, total) {
    const shown = names.slice(0, NAMED_FAILING);
    const more = total - shown.length;
    const list = shown.join(', ');
    return more > 0 ? `${list} and ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(more)} more` : list;
}
/**
 * The failure line of a red test run, naming the first failing tests (or else suites):
 * "Tests failed: 2 failed, 1 error — cart › adds, cart › rounds and 1 more".
 */
function testsFailedLine(tests) {
    const counts = [
        tests.failures > 0 || tests.errors === 0 ? (0,_util_english_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(tests.failures, 'failed', 'failed') : '',
        tests.errors > 0 ? (0,_util_english_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(tests.errors, 'error') : ''
    ].filter((c) => c !== '');
    const head = `Tests failed: ${counts.join(', ')}`;
    const failing = tests.failing ?? [];
    if (failing.length > 0) {
        return `${head} — ${namedList(failing, tests.failures + tests.errors)}`;
    }
    const suites = tests.failingSuites ?? [];
    if (suites.length === 0)
        return head;
    return `${head} — in ${suites.length === 1 ? 'suite' : 'suites'} ${namedList(suites, suites.length)}`;
}
/** No failures and no errors in any suite: the service's rule (docs/compatibility.md §4.8). */
const testsPass = (t) => t.failures === 0 && t.errors === 0;
/**
 * The legs in one line, what the summary and the check run open with: "5 of 6 legs reported —
 * missing: os: windows-latest (cancelled)", and the legs whose tests failed.
 */
function legsLine(legs) {
    const head = `${legs.reported.length} of ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(legs.expected, 'leg')} reported`;
    const parts = [];
    if (legs.missing.length > 0) {
        parts.push(`missing: ${legs.missing.map((l) => `${l.words} (${l.why})`).join(', ')}`);
    }
    const failing = legs.reported.filter((l) => !testsPass(l.tests));
    if (failing.length > 0) {
        const each = failing.map((l) => {
            const { failures, errors } = l.tests;
            const what = [failures > 0 && `${failures} failed`, errors > 0 && (0,_util_english_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(errors, 'error')];
            return `${l.words} (${what.filter(Boolean).join(', ')})`;
        });
        parts.push(`tests failed in: ${each.join(', ')}`);
    }
    return parts.length > 0 ? `${head} — ${parts.join('; ')}` : head;
}
function judgeLegs(legs) {
    const missing = legs.missing.length > 0;
    const ok = !missing && legs.reported.every((l) => testsPass(l.tests));
    return { ok, line: legsLine(legs), always: missing };
}
/** The verdict of the facts, the state it stands on, and why it is not compliant. */
function judgeCompliance(facts) {
    const found = [];
    let state;
    if (facts.tests)
        found.push({ ok: testsPass(facts.tests), line: testsFailedLine(facts.tests) });
    if (facts.artifacts && facts.artifacts.length > 0) {
        const worst = (0,_states_js__WEBPACK_IMPORTED_MODULE_1__/* .worstState */ .Fk)(facts.artifacts.map((a) => a.state)) ?? _states_js__WEBPACK_IMPORTED_MODULE_1__/* .UNKNOWN_STATE */ .fq;
        found.push(judgeArtifacts(facts.artifacts, worst));
        state = worst;
    }
    if (facts.gate) {
        const worst = (0,_states_js__WEBPACK_IMPORTED_MODULE_1__/* .worstState */ .Fk)(facts.gate.states) ?? _states_js__WEBPACK_IMPORTED_MODULE_1__/* .UNKNOWN_STATE */ .fq;
        found.push(judgeGate(facts.gate.of, worst));
        state = worst;
    }
    if (facts.approval)
        found.push(judgeApproval(facts.approval));
    if (facts.legs)
        found.push(judgeLegs(facts.legs));
    if (facts.override) {
        const { compliant, reason } = facts.override;
        found.push({ ok: compliant, line: `Overridden to not compliant: ${reason}` });
    }
    const judged = found.filter((f) => f.ok !== undefined);
    const againstFound = judged.filter((f) => f.ok === false);
    const against = againstFound.map((f) => f.line);
    // Missing evidence fails the step whatever fail-on-non-compliant says.
    const always = againstFound.filter((f) => f.always).map((f) => f.line);
    const verdict = {
        ...(state !== undefined && { complianceState: state }),
        ...(against.length > 0 && { nonCompliance: against }),
        failures: facts.failOnNonCompliant ? against : always
    };
    // The tests are named before the service, the service before an approval.
    return judged.length === 0 ? verdict : { compliant: against.length === 0, ...verdict };
}
/** `'web.tar.gz' (sha256 1234abcd…)`: an artifact as a reason names it. */
function artifactWords(a) {
    const digest = a.fingerprint.slice(0, 8);
    return `'${a.name}' (sha256 ${digest}…)`;
}
/**
 * The step's own artifacts: not compliant when one of them is not, naming each that is not and
 * its flow; beside tests, a state that says neither decides nothing.
 */
function judgeArtifacts(artifacts, worst) {
    const against = artifacts.filter((a) => (0,_states_js__WEBPACK_IMPORTED_MODULE_1__/* .isCompliantState */ .ll)(a.state) === false);
    if (against.length === 0)
        return { ok: (0,_states_js__WEBPACK_IMPORTED_MODULE_1__/* .isCompliantState */ .ll)(worst), line: '' };
    const flows = [...new Set(against.map((a) => a.flow))];
    const states = [...new Set(against.map((a) => a.state))];
    const one = against.length === 1;
    const names = namedList(against.map(artifactWords), against.length);
    const line = `Not compliant: ${one ? 'artifact' : 'artifacts'} ${names} in ${flows.length === 1 ? 'flow' : 'flows'} ` +
        `${flows.map((f) => `'${f}'`).join(', ')} ${one ? 'is' : 'are'} ${states.join(' or ')}`;
    return { ok: false, line };
}
function judgeGate(of, state) {
    return {
        ok: (0,_states_js__WEBPACK_IMPORTED_MODULE_1__/* .isCompliantState */ .ll)(state) === true,
        line: `'${of}' is not compliant: compliance state ${state}.`
    };
}
function judgeApproval(a) {
    return {
        ok: a.state === 'APPROVED',
        line: a.state === NO_APPROVAL_STATE
            ? `Artifact ${a.fingerprint} has no approvals in flow '${a.flow}'.`
            : `Artifact ${a.fingerprint} is not approved in flow '${a.flow}': approval state ${a.state}.`
    };
}
/**
 * The verdict of several judged parts together (a replay's origins): compliant when every part
 * judged is, not when one is not, undefined when none was judged; the worst of their states.
 */
function judgeTogether(parts) {
    const judged = parts.filter((p) => p.compliant !== undefined);
    const states = parts.flatMap((p) => (p.complianceState === undefined ? [] : [p.complianceState]));
    const worst = (0,_states_js__WEBPACK_IMPORTED_MODULE_1__/* .worstState */ .Fk)(states);
    return {
        ...(judged.length > 0 && { compliant: judged.every((p) => p.compliant) }),
        ...(worst !== undefined && { complianceState: worst })
    };
}



/***/ }),

/***/ 48953:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ worstState),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   fq: () => (/* binding */ UNKNOWN_STATE),
/* harmony export */   ll: () => (/* binding */ isCompliantState)
/* harmony export */ });
/** What an artifact without a compliance_state counts as. */
const UNKNOWN_STATE = 'UNKNOWN';
function normalise(state) {
    return state.toUpperCase().replace(/-/g, '_');
}
/** true for COMPLIANT, false for NON_COMPLIANT / NON-COMPLIANT, undefined otherwise. */
function isCompliantState(state) {
    if (!state)
        return undefined;
    const s = normalise(state);
    if (s === 'COMPLIANT')
        return true;
    if (s === 'NON_COMPLIANT')
        return false;
    return undefined;
}
/** Lower is worse: non-compliant, incomplete, anything unknown, compliant. */
function stateRank(state) {
    switch (normalise(state)) {
        case 'NON_COMPLIANT':
            return 0;
        case 'INCOMPLETE':
            return 1;
        case 'COMPLIANT':
            return 3;
        default:
            return 2;
    }
}
/** The worst of `states` (as spelled); UNKNOWN for one that is undefined or empty. */
function worstState(states) {
    let worst;
    for (const given of states) {
        const state = given || UNKNOWN_STATE;
        if (worst === undefined || stateRank(state) < stateRank(worst))
            worst = state;
    }
    return worst;
}
/** The compliance_state of a searched artifact; undefined when the service gave none. */
function stateOf(artifact) {
    const state = artifact.compliance_state;
    return typeof state === 'string' && state !== '' ? state : undefined;
}


/***/ }),

/***/ 22277:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ checkMarkOf),
/* harmony export */   Fk: () => (/* binding */ checkSubjectsText),
/* harmony export */   LK: () => (/* binding */ checkMarkId),
/* harmony export */   _d: () => (/* binding */ readCheckSubjects),
/* harmony export */   ah: () => (/* binding */ sameMark),
/* harmony export */   "in": () => (/* binding */ readCheckMark)
/* harmony export */ });
/* unused harmony exports sameJobMark, MAX_LISTED_SUBJECTS */
/**
 * The mark this action puts on every check run it creates (the Checks API's `external_id`): the
 * run, job, attempt, matrix leg and step that made it, and the job's key (which call of a
 * reusable workflow). A replay reads it to tell the check run of
 * the run that deferred its writes from one a later run or attempt completed (docs/bad-day.md,
 * "Never stale"). Anyone who may create check runs may also write any `external_id`: the mark
 * says who claims to have made a check run, not who did.
 */
const PREFIX = 'records-action/1?';
/** The mark of the run, job, attempt, leg, step and job key an origin (of an outbox) names. */
function checkMarkOf(o) {
    return {
        run: o.run,
        job: o.job,
        attempt: o.attempt,
        ...(o.leg && { leg: o.leg }),
        ...(o.legSha && { legSha: o.legSha }),
        ...(o.step && { step: o.step }),
        ...(o.jobKey && { jobKey: o.jobKey })
    };
}
/** The `external_id` of a check run made by `mark`. */
function checkMarkId(mark) {
    const q = new URLSearchParams({ run: mark.run, job: mark.job, attempt: mark.attempt });
    if (mark.leg)
        q.set('leg', mark.leg);
    if (mark.legSha)
        q.set('leg_sha', mark.legSha);
    if (mark.step)
        q.set('step', mark.step);
    if (mark.jobKey)
        q.set('job_key', mark.jobKey);
    return PREFIX + q.toString();
}
/** The mark an `external_id` carries, when this action wrote it. */
function readCheckMark(externalId) {
    if (!externalId?.startsWith(PREFIX))
        return undefined;
    const q = new URLSearchParams(externalId.slice(PREFIX.length));
    const run = q.get('run');
    const job = q.get('job');
    const attempt = q.get('attempt');
    if (!run || !job || !attempt)
        return undefined;
    const leg = q.get('leg') ?? undefined;
    const legSha = q.get('leg_sha') ?? undefined;
    const step = q.get('step') ?? undefined;
    const jobKey = q.get('job_key') ?? undefined;
    return {
        run,
        job,
        attempt,
        ...(leg && { leg }),
        ...(legSha && { legSha }),
        ...(step && { step }),
        ...(jobKey && { jobKey })
    };
}
/** Whether two marks name the same job, leg, step and job key (of any run or attempt). */
function sameJobMark(a, b) {
    return (a.job === b.job &&
        (a.leg ?? '') === (b.leg ?? '') &&
        (a.step ?? '') === (b.step ?? '') &&
        (a.jobKey ?? '') === (b.jobKey ?? ''));
}
/** Whether two marks name the same run, attempt, job, leg and step. */
function sameMark(a, b) {
    return sameJobMark(a, b) && a.run === b.run && a.attempt === b.attempt;
}
/** Where a check run lists what it recorded: a comment in its `output.text`, unseen on its page. */
const SUBJECTS_PREFIX = '<!-- records-action/subjects';
/** The most subjects listed (17 characters each: the text holds at most 65,535). */
const MAX_LISTED_SUBJECTS = 3000;
/**
 * The check run's `output.text` listing the digests of the subjects it recorded (or kept in its
 * outbox): `complete` when every one is listed, `partial` when the list was cut.
 */
function checkSubjectsText(digests) {
    const unique = [...new Set(digests)];
    const listed = unique.slice(0, MAX_LISTED_SUBJECTS);
    const whole = listed.length === unique.length ? 'complete' : 'partial';
    return `${SUBJECTS_PREFIX} ${whole} ${listed.join(' ')} -->`;
}
/** The subjects a check run lists, and whether the list is whole; undefined when it lists none. */
function readCheckSubjects(text) {
    const at = text?.indexOf(SUBJECTS_PREFIX) ?? -1;
    if (!text || at < 0)
        return undefined;
    const end = text.indexOf('-->', at);
    if (end < 0)
        return undefined;
    const [whole, ...digests] = text
        .slice(at + SUBJECTS_PREFIX.length, end)
        .trim()
        .split(/\s+/);
    if (whole !== 'complete' && whole !== 'partial')
        return undefined;
    return {
        digests: new Set(digests.filter((d) => /^[0-9a-f]{16}$/.test(d))),
        complete: whole === 'complete'
    };
}


/***/ }),

/***/ 37212:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L7: () => (/* binding */ readGitHubContext),
/* harmony export */   R9: () => (/* binding */ previewReason),
/* harmony export */   Yx: () => (/* binding */ repoInfoFromContext),
/* harmony export */   os: () => (/* binding */ thisRun),
/* harmony export */   vs: () => (/* binding */ defaultCommit),
/* harmony export */   w1: () => (/* binding */ defaultCommitUrl),
/* harmony export */   xv: () => (/* binding */ defaultBuildUrl),
/* harmony export */   zf: () => (/* binding */ workspaceDir)
/* harmony export */ });
/* unused harmony export REPO_INFO_WARNING */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(77997);
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
    const serverUrl = (0,_util_url_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutTrailingSlashes */ .A)(env.GITHUB_SERVER_URL ?? '');
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const ctx = {
        eventName,
        serverUrl,
        repository: env.GITHUB_REPOSITORY ?? '',
        repositoryId: env.GITHUB_REPOSITORY_ID ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
        job: env.GITHUB_JOB ?? '',
        action: env.GITHUB_ACTION ?? '',
        actor: env.GITHUB_ACTOR ?? '',
        apiUrl: (0,_util_url_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutTrailingSlashes */ .A)(env.GITHUB_API_URL ?? '') || apiUrlFor(serverUrl),
        sha: env.GITHUB_SHA ?? ''
    };
    if (PULL_REQUEST_EVENTS.has(eventName)) {
        const pullRequest = pullRequestFrom(readEventPayload(env.GITHUB_EVENT_PATH));
        if (pullRequest)
            ctx.pullRequest = pullRequest;
    }
    if (eventName === 'merge_group') {
        const mergeGroup = mergeGroupFrom(readEventPayload(env.GITHUB_EVENT_PATH));
        if (mergeGroup)
            ctx.mergeGroup = mergeGroup;
    }
    return ctx;
}
/**
 * This run of this job as outboxes, receipts and check-run marks name it; outside Actions the
 * run is `local`, the job `job`, the attempt `1`.
 */
function thisRun(ctx) {
    return {
        repository: ctx.repository,
        run: ctx.runId || 'local',
        job: ctx.job || 'job',
        attempt: ctx.runAttempt || '1'
    };
}
/** Where relative paths are resolved: GITHUB_WORKSPACE, else the current directory. */
function workspaceDir(env = process.env) {
    return env.GITHUB_WORKSPACE || process.cwd();
}
/**
 * The commit to record by default: the PR head on pull_request* events, the commit the queue
 * tested on merge_group, else GITHUB_SHA.
 */
function defaultCommit(ctx) {
    if (ctx.pullRequest?.headSha && PULL_REQUEST_EVENTS.has(ctx.eventName)) {
        return ctx.pullRequest.headSha;
    }
    if (ctx.mergeGroup && ctx.eventName === 'merge_group')
        return ctx.mergeGroup.headSha;
    return ctx.sha || undefined;
}
/**
 * The pull request events where an empty token is a preview: `pull_request` from a fork runs
 * without the repository's secrets; `pull_request_target` has them, and a workflow that keeps
 * them from a fork's code passes an empty token (README, "Fork and Dependabot pull requests").
 */
const PREVIEW_EVENTS = new Set(['pull_request', 'pull_request_target']);
/**
 * Why a run without a token is a preview rather than an error, or undefined: a pull request
 * from a fork, or from Dependabot, whose runs get the Dependabot secrets, not the Actions ones.
 */
function previewReason(ctx) {
    if (!PREVIEW_EVENTS.has(ctx.eventName))
        return undefined;
    const pr = ctx.pullRequest;
    const who = pr?.number ? `pull request #${pr.number}` : 'this pull request';
    if (ctx.actor === 'dependabot[bot]') {
        return (`${who} is Dependabot's, whose runs get the Dependabot secrets instead of the Actions ` +
            'secrets, and no api-token came with them');
    }
    const fork = forkOf(ctx);
    if (fork === undefined)
        return undefined;
    const why = ctx.eventName === 'pull_request_target'
        ? 'this workflow passes it no api-token'
        : "GitHub runs a fork's pull request without the repository's secrets";
    return `${who} comes from ${fork}, and ${why}`;
}
/** The fork a pull request comes from, in words; undefined when it is this repository's. */
function forkOf(ctx) {
    const pr = ctx.pullRequest;
    // A deleted fork's pull request still gets events and re-runs.
    if (pr?.headRepositoryGone)
        return 'a fork that has since been deleted';
    if (pr?.headRepository && ctx.repository && pr.headRepository !== ctx.repository) {
        return `the fork ${pr.headRepository}`;
    }
    return undefined;
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
        baseRef: stringOr(field(base, 'ref')),
        headRepository: stringOr(field(field(head, 'repo'), 'full_name')) || undefined,
        ...(isRecord(head) && head.repo === null && { headRepositoryGone: true })
    };
    if (typeof htmlUrl === 'string' && htmlUrl)
        result.htmlUrl = htmlUrl;
    return result;
}
/** The merge group of a `merge_group` payload, when it names the commit to test. */
function mergeGroupFrom(payload) {
    const group = field(payload, 'merge_group');
    const headSha = field(group, 'head_sha');
    if (typeof headSha !== 'string' || !headSha)
        return undefined;
    const branchOf = (ref) => stringOr(ref).replace(/^refs\/heads\//, '');
    return {
        headSha,
        branch: branchOf(field(group, 'head_ref')),
        base: branchOf(field(group, 'base_ref'))
    };
}
function isRecord(value) {
    return value !== null && typeof value === 'object';
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

/***/ 60361:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ describeStop),
/* harmony export */   KM: () => (/* binding */ isTrouble),
/* harmony export */   Ko: () => (/* binding */ StoppedError),
/* harmony export */   iD: () => (/* binding */ Gate)
/* harmony export */ });
/* unused harmony exports INITIAL_IN_FLIGHT, MAX_IN_FLIGHT, PROMPT_MS */
/* harmony import */ var _util_retry_timing_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(22525);
/* harmony import */ var _status_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(93759);


/** Attempts in flight at first: a typical build's writes go in one or two rounds. */
const INITIAL_IN_FLIGHT = 12;
/** Never more in flight than this, to be polite to a shared service. */
const MAX_IN_FLIGHT = 64;
/** An answer within this is prompt: the pool may grow. */
const PROMPT_MS = 1000;
/**
 * Why the run is stopped, in a few words: `the service refused the token`. The status is told
 * once, by the answer that stopped the run (its error names it); each write it stopped does not
 * repeat it.
 */
function describeStop(stop) {
    if (stop.kind === 'cancelled')
        return `the job was cancelled (${stop.signal ?? 'a signal'})`;
    if (stop.kind === 'config')
        return stop.what ?? 'a configuration error';
    return stop.kind === 'auth' ? 'the service refused the token' : 'the service is down';
}
/** Thrown before an attempt once the run is stopped: the request is not sent (again). */
class StoppedError extends Error {
    stop;
    constructor(stop) {
        super(`not sent: ${describeStop(stop)}`);
        this.stop = stop;
        this.name = 'StoppedError';
    }
}
/** Answers that say the service itself cannot take requests now (status-policy.ts). */
function isTrouble(report) {
    return (0,_status_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .treatmentOf */ .Wh)(report).inTrouble;
}
class Gate {
    sleep;
    clock;
    /** The most attempts in flight now. */
    limit = INITIAL_IN_FLIGHT;
    /** The most that were ever in flight at once. */
    peak = 0;
    inFlight = 0;
    queue = [];
    probe;
    stopped;
    halted;
    wakeHalted = () => { };
    constructor(sleep = _util_retry_timing_js__WEBPACK_IMPORTED_MODULE_1__/* .sleep */ .yy, 
    /** Milliseconds, for timing attempts (a test's clock may stand still). */
    clock = Date.now) {
        this.sleep = sleep;
        this.clock = clock;
        this.halted = new Promise((resolve) => (this.wakeHalted = resolve));
    }
    get stop() {
        return this.stopped;
    }
    /** Attempts under way now (sent, not yet answered). */
    get underWay() {
        return this.inFlight;
    }
    /** Attempts waiting for a place in the pool now. */
    get waiting() {
        return this.queue.length;
    }
    /** Stops the run (the first stop is kept): every later attempt is refused before it starts. */
    halt(stop) {
        this.stopped ??= stop;
        this.endProbe();
        // Everyone queued, or sleeping before a retry, learns of the stop at once.
        for (const wake of this.queue.splice(0))
            wake();
        this.wakeHalted();
    }
    /** The hooks of one request: it takes a place in the pool for each attempt. */
    hooks(events = {}, slowAfterMs) {
        const me = Symbol('request');
        let started = 0;
        return {
            beforeAttempt: async () => {
                await this.enter(me);
                started = this.clock();
            },
            afterAttempt: (report) => this.leave(me, report, this.clock() - started),
            onRetry: (event) => events.onRetry?.(event, this.roleOf(me)),
            waitToRetry: (event) => this.waitToRetry(me, event),
            onSlow: events.onSlow,
            slowAfterMs
        };
    }
    roleOf(me) {
        if (!this.probe)
            return 'alone';
        return this.probe.by === me ? 'probe' : 'wait';
    }
    async enter(me) {
        for (;;) {
            if (this.stopped)
                throw new StoppedError(this.stopped);
            if (this.probe && this.probe.by !== me) {
                await this.probe.done;
                continue;
            }
            // The probe goes whatever the pool holds: everyone else waits for it.
            if (this.inFlight < this.limit || this.probe?.by === me) {
                this.inFlight++;
                this.peak = Math.max(this.peak, this.inFlight);
                return;
            }
            await new Promise((wake) => this.queue.push(wake));
        }
    }
    /** `ms`: how long the attempt took by the gate's clock. */
    leave(me, report, ms) {
        this.inFlight--;
        this.judge(me, report, ms);
        this.wake();
    }
    /** What an attempt's outcome says of the service: stop, probe, or grow the pool. */
    judge(me, report, ms) {
        if ((0,_status_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .treatmentOf */ .Wh)(report).stops === 'at once') {
            this.halt(report.status !== undefined
                ? { kind: 'auth', status: report.status }
                : { kind: 'config', what: 'the proxy cannot be used' });
            return;
        }
        if (isTrouble(report)) {
            if (!this.probe)
                this.startProbe(me);
            if (report.final && this.probe?.by === me) {
                this.halt({ kind: 'down', ...(report.status !== undefined && { status: report.status }) });
            }
            return;
        }
        // The service answered (well, or about this request only): the probe is over.
        if (this.probe?.by === me)
            this.endProbe();
        else if (!this.probe && report.status !== undefined && report.status < 300) {
            if (ms <= PROMPT_MS)
                this.limit = Math.min(MAX_IN_FLIGHT, this.limit + 1);
        }
    }
    async waitToRetry(me, event) {
        const probe = this.probe;
        // Waiting for another request's probe replaces this request's own backoff.
        if (probe && probe.by !== me)
            return probe.done;
        await Promise.race([this.sleep(event.waitMs), this.halted]);
    }
    startProbe(me) {
        let end = () => { };
        const done = new Promise((resolve) => (end = resolve));
        this.probe = { by: me, done, end };
        this.limit = Math.max(1, Math.floor(this.limit / 2));
    }
    endProbe() {
        const probe = this.probe;
        this.probe = undefined;
        probe?.end();
    }
    /** Lets as many queued requests try for a place as the pool has room for now. */
    wake() {
        for (let room = this.limit - this.inFlight; room > 0 && this.queue.length > 0; room--) {
            this.queue.shift()?.();
        }
    }
}


/***/ }),

/***/ 93759:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Wh: () => (/* binding */ treatmentOf),
/* harmony export */   mo: () => (/* binding */ isRetried)
/* harmony export */ });
/* unused harmony exports FAILURE_CLASSES, STATUS_POLICY, classOf */
/** The classes of a failed attempt: a status (or a class of them), or no answer. */
const FAILURE_CLASSES = [
    'other',
    '401',
    '403',
    '409',
    '429',
    'other 4xx',
    '500',
    '501',
    '502',
    '503',
    '504',
    'other 5xx',
    'timeout',
    'connection',
    'proxy',
    'fatal'
];
const NOTHING = { retried: false, inTrouble: false, deferred: false, stops: 'no' };
/** An answer about this request alone, worth another try, and no reason to give up a write. */
const ITS_OWN = { retried: true, inTrouble: false, deferred: true, stops: 'no' };
/** The service cannot take requests now. */
const TROUBLE = {
    retried: true,
    inTrouble: true,
    deferred: true,
    stops: 'when its probe gives up'
};
const REFUSED_TOKEN = { ...NOTHING, stops: 'at once' };
const STATUS_POLICY = {
    /** A redirect (not followed: it could carry the token elsewhere), a 1xx, a 2xx but 200/201. */
    other: NOTHING,
    '401': REFUSED_TOKEN,
    '403': REFUSED_TOKEN,
    /** A conflict may clear on a retry, but it is an answer about the write itself. */
    '409': { ...NOTHING, retried: true },
    '429': TROUBLE,
    /** A refusal on the request's merits. */
    'other 4xx': NOTHING,
    /** A 500 for one artifact while the others are stored: this request's failure. */
    '500': ITS_OWN,
    /** Not implemented: a retry cannot help (as the CLI). */
    '501': NOTHING,
    '502': TROUBLE,
    '503': TROUBLE,
    '504': TROUBLE,
    'other 5xx': ITS_OWN,
    /** No answer within `timeout-seconds`. */
    timeout: TROUBLE,
    /** Refused, reset, a name that does not resolve. */
    connection: TROUBLE,
    /**
     * The proxy (`http-proxy`, KOSLI_HTTP_PROXY, HTTPS_PROXY…) cannot be reached or refused the
     * tunnel: a configuration error, not the service's outage. Nothing more can go through it.
     */
    proxy: { ...NOTHING, stops: 'at once' },
    /** A transport error a retry cannot fix (a bad certificate, a URL node refuses). */
    fatal: NOTHING
};
/** The class of an attempt's outcome; a success has none. */
function classOf(report) {
    if (report.failure !== undefined)
        return report.failure;
    const status = report.status ?? 0;
    const exact = String(status);
    if (FAILURE_CLASSES.includes(exact))
        return exact;
    if (status >= 500)
        return 'other 5xx';
    if (status >= 400)
        return 'other 4xx';
    return 'other';
}
function treatmentOf(report) {
    return STATUS_POLICY[classOf(report)];
}
/** The client's retry rule (RecordsClientOptions.retryable). */
const isRetried = (report) => treatmentOf(report).retried;


/***/ }),

/***/ 83916:
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

/***/ 69390:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  y_: () => (/* binding */ GitHubError),
  XB: () => (/* binding */ gitHubClient),
  QH: () => (/* binding */ ownerRepo),
  c2: () => (/* binding */ statusOf)
});

// UNUSED EXPORTS: GITHUB_OPERATION_MS, GITHUB_REQUEST_MS, GitHubClient, RATE_LIMIT_MAX_WAIT_MS

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __nccwpck_require__(16698);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/util/retry-timing.ts
var retry_timing = __nccwpck_require__(22525);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __nccwpck_require__(71013);
;// CONCATENATED MODULE: ./src/github/policy.ts
/**
 * The one table of what GitHub's answers mean, per call the action makes (as
 * delivery/status-policy.ts is for the records service): what the call does, in words; the
 * permission the job's token needs for it; and what a 401, 403, 404 or 422 says about it. The
 * client (client.ts) retries 5xx, 429 and no answer, and waits out a rate limit, whatever the
 * call; this table says what is left. The permission sentence is written once, here.
 * __tests__/github/client.test.ts holds every call site to the client.
 */
/** GitHub answers 403 without a permission, and 404 on a private repository it hides. */
const NEEDS = {
    '401': 'bad token',
    '403': 'permission',
    '404': 'permission',
    '422': 'invalid'
};
const GITHUB_CALLS = {
    /** GET /repos/{o}/{r}/actions/runs/{run_id}/artifacts (a run's outboxes, its legs' records). */
    'list run artifacts': {
        ...NEEDS,
        does: 'list the artifacts of a run',
        permission: 'actions: read'
    },
    /** GET /repos/{o}/{r}/actions/artifacts?name= (receipts of earlier replays). */
    'list repository artifacts': {
        ...NEEDS,
        does: 'list the receipts of earlier replays',
        permission: 'actions: read'
    },
    /** GET /repos/{o}/{r}/actions/artifacts/{id}/zip (answered with a redirect to the blob). */
    'download artifact': { ...NEEDS, does: 'download an artifact', permission: 'actions: read' },
    /** POST /repos/{o}/{r}/check-runs; 422: a commit GitHub does not know. */
    'create check run': { ...NEEDS, does: 'create the check run', permission: 'checks: write' },
    /** PATCH /repos/{o}/{r}/check-runs/{id}. */
    'update check run': { ...NEEDS, does: 'update the check run', permission: 'checks: write' },
    /** GET /repos/{o}/{r}/commits/{ref}/check-runs (a replay's own, later runs' check runs). */
    'list check runs': {
        ...NEEDS,
        does: 'list the check runs of a commit',
        permission: 'checks: read'
    },
    /** GET /repos/{o}/{r}/check-runs/{id} (this job's name as GitHub records it). */
    'read check run': {
        ...NEEDS,
        '404': 'not found',
        does: "read this job's check run",
        permission: 'checks: read'
    },
    /** GET /repos/{o}/{r}/actions/runs/{run_id}[/attempts/{n}] (a run's workflow and attempts). */
    'read run': {
        ...NEEDS,
        '404': 'not found',
        does: 'read the record of a run',
        permission: 'actions: read'
    },
    /** GET /repos/{o}/{r}/actions/runs/{run_id}/attempts/{n}/jobs (GitHub's record of a run). */
    'list attempt jobs': {
        ...NEEDS,
        does: 'list the jobs of a run attempt',
        permission: 'actions: read'
    }
};
/** The one sentence naming a missing permission and the workflow line that grants it. */
function missingPermission(permission) {
    return (`the job's token lacks \`${permission}\`: add \`permissions: ${permission}\` to the job ` +
        '(the workflow line that grants it; a pull request from a fork gets a read-only token)');
}
/** What status `status` means for `call`, when the table says (401/403/404/422). */
function refusalOf(call, status) {
    const policy = GITHUB_CALLS[call];
    if (status === 401 || status === 403 || status === 404 || status === 422)
        return policy[String(status)];
    return undefined;
}
/** Whether an attempt that ended in `status` (or in no answer) is tried again. */
function isRetriedStatus(status) {
    return status === undefined || status === 429 || (status >= 500 && status !== 501);
}

;// CONCATENATED MODULE: ./src/github/client.ts
/**
 * The one client of GitHub's REST API (as api/client.ts is the records service's): built from
 * the runner's facts (the API URL the context read, never one @actions/github reads by itself),
 * the job's token and the action's User-Agent. Every request has its own deadline and every
 * operation (a call and its pages) a total one; 5xx (but 501), 429 and no answer are tried
 * again up to `max-retries` times; a rate limit (403/429 with Retry-After or an exhausted
 * x-ratelimit-remaining) is waited out up to a bound. What a 401/403/404/422 means is the
 * call's, in policy.ts. @actions/github (Octokit) adds no retry and no deadline of its own:
 * this client gives it a fetch that does. Loaded on demand, as @actions/github is.
 * __tests__/github/client.test.ts holds every GitHub call site to it.
 */





/** One request's deadline, headers to last byte. */
const GITHUB_REQUEST_MS = 30_000;
/** One operation's (a call with its retries, waits and pages). */
const GITHUB_OPERATION_MS = 180_000;
/**
 * The longest wait for a rate limit: GitHub asks for at least a minute on a secondary limit
 * without Retry-After (docs/bad-day.md); a longer limit is reported rather than waited out.
 */
const RATE_LIMIT_MAX_WAIT_MS = 60_000;
/** Rate-limit waits one operation takes at most. */
const RATE_LIMIT_WAITS = 2;
/** An operation on GitHub's API that did not succeed: the call, its status, what it means. */
class GitHubError extends Error {
    call;
    failure;
    detail;
    status;
    attempts;
    /** The permission the token lacks, when the status says so (policy.ts). */
    permission;
    constructor(call, failure, detail, status, attempts = 1) {
        const policy = GITHUB_CALLS[call];
        const refusal = failure === 'status' ? refusalOf(call, status) : undefined;
        super(wording(policy.does, failure, detail, status, attempts, refusal, policy.permission));
        this.call = call;
        this.failure = failure;
        this.detail = detail;
        this.status = status;
        this.attempts = attempts;
        this.name = 'GitHubError';
        if (refusal === 'permission')
            this.permission = policy.permission;
    }
}
function wording(does, failure, detail, status, attempts, refusal, permission) {
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    if (failure === 'deadline')
        return `GitHub did not ${does} in time: ${detail}`;
    if (failure === 'no answer')
        return `GitHub could not be reached to ${does}${tries}: ${detail}`;
    if (failure === 'rate limit') {
        return (`GitHub's API rate limit kept it from letting the action ${does} (HTTP ${status}), ` +
            `still in force after waiting; this is not a missing permission: ${detail}`);
    }
    const head = `GitHub refused to ${does} (HTTP ${status}${tries})`;
    if (refusal === 'permission')
        return `${head}: ${missingPermission(permission)} (${detail})`;
    if (refusal === 'bad token')
        return `${head}: the token is not valid (${detail})`;
    if (status !== undefined && isRetriedStatus(status)) {
        return `GitHub answered HTTP ${status} when asked to ${does}${tries}: ${detail}`;
    }
    return `${head}: ${detail}`;
}
/** The status of an error Octokit threw, if it has one. */
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}
/** The operation a request is part of: its deadline, and what its requests saw. */
const OPERATION = new external_node_async_hooks_.AsyncLocalStorage();
/** A request made outside run() (none is): the default operation deadline. */
function outsideAnyOperation() {
    return { whole: AbortSignal.timeout(GITHUB_OPERATION_MS), trail: { attempts: 0 } };
}
class GitHubClient {
    octokit;
    s;
    constructor(settings) {
        const s = settings;
        this.s = {
            apiUrl: s.apiUrl.replace(/\/+$/, '') || 'https://api.github.com',
            token: s.token,
            maxRetries: s.maxRetries ?? 3,
            userAgent: s.userAgent ?? version/* USER_AGENT */._,
            requestMs: s.requestMs ?? GITHUB_REQUEST_MS,
            operationMs: s.operationMs ?? GITHUB_OPERATION_MS,
            rateLimitMaxWaitMs: s.rateLimitMaxWaitMs ?? RATE_LIMIT_MAX_WAIT_MS,
            sleep: s.sleep ?? retry_timing/* sleep */.yy,
            now: s.now ?? Date.now
        };
    }
    get apiUrl() {
        return this.s.apiUrl;
    }
    /**
     * Runs `operation` (one call, its pages included) with an Octokit whose every request has
     * this client's deadlines, retries and rate-limit waits; throws a GitHubError naming `call`.
     */
    async run(call, operation) {
        const octokit = await (this.octokit ??= this.build());
        const whole = new AbortController();
        const timer = setTimeout(() => whole.abort(), this.s.operationMs);
        const trail = { attempts: 0 };
        try {
            return await OPERATION.run({ whole: whole.signal, trail }, () => operation(octokit));
        }
        catch (err) {
            // Its deadline passed while an answer was being read: the operation's, whatever was thrown.
            if (whole.signal.aborted)
                trail.deadline = true;
            throw this.failureOf(call, err, trail);
        }
        finally {
            clearTimeout(timer);
        }
    }
    failureOf(call, err, trail) {
        if (err instanceof GitHubError)
            return err;
        if (trail.deadline) {
            const s = this.s.operationMs / 1000;
            return new GitHubError(call, 'deadline', `no answer within ${s} s`, undefined, trail.attempts);
        }
        if (trail.noAnswer !== undefined)
            return new GitHubError(call, 'no answer', trail.noAnswer, undefined, trail.attempts);
        const status = statusOf(err);
        if (status === undefined)
            return err instanceof Error ? err : new Error((0,errors/* errorMessage */.gJ)(err));
        const detail = (0,errors/* errorMessage */.gJ)(err);
        if (status === 429 || (trail.rateLimited !== undefined && status === 403))
            return new GitHubError(call, 'rate limit', trail.rateLimited ?? detail, status, trail.attempts);
        return new GitHubError(call, 'status', detail, status, trail.attempts);
    }
    /** The Octokit of this client, built once: its fetch is guardedFetch. */
    async build() {
        const { getOctokit } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(351), __nccwpck_require__.e(770)]).then(__nccwpck_require__.bind(__nccwpck_require__, 61351));
        const inner = await proxiedFetch(this.s.apiUrl);
        return getOctokit(this.s.token, {
            baseUrl: this.s.apiUrl,
            userAgent: this.s.userAgent,
            request: { fetch: this.guardedFetch(inner) }
        });
    }
    /**
     * The fetch Octokit is given: the runner's proxy for the API URL, each request's deadline
     * and retries, within the deadline of the operation it is part of (OPERATION).
     */
    guardedFetch(inner) {
        const { maxRetries, requestMs, sleep } = this.s;
        return async (input, init) => {
            const { whole, trail } = OPERATION.getStore() ?? outsideAnyOperation();
            const waitFor = (ms) => abortable(sleep(ms), whole);
            let retries = 0;
            let rateWaits = 0;
            for (;;) {
                trail.attempts++;
                trail.noAnswer = undefined;
                trail.rateLimited = undefined;
                const own = AbortSignal.timeout(requestMs);
                const signal = AbortSignal.any([own, whole, ...(init?.signal ? [init.signal] : [])]);
                let res;
                try {
                    res = await inner(input, { ...init, signal });
                }
                catch (err) {
                    if (whole.aborted)
                        throw deadlinePassed(trail);
                    trail.noAnswer = own.aborted ? `no answer within ${requestMs / 1000} s` : causeOf(err);
                    if (retries >= maxRetries)
                        throw err;
                    await waitFor((0,retry_timing/* jitteredBackoffMs */.sq)(retries++)).catch(() => {
                        throw deadlinePassed(trail);
                    });
                    continue;
                }
                const limit = await this.rateLimitWait(res);
                if (limit !== undefined) {
                    trail.rateLimited = `it asked for a wait of ${Math.ceil(limit / 1000)} s`;
                    if (limit > this.s.rateLimitMaxWaitMs || rateWaits >= RATE_LIMIT_WAITS)
                        return res;
                    rateWaits++;
                }
                else if (!isRetriedStatus(res.status) || retries >= maxRetries) {
                    return res;
                }
                await res.body?.cancel().catch(() => undefined);
                await waitFor(limit ?? (0,retry_timing/* jitteredBackoffMs */.sq)(retries++)).catch(() => {
                    throw deadlinePassed(trail);
                });
            }
        };
    }
    /**
     * The wait a rate-limited answer asks for: 403/429 with Retry-After, or with an exhausted
     * x-ratelimit-remaining until x-ratelimit-reset, or saying "rate limit" without either (a
     * secondary limit: GitHub asks for at least a minute, docs/bad-day.md); else undefined.
     */
    async rateLimitWait(res) {
        if (res.status !== 403 && res.status !== 429)
            return undefined;
        const h = res.headers;
        const after = (0,retry_timing/* parseRetryAfter */.mu)(h.get('retry-after') ?? undefined);
        if (after !== undefined)
            return after;
        const reset = Number(h.get('x-ratelimit-reset'));
        if (h.get('x-ratelimit-remaining') === '0' && Number.isFinite(reset))
            return Math.max(reset * 1000 - this.s.now(), 0);
        const text = await res
            .clone()
            .text()
            .catch(() => '');
        return /rate limit/i.test(text.slice(0, 4096)) ? RATE_LIMIT_MAX_WAIT_MS : undefined;
    }
}
function deadlinePassed(trail) {
    trail.deadline = true;
    return new Error('the operation ran past its deadline');
}
/** `promise`, or a rejection when `signal` aborts first. */
function abortable(promise, signal) {
    if (signal.aborted)
        return Promise.reject(new Error('aborted'));
    return new Promise((resolve, reject) => {
        const stop = () => reject(new Error('aborted'));
        signal.addEventListener('abort', stop, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
    });
}
/** A transport error in words: its cause's code or message (fetch says only "fetch failed"). */
function causeOf(err) {
    const cause = err?.cause;
    if (typeof cause?.code === 'string')
        return cause.code;
    if (typeof cause?.message === 'string')
        return cause.message;
    return (0,errors/* errorMessage */.gJ)(err);
}
/**
 * fetch through the runner's proxy for `apiUrl` (HTTPS_PROXY / NO_PROXY, as @actions/github
 * decides it, but for this URL rather than the one it read itself).
 */
async function proxiedFetch(apiUrl) {
    const { HttpClient } = await Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(942)]).then(__nccwpck_require__.bind(__nccwpck_require__, 44942));
    const dispatcher = new HttpClient(version/* USER_AGENT */._).getAgentDispatcher(apiUrl);
    if (dispatcher === undefined)
        return fetch;
    const undici = await __nccwpck_require__.e(/* import() */ 752).then(__nccwpck_require__.t.bind(__nccwpck_require__, 46752, 19));
    return ((input, init) => undici.fetch(input, { ...init, dispatcher }));
}
const built = new WeakMap();
/** The client of `access`, built once for it however often it is asked for. */
function gitHubClient(access) {
    let client = built.get(access);
    if (!client) {
        client = new GitHubClient(access);
        built.set(access, client);
    }
    return client;
}
/** `owner/repo` as the REST routes take it. */
function ownerRepo(access) {
    const [owner, repo] = access.repository.split('/');
    return { owner, repo };
}


/***/ }),

/***/ 5202:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ky: () => (/* binding */ jobKeyOnce),
/* harmony export */   qh: () => (/* binding */ jobKeyOf)
/* harmony export */ });
/* unused harmony export checkRunName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83916);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(69390);
/**
 * This job as GitHub records it (docs/workflow-shapes.md §2): the name of the check run GitHub
 * keeps for the job (`job.check_run_id`), which in a called workflow is `<calling job> / <called
 * job>`. Two calls of one reusable workflow in a run share GITHUB_JOB and the step's id; their
 * names differ, and each keeps its name in every attempt. Its digest is the job key that outbox
 * origins and check-run marks carry, so that their outboxes, check runs and supersession stay
 * apart. It is read once, when first needed (an outbox to seal, a check run to make).
 */



/** Hex digits of the name's SHA-256 kept: a check run's `external_id` stays short. */
const KEY_HEX = 16;
/** The key of a job named `name` (as GitHub records it): a digest, bounded whatever its length. */
function jobKeyOf(name) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, KEY_HEX);
}
/** GET /repos/{owner}/{repo}/check-runs/{id}: the check run's name (checks: read). */
async function checkRunName(access, checkRunId) {
    const { data } = await (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubClient */ .XB)(access).run('read check run', (octokit) => octokit.rest.checks.get({ ...(0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .ownerRepo */ .QH)(access), check_run_id: checkRunId }));
    if (typeof data.name !== 'string' || data.name === '') {
        throw new Error('GitHub answered a check run without a name');
    }
    return data.name;
}
/** A status GitHub answered that says the token may not read check runs (checks: read). */
function refused(err) {
    const status = (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(err);
    return status === 403 || status === 404;
}
/**
 * This job's key, read at most once however often it is asked for; undefined when it cannot be
 * read. A failure other than a refused permission (which the check run's own warning names) is
 * told to `warn`, once.
 */
function jobKeyOnce(lookup, warn) {
    let key;
    const read = async () => {
        const id = lookup.checkRunId;
        if (id === undefined || !lookup.token || !lookup.repository.includes('/'))
            return undefined;
        try {
            return jobKeyOf(await checkRunName(lookup, id));
        }
        catch (err) {
            if (!refused(err)) {
                warn(`This job's name could not be read from GitHub (its check run ${id}: ` +
                    `${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(err)}): two calls of one reusable workflow in this run are told ` +
                    'apart only by their check-name.');
            }
            return undefined;
        }
    };
    return () => (key ??= read());
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99954);
/** The action's entry point: GitHub runs dist/index.js, the bundle of this file. */

await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 59011:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   Xf: () => (/* binding */ INPUT_VARIABLES)
/* harmony export */ });
/* unused harmony export RUNNER_DEFAULTS */
/**
 * The one table of input defaults and KOSLI_* variables. readSourced (read.ts) applies them;
 * action.yml carries the same `default:` for every input without a variable, and the README's
 * inputs table is generated from this table (script/action-tables.ts). Tests compare all three.
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
    'max-retries': 'KOSLI_MAX_API_RETRIES',
    'http-proxy': 'KOSLI_HTTP_PROXY'
};
/**
 * Built-in defaults, applied after the variable. For an input without a variable, action.yml
 * carries the same `default:`; for one with a variable, only this table does.
 */
const INPUT_DEFAULTS = {
    command: 'report',
    'base-url': 'https://app.kosli.com',
    'dry-run': 'false',
    'max-retries': '3',
    // With these, a service that accepts connections and never answers costs a run one request's
    // attempts and waits, at most: 4 × 20 s + the backoff (1 + 2 + 4 s) = 87 s (docs/bad-day.md).
    'timeout-seconds': '20',
    'on-service-down': 'defer',
    'artifact-type': 'auto',
    'attestation-name': 'junit',
    'attach-results': 'auto',
    'test-messages': 'first-line',
    'fail-on-non-compliant': 'false',
    'check-run': 'true',
    'send-superseded': 'false',
    'check-name': 'Compliance',
    summary: 'true'
};
/**
 * Defaults only the runner can give (an expression it evaluates): action.yml's `default:`,
 * with nothing in their place outside a workflow.
 */
const RUNNER_DEFAULTS = {
    'github-token': '${{ github.token }}',
    matrix: '${{ toJSON(matrix) }}',
    strategy: '${{ toJSON(strategy) }}',
    'job-check-run-id': '${{job.check_run_id}}'
};


/***/ }),

/***/ 14640:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ matrixLegWords),
/* harmony export */   C: () => (/* binding */ readStrategy),
/* harmony export */   I5: () => (/* binding */ readMatrixLeg),
/* harmony export */   YT: () => (/* binding */ matrixLegDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83916);
/* harmony import */ var _util_clip_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(45940);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(44245);
/**
 * `matrix`: the values of the job's matrix leg, as JSON. action.yml's default is
 * `${{ toJSON(matrix) }}`, which the runner evaluates itself (an input's default may use the
 * github, strategy, matrix, job and runner contexts); outside a matrix it gives `null`.
 */




/** A context the runner gave as JSON, parsed; undefined when it is not JSON. */
function parsedOrUndefined(value) {
    try {
        return JSON.parse(value);
    }
    catch {
        return undefined;
    }
}
/** The leg's values, e.g. `{ os: 'ubuntu-latest' }`; undefined when the job is not a matrix leg. */
function readMatrixLeg(env) {
    const value = (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .read */ .LF)(env, 'matrix');
    if (value === '' || value === 'null')
        return undefined;
    const leg = parsedOrUndefined(value);
    if (typeof leg !== 'object' || leg === null || Array.isArray(leg)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('matrix', value, 'must be the JSON of the matrix: leave its default');
    }
    return Object.keys(leg).length > 0 ? leg : undefined;
}
/** The most of a leg's values shown in a name or a message. */
const LEG_WORDS_CHARS = 100;
/** The leg's values in words, `os: windows-latest, node: 20`, bounded for a name. */
function matrixLegWords(leg) {
    const words = Object.entries(leg)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(', ');
    return (0,_util_clip_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$)(words, LEG_WORDS_CHARS);
}
/** JSON with every object's keys in order: one text for one leg, however it was given. */
function canonical(v) {
    if (Array.isArray(v))
        return `[${v.map(canonical).join(',')}]`;
    if (v !== null && typeof v === 'object') {
        const entries = Object.entries(v).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
    }
    return JSON.stringify(v) ?? 'null';
}
/**
 * The leg's identity: 32 hex digits of the SHA-256 of its whole JSON. Its words are cut for a
 * name; this is not, so two legs whose values differ anywhere differ here (docs/bad-day.md,
 * "Never stale").
 */
function matrixLegDigest(leg) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonical(leg)).digest('hex').slice(0, 32);
}
/**
 * `strategy`: the job's `strategy` context as JSON (action.yml's default, `${{ toJSON(strategy) }}`,
 * which the runner evaluates): the leg's `job-index` and `job-total`. Undefined when not given.
 */
function readStrategy(env) {
    const value = (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .read */ .LF)(env, 'strategy');
    if (value === '' || value === 'null')
        return undefined;
    const s = parsedOrUndefined(value);
    const index = s?.['job-index'];
    const total = s?.['job-total'];
    if (!Number.isInteger(index) ||
        !Number.isInteger(total) ||
        Number(index) < 0 ||
        Number(total) < 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('strategy', value, 'must be the JSON of the strategy context: leave its default');
    }
    return { jobIndex: Number(index), jobTotal: Number(total) };
}


/***/ }),

/***/ 44245:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FQ: () => (/* binding */ readOptionalBool),
/* harmony export */   Gq: () => (/* binding */ invalid),
/* harmony export */   KA: () => (/* binding */ readDefaultedInt),
/* harmony export */   Kf: () => (/* binding */ readChoice),
/* harmony export */   LF: () => (/* binding */ read),
/* harmony export */   LO: () => (/* binding */ missing),
/* harmony export */   SX: () => (/* binding */ readPairs),
/* harmony export */   Se: () => (/* binding */ readLines),
/* harmony export */   Ud: () => (/* binding */ spelledBool),
/* harmony export */   Uk: () => (/* binding */ readInt),
/* harmony export */   mW: () => (/* binding */ readSourced),
/* harmony export */   pS: () => (/* binding */ requireUrl),
/* harmony export */   r5: () => (/* binding */ readBool),
/* harmony export */   vt: () => (/* binding */ requireMatch),
/* harmony export */   yu: () => (/* binding */ readRequired)
/* harmony export */ });
/* unused harmony export parseBool */
/* harmony import */ var _api_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(91451);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83916);
/* harmony import */ var _util_url_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(77997);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(59011);
/**
 * Reading action inputs as the runner passes them (INPUT_<NAME> variables). The one rule of
 * precedence: an explicit input, else the official CLI's KOSLI_* variable, else the built-in
 * default (the table in defaults.ts). The runner sets every `default:` of action.yml as an
 * INPUT_* variable, so an input with a variable has no `default:` there: its default is applied
 * after the variable (docs/compatibility.md §9).
 * Every failure is an InputError that names the input and the value.
 */




function envName(input) {
    return `INPUT_${input.replace(/ /g, '_').toUpperCase()}`;
}
/** The value with its origin; empty values are ignored at each step, as the CLI does. */
function readSourced(env, input) {
    const explicit = (env[envName(input)] ?? '').trim();
    if (explicit !== '')
        return { value: explicit, origin: 'input' };
    const variable = _defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_VARIABLES */ .Xf[input];
    const fromVariable = variable ? (env[variable] ?? '').trim() : '';
    if (fromVariable !== '')
        return { value: fromVariable, origin: 'variable' };
    return { value: _defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_DEFAULTS */ .WJ[input] ?? '', origin: 'default' };
}
function read(env, input) {
    return readSourced(env, input).value;
}
/** The error for a value, naming the variable too when the value came from one. */
function invalid(input, { value, origin }, reason, opts = {}) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, reason, {
        ...opts,
        variable: origin === 'variable' ? _defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_VARIABLES */ .Xf[input] : undefined
    });
}
/**
 * The one way to say an input is required, for every command: `Input 'flow' is required for
 * report (or set KOSLI_FLOW): ""` — what needs it, what would do instead, and its variable.
 */
function missing(input, need) {
    const variable = _defaults_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_VARIABLES */ .Xf[input];
    const instead = [need.orGive && `give ${need.orGive}`, variable && `set ${variable}`];
    const or = instead.filter(Boolean).join(', or ');
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, '', `is required for ${need.for}${or ? ` (or ${or})` : ''}`);
}
/** The input's value; empty, it is refused with `missing`. */
function readRequired(env, input, need) {
    const value = read(env, input);
    if (!value)
        throw missing(input, need);
    return value;
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
/** The boolean a value spells, else undefined: the YAML core set for an input, the CLI's for a variable. */
function spelledBool(sourced) {
    const variable = sourced.origin === 'variable';
    if ((variable ? VARIABLE_TRUE : INPUT_TRUE).includes(sourced.value))
        return true;
    if ((variable ? VARIABLE_FALSE : INPUT_FALSE).includes(sourced.value))
        return false;
    return undefined;
}
/** A boolean: exactly the YAML core set for an input (the CLI's set for a KOSLI_* variable). */
function parseBool(input, sourced) {
    const value = spelledBool(sourced);
    if (value !== undefined)
        return value;
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
/** A whole number input that has a built-in default (defaults.ts): always a number. */
function readDefaultedInt(env, input, min, max) {
    const value = readInt(env, input, min, max);
    if (value === undefined)
        throw new Error(`Input '${input}' has no built-in default`);
    return value;
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
    if (!_api_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3[pattern].test(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, `must match ${_api_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERN_TEXT */ .n1[pattern]}`);
    }
}
function requireUrl(input, value) {
    if (!(0,_util_url_js__WEBPACK_IMPORTED_MODULE_3__/* .httpUrl */ .q)(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, 'must be an http(s) URL');
}


/***/ }),

/***/ 80130:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ AttachmentTooLargeError),
/* harmony export */   Ug: () => (/* binding */ EncodingError),
/* harmony export */   v0: () => (/* binding */ JUnitError)
/* harmony export */ });
/** The error types of src/junit. */
/**
 * A report that cannot be used (malformed XML, an unsupported encoding, a file over a limit) or
 * a set of reports without any test suite: the one src/junit error callers see.
 */
class JUnitError extends Error {
    file;
    line;
    reason;
    inRepository;
    constructor(
    /** The report file as the user sees it (relative to the workspace), when one is to blame. */
    file, 
    /** 1-based line of the problem, when known. */
    line, 
    /** A plain reason, without the file and line. */
    reason, 
    /** The report's repository path, to annotate the problem on it. */
    inRepository) {
        super(file === undefined
            ? reason
            : `cannot parse JUnit report ${file}${line === undefined ? '' : ` (line ${line})`}: ${reason}`);
        this.file = file;
        this.line = line;
        this.reason = reason;
        this.inRepository = inRepository;
        this.name = 'JUnitError';
    }
}
/** Bytes that are not valid in the report's encoding (turned into a JUnitError by the reader). */
class EncodingError extends Error {
}
/** `attach-results: true` and the reports do not fit the service's limit even compressed. */
class AttachmentTooLargeError extends Error {
    filename;
    bytes;
    limit;
    constructor(filename, bytes, limit, 
    /** Why it does not fit, in words. */
    reason) {
        super(`cannot attach ${filename}: ${reason}. Narrow the 'junit' ` +
            `globs, or set 'attach-results: auto' to send the attestation without the reports ` +
            `when they do not fit, or 'attach-results: false' never to attach them`);
        this.filename = filename;
        this.bytes = bytes;
        this.limit = limit;
        this.name = 'AttachmentTooLargeError';
    }
}


/***/ }),

/***/ 68228:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ testPath),
/* harmony export */   LO: () => (/* binding */ suiteLabel),
/* harmony export */   UU: () => (/* binding */ testName)
/* harmony export */ });
/**
 * A failing test's name as people read it (`suite › class › name`), and a suite's: one wording
 * for the summary, the log, the annotations, the check run's title and the judge's reasons.
 */
/**
 * CTest's `--output-junit` names its suite `(empty)` when the build has no name (the fixture
 * tools/ctest.xml): no name to show, in a test's path or a suite's place.
 */
const NO_SUITE_NAME = '(empty)';
/** A suite's name for people: '' when it has none. */
function suiteLabel(suite) {
    const label = suite.label ?? suite.name;
    return label === NO_SUITE_NAME ? '' : label;
}
/**
 * `suite › class › name`, leaving out a part that is empty or that a later part already holds
 * as whole words (Jest's classname is the name; Mocha's name is `suite classname`).
 */
function testPath(suite, classname, name) {
    const parts = [suiteLabel({ name: suite }), classname, name].map((p) => p.trim());
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
/** A failing test's name as people read it. */
function testName(t) {
    return testPath(t.suite, t.classname, t.name);
}


/***/ }),

/***/ 99954:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __nccwpck_require__(91451);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/util/secrets.ts
var secrets = __nccwpck_require__(84537);
// EXTERNAL MODULE: ./src/util/url.ts
var util_url = __nccwpck_require__(77997);
// EXTERNAL MODULE: ./src/inputs/defaults.ts
var defaults = __nccwpck_require__(59011);
// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __nccwpck_require__(44245);
// EXTERNAL MODULE: ./src/context/github.ts
var context_github = __nccwpck_require__(37212);
;// CONCATENATED MODULE: ./src/inputs/service.ts
/**
 * The inputs every command that talks to the records service reads: token, address, org,
 * dry run and the request settings. The client trusts what this returns.
 */







const ON_SERVICE_DOWN = ['defer', 'fail'];
/** Shorter than this cannot be a real token, and masking it would blank common words. */
const MIN_TOKEN_LENGTH = 8;
/**
 * The shortest api-token accepted (docs/bad-day.md, "Sealing"): a published outbox lets anyone
 * try tokens offline at scrypt's cost (≈ 100 ms a guess on one core); 16 random characters of
 * an API key's alphabet are ≈ 95 bits, out of reach at any number of cores. A length is a
 * floor, not a proof of randomness: the service's own generated keys are what it assumes.
 */
const MIN_API_TOKEN_LENGTH = 16;
/**
 * A secret input: refused (without showing it) when it is too short to be a token, else
 * registered for masking. Refusing comes first: masking `true` would blank every "true".
 */
function readSecret(env, input, least = MIN_TOKEN_LENGTH) {
    const sourced = (0,read/* readSourced */.mW)(env, input);
    const { value } = sourced;
    if (value !== '' && value !== rules/* DRY_RUN_TOKEN */.MQ && value.length < least) {
        throw (0,read/* invalid */.Gq)(input, sourced, `is ${value.length} characters long: too short to be a token (at least ${least})`, { hideValue: true });
    }
    // Never echo it: say only what is wrong with it.
    if (/[^\x21-\x7e]/.test(value)) {
        throw (0,read/* invalid */.Gq)(input, sourced, 'contains whitespace or characters that cannot be sent in an HTTP header (for example ' +
            'a trailing newline); check the secret', { hideValue: true });
    }
    // DRY_RUN is a switch, not a secret: masking it would blank the word in every log.
    if (value !== rules/* DRY_RUN_TOKEN */.MQ)
        (0,secrets/* registerSecret */.cl)(value);
    return value;
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
/** `base-url` → the API root ending with /api/v2. Never echoes credentials. */
function apiBaseUrl(raw, variable) {
    const refuse = (reason) => new errors/* InputError */.dz('base-url', withoutCredentials(raw), reason, { variable });
    const url = (0,util_url/* httpUrl */.q)(raw);
    if (!url)
        throw refuse('must be an http(s) URL');
    if (url.username !== '' || url.password !== '') {
        throw refuse('must not carry credentials (the token goes in api-token)');
    }
    if (url.search !== '' || url.hash !== '' || /[?#]/.test(raw)) {
        throw refuse('must not have a ?query or #fragment');
    }
    const trimmed = (0,util_url/* withoutTrailingSlashes */.A)(raw);
    return trimmed.endsWith('/api/v2') ? trimmed : `${trimmed}/api/v2`;
}
/**
 * The text of a URL-ish value with everything between its scheme and its last `@` replaced by
 * the redaction mark. Up to the last `@`, not the end of the authority: a refused value is often
 * one whose password holds an unencoded `/`, `?` or `#`, which ends the authority early.
 */
function withoutCredentials(raw) {
    return raw.replace(/^([^:/?#]*:\/*).*@/s, (_, scheme) => `${scheme}${secrets/* REDACTED */.XF}@`);
}
/** `http-proxy`, else KOSLI_HTTP_PROXY: an http(s) URL; its password is masked like a token. */
function readHttpProxy(env) {
    const sourced = (0,read/* readSourced */.mW)(env, 'http-proxy');
    if (sourced.value === '')
        return {};
    const url = (0,util_url/* httpUrl */.q)(sourced.value);
    if (url?.password)
        (0,secrets/* registerSecret */.cl)(decodeURIComponent(url.password));
    if (!url || (url.pathname !== '/' && url.pathname !== '') || url.search !== '') {
        throw (0,read/* invalid */.Gq)('http-proxy', { ...sourced, value: withoutCredentials(sourced.value) }, 'is not a proxy address (http://host:port or https://host:port, with user:password@ if the proxy asks for them)');
    }
    const httpProxyFrom = sourced.origin === 'variable' ? 'the KOSLI_HTTP_PROXY variable' : 'the http-proxy input';
    return { httpProxy: url.href, httpProxyFrom };
}
/** The service inputs of `command` (the name its required inputs are refused for). */
function readServiceInputs(env, command, github) {
    const apiToken = readSecret(env, 'api-token', MIN_API_TOKEN_LENGTH);
    const tokenOrigin = (0,read/* readSourced */.mW)(env, 'api-token').origin;
    // Without secrets on a fork's or Dependabot's pull request: a preview, not a failure.
    const preview = !apiToken && github ? (0,context_github/* previewReason */.R9)(github) : undefined;
    const dryRun = (0,read/* readBool */.r5)(env, 'dry-run') || apiToken === rules/* DRY_RUN_TOKEN */.MQ || preview !== undefined;
    if (!apiToken && !dryRun) {
        throw (0,read/* missing */.LO)('api-token', { for: command });
    }
    const base = (0,read/* readSourced */.mW)(env, 'base-url');
    const baseUrl = apiBaseUrl(base.value, base.origin === 'variable' ? defaults/* INPUT_VARIABLES */.Xf['base-url'] : undefined);
    const org = (0,read/* readRequired */.yu)(env, 'org', { for: command });
    (0,read/* requireMatch */.vt)('org', org, 'org');
    return {
        apiToken,
        apiTokenFrom: tokenOrigin === 'variable' ? 'the KOSLI_API_TOKEN variable' : 'the api-token input',
        baseUrl,
        org,
        dryRun,
        maxRetries: (0,read/* readDefaultedInt */.KA)(env, 'max-retries', 0, 10),
        timeoutSeconds: (0,read/* readDefaultedInt */.KA)(env, 'timeout-seconds', 1, 3600),
        ...readHttpProxy(env),
        onServiceDown: (0,read/* readChoice */.Kf)(env, 'on-service-down', ON_SERVICE_DOWN),
        ...(preview ? { preview } : {})
    };
}

;// CONCATENATED MODULE: ./src/commands/ready.ts

async function readCommand(spec, env, run) {
    if (spec.online) {
        const service = { ...run, ...readServiceInputs(env, run.command, run.github) };
        const config = { ...service, ...(await spec.readInputs(env, service)) };
        return { online: true, config, run: (delivery) => spec.run(config, delivery) };
    }
    maskUnusedToken(env);
    const config = { ...run, ...(await spec.readInputs(env, run)) };
    return { online: false, config, run: () => spec.run(config) };
}

;// CONCATENATED MODULE: ./src/commands/table.ts

const COMMANDS = {
    report: async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(93), __nccwpck_require__.e(876), __nccwpck_require__.e(684), __nccwpck_require__.e(328), __nccwpck_require__.e(39)]).then(__nccwpck_require__.bind(__nccwpck_require__, 89039))).reportCommand, env, run),
    fingerprint: async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(93), __nccwpck_require__.e(370)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5370))).fingerprintCommand, env, run),
    'attest-junit': async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(93), __nccwpck_require__.e(876), __nccwpck_require__.e(684), __nccwpck_require__.e(328), __nccwpck_require__.e(232)]).then(__nccwpck_require__.bind(__nccwpck_require__, 69232))).attestJUnitCommand, env, run),
    override: async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(93), __nccwpck_require__.e(876), __nccwpck_require__.e(350)]).then(__nccwpck_require__.bind(__nccwpck_require__, 83350))).overrideCommand, env, run),
    search: async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(876), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 91080))).searchCommand, env, run),
    'get-deployment': async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(93), __nccwpck_require__.e(4)]).then(__nccwpck_require__.bind(__nccwpck_require__, 94004))).getDeploymentCommand, env, run),
    'list-environments': async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(379)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7379))).listEnvironmentsCommand, env, run),
    'list-approvals': async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(93), __nccwpck_require__.e(589)]).then(__nccwpck_require__.bind(__nccwpck_require__, 32589))).listApprovalsCommand, env, run),
    replay: async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(697), __nccwpck_require__.e(505), __nccwpck_require__.e(876), __nccwpck_require__.e(684), __nccwpck_require__.e(822), __nccwpck_require__.e(827)]).then(__nccwpck_require__.bind(__nccwpck_require__, 60112))).replayCommand, env, run),
    legs: async (env, run) => readCommand((await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(876), __nccwpck_require__.e(451)]).then(__nccwpck_require__.bind(__nccwpck_require__, 71451))).legsCommand, env, run)
};

;// CONCATENATED MODULE: ./src/command-names.ts
/**
 * The names of the commands (the `command` input), in one list: what a command is lives in
 * commands/command.ts, its result in results.ts, and a table keyed by command
 * (`Record<CommandName, …>`, as the summary's footer) fails to compile when a name is missing.
 */
const COMMAND_NAMES = [
    'report',
    'fingerprint',
    'attest-junit',
    'override',
    'search',
    'get-deployment',
    'list-environments',
    'list-approvals',
    'replay',
    'legs'
];

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/context/runner.ts
/**
 * The runner's own facts, read once beside the GitHub context and handed down with it: where a
 * step may leave files, where its job summary goes, and whether it can use workflow artifacts —
 * and if not, why. Only report/ words the why (and an input's own refusal); the layers that act
 * on it (delivery/, commands/, outbox/) only ask whether they can.
 */

function readRunnerContext(env, github) {
    const enterprise = isEnterpriseServer(github.serverUrl);
    const cannotRead = enterprise
        ? 'enterprise-server'
        : !github.repository
            ? 'outside-actions'
            : undefined;
    const cannotSave = cannotRead ?? (env.ACTIONS_RUNTIME_TOKEN ? undefined : 'no-runtime-token');
    return {
        temp: env.RUNNER_TEMP || external_node_os_default().tmpdir(),
        summaryFile: env.GITHUB_STEP_SUMMARY ?? '',
        ...(cannotRead && { cannotReadArtifacts: cannotRead }),
        ...(cannotSave && { cannotSaveArtifacts: cannotSave }),
        ...(enterprise && github.repository && { workflowKeepsArtifacts: true })
    };
}
/**
 * Whether the run is on GitHub Enterprise Server, by the rule @actions/artifact applies (its
 * workflow artifacts do not work there): a server other than github.com, *.ghe.com (GitHub
 * Enterprise Cloud with data residency) or *.localhost. No server (outside Actions) is github.com.
 */
function isEnterpriseServer(serverUrl) {
    let host;
    try {
        host = new URL(serverUrl || 'https://github.com').hostname.toLowerCase();
    }
    catch {
        return false;
    }
    return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
}

// EXTERNAL MODULE: ./src/inputs/matrix.ts
var matrix = __nccwpck_require__(14640);
;// CONCATENATED MODULE: ./src/inputs/check-run.ts
/**
 * The check run's inputs: `check-run`, and `check-name`, which a matrix leg's check run carries
 * its leg's values in when it is left at its default (each leg makes a check run on the same
 * commit, and one name for all of them tells none apart).
 */



/** `job-check-run-id`: a check run's id, as the runner gives `job.check_run_id`; '' on GHES. */
function readJobCheckRunId(env) {
    const sourced = (0,read/* readSourced */.mW)(env, 'job-check-run-id');
    if (sourced.value === '')
        return undefined;
    const id = Number(sourced.value);
    if (!/^[1-9]\d*$/.test(sourced.value) || !Number.isSafeInteger(id)) {
        throw (0,read/* invalid */.Gq)('job-check-run-id', sourced, "must be this job's check run id, a whole number (job.check_run_id): leave its default");
    }
    return id;
}
function readCheckRunInputs(env) {
    const checkRun = (0,read/* readBool */.r5)(env, 'check-run');
    const given = (0,read/* read */.LF)(env, 'check-name');
    const jobCheckRunId = readJobCheckRunId(env);
    const job = jobCheckRunId === undefined ? {} : { jobCheckRunId };
    const leg = (0,matrix/* readMatrixLeg */.I5)(env);
    if (leg === undefined)
        return { checkRun, checkName: given, ...job };
    const words = (0,matrix/* matrixLegWords */.B8)(leg);
    const checkName = given === defaults/* INPUT_DEFAULTS */.WJ['check-name'] ? `${given} (${words})` : given;
    return { checkRun, checkName, checkLeg: words, checkLegDigest: (0,matrix/* matrixLegDigest */.YT)(leg), ...job };
}

;// CONCATENATED MODULE: ./src/config.ts
/**
 * Reads the inputs once: first what every command shares (the command, the workspace, the
 * GitHub context, where results are shown), then — in the command's table entry — the service
 * inputs of a command that talks to the service and the command's own inputs, declared in its
 * module. Secrets are masked before anything can print them. Throws InputError, naming the
 * input, before anything is sent.
 */







/** Read before the inputs: a refused input's job summary needs the runner's summary file. */
function readRunContext(env) {
    const github = (0,context_github/* readGitHubContext */.L7)(env);
    return { github, runner: readRunnerContext(env, github) };
}
function readRunConfig(env, context = readRunContext(env)) {
    // The GitHub token is masked first: nothing below may print it.
    const githubToken = readSecret(env, 'github-token');
    return {
        command: (0,read/* readChoice */.Kf)(env, 'command', COMMAND_NAMES),
        workspace: (0,context_github/* workspaceDir */.zf)(env),
        ...context,
        summary: (0,read/* readBool */.r5)(env, 'summary'),
        ...readCheckRunInputs(env),
        githubToken
    };
}
async function readConfig(env = process.env, context = readRunContext(env)) {
    const run = readRunConfig(env, context);
    return COMMANDS[run.command](env, run);
}

// EXTERNAL MODULE: ./src/api/api-errors.ts
var api_errors = __nccwpck_require__(36050);
// EXTERNAL MODULE: ./src/delivery/gate.ts
var gate = __nccwpck_require__(60361);
// EXTERNAL MODULE: ./src/util/english.ts
var english = __nccwpck_require__(448);
;// CONCATENATED MODULE: ./src/report/delivery-events.ts



/**
 * The CLI's dry-run banner and payload as one text (docs/compatibility.md §12). The payload is
 * appended whole, never split into lines: its size grows with the input (100,000 suites), and
 * the output boundary cuts it to what a block may show.
 */
function formatDryRun(request) {
    const head = '############### THIS IS A DRY-RUN  ###############\n' +
        `the request would have been sent to: ${request.method} ${request.url}`;
    if (request.body === undefined)
        return head;
    return `${head}\nthis is the payload that would be sent in a real run:\n${request.body}`;
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
/** What comes after a failed attempt, by the request's role while the service is in trouble. */
function nextWords(role, waitMs) {
    if (role === 'wait')
        return 'waiting for the request that probes the service, then retrying';
    const retry = `retrying in ${seconds(waitMs)}`;
    return role === 'probe'
        ? `the service is in trouble: ${retry} while the other requests wait`
        : retry;
}
/** One log line for a failed attempt: `artifact a.bin: attempt 1/4 failed (503 Service Unavailable); retrying in 1.0s`. */
function describeRetry(e, role = 'alone') {
    const what = e.status !== undefined
        ? [(0,api_errors/* statusLine */.Bs)(e.status), e.message].filter(Boolean).join(': ')
        : (e.error ?? 'unknown error');
    const who = e.label ?? `${e.method} ${e.url}`;
    return `${who}: attempt ${e.attempt}/${e.maxAttempts} failed (${what}); ${nextWords(role, e.waitMs)}`;
}
/** The delivery's events, printed as they happen. */
function deliveryEvents(out) {
    return {
        onRetry: (event, role) => out.info(describeRetry(event, role)),
        onSlow: (e) => out.info(`${e.label}: attempt ${e.attempt}/${e.maxAttempts} has had no answer for ` +
            `${seconds(e.waitedMs)} (it gives up at ${e.timeoutSeconds}s)`),
        // The cause of a refused token or a configuration error is the step's error, at the end:
        // not said twice.
        onStop: (stop, cause) => out.info(stop.kind === 'auth'
            ? `Stopped: ${(0,gate/* describeStop */.Cw)(stop)}; nothing more is sent with it.`
            : stop.kind === 'config'
                ? `Stopped: ${(0,gate/* describeStop */.Cw)(stop)}; nothing more is sent.`
                : `Stopped: ${(0,gate/* describeStop */.Cw)(stop)} (${cause}); nothing more is sent.`),
        onCancel: (e) => out.info(`Cancelled (${e.signal}) after ${(0,english/* count */.U9)(e.recorded, 'write')} recorded: no new write ` +
            'starts; ' +
            (e.inFlight > 0
                ? `waiting up to ${seconds(e.waitMs)} for the answers of the ${(0,english/* count */.U9)(e.inFlight, 'write')} in flight.`
                : 'no write is in flight.')),
        around: (title, work) => out.around(title, work)
    };
}

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __nccwpck_require__(53382);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
// EXTERNAL MODULE: ./src/report/display-limits.ts
var display_limits = __nccwpck_require__(74009);
;// CONCATENATED MODULE: ./src/report/runner-lines.ts
/**
 * How GitHub's runner reads the step's stdout (docs/runner-lines.md): lines end at CR, LF or
 * CRLF; a line is a command when it starts with `::` after .NET's leading white space, or holds
 * the legacy `##[` anywhere. The check here errs on the safe side: it also passes over the
 * characters a culture-aware .NET comparison may ignore (controls, format characters such as
 * U+200B), so a line it lets through can never be read as a command.
 */
/** Line ends as .NET's StreamReader.ReadLine sees them. */
const LINE_BREAK = /\r\n|\r|\n/;
/**
 * Characters that may stand before `::` (white space by .NET's Char.IsWhiteSpace, which is
 * Unicode's White_Space set, U+0085 and U+00A0 included) or that a culture-aware comparison
 * may skip (controls, format and default-ignorable characters).
 */
const IGNORED = '\\p{White_Space}\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}';
const STARTS_COMMAND = new RegExp(`^[${IGNORED}]*:[${IGNORED}]*:`, 'u');
/** Between the characters of `##[`, only what a comparison may skip (no white space). */
const SKIPPABLE = '\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}';
const SKIPPABLE_RUN = new RegExp(`[${SKIPPABLE}]+`, 'gu');
/** true when the runner could take this one line (no line breaks in it) for a command. */
function isCommandLine(line) {
    if (STARTS_COMMAND.test(line))
        return true;
    if (!line.includes('#'))
        return false;
    if (line.includes('##['))
        return true;
    return line.replace(SKIPPABLE_RUN, '').includes('##[');
}
/** true when any line of `text`, split as the runner splits it, could be a command. */
function holdsCommand(text) {
    // A command needs `:` or `#`: most text is answered without splitting it.
    if (!text.includes(':') && !text.includes('#'))
        return false;
    return text.split(LINE_BREAK).some(isCommandLine);
}

;// CONCATENATED MODULE: ./src/report/boundary.ts
/**
 * The one boundary between the action and everything that leaves the process: log lines,
 * annotations, step outputs, blocks of data (dry-run payloads) and the job summary (rendered
 * and redacted by summary.ts). The runner's protocol is
 * @actions/core's; this adds what the boundary needs on top of it: each text is redacted on the
 * raw text first (secrets and any long piece of one), then cut to a bounded size, then written
 * so that data can never become a workflow command (runner-lines.ts). Nothing else prints.
 */





/**
 * Redacted, then cut to `max` characters. Only the head that can be shown is redacted (with
 * room for a secret that starts inside it), so a huge text costs what is printed of it.
 */
function safeText(value, max = display_limits/* SHOWN_CHARS */.q4.logLine) {
    const window = max + longestSecret();
    const head = value.length > window ? value.slice(0, window) : value;
    const redacted = (0,secrets/* redactSecrets */.fp)(head);
    if (head.length === value.length)
        return (0,display_limits/* clip */.$Q)(redacted, max);
    // Cut before redacting: the mark is due even when what is left would fit.
    return (0,display_limits/* clip */.$Q)(redacted + display_limits/* ELLIPSIS */.Gr, max);
}
function longestSecret() {
    let longest = 0;
    for (const secret of (0,secrets/* registeredSecrets */.wW)())
        longest = Math.max(longest, secret.length);
    return longest;
}
const LINE_BREAKS = new RegExp(LINE_BREAK.source, 'g');
/** One line of data: line breaks shown as `⏎`, so a value cannot begin a line of its own. */
function oneLine(value, max = display_limits/* SHOWN_CHARS */.q4.value) {
    return (0,display_limits/* clip */.$Q)(value.replace(LINE_BREAKS, '⏎'), max);
}
/** The properties, redacted and bounded; @actions/core escapes them. */
function safeProps(props) {
    const safe = {};
    if (props.title !== undefined) {
        safe.title = safeText(props.title, display_limits/* GITHUB_LIMITS */.f_.annotationTitleChars);
    }
    if (props.file !== undefined)
        safe.file = safeText(props.file, display_limits/* SHOWN_CHARS */.q4.path);
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
            core/* setSecret */.Pq(secret);
            this.masked.add(secret);
        }
    }
    /** Plain log lines; text that holds a line the runner could read as a command is fenced off. */
    info(text) {
        write(safeText(text));
    }
    /** A block of data (a payload): redacted, bounded, fenced off from the runner's parser. */
    block(text) {
        write(safeText(text, display_limits/* SHOWN_CHARS */.q4.block));
    }
    /**
     * Log lines under a collapsible heading (the title is data of the `group` command); `blocks`:
     * each item is a block of data (a payload), bounded as one.
     */
    group(title, lines, opts = {}) {
        if (lines.length === 0)
            return;
        core/* startGroup */.Oh(oneLine(safeText(title), display_limits/* SHOWN_CHARS */.q4.name));
        for (const line of lines) {
            if (opts.blocks)
                this.block(line);
            else
                this.info(line);
        }
        core/* endGroup */.N4();
    }
    /**
     * Runs `work` inside a group named `title`, so that what a library prints meanwhile (the
     * artifact client's progress, GitHub's client) stays inside it. Nothing of ours may print
     * during it but what is about the same work.
     */
    async around(title, work) {
        core/* startGroup */.Oh(oneLine(safeText(title), display_limits/* SHOWN_CHARS */.q4.name));
        try {
            return await work();
        }
        finally {
            core/* endGroup */.N4();
        }
    }
    // Annotation messages and properties are data of the command: @actions/core escapes %, CR,
    // LF (and `:` and `,` in properties), so each is one line that the runner reads as ours.
    warning(message, props = {}) {
        core/* warning */.$e(safeText(message), safeProps(props));
    }
    notice(message, props = {}) {
        core/* notice */.lm(safeText(message), safeProps(props));
    }
    error(message, props = {}) {
        core/* error */.z3(safeText(message), safeProps(props));
    }
    /** A step output, redacted (a later step and its files must not receive a token). */
    setOutput(name, value) {
        core/* setOutput */.uH(name, (0,secrets/* redactSecrets */.fp)(value));
    }
}
/**
 * Appends Markdown to the job summary (the file GITHUB_STEP_SUMMARY names) through
 * @actions/core, the runner's protocol, like every other output: a stand-in for @actions/core
 * (npm run local-action) then receives it too. A new writer each time, because core.summary
 * keeps the first file it found, and a process that runs several steps (the tests) has one
 * file per step.
 */
async function appendJobSummary(markdown) {
    const SummaryWriter = core/* summary */.z.constructor;
    await new SummaryWriter().addRaw(markdown).write();
}
/**
 * Writes text as log lines, inside a `stop-commands` fence when any line could be a command:
 * the runner then reads nothing as a command until the fence's random token comes back.
 */
function write(text) {
    if (!holdsCommand(text)) {
        core/* info */.pq(text);
        return;
    }
    const fence = (0,external_node_crypto_.randomUUID)();
    core/* info */.pq(`::stop-commands::${fence}`);
    core/* info */.pq(text);
    core/* info */.pq(`::${fence}::`);
}

// EXTERNAL MODULE: ./src/report/writes.ts
var report_writes = __nccwpck_require__(24372);
// EXTERNAL MODULE: ./src/junit/junit-errors.ts
var junit_errors = __nccwpck_require__(80130);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __nccwpck_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __nccwpck_require__(12011);
// EXTERNAL MODULE: ./src/report/bytes.ts
var report_bytes = __nccwpck_require__(72661);
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

// EXTERNAL MODULE: ./src/util/clip.ts
var clip = __nccwpck_require__(45940);
;// CONCATENATED MODULE: ./src/report/sections/artifacts-section.ts





function artifactsBlocks(result, ctx) {
    const artifacts = result.artifacts;
    if (!artifacts || artifacts.length === 0)
        return [];
    const byId = (0,report_writes/* writesById */.XZ)(result);
    const writes = artifacts.map((a) => (a.writeId === undefined ? undefined : byId.get(a.writeId)));
    // The Reported column says something only where a report was made.
    const sent = writes.some((w) => w !== undefined);
    return [
        `### Artifacts\n\n${countsLine(artifacts, writes)}\n\n`,
        {
            head: sent
                ? '| Artifact | Type | Fingerprint | Reported |\n|---|---|---|---|\n'
                : '| Artifact | Type | Fingerprint |\n|---|---|---|\n',
            tail: '\n',
            count: artifacts.length,
            priority: 2,
            item: (i) => artifactRow(artifacts[i], writes[i], sent, ctx),
            more: (n) => `_… and ${(0,format/* num */.bu)(n)} more artifacts — see the \`fingerprints\` output._\n\n`
        }
    ];
}
/** `3 total · 2 reported · 1 not recorded`: each state once, from the writes. */
function countsLine(artifacts, writes) {
    const states = writes.map((w) => w?.state);
    const reported = states.filter((s) => (0,report_writes/* isInService */.h8)(s)).length;
    const deferred = states.filter((s) => s === 'deferred').length;
    const notRecorded = writes.filter((w) => w && w.state !== 'deferred' && (0,report_writes/* stateMark */.B3)(w) === '✗');
    const counts = [`${(0,format/* num */.bu)(artifacts.length)} total`];
    if (reported > 0)
        counts.push(`${(0,format/* num */.bu)(reported)} reported`);
    if (deferred > 0)
        counts.push(`${(0,format/* num */.bu)(deferred)} deferred`);
    if (notRecorded.length > 0)
        counts.push(`${(0,format/* num */.bu)(notRecorded.length)} not recorded`);
    // Not read, and no write made of it (the fingerprint command: the step's error says why).
    const unsent = new Map();
    for (const [i, a] of artifacts.entries()) {
        if (a.stage === 'fingerprinted' || writes[i])
            continue;
        unsent.set(stageWords(a.stage), (unsent.get(stageWords(a.stage)) ?? 0) + 1);
    }
    for (const [words, n] of unsent)
        counts.push(`${(0,format/* num */.bu)(n)} ${words}`);
    return counts.join(' · ');
}
/**
 * What an artifact's stage says where no write says more (the fingerprint command): the one
 * place a stage is worded, for the table and the log. A new stage is a new case here.
 */
function stageWords(stage) {
    switch (stage) {
        case 'fingerprinted':
            return 'fingerprinted';
        case 'unreadable':
            return 'not read';
    }
}
function fingerprintHtml(fingerprint) {
    if (typeof fingerprint !== 'string' || fingerprint === '')
        return '–';
    return `<code title="${(0,report_escape/* attr */.CF)(fingerprint)}">${(0,report_escape/* text */.Qq)((0,format/* short */.h0)(fingerprint))}</code>`;
}
/** Characters of a name or path shown at most: the rest is cut from the middle. */
const SHOWN = 60;
/** A name (an image reference, a file's name) cut in the middle: its start says the most. */
function middleCut(name) {
    // Most names are short: no split into code points for them (a UTF-16 length bounds that).
    if (name.length <= SHOWN)
        return name;
    const chars = [...name];
    if (chars.length <= SHOWN)
        return name;
    const end = 15;
    return `${chars.slice(0, SHOWN - end - 1).join('')}${clip/* ELLIPSIS */.G}${chars.slice(-end).join('')}`;
}
/** A name or path cut in the middle past SHOWN characters, the whole on hover (as pathCell). */
function shown(value, ctx, tag) {
    const whole = (0,display_limits/* clip */.$Q)(value, ctx.textCap);
    const cut = tag === 'code' ? (0,format/* shortPath */._1)(whole, SHOWN) : middleCut(whole);
    if (cut === whole)
        return tag === 'code' ? (0,report_escape/* code */.aY)(whole) : (0,report_escape/* text */.Qq)(whole);
    return `<${tag} title="${(0,report_escape/* text */.Qq)(whole).replace(/<br>/g, ' ')}">${(0,report_escape/* text */.Qq)(cut)}</${tag}>`;
}
/** The artifact: its name (linked to its page), then its path when that is not the name. */
function artifactCell(a, ctx) {
    const lines = [(0,report_escape/* link */.nf)(shown(a.name, ctx, 'span'), a.htmlUrl)];
    const from = [];
    if (a.path && a.path !== a.name)
        from.push(shown(a.path, ctx, 'code'));
    if (a.templateName)
        from.push(`template ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(a.templateName, display_limits/* SHOWN_CHARS */.q4.name))}`);
    if (from.length > 0)
        lines.push(`<sub>${from.join(' · ')}</sub>`);
    return lines.join('<br>');
}
function artifactRow(a, write, sent, ctx) {
    // An unreadable artifact's failure is its write's; without one, the step's error says it.
    const fingerprint = a.stage === 'fingerprinted' ? fingerprintHtml(a.fingerprint) : `✗ ${stageWords(a.stage)}`;
    let status;
    if (!write)
        status = '—';
    else if (write.state === 'recorded')
        status = '✓';
    else
        status = `${(0,report_writes/* stateMark */.B3)(write)} ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)((0,report_writes/* stateWords */.Xu)(write), ctx.textCap))}`;
    const reported = sent ? ` ${status} |` : '';
    return `| ${artifactCell(a, ctx)} | ${(0,report_escape/* text */.Qq)(a.type)} | ${fingerprint} |${reported}\n`;
}

;// CONCATENATED MODULE: ./src/report/sections/approvals.ts





function approvalsBlocks(result, ctx) {
    const approvals = result.approvals;
    if (!approvals)
        return [];
    const list = approvals.list;
    if (approvals.error) {
        return [
            `### Approvals\n\nArtifact ${fingerprintHtml(approvals.fingerprint)} in flow ` +
                `${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(approvals.flow, display_limits/* SHOWN_CHARS */.q4.name))}: ❌ the approvals could not be listed: ` +
                `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(approvals.error, ctx.textCap))}\n\n`
        ];
    }
    const blocks = [
        `### Approvals\n\nArtifact ${fingerprintHtml(approvals.fingerprint)} in flow ` +
            `${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(approvals.flow, display_limits/* SHOWN_CHARS */.q4.name))}: latest state ${(0,format/* stateIcon */.hZ)(approvals.state)} ` +
            `**${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(approvals.state, display_limits/* SHOWN_CHARS */.q4.label))}** (${(0,english/* count */.U9)(list.length, 'approval')})\n\n`
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
        `${(0,format/* stateIcon */.hZ)(a.state)} <b>Approval ${a.release_number ?? ''}</b>`,
        (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(a.state, display_limits/* SHOWN_CHARS */.q4.label)),
        `created ${(0,format/* isoTime */.Ly)(a.created_at)}`
    ];
    if (a.environment)
        facts.push(`environment ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(a.environment, display_limits/* SHOWN_CHARS */.q4.name))}`);
    const description = a.description ? `<br>${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(a.description, ctx.textCap))}` : '';
    const reviews = a.approvals ?? [];
    const shown = reviews.slice(0, ctx.nestedCap).map((r) => reviewItem(r, ctx));
    if (reviews.length > shown.length) {
        shown.push(`<li>… and ${(0,english/* count */.U9)(reviews.length - shown.length, 'more review')}</li>`);
    }
    const nested = shown.length > 0 ? `<ul>${shown.join('')}</ul>` : '';
    return `<li>${facts.join(' — ')}${description}${nested}</li>\n`;
}
function reviewItem(r, ctx) {
    const who = (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(r.approved_by, display_limits/* SHOWN_CHARS */.q4.name)) || 'someone';
    const state = r.state ? ` ${(0,format/* stateIcon */.hZ)(r.state)} ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(r.state, display_limits/* SHOWN_CHARS */.q4.label))}` : '';
    const comment = r.comment ? `: ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(r.comment, ctx.textCap))}` : '';
    const url = r.approval_url ? ` (${(0,report_escape/* link */.nf)('link', r.approval_url)})` : '';
    return `<li>${who}${state} at ${(0,format/* isoTime */.Ly)(r.timestamp)}${comment}${url}</li>`;
}

;// CONCATENATED MODULE: ./src/report/sections/deployment.ts




function deploymentBlocks(result, ctx) {
    const outcome = result.deployment;
    if (!outcome)
        return [];
    const env = (0,display_limits/* clip */.$Q)(outcome.environment, display_limits/* SHOWN_CHARS */.q4.name);
    const lines = [];
    if (outcome.error)
        lines.push(`❌ ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(outcome.error, ctx.textCap))}`);
    const d = outcome.deployment;
    if (!d) {
        if (!outcome.error) {
            lines.push(`No deployment of ${fingerprintHtml(outcome.fingerprint)} in ${(0,report_escape/* code */.aY)(env)}.`);
        }
        return [`### Deployment\n\n${lines.join('\n\n')}\n\n`];
    }
    const envName = (0,display_limits/* clip */.$Q)(d.env_name || outcome.environment, display_limits/* SHOWN_CHARS */.q4.name);
    const snapshot = d.snapshot_index != null ? `, snapshot ${(0,report_escape/* code */.aY)(`${envName}#${d.snapshot_index}`)}` : '';
    lines.push(`- **Deployed** ${(0,format/* isoTime */.Ly)(d.deployed_at)} to ${(0,report_escape/* code */.aY)(envName)}${snapshot}`);
    const name = d.artifact_name ?? '';
    lines.push(`- **Artifact** ${name ? `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(name, ctx.textCap))} ` : ''}${fingerprintHtml(d.fingerprint || outcome.fingerprint)}`);
    const origin = artifactOrigin(d.artifact);
    if (origin)
        lines.push(`- **From** ${origin}`);
    const replaced = d.replaced_artifact;
    if (replaced) {
        const rName = replaced.artifact_name ?? '';
        const rSnap = replaced.snapshot_index != null ? ` (snapshot ${(0,format/* num */.bu)(replaced.snapshot_index)})` : '';
        const rOrigin = artifactOrigin(replaced.artifact);
        lines.push(`- **Replaced** ${rName ? `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(rName, ctx.textCap))} ` : ''}${fingerprintHtml(replaced.fingerprint)}${rSnap}${rOrigin ? ` from ${rOrigin}` : ''}`);
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
    if (!a)
        return '';
    const parts = [];
    if (a.flow_name)
        parts.push(`flow ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(a.flow_name, display_limits/* SHOWN_CHARS */.q4.name))}`);
    if (a.trail_name)
        parts.push(`trail ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(a.trail_name, display_limits/* SHOWN_CHARS */.q4.name))}`);
    const sha = a.git_commit || a.git_commit_info?.sha1 || '';
    if (sha)
        parts.push(`commit ${(0,report_escape/* link */.nf)((0,report_escape/* code */.aY)(sha.slice(0, 7)), a.git_commit_info?.url)}`);
    return parts.join(', ');
}

;// CONCATENATED MODULE: ./src/report/sections/environments.ts




function environmentsBlocks(result, ctx) {
    const envs = result.environments;
    if (!envs)
        return [];
    const list = envs.list;
    const blocks = [
        `### Environments\n\n${(0,english/* count */.U9)(list.length, 'environment')} from ${(0,english/* count */.U9)(envs.pages, 'page')}\n\n`
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
    const tags = Object.entries(e.tags ?? {})
        .slice(0, ctx.nestedCap)
        .map(([k, v]) => (0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(`${k}=${v}`, display_limits/* SHOWN_CHARS */.q4.name)));
    const policies = (e.policies ?? [])
        .slice(0, ctx.nestedCap)
        .map((p) => (0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(p, display_limits/* SHOWN_CHARS */.q4.name)));
    return (`| ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(e.name, ctx.textCap))} | ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(e.type, display_limits/* SHOWN_CHARS */.q4.label))} | ${state(e.state)} ` +
        `| ${(0,format/* isoTime */.Ly)(e.last_reported_at)} | ${tags.join(' ') || '–'} | ${policies.join(' ') || '–'} |\n`);
}

;// CONCATENATED MODULE: ./src/report/sections/footer.ts


const ALL = ['flow', 'trail', 'commit'];
/**
 * The fields each command's footer shows: queries do not use every field (a trail under a list
 * of environments only confuses). Keyed by the command type: a new command is a compile error
 * here until it says which it shows.
 */
const FOOTER_FIELDS = {
    report: ALL,
    fingerprint: [],
    'attest-junit': ALL,
    override: ALL,
    search: ['commit'],
    'get-deployment': [],
    'list-environments': [],
    'list-approvals': ['flow'],
    replay: ALL,
    legs: ALL
};
function footerBlock(result) {
    const d = result.destination;
    const used = FOOTER_FIELDS[result.command];
    const parts = [];
    if (d.org)
        parts.push(`org ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(d.org, display_limits/* SHOWN_CHARS */.q4.name))}`);
    if (d.flow && used.includes('flow'))
        parts.push(`flow ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(d.flow, display_limits/* SHOWN_CHARS */.q4.name))}`);
    if (d.trail && used.includes('trail'))
        parts.push(`trail ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(d.trail, display_limits/* SHOWN_CHARS */.q4.name))}`);
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

// EXTERNAL MODULE: ./src/report/verdict.ts
var report_verdict = __nccwpck_require__(90687);
// EXTERNAL MODULE: ./src/report/no-artifacts.ts
var no_artifacts = __nccwpck_require__(80529);
;// CONCATENATED MODULE: ./src/report/sections/outbox.ts






const LABELS_SHOWN = 20;
/**
 * The other writes as a table: what each records, and what became of it; a replay of several
 * origins says each write's origin, named as in its "Replayed from" table.
 */
function writesBlocks(result, ctx) {
    const rest = (0,report_writes/* otherWrites */.RQ)(result);
    if (rest.length === 0)
        return [];
    const origin = originOfWrites(result);
    return [
        {
            head: origin
                ? '| Origin | Write | Outcome |\n|---|---|---|\n'
                : '| Write | Outcome |\n|---|---|\n',
            tail: '\n',
            count: rest.length,
            priority: 2,
            item: (i) => writeRow(rest[i], ctx, origin),
            more: (n) => `_… and ${(0,format/* num */.bu)(n)} more writes._\n\n`
        }
    ];
}
/** Each write's origin by the write's id, when a replay has more than one origin. */
function originOfWrites(result) {
    const verdicts = result.replayedOrigins ?? [];
    if (verdicts.length < 2)
        return undefined;
    const names = (0,format/* originNames */.HP)(verdicts.map((v) => v.origin));
    return new Map(verdicts.flatMap((v, i) => v.writeIds.map((id) => [id, names[i]])));
}
function writeRow(w, ctx, origin) {
    const from = origin ? `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(origin.get(w.id) ?? '–', display_limits/* SHOWN_CHARS */.q4.name))} | ` : '';
    return `| ${from}${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(w.label, display_limits/* SHOWN_CHARS */.q4.name))} | ${(0,report_writes/* stateMark */.B3)(w)} ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)((0,report_writes/* stateWords */.Xu)(w), ctx.textCap))} |\n`;
}
/** What waits in the outbox, where, and how to send it. */
function outboxBlock(result) {
    const o = result.outbox;
    const deferred = (0,report_writes/* writesIn */.Ug)(result, 'deferred');
    if (!o || deferred.length === 0)
        return '';
    const what = deferred
        .slice(0, LABELS_SHOWN)
        .map((w) => (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(w.label, display_limits/* SHOWN_CHARS */.q4.name)))
        .join(', ');
    const more = deferred.length > LABELS_SHOWN ? ` and ${(0,format/* num */.bu)(deferred.length - LABELS_SHOWN)} more` : '';
    const head = `📮 **${(0,english/* count */.U9)(deferred.length, 'write')} deferred** (${what}${more}): the service could not take them.`;
    if ((0,no_artifacts/* outboxIsEnterpriseFile */.v)(o) && o.file) {
        return (`${head} They wait, sealed with the api-token, in the file ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(o.file, display_limits/* SHOWN_CHARS */.q4.message))} ` +
            '(the `outbox-file` output). On GitHub Enterprise Server this step cannot save it as a ' +
            'workflow artifact: keep it with `actions/upload-artifact@v3` and replay it with `outbox:` ' +
            '(README, "GitHub Enterprise Server").\n\n');
    }
    if (o.artifact) {
        return (`${head} They wait, sealed with the api-token, in the workflow artifact ` +
            `${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(o.artifact, display_limits/* SHOWN_CHARS */.q4.name))}, ${keptFor(o)}. To record them once the ` +
            `service is back, run the replay workflow with \`command: replay\` and ` +
            `${o.runId ? (0,report_escape/* code */.aY)(`run-id: ${(0,display_limits/* clip */.$Q)(o.runId, display_limits/* SHOWN_CHARS */.q4.label)}`) : '`run-id` set to this run'} ` +
            '(README, "Replay").\n\n');
    }
    const why = (0,no_artifacts/* outboxNotSaved */.M)(o);
    return (`${head} ❌ The outbox could not be saved as a workflow artifact` +
        `${why ? ` (${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(why, display_limits/* SHOWN_CHARS */.q4.message))})` : ''}` +
        `${o.file ? `; it is at ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(o.file, display_limits/* SHOWN_CHARS */.q4.message))} until the runner is wiped` : ''}.\n\n`);
}
/** How long the outbox's workflow artifact lives: its days, or the repository's retention. */
function keptFor(outbox) {
    const repository = "the repository's artifact retention";
    return outbox.keptDays === undefined
        ? `kept for ${repository}`
        : `kept ${(0,english/* count */.U9)(outbox.keptDays, 'day')} (or ${repository}, if shorter)`;
}

// EXTERNAL MODULE: ./src/compliance/judge.ts
var judge = __nccwpck_require__(97248);
;// CONCATENATED MODULE: ./src/report/presence-words.ts
/** The log's line of a record saved. */
function presenceLine(result) {
    const p = result.presence;
    if (!p || p.error)
        return undefined;
    return `This leg's presence record: saved as the workflow artifact ${p.artifact} (a command: legs step after the matrix counts it).`;
}
/** A record that could not be saved: the leg will be counted as missing. */
function presenceWarnings(result) {
    const p = result.presence;
    if (!p?.error)
        return [];
    return [
        `This leg's presence record could not be saved as the workflow artifact ${p.artifact}: ` +
            `${p.error}. A command: legs step after the matrix will count this leg as missing.`
    ];
}

;// CONCATENATED MODULE: ./src/report/sections/header.ts








function headerBlocks(result, ctx) {
    const title = result.title || result.command;
    // Verdict commands always show one; the others only when they evaluated or wrote something.
    const showVerdict = (0,report_verdict/* statesVerdict */.Ck)(result);
    const v = (0,report_verdict/* verdictOf */.Vj)(result);
    const counts = result.junit
        ? `**${(0,format/* testCounts */.Js)(result.junit.totals)}** · `
        : result.legs
            ? `**${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)((0,judge/* legsLine */.Ol)(result.legs), ctx.textCap))}** · `
            : '';
    const noVerdictDryRun = result.destination.dryRun ? '🧪 **Dry run**: nothing was sent' : '';
    const line = showVerdict ? `${counts}**${v.text}**` : noVerdictDryRun;
    return [
        `## Records: ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(title, display_limits/* SHOWN_CHARS */.q4.label))}\n\n${line ? `${line}\n\n` : ''}` +
            whyLine(result, showVerdict, ctx) +
            exitStatusLine(result),
        outboxBlock(result),
        messageList((0,report_writes/* failuresOf */.dJ)(result), '❌', 'failure', ctx, 0),
        messageList([...result.warnings, ...presenceWarnings(result)], '⚠️', 'warning', ctx, 1),
        messageList(result.notices, 'ℹ️', 'notice', ctx, 8)
    ];
}
/**
 * What was not recorded, and why, right under the headline that says so; why it is not
 * compliant, under the headline that says that; for a preview, why nothing was sent (said
 * once: the headline has one word, the log's notice is not repeated).
 */
function whyLine(result, showVerdict, ctx) {
    if (!showVerdict)
        return '';
    const preview = (0,report_verdict/* previewExplanation */.Or)(result);
    if (preview)
        return `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(sentence(preview), ctx.textCap))}\n\n`;
    const v = (0,report_verdict/* verdictOf */.Vj)(result);
    if (v.kind === 'not-recorded')
        return `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(v.reason, ctx.textCap))}\n\n`;
    if (v.kind === 'nothing-to-send')
        return `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(sentence(v.reason), ctx.textCap))}.\n\n`;
    if (v.kind !== 'not-compliant')
        return '';
    // Why, first: the failing tests by name, the artifact and flow not compliant. Said once: a
    // reason that fails the step is in the list of failures just below.
    const failing = new Set((0,report_writes/* failuresOf */.dJ)(result));
    const why = (0,report_verdict/* whyNotCompliant */.fq)(result).filter((line) => !failing.has(line));
    return why.map((line) => `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(line, ctx.textCap))}\n\n`).join('');
}
const sentence = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/**
 * Under failing tests: whether they fail the step, and the input that decides. Never "does
 * not fail" when something else fails the step.
 */
function exitStatusLine(result) {
    if (result.compliant !== false || result.failOnNonCompliant === undefined)
        return '';
    if (result.failOnNonCompliant)
        return 'The step fails because `fail-on-non-compliant` is on.\n\n';
    return (0,report_writes/* failuresOf */.dJ)(result).length === 0
        ? 'The step does not fail on this: `fail-on-non-compliant` is off.\n\n'
        : '';
}
function messageList(messages, icon, noun, ctx, priority) {
    if (messages.length === 0)
        return '';
    return {
        head: '',
        tail: '\n',
        count: messages.length,
        priority,
        // A failure or warning says what to do at its end: kept whole up to a message's length even
        // in the check run's smaller budget (the fitter still bounds the whole list).
        item: (i) => `- ${icon} ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(messages[i], Math.max(ctx.textCap, display_limits/* SHOWN_CHARS */.q4.message)))}\n`,
        more: (n) => `_… and ${(0,format/* num */.bu)(n)} more ${noun}${n === 1 ? '' : 's'}._\n\n`
    };
}

// EXTERNAL MODULE: ./src/report/annotations.ts
var annotations = __nccwpck_require__(856);
;// CONCATENATED MODULE: ./src/report/sections/junit-section.ts






function junitBlocks(result, ctx) {
    const junit = result.junit;
    if (!junit)
        return [];
    // The time the tools reported for their suites where they did, else the sum of the cases.
    const seconds = junit.suites.length > 0
        ? junit.suites.reduce((sum, s) => sum + suiteSeconds(s), 0)
        : junit.totals.duration;
    const blocks = [
        `### Tests\n\n**${(0,format/* testCountsLine */.v)(junit.totals)}** · ${(0,format/* duration */.p0)(seconds)}\n\n`
    ];
    const write = (0,report_writes/* writeOf */.tg)(result, junit.writeId);
    const status = attestationLine(junit, write, ctx);
    if (status)
        blocks.push(status);
    // What failed first: in a monorepo the table of reports is long, the failing tests are not.
    blocks.push(...failingTestsBlocks(junit, result.destination.blobUrl, ctx));
    if (junit.suites.length > 0)
        blocks.push(reportsBlock(junit, ctx));
    if (junit.flakyTests.length > 0)
        blocks.push(flakyBlock(junit, ctx));
    if (junit.skippedReports.length > 0)
        blocks.push(skippedReportsBlock(junit, ctx));
    if (junit.attachment) {
        const a = junit.attachment;
        const how = a.compressed && a.reportBytes !== undefined
            ? `, a gzip tar of ${(0,format/* size */.Ej)(a.reportBytes)} of reports`
            : '';
        // "Attached" only of what the service accepted (docs/bad-day.md).
        const verb = write?.state === 'recorded' ? 'Attached' : 'Not sent: attachment';
        blocks.push(`📎 ${verb} ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(a.filename, display_limits/* SHOWN_CHARS */.q4.name))} (${(0,format/* size */.Ej)(a.bytes)}${how})\n\n`);
    }
    return blocks;
}
/** The time the tool reported for a suite, else the sum of its cases. */
function suiteSeconds(s) {
    return s.reportedDuration ?? s.duration;
}
/** What became of the attestation: `✓ Attestation `junit` recorded`, or why not. */
function attestationLine(junit, write, ctx) {
    if (!write)
        return '';
    const name = `Attestation ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(junit.attestationName ?? 'junit', display_limits/* SHOWN_CHARS */.q4.name))}`;
    if (write.state === 'recorded')
        return `✓ ${name} recorded\n\n`;
    return `${(0,report_writes/* stateMark */.B3)(write)} ${name} ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)((0,report_writes/* stateWords */.Xu)(write), ctx.textCap))}\n\n`;
}
/** Failing tests all shown without a click up to this many; past it, the first `FIRST_SHOWN`. */
const ALL_OPEN = 25;
/** The failing tests a long list shows open, before the rest fold behind their count. */
const FIRST_SHOWN = 10;
/**
 * The failing tests, grouped by report. A long list (a monorepo's) shows its first tests, each
 * under its report, without a click, and folds the rest behind their count (issue 48 item 5).
 */
function failingTestsBlocks(junit, blobUrl, ctx) {
    const tests = junit.failedTests;
    const total = tests.length + junit.failedTestsOmitted;
    if (total === 0)
        return [];
    const where = junit.attachment
        ? `the JUnit reports (attached as ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(junit.attachment.filename, display_limits/* SHOWN_CHARS */.q4.name))})`
        : 'the JUnit report files';
    const more = (n) => `_… and ${(0,format/* num */.bu)(n)} more failing test${n === 1 ? '' : 's'} — see ${where}._\n\n`;
    const list = (at) => groupedList(tests, at, blobUrl, ctx);
    if (total <= ALL_OPEN) {
        return [
            {
                head: `<details open><summary><b>${(0,english/* count */.U9)(total, 'failing test')}</b></summary>\n`,
                tail: '</ul>\n</details>\n\n',
                ...list(tests.map((_, i) => i)),
                alreadyOmitted: junit.failedTestsOmitted,
                priority: 1,
                more
            }
        ];
    }
    const { first, rest } = firstOfEachReport(tests);
    const folded = total - first.length;
    const firstBlock = {
        head: `**${(0,english/* count */.U9)(total, 'failing test')}**${projectsLine(junit)}.\n\n` +
            `The first failing tests, ${(0,format/* num */.bu)(first.length)} of ${(0,format/* num */.bu)(total)}, by report:\n\n`,
        tail: '</ul>\n\n',
        ...list(first),
        // Nothing more kept to fold (the collector left the rest out): how many, after the list.
        ...(rest.length === 0 && { alreadyOmitted: junit.failedTestsOmitted }),
        priority: 1,
        more
    };
    if (rest.length === 0)
        return [firstBlock];
    const fold = {
        head: `<details><summary><b>${(0,format/* num */.bu)(folded)} more failing test${folded === 1 ? '' : 's'}</b></summary>\n`,
        tail: '</ul>\n</details>\n\n',
        ...list(rest),
        alreadyOmitted: junit.failedTestsOmitted,
        priority: 1,
        more
    };
    return [firstBlock, fold];
}
/** The tests at `at` (indexes, in report order) grouped by report: a heading where it changes. */
function groupedList(tests, at, blobUrl, ctx) {
    return {
        count: at.length,
        item: (k) => {
            const report = tests[at[k]].report;
            const group = k === 0 || tests[at[k - 1]].report !== report
                ? `${k === 0 ? '' : '</ul>\n'}<p>📄 ${(0,format/* pathCell */.sS)(report)}</p>\n<ul>\n`
                : '';
            return group + failedTestItem(tests[at[k]], blobUrl, ctx);
        }
    };
}
/**
 * The failing tests shown first (indexes, in report order): each report's first, then each
 * one's second, … up to `FIRST_SHOWN` — every failing project named before any project's
 * tenth test; and the rest.
 */
function firstOfEachReport(tests) {
    const byReport = new Map();
    tests.forEach((t, i) => {
        const list = byReport.get(t.report);
        if (list)
            list.push(i);
        else
            byReport.set(t.report, [i]);
    });
    const chosen = new Set();
    for (let round = 0; chosen.size < Math.min(FIRST_SHOWN, tests.length); round++) {
        for (const list of byReport.values()) {
            if (round < list.length && chosen.size < FIRST_SHOWN)
                chosen.add(list[round]);
        }
    }
    const all = tests.map((_, i) => i);
    return { first: all.filter((i) => chosen.has(i)), rest: all.filter((i) => !chosen.has(i)) };
}
/** Projects named at most, by their failing tests' count. */
const PROJECTS_SHOWN = 20;
/**
 * ` in 15 projects: `go` (12), `java` (9), …` — each failing report's project (the folder
 * holding it, less the tools' output folders) with its count of failing tests, most first.
 */
function projectsLine(junit) {
    const failing = new Map();
    for (const s of junit.suites) {
        const n = s.failures + s.errors;
        if (n === 0)
            continue;
        const project = projectOf(s.report);
        failing.set(project, (failing.get(project) ?? 0) + n);
    }
    if (failing.size === 0)
        return '';
    const sorted = [...failing].sort((a, b) => b[1] - a[1]);
    const named = sorted
        .slice(0, PROJECTS_SHOWN)
        .map(([p, n]) => `${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(p, display_limits/* SHOWN_CHARS */.q4.name))} (${(0,format/* num */.bu)(n)})`);
    const more = sorted.length > PROJECTS_SHOWN ? `, … and ${(0,format/* num */.bu)(sorted.length - PROJECTS_SHOWN)} more` : '';
    return ` in ${(0,english/* count */.U9)(failing.size, 'project')}: ${named.join(', ')}${more}`;
}
/** Folders tools write their reports to: not a project's name. */
const OUTPUT_FOLDERS = new Set([
    'build',
    'target',
    'out',
    'reports',
    'report',
    'results',
    'test-results',
    'test-reports',
    'surefire-reports',
    'failsafe-reports',
    'junit',
    'test'
]);
/** A report's project: its folder less the tools' output folders (`go/test-results/x.xml` → `go`). */
function projectOf(report) {
    const parts = report.split('/').slice(0, -1);
    while (parts.length > 0 && OUTPUT_FOLDERS.has(parts[parts.length - 1].toLowerCase()))
        parts.pop();
    return parts.length > 0 ? parts.join('/') : report;
}
/** `path:line`, linked to that line at the commit when git tracks the file. */
function placeHtml(t, blobUrl, ctx) {
    const place = (0,annotations/* placeOf */.$t)(t);
    if (!place)
        return '';
    const html = `<code>${(0,format/* breakablePath */.hn)((0,display_limits/* clip */.$Q)(`${place.path}:${place.line}`, ctx.textCap))}</code>`;
    if (!blobUrl || !t.at?.tracked)
        return html;
    const url = `${blobUrl}/${place.path.split('/').map(encodeURIComponent).join('/')}#L${place.line}`;
    return (0,report_escape/* link */.nf)(html, url);
}
function failedTestItem(t, blobUrl, ctx) {
    const icon = t.kind === 'error' ? '💥' : '❌';
    const title = (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)((0,annotations/* testPath */.Ae)(t.suite, t.classname, t.name), ctx.textCap));
    const place = placeHtml(t, blobUrl, ctx);
    const where = place ? ` — ${place}` : '';
    const message = t.message ? `<br>${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(t.message, ctx.textCap))}` : '';
    const details = t.details.trim()
        ? `<details><summary>${t.kind === 'error' ? 'error' : 'failure'} details</summary><pre>${(0,report_escape/* preText */.zj)((0,display_limits/* clip */.$Q)(t.details.trim(), ctx.detailsCap))}</pre></details>`
        : '';
    return `<li>${icon} <b>${title}</b>${where}${message}${details}</li>\n`;
}
/** One row per report file, in the order read: what its suites hold, and their problems. */
function reportsBlock(junit, ctx) {
    // Grouped in one pass: a filter of all suites per file is quadratic in 10,000 reports.
    const byReport = new Map();
    for (const s of junit.suites) {
        const list = byReport.get(s.report);
        if (list)
            list.push(s);
        else
            byReport.set(s.report, [s]);
    }
    const reports = junit.files.map((file) => ({ file, suites: byReport.get(file) ?? [] }));
    const table = '| | Report | Suite | Tests | Passed | Failed | Errors | Skipped | Time |\n' +
        '|---|---|---|--:|--:|--:|--:|--:|--:|\n';
    const heading = (0,english/* count */.U9)(reports.length, 'report file');
    // Past a handful of rows the table folds (a monorepo's would push everything else down).
    const folded = reports.length > REPORTS_OPEN;
    const failing = reports.filter(({ suites }) => suites.some((s) => s.failures + s.errors > 0));
    const summary = `<b>${heading}</b>${failing.length > 0 ? `, ${(0,format/* num */.bu)(failing.length)} with failing tests` : ''}`;
    return {
        head: folded
            ? `<details><summary>${summary}</summary>\n\n${table}`
            : `<b>${heading}</b>\n\n${table}`,
        tail: folded ? '\n</details>\n\n' : '\n',
        count: reports.length,
        priority: 3,
        item: (i) => reportRow(reports[i].file, reports[i].suites, ctx),
        more: (n) => `_… and ${(0,english/* count */.U9)(n, 'more report file')} — see the \`junit-results\` output._\n\n`
    };
}
/** Report rows shown without a click; more fold into a `<details>`. */
const REPORTS_OPEN = 5;
/** ❌ failing, ⚠️ a suite's problem, ➖ no tests at all (nothing passed), ✅ passed. */
function reportIcon(total, failed, problems) {
    if (failed > 0)
        return '❌';
    if (problems > 0)
        return '⚠️';
    return total === 0 ? '➖' : '✅';
}
function reportRow(file, suites, ctx) {
    const sum = (key) => suites.reduce((n, s) => n + s[key], 0);
    const [total, failures, errors, skipped] = [
        sum('total'),
        sum('failures'),
        sum('errors'),
        sum('skipped')
    ];
    const problems = suites.flatMap((s) => (s.problems ?? []).map((p) => ({ suite: (0,annotations/* suiteLabel */.c)(s) || '–', message: p.message })));
    const icon = reportIcon(total, failures + errors, problems.length);
    const name = suites.length === 1
        ? (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)((0,annotations/* suiteLabel */.c)(suites[0]) || '–', ctx.textCap))
        : (0,english/* count */.U9)(suites.length, 'suite');
    const notes = problems
        .map((p) => `<br>⚠️ ${suites.length === 1 ? '' : `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(p.suite, display_limits/* SHOWN_CHARS */.q4.name))}: `}${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(p.message, ctx.textCap))}`)
        .join('');
    const seconds = suites.reduce((n, s) => n + suiteSeconds(s), 0);
    return (`| ${icon} | ${(0,format/* pathCell */.sS)(file)} | ${name}${notes} | ${(0,format/* num */.bu)(total)} ` +
        `| ${(0,format/* num */.bu)(total - failures - errors - skipped)} | ${(0,format/* num */.bu)(failures)} | ${(0,format/* num */.bu)(errors)} ` +
        `| ${(0,format/* num */.bu)(skipped)} | ${(0,format/* duration */.p0)(seconds)} |\n`);
}
function flakyBlock(junit, ctx) {
    const flaky = junit.flakyTests;
    return {
        head: `**${(0,english/* count */.U9)(flaky.length, 'flaky test')}** (passed after reruns)\n\n`,
        tail: '\n',
        count: flaky.length,
        priority: 4,
        item: (i) => {
            const f = flaky[i];
            return (`- 🔁 ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)((0,annotations/* testPath */.Ae)(f.suite, f.classname, f.name), ctx.textCap))} — ` +
                `${(0,english/* count */.U9)(f.reruns, 'rerun')} (${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(f.report, ctx.textCap))})\n`);
        },
        more: (n) => `_… and ${(0,english/* count */.U9)(n, 'more flaky test')}._\n\n`
    };
}
function skippedReportsBlock(junit, ctx) {
    const skipped = junit.skippedReports;
    return {
        head: `**${(0,english/* count */.U9)(skipped.length, 'report file')} without test suites** (not counted)\n\n`,
        tail: '\n',
        count: skipped.length,
        priority: 5,
        item: (i) => `- ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(skipped[i].path, ctx.textCap))} — looks like ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(skipped[i].looksLike, display_limits/* SHOWN_CHARS */.q4.name))}\n`,
        more: (n) => `_… and ${(0,english/* count */.U9)(n, 'more file')} without suites._\n\n`
    };
}

;// CONCATENATED MODULE: ./src/report/sections/legs-section.ts




/** What `expect-legs` asked for, in words. */
function askedFor(legs) {
    const expect = legs.expect;
    const n = (0,english/* count */.U9)(legs.expected, 'leg');
    if (expect.kind === 'auto') {
        const job = (0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(expect.job, display_limits/* SHOWN_CHARS */.q4.name));
        return `${n} of the job ${job}, as GitHub lists this attempt's jobs`;
    }
    return expect.kind === 'list'
        ? `${n}, as \`expect-legs\` lists them`
        : `${n} (\`expect-legs: ${legs.expected}\`)`;
}
function legsBlocks(result, ctx) {
    const legs = result.legs;
    if (!legs)
        return [];
    const rows = [...legs.missing, ...legs.reported];
    const name = (0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(legs.attestationName, display_limits/* SHOWN_CHARS */.q4.name));
    return [
        `### Legs\n\nAsked for: ${askedFor(legs)}; counted from the presence records of the attestation ${name} on trail ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(legs.trail, display_limits/* SHOWN_CHARS */.q4.name))}.\n\n`,
        {
            head: '| Leg | Attempt | Tests | |\n|---|:-:|---|---|\n',
            tail: '\n',
            count: rows.length,
            priority: 1,
            item: (i) => legRow(rows[i], ctx),
            more: (n) => `_… and ${(0,format/* num */.bu)(n)} more legs — see the \`legs-missing\` output._\n\n`
        }
    ];
}
function legRow(leg, ctx) {
    const words = (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(leg.words, ctx.textCap));
    if ('why' in leg)
        return `| ${words} | – | – | ❌ missing: ${(0,report_escape/* text */.Qq)(leg.why)} |\n`;
    const where = leg.write === 'recorded' ? 'reported' : 'reported (its attestation waits in an outbox)';
    const red = leg.tests.failures + leg.tests.errors > 0 ? '❌' : '✅';
    return `| ${words} | ${(0,format/* num */.bu)(leg.attempt)} | ${(0,format/* testCounts */.Js)(leg.tests)} | ${red} ${where} |\n`;
}

;// CONCATENATED MODULE: ./src/report/sections/override-section.ts




function overrideBlocks(result, ctx) {
    const o = result.override;
    if (!o)
        return [];
    const next = o.compliant ? '✅ **compliant**' : '❌ **not compliant**';
    const lines = [
        `Attestation ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(o.attestationName, display_limits/* SHOWN_CHARS */.q4.name))} (${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(o.attestationType, display_limits/* SHOWN_CHARS */.q4.label))}) ` +
            `on trail ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(o.trail, display_limits/* SHOWN_CHARS */.q4.name))}: its recorded status → ${next}`,
        `**Reason:** ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(o.reason, ctx.textCap))}`
    ];
    if (o.fingerprint)
        lines.push(`**Artifact:** ${fingerprintHtml(o.fingerprint)}`);
    const targets = o.targetArtifacts ?? [];
    if (targets.length > 0) {
        const shown = targets.slice(0, ctx.nestedCap).map((t) => (0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(t, display_limits/* SHOWN_CHARS */.q4.name)));
        if (targets.length > shown.length)
            shown.push(`… +${(0,format/* num */.bu)(targets.length - shown.length)}`);
        lines.push(`**Target artifacts:** ${shown.join(' ')}`);
    }
    return [`### Override\n\n${lines.join('\n\n')}\n\n`];
}

;// CONCATENATED MODULE: ./src/report/sections/replayed-from.ts





const ORIGINS_SHOWN = 20;
const when = english/* utcMinute */.vD;
/** A run's page without its attempt: the shared run's link when attempts differ. */
const runPage = (url) => url.replace(/\/attempts\/\d+$/, '');
const named = (value) => value ? (0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(value, display_limits/* SHOWN_CHARS */.q4.name)) : '–';
/** Commit and trail: a commit-like value shown short, the whole of it on hover. */
function hashCell(value) {
    if (!value)
        return '–';
    const shown = (0,format/* short */.h0)(value, 12);
    if (shown === value)
        return named(value);
    return `<code title="${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(value, display_limits/* SHOWN_CHARS */.q4.name))}">${(0,report_escape/* text */.Qq)(shown)}</code>`;
}
const FACTS = [
    {
        head: 'Repository',
        value: (o) => o.repository,
        cell: (o) => (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(o.repository, display_limits/* SHOWN_CHARS */.q4.name)),
        said: (o) => `repository ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(o.repository, display_limits/* SHOWN_CHARS */.q4.name))}`
    },
    {
        head: 'Run',
        value: (o) => o.run,
        cell: (o) => (o.runUrl ? (0,report_escape/* link */.nf)((0,report_escape/* text */.Qq)(o.run), o.runUrl) : (0,report_escape/* text */.Qq)(o.run)),
        said: (o) => `run ${o.runUrl ? (0,report_escape/* link */.nf)((0,report_escape/* text */.Qq)(o.run), runPage(o.runUrl)) : (0,report_escape/* text */.Qq)(o.run)}`
    },
    {
        head: 'Attempt',
        value: (o) => o.attempt,
        cell: (o) => (o.runUrl ? (0,report_escape/* link */.nf)((0,report_escape/* text */.Qq)(o.attempt), o.runUrl) : (0,report_escape/* text */.Qq)(o.attempt)),
        said: (o) => `attempt ${o.runUrl ? (0,report_escape/* link */.nf)((0,report_escape/* text */.Qq)(o.attempt), o.runUrl) : (0,report_escape/* text */.Qq)(o.attempt)}`
    },
    {
        head: 'Commit',
        value: (o) => o.commit,
        cell: (o) => hashCell(o.commit),
        said: (o) => `commit ${hashCell(o.commit)}`
    },
    {
        head: 'Flow',
        value: (o) => o.flow,
        cell: (o) => named(o.flow),
        said: (o) => `flow ${named(o.flow)}`
    },
    {
        // A trail is a name (often the commit): said whole when shared, short in a cell.
        head: 'Trail',
        value: (o) => o.trail,
        cell: (o) => hashCell(o.trail),
        said: (o) => `trail ${named(o.trail)}`
    }
];
/** The facts every origin shares, and those that differ (columns). */
function splitFacts(origins) {
    const same = (f) => new Set(origins.map(f.value)).size === 1;
    return { shared: FACTS.filter(same), differ: FACTS.filter((f) => !same(f)) };
}
/** `✅ 4 passed, 1 skipped`, `❌ 2 passed, 2 failed`: its tests' verdict, the why of a row. */
function testsCell(v) {
    if (!v?.tests)
        return '–';
    const red = v.tests.failures + v.tests.errors > 0;
    const mark = red ? '❌ ' : v.tests.total > 0 ? '✅ ' : '';
    return `${mark}${(0,report_escape/* text */.Qq)((0,format/* testCounts */.Js)(v.tests))}`;
}
/**
 * The table: what differs, the origin first (`test (os: windows-latest)`), when it was written,
 * its tests last. Repository, run, commit, flow or trail are columns only where origins differ.
 */
function table(origins, verdicts, differ) {
    const names = (0,format/* originNames */.HP)(origins);
    const [before, after] = [
        differ.filter((f) => f.head === 'Repository' || f.head === 'Run'),
        differ.filter((f) => f.head !== 'Repository' && f.head !== 'Run')
    ];
    const heads = [...before.map((f) => f.head), 'Job', ...after.map((f) => f.head)];
    heads.push('Written', 'Tests');
    const rows = origins.slice(0, ORIGINS_SHOWN).map((o, i) => {
        const cells = [
            ...before.map((f) => f.cell(o)),
            (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(names[i], display_limits/* SHOWN_CHARS */.q4.name)),
            ...after.map((f) => f.cell(o)),
            (0,report_escape/* text */.Qq)(when(o.written)),
            testsCell(verdicts[i])
        ];
        return `| ${cells.join(' | ')} |\n`;
    });
    return `| ${heads.join(' | ')} |\n|${heads.map(() => '---').join('|')}|\n` + rows.join('') + '\n';
}
const SUITES_SHOWN = 10;
/** Failing tests named per origin: a few beside others, all that were kept of a lone one. */
const TESTS_SHOWN = { many: 5, one: 25 };
/** Where a failing test is, as its report writes it: `src/cart.ts:17`. */
function placeText(t) {
    if (t.at)
        return `${t.at.path}:${t.at.line}`;
    if (t.file)
        return t.line === undefined ? t.file : `${t.file}:${t.line}`;
    return undefined;
}
/** "  - ❌ cart › Total › rounds — `src/cart.ts:17`: expected 3 got 2", then how many more. */
function testLines(v, shown) {
    const tests = v?.failedTests ?? [];
    const lines = tests.slice(0, shown).map((t) => {
        const place = placeText(t);
        const where = place ? ` — ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(place, display_limits/* SHOWN_CHARS */.q4.name))}` : '';
        const message = t.message ? `: ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(t.message, display_limits/* SHOWN_CHARS */.q4.message))}` : '';
        const icon = t.kind === 'error' ? '💥' : '❌';
        return `  - ${icon} ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)((0,annotations/* testPath */.Ae)(t.suite, t.classname, t.name), display_limits/* SHOWN_CHARS */.q4.name))}${where}${message}\n`;
    });
    const more = tests.length - lines.length + (v?.failedTestsOmitted ?? 0);
    if (more > 0) {
        lines.push(`  - _… and ${(0,format/* num */.bu)(more)} more, in the reports attached to the attestation._\n`);
    }
    return lines.join('');
}
/**
 * "Failing in build, attempt 1: `unit` (1 failed), `api` (2 errors)", then the failing tests
 * and where they are: what the build's said.
 */
function failingLines(origins, verdicts) {
    const names = (0,format/* originNames */.HP)(origins);
    const shownTests = origins.length === 1 ? TESTS_SHOWN.one : TESTS_SHOWN.many;
    const lines = origins.slice(0, ORIGINS_SHOWN).flatMap((o, i) => {
        const suites = verdicts[i]?.failingSuites ?? [];
        if (suites.length === 0)
            return [];
        const shown = suites.slice(0, SUITES_SHOWN).map((f) => {
            const what = [
                ...(f.failures > 0 ? [`${(0,format/* num */.bu)(f.failures)} failed`] : []),
                ...(f.errors > 0 ? [(0,english/* count */.U9)(f.errors, 'error')] : [])
            ];
            return `${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(f.suite, display_limits/* SHOWN_CHARS */.q4.name))} (${what.join(', ')})`;
        });
        const more = suites.length > SUITES_SHOWN ? `, … and ${(0,format/* num */.bu)(suites.length - SUITES_SHOWN)} more` : '';
        return [
            `- ❌ Failing in ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(names[i], display_limits/* SHOWN_CHARS */.q4.name))}: ${shown.join(', ')}${more}\n` +
                testLines(verdicts[i], shownTests)
        ];
    });
    return lines.length > 0 ? lines.join('') + '\n' : '';
}
/**
 * `Replayed on 2026-07-02 10:00 UTC, from repository `acme/shop`, run 4242, attempt 1, commit
 * `5f1c0ffee012`, flow `shop`, trail `…`:` — what the rows share, said once.
 */
function sharedLine(result, origins, shared) {
    const facts = shared
        .filter((f) => f.value(origins[0]) !== undefined)
        .map((f) => f.said(origins[0]));
    const from = facts.length > 0 ? `from ${facts.join(', ')}` : 'from';
    if (!result.replayedAt)
        return facts.length > 0 ? `From ${facts.join(', ')}:\n\n` : '';
    // A dry run sent nothing: it is a dry run of a replay, not a replay.
    const done = result.destination.dryRun ? 'Dry run of a replay' : 'Replayed';
    return `${done} on ${(0,report_escape/* text */.Qq)(when(result.replayedAt))}, ${from}:\n\n`;
}
function replayedFromBlocks(result) {
    const verdicts = result.replayedOrigins ?? [];
    const origins = verdicts.map((v) => v.origin);
    if (origins.length === 0)
        return [];
    const { shared, differ } = splitFacts(origins);
    const more = origins.length > ORIGINS_SHOWN ? `_… and ${(0,format/* num */.bu)(origins.length - ORIGINS_SHOWN)} more._\n\n` : '';
    return [
        '### Replayed from\n\n' +
            sharedLine(result, origins, shared) +
            table(origins, verdicts, differ) +
            more +
            failingLines(origins, verdicts)
    ];
}

;// CONCATENATED MODULE: ./src/report/sections/search-section.ts






function searchBlocks(result, ctx) {
    const search = result.search;
    if (!search)
        return [];
    const value = (0,display_limits/* clip */.$Q)(search.value, ctx.textCap);
    const blocks = [`### Search for ${(0,report_escape/* code */.aY)(value)}\n\n`];
    if (search.error)
        blocks.push(`❌ ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(search.error, ctx.textCap))}\n\n`);
    const artifacts = search.result?.artifacts ?? [];
    if (search.notFound || (search.result && artifacts.length === 0)) {
        blocks.push(testsAlone(result)
            ? `The records service knows no artifact of commit ${(0,report_escape/* code */.aY)((0,format/* short */.h0)(search.value, 7))}: ` +
                'expected when only tests were attested (an artifact is reported by `report` with ' +
                '`artifacts`; a release gate needs one).\n\n'
            : `No matches for '${(0,report_escape/* text */.Qq)(value)}'.\n\n`);
        return blocks;
    }
    if (!search.result)
        return blocks;
    blocks.push(resolvedLine(search.result.resolved_to, search.value, artifacts.length));
    const state = result.complianceState;
    if (state) {
        blocks.push(`${stateLabel(result, artifacts.length)}: ${(0,format/* stateIcon */.hZ)(state)} **${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(state, display_limits/* SHOWN_CHARS */.q4.label))}**\n\n`);
    }
    if (showsOthers(result, artifacts)) {
        blocks.push("_The verdict is judged by this step's own artifacts in its own flow; the others of this " +
            'commit are shown for information._\n\n');
    }
    // Where the artifacts run: left out when no artifact has any environment to show.
    const where = artifacts.some((a) => (a.running_in ?? []).length + (a.exited_from ?? []).length > 0);
    blocks.push({
        head: where
            ? '| Artifact | Flow | Trail | Compliance | Running in | Exited from | Links |\n' +
                '|---|---|---|---|---|---|---|\n'
            : '| Artifact | Flow | Trail | Compliance | Links |\n|---|---|---|---|---|\n',
        tail: '\n',
        count: artifacts.length,
        priority: 2,
        item: (i) => search_section_artifactRow(artifacts[i], where, ctx),
        more: (n) => `_… and ${(0,format/* num */.bu)(n)} more artifacts — see the \`search-result\` output._\n\n`
    });
    const withHistory = artifacts.filter((a) => a.history && a.history.length > 0);
    if (withHistory.length > 0) {
        blocks.push({
            head: '<details><summary><b>History</b></summary>\n<ul>\n',
            tail: '</ul>\n</details>\n\n',
            count: withHistory.length,
            priority: 6,
            item: (i) => historyItem(withHistory[i], ctx),
            more: (n) => `_… and the history of ${(0,english/* count */.U9)(n, 'more artifact')}._\n\n`
        });
    }
    return blocks;
}
/**
 * What the state is of: what a search matched (the worst of several), or this step's (a
 * replay's) own artifacts in its flow — never another flow's artifacts of the commit.
 */
function stateLabel(result, found) {
    if (result.command === 'search') {
        return found > 1 ? 'Compliance state (the worst)' : 'Compliance state';
    }
    const whose = result.replayedOrigins ? 'the replayed' : "this step's";
    const flow = result.destination.flow;
    return `Compliance state of ${whose} artifacts${flow ? ` in flow ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(flow, display_limits/* SHOWN_CHARS */.q4.name))}` : ''}`;
}
/** The key of an artifact in a flow. */
const keyOf = (flow, fingerprint) => JSON.stringify([flow ?? '', fingerprint]);
/**
 * The artifacts a verdict is judged by, as keys of their flow and fingerprint: this step's own
 * (a replay's: its origins'); undefined for a search, whose subject is all it matched.
 */
function ownKeys(result) {
    if (result.command === 'search')
        return undefined;
    if (result.replayedOrigins) {
        return new Set(result.replayedOrigins.flatMap((v) => (v.artifacts ?? []).map((a) => keyOf(a.flow, a.fingerprint))));
    }
    const flow = result.destination.flow;
    return new Set((result.artifacts ?? []).flatMap((a) => a.stage === 'fingerprinted' ? [keyOf(flow, a.fingerprint)] : []));
}
/**
 * For each searched artifact, whether it is one the verdict is not judged by (another flow's,
 * another step's artifact of the commit): information only. Never for a search.
 */
function notJudged(result) {
    const own = ownKeys(result);
    return (a) => own !== undefined && !own.has(keyOf(a.flow ?? a.pipeline, a.fingerprint));
}
/** Whether the table shows artifacts the verdict is not judged by. */
function showsOthers(result, found) {
    return found.some(notJudged(result));
}
/** A build that attested tests and reported no artifact: its commit has none to find. */
function testsAlone(result) {
    if (result.command === 'search' || result.artifacts?.length)
        return false;
    // A build's own attestation, or a replay's writes (a replay holds no JUnit outcome of its own).
    const kinds = new Set(result.writes.map((w) => w.kind));
    return (result.junit !== undefined || kinds.has('junit')) && !kinds.has('artifact');
}
/** What the value resolved to, said once: the full match only when it is not the value itself. */
function resolvedLine(resolved, value, artifacts) {
    if (!resolved)
        return '';
    const full = resolved.full_match === value ? '' : ` ${(0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(resolved.full_match, display_limits/* SHOWN_CHARS */.q4.label))}`;
    if (resolved.type === 'commit')
        return `Resolved to ${full ? 'commit' : 'a commit'}${full}.\n\n`;
    if (resolved.type === 'fingerprint')
        return `Resolved to the artifact with fingerprint${full || ' ' + (0,report_escape/* code */.aY)((0,format/* short */.h0)(value))}.\n\n`;
    const fps = resolved.fingerprints?.count ?? 0;
    const commits = resolved.commits?.count ?? 0;
    return (`⚠️ Ambiguous: resolved to ${(0,english/* count */.U9)(fps, 'fingerprint')} and ${(0,english/* count */.U9)(commits, 'commit')} ` +
        `across ${(0,english/* count */.U9)(artifacts, 'artifact')}.\n\n`);
}
function list(values, ctx) {
    const items = values ?? [];
    if (items.length === 0)
        return '–';
    const shown = items.slice(0, ctx.nestedCap).map((v) => (0,report_escape/* code */.aY)((0,display_limits/* clip */.$Q)(v, display_limits/* SHOWN_CHARS */.q4.name)));
    if (items.length > shown.length)
        shown.push(`… +${(0,format/* num */.bu)(items.length - shown.length)}`);
    return shown.join(' ');
}
function search_section_artifactRow(a, where, ctx) {
    const name = `${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(a.name, ctx.textCap))}<br>${fingerprintHtml(a.fingerprint)}`;
    const flow = (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(a.flow ?? a.pipeline ?? '', display_limits/* SHOWN_CHARS */.q4.name)) || '–';
    // Trails are usually the 40-hex commit: shortened, as the commit link is, to keep the table narrow.
    const trail = a.trail && rules/* PATTERNS */.G3.gitCommit.test(a.trail)
        ? `<code title="${(0,report_escape/* attr */.CF)(a.trail)}">${a.trail.slice(0, 7)}</code>`
        : (0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(a.trail ?? '', display_limits/* SHOWN_CHARS */.q4.name)) || '–';
    const state = a.compliance_state
        ? `${(0,format/* stateIcon */.hZ)(a.compliance_state)} ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(a.compliance_state, display_limits/* SHOWN_CHARS */.q4.label))}`
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
    return (`| ${name} | ${flow} | ${trail} | ${state} ` +
        (where ? `| ${list(a.running_in, ctx)} | ${list(a.exited_from, ctx)} ` : '') +
        `| ${links.join(' · ') || '–'} |\n`);
}
function historyItem(a, ctx) {
    const history = a.history ?? [];
    const events = history
        .slice(0, ctx.nestedCap)
        .map((h) => `<li>${(0,format/* isoTime */.Ly)(h.timestamp)} — ${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(h.event ?? '', ctx.textCap))}</li>`);
    if (history.length > events.length) {
        events.push(`<li>… and ${(0,english/* count */.U9)(history.length - events.length, 'more event')}</li>`);
    }
    return `<li><b>${(0,report_escape/* text */.Qq)((0,display_limits/* clip */.$Q)(a.name, ctx.textCap))}</b> ${fingerprintHtml(a.fingerprint)}<ul>${events.join('')}</ul></li>\n`;
}

;// CONCATENATED MODULE: ./src/report/summary.ts





















function renderSummary(result, opts = {}) {
    const maxBytes = opts.maxBytes ?? display_limits/* GITHUB_LIMITS */.f_.jobSummaryBytes;
    const ctx = renderLimits(maxBytes);
    const blocks = [
        ...headerBlocks(result, ctx),
        pullRequestLine(result),
        mergeGroupLine(result),
        // A replay opens with where its evidence came from and its tests.
        ...replayedFromBlocks(result),
        // A matrix's legs open with those missing.
        ...legsBlocks(result, ctx),
        // What failed, where, first; then what was recorded and found.
        ...junitBlocks(result, ctx),
        ...artifactsBlocks(result, ctx),
        ...searchBlocks(result, ctx),
        ...deploymentBlocks(result, ctx),
        ...environmentsBlocks(result, ctx),
        ...approvalsBlocks(result, ctx),
        ...overrideBlocks(result, ctx),
        ...writesBlocks(result, ctx),
        footerBlock(result)
    ];
    return fit(blocks.filter((b) => b !== ''), maxBytes);
}
/**
 * On a pull request: which one, and that the commit the records are about is its head, not the
 * merge commit GitHub runs the workflow on (GITHUB_SHA). A preview recorded nothing: it says so.
 */
function pullRequestLine(result) {
    const pr = result.destination.pullRequest;
    const head = result.destination.commit;
    if (!pr || !head)
        return '';
    const name = (0,report_escape/* link */.nf)(`#${(0,format/* num */.bu)(pr.number)}`, pr.htmlUrl);
    const commit = (0,report_escape/* code */.aY)((0,format/* short */.h0)(head, 7));
    const merge = pr.mergeSha ? `, not GitHub's merge commit ${(0,report_escape/* code */.aY)((0,format/* short */.h0)(pr.mergeSha, 7))}` : '';
    const what = result.destination.dryRun
        ? `the records would be of its head commit ${commit}${merge}; nothing was sent`
        : `recorded its head commit ${commit}${merge}`;
    return `🔀 Pull request ${name}: ${what}.\n\n`;
}
/**
 * In a merge queue: that the commit recorded is the one the queue tested (and merges as it is),
 * on the queue's temporary branch, and where it goes; its check run is on that commit, where a
 * required check must report for the queue to go on.
 */
function mergeGroupLine(result) {
    const group = result.destination.mergeGroup;
    const commit = result.destination.commit;
    if (!group || !commit)
        return '';
    const where = [
        group.branch && `on ${(0,report_escape/* code */.aY)(group.branch)}`,
        group.base && `into ${(0,report_escape/* code */.aY)(group.base)}`
    ].filter(Boolean);
    const tested = `the commit it tested, ${(0,report_escape/* code */.aY)((0,format/* short */.h0)(commit, 7))}` +
        (where.length > 0 ? ` (${where.join(', ')})` : '');
    const what = result.destination.dryRun
        ? `the records would be of ${tested}; nothing was sent`
        : `recorded ${tested}`;
    return `🚦 Merge queue: ${what}.\n\n`;
}
/**
 * Appends to the job summary's file (`summaryFile`, GITHUB_STEP_SUMMARY: context/runner.ts).
 * Without one (GHES without summaries, local runs) or when writing fails, returns a notice
 * instead of throwing.
 */
async function writeSummary(markdown, summaryFile) {
    if (!summaryFile) {
        return {
            written: false,
            notice: 'No job summary was written: GITHUB_STEP_SUMMARY is not set on this runner.'
        };
    }
    try {
        await appendJobSummary(markdown);
        return { written: true };
    }
    catch (err) {
        const reason = (0,errors/* errorMessage */.gJ)(err);
        return { written: false, notice: `No job summary was written: ${reason}` };
    }
}
/** The job summary of a run refused before it did anything: the one error. */
function renderRefusal(err) {
    return `## Records: refused\n\n❌ ${(0,report_escape/* text */.Qq)((0,secrets/* redactSecrets */.fp)((0,errors/* errorMessage */.gJ)(err)))}\n`;
}
/** Where the error of a refused run is annotated: on the report it blames, at its line. */
function refusalPlace(err) {
    if (!(err instanceof junit_errors/* JUnitError */.v0) || err.inRepository === undefined)
        return {};
    return { file: err.inRepository, startLine: err.line ?? 1 };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __nccwpck_require__(24964);
;// CONCATENATED MODULE: ./src/report/step-outputs.ts
/**
 * Step outputs from a result. A value over GitHub's 1 MB limit is cut (still valid UTF-8) and
 * written whole to a file in the runner's temp folder (context/runner.ts), with a warning naming both; newlines and any text
 * survive because GITHUB_OUTPUT is written with a random heredoc delimiter (@actions/core's
 * setOutput, behind report/boundary.ts).
 */











/** The artifacts that were read: each has its fingerprint. */
const fingerprinted = (artifacts) => artifacts.flatMap((a) => (a.stage === 'fingerprinted' ? [a] : []));
/** The `fingerprints` output: every artifact that has a fingerprint, in the order resolved. */
function fingerprintsJson(artifacts) {
    const items = fingerprinted(artifacts).map((a) => ({
        name: a.name,
        template: a.templateName ?? null,
        path: a.path,
        type: a.type,
        fingerprint: a.fingerprint
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
    for (const a of fingerprinted(artifacts)) {
        if (a.type !== 'file' || a.path === '')
            continue;
        const name = (0,paths/* displayPath */.G)(external_node_path_default().resolve(workspace, a.path), workspace).split((external_node_path_default()).sep).join('/');
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
 * Writes the checksums text to a new `checksums.sha256` in the runner's temp folder `base` (the
 * runner empties it after the job) and returns its path. Each call gets its own directory, so
 * two steps of a job do not overwrite each other's file. Throws when the file cannot be written.
 */
function writeChecksumsFile(text, base) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(base, 'records-action-checksums-'));
    const file = external_node_path_default().join(dir, 'checksums.sha256');
    external_node_fs_default().writeFileSync(file, text, 'utf8');
    return file;
}
/** `search-result` and `compliance-state` when no artifact matches the search. */
const NO_MATCH_RESULT = '{"artifacts":[]}';
const NO_MATCH_STATE = 'NONE';
/**
 * Sets every output the result has data for; returns warnings (never throws). `workspace` is
 * where the `checksums-file` names are relative to (default: workspaceDir()); `temp` is the
 * runner's temp folder, where files for later steps are written.
 */
function setOutputs(result, out, opts) {
    const warnings = [];
    const put = (name, value) => {
        for (const w of setOutputSafely(out, name, value, { temp: opts.temp }))
            warnings.push(w);
    };
    const workspace = opts.workspace ?? (0,context_github/* workspaceDir */.zf)();
    if (result.artifacts)
        putArtifacts(result.artifacts, { workspace, temp: opts.temp }, put, warnings);
    const verdict = (0,report_verdict/* verdictOf */.Vj)(result);
    if ((0,report_verdict/* statesVerdict */.Ck)(result) && verdict.compliant !== undefined) {
        put('compliant', String(verdict.compliant));
    }
    if (verdict.recorded !== undefined)
        put('recorded', String(verdict.recorded));
    if (result.outbox) {
        put('outbox-count', String((0,report_writes/* writesIn */.Ug)(result, 'deferred').length));
        if (result.outbox.artifact)
            put('outbox-artifact', result.outbox.artifact);
        if (result.outbox.file)
            put('outbox-file', result.outbox.file);
    }
    if (result.receiptArtifact)
        put('receipt-artifact', result.receiptArtifact);
    const junit = result.junit;
    if (junit) {
        put('tests-total', String(junit.totals.total));
        put('tests-failed', String(junit.totals.failures));
        put('tests-errors', String(junit.totals.errors));
        put('tests-skipped', String(junit.totals.skipped));
        put('junit-results', junit.resultsJson ?? JSON.stringify(junit.results));
        // Every failing and erroring test's id, in report order (the attestation's record).
        if (junit.named)
            put('failed-tests', JSON.stringify(junit.named.ids));
    }
    putSearch(result.search, verdict.complianceState, put);
    if (result.legs)
        putLegs(result.legs, put);
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
/** `legs-expected`, `legs-reported` and `legs-missing` (each missing leg: how it is known, and why). */
function putLegs(legs, put) {
    put('legs-expected', String(legs.expected));
    put('legs-reported', String(legs.reported.length));
    const missing = legs.missing.map((l) => ({
        ...(l.index !== undefined && { index: l.index }),
        ...(l.matrix && { matrix: l.matrix }),
        ...(l.job && { job: l.job }),
        leg: l.words,
        why: l.why
    }));
    put('legs-missing', JSON.stringify(missing));
}
/** `fingerprints`, `fingerprint` (exactly one) and `checksums-file`. */
function putArtifacts(artifacts, where, put, warnings) {
    const withFingerprint = fingerprinted(artifacts);
    put('fingerprints', fingerprintsJson(artifacts));
    if (withFingerprint.length === 1)
        put('fingerprint', withFingerprint[0].fingerprint);
    const checksums = checksumsText(artifacts, where.workspace);
    if (checksums === '')
        return;
    try {
        put('checksums-file', writeChecksumsFile(checksums, where.temp));
    }
    catch (err) {
        const reason = (0,errors/* errorMessage */.gJ)(err);
        warnings.push(`Output 'checksums-file' is not set: the file could not be written: ${reason}`);
    }
}
/** `search-result` and `compliance-state`, with stated values when nothing matched. */
function putSearch(search, verdictState, put) {
    // Nothing matched: stated values, so a later step can test for them (action.yml).
    if (search?.notFound)
        put('search-result', NO_MATCH_RESULT);
    else if (search?.result !== undefined) {
        put('search-result', search.resultJson ?? JSON.stringify(search.result));
    }
    // The service answered, and none of what it found is the step's own (or nothing matched).
    const answered = search?.notFound === true || search?.result !== undefined;
    const state = verdictState ?? (answered ? NO_MATCH_STATE : undefined);
    if (state)
        put('compliance-state', state);
}
/**
 * One output, cut to GitHub's limit when over it (the whole value then goes to a file in the
 * runner's temp folder). Returns warnings; never throws.
 */
function setOutputSafely(out, name, value, opts) {
    const maxBytes = opts.maxBytes ?? display_limits/* GITHUB_LIMITS */.f_.outputBytes;
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
            const file = writeWholeValue(name, value, opts.temp);
            warnings.push(`Output '${name}' is ${(0,format/* num */.bu)(bytes)} bytes, over GitHub's limit of ${(0,format/* num */.bu)(maxBytes)}: ` +
                `${note}; the whole value is in ${file}`);
        }
        catch (err) {
            const reason = (0,errors/* errorMessage */.gJ)(err);
            warnings.push(`Output '${name}' is ${(0,format/* num */.bu)(bytes)} bytes, over GitHub's limit of ${(0,format/* num */.bu)(maxBytes)}: ` +
                `${note}, and the whole value could not be written to a file: ${reason}`);
        }
    }
    try {
        out.setOutput(name, kept);
    }
    catch (err) {
        const reason = (0,errors/* errorMessage */.gJ)(err);
        warnings.push(`Output '${name}' could not be set: ${reason}`);
    }
    return warnings;
}
function writeWholeValue(name, value, base) {
    const dir = external_node_fs_default().mkdtempSync(external_node_path_default().join(base, 'records-action-outputs-'));
    const ext = /^\s*[[{]/.test(value) ? 'json' : 'txt';
    const file = external_node_path_default().join(dir, `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.${ext}`);
    external_node_fs_default().writeFileSync(file, value, 'utf8');
    return file;
}

;// CONCATENATED MODULE: ./src/report/redact.ts

/** The result with every string (keys too) redacted: a copy, or the result itself when no string in it holds a secret. */
function redactResult(result) {
    return (0,secrets/* hasSecrets */.kH)() ? (0,secrets/* redactDeep */.KL)(result) : result;
}

;// CONCATENATED MODULE: ./src/report/story.ts














const FAILING_TESTS_SHOWN = 20;
const ITEMS_SHOWN = 50;
function artifactLines(result) {
    const writes = (0,report_writes/* writesById */.XZ)(result);
    return (result.artifacts ?? []).map((a) => {
        const what = a.templateName ? `${a.templateName} (${a.name})` : a.name;
        const where = a.path && a.path !== a.name ? ` at ${oneLine(a.path)}` : '';
        const write = a.writeId === undefined ? undefined : writes.get(a.writeId);
        // Why an unreadable artifact failed is its write's, or (nothing sent) the step's error.
        const state = write
            ? oneLine(write.state === 'recorded' ? 'reported' : (0,report_writes/* stateWords */.Xu)(write))
            : stageWords(a.stage);
        return `${oneLine(what)} [${a.type}]${where}: ${a.stage === 'fingerprinted' ? a.fingerprint : '–'} ${state}`;
    });
}
function junitLines(junit) {
    const lines = [
        `${(0,format/* testCounts */.Js)(junit.totals)} (${(0,english/* count */.U9)(junit.totals.total, 'test')} in ${(0,english/* count */.U9)(junit.files.length, 'file')})`
    ];
    for (const t of junit.failedTests.slice(0, FAILING_TESTS_SHOWN)) {
        const place = (0,annotations/* placeOf */.$t)(t);
        const where = place ? ` (${oneLine(place.path)}:${place.line})` : '';
        lines.push(`✗ ${oneLine((0,annotations/* testPath */.Ae)(t.suite, t.classname, t.name))}${where}: ${oneLine(t.message || t.kind, display_limits/* SHOWN_CHARS */.q4.message)}`);
    }
    const inSummary = Math.max(0, junit.failedTests.length - FAILING_TESTS_SHOWN);
    const more = (0,annotations/* moreFailingNotice */.O8)(inSummary, junit.failedTestsOmitted);
    if (more)
        lines.push(`… ${more}`);
    // What a report hides: tests counted but not listed, an error of the suite itself.
    for (const suite of junit.suites) {
        for (const p of suite.problems ?? []) {
            lines.push(`⚠ suite ${oneLine((0,annotations/* suiteLabel */.c)(suite) || '–')} (${oneLine(suite.report)}): ${oneLine(p.message, display_limits/* SHOWN_CHARS */.q4.message)}`);
        }
    }
    return lines;
}
function story_attestationLine(junit, write) {
    if (!write)
        return undefined;
    const name = oneLine(junit.attestationName ?? 'junit');
    const attached = junit.attachment
        ? ` with ${oneLine(junit.attachment.filename)} (${(0,english/* count */.U9)(junit.attachment.bytes, 'byte')})`
        : '';
    if (write.state === 'recorded')
        return `Attestation '${name}' recorded${attached}.`;
    return `Attestation '${name}': ${oneLine((0,report_writes/* stateWords */.Xu)(write))}`;
}
function searchLines(result) {
    const search = result.search;
    if (!search)
        return [];
    if (search.error)
        return [`Search for ${oneLine(search.value)} failed: ${oneLine(search.error)}`];
    if (search.notFound && testsAlone(result)) {
        return [
            `Search for ${oneLine(search.value)}: the service knows no artifact of this commit (expected when only tests were attested).`
        ];
    }
    if (search.notFound)
        return [`Search for ${oneLine(search.value)}: no artifact matches.`];
    const found = search.result?.artifacts ?? [];
    const lines = [
        `Search for ${oneLine(search.value)}: ${(0,english/* count */.U9)(found.length, 'artifact')}${searchStateWords(result)}`
    ];
    // Another flow's, another step's artifact of the commit is information: it decides nothing.
    const other = notJudged(result);
    for (const a of found.slice(0, ITEMS_SHOWN)) {
        const flow = a.flow ?? a.pipeline;
        const note = other(a) ? " (not this step's: shown, not judged)" : '';
        lines.push(`${oneLine(String(a.name))} ${String(a.fingerprint).slice(0, 12)}${flow ? ` in flow ${oneLine(String(flow))}` : ''}: ${oneLine(String(a.compliance_state ?? 'UNKNOWN'))}${note}`);
    }
    return lines;
}
/** `, compliance X` of a search; `; this step's artifacts in flow web: X` of a build. */
function searchStateWords(result) {
    const state = result.complianceState;
    if (result.command === 'search')
        return `, compliance ${oneLine(state ?? 'unknown')}`;
    if (!state)
        return '';
    const flow = result.destination.flow;
    return `; this step's artifacts${flow ? ` in flow ${oneLine(flow)}` : ''}: ${oneLine(state)}`;
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
        lines.push(`${(0,english/* count */.U9)(envs.list.length, 'environment')} in ${(0,english/* count */.U9)(envs.pages, 'page')}${names.length ? `: ${names.join(', ')}` : ''}`);
    }
    const ap = result.approvals;
    if (ap && !ap.error) {
        lines.push(`${(0,english/* count */.U9)(ap.list.length, 'approval')} of ${ap.fingerprint.slice(0, 12)} in flow ${oneLine(ap.flow)}; latest state ${oneLine(ap.state)}`);
    }
    const o = result.override;
    if (o) {
        lines.push(`Attestation '${oneLine(o.attestationName)}' (${oneLine(o.attestationType)}) in trail ${oneLine(o.trail)}: new status ${o.compliant ? 'compliant' : 'not compliant'}; reason: ${oneLine(o.reason)}`);
    }
    return lines;
}
/** `command: legs`: the count, then each leg missing and why, then each reported. */
function legsLines(result) {
    const legs = result.legs;
    if (!legs)
        return [];
    const missing = legs.missing.map((l) => `✗ ${oneLine(l.words)}: missing (${oneLine(l.why)})`);
    const reported = legs.reported.map((l) => `✓ ${oneLine(l.words)}: reported in attempt ${l.attempt} (${(0,format/* testCounts */.Js)(l.tests)})`);
    const all = [...missing, ...reported];
    const shown = all.slice(0, ITEMS_SHOWN);
    if (all.length > shown.length)
        shown.push(`… and ${(0,english/* count */.U9)(all.length - shown.length, 'more leg')}`);
    return [oneLine((0,judge/* legsLine */.Ol)(legs)), ...shown];
}
/**
 * On GitHub Enterprise Server the outbox is a file the workflow must keep itself: a warning
 * (the one place the log words GHES), so the run's page shows what to add.
 */
function enterpriseServerOutbox(file) {
    return ('On GitHub Enterprise Server this step cannot save the outbox as a workflow artifact: ' +
        `it is the file ${file} (the outbox-file output), sealed with the api-token. Keep it with ` +
        'actions/upload-artifact@v3 in a step after this one (if: always()), and replay it with ' +
        'outbox: once the service is back (README, "GitHub Enterprise Server"); the runner deletes ' +
        'the file when the job ends.');
}
/** The outbox in one line: what waits, where, and the step that replays it (with its run id). */
function outboxLine(result) {
    const o = result.outbox;
    const deferred = (0,report_writes/* writesIn */.Ug)(result, 'deferred');
    if (!o || deferred.length === 0 || (0,no_artifacts/* outboxIsEnterpriseFile */.v)(o))
        return undefined;
    const head = `${(0,english/* count */.U9)(deferred.length, 'write')} deferred to the outbox (${oneLine((0,report_writes/* labelList */.d8)(deferred))})`;
    const runId = o.runId ? `run-id: ${oneLine(o.runId)}` : 'run-id: the id of this run';
    return o.artifact
        ? `${head}: sealed and saved as the workflow artifact ${oneLine(o.artifact)}, ${keptFor(o)}; replay it with command: replay and ${runId} (README, "Replay").`
        : `${head}: NOT saved as a workflow artifact (${oneLine((0,no_artifacts/* outboxNotSaved */.M)(o) ?? '')}); file: ${oneLine(o.file ?? 'none')}`;
}
/** The writes no other group shows (a replay's): each with what became of it. */
function otherWriteLines(result) {
    return (0,report_writes/* otherWrites */.RQ)(result).map((w) => `${oneLine(w.label)}: ${oneLine((0,report_writes/* stateWords */.Xu)(w))}`);
}
/**
 * Not compliant but the step does not fail: one job-level warning that says why (the failing
 * tests by name, the artifact and flow not compliant), so a green job still shows it on the
 * run's page. `checkName`: the check run that has the details, only once it was made (without
 * `checks: write` there is none to see). A replay's origins each say theirs in their check run.
 */
function notCompliantWarning(result, checkName) {
    if (!result.givesVerdict || result.replayedOrigins || result.compliant !== false)
        return undefined;
    if ((0,report_writes/* failuresOf */.dJ)(result).length > 0)
        return undefined;
    const kind = (0,report_verdict/* verdictOf */.Vj)(result).kind;
    const why = (0,report_verdict/* whyNotCompliant */.fq)(result);
    if ((kind !== 'not-compliant' && kind !== 'preview') || why.length === 0)
        return undefined;
    const where = checkName ? `the '${checkName}' check and the job summary` : 'the job summary';
    const lines = why.map((line) => oneLine(line.replace(/\.$/, ''), display_limits/* SHOWN_CHARS */.q4.message));
    return (`${lines.join('; ')}. ` +
        `The step does not fail on this (fail-on-non-compliant is off); see ${where}.`);
}
/** Dry-run payloads shown at most: the rest is said in one line. */
const DRY_RUN_SHOWN = 100;
/** What a dry run would have sent, in the CLI's words (CLI users rely on them). */
function dryRunBlocks(result) {
    const requests = result.dryRunRequests ?? [];
    const blocks = requests.slice(0, DRY_RUN_SHOWN).map(formatDryRun);
    const more = requests.length - blocks.length;
    if (more > 0)
        blocks.push(`… and ${(0,english/* count */.U9)(more, 'more request')}, not shown.`);
    return blocks;
}
/**
 * Writes the story of the result: its warnings and notices, one group per phase, and the
 * verdict outside any group — last, or, for a preview, first after why nothing is sent. The
 * failing tests' warning comes after the check run (publish.ts), which it may point to.
 */
function tellStory(result, out) {
    const verdict = (0,report_verdict/* verdictLine */.MT)(result);
    const preview = (0,report_verdict/* previewExplanation */.Or)(result);
    if (preview) {
        // A fork's or Dependabot's preview says why (a plain dry run was asked for: its verdict says).
        if (result.preview)
            out.notice(`Preview: ${preview}`);
        if (verdict)
            out.info(verdict);
    }
    for (const w of [...result.warnings, ...presenceWarnings(result)])
        out.warning(w);
    for (const n of result.notices)
        out.notice(n);
    const dryRun = result.dryRunRequests ?? [];
    out.group(`Dry run: ${(0,english/* count */.U9)(dryRun.length, 'request')} not sent`, dryRunBlocks(result), {
        blocks: true
    });
    out.group(`Artifacts (${(result.artifacts ?? []).length})`, artifactLines(result));
    if (result.junit) {
        const attestation = story_attestationLine(result.junit, (0,report_writes/* writeOf */.tg)(result, result.junit.writeId));
        const presence = presenceLine(result);
        out.group('Tests', [
            ...junitLines(result.junit),
            ...(attestation ? [attestation] : []),
            ...(presence ? [oneLine(presence)] : [])
        ]);
    }
    out.group('Legs', legsLines(result));
    out.group(`Writes (${result.writes.length})`, otherWriteLines(result));
    out.group('Search', searchLines(result));
    for (const line of queryLines(result))
        out.info(line);
    const outbox = outboxLine(result);
    if (outbox)
        out.info(outbox);
    if ((0,no_artifacts/* outboxIsEnterpriseFile */.v)(result.outbox) && (0,report_writes/* writesIn */.Ug)(result, 'deferred').length > 0) {
        out.warning(enterpriseServerOutbox(result.outbox?.file ?? ''));
    }
    // Last, outside any group: the verdict and its reason; a replay's, with each red origin's
    // why (a build step's is its failures, or the warning after its check run).
    if (verdict && !preview)
        out.info(verdict);
    if (result.replayedOrigins && (0,report_verdict/* verdictOf */.Vj)(result).kind === 'not-compliant') {
        for (const line of (0,report_verdict/* whyNotCompliant */.fq)(result))
            out.info(`Why: ${oneLine(line, display_limits/* SHOWN_CHARS */.q4.message)}`);
    }
}

// EXTERNAL MODULE: ./src/context/check-mark.ts
var check_mark = __nccwpck_require__(22277);
;// CONCATENATED MODULE: ./src/report/replay-checks.ts
/**
 * A replay's check runs: one per origin (its own `check-name`, its own commit), each from a
 * view of the result that holds only that origin's writes, tests and search, so its conclusion,
 * title and summary are that origin's own truth (docs/bad-day.md, "Each origin to its own truth").
 */

/** The result as one origin's check run tells it. */
function forOrigin(result, v) {
    const ids = new Set(v.writeIds);
    const o = v.origin;
    return {
        ...result,
        writes: result.writes.filter((w) => ids.has(w.id)),
        destination: {
            ...result.destination,
            org: o.org,
            flow: o.flow,
            trail: o.trail,
            commit: o.commit
        },
        search: v.search,
        compliant: v.compliant,
        complianceState: v.complianceState,
        nonCompliance: v.nonCompliance,
        givesVerdict: true,
        checkName: o.checkName ?? result.checkName,
        replayedOrigins: [v]
    };
}
/** Every write of the origin superseded by newer evidence or recorded earlier. */
function settled(raw, v) {
    const ids = new Set(v.writeIds);
    const own = raw.writes.filter((w) => ids.has(w.id));
    return own.length > 0 && own.every((w) => w.state === 'superseded' || w.state === 'earlier');
}
/**
 * For each origin of a replay whose check run may be brought up to date (it has a commit, and
 * no later run or attempt completed its check run): the redacted and the raw view, and the mark
 * of the origin's own check run.
 */
function originResults(result, raw) {
    const origins = raw.replayedOrigins ?? [];
    return origins.flatMap((v, i) => {
        // An origin that ran with `check-run: false` made none, and gets none from a replay.
        if (v.origin.commit === undefined || v.origin.checkRun === false)
            return [];
        // One whose writes were all superseded (or recorded earlier) is told so, and no longer
        // asks for a replay; one partly superseded or held is left as it is.
        if (v.checkLeftAlone !== undefined && !settled(raw, v))
            return [];
        const shown = result.replayedOrigins?.[i] ?? v;
        const o = v.origin;
        const mark = (0,check_mark/* checkMarkOf */.$M)(o);
        return [{ result: forOrigin(result, shown), raw: forOrigin(raw, v), mark, origin: o }];
    });
}

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
    // Redaction walks data from outside: guarded like every part. Unredacted data is never shown.
    let redacted;
    await step('redact the result', () => (redacted = redactResult(raw)));
    if (!redacted)
        return problems;
    const result = redacted;
    await step('set the outputs', () => {
        for (const w of setOutputs(result, out, {
            workspace: raw.build.workspace,
            temp: settings.runner.temp
        }))
            out.warning(w);
    });
    await step('write the step log', () => tellStory(result, out));
    if (settings.summary) {
        await step('write the job summary', async () => {
            const markdown = (0,secrets/* redactSecrets */.fp)(renderSummary(result));
            const written = await writeSummary(markdown, settings.runner.summaryFile);
            if (written.notice)
                out.notice(written.notice);
        });
    }
    let checkMade = false;
    await step('publish the check run', async () => {
        checkMade = await publishCheck(result, raw, settings, out);
    });
    // After the check run: the warning points to it only once it exists (without `checks: write`
    // there is none).
    const warning = notCompliantWarning(result, checkMade ? settings.checkName : undefined);
    if (warning)
        out.warning(warning);
    return problems;
}
/**
 * Whether a check run is made: for a verdict on a commit, asked for, with a token, on a
 * repository, and not in a dry run or preview (nothing was sent: no check run says otherwise).
 */
function wantsCheck(raw, settings) {
    return (raw.givesVerdict &&
        settings.checkRun &&
        settings.githubToken !== '' &&
        raw.destination.commit !== undefined &&
        settings.repository !== '' &&
        !raw.destination.dryRun);
}
/**
 * `raw` gives the commit, the paths and the link as they are (`result` is the redacted copy).
 * Whether a check run was made or brought up to date.
 */
async function publishCheck(result, raw, settings, out) {
    // A replay brings each origin's own check run to that origin's own verdict.
    if (raw.replayedOrigins !== undefined) {
        // Only origins' own check runs: one superseded or without a commit gets none.
        const urls = [];
        for (const one of originResults(result, raw)) {
            const { checkName = settings.checkName, leg } = one.origin;
            const own = { ...settings, checkName, checkLeg: leg };
            const url = await publishOne(one.result, one.raw, own, out, one.mark);
            if (url)
                urls.push(url);
        }
        // Set once, every check run in it: an output set again keeps only its last value.
        if (urls.length > 0)
            out.setOutput('check-run-url', urls.join('\n'));
        return urls.length > 0;
    }
    const url = await publishOne(result, raw, settings, out);
    if (url) {
        out.setOutput('check-run-url', url);
        return true;
    }
    (0,annotations/* workflowAnnotations */.U)(result, out);
    return false;
}
/** One check run; its URL when it was made (else the annotations go to the workflow). */
async function publishOne(result, raw, settings, out, replace) {
    const { commit } = raw.destination;
    if (commit === undefined || !wantsCheck(raw, settings))
        return undefined;
    // From inputs, not from the result: redacted here (a matrix value may hold a secret).
    const name = (0,secrets/* redactSecrets */.fp)(settings.checkName);
    // In a group of its own: what GitHub's client prints meanwhile (a warning that an endpoint
    // is retiring) stays with it, and the log says where the check run is.
    const check = await out.around(`Check run '${name}'`, async () => {
        const made = await makeCheckRun(result, raw, settings, { sha: commit, name }, replace);
        if (made.url)
            out.info(`${made.updated ? 'Brought up to date' : 'Created'}: ${made.url}`);
        return made;
    });
    if (check.warning)
        out.warning(check.warning);
    return check.url || undefined;
}
async function makeCheckRun(result, raw, settings, about, replace) {
    // Loaded only when a check run is made: the GitHub client is most of the bundle.
    const { publishCheckRun } = await __nccwpck_require__.e(/* import() */ 449).then(__nccwpck_require__.bind(__nccwpck_require__, 70449));
    return publishCheckRun(result, {
        token: settings.githubToken,
        apiUrl: settings.apiUrl,
        repository: settings.repository,
        ...about,
        ...(settings.checkLeg !== undefined && { leg: (0,secrets/* redactSecrets */.fp)(settings.checkLeg) }),
        summaryMarkdown: (0,secrets/* redactSecrets */.fp)(renderSummary(result, { maxBytes: display_limits/* GITHUB_LIMITS */.f_.checkRunSummaryBytes })),
        detailsUrl: raw.build.url,
        // A replay's check run is its origin's: marked as the origin's, found again by that mark.
        ...(replace ? { replace, mark: replace } : settings.mark && { mark: settings.mark })
    });
}

// EXTERNAL MODULE: ./src/github/job-name.ts
var job_name = __nccwpck_require__(5202);
// EXTERNAL MODULE: ./src/util/on-cancel.ts
var on_cancel = __nccwpck_require__(58550);
;// CONCATENATED MODULE: ./src/main.ts
/**
 * run(): inputs → command → everything shown (report/) → exit status. The only place that
 * sets the step's outcome.
 */










/**
 * Where the result is shown; what it is about travels in the result itself (a replay names the
 * check run of the run whose writes it sent).
 */
async function publishSettings(config, result, jobKey) {
    const settings = settingsOf(config, result);
    // Only for a check run of this job's own (a replay's are its origins', marked by them).
    if (result.replayedOrigins !== undefined || !wantsCheck(result, settings))
        return settings;
    const key = await jobKey();
    return key && settings.mark ? { ...settings, mark: { ...settings.mark, jobKey: key } } : settings;
}
function settingsOf(config, result) {
    const { summary, checkRun, githubToken, github, runner } = config;
    // A replay's check run is its origin's: this job's matrix leg is not what it is about.
    const own = result.checkName === undefined;
    const run = (0,context_github/* thisRun */.os)(github);
    return {
        summary,
        checkRun,
        checkName: result.checkName ?? config.checkName,
        ...(own && config.checkLeg !== undefined && { checkLeg: config.checkLeg }),
        githubToken,
        // The same names an outbox's origin carries: a replay finds this check run by them.
        mark: {
            run: run.run,
            job: run.job,
            attempt: run.attempt,
            ...(config.checkLeg && { leg: config.checkLeg }),
            ...(config.checkLegDigest && { legSha: config.checkLegDigest }),
            ...(github.action && { step: github.action })
        },
        repository: github.repository,
        apiUrl: github.apiUrl,
        runner
    };
}
/**
 * Runs the command: an online one with the delivery (the records client and the policy around
 * it), an offline one without (nor its code).
 */
async function runCommand(command, out, jobKey, cancellation) {
    if (!command.online)
        return command.run();
    const { createDelivery } = await __nccwpck_require__.e(/* import() */ 311).then(__nccwpck_require__.bind(__nccwpck_require__, 51311));
    const delivery = createDelivery(command.config, deliveryEvents(out), cancellation);
    const result = await command.run(delivery);
    // The bad day (docs/bad-day.md): the stop, what a dry run would have sent, the outbox saved.
    const { settleDelivery } = await Promise.all(/* import() */[__nccwpck_require__.e(934), __nccwpck_require__.e(505), __nccwpck_require__.e(822), __nccwpck_require__.e(753)]).then(__nccwpck_require__.bind(__nccwpck_require__, 93753));
    return settleDelivery(result, { ...command.config, jobKey }, delivery);
}
/** This job's key, read once from its check run (`job-check-run-id`) when first asked for. */
function jobKeyOf(config, out) {
    const { github, githubToken, jobCheckRunId } = config;
    const lookup = { repository: github.repository, token: githubToken, apiUrl: github.apiUrl };
    return (0,job_name/* jobKeyOnce */.ky)({ ...lookup, checkRunId: jobCheckRunId }, (message) => out.warning(message));
}
async function run() {
    const out = new Output();
    const failures = [];
    let where = {};
    let summary = true;
    // The run's context first: even a refused input's summary goes to the runner's summary file.
    const context = readRunContext(process.env);
    // A command that listens to the job's cancellation (replay) ends the step with it, below.
    const cancellation = new on_cancel/* Cancellation */.mT();
    try {
        const read = readConfig(process.env, context);
        // Masked before anything is printed, even when an input is refused.
        await read.finally(() => out.maskSecrets());
        const command = await read;
        summary = command.config.summary;
        const jobKey = jobKeyOf(command.config, out);
        const result = await runCommand(command, out, jobKey, cancellation);
        // One at a time: spreading a list that grows with the input overflows the call stack.
        for (const failure of (0,report_writes/* failuresOf */.dJ)(result))
            failures.push(failure);
        const settings = await publishSettings(command.config, result, jobKey);
        for (const problem of await publish(result, settings, out))
            failures.push(problem);
    }
    catch (err) {
        failures.push((0,errors/* errorMessage */.gJ)(err));
        where = refusalPlace(err);
        // A refused run still leaves a job summary: the one error (none where there is no file).
        if (summary)
            await writeSummary(renderRefusal(err), context.runner.summaryFile);
    }
    if (failures.length > 0) {
        out.error(failures.join('\n'), where);
        process.exitCode = 1;
    }
    // Cancelled (SIGINT, SIGTERM): once everything is said, the step ends of that signal, as the
    // runner meant it to.
    cancellation.end();
}


/***/ }),

/***/ 856:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ placeOf),
/* harmony export */   Ae: () => (/* reexport safe */ _junit_test_path_js__WEBPACK_IMPORTED_MODULE_2__.Ae),
/* harmony export */   LO: () => (/* binding */ checkAnnotations),
/* harmony export */   O8: () => (/* binding */ moreFailingNotice),
/* harmony export */   U: () => (/* binding */ workflowAnnotations),
/* harmony export */   c: () => (/* reexport safe */ _junit_test_path_js__WEBPACK_IMPORTED_MODULE_2__.LO)
/* harmony export */ });
/* unused harmony exports testTitle, suiteWarnings */
/* harmony import */ var _display_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74009);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(12011);
/* harmony import */ var _junit_test_path_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(68228);




function testTitle(t) {
    return (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((0,_junit_test_path_js__WEBPACK_IMPORTED_MODULE_2__/* .testPath */ .Ae)(t.suite, t.classname, t.name), _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.annotationTitleChars);
}
function testMessage(t) {
    if (t.message.trim() !== '')
        return t.message;
    return t.kind === 'error' ? 'The test ended with an error.' : 'The test failed.';
}
/** Where a failing test is annotated and shown: the place the command found, if any. */
function placeOf(t) {
    if (!t.at || t.at.path === '')
        return undefined;
    return { path: t.at.path, line: positive(t.at.line) ?? 1 };
}
function positive(n) {
    return Number.isInteger(n) && (n ?? 0) > 0 ? n : undefined;
}
/** Check-run annotations for the failing tests, in report order, up to `max`, then the warnings
 *  about suites (`suites`) while there is room. */
function checkAnnotations(tests, max, suites = []) {
    const out = [];
    for (const t of tests) {
        if (out.length >= max)
            break;
        const place = placeOf(t);
        if (!place)
            continue;
        const annotation = {
            path: place.path,
            start_line: place.line,
            end_line: place.line,
            annotation_level: 'failure',
            title: testTitle(t),
            message: (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clipBytes */ .Wp)(testMessage(t), _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.annotationMessageBytes)
        };
        const details = t.details.trim();
        if (details)
            annotation.raw_details = (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clipBytes */ .Wp)(details, _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.annotationMessageBytes);
        out.push(annotation);
    }
    for (const p of suiteWarnings(suites)) {
        if (out.length >= max)
            break;
        const report = p.reportInRepository;
        if (!report)
            continue;
        out.push({
            path: report,
            start_line: 1,
            end_line: 1,
            annotation_level: 'warning',
            title: (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(p.title, _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.annotationTitleChars),
            message: (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clipBytes */ .Wp)(p.message, _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.annotationMessageBytes)
        });
    }
    return out;
}
/** One warning per problem a suite's report hides. */
function suiteWarnings(suites) {
    return suites.flatMap((s) => (s.problems ?? []).map((p) => ({
        report: s.report,
        reportInRepository: s.reportInRepository,
        title: (0,_junit_test_path_js__WEBPACK_IMPORTED_MODULE_2__/* .suiteLabel */ .LO)(s) ? `Suite ${(0,_junit_test_path_js__WEBPACK_IMPORTED_MODULE_2__/* .suiteLabel */ .LO)(s)}` : `Suite of ${s.report}`,
        message: p.message
    })));
}
/**
 * The message of a workflow-command annotation: the runner shows it after `Error: `, so a
 * message that starts with `Error: ` (Jest, Node) loses it rather than reading it twice.
 */
function workflowMessage(t) {
    return testMessage(t).replace(/^Error: (?=\S)/, '');
}
/**
 * Without a check run: `::error` annotations for the first `max` failing tests, titled with the
 * test, at their place (FailedTest.at), then a notice saying how many more the job summary lists.
 */
function workflowAnnotations(result, out, opts = {}) {
    const junit = result.junit;
    if (!junit)
        return;
    const max = opts.max ?? _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.annotationsPerStep;
    const tests = junit.failedTests;
    for (const t of tests.slice(0, max)) {
        const place = placeOf(t);
        out.error((0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(workflowMessage(t), _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SHOWN_CHARS */ .q4.logLine), {
            title: testTitle(t),
            file: place?.path,
            startLine: place?.line
        });
    }
    for (const p of suiteWarnings(junit.suites).slice(0, max)) {
        out.warning((0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(p.message, _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SHOWN_CHARS */ .q4.logLine), {
            title: (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(p.title, _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f_.annotationTitleChars),
            file: p.reportInRepository
        });
    }
    const notice = moreFailingNotice(tests.length - Math.min(max, tests.length), junit.failedTestsOmitted);
    if (notice)
        out.notice(notice);
}
/**
 * The failing tests not shown where this is said: how many the job summary lists (it keeps a
 * bounded number of them) and how many only the JUnit reports hold.
 */
function moreFailingNotice(inSummary, onlyInReports) {
    const more = inSummary + onlyInReports;
    if (more === 0)
        return undefined;
    const head = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(more)} more failing test${more === 1 ? '' : 's'}`;
    const are = more === 1 ? 'is' : 'are';
    if (onlyInReports === 0)
        return `${head} ${are} listed in the job summary.`;
    const bounded = '(the job summary keeps a bounded number of them)';
    if (inSummary === 0)
        return `${head} ${are} only in the JUnit reports ${bounded}.`;
    return (`${head}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(inSummary)} listed in the job summary, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(onlyInReports)} only in the ` +
        `JUnit reports ${bounded}.`);
}


/***/ }),

/***/ 72661:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ truncateUtf8),
/* harmony export */   d: () => (/* binding */ byteLength)
/* harmony export */ });
/** UTF-8 byte sizes and cuts that never split a character. */
function byteLength(s) {
    return Buffer.byteLength(s, 'utf8');
}
/**
 * The longest prefix of `s` that is at most `maxBytes` UTF-8 bytes and still valid UTF-8: for
 * data that must stay a prefix (an output value). Text a person reads is cut with clipBytes
 * (limits.ts), which marks the cut.
 */
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

/***/ 74009:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ CHECK_RUN_ANNOTATIONS_MAX),
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Gr: () => (/* reexport safe */ _util_clip_js__WEBPACK_IMPORTED_MODULE_0__.G),
/* harmony export */   Wp: () => (/* binding */ clipBytes),
/* harmony export */   f_: () => (/* binding */ GITHUB_LIMITS),
/* harmony export */   q4: () => (/* binding */ SHOWN_CHARS)
/* harmony export */ });
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(72661);
/* harmony import */ var _display_string_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76296);
/* harmony import */ var _util_clip_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(45940);
/**
 * What fits where: GitHub's limits for everything the action writes, the caps this action sets
 * itself on what it shows, and the one text cutter. Every size in report/ comes from here
 * (docs/github-limits.md says where each number comes from).
 */




/** GitHub's own limits. */
const GITHUB_LIMITS = {
    /** A step's job summary (GITHUB_STEP_SUMMARY), in bytes. */
    jobSummaryBytes: 1024 * 1024,
    /** A check run's `output.summary` (and `output.text`), in bytes. */
    checkRunSummaryBytes: 65_535,
    /** A check run's `output.title`, in characters. */
    checkRunTitleChars: 255,
    /** An annotation's title, in characters (Checks API and workflow commands alike). */
    annotationTitleChars: 255,
    /** A Checks API annotation's `message` and `raw_details`, in bytes. */
    annotationMessageBytes: 64 * 1024 - 1,
    /** Annotations per Checks API request. */
    annotationsPerRequest: 50,
    /** Workflow-command annotations GitHub shows per kind and step. */
    annotationsPerStep: 10,
    /** One step output value, in bytes. */
    outputBytes: 1_000_000
};
/**
 * The action's own caps on a value it shows (characters), so that no single datum floods a
 * log line, a cell or a title. The summary's caps that scale with its budget are in
 * render-limits.ts.
 */
const SHOWN_CHARS = {
    /** A state or kind (`COMPLIANT`, `K8S`, a title word). */
    label: 100,
    /** A name: flow, trail, environment, attestation, file, tag. */
    name: 200,
    /** A data value in a log line, a URL shown as text. */
    value: 300,
    /** A message in a log line or a warning (a failure message, an error). */
    message: 500,
    /** A file path passed to an annotation. */
    path: 1000,
    /** A whole log line or workflow-command annotation message. */
    logLine: 4000,
    /** A block of data in the log (a dry-run payload). */
    block: 64 * 1024
};
/** The most annotations one check run carries (in requests of `annotationsPerRequest`). */
const CHECK_RUN_ANNOTATIONS_MAX = 500;
/**
 * The one text cutter (src/util/clip.ts), for any value shown: at most `max` characters,
 * ending in `…` when cut.
 */
function clip(value, max) {
    return (0,_util_clip_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$)((0,_display_string_js__WEBPACK_IMPORTED_MODULE_1__/* .toStr */ .N)(value), max);
}
/**
 * The same cut by UTF-8 bytes: at most `maxBytes`, still valid UTF-8, ending in `mark` (`…`, or
 * a note that says where the rest is) when cut.
 */
function clipBytes(value, maxBytes, mark = _util_clip_js__WEBPACK_IMPORTED_MODULE_0__/* .ELLIPSIS */ .G) {
    if ((0,_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .byteLength */ .d)(value) <= maxBytes)
        return value;
    const room = maxBytes - (0,_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .byteLength */ .d)(mark);
    return room > 0 ? (0,_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateUtf8 */ .C)(value, room) + mark : (0,_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateUtf8 */ .C)(value, maxBytes);
}


/***/ }),

/***/ 76296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ toStr)
/* harmony export */ });
/** The text of any value shown: what escaping (escape.ts) and cutting (limits.ts) both start from. */
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

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ attr),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   zj: () => (/* binding */ preText)
/* harmony export */ });
/* unused harmony export safeUrl */
/* harmony import */ var _display_string_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76296);
/* harmony import */ var _display_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74009);
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
    const s = (0,_display_string_js__WEBPACK_IMPORTED_MODULE_1__/* .toStr */ .N)(value).replace(INVISIBLE, '');
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
    return (0,_display_string_js__WEBPACK_IMPORTED_MODULE_1__/* .toStr */ .N)(value)
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
        return `${labelHtml} (${text((0,_display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(url, _display_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SHOWN_CHARS */ .q4.value))})`;
    return labelHtml;
}
/** Inline code from untrusted text (a `<code>` element: backtick spans cannot hold entities). */
function code(value) {
    return `<code>${text(value)}</code>`;
}


/***/ }),

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ej: () => (/* binding */ size),
/* harmony export */   HP: () => (/* binding */ originNames),
/* harmony export */   Js: () => (/* binding */ testCounts),
/* harmony export */   Ly: () => (/* binding */ isoTime),
/* harmony export */   _1: () => (/* binding */ shortPath),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   hZ: () => (/* binding */ stateIcon),
/* harmony export */   hn: () => (/* binding */ breakablePath),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   sS: () => (/* binding */ pathCell),
/* harmony export */   uY: () => (/* binding */ originWords),
/* harmony export */   v: () => (/* binding */ testCountsLine)
/* harmony export */ });
/* unused harmony export strings */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(14031);
/* harmony import */ var _display_string_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76296);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(448);
/* harmony import */ var _util_clip_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(45940);
/** Display formats for numbers, times, durations, sizes and states in the summary. */




function num(n) {
    return typeof n === 'number' && Number.isFinite(n) ? (0,_util_english_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)(n) : '?';
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
        return (0,_util_english_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(bytes, 'byte');
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
/** The first 12 hex digits of a fingerprint or the first 7 of a commit. */
function short(hex, length = 12) {
    return (0,_display_string_js__WEBPACK_IMPORTED_MODULE_2__/* .toStr */ .N)(hex).slice(0, length);
}
/** An icon for a compliance state of the service (both non-compliant spellings). */
function stateIcon(state) {
    switch ((0,_display_string_js__WEBPACK_IMPORTED_MODULE_2__/* .toStr */ .N)(state).toUpperCase()) {
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
    return Array.isArray(value) ? value.map((v) => toStr(v)) : [];
}
/**
 * The one test-count phrase: "3 passed, 4 failed, 1 error, 1 skipped", each count left out when
 * it is 0 ("no tests" when there are none).
 */
function testCounts(t) {
    if (t.total === 0)
        return 'no tests';
    const passed = t.total - t.failures - t.errors - t.skipped;
    const parts = [];
    if (passed > 0)
        parts.push(`${num(passed)} passed`);
    if (t.failures > 0)
        parts.push(`${num(t.failures)} failed`);
    if (t.errors > 0)
        parts.push((0,_util_english_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(t.errors, 'error'));
    if (t.skipped > 0)
        parts.push(`${num(t.skipped)} skipped`);
    return parts.join(', ');
}
/** "12 tests: 2 passed, 9 failed, 1 error" (the Tests heading and the check run's title). */
function testCountsLine(t) {
    return `${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(t.total, 'test')}: ${testCounts(t)}`;
}
/**
 * A path for a table cell: as is up to `max` characters, else its start and its end around `…`
 * (the file name kept), so one long path cannot stretch the table. Returns plain text.
 */
function shortPath(p, max = 60) {
    if (p.length <= max)
        return p;
    const tail = p.slice(p.lastIndexOf('/', p.length - 2) + 1);
    const keepEnd = Math.min(Math.max(tail.length, Math.floor(max / 2)), max - 8);
    const keepStart = Math.max(4, max - keepEnd - 1);
    return p.slice(0, keepStart) + _util_clip_js__WEBPACK_IMPORTED_MODULE_3__/* .ELLIPSIS */ .G + p.slice(p.length - keepEnd);
}
/**
 * A path as HTML that a narrow column breaks after a `/` rather than inside a name: `<wbr>`,
 * which GitHub's sanitizer keeps, after each `/` (copying the text copies no extra character).
 */
function breakablePath(p) {
    return p.split('/').map(_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq).join('/<wbr>');
}
/** A path in a table cell: cut in the middle when long, the whole path on hover. */
function pathCell(p) {
    const shown = shortPath(p);
    // The title escaped as text (Markdown syntax too), on one line.
    const title = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(p).replace(/<br>/g, ' ');
    const attrs = shown === p ? '' : ` title="${title}"`;
    return `<code${attrs}>${breakablePath(shown)}</code>`;
}
/** A replayed origin in a few words: `build, os: windows-latest, attempt 2`. */
function originWords(o) {
    return [o.job, ...(o.leg ? [o.leg] : []), `attempt ${o.attempt}`].join(', ');
}
/**
 * Each replayed origin named by what tells it from the others, the same in every table of a
 * replay's page: `test (os: windows-latest)`, with its attempt when attempts differ and its run
 * when runs do (`run 4300, build, attempt 2`).
 */
function originNames(origins) {
    const differ = (key) => new Set(origins.map((o) => o[key])).size > 1;
    const [runs, attempts] = [differ('run'), differ('attempt')];
    return origins.map((o) => [
        ...(runs ? [`run ${o.run}`] : []),
        o.leg ? `${o.job} (${o.leg})` : o.job,
        ...(attempts ? [`attempt ${o.attempt}`] : [])
    ].join(', '));
}


/***/ }),

/***/ 80529:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ outboxNotSaved),
/* harmony export */   v: () => (/* binding */ outboxIsEnterpriseFile)
/* harmony export */ });
/** The reasons that make an unsaved outbox a failure, in words. */
const WORDS = {
    'outside-actions': 'this is not a GitHub Actions run: GITHUB_REPOSITORY is not set',
    'no-runtime-token': 'the runner gave this step no ACTIONS_RUNTIME_TOKEN, which saving a workflow artifact needs'
};
/** Whether the outbox is a file the workflow keeps itself: on GitHub Enterprise Server. */
function outboxIsEnterpriseFile(outbox) {
    return outbox?.unsaved === 'enterprise-server';
}
/**
 * Why the outbox could not be saved as a workflow artifact, when that is a failure: the
 * artifact client's error, or why the step could not try. Undefined when it was saved, and on
 * GitHub Enterprise Server (its own advice, no failure).
 */
function outboxNotSaved(outbox) {
    const why = outbox?.unsaved;
    if (!outbox || why === 'enterprise-server')
        return undefined;
    return outbox.error ?? (why && WORDS[why]);
}


/***/ }),

/***/ 90687:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ statesVerdict),
/* harmony export */   MT: () => (/* binding */ verdictLine),
/* harmony export */   Or: () => (/* binding */ previewExplanation),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   fq: () => (/* binding */ whyNotCompliant)
/* harmony export */ });
/* unused harmony exports VERDICT_WORDS, NOT_RECORDED_STATE */
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(448);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(12011);
/* harmony import */ var _writes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(24372);



/** The one wording of each verdict (the README's list has every one: a test compares them). */
const VERDICT_WORDS = {
    compliant: '✅ Compliant',
    'not-compliant': '❌ Not compliant',
    pending: '⏳ Pending',
    'not-recorded': '❌ Not recorded',
    preview: '🧪 Preview',
    'nothing-to-send': '⏭️ Nothing to send',
    unknown: '⚠️ Unknown (nothing evaluated)'
};
/** The state `compliance-state` takes when writes were not recorded and nothing was asked. */
const NOT_RECORDED_STATE = 'NOT_RECORDED';
/**
 * The writes the command made (report/writes.ts) and how many are in the service. A dry run's
 * writes were not made: its verdict is a preview anyway.
 */
function writesOf(result) {
    // A superseded write was held back on purpose: newer evidence of its subject stands.
    const made = result.writes.filter((w) => w.state !== 'preview' && w.state !== 'superseded');
    return {
        total: made.length,
        recorded: made.filter((w) => (0,_writes_js__WEBPACK_IMPORTED_MODULE_1__/* .isInService */ .h8)(w.state)).length,
        deferred: (0,_writes_js__WEBPACK_IMPORTED_MODULE_1__/* .writesIn */ .Ug)(result, 'deferred').length
    };
}
function kindOf(result, writes) {
    const writing = result.writes.length > 0 || result.givesVerdict;
    if (writing && result.destination.dryRun)
        return 'preview';
    if (writes.recorded < writes.total)
        return 'not-recorded';
    if (result.compliant === true)
        return 'compliant';
    if (result.compliant === false && awaitsApproval(result))
        return 'pending';
    if (result.compliant === false)
        return 'not-compliant';
    return nothingSent(result) ? 'nothing-to-send' : 'unknown';
}
/**
 * A replay that sent nothing because every write was superseded or recorded earlier: nothing
 * was left to send, which is not "nothing evaluated" (issue 48).
 */
function nothingSent(result) {
    return (result.replayedAt !== undefined &&
        result.writes.length > 0 &&
        result.writes.every((w) => w.state === 'superseded' || w.state === 'earlier'));
}
/** `all 2 writes superseded by the check run …` / `all 3 recorded earlier` / both, counted. */
function nothingSentWhy(result) {
    const superseded = result.writes.filter((w) => w.state === 'superseded');
    const earlier = result.writes.length - superseded.length;
    const all = result.writes.length === 1 ? 'the write was' : `all ${result.writes.length} were`;
    if (earlier === 0) {
        return `${all} superseded by ${superseded[0].detail ?? 'a later run or attempt'}`;
    }
    if (superseded.length === 0)
        return `${all} recorded earlier`;
    return `${superseded.length} superseded by newer evidence, ${earlier} recorded earlier`;
}
/** The latest approval waits for a decision: not approved yet, and not refused either. */
function awaitsApproval(result) {
    const a = result.approvals;
    return a !== undefined && !a.error && a.state.toUpperCase() === 'PENDING';
}
function whyNotRecorded(result, writes) {
    const missing = writes.total - writes.recorded;
    const head = `${missing} of ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(writes.total, 'write')} not recorded`;
    const causes = [];
    if (writes.deferred > 0)
        causes.push(`${writes.deferred} deferred to the outbox`);
    if (result.stopped?.kind === 'down')
        causes.push('the service is down');
    if (result.stopped?.kind === 'auth')
        causes.push('the service refused the token');
    if (result.stopped?.kind === 'cancelled')
        causes.push('the job was cancelled');
    if (result.stopped?.kind === 'config')
        causes.push(result.stopped.what ?? 'a configuration error');
    return causes.length > 0 ? `${head} (${causes.join(': ')})` : head;
}
function reasonOf(result, kind, writes) {
    const parts = [];
    if (kind === 'preview') {
        // Why a fork's or Dependabot's preview sent nothing is told once, by previewExplanation.
        parts.push(result.preview ? 'nothing was sent' : 'dry run: nothing was sent');
    }
    else if (kind === 'not-recorded') {
        parts.push(whyNotRecorded(result, writes));
    }
    else if (kind === 'nothing-to-send') {
        parts.push(nothingSentWhy(result));
    }
    else if (writes.total > 0) {
        parts.push(`${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(writes.total, 'write')} recorded`);
    }
    if (result.junit)
        parts.push(`tests: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .testCounts */ .Js)(result.junit.totals)}`);
    const state = result.complianceState;
    if (state && kind !== 'preview')
        parts.push(`service: ${state}`);
    return parts.join('; ');
}
const CONCLUSIONS = {
    compliant: 'success',
    'not-compliant': 'failure',
    pending: 'neutral',
    'not-recorded': 'failure',
    preview: 'neutral',
    'nothing-to-send': 'neutral',
    unknown: 'neutral'
};
function verdictOf(result) {
    const writes = writesOf(result);
    const kind = kindOf(result, writes);
    const compliant = kind === 'compliant'
        ? true
        : kind === 'unknown' || kind === 'preview' || kind === 'nothing-to-send'
            ? undefined
            : false;
    return {
        kind,
        text: VERDICT_WORDS[kind],
        reason: reasonOf(result, kind, writes),
        writes,
        // A preview whose tests failed is not compliant either way.
        compliant: kind === 'preview' && result.compliant === false ? false : compliant,
        recorded: kind === 'preview' ? false : writes.total > 0 ? writes.recorded === writes.total : undefined,
        complianceState: result.complianceState ?? (kind === 'not-recorded' ? NOT_RECORDED_STATE : undefined),
        conclusion: kind === 'preview' && result.compliant === false ? 'failure' : CONCLUSIONS[kind]
    };
}
/**
 * Why the verdict is not compliant, one line each, as the judge worded it: the failing tests,
 * the artifacts and flow that are not compliant. A replay of several origins gives each red
 * origin's lines, each after the job (and leg and attempt) it came from.
 */
function whyNotCompliant(result) {
    if (result.nonCompliance)
        return result.nonCompliance;
    const origins = result.replayedOrigins ?? [];
    if (origins.length === 1)
        return origins[0].nonCompliance ?? [];
    return origins.flatMap((v) => (v.nonCompliance ?? []).map((line) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .originWords */ .uY)(v.origin)}: ${line}`));
}
/**
 * Whether the result states a verdict: verdict commands always do, others when they evaluated
 * something or a write was not recorded (an override or a replay that all went in says so in
 * its own section).
 */
function statesVerdict(result) {
    if (result.givesVerdict || result.compliant !== undefined)
        return true;
    const writes = writesOf(result);
    return writes.recorded < writes.total;
}
/** The step log's last line: `Verdict: ❌ Not recorded — 1 of 2 writes not recorded (…); tests: …`. */
function verdictLine(result) {
    if (!statesVerdict(result))
        return undefined;
    const v = verdictOf(result);
    return `Verdict: ${v.text}${v.reason ? ` — ${v.reason}` : ''}`;
}
/**
 * Why a preview sends nothing, told once in each place: the log's opening notice and the line
 * under the summary's headline (the verdict's reason then only says that nothing was sent).
 * Undefined when the result is not a preview.
 */
function previewExplanation(result) {
    if (verdictOf(result).kind !== 'preview')
        return undefined;
    if (!result.preview)
        return 'dry run: nothing is sent to the records service.';
    return (`nothing is sent to the records service, because ${result.preview}. ` +
        'Everything else is computed and shown; the outcome depends on the tests only.');
}


/***/ }),

/***/ 24372:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ stateMark),
/* harmony export */   RQ: () => (/* binding */ otherWrites),
/* harmony export */   Ug: () => (/* binding */ writesIn),
/* harmony export */   XZ: () => (/* binding */ writesById),
/* harmony export */   Xu: () => (/* binding */ stateWords),
/* harmony export */   d8: () => (/* binding */ labelList),
/* harmony export */   dJ: () => (/* binding */ failuresOf),
/* harmony export */   h8: () => (/* reexport safe */ _results_js__WEBPACK_IMPORTED_MODULE_1__.h8),
/* harmony export */   tg: () => (/* binding */ writeOf)
/* harmony export */ });
/* unused harmony export deliveryFailures */
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(69385);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(448);
/* harmony import */ var _no_artifacts_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(80529);
/**
 * The one place that words a write's state, and the lines about delivery that fail the step:
 * every count, list and row of writes — the verdict's, the outputs', the log's, the summary's —
 * is a filter or a render of `result.writes` through here (docs/delivery.md).
 */



/** The writes of each state. */
function writesIn(result, ...states) {
    return result.writes.filter((w) => states.includes(w.state));
}

/** The writes by id (an artifact, the tests, an override name their write by id). */
function writesById(result) {
    return new Map(result.writes.map((w) => [w.id, w]));
}
/** The write an outcome names by id, if it names one and it is in the result. */
function writeOf(result, id) {
    return id === undefined ? undefined : result.writes.find((w) => w.id === id);
}
/**
 * The ids of the writes shown beside their subject: each artifact's in its row, the tests'
 * attestation in the Tests section, the override in its own. Every other write (a replay's, a
 * second attestation) is shown in the list of other writes: the log's and the summary's.
 */
function idsBesideSubject(result) {
    const ids = [
        ...(result.artifacts ?? []).map((a) => a.writeId),
        result.junit?.writeId,
        result.override?.writeId
    ];
    return new Set(ids.filter((id) => id !== undefined));
}
/** The writes no subject shows beside it, in order: the log's and the summary's other writes. */
function otherWrites(result) {
    const beside = idsBesideSubject(result);
    return result.writes.filter((w) => !beside.has(w.id));
}
/**
 * The state in a few words, for a log line or a table cell: `deferred to the outbox` (why it
 * was deferred is told once, for all of them).
 */
function stateWords(write) {
    switch (write.state) {
        case 'recorded':
            return 'recorded';
        case 'failed':
            return `not recorded: ${write.detail ?? 'it failed'}`;
        case 'deferred':
            return 'deferred to the outbox';
        case 'stopped':
            return `not sent: ${write.detail ?? 'the run was stopped'}`;
        case 'in-flight':
            return (`in flight when ${write.detail ?? 'the job was cancelled'}: it may be recorded, ` +
                'and the next replay sends it again');
        case 'preview':
            // `detail`: why, when not a dry run that was asked for (a fork's preview).
            return `not sent (${write.detail ?? 'dry run'})`;
        case 'earlier':
            return `recorded earlier${write.detail ? ` (${write.detail})` : ''}`;
        case 'superseded':
            return `not sent: superseded${write.detail ? ` by ${write.detail}` : ''}`;
        case 'held':
            return `held, not sent as the latest: ${write.detail ?? 'newer evidence may exist'}`;
    }
}
/** A mark for a table: ✓ in the service, ✗ not, ? may be (in flight), – not sent on purpose. */
function stateMark(write) {
    if ((0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .isInService */ .h8)(write.state))
        return '✓';
    if (write.state === 'in-flight')
        return '?';
    return write.state === 'preview' || write.state === 'superseded' ? '–' : '✗';
}
const capitalised = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/** `artifact a, artifact b and 3 more` (the labels of up to 10 writes). */
function labelList(writes, shown = 10) {
    const labels = writes.slice(0, shown).map((w) => w.label);
    const more = writes.length - labels.length;
    return more > 0 ? `${labels.join(', ')} and ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(more, 'more')}` : labels.join(', ');
}
/**
 * The failures the delivery adds to a command's own: each write refused on its merits, the stop
 * (told once, with the writes it kept from the service), and an outbox that could not be saved.
 */
function deliveryFailures(result) {
    const lines = writesIn(result, 'failed').map((w) => `${capitalised(w.label)} was not recorded: ${w.detail ?? 'it failed'}`);
    const stopped = writesIn(result, 'stopped');
    const stop = result.stopped;
    if (stop?.kind === 'auth') {
        if (tellerOfStop(result) < 0)
            lines.push(sentence(stop.cause, afterRefusal(result)));
    }
    else if (stop?.kind === 'config') {
        if (tellerOfStop(result) < 0)
            lines.push(sentence(stop.cause, afterConfigError(result)));
    }
    else if (stop?.kind === 'down' && stopped.length > 0) {
        lines.push(`The service is down: ${stop.cause}.${notRecorded(stopped)}`);
    }
    else if (stop?.kind === 'cancelled') {
        lines.push(cancelledLine(result, stop.cause));
    }
    const outbox = result.outbox;
    const notSaved = (0,_no_artifacts_js__WEBPACK_IMPORTED_MODULE_0__/* .outboxNotSaved */ .M)(outbox);
    if (outbox && notSaved !== undefined) {
        const deferred = writesIn(result, 'deferred');
        const cause = result.stopped?.cause ?? deferred[0]?.detail;
        const where = outbox.file
            ? `it is at ${outbox.file} (the outbox-file output) until the runner is wiped`
            : 'it could not be written either';
        lines.push(`${capitalised((0,_util_english_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(deferred.length, 'write'))} could not be delivered` +
            `${cause ? ` (${cause})` : ''}, and the outbox could not be saved as a workflow ` +
            `artifact (${notSaved}): ${where}`);
    }
    return lines;
}
/**
 * What a cancelled run sent: `Replay cancelled: 20 recorded, 12 in flight (may be recorded),
 * 29 not sent`, why, and what the next replay does about each (docs/bad-day.md).
 */
function cancelledLine(result, cause) {
    const recorded = writesIn(result, 'recorded').length;
    const inFlight = writesIn(result, 'in-flight').length;
    const notSent = writesIn(result, 'stopped').length;
    const head = `${capitalised(result.command)} cancelled: ${recorded} recorded, ${inFlight} in flight ` +
        `(may be recorded), ${notSent} not sent: ${cause}.`;
    if (inFlight + notSent === 0)
        return head;
    if (result.command !== 'replay')
        return `${head} ${droppedByCancel(result)}`;
    const again = inFlight > 0
        ? ` (if the service recorded one in flight, it records it twice: the same record again)`
        : '';
    return (`${head} The next replay of the same outbox sends what no receipt names: ` +
        `${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U9)(inFlight + notSent, 'write')}${again}.`);
}
/**
 * What a cancelled build step dropped: the writes it did not record (in flight: perhaps
 * recorded) are not kept in an outbox — the runner kills the step within seconds, too soon to
 * save one — so they are named, with how to record them (docs/bad-day.md, "Lost evidence").
 */
function droppedByCancel(result) {
    const dropped = [...writesIn(result, 'in-flight'), ...writesIn(result, 'stopped')];
    return (`Not kept, as a cancelled step saves no outbox: ${labelList(dropped)} (one in flight ` +
        'may be recorded; the others are not). Re-run the job to record them.');
}
/** Every failure of the result: the command's own, then the delivery's. */
function failuresOf(result) {
    const own = [...result.failures];
    // A read the token was refused on is the command's own failure, which gives the cause
    // already: what the refusal means is said in the same sentence, not in one of its own.
    const teller = tellerOfStop(result);
    const config = result.stopped?.kind === 'config';
    // A configuration error the command told itself: what it kept from the service, if anything.
    if (teller >= 0 && !(config && writesIn(result, 'stopped').length === 0)) {
        own[teller] = sentence(own[teller], config ? afterConfigError(result) : afterRefusal(result));
    }
    return [...own, ...deliveryFailures(result)];
}
/**
 * The command's failure that gives the cause of a refused token or a configuration error, or
 * -1 (a command that words a route-not-found itself says "check base-url" already).
 */
function tellerOfStop(result) {
    const stop = result.stopped;
    if (stop?.kind === 'auth')
        return result.failures.findIndex((f) => f.includes(stop.cause));
    if (stop?.kind !== 'config')
        return -1;
    return result.failures.findIndex((f) => f.includes(stop.cause) || f.includes('check base-url'));
}
/** What a configuration error (a proxy, a base-url) means for the run, after its cause. */
function afterConfigError(result) {
    return `Nothing more was sent.${notRecorded(writesIn(result, 'stopped'))}`;
}
/** What a refused token means for the run, after its cause. */
function afterRefusal(result) {
    const stopped = writesIn(result, 'stopped');
    return `Nothing more was sent with this token.${notRecorded(stopped)}`;
}
const notRecorded = (stopped) => stopped.length > 0 ? ` Not recorded: ${labelList(stopped)}.` : '';
/** `head`, ended with a full stop, then `rest`. */
const sentence = (head, rest) => `${head}${/[.!?]$/.test(head) ? '' : '.'} ${rest}`;


/***/ }),

/***/ 69385:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ SUITE_ROW_DISPLAY_FIELDS),
/* harmony export */   h8: () => (/* binding */ isInService)
/* harmony export */ });
/* unused harmony export IN_THE_SERVICE */
/** Counted as in the service: recorded now, or by an earlier replay. */
const IN_THE_SERVICE = ['recorded', 'earlier'];
/** Whether a write in `state` is in the service (IN_THE_SERVICE): the one test of it. */
const isInService = (state) => state !== undefined && IN_THE_SERVICE.includes(state);
/** The fields of a SuiteRow that are for people only: never part of `junit_results`. */
const SUITE_ROW_DISPLAY_FIELDS = [
    'report',
    'label',
    'reportedDuration',
    'problems',
    'reportInRepository'
];


/***/ }),

/***/ 45940:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clip),
/* harmony export */   G: () => (/* binding */ ELLIPSIS)
/* harmony export */ });
/**
 * The one text cutter: at most `max` characters, ending in `…` when cut, never splitting a
 * surrogate pair. report/display-limits.ts names the sizes for what people see; other layers cut their
 * own messages with the same rule.
 */
const ELLIPSIS = '…';
/**
 * `s` cut to `max` characters. `sayLength`: keep `max` characters and say how long the text
 * was (`… [cut: 20000 characters in all]`), for error messages a person may want to chase.
 */
function clip(s, max, opts = {}) {
    if (s.length <= max)
        return s;
    let end = Math.max(0, opts.sayLength ? max : max - ELLIPSIS.length);
    const last = s.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end--;
    const head = s.slice(0, end) + ELLIPSIS;
    return opts.sayLength ? `${head} [cut: ${s.length} characters in all]` : head;
}


/***/ }),

/***/ 448:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   oh: () => (/* binding */ thousands),
/* harmony export */   vD: () => (/* binding */ utcMinute)
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
/**
 * An ISO 8601 instant (`2026-11-27T10:01:30.123Z`) to the minute in words:
 * `2026-11-27 10:01 UTC`. The one place a time is worded; anything else is shown as it is.
 */
function utcMinute(iso) {
    const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?Z$/.exec(iso);
    return m ? `${m[1]} ${m[2]} UTC` : iso;
}


/***/ }),

/***/ 58550:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KS: () => (/* binding */ IN_FLIGHT_WAIT_MS),
/* harmony export */   mT: () => (/* binding */ Cancellation),
/* harmony export */   wY: () => (/* binding */ TOO_LATE)
/* harmony export */ });
/* unused harmony exports RUNNER_ALLOWS_MS, FINISH_BY_MS */
/**
 * A job's cancellation, as the runner does it: SIGINT, then SIGTERM 7.5 s later, then the
 * process tree killed 2.5 s after that (docs/bad-day.md, "A cancelled replay sends once").
 * While listening, a signal does not end the process: it is told to the listener (which stops
 * every new request), and two deadlines follow from it, each well inside what the runner still
 * allows after that signal: the end of the wait for the requests in flight, and the end of
 * everything the step does after it (keeping receipts, the log and the summary). A later signal
 * can only bring them nearer. `end()` stops listening and, when a signal came, raises it again:
 * the process still dies of the cancellation, once what it had to keep is kept.
 */
const SIGNALS = ['SIGINT', 'SIGTERM'];
/** What the runner allows after each signal before it kills the process tree. */
const RUNNER_ALLOWS_MS = {
    SIGINT: 10_000,
    SIGTERM: 2_500
};
/**
 * How long, after each signal, the requests in flight may take to be answered. Half of what the
 * runner allows after SIGINT; after a SIGTERM alone (the runner's second signal, or a
 * `kill`), 1 s of its 2.5 s.
 */
const IN_FLIGHT_WAIT_MS = {
    SIGINT: 5_000,
    SIGTERM: 1_000
};
/**
 * When, after each signal, everything after the wait must be done: 1.5 s (SIGINT) or 0.5 s
 * (SIGTERM) before the kill, for the log and the summary after the receipts.
 */
const FINISH_BY_MS = {
    SIGINT: 8_500,
    SIGTERM: 2_000
};
/** Resolves after `ms`; the timer does not keep the process alive. */
function unrefSleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
/** A promise and what settles it. */
function deferred() {
    let resolve = () => { };
    const promise = new Promise((r) => (resolve = r));
    return { promise, resolve };
}
/** What `finishBy` gives when the deadline came first. */
const TOO_LATE = Symbol('too late');
class Cancellation {
    target;
    sleep;
    /** The signals received, in order. */
    received = [];
    listeners = [];
    waitOver = deferred();
    finishOver = deferred();
    listening = false;
    constructor(target = process, 
    /** The wait between a signal and a deadline (tests pass their own clock). */
    sleep = unrefSleep) {
        this.target = target;
        this.sleep = sleep;
    }
    /** The first signal, once one came. */
    get signal() {
        return this.received[0];
    }
    /** From now on a signal calls `onCancel` (the first signal only) instead of ending the process. */
    listen(onCancel) {
        this.listeners.push(onCancel);
        if (this.listening)
            return;
        this.listening = true;
        for (const s of SIGNALS)
            this.target.on(s, this.handler);
    }
    handler = (signal) => {
        this.received.push(signal);
        void this.sleep(IN_FLIGHT_WAIT_MS[signal]).then(this.waitOver.resolve);
        void this.sleep(FINISH_BY_MS[signal]).then(this.finishOver.resolve);
        if (this.received.length > 1)
            return;
        for (const onCancel of this.listeners)
            onCancel(signal);
    };
    /** Resolves when the wait for the requests in flight is over; never before a signal. */
    inFlightWaitOver() {
        return this.waitOver.promise;
    }
    /** What `work` gives, or TOO_LATE when a signal came and its deadline passed first. */
    finishBy(work) {
        const late = this.finishOver.promise.then(() => TOO_LATE);
        return Promise.race([work, late]);
    }
    /**
     * Stops listening. When a signal came, it is raised again, so that the process ends of the
     * cancellation as it would have without this hook (the last signal: SIGTERM after SIGINT).
     */
    end() {
        if (!this.listening)
            return;
        this.listening = false;
        for (const s of SIGNALS)
            this.target.off(s, this.handler);
        const last = this.received.at(-1);
        if (last)
            this.target.kill(this.target.pid, last);
    }
}


/***/ }),

/***/ 24964:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ displayPath),
/* harmony export */   J: () => (/* binding */ relativeInside)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The one rule for showing a path to people and to GitHub: relative to a base folder with `/`
 * when it lies inside it, else absolute.
 */

/** An empty component, `.` or `..`, or a trailing `/`: what path.resolve would change. */
const NOT_NORMALIZED = /\/\.{0,2}(?:\/|$)/;
let lastBase;
/** path.resolve(base), remembered for the last base: a run asks with the same base thousands of times. */
function resolvedBase(base) {
    if (!node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(base))
        return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(base); // depends on the working directory
    if (lastBase?.base !== base)
        lastBase = { base, resolved: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(base) };
    return lastBase.resolved;
}
/** `abs` relative to `base` with `/` (`''` for base itself), or undefined when outside it. */
function relativeInside(base, abs) {
    const root = resolvedBase(base);
    // A normalized absolute path below the base is its own answer: the suffix (no resolve).
    if ((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep) === '/' && abs.startsWith(root) && !NOT_NORMALIZED.test(abs)) {
        if (root === '/')
            return abs.slice(1);
        if (abs.length === root.length)
            return '';
        if (abs[root.length] === '/')
            return abs.slice(root.length + 1);
    }
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(abs));
    if (rel === '..' || rel.startsWith('..' + (node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)) || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(rel))
        return undefined;
    return rel.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** `abs` relative to `base` with `/` when inside it (`.` for base itself), else as given. */
function displayPath(abs, base) {
    const rel = relativeInside(base, abs);
    if (rel === undefined)
        return abs;
    return rel === '' ? '.' : rel;
}


/***/ }),

/***/ 22525:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _Y: () => (/* binding */ RETRY_AFTER_CAP_MS),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   bZ: () => (/* binding */ retryBudgetLeftMs),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   sT: () => (/* binding */ retryAfterOf),
/* harmony export */   sq: () => (/* binding */ jitteredBackoffMs),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/* unused harmony export backoffMs */
/**
 * How long to wait before trying a request again: exponential backoff with jitter, the
 * server's Retry-After, and what a request's remaining retries may cost at most (its retry
 * budget). Pure arithmetic: the records client and the check-run code both use it.
 */
const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 30_000;
const JITTER = 0.2;
/** The longest single wait, whatever a server asks: one step must not stall for hours. */
const RETRY_AFTER_CAP_MS = 300_000;
/** The backoff before retry number `retryIndex` (0-based) without jitter: 1 s × 2^n, at most 30 s. */
function backoffMs(retryIndex) {
    return Math.min(BACKOFF_BASE_MS * 2 ** retryIndex, BACKOFF_CAP_MS);
}
/** The backoff with ±20 % jitter, so that parallel jobs do not retry in step. */
function jitteredBackoffMs(retryIndex, random = Math.random) {
    const jittered = backoffMs(retryIndex) * (1 + (random() * 2 - 1) * JITTER);
    return Math.round(Math.min(jittered, BACKOFF_CAP_MS));
}
/**
 * Wait before retry number `retryIndex` (0-based): Retry-After for 429/503 when the server sends
 * one, else the jittered backoff.
 */
function retryDelay(retryIndex, response) {
    const asked = response ? retryAfterOf(response) : undefined;
    return asked ?? jitteredBackoffMs(retryIndex);
}
/** The wait a 429 or 503 asks for with Retry-After, in ms; undefined when it asks none. */
function retryAfterOf(response) {
    if (response.status !== 429 && response.status !== 503)
        return undefined;
    return parseRetryAfter(response.headers['retry-after']);
}
/**
 * What the retries left after attempt `attempt` (1-based) of `maxAttempts` may cost at most
 * without Retry-After: each one's backoff (without jitter) and its attempt's timeout. From
 * attempt 1 it is the request's retry budget: every wait and retry attempt is taken from it
 * (src/api/client.ts), so a request never takes longer than its first attempt and this.
 */
function retryBudgetLeftMs(attempt, maxAttempts, timeoutMs) {
    let left = 0;
    for (let retry = attempt; retry < maxAttempts; retry++)
        left += backoffMs(retry - 1) + timeoutMs;
    return left;
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
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));


/***/ }),

/***/ 84537:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   cl: () => (/* binding */ registerSecret),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   kH: () => (/* binding */ hasSecrets),
/* harmony export */   wW: () => (/* binding */ registeredSecrets)
/* harmony export */ });
/* unused harmony exports PIECE_LENGTH, redactText */
/**
 * Secrets the action knows, and the one redaction rule every printed text goes through.
 * The input readers register the tokens once; the output boundary (report/boundary.ts) asks the
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
 * A text holding none of the secrets' anchors (see ANCHOR_LENGTH) holds no piece and is not
 * scanned so: most printed texts hold no secret.
 */
const REDACTED = '***';
/** The shortest piece of a secret that is removed on its own. */
const PIECE_LENGTH = 12;
const registered = new Set();
/** `registered` as a list, rebuilt when a secret is added: redactSecrets runs per string. */
let registeredList = [];
/** Adds `value` to what redactSecrets removes and what the output boundary masks. */
function registerSecret(value) {
    if (value === '' || registered.has(value))
        return;
    registered.add(value);
    registeredList = [...registered];
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
    return redactText(text, extra.length === 0 ? registeredList : [...registered, ...extra]);
}
/**
 * A JSON value with redactSecrets applied to every string in it, keys included: a copy, or the
 * value itself when no string in it holds a secret (the usual case: a 1,000-artifact result is
 * not copied for nothing). Walked with a stack of its own, not recursion: a value from outside
 * may nest deeper than the call stack. Keys are data (`__proto__` stays a key).
 */
function redactDeep(value, extra = []) {
    // The same key or value recurs across the items of a long list: each is scanned once.
    const seen = new Map();
    const secrets = extra.length === 0 ? registeredList : [...registered, ...extra];
    // With no secret shorter than PIECE_LENGTH, a text shorter than that holds none.
    const below = matcherFor(secrets).short.length === 0 ? PIECE_LENGTH : 0;
    const redact = (text) => {
        if (text.length < below)
            return text;
        let out = seen.get(text);
        if (out === undefined)
            seen.set(text, (out = redactSecrets(text, extra)));
        return out;
    };
    return holdsSecret(value, redact) ? copyRedacted(value, redact) : value;
}
/** Whether redaction changes any string (key or value) in `value`. */
function holdsSecret(value, redact) {
    const pending = [value];
    while (pending.length > 0) {
        const item = pending.pop();
        if (typeof item === 'string') {
            if (redact(item) !== item)
                return true;
            continue;
        }
        if (typeof item !== 'object' || item === null)
            continue;
        if (Array.isArray(item)) {
            for (const child of item)
                pending.push(child);
            continue;
        }
        for (const key of Object.keys(item)) {
            if (redact(key) !== key)
                return true;
            pending.push(item[key]);
        }
    }
    return false;
}
/** A copy of `value` with `redact` applied to every string in it, keys included. */
function copyRedacted(value, redact) {
    const copy = (item) => {
        if (typeof item === 'string')
            return redact(item);
        if (typeof item !== 'object' || item === null)
            return item;
        const target = Array.isArray(item) ? [] : {};
        pending.push([item, target]);
        return target;
    };
    const pending = [];
    const root = copy(value);
    while (pending.length > 0) {
        const [source, target] = pending.pop();
        if (Array.isArray(source)) {
            for (const item of source)
                target.push(copy(item));
            continue;
        }
        for (const [k, v] of Object.entries(source)) {
            const key = redact(k);
            // Plain assignment is quicker; only `__proto__` would set the prototype instead.
            if (key !== '__proto__')
                target[key] = copy(v);
            else {
                Object.defineProperty(target, key, {
                    value: copy(v),
                    enumerable: true,
                    writable: true,
                    configurable: true
                });
            }
        }
    }
    return root;
}
const BASE = 0x01000193;
/**
 * Held in module scope: a global looked up in the hot loop is slow where the code runs in a vm
 * context (jest's test environment), 20× slower there on a multi-MB text.
 */
const { imul } = Math;
/** BASE^(PIECE_LENGTH-1), modulo 2^32: the weight of the character leaving the window. */
const TOP = (() => {
    let p = 1;
    for (let i = 1; i < PIECE_LENGTH; i++)
        p = imul(p, BASE);
    return p;
})();
function hashOf(text, start) {
    let h = 0;
    for (let i = start; i < start + PIECE_LENGTH; i++)
        h = (imul(h, BASE) + text.charCodeAt(i)) | 0;
    return h;
}
/**
 * Every PIECE_LENGTH window of a secret holds one of its blocks of this length that start at a
 * multiple of it (a window starting at i holds the block starting at the next multiple, which
 * is at most i + ANCHOR_LENGTH - 1 and ends by i + PIECE_LENGTH - 1). So a text in which the
 * engine's own substring search finds none of those blocks holds no piece, and is not scanned
 * window by window: most texts printed hold no secret (issue 41.2: 2.5 MB per 1,000 artifacts).
 */
const ANCHOR_LENGTH = PIECE_LENGTH / 2;
/** Bits of a hash that index the quick filter in front of the gram map. */
const FILTER_BITS = 16;
const FILTER_MASK = (1 << FILTER_BITS) - 1;
/**
 * A text this long is remembered with its result: the same big text (a search result, an
 * output also in the result) goes through the boundary several times, and is scanned once.
 */
const MEMO_MIN_CHARS = 4096;
const MEMO_ENTRIES = 8;
/** The last list's matcher: the same secrets are asked about for every printed string. */
let lastMatcher;
function sameList(a, b) {
    return a.length === b.length && a.every((s, i) => s === b[i]);
}
/**
 * The matcher of `secrets`, reused while the list stays the same, so redacting a string costs
 * time in proportion to the string, not to the secrets.
 */
function matcherFor(secrets) {
    // The registered list is replaced, never changed, when a secret is added: no comparison.
    if (secrets === registeredList && lastMatcher?.input === secrets)
        return lastMatcher;
    const list = [...secrets].filter((s) => s !== '');
    if (lastMatcher && sameList(lastMatcher.secrets, list)) {
        lastMatcher.input = secrets;
        return lastMatcher;
    }
    const short = [];
    const grams = new Map();
    const anchors = new Set();
    for (const secret of list) {
        if (secret.length < PIECE_LENGTH) {
            short.push(secret);
            continue;
        }
        for (let i = 0; i + ANCHOR_LENGTH <= secret.length; i += ANCHOR_LENGTH) {
            anchors.add(secret.slice(i, i + ANCHOR_LENGTH));
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
    const filter = new Uint8Array(1 << FILTER_BITS);
    for (const h of grams.keys())
        filter[h & FILTER_MASK] = 1;
    lastMatcher = {
        input: secrets,
        secrets: list,
        short,
        grams,
        filter,
        anchors: [...anchors],
        memo: new Map()
    };
    return lastMatcher;
}
/** The redaction rule for an explicit list of secrets (the pure core of redactSecrets). */
function redactText(text, secrets) {
    const matcher = matcherFor(secrets);
    if (text.length < MEMO_MIN_CHARS)
        return redactWith(matcher, text);
    const known = matcher.memo.get(text);
    if (known !== undefined)
        return known;
    const out = redactWith(matcher, text);
    if (matcher.memo.size >= MEMO_ENTRIES)
        matcher.memo.delete(matcher.memo.keys().next().value);
    matcher.memo.set(text, out);
    return out;
}
function redactWith({ short, grams, filter, anchors }, text) {
    let out = text;
    for (const secret of short) {
        if (out.includes(secret))
            out = out.split(secret).join(REDACTED);
    }
    if (grams.size === 0 || out.length < PIECE_LENGTH)
        return out;
    if (!anchors.some((anchor) => out.includes(anchor)))
        return out;
    return coverPieces(out, grams, filter);
}
/** Replaces every run of characters covered by a matching window with one REDACTED. */
function coverPieces(text, grams, filter) {
    const mask = FILTER_MASK;
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
            (imul((h - imul(text.charCodeAt(i), TOP)) | 0, BASE) + text.charCodeAt(i + PIECE_LENGTH)) | 0;
    }
    if (coverEnd === -1)
        return text;
    parts.push(text.slice(kept, coverStart), REDACTED, text.slice(coverEnd));
    return parts.join('');
}


/***/ }),

/***/ 77997:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ withoutTrailingSlashes),
/* harmony export */   q: () => (/* binding */ httpUrl)
/* harmony export */ });
/** The URL rules every layer shares: what counts as a web address, and its trailing slashes. */
/** The parsed URL when `value` is an http(s) URL with a host, else undefined. */
function httpUrl(value) {
    try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
            ? url
            : undefined;
    }
    catch {
        return undefined;
    }
}
/** The URL text without its trailing slashes (`https://x/api/` → `https://x/api`). */
function withoutTrailingSlashes(url) {
    return url.replace(/\/+$/, '');
}


/***/ }),

/***/ 71013:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
;// CONCATENATED MODULE: ./src/version.ts
/**
 * The version sent in the User-Agent header. package.json is its one source: the bundler
 * inlines it when dist/ is built, so a release changes it in one place (script/release).
 */

const USER_AGENT = `records-action/${package_namespaceObject.rE}`;


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 53382:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ debug),
  N4: () => (/* binding */ endGroup),
  z3: () => (/* binding */ error),
  pq: () => (/* binding */ info),
  lm: () => (/* binding */ notice),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ setSecret),
  Oh: () => (/* binding */ startGroup),
  z: () => (/* reexport */ summary),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, addPath, exportVariable, getBooleanInput, getIDToken, getInput, getMultilineInput, getState, group, isDebug, markdownSummary, platform, saveState, setCommandEcho, setFailed, toPlatformPath, toPosixPath, toWin32Path

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(70857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
// EXTERNAL MODULE: external "crypto"
var external_crypto_ = __nccwpck_require__(76982);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(79896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(16928);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return __awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return __awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
// EXTERNAL MODULE: external "string_decoder"
var external_string_decoder_ = __nccwpck_require__(13193);
// EXTERNAL MODULE: external "events"
var external_events_ = __nccwpck_require__(24434);
;// CONCATENATED MODULE: external "child_process"
const external_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");
// EXTERNAL MODULE: external "assert"
var external_assert_ = __nccwpck_require__(42613);
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io-util.js
var io_util_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { chmod, copyFile, lstat, mkdir, open: io_util_open, readdir, rename, rm, rmdir, stat, symlink, unlink } = external_fs_.promises;
// export const {open} = 'fs'
const IS_WINDOWS = process.platform === 'win32';
/**
 * Custom implementation of readlink to ensure Windows junctions
 * maintain trailing backslash for backward compatibility with Node.js < 24
 *
 * In Node.js 20, Windows junctions (directory symlinks) always returned paths
 * with trailing backslashes. Node.js 24 removed this behavior, which breaks
 * code that relied on this format for path operations.
 *
 * This implementation restores the Node 20 behavior by adding a trailing
 * backslash to all junction results on Windows.
 */
function readlink(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        const result = yield fs.promises.readlink(fsPath);
        // On Windows, restore Node 20 behavior: add trailing backslash to all results
        // since junctions on Windows are always directory links
        if (IS_WINDOWS && !result.endsWith('\\')) {
            return `${result}\\`;
        }
        return result;
    });
}
// See https://github.com/nodejs/node/blob/d0153aee367422d0858105abec186da4dff0a0c5/deps/uv/include/uv/win.h#L691
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = external_fs_.constants.O_RDONLY;
function exists(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        try {
            yield stat(fsPath);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                return false;
            }
            throw err;
        }
        return true;
    });
}
function isDirectory(fsPath_1) {
    return io_util_awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
        const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
        return stats.isDirectory();
    });
}
/**
 * On OSX/Linux, true if path starts with '/'. On Windows, true for paths like:
 * \, \hello, \\hello\share, C:, and C:\hello (and corresponding alternate separator cases).
 */
function isRooted(p) {
    p = normalizeSeparators(p);
    if (!p) {
        throw new Error('isRooted() parameter "p" cannot be empty');
    }
    if (IS_WINDOWS) {
        return (p.startsWith('\\') || /^[A-Z]:/i.test(p) // e.g. \ or \hello or \\hello
        ); // e.g. C: or C:\hello
    }
    return p.startsWith('/');
}
/**
 * Best effort attempt to determine whether a file exists and is executable.
 * @param filePath    file path to check
 * @param extensions  additional file extensions to try
 * @return if file exists and is executable, returns the file path. otherwise empty string.
 */
function tryGetExecutablePath(filePath, extensions) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        let stats = undefined;
        try {
            // test file exists
            stats = yield stat(filePath);
        }
        catch (err) {
            if (err.code !== 'ENOENT') {
                // eslint-disable-next-line no-console
                console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
            }
        }
        if (stats && stats.isFile()) {
            if (IS_WINDOWS) {
                // on Windows, test for valid extension
                const upperExt = external_path_.extname(filePath).toUpperCase();
                if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
                    return filePath;
                }
            }
            else {
                if (isUnixExecutable(stats)) {
                    return filePath;
                }
            }
        }
        // try each extension
        const originalFilePath = filePath;
        for (const extension of extensions) {
            filePath = originalFilePath + extension;
            stats = undefined;
            try {
                stats = yield stat(filePath);
            }
            catch (err) {
                if (err.code !== 'ENOENT') {
                    // eslint-disable-next-line no-console
                    console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
                }
            }
            if (stats && stats.isFile()) {
                if (IS_WINDOWS) {
                    // preserve the case of the actual file (since an extension was appended)
                    try {
                        const directory = external_path_.dirname(filePath);
                        const upperName = external_path_.basename(filePath).toUpperCase();
                        for (const actualName of yield readdir(directory)) {
                            if (upperName === actualName.toUpperCase()) {
                                filePath = external_path_.join(directory, actualName);
                                break;
                            }
                        }
                    }
                    catch (err) {
                        // eslint-disable-next-line no-console
                        console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
                    }
                    return filePath;
                }
                else {
                    if (isUnixExecutable(stats)) {
                        return filePath;
                    }
                }
            }
        }
        return '';
    });
}
function normalizeSeparators(p) {
    p = p || '';
    if (IS_WINDOWS) {
        // convert slashes on Windows
        p = p.replace(/\//g, '\\');
        // remove redundant slashes
        return p.replace(/\\\\+/g, '\\');
    }
    // remove redundant slashes
    return p.replace(/\/\/+/g, '/');
}
// on Mac/Linux, test the execute bit
//     R   W  X  R  W X R W X
//   256 128 64 32 16 8 4 2 1
function isUnixExecutable(stats) {
    return ((stats.mode & 1) > 0 ||
        ((stats.mode & 8) > 0 &&
            process.getgid !== undefined &&
            stats.gid === process.getgid()) ||
        ((stats.mode & 64) > 0 &&
            process.getuid !== undefined &&
            stats.uid === process.getuid()));
}
// Get the path of cmd.exe in windows
function getCmdPath() {
    var _a;
    return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
//# sourceMappingURL=io-util.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io.js
var io_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



/**
 * Copies a file or folder.
 * Based off of shelljs - https://github.com/shelljs/shelljs/blob/9237f66c52e5daa40458f94f9565e18e8132f5a6/src/cp.js
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See CopyOptions.
 */
function cp(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        const { force, recursive, copySourceDirectory } = readCopyOptions(options);
        const destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
        // Dest is an existing file, but not forcing
        if (destStat && destStat.isFile() && !force) {
            return;
        }
        // If dest is an existing directory, should copy inside.
        const newDest = destStat && destStat.isDirectory() && copySourceDirectory
            ? path.join(dest, path.basename(source))
            : dest;
        if (!(yield ioUtil.exists(source))) {
            throw new Error(`no such file or directory: ${source}`);
        }
        const sourceStat = yield ioUtil.stat(source);
        if (sourceStat.isDirectory()) {
            if (!recursive) {
                throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
            }
            else {
                yield cpDirRecursive(source, newDest, 0, force);
            }
        }
        else {
            if (path.relative(source, newDest) === '') {
                // a file cannot be copied to itself
                throw new Error(`'${newDest}' and '${source}' are the same file`);
            }
            yield io_copyFile(source, newDest, force);
        }
    });
}
/**
 * Moves a path.
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See MoveOptions.
 */
function mv(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
            let destExists = true;
            if (yield ioUtil.isDirectory(dest)) {
                // If dest is directory copy src into dest
                dest = path.join(dest, path.basename(source));
                destExists = yield ioUtil.exists(dest);
            }
            if (destExists) {
                if (options.force == null || options.force) {
                    yield rmRF(dest);
                }
                else {
                    throw new Error('Destination already exists');
                }
            }
        }
        yield mkdirP(path.dirname(dest));
        yield ioUtil.rename(source, dest);
    });
}
/**
 * Remove a path recursively with force
 *
 * @param inputPath path to remove
 */
function rmRF(inputPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (ioUtil.IS_WINDOWS) {
            // Check for invalid characters
            // https://docs.microsoft.com/en-us/windows/win32/fileio/naming-a-file
            if (/[*"<>|]/.test(inputPath)) {
                throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
            }
        }
        try {
            // note if path does not exist, error is silent
            yield ioUtil.rm(inputPath, {
                force: true,
                maxRetries: 3,
                recursive: true,
                retryDelay: 300
            });
        }
        catch (err) {
            throw new Error(`File was unable to be removed ${err}`);
        }
    });
}
/**
 * Make a directory.  Creates the full path with folders in between
 * Will throw if it fails
 *
 * @param   fsPath        path to create
 * @returns Promise<void>
 */
function mkdirP(fsPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        ok(fsPath, 'a path argument must be provided');
        yield ioUtil.mkdir(fsPath, { recursive: true });
    });
}
/**
 * Returns path of a tool had the tool actually been invoked.  Resolves via paths.
 * If you check and the tool does not exist, it will throw.
 *
 * @param     tool              name of the tool
 * @param     check             whether to check if tool exists
 * @returns   Promise<string>   path to tool
 */
function which(tool, check) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // recursive when check=true
        if (check) {
            const result = yield which(tool, false);
            if (!result) {
                if (IS_WINDOWS) {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
                }
                else {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
                }
            }
            return result;
        }
        const matches = yield findInPath(tool);
        if (matches && matches.length > 0) {
            return matches[0];
        }
        return '';
    });
}
/**
 * Returns a list of all occurrences of the given tool on the system path.
 *
 * @returns   Promise<string[]>  the paths of the tool
 */
function findInPath(tool) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // build the list of extensions to try
        const extensions = [];
        if (IS_WINDOWS && process.env['PATHEXT']) {
            for (const extension of process.env['PATHEXT'].split(external_path_.delimiter)) {
                if (extension) {
                    extensions.push(extension);
                }
            }
        }
        // if it's rooted, return it if exists. otherwise return empty.
        if (isRooted(tool)) {
            const filePath = yield tryGetExecutablePath(tool, extensions);
            if (filePath) {
                return [filePath];
            }
            return [];
        }
        // if any path separators, return empty
        if (tool.includes(external_path_.sep)) {
            return [];
        }
        // build the list of directories
        //
        // Note, technically "where" checks the current directory on Windows. From a toolkit perspective,
        // it feels like we should not do this. Checking the current directory seems like more of a use
        // case of a shell, and the which() function exposed by the toolkit should strive for consistency
        // across platforms.
        const directories = [];
        if (process.env.PATH) {
            for (const p of process.env.PATH.split(external_path_.delimiter)) {
                if (p) {
                    directories.push(p);
                }
            }
        }
        // find all matches
        const matches = [];
        for (const directory of directories) {
            const filePath = yield tryGetExecutablePath(external_path_.join(directory, tool), extensions);
            if (filePath) {
                matches.push(filePath);
            }
        }
        return matches;
    });
}
function readCopyOptions(options) {
    const force = options.force == null ? true : options.force;
    const recursive = Boolean(options.recursive);
    const copySourceDirectory = options.copySourceDirectory == null
        ? true
        : Boolean(options.copySourceDirectory);
    return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        // Ensure there is not a run away recursive copy
        if (currentDepth >= 255)
            return;
        currentDepth++;
        yield mkdirP(destDir);
        const files = yield ioUtil.readdir(sourceDir);
        for (const fileName of files) {
            const srcFile = `${sourceDir}/${fileName}`;
            const destFile = `${destDir}/${fileName}`;
            const srcFileStat = yield ioUtil.lstat(srcFile);
            if (srcFileStat.isDirectory()) {
                // Recurse
                yield cpDirRecursive(srcFile, destFile, currentDepth, force);
            }
            else {
                yield io_copyFile(srcFile, destFile, force);
            }
        }
        // Change the mode for the newly created directory
        yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
    });
}
// Buffered file copy
function io_copyFile(srcFile, destFile, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
            // unlink/re-link it
            try {
                yield ioUtil.lstat(destFile);
                yield ioUtil.unlink(destFile);
            }
            catch (e) {
                // Try to override file permission
                if (e.code === 'EPERM') {
                    yield ioUtil.chmod(destFile, '0666');
                    yield ioUtil.unlink(destFile);
                }
                // other errors = it doesn't exist, no work to do
            }
            // Copy over symlink
            const symlinkFull = yield ioUtil.readlink(srcFile);
            yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? 'junction' : null);
        }
        else if (!(yield ioUtil.exists(destFile)) || force) {
            yield ioUtil.copyFile(srcFile, destFile);
        }
    });
}
//# sourceMappingURL=io.js.map
;// CONCATENATED MODULE: external "timers"
const external_timers_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/toolrunner.js
var toolrunner_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};







/* eslint-disable @typescript-eslint/unbound-method */
const toolrunner_IS_WINDOWS = process.platform === 'win32';
/*
 * Class for running command line tools. Handles quoting and arg parsing in a platform agnostic way.
 */
class ToolRunner extends external_events_.EventEmitter {
    constructor(toolPath, args, options) {
        super();
        if (!toolPath) {
            throw new Error("Parameter 'toolPath' cannot be null or empty.");
        }
        this.toolPath = toolPath;
        this.args = args || [];
        this.options = options || {};
    }
    _debug(message) {
        if (this.options.listeners && this.options.listeners.debug) {
            this.options.listeners.debug(message);
        }
    }
    _getCommandString(options, noPrefix) {
        const toolPath = this._getSpawnFileName();
        const args = this._getSpawnArgs(options);
        let cmd = noPrefix ? '' : '[command]'; // omit prefix when piped to a second tool
        if (toolrunner_IS_WINDOWS) {
            // Windows + cmd file
            if (this._isCmdFile()) {
                cmd += toolPath;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows + verbatim
            else if (options.windowsVerbatimArguments) {
                cmd += `"${toolPath}"`;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows (regular)
            else {
                cmd += this._windowsQuoteCmdArg(toolPath);
                for (const a of args) {
                    cmd += ` ${this._windowsQuoteCmdArg(a)}`;
                }
            }
        }
        else {
            // OSX/Linux - this can likely be improved with some form of quoting.
            // creating processes on Unix is fundamentally different than Windows.
            // on Unix, execvp() takes an arg array.
            cmd += toolPath;
            for (const a of args) {
                cmd += ` ${a}`;
            }
        }
        return cmd;
    }
    _processLineBuffer(data, strBuffer, onLine) {
        try {
            let s = strBuffer + data.toString();
            let n = s.indexOf(external_os_.EOL);
            while (n > -1) {
                const line = s.substring(0, n);
                onLine(line);
                // the rest of the string ...
                s = s.substring(n + external_os_.EOL.length);
                n = s.indexOf(external_os_.EOL);
            }
            return s;
        }
        catch (err) {
            // streaming lines to console is best effort.  Don't fail a build.
            this._debug(`error processing line. Failed with error ${err}`);
            return '';
        }
    }
    _getSpawnFileName() {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                return process.env['COMSPEC'] || 'cmd.exe';
            }
        }
        return this.toolPath;
    }
    _getSpawnArgs(options) {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
                for (const a of this.args) {
                    argline += ' ';
                    argline += options.windowsVerbatimArguments
                        ? a
                        : this._windowsQuoteCmdArg(a);
                }
                argline += '"';
                return [argline];
            }
        }
        return this.args;
    }
    _endsWith(str, end) {
        return str.endsWith(end);
    }
    _isCmdFile() {
        const upperToolPath = this.toolPath.toUpperCase();
        return (this._endsWith(upperToolPath, '.CMD') ||
            this._endsWith(upperToolPath, '.BAT'));
    }
    _windowsQuoteCmdArg(arg) {
        // for .exe, apply the normal quoting rules that libuv applies
        if (!this._isCmdFile()) {
            return this._uvQuoteCmdArg(arg);
        }
        // otherwise apply quoting rules specific to the cmd.exe command line parser.
        // the libuv rules are generic and are not designed specifically for cmd.exe
        // command line parser.
        //
        // for a detailed description of the cmd.exe command line parser, refer to
        // http://stackoverflow.com/questions/4094699/how-does-the-windows-command-interpreter-cmd-exe-parse-scripts/7970912#7970912
        // need quotes for empty arg
        if (!arg) {
            return '""';
        }
        // determine whether the arg needs to be quoted
        const cmdSpecialChars = [
            ' ',
            '\t',
            '&',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            '^',
            '=',
            ';',
            '!',
            "'",
            '+',
            ',',
            '`',
            '~',
            '|',
            '<',
            '>',
            '"'
        ];
        let needsQuotes = false;
        for (const char of arg) {
            if (cmdSpecialChars.some(x => x === char)) {
                needsQuotes = true;
                break;
            }
        }
        // short-circuit if quotes not needed
        if (!needsQuotes) {
            return arg;
        }
        // the following quoting rules are very similar to the rules that by libuv applies.
        //
        // 1) wrap the string in quotes
        //
        // 2) double-up quotes - i.e. " => ""
        //
        //    this is different from the libuv quoting rules. libuv replaces " with \", which unfortunately
        //    doesn't work well with a cmd.exe command line.
        //
        //    note, replacing " with "" also works well if the arg is passed to a downstream .NET console app.
        //    for example, the command line:
        //          foo.exe "myarg:""my val"""
        //    is parsed by a .NET console app into an arg array:
        //          [ "myarg:\"my val\"" ]
        //    which is the same end result when applying libuv quoting rules. although the actual
        //    command line from libuv quoting rules would look like:
        //          foo.exe "myarg:\"my val\""
        //
        // 3) double-up slashes that precede a quote,
        //    e.g.  hello \world    => "hello \world"
        //          hello\"world    => "hello\\""world"
        //          hello\\"world   => "hello\\\\""world"
        //          hello world\    => "hello world\\"
        //
        //    technically this is not required for a cmd.exe command line, or the batch argument parser.
        //    the reasons for including this as a .cmd quoting rule are:
        //
        //    a) this is optimized for the scenario where the argument is passed from the .cmd file to an
        //       external program. many programs (e.g. .NET console apps) rely on the slash-doubling rule.
        //
        //    b) it's what we've been doing previously (by deferring to node default behavior) and we
        //       haven't heard any complaints about that aspect.
        //
        // note, a weakness of the quoting rules chosen here, is that % is not escaped. in fact, % cannot be
        // escaped when used on the command line directly - even though within a .cmd file % can be escaped
        // by using %%.
        //
        // the saving grace is, on the command line, %var% is left as-is if var is not defined. this contrasts
        // the line parsing rules within a .cmd file, where if var is not defined it is replaced with nothing.
        //
        // one option that was explored was replacing % with ^% - i.e. %var% => ^%var^%. this hack would
        // often work, since it is unlikely that var^ would exist, and the ^ character is removed when the
        // variable is used. the problem, however, is that ^ is not removed when %* is used to pass the args
        // to an external program.
        //
        // an unexplored potential solution for the % escaping problem, is to create a wrapper .cmd file.
        // % can be escaped within a .cmd file.
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\'; // double the slash
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '"'; // double the quote
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _uvQuoteCmdArg(arg) {
        // Tool runner wraps child_process.spawn() and needs to apply the same quoting as
        // Node in certain cases where the undocumented spawn option windowsVerbatimArguments
        // is used.
        //
        // Since this function is a port of quote_cmd_arg from Node 4.x (technically, lib UV,
        // see https://github.com/nodejs/node/blob/v4.x/deps/uv/src/win/process.c for details),
        // pasting copyright notice from Node within this function:
        //
        //      Copyright Joyent, Inc. and other Node contributors. All rights reserved.
        //
        //      Permission is hereby granted, free of charge, to any person obtaining a copy
        //      of this software and associated documentation files (the "Software"), to
        //      deal in the Software without restriction, including without limitation the
        //      rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
        //      sell copies of the Software, and to permit persons to whom the Software is
        //      furnished to do so, subject to the following conditions:
        //
        //      The above copyright notice and this permission notice shall be included in
        //      all copies or substantial portions of the Software.
        //
        //      THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        //      IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        //      FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        //      AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        //      LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
        //      FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
        //      IN THE SOFTWARE.
        if (!arg) {
            // Need double quotation for empty argument
            return '""';
        }
        if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
            // No quotation needed
            return arg;
        }
        if (!arg.includes('"') && !arg.includes('\\')) {
            // No embedded double quotes or backslashes, so I can just wrap
            // quote marks around the whole thing.
            return `"${arg}"`;
        }
        // Expected input/output:
        //   input : hello"world
        //   output: "hello\"world"
        //   input : hello""world
        //   output: "hello\"\"world"
        //   input : hello\world
        //   output: hello\world
        //   input : hello\\world
        //   output: hello\\world
        //   input : hello\"world
        //   output: "hello\\\"world"
        //   input : hello\\"world
        //   output: "hello\\\\\"world"
        //   input : hello world\
        //   output: "hello world\\" - note the comment in libuv actually reads "hello world\"
        //                             but it appears the comment is wrong, it should be "hello world\\"
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\';
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '\\';
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _cloneExecOptions(options) {
        options = options || {};
        const result = {
            cwd: options.cwd || process.cwd(),
            env: options.env || process.env,
            silent: options.silent || false,
            windowsVerbatimArguments: options.windowsVerbatimArguments || false,
            failOnStdErr: options.failOnStdErr || false,
            ignoreReturnCode: options.ignoreReturnCode || false,
            delay: options.delay || 10000
        };
        result.outStream = options.outStream || process.stdout;
        result.errStream = options.errStream || process.stderr;
        return result;
    }
    _getSpawnOptions(options, toolPath) {
        options = options || {};
        const result = {};
        result.cwd = options.cwd;
        result.env = options.env;
        result['windowsVerbatimArguments'] =
            options.windowsVerbatimArguments || this._isCmdFile();
        if (options.windowsVerbatimArguments) {
            result.argv0 = `"${toolPath}"`;
        }
        return result;
    }
    /**
     * Exec a tool.
     * Output will be streamed to the live console.
     * Returns promise with return code
     *
     * @param     tool     path to tool to exec
     * @param     options  optional exec options.  See ExecOptions
     * @returns   number
     */
    exec() {
        return toolrunner_awaiter(this, void 0, void 0, function* () {
            // root the tool path if it is unrooted and contains relative pathing
            if (!isRooted(this.toolPath) &&
                (this.toolPath.includes('/') ||
                    (toolrunner_IS_WINDOWS && this.toolPath.includes('\\')))) {
                // prefer options.cwd if it is specified, however options.cwd may also need to be rooted
                this.toolPath = external_path_.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
            }
            // if the tool is only a file name, then resolve it from the PATH
            // otherwise verify it exists (add extension on Windows if necessary)
            this.toolPath = yield which(this.toolPath, true);
            return new Promise((resolve, reject) => toolrunner_awaiter(this, void 0, void 0, function* () {
                this._debug(`exec tool: ${this.toolPath}`);
                this._debug('arguments:');
                for (const arg of this.args) {
                    this._debug(`   ${arg}`);
                }
                const optionsNonNull = this._cloneExecOptions(this.options);
                if (!optionsNonNull.silent && optionsNonNull.outStream) {
                    optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
                }
                const state = new ExecState(optionsNonNull, this.toolPath);
                state.on('debug', (message) => {
                    this._debug(message);
                });
                if (this.options.cwd && !(yield exists(this.options.cwd))) {
                    return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
                }
                const fileName = this._getSpawnFileName();
                const cp = external_child_process_namespaceObject.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
                let stdbuffer = '';
                if (cp.stdout) {
                    cp.stdout.on('data', (data) => {
                        if (this.options.listeners && this.options.listeners.stdout) {
                            this.options.listeners.stdout(data);
                        }
                        if (!optionsNonNull.silent && optionsNonNull.outStream) {
                            optionsNonNull.outStream.write(data);
                        }
                        stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.stdline) {
                                this.options.listeners.stdline(line);
                            }
                        });
                    });
                }
                let errbuffer = '';
                if (cp.stderr) {
                    cp.stderr.on('data', (data) => {
                        state.processStderr = true;
                        if (this.options.listeners && this.options.listeners.stderr) {
                            this.options.listeners.stderr(data);
                        }
                        if (!optionsNonNull.silent &&
                            optionsNonNull.errStream &&
                            optionsNonNull.outStream) {
                            const s = optionsNonNull.failOnStdErr
                                ? optionsNonNull.errStream
                                : optionsNonNull.outStream;
                            s.write(data);
                        }
                        errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.errline) {
                                this.options.listeners.errline(line);
                            }
                        });
                    });
                }
                cp.on('error', (err) => {
                    state.processError = err.message;
                    state.processExited = true;
                    state.processClosed = true;
                    state.CheckComplete();
                });
                cp.on('exit', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                cp.on('close', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    state.processClosed = true;
                    this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                state.on('done', (error, exitCode) => {
                    if (stdbuffer.length > 0) {
                        this.emit('stdline', stdbuffer);
                    }
                    if (errbuffer.length > 0) {
                        this.emit('errline', errbuffer);
                    }
                    cp.removeAllListeners();
                    if (error) {
                        reject(error);
                    }
                    else {
                        resolve(exitCode);
                    }
                });
                if (this.options.input) {
                    if (!cp.stdin) {
                        throw new Error('child process missing stdin');
                    }
                    cp.stdin.end(this.options.input);
                }
            }));
        });
    }
}
/**
 * Convert an arg string to an array of args. Handles escaping
 *
 * @param    argString   string of arguments
 * @returns  string[]    array of arguments
 */
function argStringToArray(argString) {
    const args = [];
    let inQuotes = false;
    let escaped = false;
    let arg = '';
    function append(c) {
        // we only escape double quotes.
        if (escaped && c !== '"') {
            arg += '\\';
        }
        arg += c;
        escaped = false;
    }
    for (let i = 0; i < argString.length; i++) {
        const c = argString.charAt(i);
        if (c === '"') {
            if (!escaped) {
                inQuotes = !inQuotes;
            }
            else {
                append(c);
            }
            continue;
        }
        if (c === '\\' && escaped) {
            append(c);
            continue;
        }
        if (c === '\\' && inQuotes) {
            escaped = true;
            continue;
        }
        if (c === ' ' && !inQuotes) {
            if (arg.length > 0) {
                args.push(arg);
                arg = '';
            }
            continue;
        }
        append(c);
    }
    if (arg.length > 0) {
        args.push(arg.trim());
    }
    return args;
}
class ExecState extends external_events_.EventEmitter {
    constructor(options, toolPath) {
        super();
        this.processClosed = false; // tracks whether the process has exited and stdio is closed
        this.processError = '';
        this.processExitCode = 0;
        this.processExited = false; // tracks whether the process has exited
        this.processStderr = false; // tracks whether stderr was written to
        this.delay = 10000; // 10 seconds
        this.done = false;
        this.timeout = null;
        if (!toolPath) {
            throw new Error('toolPath must not be empty');
        }
        this.options = options;
        this.toolPath = toolPath;
        if (options.delay) {
            this.delay = options.delay;
        }
    }
    CheckComplete() {
        if (this.done) {
            return;
        }
        if (this.processClosed) {
            this._setResult();
        }
        else if (this.processExited) {
            this.timeout = (0,external_timers_namespaceObject.setTimeout)(ExecState.HandleTimeout, this.delay, this);
        }
    }
    _debug(message) {
        this.emit('debug', message);
    }
    _setResult() {
        // determine whether there is an error
        let error;
        if (this.processExited) {
            if (this.processError) {
                error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
            }
            else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
                error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
            }
            else if (this.processStderr && this.options.failOnStdErr) {
                error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
            }
        }
        // clear the timeout
        if (this.timeout) {
            clearTimeout(this.timeout);
            this.timeout = null;
        }
        this.done = true;
        this.emit('done', error, this.processExitCode);
    }
    static HandleTimeout(state) {
        if (state.done) {
            return;
        }
        if (!state.processClosed && state.processExited) {
            const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
            state._debug(message);
        }
        state._setResult();
    }
}
//# sourceMappingURL=toolrunner.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


/**
 * Exec a command.
 * Output will be streamed to the live console.
 * Returns promise with return code
 *
 * @param     commandLine        command to execute (can include additional args). Must be correctly escaped.
 * @param     args               optional arguments for tool. Escaping is handled by the lib.
 * @param     options            optional exec options.  See ExecOptions
 * @returns   Promise<number>    exit code
 */
function exec_exec(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        const commandArgs = tr.argStringToArray(commandLine);
        if (commandArgs.length === 0) {
            throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
        }
        // Path to tool to execute should be first arg
        const toolPath = commandArgs[0];
        args = commandArgs.slice(1).concat(args || []);
        const runner = new tr.ToolRunner(toolPath, args, options);
        return runner.exec();
    });
}
/**
 * Exec a command and get the output.
 * Output will be streamed to the live console.
 * Returns promise with the exit code and collected stdout and stderr
 *
 * @param     commandLine           command to execute (can include additional args). Must be correctly escaped.
 * @param     args                  optional arguments for tool. Escaping is handled by the lib.
 * @param     options               optional exec options.  See ExecOptions
 * @returns   Promise<ExecOutput>   exit code, stdout, and stderr
 */
function getExecOutput(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = '';
        let stderr = '';
        //Using string decoder covers the case where a mult-byte character is split
        const stdoutDecoder = new StringDecoder('utf8');
        const stderrDecoder = new StringDecoder('utf8');
        const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
        const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
        const stdErrListener = (data) => {
            stderr += stderrDecoder.write(data);
            if (originalStdErrListener) {
                originalStdErrListener(data);
            }
        };
        const stdOutListener = (data) => {
            stdout += stdoutDecoder.write(data);
            if (originalStdoutListener) {
                originalStdoutListener(data);
            }
        };
        const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
        const exitCode = yield exec_exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
        //flush any remaining characters
        stdout += stdoutDecoder.end();
        stderr += stderrDecoder.end();
        return {
            exitCode,
            stdout,
            stderr
        };
    });
}
//# sourceMappingURL=exec.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





// records-action: the OIDC client, and with it @actions/http-client and undici, is loaded when
// getIDToken is called instead of with core (actions/toolkit#1697, #1893; docs/startup.md).
/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    command_issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    command_issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        const { OidcClient } = yield Promise.all(/* import() */[__nccwpck_require__.e(752), __nccwpck_require__.e(942), __nccwpck_require__.e(49)]).then(__nccwpck_require__.bind(__nccwpck_require__, 83049));
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map

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
/******/ 		id: moduleId,
/******/ 		loaded: false,
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
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
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
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
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
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
