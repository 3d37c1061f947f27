import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { EntityManager } from 'typeorm';

// node-pg's own text encoding of parameters (no type declarations ship for this file)
const { prepareValue, escapeLiteral } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(v: unknown): string | Buffer | null; escapeLiteral(s: string): string };

/** A parameter as the SQL literal node-pg would have sent it as text (arrays, JSON, dates alike). */
function literal(value: unknown): string {
  const v = prepareValue(value);
  if (v === null || v === undefined) return 'NULL';
  if (Buffer.isBuffer(v)) return `'\\x${v.toString('hex')}'::bytea`;
  return escapeLiteral(String(v));
}

/** `$n` placeholders (not followed by another digit) replaced by their values as literals. */
export function inlineParameters(sql: string, params: readonly unknown[] = []): string {
  return sql.replace(/\$(\d+)(?!\d)/g, (m, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= params.length) throw new Error(`SQL placeholder ${m} has no parameter`);
    return literal(params[i]);
  });
}

/**
 * An EntityManager for replays whose writes travel in batches: INSERT, UPDATE and DELETE
 * statements are held and sent many at a time in one round trip; a read sends what is held first,
 * so a projection that reads its own tables sees its writes. Each distinct statement is prepared
 * once (`PREPARE`, its parameter types inferred as node-pg's own unnamed statements have them)
 * and then run with `EXECUTE` and its values as literals, so PostgreSQL plans it once, not per
 * event. `close()` deallocates them (prepared statements outlive transactions on a connection).
 * The statements run in order in the caller's transaction, exactly as one by one. Writes answer
 * nothing: projections never read a write's result (the replay's comparison with the live tables
 * would show it if one did).
 */
export class BatchedWrites {
  readonly #held: string[] = [];
  readonly #prepared = new Map<string, string>();
  readonly #prefix = `bw_${randomBytes(4).toString('hex')}_`;
  #bytes = 0;
  readonly manager: EntityManager;

  constructor(private readonly em: EntityManager, private readonly maxStatements = 500, private readonly maxBytes = 4 << 20) {
    const query = (sql: string, params?: unknown[]) => this.query(sql, params);
    this.manager = new Proxy(em, {
      get(target, prop, receiver) {
        if (prop === 'query') return query;
        return Reflect.get(target, prop, receiver);
      },
    });
  }

  async query(sql: string, params?: unknown[]): Promise<unknown> {
    if (!/^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql) || /\bRETURNING\b/i.test(sql)) {
      await this.flush();
      return this.em.query(sql, params);
    }
    let name = this.#prepared.get(sql);
    if (!name) {
      name = `${this.#prefix}${this.#prepared.size}`;
      this.#prepared.set(sql, name);
      this.#held.push(`PREPARE ${name} AS ${sql}`);
      this.#bytes += sql.length;
    }
    const statement = params?.length ? `EXECUTE ${name}(${params.map(literal).join(', ')})` : `EXECUTE ${name}`;
    this.#held.push(statement);
    this.#bytes += statement.length;
    if (this.#held.length >= this.maxStatements || this.#bytes >= this.maxBytes) await this.flush();
    return [];
  }

  async flush(): Promise<void> {
    if (!this.#held.length) return;
    const batch = this.#held.splice(0).join(';\n');
    this.#bytes = 0;
    await this.em.query(batch);
  }

  /** Sends what is held and deallocates the prepared statements (call it before the transaction ends). */
  async close(): Promise<void> {
    await this.flush();
    if (!this.#prepared.size) return;
    await this.em.query([...this.#prepared.values()].map((n) => `DEALLOCATE ${n}`).join(';\n'));
    this.#prepared.clear();
  }
}
