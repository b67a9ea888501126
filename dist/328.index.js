export const id = 328;
export const ids = [328];
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

/***/ 38872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uS: () => (/* binding */ prepareJUnit),
  Dh: () => (/* binding */ sendJUnit)
});

// UNUSED EXPORTS: attestationData

// EXTERNAL MODULE: ./src/inputs/matrix.ts
var matrix = __webpack_require__(14640);
// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __webpack_require__(91451);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/api/operations.ts + 2 modules
var operations = __webpack_require__(26505);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/byte-strings.ts
var byte_strings = __webpack_require__(98211);
// EXTERNAL MODULE: ./src/results.ts
var results = __webpack_require__(69385);
// EXTERNAL MODULE: ./src/junit/duration.ts
var duration = __webpack_require__(90358);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/junit/digest-thread.ts
/**
 * A big report's sha256 (the record's `reports`, issue 46) taken on a worker thread while this
 * thread parses it: hashing 50 MB costs about as much as a quarter of the parse, and the runner
 * has a second core. Small reports are hashed as they are scanned (scan-file.ts): a thread's
 * start-up would cost more. The worker runs source text given as a string (eval), so that the
 * bundle needs no file beside it (as src/fingerprint/hash-workers.ts).
 */

/** Reports at least this big are hashed on a worker thread. */
const DIGEST_THREAD_BYTES = 16 * 1024 * 1024;
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const crypto = require('node:crypto')
const fd = fs.openSync(Buffer.from(workerData.path), 'r')
const buf = Buffer.allocUnsafe(1024 * 1024)
const hash = crypto.createHash('sha256')
try {
  for (;;) {
    const n = fs.readSync(fd, buf, 0, buf.length, null)
    if (n === 0) break
    hash.update(buf.subarray(0, n))
  }
} finally {
  fs.closeSync(fd)
}
parentPort.postMessage(hash.digest('hex'))
`;
/** The sha256 (hex) of the file at `path` (a byte-string path's bytes), read on a worker. */
function digestOnThread(path) {
    return new Promise((resolve, reject) => {
        const worker = new external_node_worker_threads_.Worker(SOURCE, { eval: true, workerData: { path } });
        worker.once('message', (hex) => {
            resolve(hex);
            void worker.terminate();
        });
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`the hashing thread ended (${code})`)));
    });
}

// EXTERNAL MODULE: ./src/junit/failure-list.ts
var failure_list = __webpack_require__(6135);
// EXTERNAL MODULE: ./src/junit/junit-errors.ts
var junit_errors = __webpack_require__(80130);
// EXTERNAL MODULE: ./src/junit/parse-limits.ts
var parse_limits = __webpack_require__(54696);
// EXTERNAL MODULE: ./src/junit/parse.ts + 17 modules
var parse = __webpack_require__(98052);
// EXTERNAL MODULE: ./src/junit/place.ts + 1 modules
var place = __webpack_require__(2040);
// EXTERNAL MODULE: ./src/junit/resolve.ts
var resolve = __webpack_require__(40252);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __webpack_require__(24964);
;// CONCATENATED MODULE: ./src/junit/collect.ts
/**
 * The report files the `junit` input selected (found in src/inputs/junit-reports.ts) → one
 * JUnitOutcome.
 *
 * File names are bytes: the reports are opened as byte strings (src/util/byte-strings.ts), so
 * a report whose name is not UTF-8 is read as the CLI reads it, and named with
 * displayByteString (`t/r\xe9sultats.xml`).
 */













/** Files named in the "no tests found" error before "and N more". */
const MAX_LISTED = 10;
/** The report name of an absolute byte-string path (src/util/paths.ts), shown escaped. */
function displayName(abs, cwd) {
    return (0,byte_strings/* displayByteString */.oO)((0,paths/* displayPath */.G)(abs, (0,byte_strings/* toByteString */.pv)(cwd)));
}
/** A notice for each XML file that was skipped because it holds no JUnit suite. */
function skippedReportNotices(outcome) {
    return outcome.skippedReports.map((s) => `${s.path} was skipped: it has no <testsuite> (it looks like ${s.looksLike}).`);
}
/** The error when no report yields a suite: what was found instead. */
function noTestsError(patterns, skippedReports) {
    let list = skippedReports
        .slice(0, MAX_LISTED)
        .map((s) => `${s.path} (${s.looksLike})`)
        .join(', ');
    if (skippedReports.length > MAX_LISTED)
        list += ` and ${skippedReports.length - MAX_LISTED} more`;
    return new junit_errors/* JUnitError */.v0(undefined, undefined, `no tests found in ${patterns.filter((p) => p.trim() !== '').join(', ')}: no <testsuite> in ${list}`);
}
/** Adds one placed report's suites (the sent part apart from the display part) and tests. */
function addReport(outcome, report, file, maxFailed) {
    let nanos = 0n;
    outcome.files.push(file.name);
    outcome.reportPaths?.push(file.path);
    for (const [i, row] of report.suites.entries()) {
        const result = { ...row };
        for (const key of results/* SUITE_ROW_DISPLAY_FIELDS */.$S)
            delete result[key];
        outcome.results.push(result);
        outcome.suites.push(row);
        outcome.totals.total += row.total;
        outcome.totals.failures += row.failures;
        outcome.totals.errors += row.errors;
        outcome.totals.skipped += row.skipped;
        nanos += report.suiteNanos[i];
    }
    outcome.failedTests.push(...report.failedTests);
    outcome.failedTestsOmitted += report.failedTestsOmitted;
    outcome.flakyCount = (outcome.flakyCount ?? 0) + report.flakyCount;
    if (report.sha256 !== undefined)
        outcome.reportDigests?.push({ path: file.name, sha256: report.sha256 });
    for (const f of report.flakyTests) {
        if (outcome.flakyTests.length < maxFailed)
            outcome.flakyTests.push(f);
    }
    return nanos;
}
/**
 * A big report's sha256, taken on a worker thread while this one parses it (digest-thread.ts);
 * undefined for a small one (hashed as it is scanned). A thread that fails gives 'unreadable',
 * as a report gone between the two reads would.
 */
function bigReportDigest(bytes) {
    let size;
    try {
        size = (0,external_node_fs_.statSync)(bytes).size;
    }
    catch {
        return undefined; // the parse says why it cannot be read
    }
    if (size < DIGEST_THREAD_BYTES)
        return undefined;
    return digestOnThread(bytes).catch(() => 'unreadable');
}
/** Parses and summarises the JUnit reports. Throws JUnitError. */
async function collectJUnit(opts) {
    const cwd = external_node_path_default().resolve(opts.cwd);
    const maxFailed = opts.maxFailedTests ?? parse_limits/* DEFAULT_MAX_FAILED_TESTS */.JT;
    const outcome = {
        files: [],
        reportPaths: [],
        skippedReports: [],
        results: [],
        suites: [],
        totals: { total: 0, failures: 0, errors: 0, skipped: 0, duration: 0 },
        failedTests: [],
        failedTestsOmitted: 0,
        flakyTests: [],
        flakyCount: 0,
        reportDigests: []
    };
    // Every failing test named, in report order: the attestation's record (issue 46).
    const list = new failure_list/* FailureList */.Jo();
    // One per run: each path the reports name is looked up once.
    const resolver = new resolve/* SourceResolver */.w({ workspace: cwd, repoRoot: opts.repoRoot });
    let nanos = 0n;
    for (const abs of opts.reports) {
        const name = displayName(abs, cwd);
        // The report's path as text, for finding the files it names (a name that is not UTF-8 is
        // shown with replacement characters; the file itself is read by its bytes).
        const bytes = (0,byte_strings/* byteStringToBuffer */.JY)(abs);
        const reportFile = bytes.toString('utf8');
        const onThread = bigReportDigest(bytes);
        const parsed = await (0,parse/* parseJUnitFile */.c)(bytes, {
            reportName: name,
            maxFailedTests: Math.max(0, maxFailed - outcome.failedTests.length),
            limits: opts.limits,
            list,
            digest: onThread === undefined
        }).catch((err) => {
            // A broken report: the error names where it is in the repository, for an annotation.
            if (!(err instanceof junit_errors/* JUnitError */.v0) || err.file === undefined)
                throw err;
            const inRepository = resolver.inRepository(reportFile);
            throw new junit_errors/* JUnitError */.v0(err.file, err.line, err.reason, inRepository);
        });
        if (parsed.suites.length === 0) {
            outcome.skippedReports.push({ path: name, looksLike: parsed.looksLike ?? 'no <testsuite>' });
            continue;
        }
        if (onThread)
            parsed.sha256 = await onThread;
        const placed = await (0,place/* placeReport */.I)(parsed, { reportFile, workspace: cwd, resolver });
        nanos += addReport(outcome, placed, { name, path: abs }, maxFailed);
    }
    if (outcome.files.length === 0)
        throw noTestsError(opts.patterns, outcome.skippedReports);
    outcome.totals.duration = (0,duration/* goSeconds */.If)(nanos);
    const { ids, idsOmitted, more } = list;
    outcome.named = { ids, idsOmitted, sha256: list.sha256(), more };
    return outcome;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/junit/evidence.ts
/**
 * The `attachment_file` for the JUnit reports (docs/compatibility.md §3): one file → its bytes as is,
 * named by its base name; several → a gzip tar `evidence.tgz` whose entries are the paths
 * relative to the workspace (regular files only, no directory entries). The service's 10 MB
 * limit is checked here, before anything is sent.
 *
 * `attach-results`: `auto` (the default) never fails a good run: a single file over
 * the limit is sent as `evidence.tgz` when that fits (JUnit XML compresses 10–30×), and reports
 * that do not fit even compressed are left out with a warning. `true` does the same but fails
 * before sending when they do not fit. `false` never attaches.
 *
 * File names are bytes (src/util/byte-strings.ts): a report whose name is not UTF-8 is read by
 * its bytes and named with goString (U+FFFD per bad byte; docs/compatibility.md §3).
 */







const TGZ = 'evidence.tgz';
function tooLargeText(files, reportBytes, limit) {
    const what = files === 1 ? 'the JUnit report is' : `the ${files} JUnit reports are`;
    return (`${what} ${(0,parse_limits/* formatBytes */.z3)(reportBytes)} (${reportBytes} bytes), and more than ` +
        `${(0,parse_limits/* formatBytes */.z3)(limit)} even as a gzip tar (${TGZ}): over the service's ${(0,parse_limits/* formatBytes */.z3)(limit)} ` +
        `limit for attachments (${limit} bytes)`);
}
/** Entry name of a file in the tarball: relative to cwd, or the absolute path without its `/`. */
function entryName(abs, cwd) {
    const rel = (0,paths/* relativeInside */.J)(cwd, abs);
    if (rel)
        return rel;
    return abs
        .replace(/^[A-Za-z]:/, '')
        .replace(/^[/\\]+/, '')
        .split((external_node_path_default()).sep)
        .join('/');
}
/**
 * A file whose name is not UTF-8, which the tar library cannot open by name: its entry, named
 * with goString, and its bytes read here.
 */
