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
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7122);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4245);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3155);





async function readInputs(env) {
    return { page: (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readInt */ .Uk)(env, 'page', 1, 1_000_000), perPage: (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readInt */ .Uk)(env, 'per-page', 1, 50) };
}
/** Enough for 5,000 environments; beyond that the list is cut with a warning. */
const MAX_PAGES = 100;
/** operations.ts has already checked the shape: an array, or an envelope with an array. */
function readAnswer(answer, page) {
    if (Array.isArray(answer))
        return { environments: answer };
    const totalPages = Number.isInteger(answer.total_pages) ? answer.total_pages : page;
    return { environments: answer.environments, totalPages };
}
async function runListEnvironments(config, client) {
    const result = (0,_command_js__WEBPACK_IMPORTED_MODULE_4__/* .newResult */ .Y)(listEnvironmentsCommand, config);
    const outcome = { list: [], pages: 0 };
    result.environments = outcome;
    const onePage = config.page !== undefined || config.perPage !== undefined;
    let page = onePage ? (config.page ?? 1) : 1;
    try {
        for (;;) {
            const answer = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .listEnvironments */ .DO)(client, config.org, onePage ? { page: config.page, perPage: config.perPage } : { page, perPage: _api_models_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MAX */ .ve });
            if (answer === undefined) {
                result.notices.push('Dry run: the environments were not listed.');
                return result;
            }
            const read = readAnswer(answer, page);
            outcome.list.push(...read.environments);
            outcome.pages += 1;
            if (onePage || read.totalPages === undefined)
                break;
            // An empty page also stops: a server whose total_pages never shrinks cannot loop us.
            if (page >= read.totalPages || read.environments.length === 0)
                break;
            if (outcome.pages >= MAX_PAGES) {
                outcome.truncated = true;
                result.warnings.push(`Listed only the first ${MAX_PAGES} pages (${outcome.list.length} environments) of ${read.totalPages}.`);
                break;
            }
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
