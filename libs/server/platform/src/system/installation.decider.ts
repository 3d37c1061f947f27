import { ConflictError, ValidationError } from '../domain/errors.js';
import type { Decider } from '../domain/decider.js';

/**
 * The installation record: which app version initialised this database, and which seed data
 * sets have been loaded at which versions. Start-up consults it to seed exactly once, and a
 * re-run of a seed is refused unless its version moved forward.
 */
export const INSTALLATION_STREAM = 'system-installation';

export type InstallationCommand =
  | { type: 'InitialiseInstallation'; instanceId: string; appVersion: string; at: string }
  | { type: 'RecordSeed'; seed: string; version: number; counts: Record<string, number>; at: string };

export type InstallationEvent =
  | { type: 'InstallationInitialised'; data: { instanceId: string; appVersion: string; at: string } }
  | { type: 'SeedApplied'; data: { seed: string; version: number; counts: Record<string, number>; at: string } };

export interface InstallationState {
  initialised: boolean;
  instanceId?: string;
  seeds: Record<string, number>;
}

export const installationDecider: Decider<InstallationCommand, InstallationEvent, InstallationState> = {
  initialState: { initialised: false, seeds: {} },

  decide(command, state) {
    switch (command.type) {
      case 'InitialiseInstallation':
        if (state.initialised) throw new ConflictError(`This installation was already initialised (${state.instanceId}).`);
        return [{ type: 'InstallationInitialised', data: { instanceId: command.instanceId, appVersion: command.appVersion, at: command.at } }];
      case 'RecordSeed': {
        if (!state.initialised) throw new ValidationError('The installation must be initialised before seeding.');
        if (!/^[a-z][a-z0-9-]{0,62}$/.test(command.seed)) throw new ValidationError(`Invalid seed name '${command.seed}'.`, 'seed');
        const applied = state.seeds[command.seed];
        if (applied !== undefined && applied >= command.version) {
          throw new ConflictError(`Seed '${command.seed}' is already at version ${applied}.`);
        }
        return [{ type: 'SeedApplied', data: { seed: command.seed, version: command.version, counts: command.counts, at: command.at } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'InstallationInitialised':
        return { ...state, initialised: true, instanceId: event.data.instanceId };
      case 'SeedApplied':
        return { ...state, seeds: { ...state.seeds, [event.data.seed]: event.data.version } };
    }
  },
};
