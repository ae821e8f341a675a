import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UpgradeRequest, UpgradeStatus } from '../../catalog/operator-api.ts';
import type { Clock } from './clock.ts';
import type { Database } from './schema.ts';

export interface UpgradeRequestsRepository {
  create(accountId: string, plan: string, note: string): Promise<UpgradeRequest>;
  byId(id: string): Promise<(UpgradeRequest & { accountId: string }) | undefined>;
  /** Newest first; `status` narrows (the console opens on the pending ones). */
  list(options: { status?: UpgradeStatus; accountId?: string; limit: number }): Promise<UpgradeRequest[]>;
  /** Marks a pending request decided; false when it was no longer pending (decided elsewhere meanwhile). */
  decide(id: string, status: 'approved' | 'declined', by: string): Promise<boolean>;
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function upgradeRequestsRepository(db: Kysely<Database>, clock: Clock): UpgradeRequestsRepository {
  const base = () =>
    db
      .selectFrom('upgrade_requests')
      .innerJoin('accounts', 'accounts.id', 'upgrade_requests.account_id')
      .select(['upgrade_requests.id', 'upgrade_requests.account_id', 'accounts.username', 'upgrade_requests.plan', 'upgrade_requests.note', 'upgrade_requests.status', 'upgrade_requests.created_at', 'upgrade_requests.decided_at', 'upgrade_requests.decided_by']);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
  const view = (r: Row): UpgradeRequest => ({
    id: r.id,
    username: r.username,
    plan: r.plan,
    note: r.note,
    status: r.status as UpgradeStatus,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    decidedBy: r.decided_by,
  });
  return {
    async create(accountId, plan, note) {
      const id = randomUUID();
      await db.insertInto('upgrade_requests').values({ id, account_id: accountId, plan, note, status: 'pending', created_at: clock(), decided_at: null, decided_by: null }).execute();
      return view(await base().where('upgrade_requests.id', '=', id).executeTakeFirstOrThrow());
    },
    async byId(id) {
      if (!isUuid(id)) return undefined;
      const row = await base().where('upgrade_requests.id', '=', id).executeTakeFirst();
      return row && { ...view(row), accountId: row.account_id };
    },
    async list({ status, accountId, limit }) {
      const rows = await base()
        .$call((q) => (status ? q.where('upgrade_requests.status', '=', status) : q))
        .$call((q) => (accountId ? q.where('upgrade_requests.account_id', '=', accountId) : q))
        .orderBy('upgrade_requests.created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(view);
    },
    async decide(id, status, by) {
      // Only a pending request changes: two operators deciding at once, one wins.
      const result = await db.updateTable('upgrade_requests').set({ status, decided_at: clock(), decided_by: by }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
