import type { Changelog, Release } from './changelog.ts';
import type { CatalogChange, ChangeEffect } from './classify.ts';

/** A change of a recent release as one developer meets it: how many of their calls it concerns, and how many it would refuse now. */
export interface ChangeForYou extends Omit<CatalogChange, 'effect'> {
  version: string;
  date: string;
  /** Their calls of the changed entry in the period. */
  calls: number;
  /** Of those, the ones the change refuses now (a removed entry or input, an input made required, a value no longer accepted); null when the log cannot tell. */
  failing: number | null;
}

/** A change of a recent release as the operator meets it: the same counts summed over every account that called the entry. */
export interface ChangeAcrossAccounts extends Omit<ChangeForYou, 'calls' | 'failing'> {
  /** Accounts that called the changed entry in the period. */
  accounts: number;
  /** Their calls of it, all accounts together. */
  calls: number;
  /** Of those, the ones the change refuses now; null when the log cannot tell. */
  failing: number | null;
}

/** Which calls of an entry to count (see the request log's `callsConcerned`). */
export type CallFilter = { lacking: string } | { carrying: string } | { sending: { input: string; value: string } };

/** The calls an effect refuses, as a filter of the log; undefined: all calls of the entry. */
export function refusedBy(effect: ChangeEffect): CallFilter | undefined {
  if (effect.kind === 'input-required') return { lacking: effect.input };
  if (effect.kind === 'input-removed') return { carrying: effect.input };
  if (effect.kind === 'values-narrowed') return { sending: { input: effect.input, value: effect.removed } };
  return undefined;
}

export type CallQuestion = { entry: string; only?: CallFilter };
export type CountCalls = (questions: CallQuestion[]) => Promise<number[]>;
/** The same questions answered per account: for each, the count of every account that has one. */
export type CountCallsByAccount = (questions: CallQuestion[]) => Promise<ReadonlyMap<string, number>[]>;

interface Counted<T> {
  release: Release;
  change: CatalogChange & { entry: string };
  calls: T;
  failing: T | null;
}

/**
 * Every change of an entry in the last `releases` releases, with the answers to its two questions
 * of the log: the calls of its entry, and (when the log can judge its effect) the calls it refuses.
 * The questions are asked in one batch: each changed entry once, then each effect.
 */
async function countRecent<T>(changelog: Changelog, count: (questions: CallQuestion[]) => Promise<T[]>, releases: number): Promise<Counted<T>[]> {
  const recent = changelog.releases.slice(0, releases).flatMap((release) => release.changes.flatMap((change) => (change.entry ? [{ release, change: { ...change, entry: change.entry } }] : [])));
  const entries = [...new Set(recent.map(({ change }) => change.entry))];
  const effects = recent.map(({ change }) => (change.effect ? { entry: change.entry, only: refusedBy(change.effect) } : null));
  const answers = await count([...entries.map((entry) => ({ entry })), ...effects.filter((q) => q !== null)]);
  let next = entries.length;
  return recent.map(({ release, change }, i) => ({ release, change, calls: answers[entries.indexOf(change.entry)]!, failing: effects[i] ? answers[next++]! : null }));
}

/** The change as answered: its release and its own words, without the effect the counting read. */
function described({ release, change }: Pick<Counted<unknown>, 'release' | 'change'>): Omit<ChangeForYou, 'calls' | 'failing'> {
  const { effect: _effect, ...rest } = change;
  return { ...rest, version: release.version, date: release.date };
}

/**
 * The changes of the last `releases` releases that touch an entry this developer called in the
 * period, each with its count of calls and of calls it breaks, newest release first. `count`
 * answers questions about the developer's own log, nobody else's.
 */
export async function changesForYou(changelog: Changelog, count: CountCalls, releases = 3): Promise<ChangeForYou[]> {
  const counted = await countRecent(changelog, count, releases);
  return counted.filter((c) => c.calls > 0).map((c) => ({ ...described(c), calls: c.calls, failing: c.failing }));
}

const total = (counts: ReadonlyMap<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);

/**
 * Every change of an entry in the last `releases` releases, touched or not, with how many accounts
 * called its entry in the period, their calls and the calls it breaks: the sums of what each of
 * those accounts reads in {@link changesForYou}, from the same questions asked once for all.
 */
export async function changesAcrossAccounts(changelog: Changelog, count: CountCallsByAccount, releases = 3): Promise<ChangeAcrossAccounts[]> {
  const counted = await countRecent(changelog, count, releases);
  return counted.map((c) => ({ ...described(c), accounts: [...c.calls.values()].filter((n) => n > 0).length, calls: total(c.calls), failing: c.failing && total(c.failing) }));
}
