import { useState, type ComponentType } from 'react';
import { ChangesForYou, RequestLog, UsageSection } from '../../usage/index.ts';
import { TestChannelSection, WebhookDeliveriesSection } from '../WebhookDelivery/index.ts';
import { useSession } from '../session/index.ts';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { ConnectAgentSection } from './ConnectAgentSection.tsx';
import { LogoutEverywhereSection } from './LogoutEverywhereSection.tsx';
import { NamedKeysSection } from './NamedKeysSection.tsx';
import { NewApiKeySection } from './NewApiKeySection.tsx';
import { ApiKeyCard, SummarySection } from './SummarySection.tsx';

export interface ProfileSectionEntry {
  /** The address's fragment: `/profile#log`. Lowercase, no spaces. */
  id: string;
  /** The tab's label. */
  label: string;
  /** The cards shown under the tab; rendered only while the tab is open (their data loads then). */
  View: ComponentType;
}

function Usage() {
  const { token, apiKey } = useSession();
  return <UsageSection caller={{ token, apiKey }} />;
}

function Log() {
  const { token, apiKey } = useSession();
  return <RequestLog caller={{ token, apiKey }} />;
}

function Changes() {
  const { token, apiKey } = useSession();
  return <ChangesForYou caller={{ token, apiKey }} />;
}

function Summary() {
  return (
    <>
      <SummarySection />
      <Changes />
      <Usage />
    </>
  );
}

function Webhooks() {
  // A test send or a replay to the test channel lands there at once: the channel reads it again.
  const [sent, setSent] = useState(0);
  return (
    <>
      <WebhookDeliveriesSection onSent={() => setSent((n) => n + 1)} />
      <TestChannelSection sent={sent} />
    </>
  );
}

function Keys() {
  return (
    <>
      <ApiKeyCard />
      <NewApiKeySection />
      <NamedKeysSection />
    </>
  );
}

function Security() {
  return (
    <>
      <ChangePasswordSection />
      <LogoutEverywhereSection />
    </>
  );
}

/**
 * The profile's sections, in tab order; the first opens on a plain `/profile`. A new section is one
 * entry here: its tab, its address and its cards.
 */
export const profileSections = [
  { id: 'ringkasan', label: 'Ringkasan', View: Summary },
  { id: 'log', label: 'Log', View: Log },
  { id: 'kunci', label: 'Kunci', View: Keys },
  { id: 'keamanan', label: 'Keamanan', View: Security },
  { id: 'webhook', label: 'Webhook', View: Webhooks },
  { id: 'ai', label: 'AI', View: ConnectAgentSection },
] as const satisfies readonly ProfileSectionEntry[];

export type ProfileSectionId = (typeof profileSections)[number]['id'];

/** The section an address's fragment names (`#log`), or the first for none or an unknown one. */
export function sectionOf(hash: string): ProfileSectionEntry {
  const id = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  return profileSections.find((section) => section.id === id) ?? profileSections[0];
}
