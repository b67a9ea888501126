export const id = 451;
export const ids = [451];
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

/***/ 71451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  legsCommand: () => (/* binding */ legsCommand),
  runLegs: () => (/* binding */ runLegs)
});

// EXTERNAL MODULE: ./src/api/operations.ts + 2 modules
var operations = __webpack_require__(26505);
// EXTERNAL MODULE: ./src/compliance/judge.ts
var judge = __webpack_require__(97248);
// EXTERNAL MODULE: ./src/context/commit.ts
var commit = __webpack_require__(43002);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/run-record.ts
var run_record = __webpack_require__(35158);
// EXTERNAL MODULE: ./src/inputs/attestation.ts
var inputs_attestation = __webpack_require__(9335);
// EXTERNAL MODULE: ./src/inputs/commit-inputs.ts
var commit_inputs = __webpack_require__(16188);
// EXTERNAL MODULE: ./src/inputs/flow.ts
var inputs_flow = __webpack_require__(28729);
// EXTERNAL MODULE: ./src/inputs/junit-inputs.ts + 2 modules
var junit_inputs = __webpack_require__(60699);
;// CONCATENATED MODULE: ./src/legs/count.ts
/** The canonical JSON of matrix values: the same whatever their key order. */
function matrixKey(matrix) {
    const sorted = (value) => {
        if (Array.isArray(value))
            return value.map(sorted);
        if (value === null || typeof value !== 'object')
            return value;
        const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
    };
    return JSON.stringify(sorted(matrix));
}
/** The leg's values as GitHub writes them in its job's name: `ubuntu-latest, 20`. */
function jobValues(matrix) {
    return Object.values(matrix)
        .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
        .join(', ');
}
/** The values in a job's name `<job> (<values>)`, '' for the job itself, else undefined. */
function valuesInName(name, job) {
    if (name === job)
        return '';
    const prefix = `${job} (`;
    return name.startsWith(prefix) && name.endsWith(')') ? name.slice(prefix.length, -1) : undefined;
}
/** Why a job that left no record is missing, from how GitHub says it ended. */
function whyMissing(job) {
    if (job.status !== 'completed')
        return 'still running';
    switch (job.conclusion) {
        case 'cancelled':
            return 'cancelled';
        case 'skipped':
            return 'skipped';
        case 'timed_out':
            return 'timed out';
        case 'failure': {
            const step = job.steps.find((s) => s.conclusion === 'failure');
            return step ? `failed in ${step.name}` : 'failed before its first step';
        }
        default:
            return 'no report';
    }
}
/** The legs asked for, each with the key its record is found by. */
function askedLegs(expect, records, jobs, words) {
    if (expect.kind === 'count') {
        return Array.from({ length: expect.legs }, (_, index) => ({
            ref: { index, words: `leg ${index + 1} of ${expect.legs}` },
            key: String(index),
            why: 'no report'
        }));
    }
    if (expect.kind === 'list') {
        return expect.legs.map((matrix) => ({
            ref: { matrix, words: words(matrix) },
            key: matrixKey(matrix),
            why: 'no report'
        }));
    }
    // Keys from any record, to name a leg that left none by its values' keys.
    const keys = records.length > 0 ? Object.keys(records[0].record.leg.matrix) : [];
    return jobs.flatMap((job) => {
        const values = valuesInName(job.name, expect.job);
        if (values === undefined)
            return [];
        const parts = values === '' ? [] : values.split(', ');
        const shown = parts.length > 0 && parts.length === keys.length
            ? keys.map((k, i) => `${k}: ${parts[i]}`).join(', ')
            : values || job.name;
        return [
            {
                ref: { job: job.name, words: shown },
                key: values,
                ...(job.run_attempt > 0 && { attempt: job.run_attempt }),
                why: whyMissing(job)
            }
        ];
    });
}
/** The key a record is found by, as `expect` asks for legs. */
function keyOf(expect, opened) {
    const leg = opened.record.leg;
    if (expect.kind === 'count')
        return leg.index === undefined ? undefined : String(leg.index);
    if (expect.kind === 'list')
        return matrixKey(leg.matrix);
    return jobValues(leg.matrix);
}
/** The newest record of each key (a later attempt over an earlier one, then the later written). */
function newestByKey(expect, records) {
    const byKey = new Map();
    for (const r of records) {
        const key = keyOf(expect, r);
        if (key === undefined)
            continue;
        byKey.set(key, [...(byKey.get(key) ?? []), r]);
    }
    const newest = (a, b) => Number(b.record.run.attempt) - Number(a.record.run.attempt) ||
        b.written.localeCompare(a.written);
    for (const list of byKey.values())
        list.sort(newest);
    return byKey;
}
/** The legs asked for, reported or missing; records of legs not asked for, in words. */
function countLegs(expect, records, jobs, words) {
    const asked = askedLegs(expect, records, jobs, words);
    const byKey = newestByKey(expect, records);
    const reported = [];
    const missing = [];
    for (const leg of asked) {
        const found = (byKey.get(leg.key) ?? []).find((r) => leg.attempt === undefined || Number(r.record.run.attempt) === leg.attempt);
        if (!found) {
            missing.push({ ...leg.ref, why: leg.why });
            continue;
        }
        const r = found.record;
        reported.push({
            ...leg.ref,
            ...(r.leg.index !== undefined && { index: r.leg.index }),
            matrix: r.leg.matrix,
            words: words(r.leg.matrix) || leg.ref.words,
            attempt: Number(r.run.attempt),
            write: r.write,
            tests: r.counts
        });
    }
    const askedKeys = new Set(asked.map((l) => l.key));
    const unasked = [...byKey.entries()]
        .filter(([key]) => !askedKeys.has(key))
        .map(([, [r]]) => words(r.record.leg.matrix) || r.name);
    return { expected: asked.length, reported, missing, unasked };
}

// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
;// CONCATENATED MODULE: ./src/inputs/legs-inputs.ts



