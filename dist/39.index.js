export const id = 39;
export const ids = [39];
export const modules = {

/***/ 89039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportCommand: () => (/* binding */ reportCommand),
  runReport: () => (/* binding */ runReport)
});

// EXTERNAL MODULE: ./src/delivery/gate.ts
var gate = __webpack_require__(60361);
// EXTERNAL MODULE: ./src/inputs/artifact-inputs.ts + 2 modules
var artifact_inputs = __webpack_require__(98361);
// EXTERNAL MODULE: ./src/inputs/attestation.ts
var inputs_attestation = __webpack_require__(9335);
// EXTERNAL MODULE: ./src/inputs/commit-inputs.ts
var commit_inputs = __webpack_require__(16188);
// EXTERNAL MODULE: ./src/inputs/flow.ts
var flow = __webpack_require__(28729);
// EXTERNAL MODULE: ./src/inputs/junit-inputs.ts + 2 modules
var junit_inputs = __webpack_require__(60699);
// EXTERNAL MODULE: ./src/junit/tests-record.ts
var tests_record = __webpack_require__(16451);
// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
// EXTERNAL MODULE: ./src/results.ts
var results = __webpack_require__(69385);
// EXTERNAL MODULE: ./src/context/commit.ts
var commit = __webpack_require__(43002);
// EXTERNAL MODULE: ./src/commands/command.ts
var command = __webpack_require__(53155);
// EXTERNAL MODULE: ./src/commands/artifacts.ts + 7 modules
var commands_artifacts = __webpack_require__(74959);
// EXTERNAL MODULE: ./src/api/operations.ts + 2 modules
var operations = __webpack_require__(26505);
;// CONCATENATED MODULE: ./src/commands/send-artifacts.ts


/** The operation 1 body, keys in the CLI's order (docs/compatibility.md §5.1). */
function artifactBody(config, artifact, ctx) {
    const body = {
        fingerprint: artifact.fingerprint,
        filename: artifact.name,
        git_commit: config.commit || undefined,
        git_commit_info: ctx.gitCommitInfo,
        repo_info: ctx.repoInfo,
        build_url: config.buildUrl,
        commit_url: config.commitUrl,
        repo_url: ctx.repoUrl,
        template_reference_name: artifact.templateName,
        trail_name: config.trail || undefined
    };
    if (Object.keys(config.externalUrls).length > 0)
        body.external_urls = config.externalUrls;
    if (Object.keys(config.annotations).length > 0)
        body.annotations = config.annotations;
    if (config.description)
        body.description = config.description;
    if (config.userData !== undefined)
        body.user_data = config.userData;
    return body;
}
/**
 * Reports every fingerprinted artifact, all at once (the delivery layer paces them): each
 * artifact's row, in order, with the id of its write, and the writes in the same order.
 * An artifact that could not be read is not sent, but it is a write of the build that is not in
 * the service: a failed one, which the verdict counts, and the one place its failure is kept.
 */
async function sendArtifacts(config, delivery, artifacts, ctx) {
    const request = (0,operations/* artifactReportRequests */.Pu)(config.org, config.flow);
    const writes = await Promise.all(artifacts.map(async (artifact) => {
        const label = `artifact ${artifact.name}`;
        switch (artifact.stage) {
            case 'unreadable':
                return delivery.unmade('artifact', label, artifact.error);
            case 'fingerprinted':
                return delivery.write({
                    kind: 'artifact',
                    label,
                    request: () => request(artifactBody(config, artifact, ctx))
                });
        }
    }));
    return { artifacts: artifacts.map((a, i) => (0,commands_artifacts/* artifactRow */.XV)(a, writes[i].id)), writes };
}

// EXTERNAL MODULE: ./src/commands/junit.ts + 4 modules
var commands_junit = __webpack_require__(38872);
// EXTERNAL MODULE: ./src/commands/search.ts
var commands_search = __webpack_require__(91080);
// EXTERNAL MODULE: ./src/commands/own-evidence.ts
var own_evidence = __webpack_require__(13958);
// EXTERNAL MODULE: ./src/compliance/judge.ts
var judge = __webpack_require__(97248);
;// CONCATENATED MODULE: ./src/commands/report.ts

















