/**
 * `npm run account -- <command>`: the operator's account tool, on the same store as the server
 * (`DATABASE_URL`, else the PGlite folder `PORTAL_DATA_DIR`; a PGlite folder in use by a running
 * server is refused: stop it first, or use PostgreSQL).
 *
 *   create <username> --nama "<nama>" [--password <p>] [--role USER|PREMIUM] [--limit <n>]
 *   role <username> <ROLE>            (PREMIUM: no daily limit)
 *   limit <username> <n|none>
 *   disable <username> | enable <username>
 *   reset-password <username> [--password <p>]   (ends the account's sessions)
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../src/server/shell/config.ts';
import { checkRegistration, passwordProblem } from '../src/server/accounts/validation.ts';
import { UsernameTakenError } from '../src/server/store/accounts.ts';
import { openStore } from '../src/server/store/open-store.ts';
import { repositories, type Repositories } from '../src/server/store/repositories.ts';
import { randomCredential } from '../src/server/store/secrets.ts';

const usage = `Pemakaian: npm run account -- <perintah>
  create <username> --nama "<nama>" [--password <p>] [--role USER|PREMIUM] [--limit <n>]
  role <username> <ROLE>
  limit <username> <n|none>
  disable <username>
  enable <username>
  reset-password <username> [--password <p>]`;

class CommandError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { nama: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, limit: { type: 'string' } },
});
const [command, username, argument] = positionals;
const config = configFromEnv();

function limitOf(raw: string | undefined, fallback: number | null): number | null {
  if (raw === undefined) return fallback;
  if (raw === 'none') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new CommandError(`Limit harus bilangan bulat 0 atau lebih, atau "none": ${raw}`);
  return n;
}

async function accountOf(repos: Repositories, name: string | undefined) {
  if (!name) throw new CommandError(usage);
  const account = await repos.accounts.byUsername(name);
  if (!account) throw new CommandError(`Akun ${name} tidak ditemukan.`);
  return account;
}

async function run(repos: Repositories): Promise<string> {
  switch (command) {
    case 'create': {
      const password = values.password ?? randomCredential(8);
      const checked = checkRegistration({ username, nama: values.nama, password });
      if ('problem' in checked) throw new CommandError(checked.problem);
      const role = (values.role ?? 'USER').toUpperCase();
      try {
        const account = await repos.accounts.create({ ...checked.value, role, limit: limitOf(values.limit, role === 'USER' ? config.defaultLimit : null) });
        const apikey = await repos.apiKeys.issue(account.id);
        return `Akun ${account.username} dibuat (${role}).\n  Password : ${password}\n  API Key  : ${apikey}`;
      } catch (error) {
        if (error instanceof UsernameTakenError) throw new CommandError(`Username ${username} sudah dipakai.`);
        throw error;
      }
    }
    case 'role': {
      const account = await accountOf(repos, username);
      if (!argument || !/^[A-Z_]{2,32}$/i.test(argument)) throw new CommandError('Role harus berupa kata, misalnya USER atau PREMIUM.');
      await repos.accounts.update(account.id, { role: argument.toUpperCase() });
      return `Role ${account.username} sekarang ${argument.toUpperCase()}.`;
    }
    case 'limit': {
      const account = await accountOf(repos, username);
      if (argument === undefined) throw new CommandError(usage);
      const limit = limitOf(argument, null);
      await repos.accounts.update(account.id, { limit });
      return `Limit harian ${account.username} sekarang ${limit ?? 'tanpa batas'}.`;
    }
    case 'disable':
    case 'enable': {
      const account = await accountOf(repos, username);
      await repos.accounts.update(account.id, { disabled: command === 'disable' });
      if (command === 'disable') await repos.sessions.endAll(account.id);
      return command === 'disable' ? `Akun ${account.username} dinonaktifkan; sesinya diakhiri dan API key-nya ditolak.` : `Akun ${account.username} aktif kembali.`;
    }
    case 'reset-password': {
      const account = await accountOf(repos, username);
      const password = values.password ?? randomCredential(8);
      const problem = passwordProblem(password);
      if (problem) throw new CommandError(problem);
      await repos.accounts.setPassword(account.id, password);
      await repos.sessions.endAll(account.id);
      await repos.loginFailures.clear(account.id);
      return `Password ${account.username} diganti; semua sesinya diakhiri.\n  Password : ${password}`;
    }
    default:
      throw new CommandError(usage);
  }
}

try {
  if (!command) throw new CommandError(usage);
  const store = await openStore(config.store, { secret: config.secret });
  try {
    console.log(await run(repositories(store, { sessionDays: config.sessionDays })));
  } finally {
    await store.close();
  }
} catch (error) {
  console.error(error instanceof CommandError ? error.message : `Perintah akun gagal: ${(error as Error).message}`);
  process.exitCode = 1;
}
