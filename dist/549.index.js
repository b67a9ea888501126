export const id = 549;
export const ids = [549];
export const modules = {

/***/ 7549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   globPaths: () => (/* binding */ globPaths)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_glob__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5917);
/**
 * Glob walking that survives large and changing trees.
 *
 * @actions/glob 0.7 walks with one stack, but pushes a folder's children with
 * `stack.push(...children)`: a single call with one argument per entry, which overflows the
 * call stack at about 125,000 entries in one folder (actions/toolkit#1545, still open). It also
 * aborts the whole walk with a bare ENOENT when a file or folder vanishes between the readdir
 * that listed it and the lstat that looks at it (a build still writing its output).
 *
 * This module keeps @actions/glob's own pattern parsing and matching (the Pattern objects of a
 * globber from glob.create, so the matching semantics are exactly the library's) and replaces
 * only the walk: the same depth-first order, children pushed one at a time, and entries that
 * vanish mid-walk skipped. If a future @actions/glob no longer exposes its patterns, the
 * library's own walk is used instead.
 */



/** @actions/glob's MatchKind bits. */
const MATCH_DIRECTORY = 1;
const MATCH_FILE = 2;
function isLibPattern(p) {
    if (typeof p !== 'object' || p === null)
        return false;
    const o = p;
    return (typeof o.negate === 'boolean' &&
        Array.isArray(o.segments) &&
        typeof o.match === 'function' &&
        typeof o.partialMatch === 'function');
}
function matchAll(patterns, itemPath) {
    let result = 0;
    for (const p of patterns) {
        if (p.negate)
            result &= ~p.match(itemPath);
        else
            result |= p.match(itemPath);
    }
    return result;
}
const partialMatchAny = (patterns, itemPath) => patterns.some((p) => !p.negate && p.partialMatch(itemPath));
const vanished = (err) => {
    const code = err?.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
};
/** The patterns, each followed by its `/**` form when descendants are implied (as the library). */
function withDescendants(parsed, implicitDescendants) {
    const all = [];
    const Ctor = parsed[0].constructor;
    for (const p of parsed) {
        all.push(p);
        if (implicitDescendants &&
            (p.trailingSeparator || p.segments[p.segments.length - 1] !== '**')) {
            all.push(new Ctor(p.negate, true, p.segments.concat('**')));
        }
    }
    return all;
}
/** The walk's first stack: the search paths that exist, the first on top. */
async function searchRoots(roots) {
    const stack = [];
    for (let i = roots.length - 1; i >= 0; i--) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(roots[i]);
        }
        catch (err) {
            if (vanished(err))
                continue;
            throw err;
        }
        stack.push({ path: roots[i], level: 1 }); // the first search path is popped first
    }
    return stack;
}
/**
 * The paths `patterns` (lines, as @actions/glob takes them: `#` comments, `!` negations) match,
 * in @actions/glob's order.
 */
async function globPaths(patterns, options = {}) {
    const opts = {
        followSymbolicLinks: options.followSymbolicLinks ?? true,
        implicitDescendants: options.implicitDescendants ?? true,
        matchDirectories: options.matchDirectories ?? true,
        omitBrokenSymbolicLinks: options.omitBrokenSymbolicLinks ?? true,
        excludeHiddenFiles: options.excludeHiddenFiles ?? false
    };
    const globber = await _actions_glob__WEBPACK_IMPORTED_MODULE_2__/* .create */ .v(patterns, opts);
    const parsed = globber.patterns;
    if (!Array.isArray(parsed) || !parsed.every(isLibPattern))
        return globber.glob();
    if (parsed.length === 0)
        return [];
    const all = withDescendants(parsed, opts.implicitDescendants);
    const found = [];
    const stack = await searchRoots(globber.getSearchPaths());
    const chain = []; // real paths of the folders above, to detect symlink cycles
    while (stack.length > 0) {
        const item = stack.pop();
        const match = matchAll(all, item.path);
        const partial = match !== 0 || partialMatchAny(all, item.path);
        if (!partial)
            continue;
        const stats = await statItem(item, opts, chain);
        if (!stats)
            continue;
        if (opts.excludeHiddenFiles && node_path__WEBPACK_IMPORTED_MODULE_1__.basename(item.path).startsWith('.'))
            continue;
        if (stats.isDirectory()) {
            // A matched folder is listed and still walked, as by the library.
            if (match & MATCH_DIRECTORY && opts.matchDirectories)
                found.push(item.path);
            let names;
            try {
                names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(item.path);
            }
            catch (err) {
                if (vanished(err))
                    continue;
                throw err;
            }
            await options.afterReaddir?.(item.path, names);
            // Reverse order onto the stack, one push per child: the first child is popped first.
            for (let i = names.length - 1; i >= 0; i--) {
                stack.push({ path: node_path__WEBPACK_IMPORTED_MODULE_1__.join(item.path, names[i]), level: item.level + 1 });
            }
        }
        else if (match & MATCH_FILE) {
            found.push(item.path);
        }
    }
    return found;
}
/** lstat or stat as @actions/glob does; undefined for what vanished, a broken link or a cycle. */
async function statItem(item, opts, chain) {
    let stats;
    try {
        stats = opts.followSymbolicLinks ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(item.path) : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(item.path);
    }
    catch (err) {
        if (!vanished(err))
            throw err;
        if (!opts.followSymbolicLinks || opts.omitBrokenSymbolicLinks)
            return undefined;
        // A dangling link, or an entry that vanished: the library's wording for the former.
        const stillThere = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(item.path).then(() => true, () => false);
        if (!stillThere)
            return undefined;
        throw new Error(`No information found for the path '${item.path}'. This may indicate a broken symbolic link.`);
    }
    if (stats.isDirectory() && opts.followSymbolicLinks) {
        let real;
        try {
            real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(item.path);
        }
        catch (err) {
            if (vanished(err))
                return undefined;
            throw err;
        }
        while (chain.length >= item.level)
            chain.pop();
        if (chain.includes(real))
            return undefined;
        chain.push(real);
    }
    return stats;
}


/***/ })

};