/** GitHub runs at most 256 jobs of one matrix. */
const MAX_LEGS = 256;
/** `expect-legs` (with `legs-job` for `auto`). */
function readLegsInputs(env, command) {
    const value = (0,read/* readRequired */.yu)(env, 'expect-legs', { for: command });
    if (value === 'auto') {
        const job = (0,read/* read */.LF)(env, 'legs-job');
        if (!job)
            throw (0,read/* missing */.LO)('legs-job', { for: 'expect-legs: auto' });
        return { expectLegs: { kind: 'auto', job } };
    }
    if (/^\d+$/.test(value)) {
        const legs = Number(value);
        if (legs < 1 || legs > MAX_LEGS) {
            throw new errors/* InputError */.dz('expect-legs', value, `must be a number of legs from 1 to ${MAX_LEGS}`);
        }
        return { expectLegs: { kind: 'count', legs } };
    }
    return { expectLegs: { kind: 'list', legs: matrixList(value) } };
}
/** A JSON list of 1 to MAX_LEGS matrix objects, no two alike. */
function matrixList(value) {
    const refuse = (why) => new errors/* InputError */.dz('expect-legs', value, `must be auto, a number of legs, or a JSON list of matrix objects: ${why}`);
    let parsed;
    try {
        parsed = JSON.parse(value);
    }
    catch {
        throw refuse('it is none of these');
    }
    if (!Array.isArray(parsed))
        throw refuse('it is not a list');
    if (parsed.length < 1 || parsed.length > MAX_LEGS) {
        throw refuse(`it lists ${parsed.length} legs, not 1 to ${MAX_LEGS}`);
    }
    const isObject = (x) => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).length > 0;
    const bad = parsed.findIndex((x) => !isObject(x));
    if (bad >= 0)
        throw refuse(`item ${bad + 1} is not an object of matrix values`);
    const keys = parsed.map((x) => matrixKey(x));
    const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i);
    if (twice >= 0)
        throw refuse(`item ${twice + 1} lists the same leg as an earlier one`);
    return parsed;
}
/** The key of `user_data` the override's legs go under, beside the user's own keys. */
const LEGS_USER_DATA_KEY = 'records_action_legs';
/**
 * `user-data` for the override of missing legs: an object (the legs go beside its keys, under
 * LEGS_USER_DATA_KEY), or nothing. Anything else, or a key of the action's own, is refused.
 */
function legsUserData(env, userData) {
    if (userData === undefined)
        return undefined;
    const file = (0,read/* read */.LF)(env, 'user-data');
    if (typeof userData !== 'object' || userData === null || Array.isArray(userData)) {
        throw new errors/* InputError */.dz('user-data', file, `must hold a JSON object for command legs: the legs go beside its keys, under ${LEGS_USER_DATA_KEY}`);
    }
    if (Object.hasOwn(userData, LEGS_USER_DATA_KEY)) {
        throw new errors/* InputError */.dz('user-data', file, `has the key ${LEGS_USER_DATA_KEY}, which this action fills with the legs: rename it`);
    }
    return userData;
}
/**
 * The legs are counted in a run of GitHub Actions, through GitHub's API, where the legs can save
 * presence records (not on GitHub Enterprise Server): refused before any request otherwise.
 */
function refuseWhereLegsCannotBeCounted(run) {
    const cannot = run.runner.cannotReadArtifacts;
    if (cannot === 'enterprise-server') {
        throw new errors/* InputError */.dz('command', run.command, 'cannot count legs on GitHub Enterprise Server: its legs cannot save presence records there (no workflow artifacts)');
    }
    if (cannot === 'outside-actions' || !/^\d+$/.test(run.github.runId)) {
        throw new errors/* InputError */.dz('command', run.command, 'counts the legs of its own run: it needs a GitHub Actions run');
    }
    if (run.githubToken === '') {
        throw new errors/* InputError */.dz('github-token', '', "is required for legs: the legs' presence records are read through GitHub's API (permissions: actions: read)");
    }
}

// EXTERNAL MODULE: ./src/inputs/matrix.ts
var matrix = __webpack_require__(14640);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/english.ts
var english = __webpack_require__(448);
// EXTERNAL MODULE: ./src/legs/presence.ts
var presence = __webpack_require__(88300);
;// CONCATENATED MODULE: ./src/legs/read.ts
/**
 * The presence records of a run, as `command: legs` reads them: listed through the REST API
 * (the run's own artifacts, `actions: read`), each downloaded and extracted within its bound
 * and the whole within a download budget (outbox/artifact.ts), then opened with the api-token.
 * A record that cannot be opened, or that is about something else than this step asks about,
 * is left out: it can only make a leg look missing (docs/matrix-builds.md, "Threat model").
 */





/** The most records read: 256 legs (GitHub's most in a matrix) with four records steps each. */
const MAX_PRESENCE_RECORDS = 1024;
/**
 * The records of run `subject.run` about `subject`; throws when GitHub refuses the list (its
 * error as it is: the caller names the permission) or the downloads run past their budget.
 */
