export const id = 304;
export const ids = [304];
export const modules = {

/***/ 55983:
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
    if (!outbox && !runId)
        throw (0,read/* missing */.LO)('outbox', { for: command, orGive: 'run-id' });
    if (outbox && runId) {
        throw new errors/* InputError */.dz('run-id', runId, 'cannot be given with outbox: replay one or the other');
    }
    if (!run.apiToken || run.apiToken === rules/* DRY_RUN_TOKEN */.MQ) {
        throw new errors/* InputError */.dz('api-token', '', 'is required for replay, dry run included: the outbox is sealed with it and opens only with it', { hideValue: true });
    }
    if (!runId)
        return { outbox };
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
    return { outbox, runId: Number(runId) };
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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(98697);
// EXTERNAL MODULE: ./src/junit/parse.ts + 17 modules
var parse = __webpack_require__(98052);
// EXTERNAL MODULE: ./src/junit/place.ts + 1 modules
var place = __webpack_require__(2040);
;// CONCATENATED MODULE: ./src/outbox/failing-tests.ts
/**
 * The failing tests of a stored JUnit attestation, read back from its attachment (the report
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
/**
 * The failing tests of `w`'s attached reports, at most MAX_REPLAYED_FAILED_TESTS, in report
 * order; undefined when it has no attachment or none of it can be read.
 */
async function failingTestsOf(w, scratch, bounds = ATTACHMENT_BOUNDS) {
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
async function outboxesOfRun(access, runId, base, settings) {
    const { DownloadBudget, listRunArtifacts, withDownloaded } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(351), __webpack_require__.e(942), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
    const listed = await listRunArtifacts(access, runId, 'records-outbox-').catch((err) => {
        const status = err?.status;
        const refused = status === 403 || status === 404 || /Resource not accessible by integration/.test(String(err));
        if (!refused)
            throw err;
        throw new Error(`GitHub refused to list the artifacts of run ${runId} (${(0,errors/* errorMessage */.gJ)(err)}): the job's ` +
            'token lacks `actions: read`. Add `permissions: actions: read` to the replay job (the ' +
            'workflow line that grants it); nothing was sent');
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
                throw new outbox_file/* OutboxRefusedError */.UI(name, `it holds ${(0,english/* count */.U)(files.length, 'outbox file')}, not one`);
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
        throw new Error(`${(0,english/* count */.U)(found, 'outbox', 'outboxes')} found, more than a replay reads (${(0,english/* thousands */.o)(MAX_OUTBOXES)}); nothing was sent`);
    }
}
/** The bytes and writes of one replay's outboxes so far, against the bounds of all together. */
class Tally {
    seenBytes = 0;
    seenWrites = 0;
    bytes(more) {
        this.seenBytes += more;
        if (this.seenBytes > MAX_REPLAY_BYTES) {
            throw new Error(`the outboxes hold more than ${(0,english/* count */.U)(MAX_REPLAY_BYTES, 'byte')} together, more than ` +
                'a replay reads; nothing was sent');
        }
    }
    writes(outbox) {
        this.seenWrites += outbox.content.writes.length;
        if (this.seenWrites > MAX_REPLAY_WRITES) {
            throw new Error(`the outboxes hold more than ${(0,english/* count */.U)(MAX_REPLAY_WRITES, 'write')} together, more than ` +
                'a replay sends; nothing was sent');
        }
        return outbox;
    }
}

// EXTERNAL MODULE: ./src/util/retry-timing.ts
var retry_timing = __webpack_require__(22525);
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
    status;
    constructor(status) {
        super(`GitHub refused to list the receipts of earlier replays (HTTP ${status}): the job's token ` +
            'lacks `actions: read`. Add `permissions: actions: read` to the replay job (the workflow ' +
            'line that grants it); without it a replay cannot tell what was already recorded, so ' +
            'nothing was sent');
        this.status = status;
        this.name = 'ReceiptPermissionError';
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
    const list = (name) => listWithRetry(() => listed(access, name), opts.retry);
    const found = opts.keptByWorkflow
        ? await keptByWorkflow(runs, list)
        : await keptByReplays(runs, list);
    const picked = newestFirst(found, left);
    const { withDownloaded } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(351), __webpack_require__.e(942), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
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
    const { listRepositoryArtifacts } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(351), __webpack_require__.e(942), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
    return listRepositoryArtifacts(access, name);
}
/**
 * The receipt artifacts replays uploaded, per origin run: under either of its two names (a
 * replay alternates between them, receipt-keeper.ts), the newest MAX_SAME_NAME of both.
 */
async function keptByReplays(runs, list) {
    const { MAX_SAME_NAME } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(351), __webpack_require__.e(942), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
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
                `${(0,english/* count */.U)(size, 'byte')}, over the bound of ${(0,english/* count */.U)(outbox_receipts/* MAX_RECEIPT_BYTES */.cs, 'byte')}.`);
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
    const none = noneRead > 0 ? `, ${(0,english/* count */.U)(noneRead, 'origin run')} with none read` : '';
    return (`${(0,english/* count */.U)(picked.unread.length, 'receipt')} of earlier replays ` +
        `${picked.unread.length === 1 ? 'was' : 'were'} not read ` +
        `(${(0,english/* count */.U)(runs.size, 'origin run')}${none}): a replay reads at most ${MAX_RECEIPTS_READ} ` +
        `receipts, the newest of each origin run first. ${SENT_AGAIN}`);
}
/** The HTTP status of an error from GitHub's client, if it has one. */
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}
/**
 * Lists, retrying what may pass (no answer, 5xx, 429) as every request is retried; a 403/404
 * is the permission and is not retried.
 */
async function listWithRetry(list, retry = { retries: 3 }) {
    const wait = retry.sleep ?? retry_timing/* sleep */.yy;
    for (let attempt = 0;; attempt++) {
        try {
            return await list();
        }
        catch (err) {
            const status = statusOf(err);
            if (status === 403 || status === 404)
                throw new ReceiptPermissionError(status);
            const passing = status === undefined || status >= 500 || status === 429;
            if (!passing || attempt >= retry.retries) {
                const what = status === undefined ? 'GitHub could not be reached' : `GitHub answered HTTP ${status}`;
                throw new Error(`the receipts of earlier replays could not be listed after ${attempt + 1} ` +
                    `${attempt === 0 ? 'attempt' : 'attempts'}: ${what} (${(0,errors/* errorMessage */.gJ)(err)}). This is ` +
                    'not a missing permission; try the replay again later. Nothing was sent');
            }
            await wait((0,retry_timing/* jitteredBackoffMs */.sq)(attempt));
        }
    }
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
        warnings.push(`${(0,english/* count */.U)(unread, 'receipt file')} under ${folder} ${unread === 1 ? 'was' : 'were'} not ` +
            `read: a replay reads at most ${MAX_RECEIPTS_READ} receipts, the shallowest first. ${SENT_AGAIN}`);
    }
    return { warnings, read: read.length };
}

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
 * The subject whose latest record a write becomes. An override is of the attestation it
 * overrides: one subject, so that a replay sends them in written order (an attestation, then
 * the override of it) and never one over the other's newer record (docs/matrix-builds.md).
 */