async function bytesEntry({ Header, ReadEntry }, name, file) {
    const fsPath = (0,byte_strings/* byteStringToBuffer */.JY)(file);
    const [st, data] = await Promise.all([(0,promises_.lstat)(fsPath), (0,promises_.readFile)(fsPath)]);
    const header = new Header({
        path: (0,byte_strings/* goString */.WF)(name),
        mode: st.mode & 0o7777,
        size: data.length,
        type: 'File',
        mtime: st.mtime
    });
    const entry = new ReadEntry(header);
    queueMicrotask(() => entry.end(data));
    return entry;
}
/**
 * The gzip tar of the files (absolute byte-string paths), or undefined as soon as it grows over
 * the limit. The tar library is loaded only here: one report is attached as it is.
 */
async function tarGzip(abs, root, limit) {
    const tar = await __webpack_require__.e(/* import() */ 697).then(__webpack_require__.bind(__webpack_require__, 98697));
    // Absolute entry names are what tar reads; `preservePaths: false` strips a leading `/`.
    const names = abs.map((f) => entryName(f, root));
    const insideRoot = names.every((n, i) => external_node_path_default().resolve(root, n) === abs[i]);
    const stream = new tar.Pack({
        gzip: true,
        portable: true,
        cwd: insideRoot ? (0,byte_strings/* displayByteString */.oO)(root) : '/',
        noDirRecurse: true
    });
    for (const [i, file] of abs.entries()) {
        const name = insideRoot ? names[i] : file;
        if ((0,byte_strings/* isUtf8ByteString */.Lv)(file))
            stream.add((0,byte_strings/* displayByteString */.oO)(name));
        else
            stream.add(await bytesEntry(tar, names[i], file));
    }
    stream.end();
    const chunks = [];
    let size = 0;
    for await (const chunk of stream) {
        size += chunk.length;
        if (size > limit)
            return undefined; // leaving the loop ends the stream
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
/**
 * The attachment for `files` (byte-string paths, absolute or relative to cwd) under `mode`.
 * Throws on an unreadable file, and with `true` (AttachmentTooLargeError) when the reports do
 * not fit even compressed.
 */
async function prepareEvidence(files, cwd, mode, limit = rules/* MAX_ATTACHMENT_BYTES */.LY) {
    if (mode === 'false' || files.length === 0)
        return {};
    const root = (0,byte_strings/* toByteString */.pv)(external_node_path_default().resolve(cwd));
    const abs = files.map((f) => external_node_path_default().resolve(root, f));
    let reportBytes = 0;
    for (const f of abs) {
        const s = await (0,promises_.lstat)((0,byte_strings/* byteStringToBuffer */.JY)(f));
        if (!s.isFile())
            throw new Error(`cannot attach ${(0,byte_strings/* displayByteString */.oO)(f)}: not a regular file`);
        reportBytes += s.size;
    }
    const base = { reportBytes, files: abs.length };
    if (abs.length === 1 && reportBytes <= limit) {
        const filename = (0,byte_strings/* goString */.WF)(external_node_path_default().basename(abs[0]));
        const data = await (0,promises_.readFile)((0,byte_strings/* byteStringToBuffer */.JY)(abs[0]));
        return {
            attachment: { filename, data, contentType: 'application/octet-stream' },
            info: { filename, bytes: data.length, compressed: false, ...base }
        };
    }
    const data = await tarGzip(abs, root, limit);
    if (data) {
        return {
            attachment: { filename: TGZ, data, contentType: 'application/octet-stream' },
            info: { filename: TGZ, bytes: data.length, compressed: true, ...base }
        };
    }
    const filename = abs.length === 1 ? (0,byte_strings/* goString */.WF)(external_node_path_default().basename(abs[0])) : TGZ;
    if (mode === 'true') {
        const reason = tooLargeText(abs.length, reportBytes, limit);
        throw new junit_errors/* AttachmentTooLargeError */.Dz(filename, reportBytes, limit, reason);
    }
    return {
        warning: `The JUnit reports were not attached: ${tooLargeText(abs.length, reportBytes, limit)}. ` +
            `The attestation is sent without them. To attach them, narrow the 'junit' globs (or ` +
            `split the reports over several steps with different attestation names); to stop this ` +
            `warning, set 'attach-results: false'.`
    };
}
/** `attach-results: true` for these files: the attachment, or AttachmentTooLargeError. */
async function buildEvidence(files, cwd, limit = MAX_ATTACHMENT_BYTES) {
    if (files.length === 0)
        throw new Error('no files to attach');
    const { attachment } = await prepareEvidence(files, cwd, 'true', limit);
    return attachment;
}

;// CONCATENATED MODULE: ./src/junit/results-json.ts
function junitResultsJson(results) {
    return '[' + results.map(resultJson).join(',') + ']';
}
function resultJson(r) {
    let s = `{"name":${goJsonString(r.name)},"failures":${goInt(r.failures)},"errors":${goInt(r.errors)}` +
        `,"skipped":${goInt(r.skipped)},"total":${goInt(r.total)},"duration":${goFloat(r.duration)}`;
    if (r.timestamp !== undefined && r.timestamp !== 0)
        s += `,"timestamp":${goInt(r.timestamp)}`;
    return s + '}';
}
function goInt(n) {
    if (!Number.isSafeInteger(n))
        throw new TypeError(`not an integer: ${n}`);
    return String(n);
}
/**
 * Go's encoding/json float64: shortest round-trip digits, plain notation for 1e-6 ≤ |x| < 1e21,
 * else exponent form with the exponent unpadded (`1e-7`, `1e+21`), which is also what
 * ECMAScript's Number→String produces. NaN and ±Inf cannot be encoded (Go fails too).
 */
function goFloat(x) {
    if (!Number.isFinite(x))
        throw new TypeError(`cannot encode ${x} as JSON`);
    if (Object.is(x, -0))
        return '-0';
    return String(x);
}
/** Go's encoding/json string escaping (HTML-safe: <, >, & and U+2028/2029 escaped). */
function goJsonString(s) {
    return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => {
        return '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
    });
}

// EXTERNAL MODULE: ./src/commands/attestation-body.ts
var attestation_body = __webpack_require__(54657);
// EXTERNAL MODULE: ./src/junit/tests-record.ts
var tests_record = __webpack_require__(16451);
// EXTERNAL MODULE: ./src/util/english.ts
var english = __webpack_require__(448);
// EXTERNAL MODULE: ./src/inputs/defaults.ts
var defaults = __webpack_require__(59011);
;// CONCATENATED MODULE: ./src/commands/junit.ts
/**
 * The JUnit part of report and attest-junit: parse every report first (a broken one stops the
 * step before anything is sent), then attest the results with the CLI's data_json.
 */











/**
 * Parses the reports and builds the attachment as `attach-results` says; throws on bad input
 * (before any request), including reports too large to attach with `attach-results: true`.
 */
async function prepareJUnit(config) {
    const collected = await collectJUnit({
        reports: config.reports,
        patterns: config.junit,
        cwd: config.workspace,
        repoRoot: config.repoRoot
    });
    const evidence = await prepareEvidence(collected.reportPaths ?? collected.files, config.workspace, config.attachResults);
    const outcome = {
        ...collected,
        notices: skippedReportNotices(collected),
        attestationName: config.attestationName,
        resultsJson: junitResultsJson(collected.results),
        ...(evidence.info && { attachment: attachmentInfo(evidence.info) })
    };
    const warnings = evidence.warning ? [evidence.warning] : [];
    const sameNameInEveryLeg = matrixNameWarning(config);
    if (sameNameInEveryLeg)
        warnings.push(sameNameInEveryLeg);
    if (config.userData !== undefined && !(0,attestation_body/* isPlainObject */.Qd)(config.userData)) {
        warnings.push(`The user-data file holds ${jsonKind(config.userData)}, not a JSON object: it is sent as ` +
            `the attestation's user_data as it is, without the action's record of the failing ` +
            `tests (${tests_record/* TESTS_RECORD_KEY */.G9}). Make it an object to send both.`);
    }
    return { outcome, attachment: evidence.attachment, warnings };
}
/** `an array`, `a string`, … : what a JSON value is, in words. */
function jsonKind(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return `a ${typeof value}`;
}
/** What the summary says of the attachment (the rest of the evidence info is for sending). */
function attachmentInfo(info) {
    const { filename, bytes, compressed, reportBytes } = info;
    return { filename, bytes, compressed, reportBytes };
}
/**
 * A matrix leg that attests under the default name writes the same attestation as every other
 * leg, and the service keeps the last one (docs/matrix-builds.md): say so, and the fix.
 */
function matrixNameWarning(config) {
    const name = defaults/* INPUT_DEFAULTS */.WJ['attestation-name'];
    if (!config.matrixLeg || config.attestationName !== name)
        return undefined;
    const shown = (0,matrix/* matrixLegWords */.B8)(config.matrixLeg);
    const key = Object.keys(config.matrixLeg)[0];
    return (`This job is one leg of a matrix (${shown}) and attests under the default name '${name}': ` +
        `every leg records '${name}' on the same trail and the latest one decides compliance. ` +
        `Give each leg its own name (attestation-name: ${name}-\${{ matrix.${key} }}), or attest ` +
        `all legs' reports in one job after the matrix.`);
}
/** The attestation's write: what it records, and what became of it. */
async function sendJUnit(config, delivery, prepared, ctx, fingerprint) {
    const { outcome, attachment } = prepared;
    const data = attestationData(config, outcome, ctx, fingerprint);
    return delivery.write({
        kind: 'junit',
        label: `JUnit attestation '${config.attestationName}'`,
        request: () => {
            const request = (0,operations/* attestJUnitRequest */.Bs)(config.org, config.flow, config.trail, data, attachment);
            assertDataJsonFits(data, outcome.files.length);
            return request;
        }
    });
}
/**
 * The attestation's data_json, with the tests' record in its user_data filled to the room the
 * service's limit leaves (MAX_FORM_FIELD_BYTES): the record is cut before the attestation is
 * refused, and left out when not even its counts fit.
 */
function attestationData(config, outcome, ctx, fingerprint) {
    const common = (0,attestation_body/* buildCommonAttestation */.a0)(config, {
        gitCommitInfo: ctx.gitCommitInfo,
        repoInfo: ctx.repoInfo,
        fingerprint
    });
    const data = { ...common, junit_results: outcome.results };
    if (!(0,attestation_body/* isPlainObject */.Qd)(common.user_data))
        return data;
    const withRecord = (value) => ({
        ...data,
        user_data: (0,attestation_body/* userDataWith */.sS)(config.userData, { key: tests_record/* TESTS_RECORD_KEY */.G9, value })
    });
    const bare = Buffer.byteLength(JSON.stringify(withRecord((0,tests_record/* bareRecord */.iU)(outcome))));
    if (bare > rules/* MAX_FORM_FIELD_BYTES */.pf)
        return data;
    const record = (0,tests_record/* testsRecord */.l$)(outcome, { messages: config.testMessages ?? 'first-line', leg: config.matrixLeg }, rules/* MAX_FORM_FIELD_BYTES */.pf - bare);
    return withRecord(record);
}
/**
 * The service refuses a form part that is not a file over 1024 KB (docs/compatibility.md
 * §13.4): a JUnit attestation of ~8,000–10,000 suites crosses it. Such a write fails here,
 * before it is sent, with its size and what to do; the step's other writes still go
 * (delivery.ts).
 */
function assertDataJsonFits(data, reports) {
    // Measured as multipart.ts encodes the part: compact JSON, UTF-8.
    const bytes = Buffer.byteLength(JSON.stringify(data));
    if (bytes <= rules/* MAX_FORM_FIELD_BYTES */.pf)
        return;
    const error = new errors/* ValidationError */.yI('data_json', bytes, 'is too large');
    const suites = (0,english/* count */.U9)(data.junit_results.length, 'suite');
    error.message =
        `its data_json is ${(0,english/* thousands */.oh)(bytes)} bytes (${suites} in ${(0,english/* count */.U9)(reports, 'report file')}), ` +
            `over the ${rules/* MAX_FORM_FIELD_BYTES */.pf / 1024} KB (${(0,english/* thousands */.oh)(rules/* MAX_FORM_FIELD_BYTES */.pf)} bytes) the ` +
            'service takes in one form part, so it was not sent (the service would refuse it). ' +
            splitAdvice(reports);
    throw error;
}
/**
 * How to attest fewer suites under one name: many reports split between steps; one report
 * cannot be split by the action, so the test tool must write several first.
 */
function splitAdvice(reports) {
    if (reports > 1) {
        return ('Attest fewer suites under one name: split the reports between steps, each with its own ' +
            'attestation-name and a junit pattern matching its share (for example one per project or ' +
            'module: attestation-name: junit-<module>, junit: <module>/build/test-results/**/*.xml).');
    }
    return ('All of them are in one report file, which the action does not split: have the test tool ' +
        'write one report per module or package (most runners can: Surefire and Gradle write one ' +
        'per class), then attest them in several steps, each with its own attestation-name and a ' +
        'junit pattern matching its share.');
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


/***/ })

};