async function presenceOfRun(access, subject, token, base) {
    const { DownloadBudget, DownloadBudgetError, listRunArtifacts, withDownloaded } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(22)]).then(__webpack_require__.bind(__webpack_require__, 39641));
    const runId = Number(subject.run);
    const listed = await listRunArtifacts(access, runId, (0,presence/* presencePrefix */.wN)(subject.run));
    if (listed.length > MAX_PRESENCE_RECORDS) {
        throw new Error(`${(0,english/* count */.U9)(listed.length, 'presence record')} found in run ${subject.run}, more than ` +
            `${(0,english/* thousands */.oh)(MAX_PRESENCE_RECORDS)}, the most a step reads; no leg was counted`);
    }
    const budget = new DownloadBudget(`the presence records of run ${subject.run}`).planned(listed);
    const found = { records: [], ignored: [] };
    for (const artifact of listed) {
        const bounded = { ...artifact, bound: presence/* MAX_PRESENCE_BYTES */.TY, budget };
        try {
            const opened = await withDownloaded(access, bounded, base, (dir) => openIn(dir, artifact.name, token));
            const why = notAbout(opened, subject);
            if (why)
                found.ignored.push(`${artifact.name}: ${why}`);
            else
                found.records.push(opened);
        }
        catch (err) {
            if (err instanceof DownloadBudgetError)
                throw err;
            found.ignored.push(`${artifact.name}: ${(0,errors/* errorMessage */.gJ)(err)}`);
        }
    }
    return found;
}
/** The one record file an artifact holds, opened. */
async function openIn(dir, name, token) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    if (entries.length !== 1 || !entries[0].isFile()) {
        throw new Error(`it holds ${(0,english/* count */.U9)(entries.length, 'entry', 'entries')}, not one file`);
    }
    return (0,presence/* openPresence */.Oy)(await (0,promises_.readFile)(external_node_path_default().join(dir, entries[0].name), 'utf8'), token, name);
}
/** Why an opened record does not count for `subject`, or undefined when it does. */
function notAbout(opened, subject) {
    const r = opened.record;
    if (r.run.repository !== subject.repository || r.run.run !== subject.run) {
        return `it was written by run ${r.run.run} of ${r.run.repository}, not by this run`;
    }
    if (!(Number(r.run.attempt) <= subject.attempt)) {
        return `it says attempt ${r.run.attempt}, after this one (${subject.attempt})`;
    }
    const theirs = [r.org, r.flow, r.trail, r.attestation];
    const ours = [subject.org, subject.flow, subject.trail, subject.attestation];
    if (theirs.some((t, i) => t !== ours[i])) {
        return `it is about the attestation '${r.attestation}' of trail '${r.trail}' in flow '${r.flow}' of '${r.org}', not this step's`;
    }
    if (subject.commit && r.commit !== subject.commit) {
        return `it is about the commit ${r.commit ?? 'none'}, not ${subject.commit}`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/commands/attestation-body.ts
var attestation_body = __webpack_require__(54657);
// EXTERNAL MODULE: ./src/commands/command.ts
var command = __webpack_require__(53155);
;// CONCATENATED MODULE: ./src/commands/legs.ts















async function readInputs(env, run) {
    const { command, workspace } = run;
    const flow = (0,inputs_flow/* readFlowInputs */.A)(env, command);
    const legs = readLegsInputs(env, command);
    const commit = await (0,commit_inputs/* readCommitInputs */.h)(env, workspace, run.github, { command, trail: true });
    const attestation = await (0,inputs_attestation/* readAttestationInputs */.e)(env, workspace, commit.buildUrl);
    const userData = legsUserData(env, attestation.userData);
    refuseWhereLegsCannotBeCounted(run);
    return {
        ...flow,
        ...(0,junit_inputs/* readAttestationNameInputs */.Z$)(env),
        ...legs,
        ...commit,
        ...attestation,
        userData
    };
}
/** What was asked, read: the presence records of this subject, and (auto) this attempt's jobs. */
async function readLegs(config) {
    const { github } = config;
    const access = {
        repository: github.repository,
        token: config.githubToken,
        apiUrl: github.apiUrl,
        maxRetries: config.maxRetries
    };
    const attempt = Number(github.runAttempt || '1');
    const subject = {
        repository: github.repository,
        run: github.runId,
        attempt,
        org: config.org,
        flow: config.flow,
        trail: config.trail,
        ...(config.commit && { commit: config.commit }),
        attestation: config.attestationName
    };
    let found;
    try {
        found = await presenceOfRun(access, subject, config.apiToken, config.runner.temp);
    }
    catch (err) {
        return { failure: `The legs' presence records could not be read: ${permissionWords(err)}` };
    }
    if (config.expectLegs.kind !== 'auto')
        return { found, jobs: [] };
    try {
        const jobs = await (0,run_record/* listAttemptJobs */.C7)(access, Number(github.runId), attempt);
        return { found, jobs };
    }
    catch (err) {
        return { failure: `expect-legs: auto could not read the run's jobs: ${permissionWords(err)}` };
    }
}
/** An error of GitHub's API (its client names the permission to grant when it is a refusal). */
function permissionWords(err) {
    return `${(0,errors/* errorMessage */.gJ)(err)}. No leg was counted and nothing was sent.`;
}
/** The failure of a step whose legs could not be counted: nothing was sent. */
function notCounted(config, failure, warnings = []) {
    return (0,command/* commandResult */.f)(legsCommand, config, { failures: [failure], warnings });
}
async function runLegs(config, delivery) {
    if (config.preview) {
        return (0,command/* commandResult */.f)(legsCommand, config, {
            notices: [
                'The legs were not counted: their presence records are sealed with the api-token, which this preview does not have.'
            ]
        });
    }
    const read = await readLegs(config);
    if ('failure' in read)
        return notCounted(config, read.failure);
    const expect = config.expectLegs;
    const warnings = read.found.ignored.map((why) => `A presence record was ignored: ${why}.`);
    if (expect.kind === 'auto' &&
        !read.jobs.some((j) => valuesInName(j.name, expect.job) !== undefined)) {
        return notCounted(config, noSuchJob(expect.job, read.jobs, config), warnings);
    }
    const counted = countLegs(expect, read.found.records, read.jobs, matrix/* matrixLegWords */.B8);
    const facts = legsFacts(counted);
    const judged = (0,judge/* judgeCompliance */.dV)({ legs: facts, failOnNonCompliant: config.failOnNonCompliant });
    const legs = {
        attestationName: config.attestationName,
        trail: config.trail,
        expect,
        expected: counted.expected,
        reported: counted.reported,
        missing: counted.missing
    };
    const notices = counted.unasked.map((words) => `A leg that was not asked for reported: ${words}.`);
    if (judged.compliant !== false) {
        return (0,command/* commandResult */.f)(legsCommand, config, { legs, ...judged, warnings, notices });
    }
    const { write, override, contextWarnings } = await sendOverride(config, delivery, counted, facts);
    return (0,command/* commandResult */.f)(legsCommand, config, {
        legs: { ...legs, writeId: write.id },
        override: { ...override, writeId: write.id },
        writes: [write],
        ...judged,
        warnings: [...warnings, ...contextWarnings],
        notices
    });
}
/** What the judge is told of the legs. */
function legsFacts(counted) {
    return { expected: counted.expected, reported: counted.reported, missing: counted.missing };
}
/** No job of `legs-job` ran in this attempt: the name is wrong, said with the names there are. */
function noSuchJob(job, jobs, config) {
    const names = [...new Set(jobs.map((j) => j.name))].slice(0, 20);
    return (`expect-legs: auto found no job named '${job}' (nor '${job} (…)') in attempt ` +
        `${config.github.runAttempt || '1'} of run ${config.github.runId}: legs-job must name the ` +
        `matrix job as GitHub lists it (its name:, else its key under jobs:). The jobs are: ` +
        `${names.length > 0 ? names.join(', ') : 'none'}. Nothing was sent.`);
}
/** A leg in the override's user_data: how it is known, and what it reported or why it did not. */
function legData(leg) {
    const { words: _words, ...data } = leg;
    return data;
}
/** The override of the legs' attestation to not compliant, naming each leg. */
async function sendOverride(config, delivery, counted, facts) {
    const { flow, trail, attestationName } = config;
    const context = await (0,commit/* loadCommitContext */.f)(config);
    const reason = (0,judge/* legsLine */.Ol)(facts);
    const legsData = {
        schema: 1,
        expect: config.expectLegs.kind,
        expected: counted.expected,
        reported: counted.reported.map(legData),
        missing: counted.missing.map(legData)
    };
    const userData = { ...config.userData, [LEGS_USER_DATA_KEY]: legsData };
    const body = {
        ...(0,attestation_body/* buildCommonAttestation */.a0)({ ...config, userData }, { gitCommitInfo: context.gitCommitInfo, repoInfo: context.repoInfo }),
        reason,
        new_compliance_status: false,
        original_attestation_type: 'junit'
    };
    const write = await delivery.write({
        kind: 'override',
        label: `override of attestation '${attestationName}' in trail '${trail}' (legs)`,
        request: () => (0,operations/* overrideRequest */.Kh)(config.org, flow, trail, body)
    });
    const override = {
        attestationName,
        attestationType: 'junit',
        compliant: false,
        reason,
        trail,
        ...(config.targetArtifacts?.length && { targetArtifacts: [...config.targetArtifacts] })
    };
    return { write, override, contextWarnings: context.warnings };
}
const legsCommand = {
    name: 'legs',
    title: 'matrix legs',
    verdict: true,
    online: true,
    readInputs,
    run: runLegs
};


/***/ }),

