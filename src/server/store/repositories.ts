import { join } from 'node:path';
import { accountsRepository, type AccountsRepository } from './accounts.ts';
import { apiKeysRepository, type ApiKeysRepository } from './api-keys.ts';
import { systemClock, type Clock } from './clock.ts';
import { dailyUsageRepository, keyCounter, type DailyUsageRepository } from './daily-usage.ts';
import { batchedDailyUsageRepository } from './daily-usage-batched.ts';
import { cachedKeyLookups } from './key-cache.ts';
import { loginFailuresRepository, type LoginFailuresRepository } from './login-failures.ts';
import type { Store } from './open-store.ts';
import { auditRepository, type AuditRepository } from './audit-repository.ts';
import { operatorRepository, type OperatorRepository } from './operator-repository.ts';
import { upgradeRequestsRepository, type UpgradeRequestsRepository } from './upgrade-requests-repository.ts';
import { birthdayRepository, type BirthdayRepository } from './birthday-repository.ts';
import { reminderRepository, type ReminderRepository } from './reminder-repository.ts';
import { requestLogRepository, type RequestLogRepository } from './request-log-repository.ts';
import { rpgRepository, type RpgRepository } from './rpg-repository.ts';
import { sessionsRepository, type SessionsRepository } from './sessions.ts';
import { upstreamKeysRepository, type UpstreamKeysRepository } from './upstream-keys.ts';
import { twofaRepository, type TwofaRepository } from './twofa-repository.ts';
import { folderUploadFiles } from './upload-files.ts';
import { defaultUploadBudgetBytes, uploadsRepository, type UploadsRepository } from './uploads-repository.ts';
import { waifuRepository, type WaifuRepository } from './waifu-repository.ts';
import { webhookRepository, type WebhookRepository } from './webhook-repository.ts';

/** One repository per kind of data, each the only owner of its tables. */
export interface Repositories {
  accounts: AccountsRepository;
  apiKeys: ApiKeysRepository;
  sessions: SessionsRepository;
  usage: DailyUsageRepository;
  /** The day's calls of each named key with a cap of its own (ids are key ids). */
  keyUsage: DailyUsageRepository;
  uploads: UploadsRepository;
  twofa: TwofaRepository;
  waifu: WaifuRepository;
  webhooks: WebhookRepository;
  birthdays: BirthdayRepository;
  /** The text RPG's players, one world per account. */
  rpg: RpgRepository;
  /** What reminder delivery keeps: secrets, the delivery log, the test channel. */
  reminders: ReminderRepository;
  loginFailures: LoginFailuresRepository;
  requestLog: RequestLogRepository;
  /** Upstream mode: the log's account of each API key the calls carry. */
  upstreamKeys: UpstreamKeysRepository;
  /** The operator's console: what it reads across accounts, the upgrade requests, the audit log. */
  operator: OperatorRepository;
  upgradeRequests: UpgradeRequestsRepository;
  audit: AuditRepository;
}

export interface RepositoryOptions {
  clock?: Clock;
  /** How long a session lasts after its last use (`PORTAL_SESSION_DAYS`, default 30). */
  sessionDays?: number;
  /** Bytes of uploads one account may keep. */
  uploadBudgetBytes?: number;
}

/** The folder of upload files inside the data folder, beside PGlite's own. */
export const uploadsSubdir = 'uploads';

export function repositories(store: Store, options: RepositoryOptions = {}): Repositories {
  const clock = options.clock ?? systemClock;
  const accounts = accountsRepository(store.db, clock);
  const apiKeys = apiKeysRepository(store.db, store.secret, clock);
  // PGlite is written by this process alone (its folder is locked): what the calls ask of it on
  // every request can be known in memory. PostgreSQL is shared by instances: key lookups are
  // remembered while the others' changes are heard (key-change-notices.ts), the counts asked each call.
  const alone = store.kind === 'pglite';
  return {
    ...(alone || store.keyChanges ? cachedKeyLookups(apiKeys, accounts, clock, store.keyChanges) : { accounts, apiKeys }),
    sessions: sessionsRepository(store.db, clock, options.sessionDays),
    usage: alone ? batchedDailyUsageRepository(store.db, clock) : dailyUsageRepository(store.db, clock),
    keyUsage: alone ? batchedDailyUsageRepository(store.db, clock, keyCounter) : dailyUsageRepository(store.db, clock, keyCounter),
    // In a data folder the bytes are files beside the database; on PostgreSQL (several instances)
    // and in memory they are in the database, so every instance serves every upload.
    uploads: uploadsRepository(store.db, { files: store.dataDir ? folderUploadFiles(join(store.dataDir, uploadsSubdir)) : undefined, budgetBytes: options.uploadBudgetBytes ?? defaultUploadBudgetBytes }),
    twofa: twofaRepository(store.db),
    waifu: waifuRepository(store.db),
    webhooks: webhookRepository(store.db),
    birthdays: birthdayRepository(store.db),
    rpg: rpgRepository(store.db),
    reminders: reminderRepository(store.db, store.secret, clock),
    loginFailures: loginFailuresRepository(store.db, clock),
    requestLog: requestLogRepository(store.db, clock, store.copyIn),
    upstreamKeys: upstreamKeysRepository(store.db, store.secret, clock),
    operator: operatorRepository(store.db, clock),
    upgradeRequests: upgradeRequestsRepository(store.db, clock),
    audit: auditRepository(store.db, clock),
  };
}
