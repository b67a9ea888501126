import * as core from '@actions/core'

/** Placeholder until config and commands land. */
export async function run(): Promise<void> {
  core.info('records-action')
}
