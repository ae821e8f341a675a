/** The profile's reminder delivery: the delivery log with replay and test sends, and the test channel. */
export { TestChannelSection } from './TestChannelSection.tsx';
export { WebhookDeliveriesSection } from './WebhookDeliveriesSection.tsx';
