export const id = 684;
export const ids = [684];
export const modules = {

/***/ 13958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ownArtifactFacts),
/* harmony export */   a: () => (/* binding */ testFacts)
/* harmony export */ });
/* harmony import */ var _compliance_judge_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97248);
/* harmony import */ var _compliance_states_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48953);
/* harmony import */ var _junit_test_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68228);
/* harmony import */ var _search_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91080);
/**
 * A step's own evidence as facts for the one judge (src/compliance/judge.ts): its tests with
 * the first failing tests' names, and its own artifacts with the service's state of each in its
 * own flow. What is not the step's own — another flow's record of the same commit, another
 * artifact — is never a fact of its verdict (docs/bad-day.md, "A step is judged by its own
 * evidence"); the summary shows it as information.
 */




/** The tests' totals, with their failing tests' names (else their failing suites'). */
function testFacts(totals, failed = [], failingSuites = []) {
    return {
        failures: totals.failures,
        errors: totals.errors,
        ...(failed.length > 0 && { failing: failed.slice(0, _compliance_judge_js__WEBPACK_IMPORTED_MODULE_1__/* .NAMED_FAILING */ .XR).map(_junit_test_path_js__WEBPACK_IMPORTED_MODULE_2__/* .testName */ .UU) }),
        ...(failed.length === 0 &&
            failingSuites.length > 0 && {
            failingSuites: failingSuites.map((s) => s.suite)
        })
    };
}
/**
 * Each of the step's own artifacts (recorded in `flow`) with the service's state of it there:
 * the search's entry of that flow and fingerprint, never another flow's entry of the same
 * fingerprint nor another artifact of the commit (no state when none was found).
 */
function ownArtifactFacts(own, search) {
    const found = new Map();
    for (const s of search.result?.artifacts ?? []) {
        const key = JSON.stringify([(0,_search_js__WEBPACK_IMPORTED_MODULE_0__.flowOf)(s), s.fingerprint]);
        if (!found.has(key))
            found.set(key, s);
    }
    return own.map(({ name, fingerprint, flow }) => {
        const entry = found.get(JSON.stringify([flow, fingerprint]));
        const state = entry && (0,_compliance_states_js__WEBPACK_IMPORTED_MODULE_3__/* .stateOf */ .L4)(entry);
        return { name, fingerprint, flow, ...(state !== undefined && { state }) };
    });
}


/***/ }),

/***/ 91080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   flowOf: () => (/* binding */ flowOf),
/* harmony export */   linkSearchedArtifacts: () => (/* binding */ linkSearchedArtifacts),
/* harmony export */   runSearch: () => (/* binding */ runSearch),
/* harmony export */   searchCommand: () => (/* binding */ searchCommand),
/* harmony export */   searchValue: () => (/* binding */ searchValue)
/* harmony export */ });
/* harmony import */ var _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36050);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26505);
/* harmony import */ var _inputs_commit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16188);
/* harmony import */ var _inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28729);
/* harmony import */ var _inputs_queries_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98257);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53155);
/* harmony import */ var _compliance_judge_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97248);
/* harmony import */ var _compliance_states_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(48953);








async function readInputs(env, run) {
    const { command } = run;
    const commit = await (0,_inputs_commit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readCommitInputs */ .h)(env, run.workspace, run.github, { command });
    const search = (0,_inputs_queries_js__WEBPACK_IMPORTED_MODULE_4__/* .readSearchInputs */ .aI)(env, commit.commit, command);
    return { ...(0,_inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__/* .readFlowInputs */ .A)(env), ...commit, ...search };
}
/**
 * Searches `value`: what matched, and how many items were skipped. 404 No matches gives
 * `notFound`; the 404 of an unknown route and any other service failure is kept in `error`
 * (the caller decides whether it fails the step). Invalid values throw a ValidationError
 * before anything is sent.
 */
async function searchValue(config, delivery, value) {
    const outcome = { value };
    try {
        const checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .search */ .$P)(delivery, config.org, value);
        if (checked === undefined)
            return outcome; // dry run: nothing was asked
        const found = checked.value;
        outcome.result = found;
        outcome.resultJson = checked.received;
        if (checked.warnings.length > 0)
            outcome.warnings = checked.warnings;
        const skipped = checked.skipped ?? 0;
        if (skipped > 0)
            outcome.skipped = skipped;
        if (found.artifacts.length === 0 && skipped === 0)
            outcome.notFound = true;
    }
    catch (err) {
        if (!(err instanceof _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
            throw err;
        // Only the service's own "No matches" is an empty answer: a 404 for a route it does not
        // have (base-url wrong) or a proxy's page is a failure, with what to check (api/api-errors.ts).
        if ((0,_api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isServiceNotFound */ .Rl)(err))
            outcome.notFound = true;
        else
            outcome.error = err.message;
    }
    return outcome;
}
/** The flow a searched artifact is recorded in (`pipeline` is its older name). */
const flowOf = (s) => s.flow ?? s.pipeline ?? undefined;
/** The artifacts again, each linked to its page, preferring this flow's record of it. */
function linkSearchedArtifacts(artifacts, search, flow) {
    // One pass over what was found (not one per artifact): by fingerprint, the first record,
    // replaced by the first of this flow when the fingerprint is in other flows of the commit too.
    const byFingerprint = new Map();
    for (const s of search.result?.artifacts ?? []) {
        const first = byFingerprint.get(s.fingerprint);
        const ours = flowOf(s) === flow;
        if (!first || (ours && flowOf(first) !== flow)) {
            byFingerprint.set(s.fingerprint, s);
        }
    }
    return artifacts.map((a) => {
        const found = a.stage === 'fingerprinted' ? byFingerprint.get(a.fingerprint) : undefined;
        return found?.html_url ? { ...a, htmlUrl: found.html_url } : a;
    });
}
async function runSearch(config, delivery) {
    const value = config.searchValue;
    const search = await searchValue(config, delivery, value);
    const parts = { search, warnings: search.warnings ?? [], ...judgeSearch(config, search) };
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .commandResult */ .f)(searchCommand, config, parts);
}
/**
 * Why a gate finds nothing on a trail that holds only attestations (both matrix patterns of the
 * README attest JUnit without reporting an artifact): a search finds artifacts, nothing else.
 */
const GATE_NEEDS_AN_ARTIFACT = 'The gate judges reported artifacts: an artifact must be reported (command report with ' +
    "artifacts) to gate on; attestations alone, such as a matrix's JUnit attestations, match no search.";
/** What a search says of the step: its compliance, failures and notices. */
function judgeSearch(config, search) {
    const { value } = search;
    if (search.error) {
        return { failures: [`Search for '${value}' failed: ${search.error}`], notices: [] };
    }
    if (!search.result && !search.notFound) {
        return { failures: [], notices: [`Dry run: the search for '${value}' was not sent.`] };
    }
    if (search.notFound) {
        const message = `No artifact matches '${value}' in org '${config.org}'.`;
        return config.failOnNonCompliant
            ? { failures: [`${message} ${GATE_NEEDS_AN_ARTIFACT}`], notices: [] }
            : { failures: [], notices: [message] };
    }
    // A skipped item may have been the worst: it counts as an artifact of unknown state.
    const found = search.result?.artifacts ?? [];
    const skipped = (search.skipped ?? 0) > 0 ? [undefined] : [];
    const judged = (0,_compliance_judge_js__WEBPACK_IMPORTED_MODULE_6__/* .judgeCompliance */ .dV)({
        gate: { of: value, states: [...found.map(_compliance_states_js__WEBPACK_IMPORTED_MODULE_7__/* .stateOf */ .L4), ...skipped] },
        failOnNonCompliant: config.failOnNonCompliant
    });
    return { ...judged, notices: [] };
}
const searchCommand = {
    name: 'search',
    title: 'search',
    verdict: false,
    online: true,
    readInputs,
    run: runSearch
};


/***/ }),

/***/ 98257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JR: () => (/* binding */ readEnvironmentInputs),
/* harmony export */   PS: () => (/* binding */ readPageInputs),
/* harmony export */   aI: () => (/* binding */ readSearchInputs)
/* harmony export */ });
/* harmony import */ var _api_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91451);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44245);
/** The inputs of the read commands: what to search for, in which environment, which page. */


/** `search-value`, else the commit found: a hex prefix of a commit or fingerprint. */
function readSearchInputs(env, commit, command) {
    const searchValue = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .read */ .LF)(env, 'search-value') || commit;
    if (!searchValue) {
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .missing */ .LO)('search-value', { for: command, orGive: 'commit, or run in a git checkout' });
    }
    (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMatch */ .vt)('search-value', searchValue, 'searchValue');
    return { searchValue };
}
/** `environment`, required for `command`. */
function readEnvironmentInputs(env, command) {
    const environment = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readRequired */ .yu)(env, 'environment', { for: command });
    (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMatch */ .vt)('environment', environment, 'environmentName');
    return { environment };
}
/** The highest `page` taken: far beyond any real list of environments. */
const MAX_PAGE = 1_000_000;
/** `page` and `per-page`, each unset unless given. */
function readPageInputs(env) {
    return {
        page: (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readInt */ .Uk)(env, 'page', 1, MAX_PAGE),
        perPage: (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readInt */ .Uk)(env, 'per-page', _api_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MIN */ .BC, _api_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MAX */ .ve)
    };
}


/***/ }),

/***/ 90358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   If: () => (/* binding */ goSeconds),
/* harmony export */   U8: () => (/* binding */ floatSecondsToNanos),
/* harmony export */   cQ: () => (/* binding */ NanoSum),
/* harmony export */   qU: () => (/* binding */ durationNanos)
/* harmony export */ });
/* unused harmony export goParseFloat */
/**
 * Testcase `time` → nanoseconds exactly as go-junit v1.0.0 does (docs/compatibility.md §4.5):
 * remove `,`; Go strconv.ParseFloat → trunc(x × 1e6) µs (int64, wrapping); else Go
 * time.ParseDuration; else 0. Sums are integer nanoseconds, converted like Duration.Seconds().
 */
const INT64_MIN = -(2 ** 63);
const INT64_LIMIT = 2 ** 63;
/** Nanoseconds of one testcase `time` attribute (a Number when exact, else a BigInt). */
function durationNanos(time) {
    if (time === undefined || time === '')
        return 0;
    const t = time.includes(',') ? time.replaceAll(',', '') : time;
    // Fast path: plain decimals, what nearly every report writes.
    const f = /^[0-9]+(?:\.[0-9]*)?$/.test(t) ? Number(t) : goParseFloat(t);
    if (f !== undefined)
        return floatSecondsToNanos(f);
    const d = goParseDuration(t);
    return d === undefined ? 0 : d;
}
/** time.Duration(s*1e6) * time.Microsecond, with Go's amd64 conversion and int64 wrap. */
function floatSecondsToNanos(s) {
    const micros = s * 1e6;
    // Out-of-range float→int64 gives 0x8000000000000000 on amd64; × 1000 wraps to 0.
    if (!(micros > INT64_MIN && micros < INT64_LIMIT))
        return 0;
    const whole = Math.trunc(micros);
    if (Math.abs(whole) < 9e12)
        return whole * 1000 || 0;
    return BigInt.asIntN(64, BigInt(whole) * 1000n);
}
/** Go strconv.ParseFloat(s, 64): the value, or undefined when Go returns an error. */
function goParseFloat(s) {
    if (s === '')
        return undefined;
    const special = /^([+-]?)(inf|infinity)$/i.exec(s);
    if (special)
        return special[1] === '-' ? -Infinity : Infinity;
    if (/^nan$/i.test(s))
        return NaN;
    let i = 0;
    let sign = '';
    if (s[0] === '+' || s[0] === '-') {
        sign = s[0] === '-' ? '-' : '';
        i = 1;
    }
    const hex = i + 2 < s.length && s[i] === '0' && (s[i + 1] === 'x' || s[i + 1] === 'X');
    if (hex)
        i += 2;
    const mantissa = scanMantissa(s, i, hex);
    if (mantissa === undefined)
        return undefined;
    const exponent = scanExponent(s, mantissa.end, hex);
    if (exponent === undefined || exponent.end !== s.length)
        return undefined;
    if ((mantissa.underscores || exponent.underscores) && !underscoreOK(s))
        return undefined;
    const value = hex
        ? hexValue(mantissa, exponent.exp)
        : decimalValue(mantissa.digits, mantissa.fracDigits, exponent.exp);
    if (value === undefined)
        return undefined;
    return sign === '-' ? -value : value;
}
/** The digits from i, with at most one dot; undefined when there is no digit. */
function scanMantissa(s, i, hex) {
    const isDigit = (c) => (c >= '0' && c <= '9') || (hex && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')));
    let digits = '';
    let sawDot = false;
    let underscores = false;
    let fracDigits = 0;
    for (; i < s.length; i++) {
        const c = s[i];
        if (c === '_') {
            underscores = true;
            continue;
        }
        if (c === '.') {
            if (sawDot)
                break;
            sawDot = true;
            continue;
        }
        if (!isDigit(c))
            break;
        digits += c;
        if (sawDot)
            fracDigits++;
    }
    return digits === '' ? undefined : { digits, fracDigits, underscores, end: i };
}
/**
 * The exponent from i (`e` for decimal, `p` for hex, which needs one): its value, capped, and
 * where it ends; undefined when it is malformed.
 */
function scanExponent(s, i, hex) {
    if (i >= s.length || s[i].toLowerCase() !== (hex ? 'p' : 'e')) {
        return hex ? undefined : { exp: 0, end: i, underscores: false };
    }
    i++;
    if (i >= s.length)
        return undefined;
    let esign = 1;
    if (s[i] === '+')
        i++;
    else if (s[i] === '-') {
        i++;
        esign = -1;
    }
    if (i >= s.length || s[i] < '0' || s[i] > '9')
        return undefined;
    let e = 0;
    let underscores = false;
    for (; i < s.length && ((s[i] >= '0' && s[i] <= '9') || s[i] === '_'); i++) {
        if (s[i] === '_') {
            underscores = true;
            continue;
        }
        if (e < 10000)
            e = e * 10 + (s.charCodeAt(i) - 48);
    }
    return { exp: e * esign, end: i, underscores };
}
/** A hex mantissa × 2^exp; undefined on overflow (Go's ErrRange). */
function hexValue(m, exp) {
    const big = BigInt('0x' + m.digits);
    const value = Number(big) * 2 ** (exp - 4 * m.fracDigits);
    return big !== 0n && !Number.isFinite(value) ? undefined : value;
}
/** A decimal mantissa × 10^exp; undefined on overflow (Go's ErrRange). */
function decimalValue(digits, fracDigits, exp) {
    const whole = digits.slice(0, digits.length - fracDigits) || '0';
    const value = Number(`${whole}.${digits.slice(digits.length - fracDigits)}e${exp}`);
    return Number.isFinite(value) ? value : undefined;
}
function underscoreOK(str) {
    let s = str;
    let saw = '^';
    let i = 0;
    if (s.length >= 1 && (s[0] === '-' || s[0] === '+'))
        s = s.slice(1);
    let hex = false;
    if (s.length >= 2 && s[0] === '0' && 'bBoOxX'.includes(s[1])) {
        i = 2;
        saw = '0';
        hex = s[1] === 'x' || s[1] === 'X';
    }
    for (; i < s.length; i++) {
        const c = s[i];
        if ((c >= '0' && c <= '9') || (hex && /[a-fA-F]/.test(c))) {
            saw = '0';
            continue;
        }
        if (c === '_') {
            if (saw !== '0')
                return false;
            saw = '_';
            continue;
        }
        if (saw === '_')
            return false;
        saw = '!';
    }
    return saw !== '_';
}
const UNITS = {
    ns: 1n,
    us: 1000n,
    µs: 1000n,
    μs: 1000n,
    ms: 1000000n,
    s: 1000000000n,
    m: 60000000000n,
    h: 3600000000000n
};
const TWO63 = 1n << 63n;
/** Go time.ParseDuration: nanoseconds, or undefined on error. */
function goParseDuration(orig) {
    let s = orig;
    let neg = false;
    if (s !== '' && (s[0] === '-' || s[0] === '+')) {
        neg = s[0] === '-';
        s = s.slice(1);
    }
    if (s === '0')
        return 0;
    if (s === '')
        return undefined;
    let d = 0n;
    while (s !== '') {
        if (!(s[0] === '.' || (s[0] >= '0' && s[0] <= '9')))
            return undefined;
        let i = 0;
        let v = 0n;
        for (; i < s.length && s[i] >= '0' && s[i] <= '9'; i++) {
            v = v * 10n + BigInt(s.charCodeAt(i) - 48);
            if (v > TWO63)
                return undefined;
        }
        const pre = i > 0;
        s = s.slice(i);
        let post = false;
        let f = 0n;
        let scale = 1;
        if (s !== '' && s[0] === '.') {
            s = s.slice(1);
            let j = 0;
            let overflow = false;
            for (; j < s.length && s[j] >= '0' && s[j] <= '9'; j++) {
                if (overflow)
                    continue;
                const y = f * 10n + BigInt(s.charCodeAt(j) - 48);
                if (y > TWO63) {
                    overflow = true;
                    continue;
                }
                f = y;
                scale *= 10;
            }
            post = j > 0;
            s = s.slice(j);
        }
        if (!pre && !post)
            return undefined;
        let k = 0;
        while (k < s.length && !(s[k] === '.' || (s[k] >= '0' && s[k] <= '9')))
            k++;
        if (k === 0)
            return undefined;
        const unit = UNITS[s.slice(0, k)];
        s = s.slice(k);
        if (unit === undefined)
            return undefined;
        if (v > TWO63 / unit)
            return undefined;
        v *= unit;
        if (f > 0n) {
            v += BigInt(Math.trunc(Number(f) * (Number(unit) / scale)));
            if (v > TWO63)
                return undefined;
        }
        d += v;
        if (d > TWO63)
            return undefined;
    }
    if (neg)
        return BigInt.asIntN(64, -d);
    if (d > TWO63 - 1n)
        return undefined;
    return d;
}
/** Integer nanosecond sum with Go's int64 wrap-around. */
class NanoSum {
    small = 0;
    big = 0n;
    add(n) {
        if (typeof n === 'number') {
            const s = this.small + n;
            if (Number.isSafeInteger(s)) {
                this.small = s;
                return;
            }
            this.big += BigInt(this.small) + BigInt(n);
            this.small = 0;
        }
        else {
            this.big += n;
        }
    }
    nanos() {
        return BigInt.asIntN(64, this.big + BigInt(this.small));
    }
}
/** Go Duration.Seconds(): whole seconds plus the remaining nanoseconds / 1e9. */
function goSeconds(ns) {
    const sec = ns / 1000000000n;
    const rest = ns % 1000000000n;
    return Number(sec) + Number(rest) / 1e9;
}


/***/ }),

