import { Button } from '@mantine/core';
import { useState } from 'react';
import { fieldMessages } from '../../catalog/account-rules.ts';
import { ServerMessage } from '../account-forms/index.ts';
import { logoutAll } from '../session/account-api.ts';
import { useSession } from '../session/index.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { ProfileSection } from './ProfileSection.tsx';

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
    if (result.ok) endedElsewhere(result.message || fieldMessages.loggedOutEverywhere);
    else setRefusal(result.message);
  }

  return (
    <ProfileSection
      id="semua-perangkat"
      title="Keluar dari semua perangkat"
      intro="Mengakhiri semua sesi akun ini, termasuk di browser ini. API Key tidak berubah."
      after={
        <ConfirmAction
          opened={confirming}
          title="Keluar dari semua perangkat?"
          consequence="Semua sesi akun ini berakhir, termasuk di browser ini. Anda perlu login kembali."
          confirmLabel="Ya, keluar dari semua"
          busy={busy}
          onConfirm={() => void endAll()}
          onCancel={() => setConfirming(false)}
        />
      }
    >
      <ServerMessage message={refusal} />
      <Button color="red" variant="light" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
        Keluar dari semua perangkat
      </Button>
    </ProfileSection>
  );
}
