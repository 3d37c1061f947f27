import argon2 from 'argon2';
import type { Argon2Params } from '../identity.config.js';

/** argon2id password hashing with the configured cost. */
export class PasswordHasher {
  private dummy?: Promise<string>;

  constructor(readonly params: Argon2Params) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.params });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, { ...this.params });
  }

  /** Spends the same time as a real check, so an unknown address cannot be told apart by timing. */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password-but-equally-costly');
    await this.verify(await this.dummy, password);
    return false;
  }
}