/***/ 35158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ listAttemptJobs),
/* harmony export */   lR: () => (/* binding */ readRunRecord)
/* harmony export */ });
/* unused harmony export RunRecordError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69390);
/**
 * GitHub's own record of a run: the jobs of one run attempt, as GitHub lists them (what ran,
 * how it ended, each step). Written by GitHub only, so a job of the run cannot forge it
 * (docs/matrix-builds.md, "Threat model"). Through GitHub's one client (client.ts); at most
 * MAX_PAGES pages are read.
 */


/**
 * The most pages read (100 jobs each): GitHub runs at most 256 jobs of a matrix, and a workflow
 * a few hundred jobs; past it, what was listed is what is known.
 */
const MAX_PAGES = 10;
/** A job as the API answers it: only the fields kept, each checked for its type. */
function jobOf(raw) {
    const text = (v) => (typeof v === 'string' ? v : null);
    const steps = Array.isArray(raw.steps) ? raw.steps : [];
    return {
        id: Number(raw.id),
        name: text(raw.name) ?? '',
        status: text(raw.status) ?? '',
        conclusion: text(raw.conclusion),
        run_attempt: Number(raw.run_attempt ?? 0),
        started_at: text(raw.started_at),
        completed_at: text(raw.completed_at),
        steps: steps.map((s) => ({
            name: text(s?.name) ?? '',
            number: Number(s?.number ?? 0),
            status: text(s?.status) ?? '',
            conclusion: text(s?.conclusion)
        }))
    };
}
/** GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs, every page. */
async function listAttemptJobs(access, runId, attempt) {
    const github = (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubClient */ .XB)(access);
    const jobs = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        let answer;
        try {
            const response = await github.run('list attempt jobs', (octokit) => octokit.rest.actions.listJobsForWorkflowRunAttempt({
                ...(0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRepo */ .QH)(access),
                run_id: runId,
                attempt_number: attempt,
                per_page: 100,
                page
            }));
            answer = response.data;
        }
        catch (err) {
            throw new RunRecordError(runId, attempt, err);
        }
        const listed = Array.isArray(answer.jobs) ? answer.jobs : [];
        for (const raw of listed)
            if (raw && typeof raw === 'object')
                jobs.push(jobOf(raw));
        const total = Number(answer.total_count);
        if (listed.length < 100 || !(jobs.length < total))
            break;
    }
    return jobs;
}
/** GitHub did not list the jobs: its status (403 without `actions: read`) and message. */
class RunRecordError extends Error {
    status;
    constructor(runId, attempt, cause) {
        super(`GitHub did not list the jobs of run ${runId}, attempt ${attempt}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(cause)}`);
        this.name = 'RunRecordError';
        const status = cause?.status;
        if (typeof status === 'number')
            this.status = status;
    }
}
/** A run's record as the API answers it, each field checked for its type. */
function runOf(raw) {
    return {
        id: Number(raw.id),
        attempt: Number(raw.run_attempt ?? 1),
        workflowId: Number(raw.workflow_id),
        path: typeof raw.path === 'string' ? raw.path : ''
    };
}
/**
 * GET /repos/{owner}/{repo}/actions/runs/{run_id} (its latest attempt), or
 * …/attempts/{attempt_number} when `attempt` is given: GitHub's record of it; undefined when
 * GitHub has none (404: no such run, or no such attempt). Any other failure throws.
 */
