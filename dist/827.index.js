export const id = 827;
export const ids = [827];
export const modules = {

/***/ 53155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ commandResult)
/* harmony export */ });

/** Where the repository's files are shown at the recorded commit, when GitHub says. */
function blobUrl(config) {
    const gh = config.github;
    if (!gh?.serverUrl || !gh.repository || !config.commit)
        return undefined;
    return `${gh.serverUrl}/${gh.repository}/blob/${config.commit}`;
}
/** The pull request the run is for, when its head is the commit recorded. */
function pullRequest(config) {
    const pr = config.github?.pullRequest;
    if (!pr || !config.commit || pr.headSha !== config.commit)
        return undefined;
    const merge = config.github?.sha;
    return {
        number: pr.number,
        ...(pr.htmlUrl && { htmlUrl: pr.htmlUrl }),
        ...(merge && merge !== pr.headSha && { mergeSha: merge })
    };
}
/** The merge queue the run is for, when the commit it tested is the commit recorded. */
function mergeGroup(config) {
    const group = config.github?.mergeGroup;
    if (!group || group.headSha !== config.commit)
        return undefined;
    return { branch: group.branch, base: group.base };
}
/**
 * A command's result, built once from its spec, its config (where the records went and the
 * checkout they came from) and what it found. Lists not given are empty.
 */
function commandResult(spec, config, parts = {}) {
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
            dryRun: config.dryRun ?? false,
            ...(blobUrl(config) !== undefined && { blobUrl: blobUrl(config) }),
            ...(pullRequest(config) !== undefined && { pullRequest: pullRequest(config) }),
            ...(mergeGroup(config) !== undefined && { mergeGroup: mergeGroup(config) })
        },
        build: {
            workspace: config.workspace,
            repoRoot: config.repoRoot || undefined,
            url: config.buildUrl || undefined
        },
        failOnNonCompliant: config.failOnNonCompliant ?? false,
        writes: [],
        failures: [],
        warnings: [],
        notices: [],
        ...parts
    };
}


/***/ }),

/***/ 60112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  replayCommand: () => (/* binding */ replayCommand),
  runReplay: () => (/* binding */ runReplay)
});

// EXTERNAL MODULE: ./src/compliance/judge.ts
var judge = __webpack_require__(97248);
// EXTERNAL MODULE: ./src/delivery/gate.ts
var gate = __webpack_require__(60361);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __webpack_require__(91451);
// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
;// CONCATENATED MODULE: ./src/inputs/replay-inputs.ts
/** The inputs of a replay: the outbox to send, from a path or from a workflow run's artifacts. */





/**
 * `outbox` or `run-id` (one of them); the api-token, even in a dry run (it opens the sealed
 * outbox); `run-id` needs the `github-token` to download the run's artifacts, and github.com:
 * on GitHub Enterprise Server this action does not download a run's outbox artifacts itself.
 */
function readReplayInputs(env, run) {
    const { command, githubToken } = run;
    const outbox = (0,read/* read */.LF)(env, 'outbox');
    const runId = (0,read/* read */.LF)(env, 'run-id');
    const anyway = (0,read/* readBool */.r5)(env, 'send-superseded') ? { sendSuperseded: true } : {};
    if (!outbox && !runId)
        throw (0,read/* missing */.LO)('outbox', { for: command, orGive: 'run-id' });
    if (outbox && runId) {
        throw new errors/* InputError */.dz('run-id', runId, 'cannot be given with outbox: replay one or the other');
    }
    if (!run.apiToken || run.apiToken === rules/* DRY_RUN_TOKEN */.MQ) {
        throw new errors/* InputError */.dz('api-token', '', 'is required for replay, dry run included: the outbox is sealed with it and opens only with it', { hideValue: true });
    }
    if (!runId) {
        if (run.workspace !== undefined)
            assertOutboxExists(outbox, run.workspace);
        return { outbox, ...anyway };
    }
    if (!/^[1-9]\d{0,19}$/.test(runId)) {
        throw new errors/* InputError */.dz('run-id', runId, 'must be the number of a workflow run');
    }
    // The input's own refusal words why (context/runner.ts decides it); outside Actions the
    // command says it cannot read a run's outbox there.
    if (run.runner.cannotReadArtifacts === 'enterprise-server') {
        throw new errors/* InputError */.dz('run-id', runId, 'cannot be used on GitHub Enterprise Server, where this action does not download a ' +
            "run's outbox artifacts itself: download them first (`gh run download <run id> " +
            "--pattern 'records-outbox-*' --dir outbox`, or the REST API's " +
            '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts) and give that folder as ' +
            'outbox (README, "GitHub Enterprise Server")');
    }
    if (!githubToken)
        throw (0,read/* missing */.LO)('github-token', { for: `${command} with run-id` });
    return { outbox, runId: Number(runId), ...anyway };
}
/**
 * `outbox` names a file or folder under the workspace: else an input error naming the input
 * and the value (not a raw ENOENT), before anything is sent.
 */
function assertOutboxExists(outbox, workspace) {
    const where = external_node_path_default().resolve(workspace, outbox);
    try {
        (0,external_node_fs_.statSync)(where);
    }
    catch (err) {
        const code = err.code;
        const why = code === 'ENOENT' || code === 'ENOTDIR'
            ? 'names no file or folder'
            : `cannot be read (${code ?? String(err)})`;
        throw new errors/* InputError */.dz('outbox', outbox, `${why} (looked for ${where}; give the folder the outbox artifacts were downloaded ` +
            'into, the `path:` of actions/download-artifact, or the outbox file)');
    }
}

// EXTERNAL MODULE: ./src/outbox/document.ts
var outbox_document = __webpack_require__(61372);
// EXTERNAL MODULE: ./src/util/english.ts
var english = __webpack_require__(448);
// EXTERNAL MODULE: ./src/util/on-cancel.ts
var on_cancel = __webpack_require__(58550);
// EXTERNAL MODULE: ./src/commands/command.ts
var command = __webpack_require__(53155);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(98697);
// EXTERNAL MODULE: ./src/junit/parse.ts + 17 modules
var parse = __webpack_require__(98052);
// EXTERNAL MODULE: ./src/junit/place.ts + 1 modules
var place = __webpack_require__(2040);
// EXTERNAL MODULE: ./src/junit/tests-record.ts
var tests_record = __webpack_require__(16451);
;// CONCATENATED MODULE: ./src/outbox/failing-tests.ts
/**
 * The failing tests of a stored JUnit attestation: those it records itself in its user_data
 * (`records_action_tests`, issue 46: ids, places and messages as the build's reader placed
 * them). An attestation written before that record existed is read back from its attachment (the report
 * files the build attached: one report as is, or several as a gzip tar) with the project's own
 * JUnit reader, so that a replayed check run names them and where they are, as the build's would
 * have (issue 39.1). The attachment is data an outbox's sealer chose (docs/bad-day.md): every
 * read is bounded — reports and their bytes counted before they are written, the tests kept —
 * each report is written under a name of our own in a folder removed afterwards, and a report
 * that cannot be read is passed over (the totals the attestation counted stand either way).
 * Locations are as the reports write them: the replay has no checkout of the build's commit to
 * find them in.
 */







/** Failing tests kept of one attestation: a check run shows a few, the rest are counted. */
const MAX_REPLAYED_FAILED_TESTS = 50;
/**
 * Attachments one replay reads, at most (each bounded below): the summary names the failing
 * tests of 20 origins, and a replay of more red origins than this names only their suites.
 */
const MAX_ATTACHMENTS_READ = 64;
/**
 * What one attachment is read of, at most: its reports, and their bytes together (the service
 * takes 10 MB zipped, and JUnit XML zips 10–30×), and the bytes a gzip tar is unzipped to.
 */
const ATTACHMENT_BOUNDS = {
    reports: 1000,
    reportBytes: 64 * 1024 * 1024,
    tarBytes: 256 * 1024 * 1024
};
/**
 * The reports in an attachment: a gzip tar's regular files, else the file itself. A tar is
 * unzipped as a stream and read only up to `tarBytes` (a small gzip can unzip to gigabytes):
 * the reports complete by then are read.
 */