/***/ 6135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jo: () => (/* binding */ FailureList),
/* harmony export */   QR: () => (/* binding */ failureId)
/* harmony export */ });
/* unused harmony exports MAX_FAILURE_IDS, MAX_LISTED_FAILURES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Every failing and erroring test of a run's reports, by id, in report order (issue 46): the
 * `failed-tests` output, the attestation's `records_action_tests.failures` and its
 * `list_sha256`. The collector keeps the first failing tests with their details (for people:
 * the summary, the annotations); this list names every one, the rest as their reports write
 * them, so the record never stops at the details' cap. Bounded: ids past MAX_FAILURE_IDS are
 * hashed and counted, not kept, and so are entries past MAX_LISTED_FAILURES (more than a
 * `data_json` of 1,048,576 bytes could hold).
 */

/** Ids kept for the `failed-tests` output; the rest are counted (and in the hash). */
const MAX_FAILURE_IDS = 1_000_000;
/**
 * Entries kept beyond the detailed ones: the shortest entry (`{"id":"#","kind":"error"},`) is
 * 27 bytes, so no more than this fit in the service's 1,048,576-byte `data_json`.
 */
const MAX_LISTED_FAILURES = Math.ceil((1024 * 1024) / 27);
/** A failing test's id: `classname#name`, or the suite's name where it has no classname. */
function failureId(classname, suite, name) {
    return `${classname === '' ? suite : classname}#${name}`;
}
class FailureList {
    /** Every failing test's id in report order, up to MAX_FAILURE_IDS. */
    ids = [];
    /** Ids past MAX_FAILURE_IDS: counted and hashed. */
    idsOmitted = 0;
    /** The failing tests not kept with details, as their reports write them (a bounded list). */
    more = [];
    hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    digest;
    /** Adds a failing test; `entry` for one not kept with details. */
    add(id, entry) {
        this.hash.update(id + '\n');
        if (this.ids.length < MAX_FAILURE_IDS)
            this.ids.push(id);
        else
            this.idsOmitted++;
        if (entry && this.more.length < MAX_LISTED_FAILURES)
            this.more.push(entry());
    }
    /** sha256 (hex) of every id followed by a newline, in report order; ends the list. */
    sha256() {
        this.digest ??= this.hash.digest('hex');
        return this.digest;
    }
}


/***/ }),

/***/ 54696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JT: () => (/* binding */ DEFAULT_MAX_FAILED_TESTS),
/* harmony export */   OL: () => (/* binding */ MAX_DETAILS_CHARS),
/* harmony export */   dR: () => (/* binding */ DEFAULT_LIMITS),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
const DEFAULT_LIMITS = {
    maxFileBytes: 1024 * 1024 * 1024,
    maxTokenBytes: 64 * 1024 * 1024,
    maxDepth: 1_000_000,
    chunkBytes: 4 * 1024 * 1024
};
/** Failure details kept per failing test (characters). */
const MAX_DETAILS_CHARS = 4096;
/** Failing tests kept for people by default; the rest are only counted. */
const DEFAULT_MAX_FAILED_TESTS = 1000;
function formatBytes(n) {
    if (n >= 1024 * 1024 * 1024)
        return `${(n / (1024 * 1024 * 1024)).toFixed(1)} GiB`;
    if (n >= 1024 * 1024)
        return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
    if (n >= 1024)
        return `${(n / 1024).toFixed(1)} KiB`;
    return `${n} bytes`;
}


/***/ }),

/***/ 98052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ parseJUnitFile)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/junit/failure-list.ts
var failure_list = __webpack_require__(6135);
// EXTERNAL MODULE: ./src/junit/duration.ts
var duration = __webpack_require__(90358);
// EXTERNAL MODULE: ./src/junit/parse-limits.ts
var parse_limits = __webpack_require__(54696);
// EXTERNAL MODULE: ./src/util/clip.ts
var clip = __webpack_require__(45940);
;// CONCATENATED MODULE: ./src/junit/failure-text.ts
/**
 * The headline of a failing test: the text that says what went wrong, as people read it in an
 * annotation. The `message` attribute when it says something; else (absent, a bare exception
 * class, `Failed`, or the test's own name) the first meaningful lines of the failure body, then
 * of the testcase's `<system-out>` and `<system-err>`. The rules follow what real tools write;
 * __tests__/fixtures/junit/tools/ has a report from each (see the README there).
 */

