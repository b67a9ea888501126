export const id = 746;
export const ids = [746,80];
export const modules = {

/***/ 42571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O0: () => (/* binding */ worstComplianceState),
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
/** The worst compliance_state of the artifacts (as spelled); UNKNOWN for one without a state. */
function worstComplianceState(artifacts) {
    let worst;
    for (const artifact of artifacts) {
        const state = typeof artifact.compliance_state === 'string' && artifact.compliance_state
            ? artifact.compliance_state
            : UNKNOWN_STATE;
        if (worst === undefined || stateRank(state) < stateRank(worst))
            worst = state;
    }
    return worst;
}


/***/ }),

/***/ 65746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  replayCommand: () => (/* binding */ replayCommand),
  runReplay: () => (/* binding */ runReplay)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/context/github.ts
var github = __webpack_require__(37212);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __webpack_require__(91451);
// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
;// CONCATENATED MODULE: ./src/inputs/replay.ts
/** The inputs of a replay: the outbox to send, from a path or from a workflow run's artifacts. */




/**
 * `outbox` or `run-id` (one of them); the api-token, even in a dry run (it opens the sealed
 * outbox); `run-id` needs the `github-token` to download the run's artifacts, and github.com:
 * on GitHub Enterprise Server this action cannot read workflow artifacts.
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
    if ((0,github/* isEnterpriseServer */.vh)(run.github.serverUrl)) {
        throw new errors/* InputError */.dz('run-id', runId, 'cannot be used on GitHub Enterprise Server, where this action cannot read workflow ' +
            'artifacts: download the outbox artifact (actions/download-artifact@v3, or gh run ' +
            'download) and give its folder as outbox (README, "GitHub Enterprise Server")');
    }
    if (!githubToken)
        throw (0,read/* missing */.LO)('github-token', { for: `${command} with run-id` });
    return { outbox, runId: Number(runId) };
}

// EXTERNAL MODULE: ./src/outbox/document.ts
var outbox_document = __webpack_require__(61372);
// EXTERNAL MODULE: ./src/util/english.ts
var english = __webpack_require__(448);
// EXTERNAL MODULE: ./src/outbox/file.ts
var outbox_file = __webpack_require__(36539);
// EXTERNAL MODULE: ./src/outbox/receipts.ts
var outbox_receipts = __webpack_require__(68232);
;// CONCATENATED MODULE: ./src/outbox/load.ts
/**
 * What a replay reads, all before it sends anything: the outboxes (from a folder or file, or
 * downloaded from a run's artifacts), each opened with the token and checked (file.ts), and the
 * receipts of earlier replays of the same writes (receipts.ts). Anything that cannot be trusted
 * throws, naming it: a replay sends nothing of outboxes it did not fully accept.
 */





/** The most outboxes one replay reads (a run has one per job that deferred writes). */
const MAX_OUTBOXES = 100;
/** The outboxes of a file or folder, opened and checked; each named by its path under `shownFrom`. */
async function outboxesAt(where, shownFrom, settings) {
    const files = await (0,outbox_file/* outboxFiles */.RR)(where);
    bounded(files.length);
    const opened = [];
    for (const file of files) {
        const name = external_node_path_default().relative(shownFrom, file) || file;
        opened.push(await (0,outbox_file/* openOutboxFile */.GP)(file, name, settings.token, settings.org));
    }
    return opened;
}
/**
 * The outbox artifacts of run `runId`, downloaded and opened; each must say in its sealed
 * source that it was written by that run of this repository (a genuine outbox of another run,
 * uploaded into this one, is refused).
 */
