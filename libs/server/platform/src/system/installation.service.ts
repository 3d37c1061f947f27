import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { handleCommand } from '../decider/decider.js';
import type { EventStore } from '../event-store/event-store.js';
import { INSTALLATION_STREAM, installationDecider, type InstallationCommand } from './installation.decider.js';

export interface InstallationInfo {
  instanceId: string;
  appVersion: string;
  initialisedAt: string;
  seeds: Record<string, number>;
}

export class InstallationService {
  constructor(private readonly store: EventStore, private readonly dataSource: DataSource) {}

  /** Initialises the installation on first start; returns true when this start was the first. */
  async ensureInitialised(appVersion: string): Promise<boolean> {
    if ((await this.store.streamVersion(INSTALLATION_STREAM)) > 0) return false;
    await this.run({ type: 'InitialiseInstallation', instanceId: randomUUID(), appVersion, at: new Date().toISOString() });
    return true;
  }

  async recordSeed(seed: string, version: number, counts: Record<string, number>): Promise<void> {
    await this.run({ type: 'RecordSeed', seed, version, counts, at: new Date().toISOString() });
  }

  async info(): Promise<InstallationInfo | null> {
    const rows: { instance_id: string; app_version: string; initialised_at: Date }[] = await this.dataSource.query(
      `SELECT instance_id, app_version, initialised_at FROM installation LIMIT 1`,
    );
    if (!rows.length) return null;
    const seeds: { seed: string; version: number }[] = await this.dataSource.query(`SELECT seed, version FROM installation_seeds ORDER BY seed`);
    return {
      instanceId: rows[0].instance_id,
      appVersion: rows[0].app_version,
      initialisedAt: new Date(rows[0].initialised_at).toISOString(),
      seeds: Object.fromEntries(seeds.map((s) => [s.seed, s.version])),
    };
  }

  private run(command: InstallationCommand) {
    return handleCommand(this.store, installationDecider, INSTALLATION_STREAM, command, { actorId: 'system' });
  }
}
