/**
 * The store's door: how the server opens its data and the typed repositories the other rooms ask.
 * Migrations, the PGlite thread and the lock on the data folder stay inside.
 */
export { UsernameTakenError, type Account } from './accounts.ts';
export type { ApiKeysRepository, KeyFacts, KeyListing, NamedKeyRequest } from './api-keys.ts';
export type { AuditRecord, AuditRepository } from './audit-repository.ts';
export type { BirthdayData, BirthdayLimits } from './birthday-repository.ts';
export { systemClock, type Clock } from './clock.ts';
export type { ReminderKindName } from './kinds-tables.ts';
export { openStore, type ExecuteSql, type Store, type StoreConfig, type StoreKind } from './open-store.ts';
export { repositories, type Repositories } from './repositories.ts';
export type { LogQuery, LoggedCall, RequestLogRepository } from './request-log-repository.ts';
export type { RpgPlayer, RpgRepository } from './rpg-repository.ts';
export type { UploadsRepository } from './uploads-repository.ts';
export type { UpstreamKeysRepository } from './upstream-keys.ts';
export type { WaifuRepository } from './waifu-repository.ts';
export type { SubscriptionFields } from './webhook-repository.ts';
export { birthdayTargetId, type BirthdayBook, type Destination, type DeliveryAttempt, type DueSubscription, type ReminderRepository, type SendingTarget, type TestChannelMessage } from './reminder-repository.ts';
export { randomCredential } from './secrets.ts';
export type { AccountChanges } from './accounts.ts';
