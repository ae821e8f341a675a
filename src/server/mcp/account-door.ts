import { messages } from '../../catalog/messages.ts';
import type { AccountAnswer, AccountDoor } from '../../mcp/account-tools.ts';
import { accountMessages } from '../common/index.ts';
import type { ActionAnswer, DeliveryActions } from '../reminders/index.ts';
import { accountChangesAnswer, type ChangesReports } from '../request-log/index.ts';
import type { Repositories } from '../store/index.ts';

/** Each API key's account door for the MCP account tools. */
export type AccountDoors = (apikey: string) => AccountDoor;

export interface AccountDoorDeps {
  repos: Pick<Repositories, 'apiKeys'>;
  changes: Pick<ChangesReports, 'forAccount'>;
  deliveries: DeliveryActions;
}

const said = <T>(answer: ActionAnswer<T>): AccountAnswer => (answer.ok ? answer : { ok: false, message: answer.message });

/**
 * The account the API key belongs to, asked again on every tool call (the key may be replaced or
 * the account disabled meanwhile) and refused as the API refuses it; then the same functions as
 * the account API's routes: 'Perubahan untuk Anda' and the reminders' delivery actions.
 */
export function accountDoors(deps: AccountDoorDeps): AccountDoors {
  return (apikey) => {
    const asAccount = async (act: (accountId: string) => Promise<AccountAnswer>): Promise<AccountAnswer> => {
      const account = await deps.repos.apiKeys.accountFor(apikey);
      if (account) return act(account.id);
      return { ok: false, message: (await deps.repos.apiKeys.replaced(apikey)) ? accountMessages.apikeyReplaced : messages.invalidApiKey };
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