async function outboxesOfRun(access, runId, base, settings) {
    const { listRunArtifacts, withDownloaded } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(551)]).then(__webpack_require__.bind(__webpack_require__, 70551));
    const listed = await listRunArtifacts(access, runId, 'records-outbox-');
    bounded(listed.length);
    const opened = [];
    for (const artifact of listed) {
        const name = `the artifact ${artifact.name} of run ${runId}`;
        const inIt = await withDownloaded(access, artifact, base, async (dir) => {
            const files = await (0,outbox_file/* outboxFiles */.RR)(dir);
            if (files.length !== 1) {
                throw new outbox_file/* OutboxRefusedError */.UI(name, `it holds ${(0,english/* count */.U)(files.length, 'outbox file')}, not one`);
            }
            return (0,outbox_file/* openOutboxFile */.GP)(files[0], name, settings.token, settings.org);
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
        throw new Error(`${(0,english/* count */.U)(found, 'outbox')} found, more than a replay reads (${MAX_OUTBOXES}); nothing was sent`);
    }
}
/** The run an origin names. */
function runOf(origin) {
    return {
        repository: origin.repository,
        run: origin.run,
        job: origin.job,
        attempt: origin.attempt
    };
}
/**
 * What earlier replays recorded of the writes of `origins`: the receipts in `folder`, and with
 * `access` every receipt artifact of the repository for those origins (needs `actions: read`;
 * without it this throws, and nothing is sent). Receipts that cannot be opened are warnings.
 */
async function findReceipts(opts) {
    const receipts = new outbox_receipts/* Receipts */.W4();
    const warnings = [];
    const runs = distinctRuns(opts.origins);
    for (const run of runs) {
        if (opts.folder) {
            const warning = await (0,outbox_receipts/* readFolderReceipt */.d1)(receipts, opts.folder, run, opts.token);
            if (warning)
                warnings.push(warning);
        }
    }
    if (!opts.access)
        return { receipts, warnings };
    const access = opts.access;
    const { listRepositoryArtifacts, withDownloaded } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(551)]).then(__webpack_require__.bind(__webpack_require__, 70551));
    const { readFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    for (const run of runs) {
        const name = (0,outbox_receipts/* receiptName */.oN)(run);
        let listed;
        try {
            listed = await listRepositoryArtifacts(access, name);
        }
        catch (err) {
            throw new Error(`the receipts of earlier replays could not be listed (${(0,errors/* errorMessage */.gJ)(err)}): give the ` +
                'job `actions: read`, so that a replay can tell what was already recorded; nothing was sent');
        }
        for (const artifact of listed) {
            const shown = `${artifact.name} of run ${artifact.runId}`;
            const warning = await withDownloaded(access, artifact, opts.base, async (dir) => {
                const text = await readFile(external_node_path_default().join(dir, `${name}.json`), 'utf8').catch(() => '');
                return (0,outbox_receipts/* addReceipt */.sj)(receipts, run, text, shown, opts.token);
            }).catch((err) => `The receipt ${shown} could not be read: ${(0,errors/* errorMessage */.gJ)(err)}.`);
            if (warning)
                warnings.push(warning);
        }
    }
    return { receipts, warnings };
}
function distinctRuns(origins) {
    const seen = new Map();
    for (const o of origins) {
        const run = runOf(o);
        seen.set(JSON.stringify(run), run);
    }
    return [...seen.values()];
}
/**
 * Keeps, for each origin of `runs`, a receipt of everything known to be recorded of it (what
 * earlier receipts said and what this replay recorded, all in `receipts`): into `folder`, and
 * with `upload` as a workflow artifact of this run (one of this run by that name is replaced:
 * its content is in `receipts` already). Returns where each was kept.
 */
