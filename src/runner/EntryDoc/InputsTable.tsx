import { Table, Text } from '@mantine/core';
import { inputLocation, isFileInput } from '../../catalog/request-plan.ts';
import type { CatalogEntry, JsonSchema } from '../../catalog/types.ts';

const locationLabel = { path: 'path', query: 'query', body: 'body' } as const;

function typeOf(prop: JsonSchema): string {
  if (isFileInput(prop)) return 'file';
  if (prop.enum) return prop.enum.join(' | ');
  return Array.isArray(prop.type) ? prop.type.join(' | ') : (prop.type ?? 'string');
}

/** The inputs of an entry: name, where it travels, type, required, description. */
export function InputsTable({ entry }: { entry: CatalogEntry }) {
  const props = Object.entries(entry.schema.properties ?? {});
  if (props.length === 0) return <Text size="sm" c="dimmed">Tanpa parameter (selain apikey).</Text>;
  const required = new Set(entry.schema.required ?? []);
  return (
    <Table striped withTableBorder fz="sm" aria-label={`Parameter ${entry.title}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Parameter</Table.Th>
          <Table.Th>Lokasi</Table.Th>
          <Table.Th>Tipe</Table.Th>
          <Table.Th>Wajib</Table.Th>
          <Table.Th>Keterangan</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.map(([name, prop]) => (
          <Table.Tr key={name}>
            <Table.Td>
              <code>{name}</code>
            </Table.Td>
            <Table.Td>{locationLabel[inputLocation(entry, name, prop)]}</Table.Td>
            <Table.Td>{typeOf(prop)}</Table.Td>
            <Table.Td>{required.has(name) ? 'Ya' : 'Tidak'}</Table.Td>
            <Table.Td>{prop.description ?? prop.title ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
