import { Button, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { fieldMessages } from '../../catalog/account-rules.ts';
import { ServerMessage } from '../account-forms/index.ts';
import { replaceApiKey, type GraceSeconds } from '../session/account-api.ts';
import { useSession } from '../session/index.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { graceChoice, graceChoices } from './grace-choices.ts';
import { ProfileSection } from './ProfileSection.tsx';

/**
 * 'Buat API Key baru': the user picks how long the old key keeps working, confirms, and this
 * browser switches to the new key at once so the portal keeps working.
 */
export function NewApiKeySection() {
  const { token, apiKey, replaceApiKey: switchKey } = useSession();
  const [grace, setGrace] = useState<GraceSeconds>(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = graceChoice(grace);

  async function create() {
    setBusy(true);
    setRefusal(null);
    const result = await replaceApiKey(token, apiKey, grace);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    switchKey(result.data);
    notifications.show({ color: 'teal', message: fieldMessages.apiKeyCreated });
  }

  return (
    <ProfileSection
      id="api-key-baru"
      title="Buat API Key baru"
      intro="Key baru menggantikan key Anda sekarang, misalnya bila key itu bocor. Portal ini langsung memakai key baru."
      after={
        <ConfirmAction
          opened={confirming}
          title="Buat API Key baru?"
          consequence={`${chosen.effect} Portal ini langsung memakai key baru.`}
          confirmLabel="Ya, buat key baru"
          busy={busy}
          onConfirm={() => void create()}
          onCancel={() => setConfirming(false)}
        />
      }
    >
      <Radio.Group label="Masa tenggang key lama" value={String(grace)} onChange={(value) => setGrace(Number(value) as GraceSeconds)}>
        <Stack gap="xs" mt="xs">
          {graceChoices.map((choice) => (
            <Radio key={choice.seconds} value={String(choice.seconds)} label={choice.label} description={choice.effect} />
          ))}
        </Stack>
      </Radio.Group>
      <ServerMessage message={refusal} />
      <Button variant="light" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
        Buat API Key baru
      </Button>
    </ProfileSection>
  );
}
