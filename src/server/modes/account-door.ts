import type { AccountAnswer } from '../../mcp/account-tools.ts';
import type { AccountDoors } from '../mcp/index.ts';
import { judgeKey } from '../accounts/index.ts';
import type { ActionAnswer, DeliveryActions } from '../reminders/index.ts';
import { accountChangesAnswer, type ChangesReports } from '../request-log/index.ts';
import type { Repositories } from '../store/index.ts';


export interface AccountDoorDeps {
  repos: Pick<Repositories, 'apiKeys'>;
  changes: Pick<ChangesReports, 'forAccount'>;
  deliveries: DeliveryActions;
}

const said = <T>(answer: ActionAnswer<T>): AccountAnswer => (answer.ok ? answer : { ok: false, message: answer.message });

/**
 * The account the API key belongs to, asked again on every tool call (the key may be replaced or
 * the account disabled meanwhile) and judged by the API's own rule (judgeKey); then the same functions as
 * the account API's routes: 'Perubahan untuk Anda' and the reminders' delivery actions.
 */
export function accountDoors(deps: AccountDoorDeps): AccountDoors {
  return (apikey, log) => {
    const asAccount = async (act: (accountId: string) => Promise<AccountAnswer>): Promise<AccountAnswer> => {
      const judged = await judgeKey(deps.repos.apiKeys, apikey, log);
      return judged.ok ? act(judged.account.id) : { ok: false, message: judged.message };
    };
    return {
      changes: () => asAccount(async (id) => ({ ok: true, ...accountChangesAnswer(await deps.changes.forAccount(id)) })),
      webhooks: () => asAccount(async (id) => said(await deps.deliveries.webhooks(id))),
      deliveries: () => asAccount(async (id) => said(await deps.deliveries.attempts(id))),
      replay: (attemptId) => asAccount(async (id) => said(await deps.deliveries.replay(id, attemptId))),
      test: (subscriptionId) => asAccount(async (id) => said(await deps.deliveries.test(id, subscriptionId))),
    };
  };
}
