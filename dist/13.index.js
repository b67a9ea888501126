export const id = 13;
export const ids = [13];
export const modules = {

/***/ 36013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  globEscape: () => (/* reexport */ globEscape),
  globPaths: () => (/* binding */ globPaths)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/util/byte-strings.ts
var byte_strings = __webpack_require__(98211);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(33581);
;// CONCATENATED MODULE: ./src/fs/glob-pattern.ts
/**
 * One line of a glob input, read as @actions/glob 0.7 reads it (docs/go-glob.md, "The glob walk
 * of `artifacts` and `junit`"): trimmed; `!` negates; a relative pattern is rooted at the
 * process's working directory and `~` at the home folder; `.` and `..` segments are refused; a
 * trailing `/` matches folders only; the literal segments before the first wildcard are where
 * the walk starts. Matching is minimatch's, with the library's options (`*` and `?` match a
 * leading dot, no braces, no extglobs).
 *
 * The paths matched are text: a name that is not valid UTF-8 is matched in Go's decoding (one
 * U+FFFD per bad byte, src/util/byte-strings.ts), so `*` and `?` match it as bash and Go do.
 */



const MATCH_DIRECTORY = 1;
const MATCH_FILE = 2;
const MATCH_ALL = MATCH_DIRECTORY | MATCH_FILE;
const IS_WINDOWS = process.platform === 'win32';
const MINIMATCH_OPTIONS = {
    dot: true,
    nobrace: true,
    nocase: IS_WINDOWS,
    nocomment: true,
    noext: true,
    nonegate: true
};
/** Escapes a literal path so that a pattern matches it and nothing else (as the library does). */
function globEscape(s) {
    return (IS_WINDOWS ? s : s.replace(/\\/g, '\\\\'))
        .replace(/(\[)(?=[^/]+\])/g, '[[]')
        .replace(/\?/g, '[?]')
        .replace(/\*/g, '[*]');
}
/** Collapses repeated separators; `/` on Linux and macOS, `\` on Windows. */
function normalizeSeparators(p) {
    return IS_WINDOWS ? p.replace(/\//g, '\\').replace(/\\\\+/g, '\\') : p.replace(/\/\/+/g, '/');
}
/** Drops a trailing separator, except from a root (`/`, `C:\`). */
function trimTrailingSeparator(p) {
    const n = normalizeSeparators(p);
    return n.endsWith((external_node_path_default()).sep) && external_node_path_default().dirname(n) !== n ? n.slice(0, -1) : n;
}
/** The root (`/`) if there is one, then one entry per name. */
function splitSegments(p) {
    const trimmed = trimTrailingSeparator(p);
    const root = external_node_path_default().parse(trimmed).root;
    const names = trimmed.slice(root.length);
    if (root === '')
        return names.split((external_node_path_default()).sep);
    return names === '' ? [root] : [root, ...names.split((external_node_path_default()).sep)];
}
function joinSegments(segments) {
    const [root, ...rest] = segments;
    return root + rest.join((external_node_path_default()).sep);
}
/**
 * The segment as a literal name (escapes and one-character classes `[x]` resolved), or '' when
 * it holds a wildcard.
 */
function literal(segment) {
    let out = '';
    for (let i = 0; i < segment.length; i++) {
        const c = segment[i];
        if (c === '\\' && !IS_WINDOWS && i + 1 < segment.length) {
            out += segment[++i];
            continue;
        }
        if (c === '*' || c === '?')
            return '';
        if (c === '[' && i + 1 < segment.length) {
            let set = '';
            let closed = -1;
            for (let j = i + 1; j < segment.length; j++) {
                if (segment[j] === '\\' && !IS_WINDOWS && j + 1 < segment.length)
                    set += segment[++j];
                else if (segment[j] === ']') {
                    closed = j;
                    break;
                }
                else
                    set += segment[j];
            }
            if (closed >= 0) {
                if (set.length > 1)
                    return '';
                if (set) {
                    out += set;
                    i = closed;
                    continue;
                }
            }
        }
        out += c;
    }
    return out;
}
/** Roots a pattern (relative → the working directory, `~` → home) with one separator style. */
function absolute(pattern, home) {
    const segments = splitSegments(pattern).map(literal);
    if (segments.some((s, i) => (s === '.' && i > 0) || s === '..'))
        throw new Error(`Invalid pattern '${pattern}'. Relative pathing '.' and '..' is not allowed.`);
    let p = normalizeSeparators(pattern);
    if (p === '.' || p.startsWith(`.${(external_node_path_default()).sep}`))
        p = globEscape(process.cwd()) + p.slice(1);
    else if (p === '~' || p.startsWith(`~${(external_node_path_default()).sep}`))
        p = globEscape(home) + p.slice(1);
    else if (!external_node_path_default().isAbsolute(p)) {
        const cwd = globEscape(process.cwd());
        p = (cwd.endsWith((external_node_path_default()).sep) ? cwd : cwd + (external_node_path_default()).sep) + p;
    }
    return normalizeSeparators(p);
}
class GlobPattern {
    implicit;
    negate;
    segments;
    /** A trailing `/`: folders only. */
    trailingSeparator;
    /** The literal folder before the first wildcard: where the walk starts. */
    searchPath;
    matcher;
    endsInGlobstar;
    /** `implicit`: the `/**` form added for descendants (matches the folder itself too). */
    constructor(line, implicit = false) {
        this.implicit = implicit;
        let p = line.trim();
        let negate = false;
        while (p.startsWith('!')) {
            negate = !negate;
            p = p.slice(1).trim();
        }
        if (p === '')
            throw new Error(`Invalid pattern '${line}': nothing after '!'`);
        p = absolute(p, (0,external_node_os_.homedir)());
        this.negate = negate;
        this.segments = splitSegments(p);
        this.trailingSeparator = p.endsWith((external_node_path_default()).sep);
        const search = [];
        for (const s of this.segments.map(literal)) {
            if (s === '')
                break;
            search.push(s);
        }
        this.searchPath = joinSegments(search);
        this.endsInGlobstar = this.segments[this.segments.length - 1] === '**';
        const forMatch = trimTrailingSeparator(p);
        this.matcher = new esm/* Minimatch */.VR(IS_WINDOWS ? forMatch.replace(/\\/g, '/') : forMatch, {
            ...MINIMATCH_OPTIONS
        });
    }
    /** The same pattern with `/**` appended: everything below what it matches. */
    descendants() {
        const p = joinSegments([...this.segments, '**']);
        return new GlobPattern(this.negate ? `!${p}` : p, true);
    }
    /** MATCH_* bits: which kinds of item at itemPath this pattern matches. */
    match(itemPath) {
        let p = normalizeSeparators(itemPath);
        // minimatch matches `/a/**` against `/a/` but not `/a`: the folder itself needs the slash.
        if (this.endsInGlobstar) {
            if (!p.endsWith((external_node_path_default()).sep) && !this.implicit)
                p += (external_node_path_default()).sep;
        }
        else
            p = trimTrailingSeparator(p);
        if (!this.matcher.match(p))
            return 0;
        return this.trailingSeparator ? MATCH_DIRECTORY : MATCH_ALL;
    }
    /** Whether something below itemPath could match. */
    partialMatch(itemPath) {
        const p = trimTrailingSeparator(itemPath);
        if (external_node_path_default().dirname(p) === p)
            return p === this.segments[0] || this.segments[0] === p + (external_node_path_default()).sep;
        return this.matcher.matchOne(p.split(IS_WINDOWS ? /\\+/ : /\/+/), this.matcher.set[0], true);
    }
}
/** The patterns of a glob input (one per line; blank lines and `#` comments skipped). */
function parsePatterns(text) {
    return (IS_WINDOWS ? text.replace(/\r\n?/g, '\n') : text)
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'))
        .map((l) => new GlobPattern(l));
}
/** The folders to walk: each included pattern's search path, minus those inside another. */
function searchPaths(patterns) {
    const included = patterns.filter((p) => !p.negate).map((p) => p.searchPath);
    const key = (p) => (IS_WINDOWS ? p.toUpperCase() : p);
    const candidates = new Set(included.map(key));
    const out = [];
    const taken = new Set();
    for (const p of included) {
        if (taken.has(key(p)))
            continue;
        let child = key(p);
        let parent = external_node_path_default().dirname(child);
        let nested = false;
        while (parent !== child) {
            if (candidates.has(parent)) {
                nested = true;
                break;
            }
            child = parent;
            parent = external_node_path_default().dirname(child);
        }
        if (nested)
            continue;
        out.push(p);
        taken.add(key(p));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/fs/glob.ts
/**
 * The glob walk of the `artifacts` and `junit` inputs (docs/go-glob.md, "The glob walk"): the
 * patterns of @actions/glob 0.7 (glob-pattern.ts), walked by this module because the library's
 * walk cannot serve:
 *
 * - it pushes a folder's children with `stack.push(...children)`, one argument per entry, which
 *   overflows the call stack at about 125,000 entries in one folder (actions/toolkit#1545);
 * - it aborts with a bare ENOENT when an entry vanishes between the readdir that listed it and
 *   the lstat that looks at it (a build still writing its output);
 * - it reads names as UTF-8 text, so a name that is not valid UTF-8 comes back mangled, its stat
 *   fails, and the file is silently missing. File names are bytes: this walk reads folders as
 *   bytes and returns byte strings (src/util/byte-strings.ts), which open the file itself.
 *
 * The order is the library's: depth first, a folder's entries in readdir order. Unlike the
 * library it prints nothing (report/boundary.ts is the one place that prints): a broken link or
 * a cycle is skipped silently.
 */





function matchAll(patterns, text) {
    let result = 0;
    for (const p of patterns) {
        if (p.negate)
            result &= ~p.match(text);
        else
            result |= p.match(text);
    }
    return result;
}
const partialMatchAny = (patterns, text) => patterns.some((p) => !p.negate && p.partialMatch(text));
const vanished = (err) => {
    const code = err?.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
};
/** The patterns, each followed by its `/**` form when descendants are implied (as the library). */
function withDescendants(parsed, implicitDescendants) {
    const all = [];
    for (const p of parsed) {
        all.push(p);
        if (implicitDescendants &&
            (p.trailingSeparator || p.segments[p.segments.length - 1] !== '**')) {
            all.push(p.descendants());
        }
    }
    return all;
}
/** The walk's first stack: the search paths that exist, the first on top. */
async function searchRoots(roots) {
    const stack = [];
    for (let i = roots.length - 1; i >= 0; i--) {
        const bytes = (0,byte_strings/* toByteString */.pv)(roots[i]);
        try {
            await (0,promises_.lstat)((0,byte_strings/* byteStringToBuffer */.JY)(bytes));
        }
        catch (err) {
            if (vanished(err))
                continue;
            throw err;
        }
        stack.push({ bytes, text: roots[i], level: 1 }); // the first search path is popped first
    }
    return stack;
}
const joinName = (dir, name) => dir.endsWith('/') ? dir + name : `${dir}/${name}`;
/**
 * The paths `patterns` (lines, as @actions/glob takes them: `#` comments, `!` negations) match,
 * in @actions/glob's order, as byte strings (src/util/byte-strings.ts).
 */
async function globPaths(patterns, options = {}) {
    const opts = {
        followSymbolicLinks: options.followSymbolicLinks ?? true,
        implicitDescendants: options.implicitDescendants ?? true,
        matchDirectories: options.matchDirectories ?? true,
        omitBrokenSymbolicLinks: options.omitBrokenSymbolicLinks ?? true,
        excludeHiddenFiles: options.excludeHiddenFiles ?? false,
        regularFilesOnly: options.regularFilesOnly ?? false
    };
    const parsed = parsePatterns(patterns);
    if (parsed.length === 0)
        return [];
    const all = withDescendants(parsed, opts.implicitDescendants);
    const found = [];
    const stack = await searchRoots(searchPaths(all));
    const chain = []; // real paths of the folders above, to detect symlink cycles
    while (stack.length > 0) {
        const item = stack.pop();
        const match = matchAll(all, item.text);
        const partial = match !== 0 || partialMatchAny(all, item.text);
        if (!partial)
            continue;
        const stats = statItem(item, opts, chain);
        if (!stats)
            continue;
        if (opts.excludeHiddenFiles &&
            item.bytes.slice(item.bytes.lastIndexOf('/') + 1).startsWith('.'))
            continue;
        if (stats.isDirectory()) {
            // A matched folder is listed and still walked, as by the library.
            if (match & MATCH_DIRECTORY && opts.matchDirectories)
                found.push(item.bytes);
            let names;
            try {
                const raw = await (0,promises_.readdir)((0,byte_strings/* byteStringToBuffer */.JY)(item.bytes), { encoding: 'buffer' });
                names = raw.map(byte_strings/* bufferToByteString */.$Z);
            }
            catch (err) {
                if (vanished(err))
                    continue;
                throw err;
            }
            await options.afterReaddir?.(item.bytes, names);
            // Reverse order onto the stack, one push per child: the first child is popped first.
            for (let i = names.length - 1; i >= 0; i--) {
                stack.push({
                    bytes: joinName(item.bytes, names[i]),
                    text: joinName(item.text, (0,byte_strings/* goString */.WF)(names[i])),
                    level: item.level + 1
                });
            }
        }
        else if (match & MATCH_FILE && (!opts.regularFilesOnly || stats.isFile())) {
            found.push(item.bytes);
        }
    }
    return found;
}
/**
 * lstat or stat as @actions/glob does; undefined for what vanished, a broken link or a cycle.
 * Blocking calls: one per entry, answered from the kernel's cache, where a promise per entry cost
 * more than the call (docs/junit-reader.md §4).
 */
function statItem(item, opts, chain) {
    const fsPath = (0,byte_strings/* byteStringToBuffer */.JY)(item.bytes);
    let stats;
    try {
        stats = opts.followSymbolicLinks ? (0,external_node_fs_.statSync)(fsPath) : (0,external_node_fs_.lstatSync)(fsPath);
    }
    catch (err) {
        if (!vanished(err))
            throw err;
        if (!opts.followSymbolicLinks)
            return undefined;
        if (opts.omitBrokenSymbolicLinks)
            return undefined;
        // A dangling link, or an entry that vanished: the library's wording for the former.
        try {
            (0,external_node_fs_.lstatSync)(fsPath);
        }
        catch {
            return undefined;
        }
        throw new Error(`No information found for the path '${(0,byte_strings/* displayByteString */.oO)(item.bytes)}'. This may indicate a broken symbolic link.`);
    }
    if (stats.isDirectory() && opts.followSymbolicLinks) {
        let real;
        try {
            real = (0,byte_strings/* bufferToByteString */.$Z)(external_node_fs_.realpathSync.native(fsPath, { encoding: 'buffer' }));
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
