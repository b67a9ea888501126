export const id = 551;
export const ids = [551];
export const modules = {

/***/ 70551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RETENTION_DAYS: () => (/* binding */ RETENTION_DAYS),
/* harmony export */   deleteOwnArtifact: () => (/* binding */ deleteOwnArtifact),
/* harmony export */   listRepositoryArtifacts: () => (/* binding */ listRepositoryArtifacts),
/* harmony export */   listRunArtifacts: () => (/* binding */ listRunArtifacts),
/* harmony export */   uploadFile: () => (/* binding */ uploadFile),
/* harmony export */   withDownloaded: () => (/* binding */ withDownloaded)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9645);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61372);
/**
 * Outboxes and receipts as workflow artifacts, through the toolkit's own @actions/artifact (the
 * backend of actions/upload-artifact), and the repository's artifact list through the REST API
 * (@actions/github). Loaded on demand: only a run with deferred writes, or a replay, loads it.
 * What is downloaded is read as untrusted input (docs/bad-day.md): a listed size over the bound
 * is not downloaded.
 */




/** Days GitHub keeps an outbox and a receipt: long enough to replay after an outage. */
const RETENTION_DAYS = 30;
async function uploadFile(name, file) {
    await new _actions_artifact__WEBPACK_IMPORTED_MODULE_2__/* .DefaultArtifactClient */ .t9().uploadArtifact(name, [file], node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file), {
        retentionDays: RETENTION_DAYS
    });
}
/** The artifacts of run `runId` whose names start with `prefix`. */
async function listRunArtifacts(access, runId, prefix) {
    const { artifacts } = await new _actions_artifact__WEBPACK_IMPORTED_MODULE_2__/* .DefaultArtifactClient */ .t9().listArtifacts({
        findBy: findBy(access, runId)
    });
    return artifacts
        .filter((a) => a.name.startsWith(prefix))
        .map((a) => ({
        id: a.id,
        name: a.name,
        runId,
        size: a.size,
        ...(a.createdAt && { createdAt: a.createdAt.toISOString() })
    }));
}
/** Every artifact of the repository named exactly `name`, in any run (needs `actions: read`). */
async function listRepositoryArtifacts(access, name) {
    const { getOctokit } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 61351));
    const [owner, repo] = access.repository.split('/');
    const octokit = getOctokit(access.token);
    const found = await octokit.paginate(octokit.rest.actions.listArtifactsForRepo, {
        owner,
        repo,
        name,
        per_page: 100
    });
    return found
        .filter((a) => a.name === name && !a.expired && a.workflow_run?.id !== undefined)
        .map((a) => ({
        id: a.id,
        name: a.name,
        runId: Number(a.workflow_run?.id),
        size: a.size_in_bytes,
        ...(a.created_at && { createdAt: a.created_at })
    }));
}
/**
 * Downloads `artifact` into a new folder under `base` and runs `read` on that folder; the
 * folder is removed afterwards. Refuses an artifact listed larger than the bound, unread.
 */
async function withDownloaded(access, artifact, base, read) {
    if (artifact.size > _document_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTBOX_BYTES */ .Zt) {
        throw new Error(`the artifact ${artifact.name} is ${artifact.size} bytes, over the bound of ${_document_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_OUTBOX_BYTES */ .Zt}; not downloaded`);
    }
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(base, 'records-download-'));
    try {
        await withoutDeprecationWarnings(() => new _actions_artifact__WEBPACK_IMPORTED_MODULE_2__/* .DefaultArtifactClient */ .t9().downloadArtifact(artifact.id, {
            findBy: findBy(access, artifact.runId),
            path: dir
        }));
        return await read(dir);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * Runs `work` with Node's deprecation warnings off: the unzip code the artifact client bundles
 * calls `new Buffer()`, and Node's warning about it (DEP0005, given for code outside
 * node_modules, as a bundle is) would stand on stderr outside every group of the step's log.
 */
async function withoutDeprecationWarnings(work) {
    const before = process.noDeprecation;
    process.noDeprecation = true;
    try {
        return await work();
    }
    finally {
        process.noDeprecation = before;
    }
}
/** Deletes this run's artifact `name` (the runtime token may), to upload a newer one. */
async function deleteOwnArtifact(name) {
    await new _actions_artifact__WEBPACK_IMPORTED_MODULE_2__/* .DefaultArtifactClient */ .t9().deleteArtifact(name);
}
function findBy(access, runId) {
    const [repositoryOwner, repositoryName] = access.repository.split('/');
    return { token: access.token, workflowRunId: runId, repositoryOwner, repositoryName };
}


/***/ })

};
