/**
 * The emulator's records: flows, trails, artifact reports and attestations (written by the
 * API), beside the seed (environments, deployments, approvals). Kept in memory and, when a
 * state file is given, written to it after every change.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { nowSeconds } from './http.js'
import type {
  ArtifactRecord,
  AttachmentInfo,
  AttestationRecord,
  EmulatorState,
  FlowRecord,
  SeedData,
  TrailRecord
} from './types.js'

export type ComplianceState = 'COMPLIANT' | 'NON_COMPLIANT' | 'INCOMPLETE'

interface Records {
  flows: FlowRecord[]
  trails: TrailRecord[]
  artifacts: ArtifactRecord[]
  attestations: AttestationRecord[]
}

const empty = (): Records => ({ flows: [], trails: [], artifacts: [], attestations: [] })

export class Store {
  private records: Records = empty()
  private seq = 0

  constructor(
    readonly seed: Required<SeedData>,
    private readonly stateFile?: string
  ) {
    if (stateFile && existsSync(stateFile)) {
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as Partial<Records>
      this.records = { ...empty(), ...saved }
      const seqs = [...this.records.artifacts, ...this.records.attestations].map((r) => r.seq)
      this.seq = Math.max(0, ...seqs)
    }
  }

  state(): EmulatorState {
    return structuredClone({ ...this.records, ...this.seed })
  }

  /** Forgets every record; the seed stays. */
  reset(): void {
    this.records = empty()
    this.seq = 0
    this.save()
  }

  private save(): void {
    if (this.stateFile) writeFileSync(this.stateFile, JSON.stringify(this.records, null, 2))
  }

  flowExists(org: string, flow: string): boolean {
    return this.records.flows.some((f) => f.org === org && f.name === flow)
  }

  /** Creates the flow (and the trail, when named) if absent, without a template. */
  ensureFlowAndTrail(org: string, flow: string, trail?: string | null): void {
    if (!this.flowExists(org, flow)) {
      this.records.flows.push({ org, name: flow, created_at: nowSeconds() })
    }
    if (
      trail &&
      !this.records.trails.some((t) => t.org === org && t.flow === flow && t.name === trail)
    ) {
      this.records.trails.push({ org, flow, name: trail, created_at: nowSeconds() })
    }
  }

  addArtifact(org: string, flow: string, body: Record<string, unknown>): ArtifactRecord {
    this.ensureFlowAndTrail(org, flow, body.trail_name as string | undefined)
    const record: ArtifactRecord = {
      seq: ++this.seq,
      org,
      flow,
      fingerprint: body.fingerprint as string,
      created_at: nowSeconds(),
      body
    }
    this.records.artifacts.push(record)
    this.save()
    return record
  }

  addAttestation(
    fields: Omit<AttestationRecord, 'seq' | 'created_at' | 'attachment'> & {
      attachment?: AttachmentInfo | null
    }
  ): AttestationRecord {
    this.ensureFlowAndTrail(fields.org, fields.flow, fields.trail)
    const record: AttestationRecord = {
      attachment: null,
      ...fields,
      seq: ++this.seq,
      created_at: nowSeconds()
    }
    this.records.attestations.push(record)
    this.save()
    return record
  }

  /** Every artifact record of the organisation, oldest first. */
  artifactRecords(org: string): ArtifactRecord[] {
    return this.records.artifacts.filter((a) => a.org === org)
  }

  /** The latest record of (flow, fingerprint), or undefined. */
  latestArtifact(org: string, flow: string, fingerprint: string): ArtifactRecord | undefined {
    return this.artifactRecords(org)
      .filter((a) => a.flow === flow && a.fingerprint === fingerprint)
      .at(-1)
  }

  /** The latest record of a fingerprint in any flow of the organisation. */
  latestArtifactAnyFlow(org: string, fingerprint: string): ArtifactRecord | undefined {
    return this.artifactRecords(org)
      .filter((a) => a.fingerprint === fingerprint)
      .at(-1)
  }

  /** Whether the trail holds an artifact with this fingerprint (its latest report names it). */
  artifactInTrail(org: string, flow: string, trail: string, fingerprint: string): boolean {
    return this.latestArtifact(org, flow, fingerprint)?.body.trail_name === trail
  }

  /**
   * An artifact's compliance, from the attestations of its trail that are about the trail or
   * about this artifact: the latest per attestation name decides that name (an override sets
   * it to new_compliance_status). All compliant → COMPLIANT, any not → NON_COMPLIANT, none →
   * INCOMPLETE.
   */
  compliance(org: string, flow: string, fingerprint: string): ComplianceState {
    const trail = this.latestArtifact(org, flow, fingerprint)?.body.trail_name
    if (typeof trail !== 'string') return 'INCOMPLETE'
    const byName = new Map<string, boolean>()
    for (const a of this.trailAttestations(org, flow, trail)) {
      if (a.artifact_fingerprint === null || a.artifact_fingerprint === fingerprint) {
        byName.set(a.attestation_name, a.is_compliant)
      }
    }
    if (byName.size === 0) return 'INCOMPLETE'
    return [...byName.values()].every(Boolean) ? 'COMPLIANT' : 'NON_COMPLIANT'
  }

  trailAttestations(org: string, flow: string, trail: string): AttestationRecord[] {
    return this.records.attestations.filter(
      (a) => a.org === org && a.flow === flow && a.trail === trail
    )
  }
}
