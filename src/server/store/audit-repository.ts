import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../catalog/operator-api.ts';
import type { Clock } from './clock.ts';
import type { Database } from './schema.ts';

export interface AuditRecord {
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Every change an operator makes, kept for good: the console's 'Log audit'. */
export interface AuditRepository {
  record(entry: AuditRecord): Promise<void>;
  /** Newest first; `target` narrows to one account or request. */
  list(options: { limit: number; target?: string }): Promise<AuditEntry[]>;
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export function auditRepository(db: Kysely<Database>, clock: Clock): AuditRepository {
  return {
    async record(entry) {
      await db
        .insertInto('audit_log')
        .values({ id: randomUUID(), at: clock(), actor: entry.actor, action: entry.action, target: entry.target, before: json(entry.before), after: json(entry.after) })
        .execute();
    },
    async list({ limit, target }) {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .$call((q) => (target ? q.where('target', '=', target) : q))
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, at: new Date(r.at).toISOString(), actor: r.actor, action: r.action, target: r.target, before: parsed(r.before), after: parsed(r.after) }));
    },
  };
}