async function saveReceipts(opts) {
    const kept = [];
    for (const run of opts.runs) {
        const delivered = opts.receipts.all(run);
        if (opts.folder) {
            kept.push(await (0,outbox_receipts/* writeFolderReceipt */.Os)(opts.folder, run, delivered, opts.token));
        }
        if (opts.upload)
            kept.push(await uploadReceipt(run, delivered, opts.token, opts.upload.base));
    }
    return kept;
}
async function uploadReceipt(run, delivered, token, base) {
    const { uploadFile, deleteOwnArtifact } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(551)]).then(__webpack_require__.bind(__webpack_require__, 70551));
    const { mkdtemp, rm } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    const name = (0,outbox_receipts/* receiptName */.oN)(run);
    const dir = await mkdtemp(external_node_path_default().join(base, 'records-receipt-'));
    try {
        const file = await (0,outbox_receipts/* writeFolderReceipt */.Os)(dir, run, delivered, token);
        // An artifact name is unique in a run: an earlier step's receipt goes (its content is here).
        await deleteOwnArtifact(name).catch(() => undefined);
        await uploadFile(name, file);
        return `the workflow artifact ${name}`;
    }
    finally {
        await rm(dir, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./src/commands/command.ts
var command = __webpack_require__(53155);
// EXTERNAL MODULE: ./src/commands/compliance.ts
var compliance = __webpack_require__(42571);
// EXTERNAL MODULE: ./src/commands/search.ts
var commands_search = __webpack_require__(91080);
;// CONCATENATED MODULE: ./src/commands/replay.ts
/**
 * `replay`: sends the writes that outboxes hold, exactly as they were built, once ever
 * (docs/bad-day.md). Everything is read and checked before anything is sent: every outbox is
 * opened with this step's token (sealed) and checked (only the three shapes of a write, for this
 * step's org, within the bound); the receipts of earlier replays say what was already recorded.
 * Then the rest is sent, one at a time in the original order; what is recorded gets a receipt;
 * what still cannot be delivered goes into a new outbox (delivery/settle.ts). Last, the commit
 * the writes were about is searched, and its check run brought to what the service now says.
 */











async function readInputs(env, run) {
    return readReplayInputs(env, run);
}
/** Where downloads and receipts go for a moment. */
const scratch = () => process.env.RUNNER_TEMP || external_node_os_default().tmpdir();
/** The repository's artifacts, when this run can reach them (github.com, with a token). */
function repositoryAccess(config) {
    const { repository, serverUrl } = config.github;
    if (!repository || !config.githubToken || (0,github/* isEnterpriseServer */.vh)(serverUrl))
        return undefined;
    return { repository, token: config.githubToken };
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
    return delivery.around(`Downloading the outboxes of run ${runId}`, () => outboxesOfRun(access, runId, scratch(), settings));
}
/** Every outbox's writes in order, each once (a write kept in two outboxes is one write). */
function replayables(outboxes) {
    const seen = new Set();
    const out = [];
    for (const o of outboxes) {
        for (const stored of o.content.writes) {
            if (seen.has(stored.id))
                continue;
            seen.add(stored.id);
            out.push({ stored, origin: o.content.origins[stored.origin] });
        }
    }
    return out;
}
/** `run 5000 of acme/shop (job replay, attempt 1) on 2026-11-27 10:01 UTC` */
function byWhom(d) {
    const when = d.at.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
    return `by run ${d.by.run} of ${d.by.repository} (job ${d.by.job}, attempt ${d.by.attempt}) on ${when}`;
}
/** Sends what no receipt names, in order; the others are told as recorded earlier. */
async function replayAll(items, receipts, delivery) {
    const writes = [];
    for (const { stored, origin } of items) {
        const earlier = receipts.find(runOf(origin), stored.id);
        const base = { id: stored.id, kind: stored.kind, label: stored.label };
        if (earlier) {
            writes.push({ ...base, state: 'earlier', detail: byWhom(earlier) });
            continue;
        }
        writes.push(await delivery.write({ ...base, request: () => (0,outbox_document/* requestOf */.fo)(stored), origin }));
    }
    return writes;
}
/** Whether the replayed JUnit attestations that are in the service hold no failing test. */
function testsPassed(items, writes) {
    const inService = new Set(writes.filter((w) => w.state === 'recorded' || w.state === 'earlier').map((w) => w.id));
    const junit = items.filter((i) => i.stored.kind === 'junit' && inService.has(i.stored.id));
    if (junit.length === 0)
        return undefined;
    return junit.every((i) => {
        const body = i.stored.body;
        const data = body.kind === 'form' ? body.fields.data_json : undefined;
        return (data?.junit_results ?? []).every((r) => r.failures === 0 && r.errors === 0);
    });
}
async function runReplay(config, delivery) {
    let outboxes;
    try {
        outboxes = await loadOutboxes(config, delivery);
    }
    catch (err) {
        return (0,command/* commandResult */.f)(replayCommand, config, { failures: [(0,errors/* errorMessage */.gJ)(err)] });
    }
    const items = replayables(outboxes);
    if (items.length === 0) {
        const none = config.runId !== undefined
            ? `Run ${config.runId} has no outbox.`
            : 'The outbox holds no write.';
        return (0,command/* commandResult */.f)(replayCommand, config, { notices: [`${none} Nothing to replay.`] });
    }
    const origins = [...new Set(items.map((i) => i.origin))];
    const access = repositoryAccess(config);
    const folder = config.runId === undefined ? folderOf(external_node_path_default().resolve(config.workspace, config.outbox)) : undefined;
    let found;
    try {
        const look = () => findReceipts({ origins, token: config.apiToken, base: scratch(), folder, access });
        found = access
            ? await delivery.around('Looking for receipts of earlier replays', look)
            : await look();
    }
    catch (err) {
        return (0,command/* commandResult */.f)(replayCommand, config, { failures: [(0,errors/* errorMessage */.gJ)(err)] });
    }
    const writes = await replayAll(items, found.receipts, delivery);
    const warnings = [...found.warnings];
    const failures = [];
    const recorded = writes.filter((w) => w.state === 'recorded');
    if (recorded.length > 0) {
        const kept = await keepReceipts(config, delivery, items, writes, found.receipts, folder);
        if (kept)
            failures.push(kept);
    }
    const onOrigin = await verdictOnOrigin(config, delivery, items, writes, origins);
    return (0,command/* commandResult */.f)(replayCommand, { ...config, ...onOrigin?.about }, {
        ...onOrigin?.parts,
        writes,
        replayedFrom: origins,
        failures,
        warnings: [...warnings, ...(onOrigin?.parts.search?.warnings ?? [])],
        notices: earlierNotice(writes)
    });
}
/** The folder a receipt is kept in: the outbox folder, or the folder of the outbox file. */
function folderOf(where) {
    return external_node_path_default().extname(where) === '.json' ? external_node_path_default().dirname(where) : where;
}
/** Records the receipts of what was recorded now; a failure in words (the writes are in). */
async function keepReceipts(config, delivery, items, writes, receipts, folder) {
    const at = new Date().toISOString();
    const gh = config.github;
    const by = {
        repository: gh.repository,
        run: gh.runId || 'local',
        job: gh.job || 'job',
        attempt: gh.runAttempt || '1'
    };
    const recorded = new Set(writes.filter((w) => w.state === 'recorded').map((w) => w.id));
    const touched = items.filter((i) => recorded.has(i.stored.id));
    for (const i of touched)
        receipts.add(runOf(i.origin), { id: i.stored.id, at, by });
    // The runtime token uploads to this run; no GitHub token is needed for that.
    const onGitHub = gh.repository !== '' && !(0,github/* isEnterpriseServer */.vh)(gh.serverUrl);
    const upload = onGitHub && process.env.ACTIONS_RUNTIME_TOKEN ? { base: scratch() } : undefined;
    const save = () => saveReceipts({
        runs: distinctRuns(touched.map((i) => i.origin)),
        receipts,
        token: config.apiToken,
        folder,
        upload
    });
    try {
        await (upload ? delivery.around('Saving the receipt of this replay', save) : save());
        return undefined;
    }
    catch (err) {
        return (`The receipt of this replay could not be saved (${(0,errors/* errorMessage */.gJ)(err)}): the writes are ` +
            'recorded, but a later replay of the same outbox would send them again');
    }
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
/**
 * The commit the writes were about, when there is one: where the result points, searched once
 * the writes are in, with the tests of the replayed attestations; its check run is the one of
 * the run that deferred them.
 */
async function verdictOnOrigin(config, delivery, items, writes, origins) {
    const commits = new Set(origins.map((o) => o.commit));
    const origin = origins[0];
    if (commits.size !== 1 || !origin.commit || config.dryRun)
        return undefined;
    const about = { org: origin.org, flow: origin.flow, trail: origin.trail, commit: origin.commit };
    const search = delivery.stop ? undefined : await (0,commands_search.searchValue)(config, delivery, origin.commit);
    const tests = testsPassed(items, writes);
    const searchOk = (0,compliance/* isCompliantState */.ll)(search?.complianceState);
    const compliant = tests === false || searchOk === false ? false : (tests ?? searchOk);
    return {
        about,
        parts: {
            givesVerdict: true,
            ...(origin.checkName && { checkName: origin.checkName }),
            ...(search && { search }),
            ...(compliant !== undefined && { compliant })
        }
    };
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

/***/ 91080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UNKNOWN_STATE: () => (/* reexport safe */ _compliance_js__WEBPACK_IMPORTED_MODULE_5__.fq),
/* harmony export */   linkSearchedArtifacts: () => (/* binding */ linkSearchedArtifacts),
/* harmony export */   runSearch: () => (/* binding */ runSearch),
/* harmony export */   searchCommand: () => (/* binding */ searchCommand),
/* harmony export */   searchValue: () => (/* binding */ searchValue),
/* harmony export */   worstComplianceState: () => (/* reexport safe */ _compliance_js__WEBPACK_IMPORTED_MODULE_5__.O0)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26505);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28836);
/* harmony import */ var _inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28729);
/* harmony import */ var _inputs_queries_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98257);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53155);
/* harmony import */ var _compliance_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42571);