async function reportsIn(filename, data, bounds) {
    const gzip = data.length > 2 && data[0] === 0x1f && data[1] === 0x8b;
    if (!gzip)
        return data.length <= bounds.reportBytes ? [{ name: filename, bytes: data }] : [];
    const reports = [];
    let kept = 0;
    const parser = new index_min.Parser({
        onReadEntry: (entry) => {
            const size = entry.size ?? 0;
            if (entry.type !== 'File' ||
                reports.length >= bounds.reports ||
                kept + size > bounds.reportBytes) {
                entry.resume();
                return;
            }
            kept += size;
            const chunks = [];
            entry.on('data', (c) => chunks.push(c));
            entry.on('end', () => reports.push({ name: entry.path, bytes: Buffer.concat(chunks) }));
        }
    });
    await new Promise((resolve) => {
        const gunzip = (0,external_node_zlib_.createGunzip)();
        let unzipped = 0;
        // A broken or cut archive ends the reading: what was read whole stands.
        parser.on('end', () => resolve());
        parser.on('error', () => resolve());
        parser.on('close', () => resolve());
        gunzip.on('error', () => parser.end());
        gunzip.on('end', () => parser.end());
        gunzip.on('data', (c) => {
            unzipped += c.length;
            if (unzipped > bounds.tarBytes) {
                gunzip.destroy();
                parser.end();
            }
            else
                parser.write(c);
        });
        gunzip.end(data);
    });
    return reports;
}
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** One entry of the record's `failures` as a FailedTest, or undefined when it is not one. */
function recordedTest(entry, report, suite) {
    if (!isRecord(entry) || typeof entry.id !== 'string')
        return undefined;
    const kind = entry.kind === 'error' ? 'error' : 'failure';
    const cut = entry.id.indexOf('#');
    const classname = cut < 0 ? '' : entry.id.slice(0, cut);
    const name = cut < 0 ? entry.id : entry.id.slice(cut + 1);
    const line = entry.line;
    return {
        kind,
        suite,
        classname,
        name,
        ...(typeof entry.file === 'string' && entry.file !== '' && { file: entry.file }),
        ...(typeof line === 'number' && Number.isInteger(line) && line > 0 && { line }),
        message: typeof entry.message === 'string' ? entry.message : '',
        details: '',
        report
    };
}
/**
 * The failing tests the stored attestation itself records (`user_data.records_action_tests`,
 * issue 46), at most MAX_REPLAYED_FAILED_TESTS; undefined for an attestation written before the
 * record existed (or without it), whose attached reports are read instead. The record names no
 * suite: `suite`, when the attestation's failing tests are all in one, is shown as theirs.
 */
function recordedFailingTests(w, suite = '') {
    const data = w.body.kind === 'form' ? w.body.fields.data_json : undefined;
    const userData = isRecord(data) ? data.user_data : undefined;
    const record = isRecord(userData) ? userData[tests_record/* TESTS_RECORD_KEY */.G9] : undefined;
    if (!isRecord(record) || !Array.isArray(record.failures))
        return undefined;
    const reports = Array.isArray(record.reports) ? record.reports : [];
    const report = reports.length === 1 && isRecord(reports[0]) ? String(reports[0].path) : '';
    const tests = [];
    let omitted = typeof record.omitted === 'number' && record.omitted > 0 ? record.omitted : 0;
    for (const entry of record.failures) {
        const t = tests.length < MAX_REPLAYED_FAILED_TESTS ? recordedTest(entry, report, suite) : undefined;
        if (t)
            tests.push(t);
        else
            omitted++;
    }
    return { tests, omitted };
}
/**
 * The failing tests of `w`: those its own record names (recordedFailingTests), else those of its
 * attached reports, at most MAX_REPLAYED_FAILED_TESTS, in report order; undefined when it has
 * neither, or no attachment can be read.
 */
