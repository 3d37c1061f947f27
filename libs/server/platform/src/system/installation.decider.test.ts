import { ConflictError, ValidationError } from '../domain/errors.js';
import { given } from '../domain/given.js';
import { installationDecider as decider, type InstallationEvent } from './installation.decider.js';

const at = '2026-11-21T00:00:00.000Z';
const initialised: InstallationEvent = { type: 'InstallationInitialised', data: { instanceId: 'i-1', appVersion: '0.1.0', at } };

describe('installation decider', () => {
  it('initialises a fresh installation', () => {
    given(decider, [])
      .when({ type: 'InitialiseInstallation', instanceId: 'i-1', appVersion: '0.1.0', at })
      .then([initialised]);
  });

  it('refuses to initialise twice', () => {
    given(decider, [initialised])
      .when({ type: 'InitialiseInstallation', instanceId: 'i-2', appVersion: '0.1.0', at })
      .thenThrows(ConflictError);
  });

  it('records a seed once and refuses the same version again', () => {
    const seeded: InstallationEvent = { type: 'SeedApplied', data: { seed: 'catalog', version: 1, counts: { templates: 3 }, at } };
    given(decider, [initialised]).when({ type: 'RecordSeed', seed: 'catalog', version: 1, counts: { templates: 3 }, at }).then([seeded]);
    given(decider, [initialised, seeded]).when({ type: 'RecordSeed', seed: 'catalog', version: 1, counts: {}, at }).thenThrows(/already at version 1/);
    given(decider, [initialised, seeded])
      .when({ type: 'RecordSeed', seed: 'catalog', version: 2, counts: {}, at })
      .then([{ type: 'SeedApplied', data: { seed: 'catalog', version: 2, counts: {}, at } }]);
  });

  it('refuses to seed before initialisation or with a bad name', () => {
    given(decider, []).when({ type: 'RecordSeed', seed: 'catalog', version: 1, counts: {}, at }).thenThrows(ValidationError);
    given(decider, [initialised]).when({ type: 'RecordSeed', seed: 'Bad Name', version: 1, counts: {}, at }).thenThrows(/Invalid seed name/);
  });
});
