import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AccountId } from './kinds-tables.ts';
import type { Database } from './schema.ts';
import type { UploadFiles } from './upload-files.ts';

/** Bytes of uploads one account may keep: the upload entry's 'Ruang unggahan penuh' says the same number. */
export const defaultUploadBudgetBytes = 100 * 1024 * 1024;

export interface StoredUpload {
  type: string;
  data: Buffer;
}

export type UploadOutcome = { ok: true; id: string } | { ok: false; reason: 'budget' };

export interface UploadsRepository {
  /** Stores the bytes for the account, unless they would take it past `budgetBytes`. */
  add(accountId: AccountId, upload: StoredUpload): Promise<UploadOutcome>;
  get(id: string): Promise<StoredUpload | undefined>;
  /** Bytes the account's uploads take. */
  usage(accountId: AccountId): Promise<number>;
}

/**
 * Upload records in the database. The bytes go to `files` (the embedded store's folder) or, with
 * no folder (PostgreSQL shared by several instances), into the record itself, so every instance
 * serves every upload. Either way the record commits after the bytes are durable: an answered
 * upload is whole, and a crash before the commit leaves at most a file nobody points at.
 */
export function uploadsRepository(db: Kysely<Database>, options: { files?: UploadFiles; budgetBytes: number }): UploadsRepository {
  const { files, budgetBytes } = options;
  return {
    async add(accountId, { type, data }) {
      if (data.length > budgetBytes) return { ok: false, reason: 'budget' };
      const id = randomBytes(12).toString('hex');
      if (files) await files.write(id, data);
      const stored = await db.transaction().execute(async (tx) => {
        // One statement checks and adds, so two uploads at once never both pass the budget.
        const taken = await sql<{ bytes: string }>`
          INSERT INTO upload_usage (account_id, bytes) VALUES (${accountId}, ${data.length})
          ON CONFLICT (account_id) DO UPDATE SET bytes = upload_usage.bytes + excluded.bytes
          WHERE upload_usage.bytes + excluded.bytes <= ${budgetBytes}
          RETURNING bytes`.execute(tx);
        if (taken.rows.length === 0) return false;
        await tx
          .insertInto('uploads')
          .values({ id, account_id: accountId, content_type: type, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), data: files ? null : data })
          .execute();
        return true;
      });
      if (!stored) {
        if (files) await files.remove(id);
        return { ok: false, reason: 'budget' };
      }
      return { ok: true, id };
    },
    async get(id) {
      if (!/^[a-f0-9]{8,64}$/.test(id)) return undefined;
      const row = await db.selectFrom('uploads').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const data = row.data ?? (await files?.read(id));
      return data ? { type: row.content_type, data: Buffer.from(data) } : undefined;
    },
    async usage(accountId) {
      const row = await db.selectFrom('upload_usage').select('bytes').where('account_id', '=', accountId).executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },
  };
}
