import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from './clock.ts';
import type { AccountsTable, Database } from './schema.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

/** An account as the portal uses it (no credential in it). */
export interface Account {
  id: string;
  username: string;
  nama: string;
  /** `USER` or `ADMIN`. */
  role: string;
  /** The plan's name (catalog/plans.yaml). */
  plan: string;
  /** Calls per UTC day; null: no limit. */
  limit: number | null;
  backgroundImageUrl: string;
  disabled: boolean;
}

export interface NewAccount {
  username: string;
  nama: string;
  password: string;
  role: string;
  /** Default `USER`. */
  plan?: string;
  limit: number | null;
  backgroundImageUrl?: string;
}

export type AccountChanges = Partial<Pick<Account, 'nama' | 'role' | 'plan' | 'limit' | 'backgroundImageUrl' | 'disabled'>>;

/** Thrown by `create` when the username is taken (PostgreSQL's unique violation). */
export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`username ${username} is taken`);
  }
}

export const accountColumns = ['accounts.id', 'accounts.username', 'accounts.nama', 'accounts.role', 'accounts.plan', 'accounts.daily_limit', 'accounts.background_url', 'accounts.disabled'] as const;

type AccountRow = Pick<Selectable<AccountsTable>, 'id' | 'username' | 'nama' | 'role' | 'plan' | 'daily_limit' | 'background_url' | 'disabled'>;

export function toAccount(row: AccountRow): Account {
  return { id: row.id, username: row.username, nama: row.nama, role: row.role, plan: row.plan, limit: row.daily_limit, backgroundImageUrl: row.background_url, disabled: row.disabled };
}

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

export interface AccountsRepository {
  /** A new account; throws `UsernameTakenError` when the username is taken. */
  create(account: NewAccount): Promise<Account>;
  byUsername(username: string): Promise<Account | undefined>;
  byId(accountId: string): Promise<Account | undefined>;
  /** The account when the password is its own (a disabled account included: the caller says no). */
  checkPassword(username: string, password: string): Promise<Account | undefined>;
  setPassword(accountId: string, password: string): Promise<void>;
  update(accountId: string, changes: AccountChanges): Promise<Account | undefined>;
}

export function accountsRepository(db: Kysely<Database>, clock: Clock): AccountsRepository {
  const byUsername = async (username: string) => {
    const row = await db.selectFrom('accounts').select(accountColumns).where('username', '=', username).executeTakeFirst();
    return row && toAccount(row);
  };
  return {
    async byId(accountId) {
      const row = await db.selectFrom('accounts').select(accountColumns).where('id', '=', accountId).executeTakeFirst();
      return row && toAccount(row);
    },
    async create(account) {
      const row = {
        id: randomUUID(),
        username: account.username,
        nama: account.nama,
        role: account.role,
        plan: account.plan ?? 'USER',
        daily_limit: account.limit,
        background_url: account.backgroundImageUrl ?? '',
        password_hash: await hashPassword(account.password),
        created_at: clock(),
      };
      try {
        await db.insertInto('accounts').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new UsernameTakenError(account.username);
        throw error;
      }
      return toAccount({ ...row, disabled: false });
    },
    byUsername,
    async checkPassword(username, password) {
      const row = await db.selectFrom('accounts').select([...accountColumns, 'accounts.password_hash']).where('username', '=', username).executeTakeFirst();
      if (!row || !(await verifyPassword(password, row.password_hash))) return undefined;
      return toAccount(row);
    },
    async setPassword(accountId, password) {
      await db.updateTable('accounts').set({ password_hash: await hashPassword(password) }).where('id', '=', accountId).execute();
    },
    async update(accountId, changes) {
      const set = {
        ...(changes.nama !== undefined && { nama: changes.nama }),
        ...(changes.role !== undefined && { role: changes.role }),
        ...(changes.plan !== undefined && { plan: changes.plan }),
        ...(changes.limit !== undefined && { daily_limit: changes.limit }),
        ...(changes.backgroundImageUrl !== undefined && { background_url: changes.backgroundImageUrl }),
        ...(changes.disabled !== undefined && { disabled: changes.disabled }),
      };
      if (Object.keys(set).length === 0) return undefined;
      const row = await db.updateTable('accounts').set(set).where('id', '=', accountId).returning(accountColumns).executeTakeFirst();
      return row && toAccount(row);
    },
  };
}