/** Lines and characters kept of a headline. */
const MAX_LINES = 12;
const MAX_CHARS = 2000;
/** Messages that only say that something failed (gotestsum, libtest, pytest, TAP). */
const VAGUE = new Set([
    'failed',
    'failure',
    'error',
    'assert',
    'test failed',
    'testfailed',
    'collection failure',
    'unknown',
    'none'
]);
/** The headline, or '' when the report says nothing beyond the fact that the test failed. */
function failureText(src) {
    const message = normalise(src.message ?? '').trim();
    if (saysSomething(message, src)) {
        // minitest-reporters cuts the message to its first line plus '...'; the body has it whole.
        const cut = /(\.\.\.|…)$/.exec(message);
        if (cut) {
            const whole = meaningfulLines(normalise(src.body), src);
            if (whole.startsWith(message.slice(0, -cut[0].length)))
                return whole;
        }
        // Older pytest versions put the whole traceback in the message: its `E   ` lines say it.
        const e = pytestELines(message.split('\n'));
        return bound(e ?? message);
    }
    for (const text of [src.body, src.systemOut, src.systemErr]) {
        if (!text)
            continue;
        const lines = meaningfulLines(normalise(text), src);
        if (lines !== '')
            return lines;
    }
    return '';
}
function normalise(s) {
    return s.replace(/\r\n?/g, '\n');
}
/** Whether a `message` attribute says more than "it failed", the exception class or the name. */
function saysSomething(message, src) {
    if (message === '')
        return false;
    if (VAGUE.has(message.toLowerCase()))
        return false;
    if (src.type !== undefined && message === src.type.trim())
        return false;
    // A bare exception class: `PHPUnit\Framework\ExpectationFailedException`, `AssertionError`.
    if (/^[\w$]+(?:[.\\:]+[\w$]+)*$/.test(message) && /(?:Error|Exception|Failure)$/.test(message))
        return false;
    if (isOwnName(message, src))
        return false;
    return true;
}
/** TAP's `not ok 2 - name`, PHPUnit's `Class::method`, minitest's `type` = the test's name. */
function isOwnName(line, src) {
    const squash = (x) => x.trim().replace(/\s+/g, ' ');
    const l = squash(line).replace(/^(?:not )?ok /, '');
    if (l === '')
        return false;
    const name = squash(src.name);
    const cls = squash(src.classname);
    return (l === name ||
        (cls !== '' && (l === `${cls}::${name}` || l === `${cls}.${name}` || l === cls)) ||
        (name !== '' && l === `${name}(${cls})`));
}
/** A stack frame or other line that says where, not what. */
const FRAME_LINE = [
    /^\s+at\s/, // JavaScript, JVM, .NET
    /^\s*File ".*", line \d+/, // Python
    /^goroutine \d+ \[/, // Go panic
    /^\s*stack backtrace:/, // Rust
    /^note: run with `RUST_BACKTRACE/, // Rust
    /^\s+\S+:\d+:in [`']/, // Ruby
    /^\s*\S+\.\w+:\d+(?::\d+)?\s*$/, // PHPUnit's trailing `/path/Test.php:18`
    /^\s*❯ / // Vitest
];
/**
 * minitest's `test_x(Class) [file:line]:`, i.e. /^\S+\(.*\) \[.*:\d+\]:$/ checked in three
 * linear steps: that pattern backtracks quadratically on a long `x(x(x(…` line
 * (docs/junit-reader.md, "Linear time").
 */
function isMinitestHeader(t) {
    const head = /^\S[^\s(]*\(/.exec(t);
    const tail = /:\d+\]:$/.exec(t);
    if (!head || !tail || /[\r\u2028\u2029]/.test(t))
        return false;
    const mark = t.indexOf(') [', head[0].length);
    return mark >= 0 && mark + 3 <= tail.index;
}
/** Lines that name the test or the run, not the failure. */
function isNoise(line, src) {
    const t = line.trim();
    return (/^=== (?:RUN|PAUSE|CONT)\s/.test(t) || // go test -v
        /^--- (?:FAIL|PASS|SKIP):\s/.test(t) ||
        /^(?:Failure|Error):$/.test(t) || // minitest
        isMinitestHeader(t) ||
        isOwnName(t, src));
}
/**
 * The message on a Rust panic line: after `panicked at src/lib.rs:20:9:` (Rust 1.73 and later),
 * or inside `panicked at 'msg', src/lib.rs:20:9` (earlier). Written so that the time is linear
 * in the line (docs/junit-reader.md, "Linear time"): the path stops at the next `panicked at `
 * as well as at `:`, the old form is found with indexOf, and the rare line separators inside
 * the line (`\r`, U+2028, U+2029) are read as blanks, so `(.+)$` cannot fail after a long scan.
 */
function panicInline(line) {
    const head = line.replace(/[\r\u2028\u2029]/g, ' ');
    const current = /panicked at (?:(?!panicked at )[^:])+:\d+:\d+:\s*(.+)$/.exec(head);
    if (current)
        return current[1];
    const start = head.indexOf("panicked at '");
    const end = head.lastIndexOf("', ");
    return start >= 0 && end >= start + 13 ? head.slice(start + 13, end) : undefined;
}
/** The first meaningful lines of a failure body or captured output. */
function meaningfulLines(text, src) {
    const json = jsonMessage(text);
    if (json !== undefined)
        return bound(json);
    const lines = text.split('\n');
    // Rust: `thread 'x' panicked at src/lib.rs:20:9:` and the panic message after it.
    const panic = lines.findIndex((l) => /^thread '.*'(?: \(\d+\))? panicked at /.test(l));
    if (panic >= 0) {
        const head = lines[panic];
        const inline = panicInline(head);
        const rest = takeUntilFrame(lines.slice(panic + 1), src);
        return bound([inline ?? '', rest].filter((s) => s !== '').join('\n'));
    }
    // pytest: the `E   ` lines are what went wrong.
    const e = pytestELines(lines);
    if (e !== undefined)
        return bound(e);
    // A Python traceback: the exception lines after the last frame.
    if (lines.some((l) => l.startsWith('Traceback (most recent call last)'))) {
        let last = -1;
        lines.forEach((l, i) => {
            if (/^\s*File ".*", line \d+/.test(l))
                last = i;
        });
        if (last >= 0) {
            let k = last + 1;
            while (k < lines.length && /^\s/.test(lines[k]))
                k++;
            const tail = lines.slice(k).join('\n').trim();
            if (tail !== '')
                return bound(tail);
        }
    }
    // TAP diagnostics: `#   Failed test …` lines.
    if (lines.some((l) => /^#\s/.test(l))) {
        const diag = lines.filter((l) => /^#\s/.test(l)).map((l) => l.slice(2));
        if (diag.length > 0)
            return bound(dedent(diag));
    }
    return bound(takeUntilFrame(lines, src));
}
/** pytest's `E   ` lines (what went wrong, under the source it shows), without the `E`. */
function pytestELines(lines) {
    const e = lines.filter((l) => /^E {1,}\S/.test(l) || /^E\s*$/.test(l));
    if (!e.some((l) => l.trim() !== 'E'))
        return undefined;
    return dedent(e.map((l) => l.slice(1)));
}
/** Lines up to the first stack frame, without the noise, blank runs collapsed. */
function takeUntilFrame(lines, src) {
    const kept = [];
    for (const line of lines) {
        if (FRAME_LINE.some((re) => re.test(line))) {
            if (kept.some((l) => l.trim() !== ''))
                break;
            continue;
        }
        if (isNoise(line, src))
            continue;
        // Go repeats a recovered panic: `panic: x [recovered]` then `\tpanic: x`.
        const prev = kept.length > 0 ? kept[kept.length - 1].replace(/ \[recovered\]$/, '').trim() : '';
        if (prev !== '' && line.trim() === prev)
            continue;
        if (line.trim() === '' && (kept.length === 0 || kept[kept.length - 1].trim() === ''))
            continue;
        kept.push(line.replace(/\s+$/, ''));
        if (kept.length >= MAX_LINES * 2)
            break;
    }
    return dedent(kept).trim();
}
/** Jest writes some failures as a JSON object: its message. */
function jsonMessage(text) {
    const t = text.trim();
    if (!t.startsWith('{') || !t.endsWith('}') || t.length > 64 * 1024)
        return undefined;
    try {
        const v = JSON.parse(t);
        for (const key of ['message', '_originalMessage', 'error']) {
            const m = v[key];
            if (typeof m === 'string' && m.trim() !== '')
                return m.trim();
        }
    }
    catch {
        // not JSON after all
    }
    return undefined;
}
/** Removes the indentation the lines share (Go indents `t.Errorf` output by four spaces). */
function dedent(lines) {
    const indents = lines
        .filter((l) => l.trim() !== '')
        .map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0);
    const cut = indents.length > 0 ? Math.min(...indents) : 0;
    return lines
        .map((l) => l.slice(Math.min(cut, /^[ \t]*/.exec(l)?.[0].length ?? 0)))
        .join('\n')
        .trim();
}
/** At most MAX_LINES lines and MAX_CHARS characters. */
function bound(s) {
    let out = s.trim();
    const lines = out.split('\n');
    if (lines.length > MAX_LINES)
        out = lines.slice(0, MAX_LINES).join('\n') + '\n…';
    return (0,clip/* clip */.$)(out, MAX_CHARS + 1);
}

;// CONCATENATED MODULE: ./src/junit/reported-failure.ts



/** Character references may leave \r in the text; people read plain line breaks. */
function plainLines(s) {
    return s.replace(/\r\n?/g, '\n').trim();
}
function reportedFailure(kase, kind, suite, report) {
    const body = plainLines(kase.body.join(''));
    const systemOut = kase.out?.join('');
    const systemErr = kase.err?.join('');
    const { name, classname, message: said, type } = kase;
    // Nothing more telling anywhere: the message or type as written ("failed" is still a word).
    const message = failureText({ name, classname, message: said, type, body, systemOut, systemErr }) ||
        (said ?? '').trim() ||
        (type ?? '').trim();
    let details = (0,clip/* clip */.$)(body, parse_limits/* MAX_DETAILS_CHARS */.OL + 1);
    // Libtest and CTest write the failure only to the testcase's output.
    if (details === '' && systemOut !== undefined) {
        details = (0,clip/* clip */.$)(plainLines([systemOut, systemErr ?? ''].join('\n')), parse_limits/* MAX_DETAILS_CHARS */.OL + 1);
    }
    return {
        test: { kind, suite, classname, name, message, details, report },
        hints: {
            file: kase.file,
            line: kase.line,
            texts: [said ?? '', body, systemOut ?? '', systemErr ?? '']
        },
        reportLine: kase.tagLine
    };
}

;// CONCATENATED MODULE: ./src/junit/roles.ts
/**
 * The words of the collector (collector.ts): what each open element of a report is to it (its
 * role: one per open element, on the collector's stack) and what a testcase's children made of
 * it (its status). Plain numbered constants: the collector looks a role up for every tag of a
 * report, and a property of an object (`Role.Case`) measurably costs more in that loop
 * (docs/junit-reader.md §5).
 */
/** Outside every suite: the document's root and whatever surrounds the suites. */
const ROLE_OUTSIDE = 0;
/** An outermost `<testsuite>`: one result of `junit_results`. */
const ROLE_OUTER_SUITE = 1;
/** A `<testsuite>` that is a direct child of a suite: its testcases count in the outer one. */
const ROLE_NESTED_SUITE = 2;
/** A `<testcase>` that is a direct child of a suite (anywhere else it counts for nothing). */
const ROLE_CASE = 3;
/** A testcase's `<failure>`, `<error>` or `<skipped>`: the last one decides its status. */
const ROLE_STATUS = 4;
/** Anything inside a ROLE_STATUS element: its text is part of the failure's body. */
const ROLE_STATUS_BODY = 5;
/** The `<properties>` of an outermost suite (its `timestamp` property replaces the attribute). */
const ROLE_PROPERTIES = 6;
/** An element whose content nothing reads. */
const ROLE_IGNORED = 7;
/** The `<system-out>` or `<system-err>` of a failing testcase: kept to explain the failure. */
const ROLE_CASE_OUTPUT = 8;
/** A `<failure>` or `<error>` that is a direct child of a suite, not of a testcase. */
const ROLE_SUITE_STATUS = 9;
const STATUS_PASSED = 0;
const STATUS_SKIPPED = 1;
const STATUS_FAILURE = 2;
const STATUS_ERROR = 3;
/** The status a direct child of a testcase sets, by its local name; undefined for the others. */
function statusOf(local) {
    if (local === 'failure')
        return STATUS_FAILURE;
    if (local === 'error')
        return STATUS_ERROR;
    if (local === 'skipped')
        return STATUS_SKIPPED;
    return undefined;
}

;// CONCATENATED MODULE: ./src/junit/collector.ts





/** Surefire's children of a testcase that passed or failed after reruns. */
const RERUN_CHILDREN = new Set(['flakyFailure', 'flakyError', 'rerunFailure', 'rerunError']);
/** Raw characters captured per failure body before trimming and cutting. */
const CAPTURE_CHARS = parse_limits/* MAX_DETAILS_CHARS */.OL * 2;
/** Characters captured of a failing testcase's output, and of a suite-level error. */
const OUTPUT_CHARS = 8 * 1024;
/** Suite-level errors kept per suite. */
const MAX_SUITE_ERRORS = 5;
/** Reads one report's suites and testcases (see the top of this file). */
class JUnitCollector {
    report;
    maxFailed;
    list;
    roles = [];
    suite;
    kase;
    /** The one CaseTally of every self-closing testcase (see start()). */
    passing = {
        name: '',
        classname: '',
        nanos: 0,
        status: STATUS_PASSED,
        body: [],
        bodyChars: 0,
        reruns: 0,
        tagLine: 0,
        outChars: 0
    };
    suites = [];
    /** The failing tests kept with details (up to maxFailed); `omitted` counts the rest. */
    reportedFailures = [];
    omitted = 0;
    flaky = [];
    /** Tests that passed after reruns, all of them (`flaky` keeps up to maxFailed). */
    flakyCount = 0;
    /** For a file without suites (looks-like.ts): its root, its `xmlns`, its first children. */
    root;
    rootXmlns;
    rootChildren = [];
    constructor(report, maxFailed, 
    /** Every failing test named, when the run records them (failure-list.ts). */
    list) {
        this.report = report;
        this.maxFailed = maxFailed;
        this.list = list;
    }
    start(local, attrs, empty) {
        const roles = this.roles;
        const depth = roles.length;
        const parent = depth === 0 ? ROLE_OUTSIDE : roles[depth - 1];
        let role = ROLE_IGNORED;
        switch (parent) {
            case ROLE_OUTSIDE:
                role = this.startOutside(local, attrs, depth);
                break;
            case ROLE_OUTER_SUITE:
            case ROLE_NESTED_SUITE:
                role = this.startInSuite(local, attrs, empty, parent);
                break;
            case ROLE_CASE:
                role = this.startInCase(local, attrs);
                break;
            case ROLE_PROPERTIES:
                if (local === 'property' && attrs.get('name') === 'timestamp') {
                    ;
                    this.suite.propertiesTimestamp = attrs.get('value') ?? '';
                }
                break;
            case ROLE_STATUS:
            case ROLE_STATUS_BODY:
                role = ROLE_STATUS_BODY;
                break;
        }
        roles.push(role);
    }
    /** Outside any suite: an outermost `<testsuite>` starts one; the root is noted. */
    startOutside(local, attrs, depth) {
        if (local === 'testsuite') {
            this.suite = {
                name: attrs.get('name') ?? '',
                timestampAttr: attrs.get('timestamp'),
                hasProperties: false,
                total: 0,
                failures: 0,
                errors: 0,
                skipped: 0,
                nanos: new duration/* NanoSum */.cQ(),
                reruns: 0,
                testsAttr: attrs.get('tests'),
                timeAttr: attrs.get('time'),
                suiteErrors: []
            };
            return ROLE_OUTER_SUITE;
        }
        if (depth === 0 && this.root === undefined) {
            this.root = local;
            this.rootXmlns = attrs.get('xmlns');
        }
        else if (depth === 1 && this.rootChildren.length < 8) {
            this.rootChildren.push(local);
        }
        return ROLE_OUTSIDE;
    }
    /** A direct child of a suite: a testcase, a nested suite, a suite-level status, properties. */
    startInSuite(local, attrs, empty, parent) {
        if (local === 'testcase' && empty) {
            // `<testcase …/>` passes with no reruns: only its time counts, nothing is kept.
            const seconds = attrs.decimal('time');
            this.passing.nanos =
                seconds === undefined ? (0,duration/* durationNanos */.qU)(attrs.get('time')) : (0,duration/* floatSecondsToNanos */.U8)(seconds);
            this.kase = this.passing;
            return ROLE_CASE;
        }
        if (local === 'testcase') {
            // Its names are read only if it fails or passes after reruns (finishCase): most pass.
            const seconds = attrs.decimal('time');
            this.kase = {
                tag: attrs.keep(),
                name: '',
                classname: '',
                nanos: seconds === undefined ? (0,duration/* durationNanos */.qU)(attrs.get('time')) : (0,duration/* floatSecondsToNanos */.U8)(seconds),
                status: STATUS_PASSED,
                body: [],
                bodyChars: 0,
                reruns: 0,
                tagLine: 0,
                outChars: 0
            };
            return ROLE_CASE;
        }
        if (local === 'testsuite')
            return ROLE_NESTED_SUITE;
        if (local === 'error' || local === 'failure') {
            const errors = this.suite.suiteErrors;
            if (errors.length < MAX_SUITE_ERRORS) {
                errors.push({ kind: local, message: attrs.get('message') ?? '', text: [], chars: 0 });
            }
            return ROLE_SUITE_STATUS;
        }
        if (local === 'properties' && parent === ROLE_OUTER_SUITE) {
            const suite = this.suite;
            suite.hasProperties = true;
            suite.propertiesTimestamp = undefined;
            return ROLE_PROPERTIES;
        }
        return ROLE_IGNORED;
    }
    /** A direct child of a testcase: its status, a rerun, or the output of a failing one. */
    startInCase(local, attrs) {
        const kase = this.kase;
        const status = statusOf(local);
        if (status !== undefined) {
            kase.status = status;
            kase.body = [];
            kase.bodyChars = 0;
            if (status !== STATUS_SKIPPED) {
                kase.message = attrs.get('message');
                kase.type = attrs.get('type');
            }
            return ROLE_STATUS;
        }
        if (RERUN_CHILDREN.has(local)) {
            kase.reruns++;
            return ROLE_IGNORED;
        }
        const output = local === 'system-out' || local === 'system-err';
        if (output && kase.status >= STATUS_FAILURE && this.reportedFailures.length < this.maxFailed) {
            const into = [];
            if (local === 'system-out')
                kase.out = into;
            else
                kase.err = into;
            kase.capturing = into;
            return ROLE_CASE_OUTPUT;
        }
        return ROLE_IGNORED;
    }
    end() {
        const role = this.roles.pop();
        if (role === ROLE_CASE)
            this.finishCase();
        else if (role === ROLE_OUTER_SUITE) {
            this.suites.push(this.suite);
            this.suite = undefined;
        }
    }
    wantText() {
        const roles = this.roles;
        const role = roles.length === 0 ? ROLE_OUTSIDE : roles[roles.length - 1];
        if (role === ROLE_CASE_OUTPUT)
            return this.kase.outChars < OUTPUT_CHARS;
        if (role === ROLE_SUITE_STATUS) {
            const errors = this.suite.suiteErrors;
            const last = errors[errors.length - 1];
            return last !== undefined && last.chars < OUTPUT_CHARS;
        }
        if (role !== ROLE_STATUS && role !== ROLE_STATUS_BODY)
            return false;
        const kase = this.kase;
        return (kase.status >= STATUS_FAILURE &&
            kase.bodyChars < CAPTURE_CHARS &&
            this.reportedFailures.length < this.maxFailed);
    }
    text(s) {
        const roles = this.roles;
        const role = roles[roles.length - 1];
        if (role === ROLE_CASE_OUTPUT) {
            const kase = this.kase;
            const piece = s.slice(0, OUTPUT_CHARS - kase.outChars);
            kase.capturing?.push(piece);
            kase.outChars += piece.length;
            return;
        }
        if (role === ROLE_SUITE_STATUS) {
            const errors = this.suite.suiteErrors;
            const last = errors[errors.length - 1];
            const piece = s.slice(0, OUTPUT_CHARS - last.chars);
            last.text.push(piece);
            last.chars += piece.length;
            return;
        }
        const kase = this.kase;
        const room = CAPTURE_CHARS - kase.bodyChars;
        const piece = s.length > room ? s.slice(0, room) : s;
        kase.body.push(piece);
        kase.bodyChars += piece.length;
    }
    finishCase() {
        const suite = this.suite;
        const kase = this.kase;
        this.kase = undefined;
        suite.total++;
        suite.nanos.add(kase.nanos);
        suite.reruns += kase.reruns;
        switch (kase.status) {
            case STATUS_PASSED:
                if (kase.reruns > 0)
                    this.flakyCount++;
                if (kase.reruns > 0 && this.flaky.length < this.maxFailed) {
                    named(kase);
                    this.flaky.push({
                        suite: suite.name,
                        classname: kase.classname,
                        name: kase.name,
                        reruns: kase.reruns,
                        report: this.report
                    });
                }
                break;
            case STATUS_SKIPPED:
                suite.skipped++;
                break;
            case STATUS_FAILURE:
                suite.failures++;
                this.keep(kase, 'failure', suite.name);
                break;
            case STATUS_ERROR:
                suite.errors++;
                this.keep(kase, 'error', suite.name);
                break;
        }
    }
    /**
     * A failing test: kept with its details while there is room, else counted; named in the
     * run's list either way, when there is one.
     */
    keep(kase, kind, suite) {
        const list = this.list;
        if (this.reportedFailures.length < this.maxFailed) {
            named(kase);
            this.reportedFailures.push(reportedFailure(kase, kind, suite, this.report));
            list?.add((0,failure_list/* failureId */.QR)(kase.classname, suite, kase.name));
            return;
        }
        this.omitted++;
        if (list === undefined)
            return;
        named(kase);
        const id = (0,failure_list/* failureId */.QR)(kase.classname, suite, kase.name);
        list.add(id, () => listedFailure(id, kase, kind));
    }
}
/**
 * A failing test beyond those kept with details, as its report writes it: its `file` and
 * `line` attributes, the first line of its message (or type). Its body was not read.
 */
function listedFailure(id, kase, kind) {
    const line = kase.line === undefined ? NaN : Number(kase.line.trim());
    return {
        id,
        kind,
        ...(kase.file !== undefined && kase.file.trim() !== '' && { file: kase.file.trim() }),
        ...(Number.isInteger(line) && line > 0 && { line }),
        message: (kase.message ?? '').trim() || (kase.type ?? '').trim()
    };
}
/** Reads the names and source hints of a testcase from its kept start tag. */
function named(kase) {
    const tag = kase.tag;
    if (tag === undefined)
        return;
    kase.name = tag.get('name') ?? '';
    kase.classname = tag.get('classname') ?? '';
    kase.file = tag.get('file');
    kase.line = tag.get('line');
    kase.tagLine = tag.line();
}

;// CONCATENATED MODULE: ./src/junit/looks-like.ts
/** What an XML file without any `<testsuite>` looks like, for the notice that it was skipped. */
function looksLike(info) {
    const { root, xmlns = '', children } = info;
    if (root === undefined)
        return info.bytes === 0 ? 'empty file' : 'no XML element (text only)';
    switch (root) {
        case 'project':
            if (xmlns.includes('maven.apache.org/POM') ||
                children.includes('modelVersion') ||
                /(^|[/\\])pom\.xml$/.test(info.name)) {
                return 'Maven POM';
            }
            if (children.includes('target'))
                return 'Ant build file';
            break;
        case 'TestRun':
            return 'TRX (MSTest)';
        case 'test-results':
        case 'test-run':
            return 'NUnit';
        case 'robot':
            return 'Robot Framework';
        case 'assemblies':
        case 'assembly':
            return 'xUnit.net';
        case 'testng-results':
            return 'TestNG';
        case 'testsuites':
            return 'JUnit XML without any <testsuite>';
        case 'checkstyle':
            return 'Checkstyle report';
        case 'coverage':
            return 'coverage report';
        case 'html':
            return 'HTML';
    }
    return `not JUnit XML: root <${root}>`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/junit/junit-errors.ts
var junit_errors = __webpack_require__(80130);
;// CONCATENATED MODULE: ./src/junit/decode.ts
/**
 * Which encoding a report is in (docs/compatibility.md §15.1) and a transcoder to UTF-8 bytes, so the
 * strict scanner only ever sees UTF-8. Decision: BOM, else the XML declaration at the start,
 * else UTF-8. Supported: UTF-8, UTF-16 LE/BE with a BOM, windows-1252 (which WHATWG uses for
 * ISO-8859-1/latin1/ASCII labels) and ISO-8859-15.
 */

const SUPPORTED = new Set(['utf-8', 'windows-1252', 'iso-8859-15']);
/** Decide the encoding from the first bytes of the file. */
function sniffEncoding(head) {
    if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
        return utf8(3);
    }
    if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe)
        return decoding('utf-16le', 2);
    if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff)
        return decoding('utf-16be', 2);
    const label = declaredEncoding(head);
    if (label === undefined)
        return utf8(0);
    let encoding;
    try {
        encoding = new TextDecoder(label).encoding;
    }
    catch {
        throw new junit_errors/* EncodingError */.Ug(`unsupported encoding ${JSON.stringify(label)} declared`);
    }
    if (encoding === 'utf-8')
        return utf8(0);
    if (encoding === 'utf-16le' || encoding === 'utf-16be') {
        throw new junit_errors/* EncodingError */.Ug(`encoding ${JSON.stringify(label)} declared but the file has no UTF-16 byte-order mark`);
    }
    if (!SUPPORTED.has(encoding)) {
        throw new junit_errors/* EncodingError */.Ug(`unsupported encoding ${JSON.stringify(label)} declared (supported: UTF-8, UTF-16 with a byte-order mark, ISO-8859-1/windows-1252, ISO-8859-15)`);
    }
    return decoding(encoding, 0);
}
/** The `encoding` of an XML declaration at the very start (after optional whitespace). */
function declaredEncoding(head) {
    const text = head.toString('latin1', 0, Math.min(head.length, 4096));
    const decl = /^[ \t\r\n]*<\?xml[ \t\r\n]([^]*?)\?>/.exec(text);
    if (!decl)
        return undefined;
    const enc = /(?:^|[ \t\r\n])encoding[ \t\r\n]*=[ \t\r\n]*(?:"([^"]*)"|'([^']*)')/.exec(decl[1]);
    if (!enc)
        return undefined;
    return enc[1] ?? enc[2];
}
function utf8(bomBytes) {
    return { encoding: 'utf-8', bomBytes, transcode: (chunk) => chunk };
}
function decoding(encoding, bomBytes) {
    const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
    return {
        encoding,
        bomBytes,
        transcode(chunk, final) {
            try {
                return Buffer.from(decoder.decode(chunk, { stream: !final }), 'utf8');
            }
            catch {
                throw new junit_errors/* EncodingError */.Ug(`invalid ${encoding.toUpperCase()} data`);
            }
        }
    };
}