async function readInputs(env, run) {
    const { command } = run;
    const commit = await (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .readCommitInputs */ .h)(env, run.workspace, run.github, { command });
    const search = (0,_inputs_queries_js__WEBPACK_IMPORTED_MODULE_4__/* .readSearchInputs */ .aI)(env, commit.commit, command);
    return { ...(0,_inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__/* .readFlowInputs */ .A)(env), ...commit, ...search };
}
/**
 * Searches `value` and reads the worst compliance state of what matched. 404 No matches gives
 * `notFound`; any other service failure is kept in `error` (the caller decides whether it
 * fails the step). Invalid values throw a ValidationError before anything is sent.
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
        if (found.artifacts.length === 0 && skipped === 0)
            outcome.notFound = true;
        else {
            // A skipped item may have been the worst: it counts as an artifact of unknown state.
            const unknown = skipped > 0 ? [{ fingerprint: '', name: '' }] : [];
            outcome.complianceState = (0,_compliance_js__WEBPACK_IMPORTED_MODULE_5__/* .worstComplianceState */ .O0)([...found.artifacts, ...unknown]);
        }
    }
    catch (err) {
        if (!(err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
            throw err;
        if (err.status === 404)
            outcome.notFound = true;
        else
            outcome.error = err.message;
    }
    return outcome;
}
/** The artifacts again, each linked to its page, preferring this flow's record of it. */
function linkSearchedArtifacts(artifacts, search, flow) {
    // One pass over what was found (not one per artifact): by fingerprint, the first record,
    // replaced by the first of this flow when the fingerprint is in other flows of the commit too.
    const byFingerprint = new Map();
    for (const s of search.result?.artifacts ?? []) {
        const first = byFingerprint.get(s.fingerprint);
        const ours = (s.flow ?? s.pipeline) === flow;
        if (!first || (ours && (first.flow ?? first.pipeline) !== flow)) {
            byFingerprint.set(s.fingerprint, s);
        }
    }
    return artifacts.map((a) => {
        const found = a.fingerprint === undefined ? undefined : byFingerprint.get(a.fingerprint);
        return found?.html_url ? { ...a, htmlUrl: found.html_url } : a;
    });
}
async function runSearch(config, delivery) {
    const value = config.searchValue;
    const search = await searchValue(config, delivery, value);
    const parts = { search, warnings: search.warnings ?? [], ...judgeSearch(config, search) };
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(searchCommand, config, parts);
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
    const state = search.complianceState ?? _compliance_js__WEBPACK_IMPORTED_MODULE_5__/* .UNKNOWN_STATE */ .fq;
    const compliant = (0,_compliance_js__WEBPACK_IMPORTED_MODULE_5__/* .isCompliantState */ .ll)(state) === true;
    const failures = config.failOnNonCompliant && !compliant
        ? [`'${value}' is not compliant: compliance state ${state}.`]
        : [];
    return { compliant, failures, notices: [] };
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

/***/ 61372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ checkedContent),
/* harmony export */   Mu: () => (/* binding */ OUTBOX_FORMAT),
/* harmony export */   Zt: () => (/* binding */ MAX_OUTBOX_BYTES),
/* harmony export */   fo: () => (/* binding */ requestOf),
/* harmony export */   hh: () => (/* binding */ OUTBOX_FILE),
/* harmony export */   pq: () => (/* binding */ outboxContent),
/* harmony export */   xj: () => (/* binding */ OUTBOX_VERSION)
/* harmony export */ });
/* unused harmony export MAX_OUTBOX_WRITES */
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77934);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26505);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(448);
/**
 * What an outbox holds (docs/bad-day.md): writes that could not be delivered, kept exactly as
 * they would have been sent — method, path under the API base, JSON body, every multipart part
 * with its bytes — each with the id it was given and where it was first made (its origin: the
 * run, and the commit, flow and trail it records about). This module builds that content and
 * checks what a replay may send of it; seal.ts seals it, file.ts stores it.
 */