async function failingTestsOf(w, scratch, bounds = ATTACHMENT_BOUNDS) {
    const recorded = recordedFailingTests(w);
    if (recorded)
        return recorded;
    const file = w.body.kind === 'form' ? w.body.files.attachment_file : undefined;
    if (file === undefined)
        return undefined;
    let reports;
    try {
        reports = await reportsIn(file.filename, Buffer.from(file.data, 'base64'), bounds);
    }
    catch {
        return undefined;
    }
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(scratch, 'records-replayed-junit-'));
    try {
        const out = { tests: [], omitted: 0 };
        let read = false;
        for (const [i, r] of reports.entries()) {
            const onDisk = external_node_path_default().join(dir, `${i}.xml`);
            await (0,promises_.writeFile)(onDisk, r.bytes);
            const room = MAX_REPLAYED_FAILED_TESTS - out.tests.length;
            const parsed = await (0,parse/* parseJUnitFile */.c)(onDisk, { reportName: r.name, maxFailedTests: room })
                .then((p) => (0,place/* placeReport */.I)(p, { reportFile: onDisk }))
                .catch(() => undefined);
            if (parsed === undefined)
                continue;
            read = true;
            out.tests.push(...parsed.failedTests.slice(0, room));
            out.omitted += parsed.failedTestsOmitted + Math.max(0, parsed.failedTests.length - room);
        }
        return read ? out : undefined;
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./src/results.ts
var results = __webpack_require__(69385);
// EXTERNAL MODULE: ./src/commands/own-evidence.ts
var own_evidence = __webpack_require__(13958);
// EXTERNAL MODULE: ./src/outbox/outbox-file.ts
var outbox_file = __webpack_require__(60955);
;// CONCATENATED MODULE: ./src/outbox/open.ts
/**
 * Opening the outboxes a replay reads, all before it sends anything: from a folder or file, or
 * downloaded from a run's artifacts, each opened with the token and checked (file.ts). Anything
 * that cannot be trusted throws, naming it: a replay sends nothing of outboxes it did not fully
 * accept. The receipts of earlier replays are found by receipt-store.ts.
 */





/**
 * The most outboxes one replay reads. A run keeps one per step that deferred writes, per job and
 * matrix leg (docs/bad-day.md, "The outbox"), and GitHub runs at most 256 matrix jobs in a
 * workflow run: 1,024 is 256 legs with four deferring records steps each, or fewer legs and
 * other jobs beside them. Each is opened with a slow key derivation (seal.ts, ~100 ms, one at a
 * time), so a replay at the bound spends under two minutes opening before it sends.
 */
const MAX_OUTBOXES = 1024;
/**
 * What all the outboxes of one replay hold together, at most: they are all opened, and held,
 * before anything is sent, and each is bounded (document.ts) at 64 MiB and 10,000 writes, so
 * the count alone would allow 64 GiB read and ten million requests. 256 MiB is four outboxes at
 * their bound (a leg's outbox is a few KiB); 50,000 writes, at the 64 requests in flight the
 * delivery allows with the service 100 ms away, are some 80 s of sending.
 */
const MAX_REPLAY_BYTES = 256 * 1024 * 1024;
const MAX_REPLAY_WRITES = 50_000;
/** The outboxes of a file or folder, opened and checked; each named by its path under `shownFrom`. */
async function outboxesAt(where, shownFrom, settings) {
    const files = await (0,outbox_file/* outboxFiles */.RR)(where);
    bounded(files.length);
    const sizes = await Promise.all(files.map(async (f) => (await (0,promises_.stat)(f)).size));
    // Every file's size is known before any is read: over the bound, none is.
    const tally = new Tally();
    tally.bytes(sizes.reduce((a, b) => a + b, 0));
    const opened = [];
    for (const file of files) {
        const name = external_node_path_default().relative(shownFrom, file) || file;
        opened.push(tally.writes(await (0,outbox_file/* openOutboxFile */.GP)(file, name, settings.token, settings.org)));
    }
    return opened;
}
/**
 * The outbox artifacts of run `runId`, downloaded and opened; each must say in its sealed
 * source that it was written by that run of this repository (a genuine outbox of another run,
 * uploaded into this one, is refused).
 */
async function outboxesOfRun(access, runId, base, settings, 
/**
 * Receives the run's outboxes GitHub lists as expired (`expired: true`, with `expires_at`):
 * lost evidence, never downloaded (GitHub answers 410 for them), which the replay must name.
 */
expired) {
    const { DownloadBudget, listRunArtifacts, withDownloaded } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
    const listed = await listRunArtifacts(access, runId, 'records-outbox-', expired).catch((err) => {
        throw new Error(`the outboxes of run ${runId} could not be listed: ${(0,errors/* errorMessage */.gJ)(err)}; nothing was sent`);
    });
    bounded(listed.length);
    // The downloads share the replay's download budget (artifact.ts); what they hold, opened, is
    // held to this replay's bounds: first on the sizes GitHub lists (zipped, so less than what
    // they hold), so that an honest run over them downloads nothing, then on each as downloaded.
    const budget = new DownloadBudget(`the outboxes of run ${runId}`).planned(listed);
    new Tally().bytes(listed.reduce((a, b) => a + b.size, 0));
    const tally = new Tally();
    const opened = [];
    for (const artifact of listed) {
        const name = `the artifact ${artifact.name} of run ${runId}`;
        const inIt = await withDownloaded(access, { ...artifact, budget }, base, async (dir) => {
            const files = await (0,outbox_file/* outboxFiles */.RR)(dir);
            if (files.length !== 1) {
                throw new outbox_file/* OutboxRefusedError */.UI(name, `it holds ${(0,english/* count */.U9)(files.length, 'outbox file')}, not one`);
            }
            tally.bytes((await (0,promises_.stat)(files[0])).size);
            return tally.writes(await (0,outbox_file/* openOutboxFile */.GP)(files[0], name, settings.token, settings.org));
        });
        const { repository, run } = inIt.source;
        if (repository !== access.repository || run !== String(runId)) {
            throw new outbox_file/* OutboxRefusedError */.UI(name, `it was written by run ${run} of ${repository}, not by run ${runId} of ${access.repository}`);
        }
        opened.push(inIt);
    }
    return opened;
}
function bounded(found) {
    if (found > MAX_OUTBOXES) {
        throw new Error(`${(0,english/* count */.U9)(found, 'outbox', 'outboxes')} found, more than a replay reads (${(0,english/* thousands */.oh)(MAX_OUTBOXES)}); nothing was sent`);
    }
}
/** The bytes and writes of one replay's outboxes so far, against the bounds of all together. */
class Tally {
    seenBytes = 0;
    seenWrites = 0;
    bytes(more) {
        this.seenBytes += more;
        if (this.seenBytes > MAX_REPLAY_BYTES) {
            throw new Error(`the outboxes hold more than ${(0,english/* count */.U9)(MAX_REPLAY_BYTES, 'byte')} together, more than ` +
                'a replay reads; nothing was sent');
        }
    }
    writes(outbox) {
        this.seenWrites += outbox.content.writes.length;
        if (this.seenWrites > MAX_REPLAY_WRITES) {
            throw new Error(`the outboxes hold more than ${(0,english/* count */.U9)(MAX_REPLAY_WRITES, 'write')} together, more than ` +
                'a replay sends; nothing was sent');
        }
        return outbox;
    }
}

// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __webpack_require__(69390);
// EXTERNAL MODULE: ./src/outbox/receipts.ts
var outbox_receipts = __webpack_require__(68232);
;// CONCATENATED MODULE: ./src/outbox/receipt-store.ts
/**
 * Where receipts are kept and found (receipts.ts says what one is): in the `outbox` folder,
 * at any depth (`gh run download --dir` puts each artifact in a folder of its own, and the
 * README's `gh run download` loop downloads the last replay's folder one level deeper each
 * round), and on GitHub as workflow artifacts found through the repository's artifact list. A receipt is kept
 * as writes land, batch by batch, so a replay cut short leaves receipts for what it recorded.
 */







/**
 * The most receipts one replay reads across all its origin runs: files under its folder first,
 * the shallowest first, then artifacts (artifact.ts lists the newest 10 of each origin run), the
 * newest of every origin run before the second newest of any. Each costs one scrypt opening
 * (≈ 100 ms), and an artifact a few requests and up to 1 MiB fetched and 1 MiB extracted: 100 is
 * about 10 s of CPU and 200 MiB at worst, and still the newest receipt of 100 origin runs (a run
 * of 25 jobs re-run four times).
 */
const MAX_RECEIPTS_READ = 100;
/** What a receipt not read means (notRead says why this is the safe direction). */
const SENT_AGAIN = 'A write that only those receipts name is sent again (the same record again: harmless for ' +
    'compliance, visible in the trail’s history).';
/** The run an origin names. */
function runOf(origin) {
    return {
        repository: origin.repository,
        run: origin.run,
        job: origin.job,
        attempt: origin.attempt
    };
}
function distinctRuns(origins) {
    const seen = new Map();
    for (const o of origins) {
        const run = runOf(o);
        seen.set(JSON.stringify(run), run);
    }
    return [...seen.values()];
}
/** A receipt lookup GitHub refused for want of `actions: read` (403, or 404 on a private repo). */
class ReceiptPermissionError extends Error {
    refused;
    constructor(refused) {
        super(`${refused.message}; without it a replay cannot tell what was already recorded, so ` +
            'nothing was sent');
        this.refused = refused;
        this.name = 'ReceiptPermissionError';
    }
    get status() {
        return this.refused.status;
    }
}
/**
 * What earlier replays recorded of the writes of `origins`: every receipt under `folder`, at
 * any depth, and with `access` the receipt artifacts of the repository for those origins, at
 * most MAX_RECEIPTS_READ, newest first (needs `actions: read`; without it this throws
 * ReceiptPermissionError, and nothing is sent; another failure is retried, then thrown naming
 * GitHub and what it answered). `keptByWorkflow`: the replaying step cannot upload its receipts,
 * and the workflow keeps them under the name it gives (`workflowReceiptsName`). Receipts that
 * cannot be opened, and those past the bound, are warnings.
 */
async function findReceipts(opts) {
    const receipts = new outbox_receipts/* Receipts */.W4();
    const warnings = [];
    const runs = distinctRuns(opts.origins);
    let left = MAX_RECEIPTS_READ;
    if (opts.folder) {
        const inFolder = await readFolderTree(receipts, opts.folder, runs, opts.token);
        warnings.push(...inFolder.warnings);
        left -= inFolder.read;
    }
    if (!opts.access)
        return { receipts, warnings };
    const access = opts.access;
    const list = (name) => listed(access, name).catch(lookupFailed);
    const found = opts.keptByWorkflow
        ? await keptByWorkflow(runs, list)
        : await keptByReplays(runs, list);
    const picked = newestFirst(found, left);
    const { withDownloaded } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
    for (const { runs: of, artifact, holdsAll } of picked.read) {
        const shown = `${artifact.name} of run ${artifact.runId}`;
        const read = (dir) => readDownloaded(receipts, dir, { runs: of, holdsAll, shown }, opts.token);
        const said = await withDownloaded(access, artifact, opts.base, read).catch((err) => [
            `The receipt ${shown} could not be read: ${(0,errors/* errorMessage */.gJ)(err)}.`
        ]);
        warnings.push(...said);
    }
    if (picked.unread.length > 0)
        warnings.push(notRead(picked));
    return { receipts, warnings };
}
/** The repository's artifacts named `name`, newest first (artifact.ts: forks' runs left out). */
async function listed(access, name) {
    const { listRepositoryArtifacts } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
    return listRepositoryArtifacts(access, name);
}
/**
 * The receipt artifacts replays uploaded, per origin run: under either of its two names (a
 * replay alternates between them, receipt-keeper.ts), the newest MAX_SAME_NAME of both.
 */
async function keptByReplays(runs, list) {
    const { MAX_SAME_NAME } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
    const found = [];
    for (const run of runs) {
        const both = [];
        for (const name of (0,outbox_receipts/* receiptArtifactNames */.X_)(run))
            both.push(...(await list(name)));
        both.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id);
        found.push({ runs: [run], listed: both.slice(0, MAX_SAME_NAME), holdsAll: true });
    }
    return found;
}
/**
 * The receipt artifacts workflows kept, per build run: one holds a receipt file for each origin
 * of the run that replay recorded writes of, each file within MAX_RECEIPT_BYTES, so it may hold
 * that many times the bound (at most the outbox's bound).
 */
async function keptByWorkflow(runs, list) {
    const byBuild = new Map();
    for (const run of runs) {
        const name = (0,outbox_receipts/* workflowReceiptsName */.eX)(run);
        byBuild.set(name, [...(byBuild.get(name) ?? []), run]);
    }
    const found = [];
    for (const [name, of] of byBuild) {
        const bound = Math.min(outbox_document/* MAX_OUTBOX_BYTES */.Zt, outbox_receipts/* MAX_RECEIPT_BYTES */.cs * of.length);
        const listed = (await list(name)).map((a) => ({ ...a, bound }));
        found.push({ runs: of, listed, holdsAll: false });
    }
    return found;
}
/**
 * Adds the receipts of `of.runs` in a downloaded artifact's folder, each file within
 * MAX_RECEIPT_BYTES; the warnings of those that cannot be opened. An artifact a replay uploaded
 * (`holdsAll`) must hold its origin run's receipt; one a workflow kept for a build run holds
 * those of the origins its replay recorded writes of.
 */
async function readDownloaded(receipts, dir, of, token) {
    const warnings = [];
    for (const run of of.runs) {
        const file = external_node_path_default().join(dir, `${(0,outbox_receipts/* receiptName */.oN)(run)}.json`);
        const size = await (0,promises_.stat)(file).then((s) => s.size, () => undefined);
        if (size === undefined && !of.holdsAll)
            continue;
        if (size !== undefined && size > outbox_receipts/* MAX_RECEIPT_BYTES */.cs) {
            warnings.push(`The receipt ${of.shown} was ignored: its ${external_node_path_default().basename(file)} is ` +
                `${(0,english/* count */.U9)(size, 'byte')}, over the bound of ${(0,english/* count */.U9)(outbox_receipts/* MAX_RECEIPT_BYTES */.cs, 'byte')}.`);
            continue;
        }
        const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
        const warning = (0,outbox_receipts/* addReceipt */.sj)(receipts, run, text, of.shown, token);
        if (warning)
            warnings.push(warning);
    }
    return warnings;
}
/**
 * The first `max` receipts to download, taken round by round: the newest of every origin run,
 * then the second newest of every one, and so on. The newest receipt of a run holds what every
 * earlier one of its name said (receipts.ts), so the bound leaves out first the older receipts,
 * which only add what two replays racing each other recorded.
 */
