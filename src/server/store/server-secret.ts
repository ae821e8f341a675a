import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const secretFileName = 'secret.key';

export const secretMissingMessage =
  'PORTAL_SECRET wajib diisi bila DATABASE_URL dipakai (kunci untuk menyegel API key; sama di setiap instance, dan tidak disimpan di database).';

/**
 * The server secret API keys are sealed under: `PORTAL_SECRET`, else (embedded store only) a
 * `secret.key` made in the data folder on first start. It never goes into the database, so a dump
 * alone unseals nothing. With PostgreSQL every instance must share one: it has to be given.
 */
export function resolveSecret(options: { secret?: string; dataDir?: string; postgres?: boolean }): string {
  if (options.secret) return options.secret;
  if (options.postgres) throw new Error(secretMissingMessage);
  if (!options.dataDir) return randomBytes(32).toString('hex');
  const path = join(options.dataDir, secretFileName);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  return secret;
}
