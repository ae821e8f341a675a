/**
 * `npm run account`'s command line, read and checked before any store is opened or any server is
 * asked: a wrong option or a bad limit is an Indonesian line and the usage, never a stack trace,
 * and never a change sent on (a limit of "abc" once reached the server as null: no limit at all).
 */
import { parseArgs } from 'node:util';
import { dailyLimitMax } from '../src/catalog/operator-messages.ts';

export const accountUsage = `Pemakaian: npm run account -- <perintah>
  create <username> --nama "<nama>" [--password <p>] [--plan USER|PREMIUM] [--limit <n>]
  role <username> USER|ADMIN
  plan <username> <PAKET>
  limit <username> <n|none>
  disable <username>
  enable <username>
  reset-password <username> [--password <p>]`;

const commands = ['create', 'role', 'plan', 'limit', 'disable', 'enable', 'reset-password'] as const;
export type AccountCommandName = (typeof commands)[number];

export interface AccountCommand {
  command: AccountCommandName;
  username: string;
  /** The role or plan of `role` / `plan`. */
  argument?: string;
  nama?: string;
  password?: string;
  plan?: string;
  /** `limit`'s value or `create --limit`: a whole number, null for none, undefined when not given. */
  limit?: number | null;
}

/** What the command line asks: the usage, a refusal with its reason, or one command. */
export type AccountArgs = { help: true } | { error: string } | AccountCommand;

const isCommand = (name: string | undefined): name is AccountCommandName => (commands as readonly string[]).includes(name ?? '');

/** A daily limit as typed: a whole number up to the console's highest, or "none". */
export function limitOf(raw: string): number | null | { error: string } {
  if (raw === 'none') return null;
  const n = Number(raw);
  return /^\d+$/.test(raw) && n <= dailyLimitMax ? n : { error: `Limit harus bilangan bulat 0 sampai ${dailyLimitMax.toLocaleString('id-ID')}, atau "none": ${raw}` };
}

function optionProblem(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const option = /'(-[^']*)'/.exec(text)?.[1] ?? '';
  const code = (error as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Pilihan tidak dikenal: ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `Pilihan ${option.split(' ')[0]} butuh nilai.`;
  return `Perintah tidak dapat dibaca: ${text}`;
}

export function parseAccountArgs(argv: string[]): AccountArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, nama: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, plan: { type: 'string' }, limit: { type: 'string' } },
    });
  } catch (error) {
    return { error: `${optionProblem(error)}\n${accountUsage}` };
  }
  const { positionals, values } = parsed;
  const [command, username, argument] = positionals;
  if (values.help || command === 'help') return { help: true };
  if (!isCommand(command)) return { error: command ? `Perintah tidak dikenal: ${command}\n${accountUsage}` : accountUsage };
  if (!username) return { error: `Username wajib diisi.\n${accountUsage}` };
  if ((command === 'role' || command === 'plan' || command === 'limit') && !argument) return { error: accountUsage };
  const rawLimit = command === 'limit' ? argument : values.limit;
  const limit = rawLimit === undefined ? undefined : limitOf(rawLimit);
  if (limit !== null && typeof limit === 'object') return limit;
  return {
    command,
    username,
    ...(command !== 'limit' && argument !== undefined && { argument }),
    ...(values.nama !== undefined && { nama: values.nama }),
    ...(values.password !== undefined && { password: values.password }),
    ...((values.plan ?? values.role) !== undefined && { plan: values.plan ?? values.role }),
    ...(limit !== undefined && { limit }),
  };
}
