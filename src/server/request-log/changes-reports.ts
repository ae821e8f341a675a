import type { Changelog } from '../../catalog/changes/changelog.ts';
import { changesAcrossAccounts, changesForYou, type ChangeAcrossAccounts, type ChangeForYou } from '../../catalog/changes/for-you.ts';
import { accountMessages } from '../common/index.ts';
import type { RequestLogRepository } from '../store/index.ts';

/** How far back 'Perubahan untuk Anda' (and the operator's view of it) looks in the log. */
export const changeWindowDays = 30;

/** The changes of the last releases as read on the log since `since`. */
export interface ChangesReport<T> {
  since: string;
  items: T[];
}

/**
 * 'Perubahan untuk Anda' for one account (the profile, the account API, the MCP tool) and summed
 * over every account (the operator's console), from one counting: src/catalog/changes/for-you.ts.
 */
export interface ChangesReports {
  forAccount(accountId: string): Promise<ChangesReport<ChangeForYou>>;
  acrossAccounts(): Promise<ChangesReport<ChangeAcrossAccounts>>;
}

export function changesReports(log: Pick<RequestLogRepository, 'callsConcerned' | 'callsConcernedByAccount'>, changelog: () => Changelog): ChangesReports {
  // The changelog is the catalog's, read once: it changes with a release, which is a new build.
  let releases: Changelog | undefined;
  const read = () => (releases ??= changelog());
  const windowStart = () => new Date(Date.now() - changeWindowDays * 86_400_000);
  return {
    async forAccount(accountId) {
      const since = windowStart();
      return { since: since.toISOString(), items: await changesForYou(read(), (questions) => log.callsConcerned(accountId, since, questions)) };
    },
    async acrossAccounts() {
      const since = windowStart();
      return { since: since.toISOString(), items: await changesAcrossAccounts(read(), (questions) => log.callsConcernedByAccount(since, questions)) };
    },
  };
}

/** One account's report as the account API answers it (and the MCP tool says it): its message tells whether anything touches their calls. */
export function accountChangesAnswer(report: ChangesReport<ChangeForYou>): { status: true; message: string; data: ChangesReport<ChangeForYou> } {
  return { status: true, message: report.items.length > 0 ? accountMessages.changesListed : accountMessages.noChangesForYou, data: report };
}