async function readRunRecord(access, runId, attempt) {
    const github = (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubClient */ .XB)(access);
    try {
        const { data } = await github.run('read run', (octokit) => attempt === undefined
            ? octokit.rest.actions.getWorkflowRun({ ...(0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRepo */ .QH)(access), run_id: runId })
            : octokit.rest.actions.getWorkflowRunAttempt({
                ...(0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRepo */ .QH)(access),
                run_id: runId,
                attempt_number: attempt
            }));
        return runOf(data);
    }
    catch (err) {
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(err) === 404)
            return undefined;
        throw new Error(`GitHub did not answer for run ${runId}${attempt === undefined ? '' : `, attempt ${attempt}`}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}`);
    }
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


/***/ }),

/***/ 88300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ presenceName),
/* harmony export */   Oy: () => (/* binding */ openPresence),
/* harmony export */   TY: () => (/* binding */ MAX_PRESENCE_BYTES),
/* harmony export */   ZU: () => (/* binding */ sealPresence),
/* harmony export */   qv: () => (/* binding */ MAX_REPORT_DIGESTS),
/* harmony export */   wN: () => (/* binding */ presencePrefix)
/* harmony export */ });
/* unused harmony export PRESENCE_FORMAT */
/* harmony import */ var valibot__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77934);
/* harmony import */ var _outbox_receipts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68232);
/* harmony import */ var _outbox_seal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3524);
/**
 * A presence record (docs/matrix-builds.md, "Every leg accounted for"): what one matrix leg's
 * records step leaves in the run to say that it ran and what it attested — sealed with the
 * api-token as the outbox is (outbox/seal.ts), so that a record nobody holding the token wrote
 * is never believed. This module builds, names, seals and opens it; leave.ts saves one, read.ts
 * finds a run's.
 */



const PRESENCE_FORMAT = 'records-action-leg';
const PRESENCE_VERSION = 1;
/** The name every presence record of run `<id>` starts with: `records-leg-<id>-`. */
const presencePrefix = (runId) => `records-leg-${runId}-`;
/** The most bytes a record may take, zipped or extracted: a few KB of counts and digests. */
const MAX_PRESENCE_BYTES = 1024 * 1024;
/** The most report digests a record holds; the rest are counted (`reportsOmitted`). */
const MAX_REPORT_DIGESTS = 1000;
const CountsSchema = valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    total: valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    failures: valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    errors: valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    skipped: valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
});
const PresenceSchema = valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    run: valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ repository: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), run: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), job: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), attempt: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    step: valibot__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    leg: valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        /** `strategy.job-index`: the leg's place in its matrix, from 0. */
        index: valibot__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .minValue */ .Wwf(0))),
        /** `strategy.job-total`. */
        total: valibot__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .minValue */ .Wwf(1))),
        matrix: valibot__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())
    }),
    org: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    flow: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    trail: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    commit: valibot__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    attestation: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** What became of the leg's attestation: in the service, or in its saved outbox. */
    write: valibot__WEBPACK_IMPORTED_MODULE_2__/* .picklist */ .KIO(['recorded', 'deferred']),
    counts: CountsSchema,
    reports: valibot__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(valibot__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), sha256: valibot__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })), valibot__WEBPACK_IMPORTED_MODULE_2__/* .maxLength */ .Ru6(MAX_REPORT_DIGESTS)),
    reportsOmitted: valibot__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(valibot__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .ndf(), valibot__WEBPACK_IMPORTED_MODULE_2__/* .minValue */ .Wwf(0))
});
/**
 * `records-leg-<run id>-<job>-<attempt>-<job-index>-<step>`: one per leg and step of a run;
 * `nth` > 1 is the name tried when the one before was taken (`-2`, `-3`, …).
 */
function presenceName(record, nth = 1) {
    const { run, job, attempt } = record.run;
    const parts = [job, attempt, record.leg.index, record.step].filter((p) => p !== undefined);
    return (0,_outbox_receipts_js__WEBPACK_IMPORTED_MODULE_0__/* .stepArtifactName */ .o4)(`${presencePrefix(run)}${parts.join('-')}`, nth > 1 ? `-${nth}` : '');
}
/** The record sealed with `token`: in clear only the format, version, when, and the run. */
function sealPresence(record, token, written) {
    const clear = { format: PRESENCE_FORMAT, version: PRESENCE_VERSION, written, run: record.run };
    return (0,_outbox_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .seal */ .od)(clear, record, token);
}
/**
 * The record a text holds, opened with `token` and checked; throws a SealError (not ours,
 * unsealed, another token, altered) or an Error naming what is not a record's.
 */
function openPresence(text, token, name) {
    const { clear, content } = (0,_outbox_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)(text, PRESENCE_FORMAT, PRESENCE_VERSION, token);
    const parsed = valibot__WEBPACK_IMPORTED_MODULE_2__/* .safeParse */ .xLC(PresenceSchema, content);
    if (!parsed.success) {
        const where = valibot__WEBPACK_IMPORTED_MODULE_2__/* .getDotPath */ .BuJ(parsed.issues[0]) ?? 'its content';
        throw new _outbox_seal_js__WEBPACK_IMPORTED_MODULE_1__/* .SealError */ .EM('not-ours', `it is not a presence record (${where}: ${parsed.issues[0].message})`);
    }
    const written = typeof clear.written === 'string' ? clear.written : '';
    return { record: parsed.output, written, name };
}


/***/ }),