const OUTBOX_FORMAT = 'records-action-outbox';
/** Version 1 was written in clear; version 2 is sealed (seal.ts). */
const OUTBOX_VERSION = 2;
/** The file name the outbox is written under (and looked for in a folder). */
const OUTBOX_FILE = 'records-outbox.json';
/** The most writes one outbox may hold (10 × the 1,000 artifacts of the largest benchmark). */
const MAX_OUTBOX_WRITES = 10_000;
/** The largest outbox file read (a JUnit attachment is at most 10 MB; 10,000 reports ≈ 30 MB). */
const MAX_OUTBOX_BYTES = 64 * 1024 * 1024;
const StoredFileSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    filename: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    contentType: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    /** The bytes, base64. */
    data: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
const StoredBodySchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .variant */ .Oxt('kind', [
    valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ kind: valibot__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('json'), value: valibot__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J() }),
    valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        kind: valibot__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('form'),
        fields: valibot__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
        files: valibot__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), StoredFileSchema)
    })
]);
const StoredWriteSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .uuid */ .uRe()),
    kind: valibot__WEBPACK_IMPORTED_MODULE_1__/* .picklist */ .KIO(['artifact', 'junit', 'override']),
    label: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .maxLength */ .Ru6(1000)),
    /** Index into the outbox's origins. */
    origin: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_1__/* .minValue */ .Wwf(0)),
    method: valibot__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('POST'),
    path: valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    body: StoredBodySchema,
    reason: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
const OriginSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    repository: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    run: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    job: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    attempt: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    written: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    org: valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    flow: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    trail: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    commit: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    checkName: valibot__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
});
const ContentSchema = valibot__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    origins: valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(OriginSchema),
    writes: valibot__WEBPACK_IMPORTED_MODULE_1__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(StoredWriteSchema), valibot__WEBPACK_IMPORTED_MODULE_1__/* .maxLength */ .Ru6(MAX_OUTBOX_WRITES))
});
/** The content of an outbox of `entries`: those made here get `here` as their origin. */
function outboxContent(entries, here) {
    const origins = [];
    const keys = new Map();
    const indexOf = (origin) => {
        const key = JSON.stringify(origin);
        let index = keys.get(key);
        if (index === undefined) {
            index = origins.push(origin) - 1;
            keys.set(key, index);
        }
        return index;
    };
    const writes = entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        label: e.label,
        origin: indexOf(e.origin ?? here),
        method: 'POST',
        path: [...e.request.path],
        body: storeBody(e.request.payload),
        reason: e.reason
    }));
    return { origins, writes };
}
function storeBody(payload) {
    if (!payload || payload.kind === 'json')
        return { kind: 'json', value: payload?.value ?? null };
    const files = {};
    for (const [name, file] of Object.entries(payload.parts.files ?? {})) {
        if (!file)
            continue;
        files[name] = {
            filename: file.filename,
            ...(file.contentType ? { contentType: file.contentType } : {}),
            data: Buffer.from(file.data).toString('base64')
        };
    }
    return { kind: 'form', fields: payload.parts.jsonFields, files };
}
/** The request a stored write was built from, bytes restored. */
function requestOf(write) {
    const body = write.body;
    if (body.kind === 'json') {
        return { method: 'POST', path: write.path, payload: { kind: 'json', value: body.value } };
    }
    const files = {};
    for (const [name, f] of Object.entries(body.files)) {
        files[name] = {
            filename: f.filename,
            data: Buffer.from(f.data, 'base64'),
            ...(f.contentType ? { contentType: f.contentType } : {})
        };
    }
    return {
        method: 'POST',
        path: write.path,
        payload: { kind: 'form', parts: { jsonFields: body.fields, files } }
    };
}
/**
 * The content of an opened outbox, checked: its structure, its bound, and each write against
 * the three shapes a write can have and the replay step's org. Throws naming the first write
 * that is not one (docs/bad-day.md: only what an outbox can hold is ever sent).
 */
