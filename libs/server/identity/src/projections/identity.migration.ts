import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The identity context's tables. Read models (rebuilt by a replay): users, external_identities,
 * password_resets, subscriptions, credit_balances, teams, sessions. Kept beside the events, never
 * replayed: user_credentials (password hashes), identity_keys (the token-signing key) and outbox
 * (mail waiting to be read or sent).
 */
export class Identity1732190100000 implements MigrationInterface {
  name = 'Identity1732190100000';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      user_id text PRIMARY KEY, email text NOT NULL UNIQUE, name text NOT NULL, type text NOT NULL,
      my_photos_folder text NOT NULL, my_designs_folder text NOT NULL, my_purchases_folder text NOT NULL,
      team_id text NOT NULL, registered_via text NOT NULL, created_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE external_identities (issuer text NOT NULL, subject text NOT NULL, user_id text NOT NULL, linked_at timestamptz NOT NULL, PRIMARY KEY (issuer, subject))`);
    await q.query(`CREATE TABLE password_resets (token_id text PRIMARY KEY, user_id text NOT NULL, expires_at timestamptz NOT NULL, used_at timestamptz)`);
    await q.query(`CREATE TABLE subscriptions (user_id text PRIMARY KEY, sub_status boolean NOT NULL, sub_free_plan boolean NOT NULL, scope jsonb NOT NULL, updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE credit_balances (user_id text PRIMARY KEY,
      premium_image integer NOT NULL DEFAULT 0 CHECK (premium_image >= 0), ai_image integer NOT NULL DEFAULT 0 CHECK (ai_image >= 0))`);
    await q.query(`CREATE TABLE teams (team_id text PRIMARY KEY, owner_id text NOT NULL, name text NOT NULL, brand_kit_id text NOT NULL, created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX teams_owner ON teams (owner_id)`);
    await q.query(`CREATE TABLE sessions (family_id text PRIMARY KEY, user_id text NOT NULL, generation integer NOT NULL, via text NOT NULL,
      started_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, revoked_at timestamptz, revoked_reason text)`);
    await q.query(`CREATE INDEX sessions_user_active ON sessions (user_id) WHERE revoked_at IS NULL`);
    await q.query(`CREATE TABLE user_credentials (user_id text PRIMARY KEY, password_hash text NOT NULL, updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE identity_keys (name text PRIMARY KEY, value text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE outbox (id bigserial PRIMARY KEY, recipient text NOT NULL, subject text NOT NULL, body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
  }
  async down(q: QueryRunner): Promise<void> {
    for (const t of ['outbox', 'identity_keys', 'user_credentials', 'sessions', 'teams', 'credit_balances', 'subscriptions', 'password_resets', 'external_identities', 'users']) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
