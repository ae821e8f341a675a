import { Badge, Button, Card, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { PlanView } from '../../catalog/operator-api.ts';
import { dailyLabel } from './plans-api.ts';

interface PlanCardProps {
  plan: PlanView;
  /** The account is on this plan. */
  current: boolean;
  /** Listed before the account's plan (`catalog/plans.yaml` goes from the smallest up): asking for it is no upgrade. */
  lower: boolean;
  /** A request is waiting: no second one can be sent. */
  waiting: boolean;
  onAsk: (note: string) => Promise<boolean>;
}

/** One plan side by side with the others: its numbers, and 'Ajukan upgrade' with a note. */
export function PlanCard({ plan, current, lower, waiting, onAsk }: PlanCardProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const sent = await onAsk(note.trim());
    setSending(false);
    if (sent) setOpen(false);
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`paket-${plan.name}`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`paket-${plan.name}`}>
          {plan.label} {current && <Badge ml="xs">Paket Anda</Badge>}
        </Title>
        <Text fw={700} size="lg">
          {plan.price}
        </Text>
        <Text c="dimmed">{plan.summary}</Text>
        <List spacing={4}>
          <List.Item>{dailyLabel(plan.dailyCalls)}</List.Item>
          <List.Item>{plan.ratePerMinute.toLocaleString('id-ID')} request/menit</List.Item>
          <List.Item>{plan.groups === 'all' ? 'Semua grup fitur' : `Grup: ${plan.groups.join(', ')}`}</List.Item>
          <List.Item>{plan.keysPerAccount} API key</List.Item>
        </List>
        {!current && !open && (
          <Button onClick={() => setOpen(true)} disabled={waiting}>
            {lower ? 'Ajukan pindah paket' : 'Ajukan upgrade'}
          </Button>
        )}
        {open && (
          <Stack gap="xs">
            <Textarea
              label="Catatan untuk pengelola"
              description="Misalnya nomor referensi transfer."
              maxLength={500}
              autosize
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Button onClick={() => void send()} loading={sending}>
              Kirim permintaan
            </Button>
            <Button variant="subtle" onClick={() => setOpen(false)} disabled={sending}>
              Batal
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