// EXTERNAL MODULE: ./src/fs/aligned-buffer.ts
var aligned_buffer = __webpack_require__(36094);
;// CONCATENATED MODULE: ./src/junit/xml-chars.ts
/**
 * Bytes and characters as the XML scanner (xml.ts) checks them: the byte codes it compares, the
 * tables of bytes that need no further check, the XML character range, the predefined
 * entities, control characters, line breaks. Pure functions of bytes, with no state.
 */
const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SLASH = 0x2f;
const QM = 0x3f;
const BANG = 0x21;
const RB = 0x5d;
const LB = 0x5b;
const DQ = 0x22;
const SQ = 0x27;
const EQ = 0x3d;
const SEMI = 0x3b;
const HASH = 0x23;
const DASH = 0x2d;
const COLON = 0x3a;
const LF = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const SP = 0x20;
/** Bytes of an attribute value that need no check: printable ASCII except < & " '. */
const ATTR_PLAIN = new Uint8Array(256);
for (let b = SP; b < 0x7f; b++)
    ATTR_PLAIN[b] = b === LT || b === AMP || b === DQ || b === SQ ? 0 : 1;
/**
 * Bytes of character data that need no check: printable ASCII except < & ] (text) or ]
 * (CDATA), and LF and TAB. Long runs of them (logs, stack traces) take one look-up a byte.
 */
const TEXT_PLAIN = new Uint8Array(256);
const CDATA_PLAIN = new Uint8Array(256);
for (let b = 0; b < 0x80; b++) {
    const plain = (b >= SP || b === LF || b === TAB) && b !== RB;
    CDATA_PLAIN[b] = plain ? 1 : 0;
    TEXT_PLAIN[b] = plain && b !== LT && b !== AMP ? 1 : 0;
}
/** The predefined entities: the only ones (no DTD is read). */
const ENTITIES = {
    lt: 0x3c,
    gt: 0x3e,
    amp: 0x26,
    apos: 0x27,
    quot: 0x22
};
/** XML 1.0 `Char`. */
function isXmlChar(cp) {
    return (cp === 0x09 ||
        cp === 0x0a ||
        cp === 0x0d ||
        (cp >= 0x20 && cp <= 0xd7ff) ||
        (cp >= 0xe000 && cp <= 0xfffd) ||
        (cp >= 0x10000 && cp <= 0x10ffff));
}
/** A code point as people read it (`U+001B`). */
function hexCp(cp) {
    return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}
/** XML end-of-line handling: `\r\n` and `\r` read as `\n`. */
function normalizeNewlines(s) {
    return s.includes('\r') ? s.replace(/\r\n?/g, '\n') : s;
}
/** The code point of a predefined entity named by buf[s..e) (no string made), or -1. */
function predefinedEntity(buf, s, e) {
    const n = e - s;
    const a = buf[s];
    const b = buf[s + 1];
    if (n === 2 && b === 0x74)
        return a === 0x6c ? LT : a === 0x67 ? GT : -1; // lt gt
    if (n === 3 && a === 0x61 && b === 0x6d && buf[s + 2] === 0x70)
        return AMP; // amp
    if (n === 4 && b === 0x70 && buf[s + 2] === 0x6f && buf[s + 3] === 0x73) {
        return a === 0x61 ? SQ : -1; // apos
    }
    if (n === 4 && a === 0x71 && b === 0x75 && buf[s + 2] === 0x6f && buf[s + 3] === 0x74) {
        return DQ; // quot
    }
    return -1;
}
/** Whether a control character other than tab, LF and CR is in buf[s..e). */
function hasControl(buf, s, e) {
    let i = s;
    // Four bytes at a time where the buffer's memory is aligned for it: a word has a byte below
    // 0x20 exactly when (w - 0x20202020) & ~w & 0x80808080 is not 0 (bit trick "hasless").
    const first = Math.min(e, s + ((4 - ((buf.byteOffset + s) & 3)) & 3));
    for (; i < first; i++)
        if (isControl(buf[i]))
            return true;
    const words = (e - i) >> 2;
    if (words > 0) {
        const w32 = new Uint32Array(buf.buffer, buf.byteOffset + i, words);
        for (let k = 0; k < words; k++) {
            const w = w32[k];
            if (((w - 0x20202020) & ~w & 0x80808080) === 0)
                continue;
            const at = i + k * 4;
            if (isControl(buf[at]) || isControl(buf[at + 1]))
                return true;
            if (isControl(buf[at + 2]) || isControl(buf[at + 3]))
                return true;
        }
        i += words * 4;
    }
    for (; i < e; i++)
        if (isControl(buf[i]))
            return true;
    return false;
}
function isControl(b) {
    return b < SP && b !== LF && b !== TAB && b !== CR;
}
/** Line breaks in buf[start..end). */
function countLines(buf, start, end) {
    let n = 0;
    let i = buf.indexOf(LF, start);
    while (i >= 0 && i < end) {
        n++;
        i = buf.indexOf(LF, i + 1);
    }
    return n;
}

;// CONCATENATED MODULE: ./src/junit/xml-name-tables.ts
/**
 * The XML name character tables of Go's encoding/xml (`first` and `second` in xml.go, taken from
 * XML 1.0 Appendix B, unchanged in Go for years): `first` = Letter | '_' | ':', `second` = the
 * other NameChars. Go checks element, attribute and processing-instruction target names against
 * these, not against the newer XML 1.0 5th-edition classes, so `<㐀>` or `<x😀>` is a syntax
 * error for the CLI. Each row is `lo, hi, stride` (a code point c matches when
 * lo ≤ c ≤ hi and (c − lo) % stride = 0, as in Go's unicode.Range16). BMP only.
 */
const GO_NAME_FIRST = [
    0x003a, 0x003a, 1, 0x0041, 0x005a, 1, 0x005f, 0x005f, 1, 0x0061, 0x007a, 1, 0x00c0, 0x00d6, 1,
    0x00d8, 0x00f6, 1, 0x00f8, 0x00ff, 1, 0x0100, 0x0131, 1, 0x0134, 0x013e, 1, 0x0141, 0x0148, 1,
    0x014a, 0x017e, 1, 0x0180, 0x01c3, 1, 0x01cd, 0x01f0, 1, 0x01f4, 0x01f5, 1, 0x01fa, 0x0217, 1,
    0x0250, 0x02a8, 1, 0x02bb, 0x02c1, 1, 0x0386, 0x0386, 1, 0x0388, 0x038a, 1, 0x038c, 0x038c, 1,
    0x038e, 0x03a1, 1, 0x03a3, 0x03ce, 1, 0x03d0, 0x03d6, 1, 0x03da, 0x03e0, 2, 0x03e2, 0x03f3, 1,
    0x0401, 0x040c, 1, 0x040e, 0x044f, 1, 0x0451, 0x045c, 1, 0x045e, 0x0481, 1, 0x0490, 0x04c4, 1,
    0x04c7, 0x04c8, 1, 0x04cb, 0x04cc, 1, 0x04d0, 0x04eb, 1, 0x04ee, 0x04f5, 1, 0x04f8, 0x04f9, 1,
    0x0531, 0x0556, 1, 0x0559, 0x0559, 1, 0x0561, 0x0586, 1, 0x05d0, 0x05ea, 1, 0x05f0, 0x05f2, 1,
    0x0621, 0x063a, 1, 0x0641, 0x064a, 1, 0x0671, 0x06b7, 1, 0x06ba, 0x06be, 1, 0x06c0, 0x06ce, 1,
    0x06d0, 0x06d3, 1, 0x06d5, 0x06d5, 1, 0x06e5, 0x06e6, 1, 0x0905, 0x0939, 1, 0x093d, 0x093d, 1,
    0x0958, 0x0961, 1, 0x0985, 0x098c, 1, 0x098f, 0x0990, 1, 0x0993, 0x09a8, 1, 0x09aa, 0x09b0, 1,
    0x09b2, 0x09b2, 1, 0x09b6, 0x09b9, 1, 0x09dc, 0x09dd, 1, 0x09df, 0x09e1, 1, 0x09f0, 0x09f1, 1,
    0x0a05, 0x0a0a, 1, 0x0a0f, 0x0a10, 1, 0x0a13, 0x0a28, 1, 0x0a2a, 0x0a30, 1, 0x0a32, 0x0a33, 1,
    0x0a35, 0x0a36, 1, 0x0a38, 0x0a39, 1, 0x0a59, 0x0a5c, 1, 0x0a5e, 0x0a5e, 1, 0x0a72, 0x0a74, 1,
    0x0a85, 0x0a8b, 1, 0x0a8d, 0x0a8d, 1, 0x0a8f, 0x0a91, 1, 0x0a93, 0x0aa8, 1, 0x0aaa, 0x0ab0, 1,
    0x0ab2, 0x0ab3, 1, 0x0ab5, 0x0ab9, 1, 0x0abd, 0x0ae0, 35, 0x0b05, 0x0b0c, 1, 0x0b0f, 0x0b10, 1,
    0x0b13, 0x0b28, 1, 0x0b2a, 0x0b30, 1, 0x0b32, 0x0b33, 1, 0x0b36, 0x0b39, 1, 0x0b3d, 0x0b3d, 1,
    0x0b5c, 0x0b5d, 1, 0x0b5f, 0x0b61, 1, 0x0b85, 0x0b8a, 1, 0x0b8e, 0x0b90, 1, 0x0b92, 0x0b95, 1,
    0x0b99, 0x0b9a, 1, 0x0b9c, 0x0b9c, 1, 0x0b9e, 0x0b9f, 1, 0x0ba3, 0x0ba4, 1, 0x0ba8, 0x0baa, 1,
    0x0bae, 0x0bb5, 1, 0x0bb7, 0x0bb9, 1, 0x0c05, 0x0c0c, 1, 0x0c0e, 0x0c10, 1, 0x0c12, 0x0c28, 1,
    0x0c2a, 0x0c33, 1, 0x0c35, 0x0c39, 1, 0x0c60, 0x0c61, 1, 0x0c85, 0x0c8c, 1, 0x0c8e, 0x0c90, 1,
    0x0c92, 0x0ca8, 1, 0x0caa, 0x0cb3, 1, 0x0cb5, 0x0cb9, 1, 0x0cde, 0x0cde, 1, 0x0ce0, 0x0ce1, 1,
    0x0d05, 0x0d0c, 1, 0x0d0e, 0x0d10, 1, 0x0d12, 0x0d28, 1, 0x0d2a, 0x0d39, 1, 0x0d60, 0x0d61, 1,
    0x0e01, 0x0e2e, 1, 0x0e30, 0x0e30, 1, 0x0e32, 0x0e33, 1, 0x0e40, 0x0e45, 1, 0x0e81, 0x0e82, 1,
    0x0e84, 0x0e84, 1, 0x0e87, 0x0e88, 1, 0x0e8a, 0x0e8d, 3, 0x0e94, 0x0e97, 1, 0x0e99, 0x0e9f, 1,
    0x0ea1, 0x0ea3, 1, 0x0ea5, 0x0ea7, 2, 0x0eaa, 0x0eab, 1, 0x0ead, 0x0eae, 1, 0x0eb0, 0x0eb0, 1,
    0x0eb2, 0x0eb3, 1, 0x0ebd, 0x0ebd, 1, 0x0ec0, 0x0ec4, 1, 0x0f40, 0x0f47, 1, 0x0f49, 0x0f69, 1,
    0x10a0, 0x10c5, 1, 0x10d0, 0x10f6, 1, 0x1100, 0x1100, 1, 0x1102, 0x1103, 1, 0x1105, 0x1107, 1,
    0x1109, 0x1109, 1, 0x110b, 0x110c, 1, 0x110e, 0x1112, 1, 0x113c, 0x1140, 2, 0x114c, 0x1150, 2,
    0x1154, 0x1155, 1, 0x1159, 0x1159, 1, 0x115f, 0x1161, 1, 0x1163, 0x1169, 2, 0x116d, 0x116e, 1,
    0x1172, 0x1173, 1, 0x1175, 0x119e, 41, 0x11a8, 0x11ab, 3, 0x11ae, 0x11af, 1, 0x11b7, 0x11b8, 1,
    0x11ba, 0x11ba, 1, 0x11bc, 0x11c2, 1, 0x11eb, 0x11f0, 5, 0x11f9, 0x11f9, 1, 0x1e00, 0x1e9b, 1,
    0x1ea0, 0x1ef9, 1, 0x1f00, 0x1f15, 1, 0x1f18, 0x1f1d, 1, 0x1f20, 0x1f45, 1, 0x1f48, 0x1f4d, 1,
    0x1f50, 0x1f57, 1, 0x1f59, 0x1f5b, 2, 0x1f5d, 0x1f5d, 1, 0x1f5f, 0x1f7d, 1, 0x1f80, 0x1fb4, 1,
    0x1fb6, 0x1fbc, 1, 0x1fbe, 0x1fbe, 1, 0x1fc2, 0x1fc4, 1, 0x1fc6, 0x1fcc, 1, 0x1fd0, 0x1fd3, 1,
    0x1fd6, 0x1fdb, 1, 0x1fe0, 0x1fec, 1, 0x1ff2, 0x1ff4, 1, 0x1ff6, 0x1ffc, 1, 0x2126, 0x2126, 1,
    0x212a, 0x212b, 1, 0x212e, 0x212e, 1, 0x2180, 0x2182, 1, 0x3007, 0x3007, 1, 0x3021, 0x3029, 1,
    0x3041, 0x3094, 1, 0x30a1, 0x30fa, 1, 0x3105, 0x312c, 1, 0x4e00, 0x9fa5, 1, 0xac00, 0xd7a3, 1
];
const GO_NAME_SECOND = [
    0x002d, 0x002e, 1, 0x0030, 0x0039, 1, 0x00b7, 0x00b7, 1, 0x02d0, 0x02d1, 1, 0x0300, 0x0345, 1,
    0x0360, 0x0361, 1, 0x0387, 0x0387, 1, 0x0483, 0x0486, 1, 0x0591, 0x05a1, 1, 0x05a3, 0x05b9, 1,
    0x05bb, 0x05bd, 1, 0x05bf, 0x05bf, 1, 0x05c1, 0x05c2, 1, 0x05c4, 0x0640, 124, 0x064b, 0x0652, 1,
    0x0660, 0x0669, 1, 0x0670, 0x0670, 1, 0x06d6, 0x06dc, 1, 0x06dd, 0x06df, 1, 0x06e0, 0x06e4, 1,
    0x06e7, 0x06e8, 1, 0x06ea, 0x06ed, 1, 0x06f0, 0x06f9, 1, 0x0901, 0x0903, 1, 0x093c, 0x093c, 1,
    0x093e, 0x094c, 1, 0x094d, 0x094d, 1, 0x0951, 0x0954, 1, 0x0962, 0x0963, 1, 0x0966, 0x096f, 1,
    0x0981, 0x0983, 1, 0x09bc, 0x09bc, 1, 0x09be, 0x09bf, 1, 0x09c0, 0x09c4, 1, 0x09c7, 0x09c8, 1,
    0x09cb, 0x09cd, 1, 0x09d7, 0x09d7, 1, 0x09e2, 0x09e3, 1, 0x09e6, 0x09ef, 1, 0x0a02, 0x0a3c, 58,
    0x0a3e, 0x0a3f, 1, 0x0a40, 0x0a42, 1, 0x0a47, 0x0a48, 1, 0x0a4b, 0x0a4d, 1, 0x0a66, 0x0a6f, 1,
    0x0a70, 0x0a71, 1, 0x0a81, 0x0a83, 1, 0x0abc, 0x0abc, 1, 0x0abe, 0x0ac5, 1, 0x0ac7, 0x0ac9, 1,
    0x0acb, 0x0acd, 1, 0x0ae6, 0x0aef, 1, 0x0b01, 0x0b03, 1, 0x0b3c, 0x0b3c, 1, 0x0b3e, 0x0b43, 1,
    0x0b47, 0x0b48, 1, 0x0b4b, 0x0b4d, 1, 0x0b56, 0x0b57, 1, 0x0b66, 0x0b6f, 1, 0x0b82, 0x0b83, 1,
    0x0bbe, 0x0bc2, 1, 0x0bc6, 0x0bc8, 1, 0x0bca, 0x0bcd, 1, 0x0bd7, 0x0bd7, 1, 0x0be7, 0x0bef, 1,
    0x0c01, 0x0c03, 1, 0x0c3e, 0x0c44, 1, 0x0c46, 0x0c48, 1, 0x0c4a, 0x0c4d, 1, 0x0c55, 0x0c56, 1,
    0x0c66, 0x0c6f, 1, 0x0c82, 0x0c83, 1, 0x0cbe, 0x0cc4, 1, 0x0cc6, 0x0cc8, 1, 0x0cca, 0x0ccd, 1,
    0x0cd5, 0x0cd6, 1, 0x0ce6, 0x0cef, 1, 0x0d02, 0x0d03, 1, 0x0d3e, 0x0d43, 1, 0x0d46, 0x0d48, 1,
    0x0d4a, 0x0d4d, 1, 0x0d57, 0x0d57, 1, 0x0d66, 0x0d6f, 1, 0x0e31, 0x0e31, 1, 0x0e34, 0x0e3a, 1,
    0x0e46, 0x0e46, 1, 0x0e47, 0x0e4e, 1, 0x0e50, 0x0e59, 1, 0x0eb1, 0x0eb1, 1, 0x0eb4, 0x0eb9, 1,
    0x0ebb, 0x0ebc, 1, 0x0ec6, 0x0ec6, 1, 0x0ec8, 0x0ecd, 1, 0x0ed0, 0x0ed9, 1, 0x0f18, 0x0f19, 1,
    0x0f20, 0x0f29, 1, 0x0f35, 0x0f39, 2, 0x0f3e, 0x0f3f, 1, 0x0f71, 0x0f84, 1, 0x0f86, 0x0f8b, 1,
    0x0f90, 0x0f95, 1, 0x0f97, 0x0f97, 1, 0x0f99, 0x0fad, 1, 0x0fb1, 0x0fb7, 1, 0x0fb9, 0x0fb9, 1,
    0x20d0, 0x20dc, 1, 0x20e1, 0x3005, 3876, 0x302a, 0x302f, 1, 0x3031, 0x3035, 1, 0x3099, 0x309a, 1,
    0x309d, 0x309e, 1, 0x30fc, 0x30fe, 1
];

