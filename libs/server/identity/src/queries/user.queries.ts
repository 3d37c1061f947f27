import type { DataSource } from 'typeorm';
import type { Credits, User, UserType } from '@dm/contracts';
import { hasPhotosSubscription } from '../domain/premium-access.js';
import { NO_SUBSCRIPTION } from '../domain/subscription.decider.js';

interface UserRow {
  user_id: string;
  email: string;
  name: string;
  type: UserType;
  my_photos_folder: string;
  my_designs_folder: string;
  my_purchases_folder: string;
  sub_status: boolean | null;
  sub_free_plan: boolean | null;
  scope: string[] | null;
}

/** Reads of the identity read models, shaped for the wire. */
export class UserQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The account with this e-mail (lower-cased), for an admin's search; null when there is none. */
  async userIdByEmail(email: string): Promise<string | null> {
    const rows: { user_id: string }[] = await this.dataSource.query(`SELECT user_id FROM users WHERE email = $1`, [email.trim().toLowerCase()]);
    return rows[0]?.user_id ?? null;
  }

  /** The e-mails of these user ids (ids that are no account, such as 'system', are left out). */
  async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const rows: { user_id: string; email: string }[] = await this.dataSource.query(`SELECT user_id, email FROM users WHERE user_id = ANY($1::text[])`, [userIds]);
    return new Map(rows.map((r) => [r.user_id, r.email]));
  }

  async user(userId: string): Promise<User | null> {
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT u.user_id, u.email, u.name, u.type, u.my_photos_folder, u.my_designs_folder, u.my_purchases_folder, s.sub_status, s.sub_free_plan, s.scope
       FROM users u LEFT JOIN subscriptions s ON s.user_id = u.user_id WHERE u.user_id = $1`,
      [userId],
    );
    const r = rows[0];
    if (!r) return null;
    const subscription = r.sub_status === null ? NO_SUBSCRIPTION : { sub_status: r.sub_status, sub_free_plan: !!r.sub_free_plan, scope: r.scope ?? [] };
    return {
      _id: r.user_id,
      email: r.email,
      name: r.name,
      type: r.type,
      my_photos_folder: r.my_photos_folder,
      my_designs_folder: r.my_designs_folder,
      my_purchases_folder: r.my_purchases_folder,
      subscription: { ...subscription, scope: [...subscription.scope] },
      uploads: [],
      photos_subscription: hasPhotosSubscription({ type: r.type, subscription }),
    };
  }

  async credits(userId: string): Promise<Credits> {
    const rows: { premium_image: number; ai_image: number }[] = await this.dataSource.query(
      `SELECT premium_image, ai_image FROM credit_balances WHERE user_id = $1`,
      [userId],
    );
    return { '123rf': { remaining: rows[0]?.premium_image ?? 0 }, imagemaker: { balance: rows[0]?.ai_image ?? 0 } };
  }
}
