import { StreamConflictError } from '../domain/errors.js';

/**
 * Runs a command again when another writer appended to its stream first. Only for commands whose
 * outcome does not depend on the version they read (rename, thumbnail, claim): they are decided
 * afresh against the new state on each attempt. Autosave keeps its honest 409 and never uses this.
 * Bounded: after `attempts` conflicts the last one is answered (409, nothing written).
 */
export async function retryOnStreamConflict<T>(fn: () => Promise<T>, attempts = 60): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof StreamConflictError) || attempt >= attempts) throw e;
      // a short, growing, jittered pause lets the other writers' transactions finish
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 4 * attempt)));
    }
  }
}