function newestFirst(found, max) {
    const rounds = Math.max(0, ...found.map((f) => f.listed.length));
    const all = [];
    for (let i = 0; i < rounds; i++) {
        for (const { runs, listed, holdsAll } of found) {
            if (i < listed.length)
                all.push({ runs, artifact: listed[i], holdsAll });
        }
    }
    return { read: all.slice(0, max), unread: all.slice(max) };
}
/**
 * The warning for the receipts past the bound. Not reading one can only make a replay send
 * more, never less: a write a receipt names that no receipt read names is sent again, the same
 * record again (harmless for compliance, visible in the trail's history, as when two replays
 * race: docs/bad-day.md, "Once, even when replays race"). Refusing the replay instead would
 * leave the evidence unsent for good, since the receipts only grow.
 */
function notRead(picked) {
    const keys = (runs) => runs.map((r) => JSON.stringify(r));
    const someRead = new Set(picked.read.flatMap((r) => keys(r.runs)));
    const runs = new Set(picked.unread.flatMap((u) => keys(u.runs)));
    const noneRead = [...runs].filter((r) => !someRead.has(r)).length;
    const none = noneRead > 0 ? `, ${(0,english/* count */.U9)(noneRead, 'origin run')} with none read` : '';
    return (`${(0,english/* count */.U9)(picked.unread.length, 'receipt')} of earlier replays ` +
        `${picked.unread.length === 1 ? 'was' : 'were'} not read ` +
        `(${(0,english/* count */.U9)(runs.size, 'origin run')}${none}): a replay reads at most ${MAX_RECEIPTS_READ} ` +
        `receipts, the newest of each origin run first. ${SENT_AGAIN}`);
}
/**
 * Why the receipts could not be listed: GitHub's client has retried what may pass (no answer,
 * 5xx, 429) within `max-retries`; a 403/404 is the missing permission.
 */
function lookupFailed(err) {
    if (err instanceof client/* GitHubError */.y_ && err.permission)
        throw new ReceiptPermissionError(err);
    throw new Error(`the receipts of earlier replays could not be listed: ${(0,errors/* errorMessage */.gJ)(err)}. This is ` +
        'not a missing permission; try the replay again later. Nothing was sent');
}
/**
 * The receipt files of `runs` under `folder`, at any depth, at most MAX_RECEIPTS_READ, the
 * shallowest first (the README's loop nests each earlier round one level deeper, and the newest
 * receipt of a run holds what the ones before it said); the warnings of those ignored or not read.
 */
async function readFolderTree(receipts, folder, runs, token) {
    const byName = new Map(runs.map((r) => [`${(0,outbox_receipts/* receiptName */.oN)(r)}.json`, r]));
    let entries;
    try {
        entries = await (0,promises_.readdir)(folder, { recursive: true, withFileTypes: true });
    }
    catch {
        return { warnings: [], read: 0 };
    }
    const depth = (dir) => external_node_path_default().relative(folder, dir).split((external_node_path_default()).sep).length;
    const files = entries
        .filter((e) => e.isFile() && byName.has(e.name))
        .map((e) => external_node_path_default().join(e.parentPath, e.name))
        .sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
    const read = files.slice(0, MAX_RECEIPTS_READ);
    const warnings = [];
    for (const file of read) {
        const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
        const warning = (0,outbox_receipts/* addReceipt */.sj)(receipts, byName.get(external_node_path_default().basename(file)), text, file, token);
        if (warning)
            warnings.push(warning);
    }
    const unread = files.length - read.length;
    if (unread > 0) {
        warnings.push(`${(0,english/* count */.U9)(unread, 'receipt file')} under ${folder} ${unread === 1 ? 'was' : 'were'} not ` +
            `read: a replay reads at most ${MAX_RECEIPTS_READ} receipts, the shallowest first. ${SENT_AGAIN}`);
    }
    return { warnings, read: read.length };
}

// EXTERNAL MODULE: ./src/outbox/subject.ts
var subject = __webpack_require__(80573);
;// CONCATENATED MODULE: ./src/outbox/plan.ts


/** The summary of a stored write (its shape was checked when the outbox was opened). */
function summaryOf(w) {
    const [, org = '', flow = '', , trail = ''] = w.path;
    const body = w.body;
    if (w.kind === 'artifact') {
        const value = (body.kind === 'json' ? body.value : {});
        return {
            kind: 'artifact',
            org,
            flow,
            fingerprint: value.fingerprint ?? '',
            filename: value.filename ?? ''
        };
    }
    if (w.kind === 'override') {
        const value = (body.kind === 'json' ? body.value : {});
        return {
            kind: 'override',
            org,
            flow,
            trail,
            name: value.attestation_name ?? '',
            ...(typeof value.new_compliance_status === 'boolean' && {
                compliant: value.new_compliance_status
            }),
            ...(typeof value.reason === 'string' && { reason: value.reason })
        };
    }
    const data = (body.kind === 'form' ? body.fields.data_json : {});
    const tests = { total: 0, failures: 0, errors: 0, skipped: 0 };
    const failing = [];
    for (const r of data.junit_results ?? []) {
        tests.total += r.total;
        tests.failures += r.failures;
        tests.errors += r.errors;
        tests.skipped += r.skipped;
        if (r.failures > 0 || r.errors > 0) {
            failing.push({ suite: r.name, failures: r.failures, errors: r.errors });
        }
    }
    return { kind: 'junit', org, flow, trail, name: data.attestation_name ?? '', tests, failing };
}
/**
 * The subject whose latest record a write becomes (outbox/subject.ts). An override is of the
 * attestation it overrides: one subject, so that a replay sends them in written order (an
 * attestation, then the override of it) and never one over the other's newer record
 * (docs/matrix-builds.md).
 */
function subjectOf(w) {
    const value = w.body.kind === 'json' ? w.body.value : w.body.fields.data_json;
    return (0,subject/* subjectKey */.ow)(w.kind, w.path, value);
}
/**
 * The job, leg and step an origin ran as: attempts of the same one supersede each other. Two
 * calls of one reusable workflow share the job and the step; their job keys and check names
 * tell them apart (docs/workflow-shapes.md §2).
 */
function sameJob(a, b) {
    return (a.repository === b.repository &&
        a.run === b.run &&
        a.job === b.job &&
        (a.leg ?? '') === (b.leg ?? '') &&
        (a.step ?? '') === (b.step ?? '') &&
        (a.jobKey ?? '') === (b.jobKey ?? '') &&
        (a.checkName ?? '') === (b.checkName ?? ''));
}
/**
 * The plan of `outboxes`, with what `receipts` say was recorded and what `newer` knows of each
 * origin (a later check run of its name on its commit, outside the outboxes).
 */
function planOf(outboxes, receipts, newer = () => undefined) {
    // Sort is stable: outboxes written at the same instant keep the order they were found in.
    const ordered = [...outboxes].sort((a, b) => Date.parse(a.written) - Date.parse(b.written));
    const seen = new Set();
    const writes = [];
    // Origins keyed once each, per outbox (a write names its outbox's origin by index): linear
    // in writes, at the replay's bounds (1,024 outboxes, 50,000 writes) as at one.
    const byKey = new Map();
    const writesOf = new Map();
    for (const o of ordered) {
        const own = o.content.origins.map((origin) => {
            const key = JSON.stringify(origin);
            const known = byKey.get(key);
            if (known)
                return known;
            byKey.set(key, origin);
            return origin;
        });
        for (const stored of o.content.writes) {
            if (seen.has(stored.id))
                continue;
            seen.add(stored.id);
            const origin = own[stored.origin];
            const summary = summaryOf(stored);
            const receipt = receipts.find(runOf(origin), stored.id);
            const write = {
                stored,
                origin,
                summary,
                subject: subjectOf(stored),
                ...(receipt && { receipt })
            };
            writes.push(write);
            const mine = writesOf.get(origin);
            if (mine)
                mine.push(write);
            else
                writesOf.set(origin, [write]);
        }
    }
    markSuperseded(writes, newer);
    // In written order: the order each origin's first write came in.
    return { writes, origins: [...writesOf.keys()], writesOf };
}
/**
 * An override (`command: legs` after a matrix) is outdated by any write of its attestation in a
 * later attempt of the same run, whichever job made it: the legs that re-ran attest again, and
 * their attestation stands (docs/matrix-builds.md, "Order and the bad day").
 */
function overrideOutdated(w, x) {
    return (w.summary.kind === 'override' &&
        x.origin.repository === w.origin.repository &&
        x.origin.run === w.origin.run);
}
/**
 * A write is superseded by a later attempt of its own job (and leg and step) that wrote the
 * same subject (in another outbox of the plan), or by what `newer` knows of its origin.
 */
function markSuperseded(writes, newer) {
    // By subject first: a plan may hold a million writes, a subject only a few.
    const bySubject = new Map();
    for (const w of writes) {
        const same = bySubject.get(w.subject) ?? [];
        bySubject.set(w.subject, same);
        same.push(w);
    }
    for (const w of writes) {
        const later = (bySubject.get(w.subject) ?? []).find((x) => (sameJob(x.origin, w.origin) || overrideOutdated(w, x)) &&
            Number(x.origin.attempt) > Number(w.origin.attempt));
        if (later) {
            w.superseded = {
                by: `attempt ${later.origin.attempt} of run ${later.origin.run} (job ${later.origin.job})`,
                at: later.origin.written
            };
            continue;
        }
        const outside = newer(w.origin, w.subject);
        if (outside && 'superseded' in outside)
            w.superseded = outside.superseded;
        else if (outside)
            w.held = outside.held;
    }
}

