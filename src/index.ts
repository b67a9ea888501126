/** The action's entry point: GitHub runs dist/index.js, the bundle of this file. */
import { run } from './main.js'

await run()
