export const id = 379;
export const ids = [379];
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

/***/ 7379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_PAGES: () => (/* binding */ MAX_PAGES),
/* harmony export */   listEnvironmentsCommand: () => (/* binding */ listEnvironmentsCommand),
/* harmony export */   runListEnvironments: () => (/* binding */ runListEnvironments)
/* harmony export */ });
/* harmony import */ var _api_models_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83816);
/* harmony import */ var _api_api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36050);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26505);
/* harmony import */ var _inputs_queries_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98257);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53155);





async function readInputs(env) {
    return (0,_inputs_queries_js__WEBPACK_IMPORTED_MODULE_3__/* .readPageInputs */ .PS)(env);
}
/** Enough for 5,000 environments; beyond that the list is cut with a warning. */
const MAX_PAGES = 100;
/** operations.ts has checked the shape and left out page numbers that are not integers. */
function readAnswer(answer) {
    if (Array.isArray(answer))
        return { environments: answer };
    const int = (v) => (Number.isInteger(v) ? v : undefined);
    return {
        environments: answer.environments,
        totalPages: int(answer.total_pages),
        page: int(answer.page),
        totalCount: int(answer.total_count)
    };
}
/**
 * One page of the walk. Each answer's `page` must be the page asked for: a server that ignores
 * `page` (or repeats one) stops the walk with a warning, and an environment already listed is
 * never listed twice. An empty page after the first says the walk is past the last.
 */
function takePage(w, read, page) {
    if (read.page !== undefined && read.totalPages !== undefined && read.page !== page) {
        const warning = `Asked for page ${page} of the environments, the service answered page ${read.page}: ` +
            `it does not page as asked, so the list stops at ${w.listed.length} environments.`;
        return { fresh: [], taken: false, more: false, truncated: true, warning };
    }
    const fresh = read.environments.filter((e) => !w.seen.has(e.name));
    const listed = w.listed.length + fresh.length;
    const stop = { fresh, taken: true, more: false };
    if (fresh.length < read.environments.length) {
        const repeated = read.environments.length - fresh.length;
        const warning = `Page ${page} of the environments repeated ${repeated} already listed; ` +
            `they are listed once and the list stops at ${listed} environments.`;
        return { ...stop, truncated: !w.onePage, warning };
    }
    if (read.environments.length === 0 && page > 1 && read.totalPages !== undefined) {
        const last = read.totalPages;
        const count = read.totalCount !== undefined ? `, ${read.totalCount} environments` : '';
        const notice = page > last
            ? `Page ${page} of the environments is empty: it is past the last page (${last} pages${count}).`
            : `Page ${page} of the environments is empty though the service counts ${last} pages${count}; the list ends there.`;
        return { ...stop, notice };
    }
    if (w.onePage || read.totalPages === undefined)
        return stop;
    // An empty page also stops: a server whose total_pages never shrinks cannot loop us.
    if (page >= read.totalPages || read.environments.length === 0)
        return stop;
    if (w.pages + 1 >= MAX_PAGES) {
        const warning = `Listed only the first ${MAX_PAGES} pages (${listed} environments) of ${read.totalPages}.`;
        return { ...stop, truncated: true, warning };
    }
    return { ...stop, more: true };
}
async function runListEnvironments(config, delivery) {
    const list = [];
    const seen = new Set();
    const [warnings, notices, failures] = [[], [], []];
    let pages = 0;
    let truncated = false;
    const onePage = config.page !== undefined || config.perPage !== undefined;
    let page = onePage ? (config.page ?? 1) : 1;
    try {
        for (let more = true; more; page += 1) {
            const checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .listEnvironments */ .DO)(delivery, config.org, onePage ? { page: config.page, perPage: config.perPage } : { page, perPage: _api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MAX */ .ve });
            if (checked === undefined) {
                notices.push('Dry run: the environments were not listed.');
                break;
            }
            warnings.push(...checked.warnings);
            const step = takePage({ listed: list, seen, pages, onePage }, readAnswer(checked.value), page);
            list.push(...step.fresh);
            for (const e of step.fresh)
                seen.add(e.name);
            if (step.taken)
                pages += 1;
            truncated ||= step.truncated === true;
            if (step.warning)
                warnings.push(step.warning);
            if (step.notice)
                notices.push(step.notice);
            more = step.more;
        }
    }
    catch (err) {
        if (!(err instanceof _api_api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD))
            throw err;
        failures.push(`Listing the environments of org '${config.org}' failed: ${err.message}`);
    }
    const environments = { list, pages, ...(truncated && { truncated }) };
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_4__/* .commandResult */ .f)(listEnvironmentsCommand, config, {
        environments,
        warnings,
        notices,
        failures
    });
}
const listEnvironmentsCommand = {
    name: 'list-environments',
    title: 'environments',
    verdict: false,
    online: true,
    readInputs,
    run: runListEnvironments
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


/***/ })

};