;// CONCATENATED MODULE: ./src/commands/replay-plan.ts
/**
 * A replay's plan, as the command asks for it: the outboxes of `run-id` or of the `outbox`
 * path (src/outbox/open.ts), the receipts of earlier replays (src/outbox/receipt-store.ts), and
 * what GitHub knows that is newer (src/outbox/newer-checks.ts), put together by
 * src/outbox/plan.ts.
 */




/** Where downloads and receipts go for a moment: the runner's temp folder. */
const scratch = (config) => config.runner.temp;
const accessOf = new WeakMap();
/** GitHub's API as this step reaches it, one for the step (so one client: github/client.ts). */
function gitHubAccess(config) {
    let access = accessOf.get(config);
    if (!access) {
        const { repository, apiUrl } = config.github;
        access = { repository, apiUrl, token: config.githubToken, maxRetries: config.maxRetries };
        accessOf.set(config, access);
    }
    return access;
}
/** The repository's artifacts, when this run can reach them (context/runner.ts, with a token). */
function repositoryAccess(config) {
    if (config.runner.cannotReadArtifacts || !config.githubToken)
        return undefined;
    return gitHubAccess(config);
}
const sourceOf = new WeakMap();
/** The source of this replay, decided once (the one place `run-id` and `outbox` are told apart). */
function replaySource(config) {
    let source = sourceOf.get(config);
    if (!source) {
        source = config.runId === undefined ? folderSource(config) : runSource(config, config.runId);
        sourceOf.set(config, source);
    }
    return source;
}
function folderSource(config) {
    const settings = { token: config.apiToken, org: config.org };
    const where = external_node_path_default().resolve(config.workspace, config.outbox);
    return {
        outboxes: async () => outboxesAt(where, config.workspace, settings),
        // The outbox folder, or the folder of the outbox file.
        receiptFolder: external_node_path_default().extname(where) === '.json' ? external_node_path_default().dirname(where) : where,
        ...receiptsOnGitHub(config),
        none: 'The outbox holds no write.'
    };
}
function runSource(config, runId) {
    const settings = { token: config.apiToken, org: config.org };
    return {
        outboxes: async (delivery, expired) => {
            const access = repositoryAccess(config);
            if (!access)
                throw new Error('the outbox of a run can only be read on GitHub');
            return delivery.around(`Downloading the outboxes of run ${runId}`, () => outboxesOfRun(access, runId, scratch(config), settings, expired));
        },
        ...receiptsOnGitHub(config),
        none: `Run ${runId} has no outbox (GitHub lists no records-outbox- artifact of it: ` +
            'nothing was deferred, or it was deleted).'
    };
}
/** Where receipts are looked up and kept on GitHub, whatever the source. */
function receiptsOnGitHub(config) {
    // The runtime token uploads to this run; no GitHub token is needed for that.
    const upload = config.runner.cannotSaveArtifacts ? undefined : { base: scratch(config) };
    return { receiptLookup: () => receiptAccess(config), ...(upload && { receiptUpload: upload }) };
}
/**
 * Where the receipts of earlier replays are looked up on GitHub: the repository's artifacts,
 * with a token; `keptByWorkflow` where the workflow keeps them because this step cannot
 * upload (context/runner.ts), under the name the step gives it (outbox/receipts.ts).
 */
function receiptAccess(config) {
    const { repository } = config.github;
    if (config.runner.workflowKeepsArtifacts && config.githubToken && repository) {
        return { access: gitHubAccess(config), keptByWorkflow: true };
    }
    const access = repositoryAccess(config);
    return access ? { access } : {};
}
/** The folder a receipt is kept in: the outbox folder, or the folder of the outbox file. */
function receiptFolder(config) {
    return replaySource(config).receiptFolder;
}
/**
 * The plan: outboxes, the receipts of earlier replays, and what GitHub knows that is newer
 * (a later run's or attempt's check run of an origin's name on its commit).
 */
async function makePlan(config, delivery) {
    const source = replaySource(config);
    const expired = [];
    const outboxes = await source.outboxes(delivery, expired);
    const origins = [...new Set(outboxes.flatMap((o) => o.content.origins))];
    const { access, keptByWorkflow } = source.receiptLookup();
    const look = () => findReceipts({
        origins,
        token: config.apiToken,
        base: scratch(config),
        folder: source.receiptFolder,
        access,
        keptByWorkflow
    });
    const receipts = access
        ? await delivery.around('Looking for receipts of earlier replays', look)
        : await look();
    // In a group of its own: GitHub's client may print (an endpoint retiring) while it asks.
    const newer = await delivery.around('Looking for later runs of the origins', () => newerKnown(config, origins));
    receipts.warnings.push(...newer.warnings);
    const plan = planOf(outboxes, receipts.receipts, newer.judge);
    return { plan, receipts, expired };
}
/**
 * What GitHub knows that is newer than each origin's writes (outbox/newer-checks.ts): believed
 * check runs of later runs or attempts, and GitHub's record of the origins' runs.
 */
async function newerKnown(config, origins) {
    const { repository } = config.github;
    if (!repository || !config.githubToken || config.dryRun) {
        return { judge: () => undefined, warnings: [] };
    }
    const { newerCheckRuns } = await __webpack_require__.e(/* import() */ 592).then(__webpack_require__.bind(__webpack_require__, 8592));
    const { judge, warnings } = await newerCheckRuns(gitHubAccess(config), origins);
    // The plan's origins are those opened: look each up by what it says.
    const byKey = new Map(origins.map((o) => [JSON.stringify(o), o]));
    return {
        judge: (o, subject) => {
            const known = byKey.get(JSON.stringify(o));
            return known ? judge(known, subject) : undefined;
        },
        warnings
    };
}

// EXTERNAL MODULE: ./src/commands/search.ts
var search = __webpack_require__(91080);
;// CONCATENATED MODULE: ./src/commands/replay-origins.ts
/**
 * Each origin of a replay to its own truth (docs/bad-day.md): its own writes and tests (the
 * plan's typed view of its JUnit attestations that are in the service), the service's state of
 * its own artifacts in its own flow (from the search of its commit), judged by the one judge as
 * its own run would have been; and why its check run is left alone when it is.
 */







/** `the check run 'Compliance' of run 4242 (job build, attempt 2), completed 2026-11-27 10:05 UTC` */
function supersededWords(s) {
    return `${s.by}, ${(0,english/* utcMinute */.vD)(s.at)}`;
}
/** The origin as results show it, with a link to its run's attempt. */
function shownOrigin(config, o) {
    const server = config.github.serverUrl;
    return {
        ...o,
        ...(server && {
            runUrl: `${server}/${o.repository}/actions/runs/${o.run}/attempts/${o.attempt}`
        })
    };
}
/**
 * Each origin to its own truth: its own writes and tests (the JUnit attestations of it that are
 * in the service), the service's state of its own artifacts in its own flow (its commit searched
 * once per commit; other flows' and artifacts' states shown, never judged), judged.
 */