function checkedContent(content, org) {
    const parsed = valibot__WEBPACK_IMPORTED_MODULE_1__/* .safeParse */ .xLC(ContentSchema, content);
    if (!parsed.success) {
        const issue = parsed.issues[0];
        const where = valibot__WEBPACK_IMPORTED_MODULE_1__/* .getDotPath */ .BuJ(issue) ?? 'its content';
        if (issue.type === 'max_length' && where === 'writes') {
            throw new Error(`it holds more than ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U)(MAX_OUTBOX_WRITES, 'write')}, the bound`);
        }
        throw new Error(`it is not an outbox's content (${where}: ${issue.message})`);
    }
    const out = parsed.output;
    const ids = new Set();
    for (const [i, w] of out.writes.entries()) {
        const refuse = (why) => new Error(`write ${i + 1} (${JSON.stringify(w.label)}) ${why}`);
        if (ids.has(w.id))
            throw refuse('repeats the id of another write');
        ids.add(w.id);
        if (w.origin >= out.origins.length)
            throw refuse('names an origin the outbox does not have');
        const shape = (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .writeShapeOf */ .Sq)(requestOf(w));
        if ('problem' in shape)
            throw refuse(`is not a write this action makes: ${shape.problem}`);
        if (shape.kind !== w.kind)
            throw refuse(`says it is a ${w.kind} write but is a ${shape.kind}`);
        if (shape.org !== org) {
            throw refuse(`is for the org '${shape.org}', not for '${org}', the org of this step`);
        }
    }
    return out;
}


/***/ }),

/***/ 36539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ openOutboxFile),
/* harmony export */   RR: () => (/* binding */ outboxFiles),
/* harmony export */   UI: () => (/* binding */ OutboxRefusedError),
/* harmony export */   xr: () => (/* binding */ writeOutboxFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(448);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61372);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3524);
/**
 * An outbox as a file: its content sealed with the api-token (seal.ts), with in clear only
 * what a person needs to tell outboxes apart — when, which run, how many writes. Read back
 * only within the bound, opened only with the token, and checked before anything is sent.
 */






/** An outbox replay will not send anything of: why, naming it. */
class OutboxRefusedError extends Error {
    outbox;
    constructor(outbox, reason) {
        super(`The outbox ${outbox} is refused, and nothing was sent: ${reason}`);
        this.outbox = outbox;
        this.name = 'OutboxRefusedError';
    }
}
/** Writes the sealed outbox as `dir/records-outbox.json`; returns its path. */
async function writeOutboxFile(dir, content, source, token) {
    const clear = {
        format: _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FORMAT */ .Mu,
        version: _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_VERSION */ .xj,
        written: new Date().toISOString(),
        source: { ...source },
        writes: content.writes.length
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FILE */ .hh);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .seal */ .od)(clear, content, token), 'utf8');
    return file;
}
/** Every outbox file at `where`: the file itself, or each `records-outbox.json` in the folder. */
async function outboxFiles(where) {
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(where)).isDirectory())
        return [where];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(where, { recursive: true, withFileTypes: true });
    return entries
        .filter((e) => e.isFile() && e.name === _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FILE */ .hh)
        .map((e) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(e.parentPath, e.name))
        .sort();
}
/**
 * Opens one outbox file with `token` and checks it for `org`; throws OutboxRefusedError naming
 * `name` and saying why: too large, not an outbox, not sealed, sealed with another token,
 * altered, or holding what an outbox cannot hold.
 */