;// CONCATENATED MODULE: ./src/junit/xml-names.ts
/**
 * XML names as Go's encoding/xml reads them: a run of ASCII name bytes (letters, digits,
 * `_ : . -`) and any non-ASCII bytes, which must then form a valid name by Go's own character
 * tables (xml-name-tables.ts: XML 1.0 Appendix B, BMP only), not by the 5th-edition classes.
 */

const NAME_BYTE = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
    const c = String.fromCharCode(b);
    NAME_BYTE[b] = b >= 0x80 || /[A-Za-z0-9_:.-]/.test(c) ? 1 : 0;
}
/** Name bytes that are ASCII and not a colon: such a name needs only its first byte checked. */
const NAME_PLAIN = NAME_BYTE.map((v, b) => (v === 1 && b < 0x80 && b !== 0x3a ? 1 : 0));
const FIRST = 1;
const SECOND = 2;
let classes;
/** Per BMP code point: FIRST and/or SECOND bits (built on first use; names are rarely non-ASCII). */
function nameClasses() {
    if (classes)
        return classes;
    const c = new Uint8Array(0x10000);
    const mark = (table, bit) => {
        for (let k = 0; k < table.length; k += 3) {
            for (let cp = table[k]; cp <= table[k + 1]; cp += table[k + 2])
                c[cp] |= bit;
        }
    };
    mark(GO_NAME_FIRST, FIRST);
    mark(GO_NAME_SECOND, SECOND);
    classes = c;
    return c;
}
/** Whether a decoded name is an XML name (Go's isName; U+FFFD from invalid UTF-8 never is). */
function isXmlName(name) {
    if (name === '')
        return false;
    const c = nameClasses();
    let first = true;
    for (const ch of name) {
        const cp = ch.codePointAt(0);
        const cls = cp < 0x10000 ? c[cp] : 0;
        if (first ? (cls & FIRST) === 0 : cls === 0)
            return false;
        first = false;
    }
    return true;
}
/** Go nsname(): the local part of `prefix:local`; names with an empty side keep the colon. */
function localName(qname) {
    const i = qname.indexOf(':');
    if (i <= 0 || i === qname.length - 1)
        return qname;
    return qname.slice(i + 1);
}
/** Go procInst(): the value of `param="…"` in an XML declaration, or ''. */
function procInst(param, s) {
    const p = param + '=';
    let i = 0;
    let sep = '';
    while (i < s.length) {
        const sub = s.slice(i);
        const k = sub.indexOf(p);
        if (k < 0 || p.length + k >= sub.length)
            return '';
        i += p.length + k + 1;
        const c = sub[p.length + k];
        if (c === "'" || c === '"') {
            sep = c;
            break;
        }
    }
    if (sep === '')
        return '';
    const j = s.indexOf(sep, i);
    if (j < 0)
        return '';
    return s.slice(i, j);
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/junit/xml-cursor.ts
/**
 * The state every part of the XML scanner shares (xml.ts): the buffer being scanned, where the
 * lines are, errors that name the line, and the two checks every kind of content makes: UTF-8
 * sequences and references (`&amp;`, `&#65;`).
 */



class XmlCursor {
    file;
    buf = Buffer.alloc(0);
    len = 0;
    final = false;
    incomplete = false;
    linesBefore = 0;
    /** line(): line breaks counted up to `lineCursor` of the current buffer, so each is counted once. */
    linesAtCursor = 0;
    lineCursor = 0;
    /** Where the `<` of the tag being handed to the handler is. */
    tagStart = 0;
    /** The code point of the reference ref() read last. */
    refCp = 0;
    constructor(file) {
        this.file = file;
    }
    /** 1-based line where the data not yet consumed starts. */
    nextLine() {
        return this.linesBefore + 1;
    }
    line() {
        this.linesAtCursor += countLines(this.buf, this.lineCursor, this.tagStart);
        this.lineCursor = this.tagStart;
        return this.linesAtCursor + 1;
    }
    /** 1-based line of a byte of the current buffer (during feed). */
    lineAt(pos) {
        return this.linesBefore + countLines(this.buf, 0, Math.min(pos, this.len)) + 1;
    }
    fail(pos, reason) {
        throw new junit_errors/* JUnitError */.v0(this.file, this.lineAt(pos), reason);
    }
    /** An incomplete token at the end of the data: wait for more, or fail at the end of file. */
    need(pos, what) {
        if (this.final)
            this.fail(this.len, `unexpected end of file inside ${what}`);
        this.incomplete = true;
        return pos;
    }
    /** The byte at i, for messages (always available where it is used). */
    found(i) {
        const b = this.buf[i];
        if (b === SP)
            return 'a space';
        if (b === LF || b === CR)
            return 'a line break';
        if (b === TAB)
            return 'a tab';
        if (b > SP && b < 0x7f)
            return `"${String.fromCharCode(b)}"`;
        return `byte 0x${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    /**
     * A validated UTF-8 sequence at i (first byte ≥ 0x80) in the XML character range: its length,
     * or -1 when it is cut by the end of the data (more is coming).
     */
    utf8(i, where) {
        const buf = this.buf;
        const b = buf[i];
        let need;
        let lo = 0x80;
        let hi = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            need = 2;
        else if (b >= 0xe0 && b <= 0xef) {
            need = 3;
            if (b === 0xe0)
                lo = 0xa0;
            else if (b === 0xed)
                hi = 0x9f;
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            need = 4;
            if (b === 0xf0)
                lo = 0x90;
            else if (b === 0xf4)
                hi = 0x8f;
        }
        else
            return this.fail(i, `invalid UTF-8 in ${where}`);
        for (let k = 1; k < need; k++) {
            if (i + k >= this.len) {
                if (this.final)
                    this.fail(i, `invalid UTF-8 in ${where}`);
                return -1;
            }
            const c = buf[i + k];
            if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf)
                this.fail(i, `invalid UTF-8 in ${where}`);
        }
        if (need === 3) {
            const cp = ((b & 0x0f) << 12) | ((buf[i + 1] & 0x3f) << 6) | (buf[i + 2] & 0x3f);
            if (cp === 0xfffe || cp === 0xffff)
                this.fail(i, `illegal character ${hexCp(cp)} in ${where}`);
        }
        return need;
    }
    /**
     * An entity or character reference at i (`&`): the index after it, its code point in refCp;
     * -1 when cut by the end of the data. Only the five predefined entities exist (no DTD).
     */
    ref(i) {
        const buf = this.buf;
        const len = this.len;
        let j = i + 1;
        if (j >= len)
            return this.refCut(i);
        if (buf[j] === HASH) {
            j++;
            if (j >= len)
                return this.refCut(i);
            const hex = buf[j] === 0x78;
            if (hex)
                j++;
            const start = j;
            let cp = 0;
            for (; j < len; j++) {
                const c = buf[j];
                let d;
                if (c >= 0x30 && c <= 0x39)
                    d = c - 0x30;
                else if (hex && c >= 0x61 && c <= 0x66)
                    d = c - 0x57;
                else if (hex && c >= 0x41 && c <= 0x46)
                    d = c - 0x37;
                else
                    break;
                cp = Math.min(cp * (hex ? 16 : 10) + d, 0x110000);
            }
            if (j >= len)
                return this.refCut(i);
            if (buf[j] !== SEMI || j === start || cp > 0x10ffff) {
                this.fail(i, `invalid character reference "${this.buf.toString('latin1', i, j + 1)}"`);
            }
            if (cp >= 0xd800 && cp <= 0xdfff)
                cp = 0xfffd; // Go's string(rune(n))
            if (!isXmlChar(cp))
                this.fail(i, `illegal character ${hexCp(cp)} (written as a reference)`);
            this.refCp = cp;
            return j + 1;
        }
        while (j < len && NAME_BYTE[buf[j]] === 1)
            j++;
        if (j >= len)
            return this.refCut(i);
        const known = buf[j] === SEMI ? predefinedEntity(buf, i + 1, j) : -1;
        if (known >= 0) {
            this.refCp = known;
            return j + 1;
        }
        const name = buf.toString('utf8', i + 1, j);
        if (buf[j] !== SEMI) {
            this.fail(i, `"&${name}" is not an entity reference (write a literal & as &amp;)`);
        }
        const cp = ENTITIES[name];
        if (cp === undefined) {
            this.fail(i, `unknown entity "&${name};" (only &lt; &gt; &amp; &apos; &quot; and character references are allowed)`);
        }
        this.refCp = cp;
        return j + 1;
    }
    refCut(i) {
        if (this.final)
            this.fail(i, 'unexpected end of file inside an entity reference');
        return -1;
    }
}

;// CONCATENATED MODULE: ./src/junit/xml-text.ts
/**
 * Character data as the XML scanner (xml.ts) reads it: text between tags, CDATA sections and
 * comments, each checked byte by byte as Go does (or in a few native passes when a CDATA
 * section is plainly fine), and handed to the handler only when it wants it.
 */



const MODE_TEXT = 0;
const MODE_CDATA = 1;
const MODE_COMMENT = 2;
const DASH_DASH = Buffer.from('--');
const CDATA_CLOSE = Buffer.from(']]>');
class XmlText extends XmlCursor {
    handler;
    /** What the bytes at the start of the next feed are: text, or inside a CDATA section or a comment. */
    mode = MODE_TEXT;
    constructor(handler, file) {
        super(file);
        this.handler = handler;
    }
    text(pos) {
        const buf = this.buf;
        const len = this.len;
        const want = this.handler.wantText();
        let out = '';
        let seg = pos;
        let i = pos;
        while (i < len) {
            if (TEXT_PLAIN[buf[i]] === 1) {
                i++;
                continue;
            }
            const b = buf[i];
            if (b >= SP && b < 0x80) {
                if (b === LT)
                    break;
                if (b === AMP) {
                    const r = this.ref(i);
                    if (r < 0) {
                        this.incomplete = true;
                        break;
                    }
                    if (want) {
                        out +=
                            normalizeNewlines(buf.toString('utf8', seg, i)) + String.fromCodePoint(this.refCp);
                        seg = r;
                    }
                    i = r;
                    continue;
                }
                if (b === RB) {
                    if (i + 2 >= len && !this.final && (i + 1 >= len || buf[i + 1] === RB)) {
                        this.incomplete = true;
                        break;
                    }
                    if (buf[i + 1] === RB && buf[i + 2] === GT) {
                        this.fail(i, 'unescaped "]]>" in text (allowed only to end a CDATA section)');
                    }
                }
                i++;
            }
            else if (b < SP) {
                if (b !== LF && b !== TAB && b !== CR)
                    this.fail(i, `illegal character ${hexCp(b)} in text`);
                if (b === CR && i + 1 >= len && !this.final) {
                    this.incomplete = true; // keep \r\n together
                    break;
                }
                i++;
            }
            else {
                const n = this.utf8(i, 'text');
                if (n < 0) {
                    this.incomplete = true;
                    break;
                }
                i += n;
            }
        }
        if (want && (i > seg || out !== '')) {
            this.handler.text(out + normalizeNewlines(buf.toString('utf8', seg, i)));
        }
        return i;
    }
    /**
     * Whether buf[s..e) is character data that needs no byte-by-byte check: valid UTF-8 (native,
     * vectorised), no control character, no U+FFFE/U+FFFF. Big CDATA sections (logs) go through
     * here in a few native passes; on any doubt the byte loop decides and names the place.
     */
    plainChars(s, e) {
        const buf = this.buf;
        if (!(0,external_node_buffer_.isUtf8)(buf.subarray(s, e)) || hasControl(buf, s, e))
            return false;
        for (let k = buf.indexOf(0xef, s); k >= 0 && k < e; k = buf.indexOf(0xef, k + 1)) {
            if (buf[k + 1] === 0xbf && (buf[k + 2] === 0xbe || buf[k + 2] === 0xbf))
                return false;
        }
        return true;
    }
    cdata(pos) {
        const buf = this.buf;
        const len = this.len;
        const close = buf.indexOf(CDATA_CLOSE, pos);
        if (close >= 0 && close < len && this.plainChars(pos, close)) {
            this.emitRaw(pos, close);
            this.mode = MODE_TEXT;
            return close + 3;
        }
        let i = pos;
        while (i < len) {
            if (CDATA_PLAIN[buf[i]] === 1) {
                i++;
                continue;
            }
            const b = buf[i];
            if (b === RB) {
                if (i + 2 >= len && !this.final) {
                    this.incomplete = true;
                    break;
                }
                if (buf[i + 1] === RB && buf[i + 2] === GT) {
                    this.emitRaw(pos, i);
                    this.mode = MODE_TEXT;
                    return i + 3;
                }
                i++;
            }
            else if (b < SP) {
                if (b !== LF && b !== TAB && b !== CR) {
                    this.fail(i, `illegal character ${hexCp(b)} in a CDATA section`);
                }
                if (b === CR && i + 1 >= len && !this.final) {
                    this.incomplete = true; // keep \r\n together
                    break;
                }
                i++;
            }
            else if (b < 0x80) {
                i++;
            }
            else {
                const n = this.utf8(i, 'a CDATA section');
                if (n < 0) {
                    this.incomplete = true;
                    break;
                }
                i += n;
            }
        }
        if (i >= len && this.final)
            this.fail(len, 'unexpected end of file inside a CDATA section');
        this.emitRaw(pos, i);
        return i;
    }
    emitRaw(start, end) {
        if (end > start && this.handler.wantText()) {
            this.handler.text(normalizeNewlines(this.buf.toString('utf8', start, end)));
        }
    }
    comment(pos) {
        const idx = this.buf.indexOf(DASH_DASH, pos);
        if (idx < 0) {
            if (this.final)
                this.fail(this.len, 'unexpected end of file inside a comment');
            if (this.buf[this.len - 1] === DASH) {
                this.incomplete = true;
                return this.len - 1;
            }
            return this.len;
        }
        if (idx + 2 >= this.len) {
            if (this.final)
                this.fail(this.len, 'unexpected end of file inside a comment');
            this.incomplete = true;
            return idx;
        }
        if (this.buf[idx + 2] !== GT)
            this.fail(idx, '"--" is not allowed inside a comment');
        this.mode = MODE_TEXT;
        return idx + 3;
    }
}

;// CONCATENATED MODULE: ./src/junit/xml-attrs.ts
/**
 * The attributes of one start tag as the scanner (xml.ts) hands them to its handler: spans of
 * the bytes it has already checked, turned into strings only when asked. A handler that needs
 * them after start() returns keeps the tag (keep()); the kept tag's bytes are copied out of the
 * read buffer only if the chunk ends before the next keep, once per chunk at most. So a report
 * of a million passing testcases makes no string of their names. The handler's own interface
 * (XmlHandler) is here too, beside what it is handed.
 */

const EMPTY = Buffer.alloc(0);
class TagAttrs {
    owner;
    buf = EMPTY;
    /** Per attribute: localNameStart, nameEnd, valueStart, valueEnd, needsDecode (reused, never shrunk). */
    spans = [];
    /** Numbers in spans that belong to this tag. */
    used = 0;
    /** The tag's bytes in buf: from its `<` to after its `>`. */
    start = 0;
    end = 0;
    /** Set while the tag is kept: its line, known when it was kept. */
    keptLine = 0;
    constructor(owner) {
        this.owner = owner;
    }
    /** Index in spans of the last attribute with this local name, or -1. */
    find(local) {
        const buf = this.buf;
        const spans = this.spans;
        search: for (let k = this.used - 5; k >= 0; k -= 5) {
            const s = spans[k];
            if (spans[k + 1] - s !== local.length)
                continue;
            for (let c = 0; c < local.length; c++) {
                if (buf[s + c] !== local.charCodeAt(c))
                    continue search;
            }
            return k;
        }
        return -1;
    }
    get(local) {
        const k = this.find(local);
        if (k < 0)
            return undefined;
        const spans = this.spans;
        return spans[k + 4]
            ? decodeValue(this.buf, spans[k + 2], spans[k + 3])
            : this.buf.toString('utf8', spans[k + 2], spans[k + 3]);
    }
    decimal(local) {
        const k = this.find(local);
        if (k < 0)
            return undefined;
        const buf = this.buf;
        const e = this.spans[k + 3];
        let n = 0;
        let digits = 0;
        let scale = 1;
        let dot = false;
        for (let i = this.spans[k + 2]; i < e; i++) {
            const b = buf[i];
            if (b >= 0x30 && b <= 0x39) {
                n = n * 10 + (b - 0x30);
                digits++;
                if (dot)
                    scale *= 10;
            }
            else if (b === 0x2e && !dot && digits > 0)
                dot = true;
            else
                return undefined;
        }
        // Both exact below 2^53, so the one rounding of the division is Number()'s rounding.
        if (digits === 0 || digits > 15)
            return undefined;
        return n / scale;
    }
    line() {
        return this.keptLine > 0 ? this.keptLine : this.owner.line();
    }
    keep() {
        return this.owner.keepTag(this);
    }
    /** Copies the tag's bytes out of a read buffer that is about to be reused. */
    detach() {
        const from = this.start;
        this.buf = Buffer.from(this.buf.subarray(from, this.end));
        for (let k = 0; k < this.used; k += 5) {
            this.spans[k] -= from;
            this.spans[k + 1] -= from;
            this.spans[k + 2] -= from;
            this.spans[k + 3] -= from;
        }
        this.start = 0;
        this.end = this.buf.length;
    }
}
/**
 * An attribute value the scanner has checked, with its references replaced: only the five
 * predefined entities and character references can be there, each well formed.
 */
function decodeValue(buf, s, e) {
    let out = '';
    let seg = s;
    for (let i = buf.indexOf(0x26, s); i >= 0 && i < e; i = buf.indexOf(0x26, seg)) {
        const semi = buf.indexOf(SEMI, i);
        out +=
            normalizeNewlines(buf.toString('utf8', seg, i)) + String.fromCodePoint(refCp(buf, i, semi));
        seg = semi + 1;
    }
    return out + normalizeNewlines(buf.toString('utf8', seg, e));
}
/** The code point of the checked reference buf[amp..semi]. */
function refCp(buf, amp, semi) {
    if (buf[amp + 1] !== HASH)
        return predefinedEntity(buf, amp + 1, semi);
    const hex = buf[amp + 2] === 0x78;
    let cp = 0;
    for (let j = amp + (hex ? 3 : 2); j < semi; j++) {
        const c = buf[j];
        const d = c <= 0x39 ? c - 0x30 : c >= 0x61 ? c - 0x57 : c - 0x37;
        cp = Math.min(cp * (hex ? 16 : 10) + d, 0x110000);
    }
    return cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp; // Go's string(rune(n))
}

;// CONCATENATED MODULE: ./src/junit/xml-tags.ts




/** Distinct element names whose strings are reused. */
const MAX_INTERNED = 32;
class XmlTags extends XmlText {
    limits;
    stack = [];
    /** The attributes of the tag being handed to the handler, and of the tag it kept last. */
    tag = new TagAttrs(this);
    kept = new TagAttrs(this);
    /** Whether the last name nameEnd() found is ASCII without a colon. */
    nameSimple = false;
    /** Element names seen so far (see elementName). */
    names = [];
    /** Set by attrValueEnd: 1 when the value needs decoding (a reference or a CR in it). */
    valueDecode = 0;
    constructor(handler, file, limits) {
        super(handler, file);
        this.limits = limits;
    }
    keepTag(tag) {
        const line = this.line();
        this.tag = this.kept;
        this.tag.keptLine = 0;
        this.kept = tag;
        tag.keptLine = line;
        return tag;
    }
    /** End of the name at i; sets nameSimple when it is ASCII without a colon (for checkName). */
    nameEnd(i) {
        const buf = this.buf;
        const len = this.len;
        while (i < len && NAME_PLAIN[buf[i]] === 1)
            i++;
        this.nameSimple = !(i < len && NAME_BYTE[buf[i]] === 1);
        while (i < len && NAME_BYTE[buf[i]] === 1)
            i++;
        return i;
    }
    skipSpace(i) {
        const buf = this.buf;
        while (i < this.len) {
            const b = buf[i];
            if (b !== SP && b !== LF && b !== TAB && b !== CR)
                break;
            i++;
        }
        return i;
    }
    name(s, e) {
        for (let k = s; k < e; k++) {
            if (this.buf[k] >= 0x80)
                return this.buf.toString('utf8', s, e);
        }
        return this.buf.toString('latin1', s, e);
    }
    /**
     * An element name, reusing the string of an earlier tag with the same bytes: a report names
     * a handful of elements a million times, and a new string per tag is mostly garbage.
     */
    elementName(s, e) {
        const buf = this.buf;
        const seen = this.names;
        const len = e - s;
        search: for (let k = 0; k < seen.length; k++) {
            const name = seen[k];
            if (name.length !== len)
                continue;
            for (let c = 0; c < len; c++)
                if (name.charCodeAt(c) !== buf[s + c])
                    continue search;
            return name;
        }
        const name = this.name(s, e);
        // Only ASCII names: their bytes are their characters, so the comparison above is exact.
        if (seen.length < MAX_INTERNED && name.length === len)
            seen.push(name);
        return name;
    }
    /** Go isName() (Go's name tables) plus nsname()'s one-colon rule (qualified: element/attribute). */
    checkName(s, e, kind, qualified) {
        const first = this.buf[s];
        if (this.nameSimple) {
            // Set by the nameEnd() that found this name: ASCII, no colon; only its first byte matters.
            if ((first >= 0x30 && first <= 0x39) || first === DASH || first === 0x2e) {
                this.fail(s, `invalid XML ${kind} name "${this.name(s, e)}"`);
            }
            return;
        }
        let ascii = true;
        let colons = 0;
        for (let k = s; k < e; k++) {
            const b = this.buf[k];
            if (b >= 0x80)
                ascii = false;
            else if (b === COLON)
                colons++;
        }
        const bad = ascii
            ? (first >= 0x30 && first <= 0x39) || first === DASH || first === 0x2e
            : !isXmlName(this.buf.toString('utf8', s, e));
        if (bad)
            this.fail(s, `invalid XML ${kind} name "${this.name(s, e)}"`);
        if (qualified && colons > 1) {
            this.fail(s, `invalid ${kind} name "${this.name(s, e)}" (more than one ":")`);
        }
    }
    startTag(pos) {
        const buf = this.buf;
        const ns = pos + 1;
        let i = this.nameEnd(ns);
        if (i >= this.len)
            return this.need(pos, 'a tag');
        if (i === ns)
            this.fail(pos, `expected an element name after "<", found ${this.found(ns)}`);
        const ne = i;
        this.checkName(ns, ne, 'element', true);
        let used = 0;
        let empty = false;
        for (;;) {
            i = this.skipSpace(i);
            if (i >= this.len)
                return this.need(pos, `the tag <${this.name(ns, ne)}>`);
            const b = buf[i];
            if (b === SLASH) {
                if (i + 1 >= this.len)
                    return this.need(pos, `the tag <${this.name(ns, ne)}>`);
                if (buf[i + 1] !== GT)
                    this.fail(i, `expected "/>" in <${this.name(ns, ne)}>`);
                empty = true;
                i += 2;
                break;
            }
            if (b === GT) {
                i++;
                break;
            }
            i = this.attribute(i, ns, ne, used);
            if (i < 0)
                return this.need(pos, `the tag <${this.name(ns, ne)}>`);
            used += 5;
        }
        this.open(pos, ns, ne, i, used, empty);
        return i;
    }
    /**
     * One attribute of the start tag named at ns..ne, from its name at i: its spans go to the
     * tag's at `used`. Returns the index after its closing quote, or -1 when the data ends first.
     */
    attribute(i, ns, ne, used) {
        const buf = this.buf;
        const as = i;
        i = this.nameEnd(i);
        if (i >= this.len)
            return -1;
        if (i === as)
            this.badAttribute(i, ns, ne, 'name');
        const ae = i;
        const simple = this.nameSimple; // ASCII without a colon: its local part is all of it
        this.checkName(as, ae, 'attribute', true);
        i = this.skipSpace(i);
        if (i >= this.len)
            return -1;
        if (buf[i] !== EQ)
            this.badAttribute(i, ns, ne, 'value', as, ae);
        i = this.skipSpace(i + 1);
        if (i >= this.len)
            return -1;
        const q = buf[i];
        if (q !== DQ && q !== SQ)
            this.badAttribute(i, ns, ne, 'quote', as, ae);
        const vs = i + 1;
        i = this.attrValueEnd(vs, q, as, ae);
        if (i < 0)
            return -1;
        // The local part: after a single colon with non-empty sides (Go nsname), found once.
        let ls = as;
        for (let c = as + 1; !simple && c < ae - 1; c++) {
            if (buf[c] === COLON) {
                ls = c + 1;
                break;
            }
        }
        const spans = this.tag.spans;
        spans[used] = ls;
        spans[used + 1] = ae;
        spans[used + 2] = vs;
        spans[used + 3] = i;
        spans[used + 4] = this.valueDecode;
        return i + 1;
    }
    /** Hands the start tag at pos..end (named at ns..ne) to the handler, and opens its element. */
    open(pos, ns, ne, end, used, empty) {
        if (this.stack.length >= this.limits.maxDepth) {
            this.fail(pos, `elements are nested more than ${this.limits.maxDepth} deep`);
        }
        const qname = this.elementName(ns, ne);
        const tag = this.tag;
        this.tagStart = pos;
        tag.buf = this.buf;
        tag.used = used;
        tag.start = pos;
        tag.end = end;
        this.handler.start(localName(qname), tag, empty);
        if (empty)
            this.handler.end();
        else
            this.stack.push(qname);
    }
    /**
     * Fails on an attribute of the start tag named at ns..ne: at i, where its name, its `=` or the
     * quote of its value should be (its name at as..ae). The wording is kept out of startTag,
     * the hottest code of the reader, so that startTag stays small.
     */
    badAttribute(i, ns, ne, missing, as = 0, ae = 0) {
        const tag = this.name(ns, ne);
        if (missing === 'name') {
            this.fail(i, `expected an attribute name or ">" in <${tag}>, found ${this.found(i)}`);
        }
        const attr = `attribute "${this.name(as, ae)}"`;
        if (missing === 'value')
            this.fail(i, `${attr} of <${tag}> has no value`);
        return this.fail(i, `the value of ${attr} in <${tag}> is not quoted`);
    }
    /**
     * The index of the quote `q` that ends the attribute value starting at `i` (attribute name
     * at as..ae), checking every byte as Go does; -1 when the buffer ends first.
     */
    attrValueEnd(i, q, as, ae) {
        const buf = this.buf;
        let decode = 0;
        // Plain bytes first, one table look-up each; the loop below checks the others.
        while (i < this.len && ATTR_PLAIN[buf[i]] === 1)
            i++;
        for (;;) {
            if (i >= this.len)
                return -1;
            const c = buf[i];
            if (c === q)
                break;
            if (c >= SP && c < 0x80) {
                if (c === LT) {
                    this.fail(i, `unescaped "<" in the value of attribute "${this.name(as, ae)}" (write &lt;)`);
                }
                if (c === AMP) {
                    const r = this.ref(i);
                    if (r < 0)
                        return -1;
                    decode = 1;
                    i = r;
                    continue;
                }
                i++;
            }
            else if (c < SP) {
                if (c === CR)
                    decode = 1;
                else if (c !== LF && c !== TAB) {
                    this.fail(i, `illegal character ${hexCp(c)} in the value of attribute "${this.name(as, ae)}"`);
                }
                i++;
            }
            else {
                const n = this.utf8(i, `the value of attribute "${this.name(as, ae)}"`);
                if (n < 0)
                    return -1;
                i += n;
            }
        }
        this.valueDecode = decode;
        return i;
    }
    endTag(pos) {
        const ns = pos + 2;
        let i = this.nameEnd(ns);
        if (i >= this.len)
            return this.need(pos, 'an end tag');
        if (i === ns)
            this.fail(pos, `expected an element name after "</", found ${this.found(ns)}`);
        const ne = i;
        this.checkName(ns, ne, 'element', true);
        i = this.skipSpace(i);
        if (i >= this.len)
            return this.need(pos, 'an end tag');
        if (this.buf[i] !== GT)
            this.fail(i, `expected ">" after </${this.name(ns, ne)}`);
        const top = this.stack[this.stack.length - 1];
        if (top === undefined) {
            this.fail(pos, `unexpected end tag </${this.name(ns, ne)}>: no element is open`);
        }
        if (!this.sameName(top, ns, ne)) {
            this.fail(pos, `element <${top}> is closed by </${this.name(ns, ne)}>`);
        }
        this.stack.pop();
        this.handler.end();
        return i + 1;
    }
    sameName(name, s, e) {
        if (name.length === e - s) {
            for (let k = 0; k < name.length; k++) {
                if (name.charCodeAt(k) !== this.buf[s + k])
                    return this.name(s, e) === name;
            }
            return true;
        }
        return this.name(s, e) === name;
    }
}

;// CONCATENATED MODULE: ./src/junit/xml.ts
/**
 * A strict, streaming XML scanner with the acceptance rules of Go's encoding/xml as the CLI uses
 * it (docs/compatibility.md §4.3), minus the encoding check (decode.ts handles encodings) and with
 * DOCTYPE/ENTITY refused (§15.5). It reads UTF-8 bytes chunk by chunk and calls a handler for
 * start tags, end tags and (only when asked) character data, so memory stays bounded whatever
 * the size of the report and nothing is materialised that nobody reads.
 *
 * Accepted like Go: several top-level elements, top-level text, an empty document, `<?xml?>`
 * anywhere (version must be 1.0), duplicate attributes, no space between attributes, `]]>` in
 * attribute values. Refused like Go: mismatched/extra/unclosed tags, unclosed comments and CDATA,
 * raw `<` in attribute values, unquoted values, entities other than the five predefined ones and
 * character references, invalid UTF-8 and characters outside the XML range in text, attribute
 * values and CDATA, `]]>` in text, `--` in comments, invalid names.
 */





const QM_GT = Buffer.from('?>');
const CDATA_OPEN = Buffer.from('<![CDATA[');
/**
 * The scanner, in layers that each add one kind of content: XmlCursor (bytes, lines, errors,
 * UTF-8, references) → XmlText (text, CDATA, comments) → XmlTags (names, tags, attributes) →
 * this one (the feed loop, processing instructions, declarations, the end of the file).
 */
class XmlScanner extends XmlTags {
    /** Depth of open elements (for tests and diagnostics). */
    get depth() {
        return this.stack.length;
    }
    /**
     * Scans `buf`; returns how many bytes were consumed. The rest (an incomplete tag, reference or
     * multi-byte character) must be passed again, followed by more data. `final` marks the end.
     */
    feed(buf, final) {
        this.buf = buf;
        this.len = buf.length;
        this.final = final;
        this.incomplete = false;
        this.linesAtCursor = this.linesBefore;
        this.lineCursor = 0;
        let pos = 0;
        while (pos < this.len) {
            let next;
            if (this.mode === MODE_CDATA)
                next = this.cdata(pos);
            else if (this.mode === MODE_COMMENT)
                next = this.comment(pos);
            else if (buf[pos] !== LT)
                next = this.text(pos);
            else
                next = this.markup(pos);
            pos = next;
            if (this.incomplete)
                break;
        }
        if (final && !this.incomplete)
            this.finish();
        if (this.kept.buf === buf)
            this.kept.detach();
        this.linesBefore = this.linesAtCursor + countLines(buf, this.lineCursor, pos);
        return pos;
    }
    finish() {
        if (this.mode === MODE_CDATA)
            this.fail(this.len, 'unexpected end of file inside a CDATA section');
        if (this.mode === MODE_COMMENT)
            this.fail(this.len, 'unexpected end of file inside a comment');
        if (this.stack.length > 0) {
            this.fail(this.len, `unexpected end of file: element <${this.stack[this.stack.length - 1]}> is not closed`);
        }
    }
    markup(pos) {
        if (pos + 1 >= this.len)
            return this.need(pos, 'a tag');
        const c = this.buf[pos + 1];
        if (c === SLASH)
            return this.endTag(pos);
        if (c === QM)
            return this.procInst(pos);
        if (c === BANG)
            return this.bang(pos);
        return this.startTag(pos);
    }
    procInst(pos) {
        const ns = pos + 2;
        let i = this.nameEnd(ns);
        if (i >= this.len)
            return this.need(pos, 'a processing instruction');
        if (i === ns)
            this.fail(pos, 'expected a target name after "<?"');
        const ne = i;
        this.checkName(ns, ne, 'processing instruction target', false);
        i = this.skipSpace(i);
        const end = this.buf.indexOf(QM_GT, i);
        if (end < 0)
            return this.need(pos, 'a processing instruction (no closing "?>")');
        if (this.name(ns, ne) === 'xml') {
            const version = procInst('version', this.buf.toString('latin1', i, end));
            if (version !== '' && version !== '1.0') {
                this.fail(pos, `XML version ${JSON.stringify(version)} is not supported (only 1.0)`);
            }
        }
        return end + 2;
    }
    bang(pos) {
        const buf = this.buf;
        if (pos + 2 >= this.len)
            return this.need(pos, 'a comment or declaration');
        const c = buf[pos + 2];
        if (c === DASH) {
            if (pos + 3 >= this.len)
                return this.need(pos, 'a comment');
            if (buf[pos + 3] !== DASH)
                this.fail(pos, 'invalid "<!-" (a comment starts with "<!--")');
            this.mode = MODE_COMMENT;
            return pos + 4;
        }
        if (c === LB) {
            for (let k = 3; k < CDATA_OPEN.length; k++) {
                if (pos + k >= this.len)
                    return this.need(pos, 'a CDATA section');
                if (buf[pos + k] !== CDATA_OPEN[k])
                    this.fail(pos, 'invalid "<![" (only "<![CDATA[" is allowed)');
            }
            this.mode = MODE_CDATA;
            return pos + CDATA_OPEN.length;
        }
        return this.fail(pos, 'declarations such as <!DOCTYPE …> and <!ENTITY …> are refused: JUnit reports need no DTD, and entities are never expanded');
    }
}
/** Whether a byte count is over the token limit (used by the file driver). */
function tokenTooLong(bytes, limits) {
    return bytes > limits.maxTokenBytes
        ? `a single tag, reference or processing instruction is longer than ${(0,parse_limits/* formatBytes */.z3)(limits.maxTokenBytes)}; refusing to read further`
        : undefined;
}

;// CONCATENATED MODULE: ./src/junit/scan-file.ts






const SNIFF_BYTES = 4096;
/** Non-blocking open: a FIFO named as a report is refused below instead of hanging the run. */
const OPEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/**
 * Room kept before the read position for the unfinished token carried from one chunk to the
 * next: reads then always land at the same page-aligned offset (src/fs/aligned-buffer.ts).
 */
const CARRY_ROOM = 64 * 1024;
/**
 * Read buffers shared by every report of the run. A scan is synchronous from open to close, so
 * two scans never use them at once; reusing them keeps thousands of small reports from costing
 * a fresh 4 MiB allocation (and its garbage collection) each (docs/junit-reader.md).
 */
const sniffBuffer = Buffer.allocUnsafe(SNIFF_BYTES);
let chunkBuffer;
/** The shared buffer: CARRY_ROOM, then room for one chunk. */
function sharedChunk(chunkBytes) {
    const bytes = CARRY_ROOM + chunkBytes;
    if (chunkBuffer?.length !== bytes)
        chunkBuffer = (0,aligned_buffer/* alignedBuffer */.V)(bytes);
    return chunkBuffer;
}
/**
 * UTF-8 needs no transcoding: each chunk is read into the buffer at `room`, right after the
 * tail carried from the chunk before. The first `filled` bytes at CARRY_ROOM of the shared
 * buffer may already hold the start (the sniffing read).
 */
function scanUtf8(fd, position, scanner, file, limits, filled = 0, hash) {
    let buf = sharedChunk(limits.chunkBytes);
    let room = CARRY_ROOM;
    let carried = 0;
    let pending = filled;
    for (;;) {
        // A blocking read: the parse waits for the data anyway, and a round trip through
        // libuv's thread pool costs more than the read itself on a busy machine.
        const bytesRead = pending || (0,external_node_fs_.readSync)(fd, buf, room, limits.chunkBytes, position);
        if (pending === 0) {
            position += bytesRead;
            hash?.update(buf.subarray(room, room + bytesRead));
        }
        pending = 0;
        const final = bytesRead === 0;
        const start = room - carried;
        const end = room + bytesRead;
        const used = scanner.feed(buf.subarray(start, end), final);
        if (final)
            return;
        carried = end - start - used;
        const tooLong = tokenTooLong(carried, limits);
        if (tooLong)
            throw new junit_errors/* JUnitError */.v0(file, scanner.nextLine(), tooLong);
        let to = buf;
        if (carried > room) {
            // A long token: more room, in whole CARRY_ROOMs so that reads stay aligned.
            room = Math.ceil(carried / CARRY_ROOM) * CARRY_ROOM;
            to = (0,aligned_buffer/* alignedBuffer */.V)(room + limits.chunkBytes);
        }
        buf.copy(to, room - carried, start + used, end);
        buf = to;
    }
}
/** Another encoding: each chunk transcoded to UTF-8 before the scanner sees it. */
function scanTranscoded(fd, position, transcoder, scanner, file, limits, hash) {
    let carry = Buffer.alloc(0);
    const raw = sharedChunk(limits.chunkBytes).subarray(CARRY_ROOM);
    for (;;) {
        const bytesRead = (0,external_node_fs_.readSync)(fd, raw, 0, raw.length, position);
        position += bytesRead;
        hash?.update(raw.subarray(0, bytesRead));
        const final = bytesRead === 0;
        let chunk;
        try {
            chunk = transcoder.transcode(raw.subarray(0, bytesRead), final);
        }
        catch (err) {
            if (err instanceof junit_errors/* EncodingError */.Ug)
                throw new junit_errors/* JUnitError */.v0(file, scanner.nextLine(), err.message);
            throw err;
        }
        const buf = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
        const used = scanner.feed(buf, final);
        if (final)
            return;
        carry = buf.subarray(used);
        const tooLong = tokenTooLong(carry.length, limits);
        if (tooLong)
            throw new junit_errors/* JUnitError */.v0(file, scanner.nextLine(), tooLong);
    }
}
/**
 * Scans one report. Everything from open to close is a blocking call: the parse waits for the
 * data anyway, a round trip through libuv's thread pool per call costs more than the call on a
 * busy machine, and it is what lets the read buffers be shared.
 */
async function scanFile(path, file, handler, limits, 
/** Updated with every byte of the file, as read. */
hash) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, OPEN_FLAGS);
    }
    catch (err) {
        throw new junit_errors/* JUnitError */.v0(file, undefined, `cannot open: ${err.message}`);
    }
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw new junit_errors/* JUnitError */.v0(file, undefined, 'not a regular file');
        if (stat.size > limits.maxFileBytes) {
            throw new junit_errors/* JUnitError */.v0(file, undefined, `the file is ${(0,parse_limits/* formatBytes */.z3)(stat.size)}, over the ${(0,parse_limits/* formatBytes */.z3)(limits.maxFileBytes)} limit for a JUnit report; narrow the 'junit' globs`);
        }
        const scanner = new XmlScanner(handler, file, limits);
        // The byte-order mark and the XML declaration decide the encoding. With chunks at least
        // as big as the sniffing window, that first read is the first chunk too (one read fewer
        // per report: it counts when there are thousands).
        const head = limits.chunkBytes >= SNIFF_BYTES
            ? sharedChunk(limits.chunkBytes).subarray(CARRY_ROOM)
            : sniffBuffer;
        const headBytes = (0,external_node_fs_.readSync)(fd, head, 0, head === sniffBuffer ? SNIFF_BYTES : head.length, 0);
        let transcoder;
        try {
            transcoder = sniffEncoding(head.subarray(0, Math.min(headBytes, SNIFF_BYTES)));
        }
        catch (err) {
            if (err instanceof junit_errors/* EncodingError */.Ug)
                throw new junit_errors/* JUnitError */.v0(file, 1, err.message);
            throw err;
        }
        const { bomBytes } = transcoder;
        if (transcoder.encoding === 'utf-8' && head !== sniffBuffer && headBytes > bomBytes) {
            hash?.update(head.subarray(0, headBytes));
            head.copy(head, 0, bomBytes, headBytes);
            scanUtf8(fd, headBytes, scanner, file, limits, headBytes - bomBytes, hash);
            return { bytes: stat.size, encoding: transcoder.encoding };
        }
        // Read again after the byte-order mark, each read hashed: the mark is hashed here.
        hash?.update(head.subarray(0, bomBytes));
        if (transcoder.encoding === 'utf-8') {
            scanUtf8(fd, bomBytes, scanner, file, limits, 0, hash);
        }
        else {
            scanTranscoded(fd, bomBytes, transcoder, scanner, file, limits, hash);
        }
        return { bytes: stat.size, encoding: transcoder.encoding };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./src/junit/timestamp.ts
/**
 * Suite timestamps → integer epoch seconds (docs/compatibility.md §4.6 and §15.2). Every value the
 * CLI accepts gives the CLI's number; offsets, `t`/space separators, lowercase `z` and RFC 1123
 * are extra. Integer arithmetic on the fields (no Date.parse). 0 and no match → undefined.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{1,2}):(\d{2}):(\d{2})(?:[.,]\d+)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
const RFC1123 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{1,2}):(\d{2}):(\d{2}) (GMT|UTC|[+-]\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function parseTimestamp(value) {
    if (value === undefined || value === '')
        return undefined;
    let m = ISO.exec(value);
    if (m) {
        const offset = zoneOffsetSeconds(m[7]);
        if (offset === undefined)
            return undefined;
        return epoch(+m[1], +m[2], +m[3], +m[4], +m[5], +m[6], offset);
    }
    m = RFC1123.exec(value);
    if (m) {
        const offset = m[8] === 'GMT' || m[8] === 'UTC' ? 0 : zoneOffsetSeconds(m[8]);
        if (offset === undefined)
            return undefined;
        return epoch(+m[4], MONTHS.indexOf(m[3]) + 1, +m[2], +m[5], +m[6], +m[7], offset);
    }
    return undefined;
}
/** Seconds east of UTC; undefined when out of range. */
function zoneOffsetSeconds(zone) {
    if (zone === undefined || zone === 'Z' || zone === 'z')
        return 0;
    const digits = zone.slice(1).replace(':', '');
    const hh = +digits.slice(0, 2);
    const mm = digits.length > 2 ? +digits.slice(2, 4) : 0;
    if (hh > 23 || mm > 59)
        return undefined;
    return (zone[0] === '-' ? -1 : 1) * (hh * 3600 + mm * 60);
}
function isLeap(y) {
    return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function epoch(y, mo, d, h, mi, s, offset) {
    if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59 || d < 1)
        return undefined;
    const dim = mo === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[mo - 1];
    if (d > dim)
        return undefined;
    const t = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s - offset;
    return t === 0 ? undefined : t;
}
/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm). */
function daysFromCivil(y0, m, d) {
    const y = m <= 2 ? y0 - 1 : y0;
    const era = Math.floor(y / 400);
    const yoe = y - era * 400;
    const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
    const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
    return era * 146097 + doe - 719468;
}

;// CONCATENATED MODULE: ./src/junit/suite-row.ts



/** The suite's own `time` attribute in seconds, when it is a plain non-negative number. */
function reportedSeconds(attr) {
    if (attr === undefined || !/^\s*\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\s*$/.test(attr))
        return undefined;
    const n = Number(attr);
    return Number.isFinite(n) ? n : undefined;
}
/** What the suite's header and its own `<error>`/`<failure>` say that its testcases do not. */
function suiteProblems(s) {
    const problems = [];
    const counted = s.testsAttr !== undefined && /^\s*\d+\s*$/.test(s.testsAttr) ? Number(s.testsAttr) : NaN;
    if (Number.isSafeInteger(counted) && counted > s.total + s.reruns) {
        const missing = counted - s.total;
        problems.push({
            kind: 'unlisted-tests',
            message: `The suite's header counts ${counted} test${counted === 1 ? '' : 's'} but it lists ` +
                `${s.total}: ${missing} test${missing === 1 ? ' was' : 's were'} not reported ` +
                `(a crash, or tests counted but never run).`
        });
    }
    for (const e of s.suiteErrors) {
        const text = e.text.join('').replace(/\r\n?/g, '\n').trim();
        const said = e.message.trim() || text.split('\n', 1)[0].trim();
        problems.push({
            kind: e.kind === 'error' ? 'suite-error' : 'suite-failure',
            message: `The suite itself reports ${e.kind === 'error' ? 'an error' : 'a failure'} that no ` +
                `test carries${said ? `: ${(0,clip/* clip */.$)(said, 501)}` : '.'}`
        });
    }
    return problems;
}
/**
 * The row of one outermost suite (the CLI's fields, plus display-only ones). Its `label` and
 * `reportInRepository` depend on the workspace: placing the report adds them (place.ts).
 */