async function judgeOrigins(config, delivery, plan, writes) {
    const state = new Map(writes.map((w) => [w.id, w.state]));
    const searches = new Map();
    const searchOf = (commit) => {
        if (!searches.has(commit)) {
            const ask = config.dryRun || delivery.stop ? undefined : (0,search.searchValue)(config, delivery, commit);
            searches.set(commit, Promise.resolve(ask));
        }
        return searches.get(commit);
    };
    const verdicts = [];
    const reading = { folder: scratch(config), left: MAX_ATTACHMENTS_READ };
    for (const o of plan.origins) {
        const own = [...(plan.writesOf.get(o) ?? [])];
        const { tests, failingSuites } = testsOf(own, state);
        const failed = failingSuites ? await failedTestsOf(own, state, reading) : undefined;
        const search = o.commit ? await searchOf(o.commit) : undefined;
        const overridden = overrideOf(own, state);
        const artifacts = search && (0,own_evidence/* ownArtifactFacts */.C)(artifactsOf(own, state), search);
        const { compliant, complianceState, nonCompliance } = (0,judge/* judgeCompliance */.dV)({
            ...(tests && { tests: (0,own_evidence/* testFacts */.a)(tests, failed?.tests, failingSuites) }),
            ...(artifacts && artifacts.length > 0 && { artifacts }),
            ...(overridden && { override: overridden }),
            // The replay step reports; each origin's check run carries its verdict.
            failOnNonCompliant: false
        });
        const leftBy = own.find((w) => w.superseded)?.superseded;
        const heldBy = own.find((w) => w.held)?.held;
        verdicts.push({
            origin: shownOrigin(config, o),
            writeIds: own.map((w) => w.stored.id),
            ...(tests && { tests }),
            ...(failingSuites && { failingSuites }),
            ...(failed && { failedTests: failed.tests, failedTestsOmitted: failed.omitted }),
            ...(search && { search }),
            ...(artifacts && artifacts.length > 0 && { artifacts }),
            ...(compliant !== undefined && { compliant }),
            ...(complianceState !== undefined && { complianceState }),
            ...(nonCompliance && { nonCompliance }),
            ...(leftBy && !config.sendSuperseded && { checkLeftAlone: supersededWords(leftBy) }),
            ...(heldBy && !leftBy && !config.sendSuperseded && { checkLeftAlone: heldBy })
        });
    }
    return verdicts;
}
/** The last override of an origin's own that is in the service: the status it set, and why. */
function overrideOf(own, state) {
    let last;
    for (const w of own) {
        const s = state.get(w.stored.id);
        if (w.summary.kind !== 'override' || w.summary.compliant === undefined)
            continue;
        if (!(0,results/* isInService */.h8)(s))
            continue;
        last = { compliant: w.summary.compliant, reason: w.summary.reason ?? '' };
    }
    return last;
}
/** Recorded now, or by an earlier replay. */
/** The artifacts an origin reported that are in the service: its own subjects, by fingerprint. */
function artifactsOf(own, state) {
    return own.flatMap(({ summary, stored }) => {
        const s = state.get(stored.id);
        if (summary.kind !== 'artifact' || !(0,results/* isInService */.h8)(s))
            return [];
        return [{ name: summary.filename, fingerprint: summary.fingerprint, flow: summary.flow }];
    });
}
/** The totals and failing suites of an origin's JUnit attestations that are in the service. */
function testsOf(own, state) {
    let tests;
    const failingSuites = [];
    for (const w of own) {
        const s = state.get(w.stored.id);
        if (w.summary.kind !== 'junit' || !(0,results/* isInService */.h8)(s))
            continue;
        const t = w.summary.tests;
        tests = {
            total: (tests?.total ?? 0) + t.total,
            failures: (tests?.failures ?? 0) + t.failures,
            errors: (tests?.errors ?? 0) + t.errors,
            skipped: (tests?.skipped ?? 0) + t.skipped
        };
        failingSuites.push(...w.summary.failing);
    }
    return tests ? { tests, ...(failingSuites.length > 0 && { failingSuites }) } : {};
}
/**
 * The failing tests of an origin's JUnit attestations that are in the service: as each records
 * them in its user_data, else (an outbox written before that record) read back from its
 * attached reports; at most MAX_REPLAYED_FAILED_TESTS together, the rest counted; at most
 * `reading.left` attachments more in this replay (then the suites are all it names).
 */
async function failedTestsOf(own, state, reading) {
    let found;
    for (const w of own) {
        const s = state.get(w.stored.id);
        if (w.summary.kind !== 'junit' || w.summary.failing.length === 0)
            continue;
        if (!(0,results/* isInService */.h8)(s))
            continue;
        const failing = w.summary.failing;
        let read = recordedFailingTests(w.stored, failing.length === 1 ? failing[0].suite : '');
        if (read === undefined && reading.left > 0) {
            reading.left -= 1;
            read = await failingTestsOf(w.stored, reading.folder);
        }
        if (read === undefined)
            continue;
        found ??= { tests: [], omitted: 0 };
        const room = MAX_REPLAYED_FAILED_TESTS - found.tests.length;
        found.tests.push(...read.tests.slice(0, room));
        found.omitted += read.omitted + Math.max(0, read.tests.length - room);
    }
    return found;
}

;// CONCATENATED MODULE: ./src/commands/replay-lost.ts


/** The most expired outboxes named one by one; the rest are counted. */
const NAMED = 5;
/** `2026-08-01 10:00 UTC`, or undefined when GitHub gave no time. */
const utc = (iso) => iso === undefined ? undefined : (0,english/* utcMinute */.vD)(iso);
/** One expired outbox: its name, and when it was made and expired. */
function described(a) {
    const made = utc(a.createdAt);
    const gone = utc(a.expiresAt);
    const when = [made && `made ${made}`, gone && `expired ${gone}`].filter(Boolean).join(', ');
    return `${a.name}${when ? ` (${when})` : ''}`;
}
/** The failure that names the expired outboxes of run `runId`; none when nothing expired. */
function expiredOutboxFailures(runId, expired) {
    if (expired.length === 0)
        return [];
    const named = expired.slice(0, NAMED).map(described).join('; ');
    const more = expired.length > NAMED ? `; and ${(0,english/* count */.U9)(expired.length - NAMED, 'more')}` : '';
    const one = expired.length === 1;
    return [
        `Lost evidence: ${one ? 'an outbox' : `${(0,english/* count */.U9)(expired.length, 'outbox', 'outboxes')}`} of ` +
            `run ${runId} expired before any replay sent ${one ? 'it' : 'them'}: ${named}${more}. ` +
            `GitHub keeps an outbox ${outbox_document/* RETENTION_DAYS */.zh} days (the repository's artifact retention, if ` +
            'shorter). The writes deferred into it were never recorded and cannot be replayed; its ' +
            'name gives the job, attempt, leg and step that made them ' +
            `(records-outbox-${runId}-<job>-<attempt>-…): re-run that job to record them again.`
    ];
}

// EXTERNAL MODULE: ./src/context/github.ts
var github = __webpack_require__(37212);
;// CONCATENATED MODULE: ./src/outbox/receipt-keeper.ts
/**
 * Keeping a replay's receipts as writes land (receipts.ts says what one is, receipt-store.ts
 * finds them): in the outbox folder, and as a workflow artifact of the replaying run. An earlier
 * receipt is never removed before its successor is stored: a folder's file is replaced by
 * renaming a whole new file over it (receipts.ts), and the artifact alternates between two
 * names — the successor is uploaded under the name the run does not hold its latest receipt
 * under, and only then is the latest deleted. A save cut short (a cancelled job, an artifact
 * service that refuses) leaves the earlier receipt as it was (docs/bad-day.md).
 */





/** Writes recorded between two saves of the receipts (and always at the end, and on cancel). */
const RECEIPT_BATCH = 100;
/**
 * The least time between two uploads of the receipt artifact for a batch (each upload is a
 * few requests to the artifact service, and a delete); a folder's receipt is written every batch.
 */
const UPLOAD_EVERY_MS = 5000;
/**
 * Uploads the receipt of `run` (its file `file`) under the name of the two that does not hold
 * its latest receipt in this run (`latest`, unknown at a step's first save), then deletes the
 * other; returns the name it is under. A name another step of the run holds (an earlier replay
 * step, an earlier attempt: the service answers 409) is left standing while the other is tried;
 * when both are held, the one that is not the latest goes first.
 */
