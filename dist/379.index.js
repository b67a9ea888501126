export const id = 379;
export const ids = [379];
export const modules = {

/***/ 7379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_PAGES: () => (/* binding */ MAX_PAGES),
/* harmony export */   listEnvironmentsCommand: () => (/* binding */ listEnvironmentsCommand),
/* harmony export */   runListEnvironments: () => (/* binding */ runListEnvironments)
/* harmony export */ });
/* harmony import */ var _api_models_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3816);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3249);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6505);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4245);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3155);





async function readInputs(env) {
    return { page: (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readInt */ .Uk)(env, 'page', 1, 1_000_000), perPage: (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readInt */ .Uk)(env, 'per-page', 1, 50) };
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
/** Adds one page's environments; false when the walk stops after it (each reason said). */
function takePage(w, read, page) {
    const { result, outcome } = w;
    if (read.page !== undefined && read.totalPages !== undefined && read.page !== page) {
        result.warnings.push(`Asked for page ${page} of the environments, the service answered page ${read.page}: ` +
            `it does not page as asked, so the list stops at ${outcome.list.length} environments.`);
        outcome.truncated = true;
        return false;
    }
    const fresh = read.environments.filter((e) => !w.seen.has(e.name));
    for (const e of fresh)
        w.seen.add(e.name);
    outcome.list.push(...fresh);
    outcome.pages += 1;
    if (fresh.length < read.environments.length) {
        const repeated = read.environments.length - fresh.length;
        result.warnings.push(`Page ${page} of the environments repeated ${repeated} already listed; ` +
            `they are listed once and the list stops at ${outcome.list.length} environments.`);
        if (!w.onePage)
            outcome.truncated = true;
        return false;
    }
    if (read.environments.length === 0 && page > 1 && read.totalPages !== undefined) {
        const last = read.totalPages;
        const count = read.totalCount !== undefined ? `, ${read.totalCount} environments` : '';
        result.notices.push(page > last
            ? `Page ${page} of the environments is empty: it is past the last page (${last} pages${count}).`
            : `Page ${page} of the environments is empty though the service counts ${last} pages${count}; the list ends there.`);
        return false;
    }
    if (w.onePage || read.totalPages === undefined)
        return false;
    // An empty page also stops: a server whose total_pages never shrinks cannot loop us.
    if (page >= read.totalPages || read.environments.length === 0)
        return false;
    if (outcome.pages >= MAX_PAGES) {
        outcome.truncated = true;
        result.warnings.push(`Listed only the first ${MAX_PAGES} pages (${outcome.list.length} environments) of ${read.totalPages}.`);
        return false;
    }
    return true;
}
async function runListEnvironments(config, client) {
    const result = (0,_command_js__WEBPACK_IMPORTED_MODULE_4__/* .newResult */ .Y)(listEnvironmentsCommand, config);
    const outcome = { list: [], pages: 0 };
    result.environments = outcome;
    const onePage = config.page !== undefined || config.perPage !== undefined;
    const walk = { result, outcome, seen: new Set(), onePage };
    let page = onePage ? (config.page ?? 1) : 1;
    try {
        for (;;) {
            const checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .listEnvironments */ .DO)(client, config.org, onePage ? { page: config.page, perPage: config.perPage } : { page, perPage: _api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MAX */ .ve });
            if (checked === undefined) {
                result.notices.push('Dry run: the environments were not listed.');
                return result;
            }
            result.warnings.push(...checked.warnings);
            if (!takePage(walk, readAnswer(checked.value), page))
                break;
            page += 1;
        }
    }
    catch (err) {
        if (!(err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD))
            throw err;
        result.failures.push(`Listing the environments of org '${config.org}' failed: ${err.message}`);
    }
    return result;
}
const listEnvironmentsCommand = {
    name: 'list-environments',
    title: 'environments',
    verdict: false,
    online: true,
    readInputs,
    run: runListEnvironments
};


/***/ })

};
