import type { InlineProjection } from '@dm/platform';

/** Keeps the identity read models in step with the events, inside the appending transaction. */
export const identityProjection: InlineProjection = {
  name: 'identity',
  tables: ['users', 'external_identities', 'password_resets', 'subscriptions', 'credit_balances', 'teams', 'sessions'],
  handles: [
    'UserRegistered', 'ExternalIdentityLinked', 'PasswordResetRequested', 'PasswordReset', 'UserTypeChanged',
    'SubscriptionChanged', 'CreditsGranted', 'CreditsSpent', 'CreditsRefunded', 'TeamCreated',
    'SessionStarted', 'SessionRefreshed', 'SessionRevoked',
  ],
  async apply(em, event) {
    const d = event.data;
    switch (event.type) {
      case 'UserRegistered':
        await em.query(
          `INSERT INTO users (user_id, email, name, type, my_photos_folder, my_designs_folder, my_purchases_folder, team_id, registered_via, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [d.userId, d.email, d.name, d.userType, d.folders.photos, d.folders.designs, d.folders.purchases, d.teamId, d.via, d.at],
        );
        return;
      case 'ExternalIdentityLinked':
        await em.query(`INSERT INTO external_identities (issuer, subject, user_id, linked_at) VALUES ($1, $2, $3, $4)`, [d.issuer, d.subject, d.userId, d.at]);
        return;
      case 'PasswordResetRequested':
        await em.query(`INSERT INTO password_resets (token_id, user_id, expires_at) VALUES ($1, $2, $3)`, [d.tokenId, d.userId, d.expiresAt]);
        return;
      case 'PasswordReset':
        await em.query(`UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [d.userId, d.at]);
        return;
      case 'UserTypeChanged':
        await em.query(`UPDATE users SET type = $2 WHERE user_id = $1`, [d.userId, d.userType]);
        return;
      case 'SubscriptionChanged':
        await em.query(
          `INSERT INTO subscriptions (user_id, sub_status, sub_free_plan, scope, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5)
           ON CONFLICT (user_id) DO UPDATE SET sub_status = EXCLUDED.sub_status, sub_free_plan = EXCLUDED.sub_free_plan, scope = EXCLUDED.scope, updated_at = EXCLUDED.updated_at`,
          [d.userId, d.terms.sub_status, d.terms.sub_free_plan, JSON.stringify(d.terms.scope), d.at],
        );
        return;
      case 'CreditsGranted':
      case 'CreditsRefunded':
      case 'CreditsSpent': {
        const column = d.kind === 'ai_image' ? 'ai_image' : 'premium_image';
        if (event.type === 'CreditsSpent') {
          await em.query(`UPDATE credit_balances SET ${column} = ${column} - $2 WHERE user_id = $1`, [d.userId, d.amount]);
        } else {
          await em.query(
            `INSERT INTO credit_balances (user_id, ${column}) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET ${column} = credit_balances.${column} + EXCLUDED.${column}`,
            [d.userId, d.amount],
          );
        }
        return;
      }
      case 'TeamCreated':
        await em.query(`INSERT INTO teams (team_id, owner_id, name, brand_kit_id, created_at) VALUES ($1, $2, $3, $4, $5)`, [d.teamId, d.ownerId, d.name, d.brandKitId, d.at]);
        return;
      case 'SessionStarted':
        await em.query(
          `INSERT INTO sessions (family_id, user_id, generation, via, started_at, expires_at) VALUES ($1, $2, 0, $3, $4, $5)`,
          [d.familyId, d.userId, d.via, d.at, d.expiresAt],
        );
        return;
      case 'SessionRefreshed':
        await em.query(`UPDATE sessions SET generation = $2 WHERE family_id = $1`, [d.familyId, d.generation]);
        return;
      case 'SessionRevoked':
        await em.query(`UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE family_id = $1`, [d.familyId, d.at, d.reason]);
        return;
    }
  },
};