function suiteRow(s, nanos, report) {
    const timestamp = parseTimestamp(s.hasProperties ? s.propertiesTimestamp : s.timestampAttr);
    const row = {
        name: s.name,
        failures: s.failures,
        errors: s.errors,
        skipped: s.skipped,
        total: s.total,
        duration: (0,duration/* goSeconds */.If)(nanos),
        report
    };
    if (timestamp !== undefined)
        row.timestamp = timestamp;
    const reported = reportedSeconds(s.timeAttr);
    // CTest writes time="0" on a suite whose tests took time: that is no report of its time.
    if (reported !== undefined && (reported > 0 || nanos === 0n))
        row.reportedDuration = reported;
    const problems = suiteProblems(s);
    if (problems.length > 0)
        row.problems = problems;
    return row;
}

;// CONCATENATED MODULE: ./src/junit/parse.ts






/** Parses one report. Throws JUnitError (file, line, reason) for anything the CLI would refuse. */
async function parseJUnitFile(path, opts = {}) {
    const report = opts.reportName ?? String(path);
    const limits = { ...parse_limits/* DEFAULT_LIMITS */.dR, ...opts.limits };
    const maxFailed = opts.maxFailedTests ?? parse_limits/* DEFAULT_MAX_FAILED_TESTS */.JT;
    const collector = new JUnitCollector(report, maxFailed, opts.list);
    const hash = opts.digest ? (0,external_node_crypto_.createHash)('sha256') : undefined;
    const info = await scanFile(path, report, collector, limits, hash);
    const suiteNanos = collector.suites.map((s) => s.nanos.nanos());
    const parsed = {
        report,
        encoding: info.encoding,
        bytes: info.bytes,
        suites: collector.suites.map((s, i) => suiteRow(s, suiteNanos[i], report)),
        suiteNanos,
        reportedFailures: collector.reportedFailures,
        failedTestsOmitted: collector.omitted,
        flakyTests: collector.flaky,
        flakyCount: collector.flakyCount,
        ...(hash && { sha256: hash.digest('hex') })
    };
    if (parsed.suites.length === 0) {
        parsed.looksLike = looksLike({
            name: report,
            bytes: info.bytes,
            root: collector.root,
            xmlns: collector.rootXmlns,
            children: collector.rootChildren
        });
    }
    return parsed;
}


