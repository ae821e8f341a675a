import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { accountMessages } from '../../catalog/account-rules.ts';
import { ServerMessage } from '../account-forms/index.ts';
import { logoutAll } from '../session/account-api.ts';
import { useSession } from '../session/index.ts';
import { ConfirmAction } from './ConfirmAction.tsx';

/** 'Keluar dari semua perangkat': every session of the account ends, this browser's too. */
export function LogoutEverywhereSection() {
  const { token, endedElsewhere } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function endAll() {
    setBusy(true);
    setRefusal(null);
    const result = await logoutAll(token);
    setBusy(false);
    setConfirming(false);
    if (result.ok) endedElsewhere(result.message || accountMessages.loggedOutEverywhere);
    else setRefusal(result.message);
  }

  return (
    <Paper component="section" aria-labelledby="semua-perangkat" withBorder shadow="sm" p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} id="semua-perangkat" fz="h3">
          Keluar dari semua perangkat
        </Title>
        <Text size="sm">Mengakhiri semua sesi akun ini, termasuk di browser ini. API Key tidak berubah.</Text>
        <ServerMessage message={refusal} />
        <Button color="red" variant="light" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
          Keluar dari semua perangkat
        </Button>
      </Stack>
      <ConfirmAction
        opened={confirming}
        title="Keluar dari semua perangkat?"
        consequence="Semua sesi akun ini berakhir, termasuk di browser ini. Anda perlu login kembali."
        confirmLabel="Ya, keluar dari semua"
        busy={busy}
        onConfirm={() => void endAll()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
