import type { Changelog } from './changelog.ts';
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

/** Which calls of an entry to count (see the request log's `callsConcerned`). */
export type CallFilter = { lacking: string } | { carrying: string } | { sending: { input: string; value: string } };

/** The calls an effect refuses, as a filter of the log; undefined: all calls of the entry. */
export function refusedBy(effect: ChangeEffect): CallFilter | undefined {
  if (effect.kind === 'input-required') return { lacking: effect.input };
  if (effect.kind === 'input-removed') return { carrying: effect.input };
  if (effect.kind === 'values-narrowed') return { sending: { input: effect.input, value: effect.removed } };
  return undefined;
}

export type CountCalls = (questions: { entry: string; only?: CallFilter }[]) => Promise<number[]>;

/**
 * The changes of the last `releases` releases that touch an entry this developer called in the
 * period, each with its count of calls and of calls it breaks, newest release first. `count`
 * answers questions about the developer's own log, nobody else's.
 */
export async function changesForYou(changelog: Changelog, count: CountCalls, releases = 3): Promise<ChangeForYou[]> {
  const recent = changelog.releases.slice(0, releases).flatMap((release) => release.changes.filter((c) => c.entry).map((change) => ({ release, change })));
  const entries = [...new Set(recent.map(({ change }) => change.entry!))];
  const effects = recent.map(({ change }) => (change.effect ? { entry: change.entry!, only: refusedBy(change.effect) } : null));
  const answers = await count([...entries.map((entry) => ({ entry })), ...effects.filter((q) => q !== null)]);
  const callsOf = new Map(entries.map((entry, i) => [entry, answers[i]!]));
  let next = entries.length;
  const out: ChangeForYou[] = [];
  recent.forEach(({ release, change }, i) => {
    const failing = effects[i] ? answers[next++]! : null;
    const calls = callsOf.get(change.entry!) ?? 0;
    if (calls === 0) return;
    const { effect: _effect, ...rest } = change;
    out.push({ ...rest, version: release.version, date: release.date, calls, failing });
  });
  return out;
}