/***/ 68232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Os: () => (/* binding */ writeFolderReceipt),
/* harmony export */   W4: () => (/* binding */ Receipts),
/* harmony export */   X_: () => (/* binding */ receiptArtifactNames),
/* harmony export */   ZH: () => (/* binding */ outboxName),
/* harmony export */   cs: () => (/* binding */ MAX_RECEIPT_BYTES),
/* harmony export */   eX: () => (/* binding */ workflowReceiptsName),
/* harmony export */   o4: () => (/* binding */ stepArtifactName),
/* harmony export */   oN: () => (/* binding */ receiptName),
/* harmony export */   sj: () => (/* binding */ addReceipt)
/* harmony export */ });
/* unused harmony exports RECEIPT_FORMAT, MAX_OUTBOX_NAME_BYTES, sealReceipt, openReceipt, receiptFile, readFolderReceipt */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _seal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3524);
/**
 * Exactly once (docs/bad-day.md): a replay keeps a receipt of every write it recorded, sealed
 * like the outbox, and the next replay of the same writes sends only what no receipt names.
 * Receipts are kept per origin (the run that first deferred the writes): beside an outbox folder
 * as `records-receipt-<run>-<job>-<attempt>.json`, and on GitHub as a workflow artifact of that
 * name on the replaying run, found again through the repository's artifact list. A receipt that
 * cannot be opened with the token (planted, altered, another token) is ignored, with a warning.
 */






const RECEIPT_FORMAT = 'records-action-receipt';
/** Version 1 was sealed with a fast KDF (still opened); version 2 with scrypt (seal.ts). */
const RECEIPT_VERSION = 2;
const RECEIPT_LEGACY_VERSION = 1;
/**
 * The most bytes a receipt may take, in a folder or as an artifact (zipped, and extracted): a
 * receipt holds ids, ≈ 150 bytes each, and one read in full is an attacker's to size.
 */
const MAX_RECEIPT_BYTES = 1024 * 1024;
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
/**
 * The two artifact names a replaying run keeps its receipt of `origin` under, one after the
 * other (receipt-keeper.ts): the successor is stored under the one the latest is not under
 * before the latest is deleted. The second ends in `-next`, which no first name does (those
 * end in the attempt's number), so no origin's names meet another's. Each holds the file
 * `receiptName(origin).json`.
 */
function receiptArtifactNames(origin) {
    const name = receiptName(origin);
    return [name, `${name}-next`];
}
/**
 * `records-receipts-<run>`: where the replaying step cannot upload an artifact and the workflow
 * keeps it (context/runner.ts), the artifact holding its receipt files for the origins of build
 * run `origin.run` (the receipt-artifact output), under which a later replay finds them.
 */
function workflowReceiptsName(origin) {
    return artifactSafe(`records-receipts-${origin.run}`);
}
/**
 * The most UTF-8 bytes of an outbox's artifact name. GitHub states no bound, but a download
 * makes a folder of the name (`gh run download`, actions/download-artifact), and file systems
 * name a folder in at most 255 bytes.
 */
const MAX_OUTBOX_NAME_BYTES = 200;
/**
 * `records-outbox-<run id>-<job>-<attempt>-<leg>-<step>` (leg and step when known), without
 * what artifact names refuse, at most MAX_OUTBOX_NAME_BYTES: an artifact name is unique in a
 * run, and every step of every leg keeps its own outbox. `nth` > 1 is the name a step tries
 * when the one before was taken (`-2`, `-3`, …). Replay finds them all by the prefix
 * `records-outbox-<run id>-`, which the run id (digits) keeps.
 */
function outboxName(at, nth = 1) {
    const parts = [at.job, at.attempt, at.leg, at.step].filter((p) => Boolean(p));
    return stepArtifactName(`records-outbox-${at.run}-${parts.join('-')}`, nth > 1 ? `-${nth}` : '');
}
/**
 * `name` + `suffix` without what artifact names refuse, at most MAX_OUTBOX_NAME_BYTES: past
 * it, `name` is cut and ends with 12 hex digits of its SHA-256, so names cut alike still differ.
 * The names of a step's own artifacts (its outbox, its leg's presence record) are made here.
 */
function stepArtifactName(whole, suffix = '') {
    const name = artifactSafe(whole);
    if (Buffer.byteLength(name + suffix) <= MAX_OUTBOX_NAME_BYTES)
        return name + suffix;
    // Cut, and told apart from other cut names by a digest of the whole.
    const digest = `-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, 12)}`;
    return `${cutUtf8(name, MAX_OUTBOX_NAME_BYTES - digest.length - suffix.length)}${digest}${suffix}`;
}
/** The longest prefix of `s` of at most `maxBytes` UTF-8 bytes, whole characters only. */
function cutUtf8(s, maxBytes) {
    let out = '';
    let bytes = 0;
    for (const ch of s) {
        bytes += Buffer.byteLength(ch);
        if (bytes > maxBytes)
            break;
        out += ch;
    }
    return out;
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
        origin: { ...origin }
    };
    return (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .seal */ .od)(clear, { delivered }, token);
}
/** The writes a receipt says were recorded; throws SealError when it cannot be opened. */
function openReceipt(text, token) {
    const { content } = (0,_seal_js__WEBPACK_IMPORTED_MODULE_4__/* .open */ .ho)(text, RECEIPT_FORMAT, RECEIPT_VERSION, token, RECEIPT_LEGACY_VERSION);
    const delivered = content?.delivered;
    if (!Array.isArray(delivered))
        throw new _seal_js__WEBPACK_IMPORTED_MODULE_4__/* .SealError */ .EM('not-ours', 'it holds no list of writes');
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
        return `The receipt ${name} was ignored: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err)}.`;
    }
}
/** The receipt file of `origin` in `folder`. */
function receiptFile(folder, origin) {
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, `${receiptName(origin)}.json`);
}
/** Adds the receipt of `origin` kept in `folder`, if there is one. */
async function readFolderReceipt(receipts, folder, origin, token) {
    const file = receiptFile(folder, origin);
    let text;
    try {
        const { size } = await stat(file);
        if (size > MAX_RECEIPT_BYTES) {
            return `The receipt ${file} was ignored: it is ${count(size, 'byte')}, over the bound of ${count(MAX_RECEIPT_BYTES, 'byte')}.`;
        }
        text = await readFile(file, 'utf8');
    }
    catch {
        return undefined;
    }
    return addReceipt(receipts, origin, text, file, token);
}
/**
 * Writes the receipt of `origin` into `folder`; returns its path. Written whole under another
 * name first, then renamed over the earlier receipt (one step on POSIX file systems): a step
 * killed while writing leaves the earlier receipt, never half a file.
 */