async function readInputs(env, run) {
    const { command, workspace } = run;
    const flowInputs = (0,flow/* readFlowInputs */.A)(env, command);
    const artifacts = await (0,artifact_inputs/* readArtifactInputs */.WZ)(env, workspace, { command });
    const junit = await (0,junit_inputs/* readJUnitInputs */.uF)(env, workspace, { command });
    if (!(0,artifact_inputs/* namesArtifacts */.a7)(artifacts) && junit.junit.length === 0) {
        throw (0,read/* missing */.LO)('artifacts', { for: command, orGive: 'fingerprint or junit' });
    }
    const urls = (0,artifact_inputs/* namesArtifacts */.a7)(artifacts);
    const commit = await (0,commit_inputs/* readCommitInputs */.h)(env, workspace, run.github, { command, commit: true, urls });
    const attestation = await (0,inputs_attestation/* readAttestationInputs */.e)(env, workspace, commit.buildUrl, {
        ownKey: tests_record/* TESTS_RECORD_KEY */.G9
    });
    return { ...flowInputs, ...artifacts, ...junit, ...commit, ...attestation };
}
async function runReport(config, delivery) {
    // Everything that reads local files happens first: bad input sends nothing.
    const prepared = (0,artifact_inputs/* namesArtifacts */.a7)(config) ? await (0,commands_artifacts/* prepareArtifacts */.t$)(config) : [];
    const junit = config.junit.length > 0 ? await (0,commands_junit/* prepareJUnit */.uS)(config) : undefined;
    const warnings = [...(junit?.warnings ?? [])];
    const notices = [...(junit?.outcome.notices ?? [])];
    // An artifact that could not be read is a write that failed (sendArtifacts): report/ says so once.
    const failures = [];
    const ctx = await (0,commit/* loadCommitContext */.f)(config);
    warnings.push(...ctx.warnings);
    const [sent, junitWrite] = await Promise.all([
        sendArtifacts(config, delivery, prepared, ctx),
        junit && (0,commands_junit/* sendJUnit */.Dh)(config, delivery, junit, ctx)
    ]);
    const writes = junitWrite ? [...sent.writes, junitWrite] : sent.writes;
    // What the service knows now, once something was sent (not in a dry run, nor when nothing
    // could be); not of a service that is down or refused the token (one line says so).
    const sentSome = junitWrite !== undefined || prepared.some((a) => a.stage === 'fingerprinted');
    const ask = config.commit && !config.dryRun && sentSome;
    if (ask && delivery.stop) {
        notices.push(`The search for ${config.commit} was skipped: ${(0,gate/* describeStop */.Cw)(delivery.stop)}.`);
    }
    const search = ask && !delivery.stop ? await (0,commands_search.searchValue)(config, delivery, config.commit) : undefined;
    warnings.push(...(search?.warnings ?? []));
    const artifacts = search
        ? (0,commands_search.linkSearchedArtifacts)(sent.artifacts, search, config.flow)
        : sent.artifacts;
    // Judged by its own evidence: compliant when its tests pass and the service holds none of the
    // artifacts it recorded non-compliant in this step's flow; other flows' artifacts of the
    // commit are shown (the search), never judged.
    const recorded = new Set(writes.filter((w) => (0,results/* isInService */.h8)(w.state)).map((w) => w.id));
    const own = sent.artifacts.flatMap((a) => a.stage === 'fingerprinted' && a.writeId !== undefined && recorded.has(a.writeId)
        ? [{ name: a.name, fingerprint: a.fingerprint, flow: config.flow }]
        : []);
    const { failures: failing, ...judged } = (0,judge/* judgeCompliance */.dV)({
        ...(junit && { tests: (0,own_evidence/* testFacts */.a)(junit.outcome.totals, junit.outcome.failedTests) }),
        ...(search && own.length > 0 && { artifacts: (0,own_evidence/* ownArtifactFacts */.C)(own, search) }),
        failOnNonCompliant: config.failOnNonCompliant
    });
    failures.push(...failing);
    return (0,command/* commandResult */.f)(reportCommand, config, {
        ...((0,artifact_inputs/* namesArtifacts */.a7)(config) && { artifacts }),
        junit: junit && { ...junit.outcome, ...(junitWrite && { writeId: junitWrite.id }) },
        writes,
        search,
        ...judged,
        failures,
        warnings,
        notices
    });
}
const reportCommand = {
    name: 'report',
    title: 'build report',
    verdict: true,
    online: true,
    readInputs,
    run: runReport
};


/***/ })

};