async function openOutboxFile(file, name, token, org) {
    const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file)).size;
    if (size > _document_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTBOX_BYTES */ .Zt) {
        throw new OutboxRefusedError(name, `it is ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_5__/* .count */ .U)(size, 'byte')}, over the bound of ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_5__/* .count */ .U)(_document_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTBOX_BYTES */ .Zt, 'byte')}`);
    }
    try {
        const { clear, content } = (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .open */ .ho)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_FORMAT */ .Mu, _document_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTBOX_VERSION */ .xj, token);
        const source = clear.source;
        const checked = (0,_document_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedContent */ .Du)(content, org);
        if (clear.writes !== checked.writes.length) {
            throw new Error(`it says it holds ${String(clear.writes)} writes but holds ${checked.writes.length}`);
        }
        return {
            name,
            written: String(clear.written),
            source: {
                repository: String(source?.repository ?? ''),
                run: String(source?.run ?? ''),
                job: String(source?.job ?? ''),
                attempt: String(source?.attempt ?? '')
            },
            content: checked
        };
    }
    catch (err) {
        throw new OutboxRefusedError(name, (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err));
    }
}


/***/ }),

/***/ 68232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Os: () => (/* binding */ writeFolderReceipt),
/* harmony export */   W4: () => (/* binding */ Receipts),
/* harmony export */   ZH: () => (/* binding */ outboxName),
/* harmony export */   d1: () => (/* binding */ readFolderReceipt),
/* harmony export */   oN: () => (/* binding */ receiptName),
/* harmony export */   sj: () => (/* binding */ addReceipt)
/* harmony export */ });
/* unused harmony exports RECEIPT_FORMAT, sealReceipt, openReceipt, receiptFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3524);
/**
 * Exactly once (docs/bad-day.md): a replay keeps a receipt of every write it recorded, sealed
 * like the outbox, and the next replay of the same writes sends only what no receipt names.
 * Receipts are kept per origin (the run that first deferred the writes): beside an outbox folder
 * as `records-receipt-<run>-<job>-<attempt>.json`, and on GitHub as a workflow artifact of that
 * name on the replaying run, found again through the repository's artifact list. A receipt that
 * cannot be opened with the token (planted, altered, another token) is ignored, with a warning.
 */




const RECEIPT_FORMAT = 'records-action-receipt';
const RECEIPT_VERSION = 1;
/** What every receipt found says: by origin, the writes recorded and when. */
class Receipts {
    byRun = new Map();
    /** That write `d.id` of `origin` was recorded (the first word on it is kept). */
    add(origin, d) {
        const key = runKey(origin);
        const known = this.byRun.get(key) ?? new Map();
        this.byRun.set(key, known);
        if (!known.has(d.id))
            known.set(d.id, d);
    }
    find(origin, id) {
        return this.byRun.get(runKey(origin))?.get(id);
    }
    /** Everything known of `origin`, for its next receipt. */
    all(origin) {
        return [...(this.byRun.get(runKey(origin))?.values() ?? [])];
    }
}
const runKey = (r) => JSON.stringify([r.repository, r.run, r.job, r.attempt]);
/** `records-receipt-<run>-<job>-<attempt>` of the origin, without what artifact names refuse. */
function receiptName(origin) {
    return artifactSafe(`records-receipt-${origin.run}-${origin.job}-${origin.attempt}`);
}
/** `records-outbox-<run id>-<job>-<attempt>`, without what artifact names refuse. */
function outboxName(run) {
    return artifactSafe(`records-outbox-${run.run}-${run.job}-${run.attempt}`);
}
function artifactSafe(name) {
    return name.replace(/[":<>|*?\\/\r\n\s]+/g, '_');
}
/** The receipt of `delivered` writes of `origin`, sealed with `token`. */
function sealReceipt(origin, delivered, token) {
    const clear = {
        format: RECEIPT_FORMAT,
        version: RECEIPT_VERSION,
        written: new Date().toISOString(),
        origin: { ...origin },
        writes: delivered.length
    };
    return (0,_seal_js__WEBPACK_IMPORTED_MODULE_3__/* .seal */ .od)(clear, { delivered }, token);
}
/** The writes a receipt says were recorded; throws SealError when it cannot be opened. */
function openReceipt(text, token) {
    const { content } = (0,_seal_js__WEBPACK_IMPORTED_MODULE_3__/* .open */ .ho)(text, RECEIPT_FORMAT, RECEIPT_VERSION, token);
    const delivered = content?.delivered;
    if (!Array.isArray(delivered))
        throw new _seal_js__WEBPACK_IMPORTED_MODULE_3__/* .SealError */ .EM('not-ours', 'it holds no list of writes');
    return delivered.filter((d) => typeof d?.id === 'string' && typeof d.at === 'string' && typeof d.by === 'object');
}
/**
 * Adds what the receipt text of `origin` says to `receipts`; returns a warning naming `name`
 * when it cannot be opened (it is then ignored: a receipt can only make a replay send less).
 */
function addReceipt(receipts, origin, text, name, token) {
    try {
        for (const d of openReceipt(text, token))
            receipts.add(origin, d);
        return undefined;
    }
    catch (err) {
        return `The receipt ${name} was ignored: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)}.`;
    }
}
/** The receipt file of `origin` in `folder`. */
function receiptFile(folder, origin) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, `${receiptName(origin)}.json`);
}
/** Adds the receipt of `origin` kept in `folder`, if there is one. */
async function readFolderReceipt(receipts, folder, origin, token) {
    const file = receiptFile(folder, origin);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        return undefined;
    }
    return addReceipt(receipts, origin, text, file, token);
}
/** Writes the receipt of `origin` into `folder`; returns its path. */
async function writeFolderReceipt(folder, origin, delivered, token) {
    const file = receiptFile(folder, origin);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, sealReceipt(origin, delivered, token), 'utf8');
    return file;
}


