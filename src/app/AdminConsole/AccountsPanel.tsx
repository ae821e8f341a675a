import { Anchor, Stack, Table, Text, TextInput, ScrollArea } from '@mantine/core';
import { useState } from 'react';
import type { AdminApi } from './admin-api.ts';
import { AccountDetailView } from './AccountDetailView.tsx';
import { Loading } from './Loading.tsx';
import { useAnswer } from '../PlansPage/use-answer.ts';

/** Accounts found by username or name; one opened shows its detail and what can be changed. */
export function AccountsPanel({ api }: { api: AdminApi }) {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const list = useAnswer(`cari ${q}`, () => api.accounts(q));
  const plans = useAnswer('plans', () => api.plans());
  const detail = useAnswer(`akun ${open ?? ''}`, () => (open ? api.account(open) : Promise.resolve({ ok: false as const, message: '' })));
  return (
    <Stack gap="md">
      <TextInput label="Cari akun" placeholder="Username atau nama" value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={100} />
      <Loading loaded={list.loaded} label="Memuat akun">
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed">Tidak ada akun yang cocok.</Text>
          ) : (
            <ScrollArea type="auto">
              <Table striped withTableBorder miw={480}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Username</Table.Th>
                    <Table.Th>Nama</Table.Th>
                    <Table.Th>Paket</Table.Th>
                    <Table.Th>Hari ini</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((a) => (
                    <Table.Tr key={a.username}>
                      <Table.Td>
                        <Anchor component="button" type="button" onClick={() => setOpen(a.username)}>
                          {a.username}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{a.nama}</Table.Td>
                      <Table.Td>{a.plan}</Table.Td>
                      <Table.Td>
                        {a.today} / {a.limit ?? '∞'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )
        }
      </Loading>
      {open && (
        <Loading loaded={detail.loaded} label="Memuat akun">
          {(account) => (
            <AccountDetailView
              key={`${account.username} ${account.plan} ${account.limit} ${account.disabled}`}
              api={api}
              account={account}
              plans={plans.loaded.state === 'ready' ? plans.loaded.data.items : []}
              onChanged={() => {
                detail.reload();
                list.reload();
              }}
            />
          )}
        </Loading>
      )}
    </Stack>
  );
}
