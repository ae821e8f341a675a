/**
 * `npm run account -- <command>`: the operator's account tool, on the same store as the server
 * (`DATABASE_URL`, else the PGlite folder `PORTAL_DATA_DIR`), through the same account actions as
 * the console (each change in the audit log, by `cli`). While a running server holds the PGlite
 * folder, the changes the console can make go through that server's operator API (account-remote.ts).
 *
 *   create <username> --nama "<nama>" [--password <p>] [--plan USER|PREMIUM] [--limit <n>]
 *   role <username> USER|ADMIN        (a plan name here sets the plan, as before plans existed)
 *   plan <username> <PLAN>            (the plan's daily limit comes with it)
 *   limit <username> <n|none>
 *   disable <username> | enable <username>
 *   reset-password <username> [--password <p>]   (ends the account's sessions)
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../src/server/shell/config.ts';
import { checkRegistration, passwordProblem } from '../src/server/accounts/validation.ts';
import { loadCatalog, catalogDir } from '../src/catalog/loader.ts';
import { accountActions, ActionError, planBook } from '../src/server/operator/index.ts';
import { UsernameTakenError } from '../src/server/store/accounts.ts';
import { openStore } from '../src/server/store/open-store.ts';
import { repositories, type Repositories } from '../src/server/store/repositories.ts';
import { randomCredential } from '../src/server/store/secrets.ts';
import { accountUsage, parseAccountArgs, type AccountCommand } from './account-args.ts';
import { RemoteError, runRemote } from './account-remote.ts';

class CommandError extends Error {}

const args = parseAccountArgs(process.argv.slice(2));
const config = configFromEnv();
const plans = planBook(() => loadCatalog(catalogDir(join(dirname(fileURLToPath(import.meta.url)), '..'))).catalog.plans ?? []);
const actor = 'cli';

async function accountOf(repos: Repositories, name: string) {
  const account = await repos.accounts.byUsername(name);
  if (!account) throw new CommandError(`Akun ${name} tidak ditemukan.`);
  return account;
}

async function run(repos: Repositories, c: AccountCommand): Promise<string> {
  const { command, username } = c;
  const actions = accountActions(repos, plans);
  switch (command) {
    case 'create': {
      const password = c.password ?? randomCredential(8);
      const checked = checkRegistration({ username, nama: c.nama, password });
      if ('problem' in checked) throw new CommandError(checked.problem);
      const plan = plans.find((c.plan ?? 'USER').toUpperCase());
      if (!plan) throw new CommandError(`Paket tidak dikenal. Ada: ${plans.all().map((p) => p.name).join(', ')}.`);
      try {
        const account = await repos.accounts.create({ ...checked.value, role: 'USER', plan: plan.name, limit: c.limit !== undefined ? c.limit : plan.name === 'USER' ? config.defaultLimit : plan.dailyCalls });
        const apikey = await repos.apiKeys.issue(account.id);
        await repos.audit.record({ actor, action: 'account.create', target: account.username, before: null, after: { plan: account.plan, dailyLimit: account.limit } });
        return `Akun ${account.username} dibuat (${plan.name}).\n  Password : ${password}\n  API Key  : ${apikey}`;
      } catch (error) {
        if (error instanceof UsernameTakenError) throw new CommandError(`Username ${username} sudah dipakai.`);
        throw error;
      }
    }
    case 'role':
    case 'plan': {
      const account = await accountOf(repos, username);
      const named = (c.argument ?? '').toUpperCase();
      // `role ADMIN` opens the console, `role USER` closes it; any other name is a plan, as roles were before plans.
      if (command === 'role' && (named === 'ADMIN' || named === 'USER')) {
        await actions.change(actor, account, { role: named });
        return `Role ${account.username} sekarang ${named}.`;
      }
      if (!plans.find(named)) throw new CommandError(`Paket tidak dikenal: ${c.argument ?? ''}. Ada: ${plans.all().map((p) => p.name).join(', ')}.`);
      const changed = await actions.change(actor, account, { plan: named });
      return `Paket ${account.username} sekarang ${changed.plan} (batas harian ${changed.limit ?? 'tanpa batas'}).`;
    }
    case 'limit': {
      const account = await accountOf(repos, username);
      const limit = c.limit ?? null;
      await actions.change(actor, account, { dailyLimit: limit });
      return `Limit harian ${account.username} sekarang ${limit ?? 'tanpa batas'}.`;
    }
    case 'disable':
    case 'enable': {
      const account = await accountOf(repos, username);
      await actions.change(actor, account, { disabled: command === 'disable' });
      return command === 'disable' ? `Akun ${account.username} dinonaktifkan; sesinya diakhiri dan API key-nya ditolak.` : `Akun ${account.username} aktif kembali.`;
    }
    case 'reset-password': {
      const account = await accountOf(repos, username);
      const problem = c.password ? passwordProblem(c.password) : null;
      if (problem) throw new CommandError(problem);
      const password = await actions.resetPassword(actor, account, c.password);
      return `Password ${account.username} diganti; semua sesinya diakhiri.\n  Password : ${password}`;
    }
  }
}

/** The PGlite folder is held by a running server: the message folder-lock.ts gives. */
const heldByServer = (error: unknown) => error instanceof Error && error.message.includes('sedang dipakai oleh proses lain');

async function main(c: AccountCommand): Promise<void> {
  const store = await openStore(config.store, { secret: config.secret }).catch(async (error: unknown) => {
    if (!heldByServer(error)) throw error;
    console.log(await runRemote(`http://${config.host}:${config.port}`, config.admin, c));
    return undefined;
  });
  if (store) {
    try {
      console.log(await run(repositories(store, { sessionDays: config.sessionDays }), c));
    } finally {
      await store.close();
    }
  }
}

if ('help' in args) console.log(accountUsage);
else if ('error' in args) {
  console.error(args.error);
  process.exitCode = 2;
} else {
  try {
    await main(args);
  } catch (error) {
    console.error(error instanceof CommandError || error instanceof ActionError || error instanceof RemoteError ? error.message : `Perintah akun gagal: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