async function writeFolderReceipt(folder, origin, delivered, token) {
    const file = receiptFile(folder, origin);
    const partial = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}.partial`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(partial, sealReceipt(origin, delivered, token), 'utf8');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(partial, file);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(partial, { force: true });
    }
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
/* unused harmony export SCRYPT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Sealing (docs/bad-day.md, the outbox's threat model): a document that only the holder of the
 * api-token can open, and that nobody can alter unnoticed. AES-256-GCM under a key derived from
 * the token with scrypt, a deliberately slow KDF (≈ 100 ms and 32 MiB per derivation), and a
 * random salt per document; what stays in clear (what a person needs to tell documents apart) is
 * authenticated as the cipher's additional data. A check value derived with the key tells
 * "sealed with another token" (a rotated token) from "altered"; because it comes out of the same
 * scrypt, an offline guess at the token from a published document costs what the derivation
 * costs. One derivation per document sealed or opened. Node's own crypto, nothing hand-rolled.
 * Documents sealed before (HKDF-SHA-256, fast) are still opened, never written.
 */

const CIPHER = 'AES-256-GCM';
const KDF = 'scrypt';
/**
 * scrypt's cost: N = 2^15, r = 8, p = 1 takes 128·N·r = 32 MiB and ≈ 100 ms on one core of a
 * runner (RFC 7914's interactive-login figure); an attacker pays as much for every guess.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
/** Node refuses scrypt past `maxmem` (32 MiB by default, just under what N·r asks). */
const SCRYPT_MAXMEM = 64 * 1024 * 1024;
/** The earlier seal's KDF: opened for documents written before, never used to seal. */
const LEGACY_KDF = 'HKDF-SHA-256';
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
/** The key and the check value of `token` under `salt`: one derivation. */
function derive(token, salt, kdf) {
    const secret = Buffer.from(token, 'utf8');
    if (kdf === LEGACY_KDF) {
        const hkdf = (info, bytes) => Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', secret, salt, info, bytes));
        return { key: hkdf(KEY_INFO, 32), check: hkdf(CHECK_INFO, 16) };
    }
    const both = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.scryptSync)(secret, salt, 48, { ...SCRYPT, maxmem: SCRYPT_MAXMEM });
    return { key: both.subarray(0, 32), check: both.subarray(32) };
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
    const { key, check } = derive(token, salt, KDF);
    const cipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createCipheriv)('aes-256-gcm', key, iv);
    cipher.setAAD(additionalData(clear));
    const sealed = Buffer.concat([
        cipher.update(JSON.stringify(content), 'utf8'),
        cipher.final()
    ]).toString('base64');
    const params = {
        cipher: CIPHER,
        kdf: KDF,
        cost: { ...SCRYPT },
        salt: salt.toString('base64'),
        check: check.toString('base64'),
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64')
    };
    return JSON.stringify({ ...clear, seal: params, sealed });
}
/**
 * Opens a sealed JSON text of `format` with `token`: its clear part and its content. A document
 * of `version` must be sealed with scrypt at SCRYPT's cost; one of `legacyVersion` (written
 * before the seal was slowed) with HKDF. Throws a SealError saying which of not ours, not
 * sealed, sealed with another token, or altered.
 */
function open(text, format, version, token, legacyVersion) {
    const { clear, params, sealed } = sealedParts(text, format, version, legacyVersion);
    const salt = Buffer.from(params.salt, 'base64');
    const check = Buffer.from(params.check, 'base64');
    const derived = derive(token, salt, params.kdf);
    if (check.length !== derived.check.length || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(check, derived.check)) {
        throw new SealError('other-token', 'it was sealed with another api-token (was the token rotated since it was written?)');
    }
    const altered = new SealError('altered', 'it was altered after it was sealed (its seal does not match)');
    const tag = Buffer.from(params.tag, 'base64');
    // A shorter tag is easier to forge: only the full 16 bytes are accepted.
    if (tag.length !== 16)
        throw altered;
    try {
        const decipher = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createDecipheriv)('aes-256-gcm', derived.key, Buffer.from(params.iv, 'base64'), {
            authTagLength: 16
        });
        decipher.setAAD(additionalData(clear));
        decipher.setAuthTag(tag);
        const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]);
        return { clear, content: JSON.parse(plain.toString('utf8')) };
    }
    catch {
        throw altered;
    }
}
/** The clear part, the seal's parameters and the sealed text of a document, or why not. */
function sealedParts(text, format, version, legacyVersion) {
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
    const kdf = clear.version === version ? KDF : clear.version === legacyVersion ? LEGACY_KDF : undefined;
    if (kdf === KDF && isRecord(params) && params.kdf === KDF && !atOurCost(params)) {
        const { N, r, p } = SCRYPT;
        throw new SealError('unsealed', `its seal is not scrypt at N=${N}, r=${r}, p=${p}, the only cost opened`);
    }
    if (kdf === undefined || !isSeal(params, kdf) || typeof sealed !== 'string') {
        throw new SealError('unsealed', `it is not sealed (a sealed ${format} is version ${version})`);
    }
    return { clear: clear, params, sealed };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Seal parameters of `kdf`; scrypt's only at SCRYPT's cost (a document sets no cost of its own). */
function isSeal(value, kdf) {
    if (!isRecord(value) || value.cipher !== CIPHER || value.kdf !== kdf)
        return false;
    if (kdf === KDF && !atOurCost(value))
        return false;
    return ['salt', 'check', 'iv', 'tag'].every((k) => typeof value[k] === 'string');
}
/** Whether seal parameters state SCRYPT's cost, exactly. */
function atOurCost(params) {
    const cost = params.cost;
    return isRecord(cost) && Object.entries(SCRYPT).every(([k, v]) => cost[k] === v);
}


/***/ }),

/***/ 98211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ bufferToByteString),
/* harmony export */   JY: () => (/* binding */ byteStringToBuffer),
/* harmony export */   Lv: () => (/* binding */ isUtf8ByteString),
/* harmony export */   WF: () => (/* binding */ goString),
/* harmony export */   dZ: () => (/* binding */ decodeLastRune),
/* harmony export */   j6: () => (/* binding */ decodeRune),
/* harmony export */   oO: () => (/* binding */ displayByteString),
/* harmony export */   pv: () => (/* binding */ toByteString)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Go strings are byte strings; the CLI's path and pattern logic works on bytes. We mirror that
 * with "byte strings": JS strings holding one char (U+0000–U+00FF) per byte, i.e. the latin1
 * decoding of the raw bytes. File names that are not valid UTF-8 thus survive untouched (the
 * `dir` fingerprint, the glob walk of `artifacts` and `junit`): fs calls get
 * `Buffer.from(b, 'latin1')`; people see displayByteString (a bad byte as `\xe9`); what Go would
 * send as text (a name in a JSON body) is goString (a bad byte as U+FFFD).
 */

/** A JS string (UTF-16) → its UTF-8 bytes as a byte string. */
function toByteString(s) {
    return Buffer.from(s, 'utf8').toString('latin1');
}
/** Raw bytes → byte string. */
function bufferToByteString(b) {
    return b.toString('latin1');
}
/** Byte string → the Buffer fs functions take as a path. */
function byteStringToBuffer(b) {
    return Buffer.from(b, 'latin1');
}
/** Whether the byte string is valid UTF-8 (then its text opens the same file). */
function isUtf8ByteString(b) {
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(Buffer.from(b, 'latin1'));
}
/**
 * Byte string → text, each byte that is not part of valid UTF-8 replaced by `bad(byte)`: one
 * replacement per bad byte, as Go decodes (utf8.DecodeRuneInString), where TextDecoder may
 * replace a whole truncated sequence by one U+FFFD.
 */
function decodeByteString(b, bad) {
    // eslint-disable-next-line no-control-regex
    if (!/[^\x00-\x7f]/.test(b))
        return b;
    const buf = Buffer.from(b, 'latin1');
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buf))
        return buf.toString('utf8');
    let out = '';
    for (let i = 0; i < b.length;) {
        const [rune, width] = decodeRune(b, i);
        out += rune === RUNE_ERROR && width === 1 ? bad(b.charCodeAt(i)) : String.fromCodePoint(rune);
        i += width;
    }
    return out;
}
/**
 * Byte string → the text people see (logs, summary, errors): a file name as it is when it is
 * UTF-8; each byte that is not, escaped as `\xe9`. The one way a name that cannot be shown is shown.
 */
function displayByteString(b) {
    return decodeByteString(b, (byte) => `\\x${byte.toString(16).padStart(2, '0')}`);
}
/**
 * Byte string → the text Go makes of it where text is required (encoding/json, a `range` over
 * the string): each byte that is not UTF-8 becomes U+FFFD. What the CLI sends as a file name.
 */
function goString(b) {
    return decodeByteString(b, () => '\uFFFD');
}
const RUNE_ERROR = 0xfffd;
function cont(s, i, lo = 0x80, hi = 0xbf) {
    if (i >= s.length)
        return false;
    const c = s.charCodeAt(i);
    return c >= lo && c <= hi;
}
/**
 * Go utf8.DecodeRuneInString on a byte string from index i: [rune, width]. Invalid or
 * truncated sequences give [U+FFFD, 1]; the empty remainder gives [U+FFFD, 0].
 */
function decodeRune(s, i = 0) {
    if (i >= s.length)
        return [RUNE_ERROR, 0];
    const b0 = s.charCodeAt(i);
    if (b0 < 0x80)
        return [b0, 1];
    if (b0 >= 0xc2 && b0 <= 0xdf) {
        if (!cont(s, i + 1))
            return [RUNE_ERROR, 1];
        return [((b0 & 0x1f) << 6) | (s.charCodeAt(i + 1) & 0x3f), 2];
    }
    if (b0 >= 0xe0 && b0 <= 0xef) {
        const lo = b0 === 0xe0 ? 0xa0 : 0x80;
        const hi = b0 === 0xed ? 0x9f : 0xbf;
        if (!cont(s, i + 1, lo, hi) || !cont(s, i + 2))
            return [RUNE_ERROR, 1];
        return [
            ((b0 & 0x0f) << 12) | ((s.charCodeAt(i + 1) & 0x3f) << 6) | (s.charCodeAt(i + 2) & 0x3f),
            3
        ];
    }
    if (b0 >= 0xf0 && b0 <= 0xf4) {
        const lo = b0 === 0xf0 ? 0x90 : 0x80;
        const hi = b0 === 0xf4 ? 0x8f : 0xbf;
        if (!cont(s, i + 1, lo, hi) || !cont(s, i + 2) || !cont(s, i + 3))
            return [RUNE_ERROR, 1];
        return [
            ((b0 & 0x07) << 18) |
                ((s.charCodeAt(i + 1) & 0x3f) << 12) |
                ((s.charCodeAt(i + 2) & 0x3f) << 6) |
                (s.charCodeAt(i + 3) & 0x3f),
            4
        ];
    }
    return [RUNE_ERROR, 1];
}
/** Go utf8.DecodeLastRuneInString on s[0:end]: [rune, width]. */
function decodeLastRune(s, end = s.length) {
    if (end === 0)
        return [RUNE_ERROR, 0];
    let start = end - 1;
    const last = s.charCodeAt(start);
    if (last < 0x80)
        return [last, 1];
    const lim = Math.max(0, end - 4);
    for (start--; start >= lim; start--) {
        if ((s.charCodeAt(start) & 0xc0) !== 0x80)
            break;
    }
    if (start < 0)
        start = 0;
    const [r, size] = decodeRune(s.slice(start, end), 0);
    if (start + size !== end)
        return [RUNE_ERROR, 1];
    return [r, size];
}


/***/ })

};
