/**
 * Secrets the action knows: registered by the input readers, masked in the runner's log by
 * the output boundary (report/output.ts) before it writes anything else, and removed from any
 * text the action prints itself: a server may echo a token back in an error body, and local
 * runs have no runner to mask anything.
 */
const secrets = new Set<string>()

export function registerSecret(value: string): void {
  if (value === '') return
  secrets.add(value)
}

/** Every registered secret, in registration order. */
export function registeredSecrets(): string[] {
  return [...secrets]
}

/** true once any secret is registered. */
export function hasSecrets(): boolean {
  return secrets.size > 0
}

export function redactSecrets(text: string): string {
  let out = text
  for (const s of secrets) out = out.split(s).join('***')
  return out
}