/***/ }),

/***/ 2040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ placeReport)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __webpack_require__(24964);
;// CONCATENATED MODULE: ./src/junit/locate.ts
/**
 * Where a failing test lives: the testcase's `file`/`line` attributes, else the first
 * stack-frame-looking reference in the failure text that names a file of the repository
 * (`at f (src/a.ts:12:3)`, `File "tests/test_x.py", line 14`, `foo_test.go:33:`,
 * `in /w/src/A.cs:line 9`). A bare file name is also looked for where its language keeps it:
 * a Java/Kotlin/Scala frame's package under the usual source roots, a Go file under the trailing
 * parts of the testcase's package import path (`example.com/m/pkg/calc` → `pkg/calc/`). Which
 * file a written path names, SourceResolver (resolve.ts) decides.
 *
 * When the attributes name the file and the failure text names a line in that same file (a
 * traceback's frame in the test file, PHPUnit's `Test.php:18`), that line wins over the `line`
 * attribute, which pytest, unittest and PHPUnit set to the test's `def`/method line.
 */


const FRAME_PATTERNS = [
    /File "([^"\n]+)", line (\d+)/g,
    // The path runs to the first `:line N`, never over another ` in ` (which would make every
    // ` in ` of a long line rescan it: quadratic, docs/junit-reader.md "Linear time").
    / in ((?:(?! in )[^\n])+?):line (\d+)/g,
    // Perl's Test::More: `#   at t/cart.t line 8.`
    /\bat (\S+\.\w{1,12}) line (\d+)\./g,
    // `path.ext:line`, the path a maximal run of path characters that starts after a blank,
    // `(`, `[`, a quote or the run's first `@` (Firefox's `fn@file:line`). Written with
    // lookbehinds so that each run is tried from at most two places: with `@` a start character
    // as well as a path character, every `@` of a long run rescanned it (docs/junit-reader.md).
    /(?:(?<=^|[\s(['"])|(?<=(?:^|[\s()'"<>[\]|:,])[^\s()'"<>[\]|:,@]*@))((?:file:\/\/)?[^\s()'"<>[\]|:,]*[^\s()'"<>[\]|:,.]\.[A-Za-z0-9]{1,12}):(\d+)/gm
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
const MAX_CANDIDATES = 20;
/** Distinct written paths a Locator remembers (the resolver remembers more, behind it). */
const MAX_ANSWERS = 10_000;
/**
 * A suite or class name for people: an absolute path under the workspace made relative
 * (`/home/runner/work/x/x/tests` → `tests`); anything else unchanged.
 */
function workspaceRelativeName(name, workspace) {
    if (workspace === undefined || name === '')
        return name;
    const n = name.replace(/\\/g, '/');
    if (!n.startsWith('/'))
        return name; // most names: a class or a module, not a path
    const ws = external_node_path_default().resolve(workspace);
    if (ws === external_node_path_default().parse(ws).root)
        return name;
    const rel = (0,paths/* relativeInside */.J)(ws, n);
    return rel === undefined ? name : rel === '' ? '.' : rel;
}
/** Finds where the failing tests of one report live. */
class Locator {
    resolver;
    reportFile;
    /** Each path written in the report, looked up once: a report names the same files again and again. */
    answers = new Map();
    /**
     * `resolver`: the run's (none: nothing is found); `reportFile`: the report's absolute path,
     * so paths in it are resolved as its tool meant them.
     */
    constructor(resolver, reportFile) {
        this.resolver = resolver;
        this.reportFile = reportFile;
    }
    /**
     * Where a failing test lives, from the report's hints and its `classname`, with the repository
     * path of the file when it was found there.
     */
    async place(hints, classname = '') {
        const { file: fileAttr, line: lineAttr, texts } = hints;
        const attrLine = positiveInt(lineAttr);
        const frames = findFrames(texts);
        if (fileAttr !== undefined && fileAttr.trim() !== '') {
            const written = fileAttr.trim();
            const found = await this.find(written);
            let line = attrLine;
            const same = [];
            for (const f of frames)
                if (await this.sameFile(f.path, written, found))
                    same.push(f);
            if (same.length > 0) {
                // Python tracebacks list the innermost frame last; stack traces list it first.
                const innermostLast = texts.some((t) => t.includes('Traceback (most recent call last)') || /^\S+:\d+: \w+$/m.test(t));
                const deeper = innermostLast ? same[same.length - 1] : same[0];
                if (line === undefined || deeper.line !== line)
                    line = deeper.line;
            }
            const location = { file: found ?? written };
            if (line !== undefined)
                location.line = line;
            return { location, found };
        }
        for (const f of testFramesFirst(frames, classname)) {
            for (const candidate of candidates(f, classname)) {
                const found = await this.find(candidate);
                if (found !== undefined)
                    return { location: { file: found, line: f.line }, found };
            }
        }
        return { location: {} };
    }
    /** The repository path of the file a path written in the report names. */
    find(written) {
        let answer = this.answers.get(written);
        if (answer === undefined) {
            answer = this.resolver?.resolve(written, this.reportFile) ?? Promise.resolve(undefined);
            if (this.answers.size < MAX_ANSWERS)
                this.answers.set(written, answer);
        }
        return answer;
    }
    /** Whether a frame's path names the file of the `file` attribute (found or not). */
    async sameFile(framePath, written, found) {
        const workspace = this.resolver?.workspace;
        const a = comparable(framePath, workspace);
        const b = comparable(written, workspace);
        if (a === '' || b === '')
            return false;
        if (a === b || a.endsWith('/' + b) || b.endsWith('/' + a))
            return true;
        return found !== undefined && (await this.find(framePath)) === found;
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
/** A file that holds tests, by the usual naming of test tools (`cart.test.js`, `test_x.py`, …). */
const TEST_FILE = /(?:^|\/)(?:tests?|spec|__tests__)\/|(?:^|\/)test_[^/]*$|[._-](?:test|spec)\.\w+$|Tests?\.\w+$/;
/**
 * The frames in the order to try them. A stack lists the innermost frame first, often in the
 * code under test; the line that failed is the test's own: a JVM frame of the test's class
 * (`com.acme.CartTest` → `com/acme/CartTest.java`) first, then frames in test files, then the rest.
 */
function testFramesFirst(frames, classname) {
    const own = classname.replace(/\$.*$/, '').replace(/\./g, '/');
    const rank = (f) => {
        const full = f.packagePath === undefined ? f.path : `${f.packagePath}/${f.path}`;
        if (f.packagePath !== undefined && full.replace(/^\//, '').replace(/\.\w+$/, '') === own)
            return 0;
        return TEST_FILE.test(full.replace(/\\/g, '/')) ? 1 : 2;
    };
    return frames
        .map((f, i) => ({ f, i, r: rank(f) }))
        .sort((a, b) => a.r - b.r || a.i - b.i)
        .map((x) => x.f);
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

// EXTERNAL MODULE: ./src/junit/resolve.ts
var resolve = __webpack_require__(40252);
;// CONCATENATED MODULE: ./src/junit/place.ts
/**
 * The step after parsing: a parsed report placed in the repository (docs/junit-locations.md).
 * Each failing test gets its source file and line from the report's hints (locate.ts; which
 * repository file a written path names is resolve.ts) and the one place it is shown at; names
 * the tool wrote as absolute paths of the workspace become relative; a suite with problems gets
 * the report's repository path, to annotate them on it.
 */



async function placeReport(parsed, placement) {
    const { reportedFailures, ...rest } = parsed;
    const { workspace } = placement;
    const resolver = placement.resolver ?? (workspace === undefined ? undefined : new resolve/* SourceResolver */.w({ workspace }));
    const reportFile = external_node_path_default().resolve(placement.reportFile);
    const report = {
        reportFile,
        inRepository: resolver?.inRepository(reportFile),
        workspace,
        resolver
    };
    return {
        ...rest,
        suites: parsed.suites.map((row) => placeSuite(row, report)),
        failedTests: await placeFailures(reportedFailures, report)
    };
}
function placeSuite(row, { inRepository, workspace }) {
    const label = workspaceRelativeName(row.name, workspace);
    const annotated = row.problems !== undefined && inRepository !== undefined;
    if (label === row.name && !annotated)
        return row;
    const placed = { ...row };
    if (label !== row.name)
        placed.label = label;
    if (annotated)
        placed.reportInRepository = inRepository;
    return placed;
}
/**
 * The failing tests with their place: the source line when its file is in the repository, else
 * their `<testcase>` in the report (when the report is in the repository).
 */
async function placeFailures(reported, { reportFile, inRepository, workspace, resolver }) {
    if (reported.length === 0)
        return []; // most reports: nothing to locate, no per-file set-up
    const locator = new Locator(resolver, reportFile);
    const failedTests = [];
    for (const { test, hints, reportLine } of reported) {
        const { location: where, found } = await locator.place(hints, test.classname);
        const place = found !== undefined
            ? { path: found, line: where.line ?? 1 }
            : inRepository !== undefined
                ? { path: inRepository, line: reportLine }
                : undefined;
        const at = place && resolver && (await resolver.isTracked(place.path))
            ? { ...place, tracked: true }
            : place;
        failedTests.push({
            ...test,
            suite: workspaceRelativeName(test.suite, workspace),
            classname: workspaceRelativeName(test.classname, workspace),
            ...where,
            reportLine,
            ...(at !== undefined && { at })
        });
    }
    return failedTests;
}


/***/ }),

/***/ 40252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ SourceResolver)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _context_git_exec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20177);
/* harmony import */ var _util_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24964);
/**
 * The one place that decides which repository file a path written in a JUnit report names
 * (docs/junit-locations.md). A tool writes paths relative to the folder it ran in, which is the
 * report's own folder or one of its ancestors (the project folder in a monorepo), or absolute
 * paths of the runner's checkout, which may be somewhere else than this one. Tried in order:
 *
 * 1. an absolute path inside the repository, as it is;
 * 2. a relative path against the report's folder and each ancestor up to the repository root,
 *    nearest first, then against the workspace and the repository root;
 * 3. its trailing path components against the repository's tracked files (`git ls-files`, read
 *    once, on first need): the one tracked file the path ends with (the longest such), else the
 *    one tracked file that ends with the path. Paths into installed dependencies never match.
 *
 * Every answer is remembered, so a path is looked up once per run whatever the number of tests
 * that name it.
 */




/** Installed dependencies and toolchains: a frame there is never the test's own source. */
const DEPENDENCY = new RegExp('(?:^|/)(?:node_modules|site-packages|dist-packages|vendor/bundle|\\.cargo/registry|' +
    '\\.rustup|go/pkg/mod|gems/[^/]+-\\d[^/]*|rustc/[0-9a-f]{7,})/');
/** Distinct paths remembered per run, so a report full of unique frames stays bounded. */
const MAX_REMEMBERED = 20_000;
class SourceResolver {
    workspace;
    root;
    answers = new Map();
    isFileCache = new Map();
    tracked;
    constructor(opts) {
        this.workspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(opts.workspace);
        this.root = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(this.workspace, opts.repoRoot ?? '.');
    }
    /**
     * The repository path (relative to the root, with `/`) of the regular file that `written`
     * names, as the tool that wrote the report `reportFile` (absolute) meant it; undefined when
     * none is found.
     */
    async resolve(written, reportFile) {
        const p = normalise(written);
        if (p === '' || DEPENDENCY.test(p))
            return undefined;
        const reportDir = reportFile === undefined ? this.workspace : node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(reportFile);
        const key = `${reportDir}\0${p}`;
        if (this.answers.has(key))
            return this.answers.get(key);
        const found = this.onDisk(p, reportDir) ?? (await this.byTrailingComponents(p));
        if (this.answers.size < MAX_REMEMBERED)
            this.answers.set(key, found);
        return found;
    }
    /** Whether git tracks the file at this repository path (so it has a blob URL at the commit). */
    async isTracked(repoPath) {
        const base = repoPath.slice(repoPath.lastIndexOf('/') + 1);
        return ((await this.trackedFiles()).get(base) ?? []).includes(repoPath);
    }
    /** The repository path of an absolute path inside the root (no file system access). */
    inRepository(abs) {
        const rel = (0,_util_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeInside */ .J)(this.root, abs);
        return rel === '' ? undefined : rel;
    }
    onDisk(p, reportDir) {
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(p))
            return this.regularFile(p);
        for (const dir of this.baseDirs(reportDir)) {
            const found = this.regularFile(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir, p));
            if (found !== undefined)
                return found;
        }
        return undefined;
    }
    /** The report's folder and its ancestors up to the root, then the workspace and the root. */
    baseDirs(reportDir) {
        const dirs = [];
        if ((0,_util_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeInside */ .J)(this.root, reportDir) !== undefined) {
            for (let d = reportDir;; d = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(d)) {
                dirs.push(d);
                if (d === this.root || node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(d) === d)
                    break;
            }
        }
        for (const d of [this.workspace, this.root])
            if (!dirs.includes(d))
                dirs.push(d);
        return dirs;
    }
    regularFile(abs) {
        const rel = this.inRepository(abs);
        if (rel === undefined)
            return undefined;
        let isFile = this.isFileCache.get(abs);
        if (isFile === undefined) {
            try {
                isFile = node_fs__WEBPACK_IMPORTED_MODULE_0___default().statSync(abs).isFile();
            }
            catch {
                isFile = false;
            }
            if (this.isFileCache.size < MAX_REMEMBERED)
                this.isFileCache.set(abs, isFile);
        }
        return isFile ? rel : undefined;
    }
    async byTrailingComponents(p) {
        const parts = p.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
        const base = parts.at(-1);
        if (base === undefined)
            return undefined;
        const same = (await this.trackedFiles()).get(base) ?? [];
        // The tracked files the written path ends with: the longest is the one it names.
        const suffixes = same.filter((t) => endsWithComponents(parts, t.split('/')));
        if (suffixes.length > 0) {
            const longest = Math.max(...suffixes.map((t) => t.length));
            const best = suffixes.filter((t) => t.length === longest);
            if (best.length === 1)
                return best[0];
        }
        // The tracked files that end with the written path: only a unique one.
        const longer = same.filter((t) => endsWithComponents(t.split('/'), parts));
        return longer.length === 1 ? longer[0] : undefined;
    }
    trackedFiles() {
        if (!this.tracked && !(0,_context_git_exec_js__WEBPACK_IMPORTED_MODULE_2__/* .hasRepositoryAt */ .mx)(this.root))
            this.tracked = Promise.resolve(new Map());
        this.tracked ??= (0,_context_git_exec_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .EO)(this.root, ['ls-files', '-z', '--full-name'])
            .then((r) => (r.code === 0 ? indexByBaseName(r.stdout.toString('utf8')) : new Map()))
            .catch(() => new Map());
        return this.tracked;
    }
}
function indexByBaseName(nulSeparated) {
    const index = new Map();
    for (const file of nulSeparated.split('\0')) {
        if (file === '')
            continue;
        const base = file.slice(file.lastIndexOf('/') + 1);
        const list = index.get(base);
        if (list)
            list.push(file);
        else
            index.set(base, [file]);
    }
    return index;
}
/** Whether the components of `long` end with all those of `short`. */
function endsWithComponents(long, short) {
    if (short.length > long.length)
        return false;
    const offset = long.length - short.length;
    return short.every((s, i) => long[offset + i] === s);
}
/** `file://` dropped, `\` as `/`, surrounding blanks trimmed. */
function normalise(written) {
    if (written === undefined)
        return '';
    let p = written.trim();
    if (p.startsWith('file://'))
        p = p.slice('file://'.length);
    return p.replace(/\\/g, '/');
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
