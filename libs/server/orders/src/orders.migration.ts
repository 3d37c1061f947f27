import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders context's read models (rebuilt by replay): `orders` (one row per order, its answer
 * in `doc`), `order_purchases` (what each user has bought, for watermarks and the cart) and
 * `coupons` (with who used them).
 */
export class Orders1732190000400 implements MigrationInterface {
  name = 'Orders1732190000400';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        design_id text NOT NULL,
        status text NOT NULL,
        payment_mode text NOT NULL,
        amount numeric(12, 2) NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        doc jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX orders_user ON orders (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE order_purchases (
        user_id text NOT NULL,
        resource_id text NOT NULL,
        order_id text NOT NULL,
        design_id text NOT NULL,
        payment_mode text NOT NULL,
        bought_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, resource_id)
      )`);
    await q.query(`CREATE INDEX order_purchases_plan ON order_purchases (user_id, payment_mode, bought_at)`);
    await q.query(`
      CREATE TABLE coupons (
        code text PRIMARY KEY,
        kind text NOT NULL,
        value numeric(12, 2) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_by jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
  }
  async down(q: QueryRunner): Promise<void> {
    for (const t of ['coupons', 'order_purchases', 'orders']) await q.query(`DROP TABLE ${t}`);
  }
}
