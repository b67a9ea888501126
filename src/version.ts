/**
 * The version sent in the User-Agent header. package.json is its one source: the bundler
 * inlines it when dist/ is built, so a release changes it in one place (script/release).
 */
import packageJson from '../package.json' with { type: 'json' }

export const USER_AGENT = `records-action/${packageJson.version}`