async function uploadSuccessor(run, file, latest) {
    const { deleteOwnArtifact, nameTaken, uploadFile } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
    const [first, second] = (0,outbox_receipts/* receiptArtifactNames */.X_)(run);
    const tries = latest === first ? [second] : latest === second ? [first] : [first, second];
    let stored;
    for (const name of tries) {
        try {
            await uploadFile(name, file);
            stored = name;
            break;
        }
        catch (err) {
            if (!nameTaken(err))
                throw err;
        }
    }
    if (stored === undefined) {
        // Held by a receipt older than the latest (whose deletion failed), or by two earlier steps.
        stored = tries[tries.length - 1];
        await deleteOwnArtifact(stored);
        await uploadFile(stored, file);
    }
    const older = stored === first ? second : first;
    // Its successor is stored: a receipt left over (the deletion failed) only says less.
    await deleteOwnArtifact(older).catch(() => undefined);
    return stored;
}
/** Uploads the receipt of `run` holding `delivered`; returns the artifact's name. */
async function uploadReceipt(run, delivered, opts) {
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(opts.base, 'records-receipt-'));
    try {
        const file = await (0,outbox_receipts/* writeFolderReceipt */.Os)(dir, run, delivered, opts.token);
        return await uploadSuccessor(run, file, opts.latest);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
class ReceiptKeeper {
    opts;
    pending = 0;
    lastUpload;
    closed = false;
    /** Origin runs with writes not yet in the folder's receipt, and not yet uploaded. */
    forFolder = new Map();
    forUpload = new Map();
    /** The name each origin run's latest receipt artifact is under. */
    uploaded = new Map();
    folderChain = Promise.resolve();
    uploadChain = Promise.resolve();
    /** Why a save failed, if one did. */
    error;
    /** How many saves were made. */
    saves = 0;
    /** Origin runs whose receipt this replay wrote into the folder. */
    inFolder = new Map();
    constructor(opts) {
        this.opts = opts;
    }
    now() {
        return (this.opts.now ?? Date.now)();
    }
    /** Write `id` of `origin` was recorded now (ignored once closed). */
    async recorded(origin, id) {
        if (this.closed)
            return;
        const run = runOf(origin);
        const at = new Date(this.now()).toISOString();
        this.opts.receipts.add(run, { id, at, by: this.opts.by });
        const key = JSON.stringify(run);
        if (this.opts.folder)
            this.forFolder.set(key, run);
        if (this.opts.upload)
            this.forUpload.set(key, run);
        if (++this.pending >= RECEIPT_BATCH)
            await this.save(false);
    }
    /**
     * Takes no more writes: a cancelled replay's receipt names what was answered within its wait,
     * and what its summary says was recorded, nothing answered after.
     */
    close() {
        this.closed = true;
    }
    /**
     * Saves everything recorded and not yet kept everywhere (nothing when nothing was); answers
     * what became of the receipts.
     */
    async flush() {
        await this.save(true);
        return this.soFar();
    }
    /** What became of the receipts so far (a flush cut short by the job's end: what it did). */
    soFar() {
        return {
            ...(this.error !== undefined && { error: this.error }),
            inFolder: [...this.inFolder.values()]
        };
    }
    save(final) {
        this.pending = 0;
        const now = this.now();
        const due = final || this.lastUpload === undefined || now - this.lastUpload >= UPLOAD_EVERY_MS;
        if (due && this.forUpload.size > 0) {
            this.lastUpload = now;
            this.uploadChain = this.chained(this.uploadChain, this.forUpload, (run) => this.uploadOne(run));
        }
        if (this.opts.folder && this.forFolder.size > 0) {
            const folder = this.opts.folder;
            this.folderChain = this.chained(this.folderChain, this.forFolder, (run) => this.folderOne(folder, run));
        }
        return Promise.all([this.folderChain, this.uploadChain]).then(() => undefined);
    }
    async folderOne(folder, run) {
        await (0,outbox_receipts/* writeFolderReceipt */.Os)(folder, run, this.opts.receipts.all(run), this.opts.token);
        this.inFolder.set(JSON.stringify(run), run);
    }
    async uploadOne(run) {
        const key = JSON.stringify(run);
        const work = () => uploadReceipt(run, this.opts.receipts.all(run), {
            token: this.opts.token,
            base: this.opts.upload.base,
            latest: this.uploaded.get(key)
        });
        const name = (await (this.opts.around ? this.opts.around(work) : work()));
        this.uploaded.set(key, name);
    }
    /**
     * Saves each run of `pending` (emptied now) after `chain`; a failure is kept in words, and its
     * runs go back into `pending`, to be saved with the next save (a run's receipt holds all of
     * it, whichever save lands).
     */
    chained(chain, pending, save) {
        const runs = taken(pending);
        return chain.then(async () => {
            try {
                for (const run of runs)
                    await save(run);
                this.saves++;
            }
            catch (err) {
                this.error ??= (0,errors/* errorMessage */.gJ)(err);
                for (const run of runs)
                    pending.set(JSON.stringify(run), run);
            }
        });
    }
}
/** The runs of `pending`, which is emptied. */
function taken(pending) {
    const runs = [...pending.values()];
    pending.clear();
    return runs;
}

;// CONCATENATED MODULE: ./src/commands/replay-receipts.ts
/**
 * A replay's receipts (docs/bad-day.md, "Exactly once"): the keeper that saves them as writes
 * land — beside the outbox folder, and as a workflow artifact of this run where it can upload —
 * and what the result says of them: a save that failed or came too late, and where this step
 * cannot upload, the name under which the workflow keeps them (the receipt-artifact output).
 */





/** The receipt keeper of this replay: receipts beside the folder, and on GitHub as an artifact. */
function keeperFor(config, delivery, receipts) {
    const source = replaySource(config);
    const upload = source.receiptUpload;
    return new ReceiptKeeper({
        receipts: receipts.receipts,
        token: config.apiToken,
        by: (0,github/* thisRun */.os)(config.github),
        folder: source.receiptFolder,
        upload,
        ...(upload && {
            around: (work) => delivery.around('Saving the receipt of this replay', work)
        })
    });
}
/**
 * Why this replay's receipt may not say all it recorded, if it may not (`late`: its final save
 * did not end in the time the cancelled job had left). The earlier receipt is kept either way
 * (outbox/receipt-keeper.ts): only what was recorded since it was saved may be sent again.
 */
function receiptFailures(kept, late) {
    const cause = late ? 'not in the time the cancelled job had left' : kept.error;
    if (cause === undefined)
        return [];
    return [
        `The receipt of this replay could not be saved (${cause}): the writes are recorded, and its ` +
            'earlier receipt is kept, but a later replay of the same outbox would send those recorded ' +
            'since that receipt again'
    ];
}
/**
 * Where this step cannot upload its receipt but the workflow keeps it (context/runner.ts): the
 * artifact name for the receipt files this replay wrote at the top of its folder, under which a
 * later replay of the same build finds them whichever run id it is given, and a notice saying
 * so. A workflow keeps one artifact per step: outboxes of more than one run give no name, and a
 * warning says the receipts stay in the folder only.
 */
function workflowReceipt(config, kept) {
    const folder = replaySource(config).receiptFolder;
    if (!config.runner.workflowKeepsArtifacts || !folder || kept.inFolder.length === 0) {
        return { notices: [], warnings: [] };
    }
    const names = [...new Set(kept.inFolder.map(outbox_receipts/* workflowReceiptsName */.eX))];
    const files = `${config.outbox}/records-receipt-*.json`;
    if (names.length > 1) {
        const warning = `This replay's receipts are of ${(0,english/* count */.U9)(names.length, 'build run')}' outboxes: they are ` +
            `kept in ${files} only, and a replay of one of those runs by its own run id sends what ` +
            'they name again. Replay one build run at a time.';
        return { notices: [], warnings: [warning] };
    }
    const [name] = names;
    const notice = `This step cannot upload its receipt: keep ${files} as the workflow artifact ${name} (the ` +
        'receipt-artifact output), and the next replay of the same run finds it whichever run id it is given.';
    return { receiptArtifact: name, notices: [notice], warnings: [] };
}

;// CONCATENATED MODULE: ./src/commands/replay.ts
/**
 * `replay`: sends the writes that outboxes hold, exactly as they were built, once ever, never
 * as the latest when something newer is known (docs/bad-day.md). It reads as:
 * plan (outbox/plan.ts: every outbox opened and checked, in written order, with receipts and
 * what supersedes) → send what is due through the same delivery as `report` (writes of one
 * subject one after another in written order, the rest side by side) → keep receipts as writes
 * land → judge each origin (compliance/judge.ts) → each origin's check run (report/).
 */












async function readInputs(env, run) {
    return readReplayInputs(env, run);
}
/** `by run 5000 of acme/shop (job replay, attempt 1) on 2026-11-27 10:01 UTC` */
function byWhom(d) {
    return `by run ${d.by.run} of ${d.by.repository} (job ${d.by.job}, attempt ${d.by.attempt}) on ${(0,english/* utcMinute */.vD)(d.at)}`;
}
/**
 * Sends what is due: the writes of one subject one after another, in written order (the
 * service keeps the latest record of a subject), the subjects side by side through the
 * delivery's pacing, as `report` sends. Returns every write's outcome, in plan order. When the
 * job is cancelled no new write starts, and those in flight get until the delivery's wait is
 * over: one not answered by then is `in-flight`, and no later answer goes into the receipt
 * (docs/bad-day.md, "A cancelled replay sends once").
 */
async function sendPlan(plan, delivery, keeper, sendAnyway) {
    const outcome = new Map();
    const started = new Set();
    const sending = Promise.all(chainsOf(plan, outcome, sendAnyway).map(async (chain) => {
        for (const w of chain) {
            const { id, kind, label } = w.stored;
            const request = () => (0,outbox_document/* requestOf */.fo)(w.stored);
            started.add(id);
            const write = await delivery.write({ id, kind, label, request, origin: w.origin });
            outcome.set(id, write);
            if (write.state === 'recorded')
                await keeper.recorded(w.origin, id);
        }
    }));
    const waitOver = delivery.cancellation.inFlightWaitOver().then(() => false);
    if (!(await Promise.race([sending.then(() => true), waitOver])))
        keeper.close();
    return plan.writes.map((w) => outcome.get(w.stored.id) ?? cutShort(w, started, delivery));
}
/**
 * The writes due, one chain per subject in written order; the outcome of each of the others
 * (recorded earlier, superseded) goes into `outcome`.
 */
function chainsOf(plan, outcome, sendAnyway) {
    const chains = new Map();
    for (const w of plan.writes) {
        const base = { id: w.stored.id, kind: w.stored.kind, label: w.stored.label };
        if (w.receipt)
            outcome.set(base.id, { ...base, state: 'earlier', detail: byWhom(w.receipt) });
        else if (w.superseded && !sendAnyway) {
            outcome.set(base.id, { ...base, state: 'superseded', detail: supersededWords(w.superseded) });
        }
        else if (w.held && !sendAnyway) {
            outcome.set(base.id, { ...base, state: 'held', detail: w.held });
        }
        else {
            const chain = chains.get(w.subject) ?? [];
            chains.set(w.subject, chain);
            chain.push(w);
        }
    }
    return [...chains.values()];
}
/**
 * A write with no outcome when the cancelled replay stopped waiting: in flight when it was sent
 * (the service may have recorded it), not sent when its turn never came.
 */
function cutShort(w, started, delivery) {
    const { id, kind, label } = w.stored;
    const stop = delivery.stop;
    const state = started.has(id) ? 'in-flight' : 'stopped';
    return { id, kind, label, state, ...(stop && { detail: (0,gate/* describeStop */.Cw)(stop) }) };
}
async function runReplay(config, delivery) {
    let planned;
    try {
        planned = await makePlan(config, delivery);
    }
    catch (err) {
        return (0,command/* commandResult */.f)(replayCommand, config, { failures: [(0,errors/* errorMessage */.gJ)(err)] });
    }
    const { plan, receipts } = planned;
    // Expired outboxes are lost evidence: the step fails naming them, whatever else is sent.
    const lost = expiredOutboxFailures(config.runId ?? 0, planned.expired);
    if (plan.writes.length === 0) {
        if (lost.length > 0)
            return (0,command/* commandResult */.f)(replayCommand, config, { failures: lost });
        const { none } = replaySource(config);
        return (0,command/* commandResult */.f)(replayCommand, config, { notices: [`${none} Nothing to replay.`] });
    }
    const keeper = keeperFor(config, delivery, receipts);
    const replayedAt = new Date().toISOString();
    // From here on the job's cancellation (SIGINT, then SIGTERM) starts no new write; what was
    // recorded is kept in the receipt before the step ends, within the time the runner allows.
    delivery.listenForCancel();
    const writes = await sendPlan(plan, delivery, keeper, config.sendSuperseded === true);
    const saved = await delivery.cancellation.finishBy(keeper.flush());
    const late = saved === on_cancel/* TOO_LATE */.wY;
    const receiptsKept = late ? keeper.soFar() : saved;
    const failures = [...lost, ...receiptFailures(receiptsKept, late)];
    // A cancelled replay judges nothing and moves no check run: it has no time, and its origins'
    // evidence is not all sent.
    const verdicts = delivery.stop?.kind === 'cancelled' ? [] : await judgeOrigins(config, delivery, plan, writes);
    const kept = workflowReceipt(config, receiptsKept);
    return replayResult(config, { plan, writes, verdicts, failures, replayedAt, receipts, kept });
}
/** The result: the one origin's commit when there is one, each origin's verdict, the writes. */
function replayResult(config, r) {
    const one = r.verdicts.length === 1 ? r.verdicts[0] : undefined;
    const commits = new Set(r.plan.origins.map((o) => o.commit));
    const only = commits.size === 1 ? r.plan.origins[0] : undefined;
    const { compliant, complianceState } = (0,judge/* judgeTogether */.Mc)(r.verdicts);
    const about = only?.commit
        ? { org: only.org, flow: only.flow, trail: only.trail, commit: only.commit }
        : {};
    const search = one?.search ?? (only ? r.verdicts.find((v) => v.search)?.search : undefined);
    return (0,command/* commandResult */.f)(replayCommand, { ...config, ...about }, {
        givesVerdict: only?.commit !== undefined && !config.dryRun,
        ...(search && { search }),
        ...(compliant !== undefined && !config.dryRun && { compliant }),
        ...(complianceState !== undefined && { complianceState }),
        writes: r.writes,
        replayedOrigins: r.verdicts,
        replayedAt: r.replayedAt,
        failures: [...r.failures, ...heldFailure(r.writes)],
        ...(r.kept.receiptArtifact && { receiptArtifact: r.kept.receiptArtifact }),
        warnings: [
            ...r.receipts.warnings,
            ...r.verdicts.flatMap((v) => v.search?.warnings ?? []),
            ...r.kept.warnings
        ],
        notices: [
            ...earlierNotice(r.writes),
            ...supersededNotice(r.writes),
            ...sentAnywayNotice(config, r.plan),
            ...r.kept.notices
        ]
    });
}
/** A replay that sent nothing because everything was recorded before says so, and by whom. */
function earlierNotice(writes) {
    const earlier = writes.filter((w) => w.state === 'earlier');
    if (earlier.length === 0 || earlier.length < writes.length)
        return [];
    return [
        `Nothing was sent: ${earlier.length === 1 ? 'the write was' : `all ${(0,english/* count */.U9)(earlier.length, 'write')} were`} ` +
            `recorded earlier, ${earlier[0].detail ?? ''}.`
    ];
}
/** Superseded writes are not sent: said once, with the first reason (each write has its own). */
function supersededNotice(writes) {
    const held = writes.filter((w) => w.state === 'superseded');
    if (held.length === 0)
        return [];
    return [
        `${(0,english/* count */.U9)(held.length, 'write')} not sent, because newer evidence of the same subject is ` +
            `known (superseded by ${held[0].detail ?? 'a later run'}): a replay never makes older ` +
            'evidence the latest, nor moves a check run a later run or attempt completed.'
    ];
}
/**
 * Held writes end the replay non-zero: newer evidence may exist, so sending them as the latest
 * could make older evidence stand; not sending them quietly could lose it (docs/bad-day.md).
 */
function heldFailure(writes) {
    const held = writes.filter((w) => w.state === 'held');
    if (held.length === 0)
        return [];
    return [
        `${(0,english/* count */.U9)(held.length, 'write')} held, not sent as the latest, because ${held[0].detail ?? 'newer evidence may exist'}. ` +
            'If what that attempt recorded is not newer evidence of the same subject, run the replay ' +
            'again with `send-superseded: true` to send them.'
    ];
}
/** `send-superseded: true` sent what was superseded or held: said, with how many. */
function sentAnywayNotice(config, plan) {
    if (!config.sendSuperseded)
        return [];
    const n = plan.writes.filter((w) => !w.receipt && (w.superseded || w.held)).length;
    if (n === 0)
        return [];
    return [
        `${(0,english/* count */.U9)(n, 'write')} sent although newer evidence was known or could not be seen ` +
            '(`send-superseded: true`).'
    ];
}
const replayCommand = {
    name: 'replay',
    title: 'replay of the outbox',
    verdict: false,
    online: true,
    readInputs,
    run: runReplay
};


/***/ }),