function subjectOf(s) {
    return s.kind === 'artifact'
        ? JSON.stringify(['artifact', s.org, s.flow, s.fingerprint])
        : JSON.stringify(['attestation', s.org, s.flow, s.trail, s.name]);
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
    const origins = [];
    for (const o of ordered) {
        for (const stored of o.content.writes) {
            if (seen.has(stored.id))
                continue;
            seen.add(stored.id);
            const origin = o.content.origins[stored.origin];
            const known = origins.find((x) => JSON.stringify(x) === JSON.stringify(origin));
            if (!known)
                origins.push(origin);
            const summary = summaryOf(stored);
            const receipt = receipts.find(runOf(origin), stored.id);
            writes.push({
                stored,
                origin: known ?? origin,
                summary,
                subject: subjectOf(summary),
                ...(receipt && { receipt })
            });
        }
    }
    markSuperseded(writes, newer);
    return { writes, origins };
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
        const outside = newer(w.origin);
        if (later) {
            w.superseded = {
                by: `attempt ${later.origin.attempt} of run ${later.origin.run} (job ${later.origin.job})`,
                at: later.origin.written
            };
        }
        else if (outside) {
            w.superseded = outside;
        }
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
/** The repository's artifacts, when this run can reach them (context/runner.ts, with a token). */
function repositoryAccess(config) {
    const { repository } = config.github;
    if (config.runner.cannotReadArtifacts || !config.githubToken)
        return undefined;
    return { repository, token: config.githubToken };
}
/**
 * Where the receipts of earlier replays are looked up on GitHub: the repository's artifacts,
 * with a token; `keptByWorkflow` where the workflow keeps them because this step cannot
 * upload (context/runner.ts), under the name the step gives it (outbox/receipts.ts).
 */
function receiptAccess(config) {
    const { repository } = config.github;
    if (config.runner.workflowKeepsArtifacts && config.githubToken && repository) {
        return { access: { repository, token: config.githubToken }, keptByWorkflow: true };
    }
    const access = repositoryAccess(config);
    return access ? { access } : {};
}
/** The outboxes of `run-id` or of the `outbox` path, opened and checked. */
async function loadOutboxes(config, delivery) {
    const settings = { token: config.apiToken, org: config.org };
    const access = repositoryAccess(config);
    if (config.runId === undefined) {
        const where = external_node_path_default().resolve(config.workspace, config.outbox);
        return outboxesAt(where, config.workspace, settings);
    }
    const runId = config.runId;
    if (!access)
        throw new Error('the outbox of a run can only be read on GitHub');
    return delivery.around(`Downloading the outboxes of run ${runId}`, () => outboxesOfRun(access, runId, scratch(config), settings));
}
/** The folder a receipt is kept in: the outbox folder, or the folder of the outbox file. */
function receiptFolder(config) {
    if (config.runId !== undefined)
        return undefined;
    const where = external_node_path_default().resolve(config.workspace, config.outbox);
    return external_node_path_default().extname(where) === '.json' ? external_node_path_default().dirname(where) : where;
}
/**
 * The plan: outboxes, the receipts of earlier replays, and what GitHub knows that is newer
 * (a later run's or attempt's check run of an origin's name on its commit).
 */
async function makePlan(config, delivery) {
    const outboxes = await loadOutboxes(config, delivery);
    const origins = [...new Set(outboxes.flatMap((o) => o.content.origins))];
    const { access, keptByWorkflow } = receiptAccess(config);
    const look = () => findReceipts({
        origins,
        token: config.apiToken,
        base: scratch(config),
        folder: receiptFolder(config),
        access,
        keptByWorkflow,
        retry: { retries: config.maxRetries }
    });
    const receipts = access
        ? await delivery.around('Looking for receipts of earlier replays', look)
        : await look();
    // In a group of its own: GitHub's client may print (an endpoint retiring) while it asks.
    const newer = await delivery.around('Looking for later runs of the origins', () => newerKnown(config, origins));
    receipts.warnings.push(...newer.warnings);
    const plan = planOf(outboxes, receipts.receipts, (o) => newer.byOrigin(o));
    return { plan, receipts };
}
/** Check runs completed by later runs or attempts, when GitHub can be asked. */
async function newerKnown(config, origins) {
    const { repository, apiUrl } = config.github;
    if (!repository || !config.githubToken || config.dryRun) {
        return { byOrigin: () => undefined, warnings: [] };
    }
    const { newerCheckRuns } = await __webpack_require__.e(/* import() */ 592).then(__webpack_require__.bind(__webpack_require__, 8592));
    const access = { repository, token: config.githubToken, apiUrl };
    const { newer, warnings } = await newerCheckRuns(access, origins);
    // The plan's origins are those opened: look each up by what it says.
    const byKey = new Map([...newer].map(([o, s]) => [JSON.stringify(o), s]));
    return { byOrigin: (o) => byKey.get(JSON.stringify(o)), warnings };
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
    return `${s.by}, ${s.at.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC')}`;
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
        const own = plan.writes.filter((w) => w.origin === o);
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
            ...(leftBy && { checkLeftAlone: supersededWords(leftBy) })
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
        if (!inService(s))
            continue;
        last = { compliant: w.summary.compliant, reason: w.summary.reason ?? '' };
    }
    return last;
}
/** Recorded now, or by an earlier replay. */
const inService = (s) => s !== undefined && results/* IN_THE_SERVICE */.c.includes(s);
/** The artifacts an origin reported that are in the service: its own subjects, by fingerprint. */
function artifactsOf(own, state) {
    return own.flatMap(({ summary, stored }) => {
        const s = state.get(stored.id);
        if (summary.kind !== 'artifact' || !inService(s))
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
        if (w.summary.kind !== 'junit' || !inService(s))
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
 * The failing tests of an origin's JUnit attestations that are in the service, read back from
 * their attached reports: at most MAX_REPLAYED_FAILED_TESTS together, the rest counted; at most
 * `reading.left` attachments more in this replay (then the suites are all it names).
 */
async function failedTestsOf(own, state, reading) {
    let found;
    for (const w of own) {
        const s = state.get(w.stored.id);
        if (w.summary.kind !== 'junit' || w.summary.failing.length === 0)
            continue;
        if (!inService(s) || reading.left <= 0)
            continue;
        reading.left -= 1;
        const read = await failingTestsOf(w.stored, reading.folder);
        if (read === undefined)
            continue;
        found ??= { tests: [], omitted: 0 };
        const room = MAX_REPLAYED_FAILED_TESTS - found.tests.length;
        found.tests.push(...read.tests.slice(0, room));
        found.omitted += read.omitted + Math.max(0, read.tests.length - room);
    }
    return found;
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
    const { deleteOwnArtifact, nameTaken, uploadFile } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(351), __webpack_require__.e(942), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
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
/**
 * Keeps receipts as writes land: each recorded write is added at once, and the receipts of the
 * origin runs that recorded writes since they were last kept are saved every `RECEIPT_BATCH`
 * writes (uploaded at most every `UPLOAD_EVERY_MS`), and on `flush()` (the end of the replay,
 * or of its cancellation). Only those: each save seals (one scrypt derivation, ≈ 100 ms of a
 * blocked event loop, per origin run and place), and a run's receipt already kept holds all of
 * it. The folder's saves and the uploads each run one at a time, apart (a slow artifact service
 * never holds back the folder's file); the first failure is kept in words, and its runs are
 * saved again with the next save.
 */
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
    /** Saves everything recorded and not yet kept everywhere (nothing when nothing was). */
    flush() {
        return this.save(true);
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
    // The runtime token uploads to this run; no GitHub token is needed for that.
    const upload = config.runner.cannotSaveArtifacts ? undefined : { base: scratch(config) };
    return new ReceiptKeeper({
        receipts: receipts.receipts,
        token: config.apiToken,
        by: (0,github/* thisRun */.os)(config.github),
        folder: receiptFolder(config),
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
function receiptFailures(keeper, late) {
    const cause = late ? 'not in the time the cancelled job had left' : keeper.error;
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
function workflowReceipt(config, keeper) {
    const folder = receiptFolder(config);
    if (!config.runner.workflowKeepsArtifacts || !folder || keeper.inFolder.size === 0) {
        return { notices: [], warnings: [] };
    }
    const names = [...new Set([...keeper.inFolder.values()].map(outbox_receipts/* workflowReceiptsName */.eX))];
    const files = `${config.outbox}/records-receipt-*.json`;
    if (names.length > 1) {
        const warning = `This replay's receipts are of ${(0,english/* count */.U)(names.length, 'build run')}' outboxes: they are ` +
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
    const when = d.at.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
    return `by run ${d.by.run} of ${d.by.repository} (job ${d.by.job}, attempt ${d.by.attempt}) on ${when}`;
}
/**
 * Sends what is due: the writes of one subject one after another, in written order (the
 * service keeps the latest record of a subject), the subjects side by side through the
 * delivery's pacing, as `report` sends. Returns every write's outcome, in plan order. When the
 * job is cancelled no new write starts, and those in flight get until the delivery's wait is
 * over: one not answered by then is `in-flight`, and no later answer goes into the receipt
 * (docs/bad-day.md, "A cancelled replay sends once").
 */
async function sendPlan(plan, delivery, keeper) {
    const outcome = new Map();
    const started = new Set();
    const sending = Promise.all(chainsOf(plan, outcome).map(async (chain) => {
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
function chainsOf(plan, outcome) {
    const chains = new Map();
    for (const w of plan.writes) {
        const base = { id: w.stored.id, kind: w.stored.kind, label: w.stored.label };
        if (w.receipt)
            outcome.set(base.id, { ...base, state: 'earlier', detail: byWhom(w.receipt) });
        else if (w.superseded) {
            outcome.set(base.id, { ...base, state: 'superseded', detail: supersededWords(w.superseded) });
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
    if (plan.writes.length === 0) {
        const none = config.runId !== undefined
            ? `Run ${config.runId} has no outbox.`
            : 'The outbox holds no write.';
        return (0,command/* commandResult */.f)(replayCommand, config, { notices: [`${none} Nothing to replay.`] });
    }
    const keeper = keeperFor(config, delivery, receipts);
    const replayedAt = new Date().toISOString();
    // From here on the job's cancellation (SIGINT, then SIGTERM) starts no new write; what was
    // recorded is kept in the receipt before the step ends, within the time the runner allows.
    delivery.listenForCancel();
    const writes = await sendPlan(plan, delivery, keeper);
    const saved = await delivery.cancellation.finishBy(keeper.flush());
    const failures = receiptFailures(keeper, saved === on_cancel/* TOO_LATE */.wY);
    // A cancelled replay judges nothing and moves no check run: it has no time, and its origins'
    // evidence is not all sent.
    const verdicts = delivery.stop?.kind === 'cancelled' ? [] : await judgeOrigins(config, delivery, plan, writes);
    const kept = workflowReceipt(config, keeper);
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
        replayedFrom: r.verdicts.map((v) => v.origin),
        replayedOrigins: r.verdicts,
        replayedAt: r.replayedAt,
        failures: r.failures,
        ...(r.kept.receiptArtifact && { receiptArtifact: r.kept.receiptArtifact }),
        warnings: [
            ...r.receipts.warnings,
            ...r.verdicts.flatMap((v) => v.search?.warnings ?? []),
            ...r.kept.warnings
        ],
        notices: [...earlierNotice(r.writes), ...supersededNotice(r.writes), ...r.kept.notices]
    });
}
/** A replay that sent nothing because everything was recorded before says so, and by whom. */
function earlierNotice(writes) {
    const earlier = writes.filter((w) => w.state === 'earlier');
    if (earlier.length === 0 || earlier.length < writes.length)
        return [];
    return [
        `Nothing was sent: ${earlier.length === 1 ? 'the write was' : `all ${(0,english/* count */.U)(earlier.length, 'write')} were`} ` +
            `recorded earlier, ${earlier[0].detail ?? ''}.`
    ];
}
/** Superseded writes are not sent: said once, with the first reason (each write has its own). */
function supersededNotice(writes) {
    const held = writes.filter((w) => w.state === 'superseded');
    if (held.length === 0)
        return [];
    return [
        `${(0,english/* count */.U)(held.length, 'write')} not sent, because newer evidence of the same subject is ` +
            `known (superseded by ${held[0].detail ?? 'a later run'}): a replay never makes older ` +
            'evidence the latest, nor moves a check run a later run or attempt completed.'
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


/***/ })

};
