import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { RendererProps } from '../../types.ts';
import { CopyTextButton } from '../../parts/CopyTextButton.tsx';

/** Indonesian labels for the fields the API is known to send; others show their own name. */
const labels: Record<string, string> = {
  kota: 'Kota',
  wilayah: 'Wilayah',
  negara: 'Negara',
  lokasi: 'Lokasi',
  penyedia: 'Penyedia',
  zona_waktu: 'Zona waktu',
  versi: 'Versi',
  jangkauan: 'Jangkauan',
  userAgent: 'User agent',
};

const asText = (value: unknown) => (value === null || value === undefined ? '-' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The IP lookup: the address first and large, then whatever else the API said about it. */
export function IpInfo({ entry, answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as Record<string, unknown>;
  if (typeof data.ip !== 'string' || data.ip === '') {
    return (
      <Alert color="red" title="Gagal" role="alert" data-widget="ip-info">
        {entry.error}
      </Alert>
    );
  }
  const rest = Object.entries(data).filter(([name]) => name !== 'ip' && name !== 'status' && name !== 'message');
  return (
    <Stack gap="xs" data-widget="ip-info">
      <Text size="sm" c="dimmed" id="ip-info-label">
        Alamat IP Anda
      </Text>
      <Group gap="sm">
        <Title order={3} ff="monospace" aria-labelledby="ip-info-label">
          {data.ip}
        </Title>
        <CopyTextButton value={data.ip} label="Salin IP" toast="IP berhasil disalin!" />
      </Group>
      {rest.length > 0 ? (
        <Table aria-label="Detail IP" withTableBorder striped>
          <Table.Tbody>
            {rest.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" w="35%">
                  {labels[name] ?? name}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>{asText(value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
