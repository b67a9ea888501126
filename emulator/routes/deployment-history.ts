/** Seeded deployments, read per environment and per artifact. */
import type { Store } from '../store.js'
import type { SeedDeployment } from '../types.js'

/** Deployments to one environment, oldest first (seed order breaks ties). */
export function envDeployments(store: Store, org: string, env: string): SeedDeployment[] {
  return store.seed.deployments
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => d.org === org && d.env_name === env)
    .sort((a, b) => a.d.deployed_at - b.d.deployed_at || a.i - b.i)
    .map(({ d }) => d)
}

const envNames = (store: Store, org: string): string[] => [
  ...new Set(store.seed.deployments.filter((d) => d.org === org).map((d) => d.env_name))
]

/** Environments an artifact runs in (its deployment is the latest there) and has left. */
export function placesOf(
  store: Store,
  org: string,
  fingerprint: string
): { running_in: string[]; exited_from: string[] } {
  const running_in: string[] = []
  const exited_from: string[] = []
  for (const env of envNames(store, org).sort()) {
    const list = envDeployments(store, org, env)
    if (!list.some((d) => d.fingerprint === fingerprint)) continue
    if (list.at(-1)?.fingerprint === fingerprint) running_in.push(env)
    else exited_from.push(env)
  }
  return { running_in, exited_from }
}

/** Search-history events of an artifact's deployments: arrivals and departures. */
export function deploymentEvents(
  store: Store,
  org: string,
  fingerprint: string
): Array<{ event: string; timestamp: number }> {
  const events: Array<{ event: string; timestamp: number }> = []
  for (const env of envNames(store, org)) {
    const list = envDeployments(store, org, env)
    list.forEach((d, i) => {
      const number = d.snapshot_index ?? i + 1
      if (d.fingerprint === fingerprint) {
        events.push({
          event: `Deployment #${number} to ${env} environment`,
          timestamp: d.deployed_at
        })
        const next = list.slice(i + 1).find((n) => n.fingerprint !== fingerprint)
        if (next) {
          const at = next.snapshot_index ?? list.indexOf(next) + 1
          events.push({
            event: `No longer running in ${env}#${at} environment`,
            timestamp: next.deployed_at
          })
        }
      }
    })
  }
  return events
}