/***/ }),

/***/ 3524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ SealError),
/* harmony export */   ho: () => (/* binding */ open),
/* harmony export */   od: () => (/* binding */ seal)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Sealing (docs/bad-day.md, the outbox's threat model): a document that only the holder of the
 * api-token can open, and that nobody can alter unnoticed. AES-256-GCM under a key derived from
 * the token with HKDF-SHA-256 and a random salt per document; what stays in clear (what a person
 * needs to tell documents apart) is authenticated as the cipher's additional data. A check value
 * derived from the token with the same salt tells "sealed with another token" (a rotated token)
 * from "altered". Node's own crypto, nothing hand-rolled.
 */

const CIPHER = 'AES-256-GCM';
const KDF = 'HKDF-SHA-256';
const KEY_INFO = 'records-action seal: AES-256-GCM key';
const CHECK_INFO = 'records-action seal: token check';
class SealError extends Error {
    problem;
    constructor(problem, message) {
        super(message);
        this.problem = problem;
        this.name = 'SealError';
    }
}
function derive(token, salt, info, bytes) {
    return Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', Buffer.from(token, 'utf8'), salt, info, bytes));
}
/** The clear part as the cipher authenticates it: its keys in order, so any change shows. */
function additionalData(clear) {
    const sorted = Object.fromEntries(Object.entries(clear).sort(([a], [b]) => (a < b ? -1 : 1)));
    return Buffer.from(JSON.stringify(sorted), 'utf8');
}
/** `content` sealed under `token`, with `clear` readable by anyone: a JSON text. */
function seal(clear, content, token) {
    const salt = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32);
    const iv = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12);
    const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-gcm', derive(token, salt, KEY_INFO, 32), iv);
    cipher.setAAD(additionalData(clear));
    const sealed = Buffer.concat([
        cipher.update(JSON.stringify(content), 'utf8'),
        cipher.final()
    ]).toString('base64');
    const params = {
        cipher: CIPHER,
        kdf: KDF,
        salt: salt.toString('base64'),
        check: derive(token, salt, CHECK_INFO, 16).toString('base64'),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64')
    };
    return JSON.stringify({ ...clear, seal: params, sealed });
}
/**
 * Opens a sealed JSON text of `format` with `token`: its clear part and its content. Throws a
 * SealError saying which of not ours, not sealed, sealed with another token, or altered.
 */
function open(text, format, version, token) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        throw new SealError('not-ours', 'it is not JSON');
    }
    if (!isRecord(doc) || doc.format !== format) {
        throw new SealError('not-ours', `it is not a ${format} document`);
    }
    const { seal: params, sealed, ...clear } = doc;
    if (clear.version !== version || !isSeal(params) || typeof sealed !== 'string') {
        throw new SealError('unsealed', `it is not sealed (a sealed ${format} is version ${version})`);
    }
    const salt = Buffer.from(params.salt, 'base64');
    const check = Buffer.from(params.check, 'base64');
    const expected = derive(token, salt, CHECK_INFO, 16);
    if (check.length !== expected.length || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(check, expected)) {
        throw new SealError('other-token', 'it was sealed with another api-token (was the token rotated since it was written?)');
    }
    try {
        const decipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createDecipheriv)('aes-256-gcm', derive(token, salt, KEY_INFO, 32), Buffer.from(params.iv, 'base64'), 
        // A shorter tag would be accepted otherwise, and is easier to forge.
        { authTagLength: 16 });
        decipher.setAAD(additionalData(clear));
        decipher.setAuthTag(Buffer.from(params.tag, 'base64'));
        const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]);
        return { clear: clear, content: JSON.parse(plain.toString('utf8')) };
    }
    catch {
        throw new SealError('altered', 'it was altered after it was sealed (its seal does not match)');
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isSeal(value) {
    if (!isRecord(value) || value.cipher !== CIPHER || value.kdf !== KDF)
        return false;
    return ['salt', 'check', 'iv', 'tag'].every((k) => typeof value[k] === 'string');
}


/***/ })

};