/***/ 36094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ alignedBuffer),
/* harmony export */   f: () => (/* binding */ alignedSharedMemory)
/* harmony export */ });
/**
 * Read buffers at page-aligned addresses. The kernel copies file data into a buffer several
 * times slower when the buffer's address is not a multiple of 64, and Node's own buffers are
 * not: a large one is an mmap'd block 16 bytes past a page, a small one sits anywhere in the
 * heap. WebAssembly memory is the one allocation whose address JavaScript can rely on, so read
 * buffers are made from it, with a plain buffer as the fallback where WebAssembly is off
 * (`--jitless`). Measured figures: docs/performance.md.
 */
/** Bytes per WebAssembly memory page. */
const WASM_PAGE = 64 * 1024;
const pagesFor = (bytes) => Math.max(1, Math.ceil(bytes / WASM_PAGE));
/** A page-aligned buffer of `bytes` bytes, for this thread's reads. */
function alignedBuffer(bytes) {
    try {
        return Buffer.from(new WebAssembly.Memory({ initial: pagesFor(bytes) }).buffer, 0, bytes);
    }
    catch {
        return Buffer.allocUnsafeSlow(bytes);
    }
}
/** A page-aligned SharedArrayBuffer of `bytes` bytes, to hand to a worker thread as its buffer. */
function alignedSharedMemory(bytes) {
    const pages = pagesFor(bytes);
    try {
        return new WebAssembly.Memory({ initial: pages, maximum: pages, shared: true })
            .buffer;
    }
    catch {
        return new SharedArrayBuffer(pages * WASM_PAGE);
    }
}


/***/ }),

/***/ 80573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ subjectDigest),
/* harmony export */   ow: () => (/* binding */ subjectKey),
/* harmony export */   ql: () => (/* binding */ requestSubject)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The subject a write becomes the latest record of (docs/bad-day.md, "Never stale"): an
 * artifact's fingerprint in a flow, an attestation's name on a trail (an override is of the
 * attestation it overrides). Read from the request as it is sent or kept, so that a direct run
 * and a replay name a write's subject alike; its digest is what a check run lists of what it
 * recorded (report/checkrun.ts), and what a replay compares (outbox/newer-checks.ts).
 */

/** Hex digits of a subject's SHA-256 kept: a check run lists thousands within its text. */
const SUBJECT_HEX = 16;
/** The subject of a write of `kind` to `path` whose body (or `data_json`) is `value`. */
function subjectKey(kind, path, value) {
    const [, org = '', flow = '', , trail = ''] = path;
    const fields = (value ?? {});
    const text = (v) => (typeof v === 'string' ? v : '');
    return kind === 'artifact'
        ? JSON.stringify(['artifact', org, flow, text(fields.fingerprint)])
        : JSON.stringify(['attestation', org, flow, trail, text(fields.attestation_name)]);
}
/** The subject of a request as it is sent: the JSON body, or a form's `data_json`. */
function requestSubject(kind, request) {
    const p = request.payload;
    const value = p?.kind === 'json' ? p.value : p?.parts.jsonFields.data_json;
    return subjectKey(kind, request.path, value);
}
/** A subject's digest, as a check run lists it. */
function subjectDigest(subject) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(subject).digest('hex').slice(0, SUBJECT_HEX);
}


/***/ })

};
