import { Table, Text } from '@mantine/core';
import { ScrollingTable } from '../a11y/ScrollingTable.tsx';

export interface FieldRow {
  name: string;
  location: string;
  type: string;
  required: boolean;
  description: string;
}

interface FieldsTableProps {
  rows: FieldRow[];
  /** The first column's heading: 'Parameter' for a form's inputs, 'Field' for a payload. */
  heading: string;
  /** The table's accessible name. */
  label: string;
}

/** An entry's inputs as a table: name, where it travels, type, required, description. */
export function FieldsTable({ rows, heading, label }: FieldsTableProps) {
  if (rows.length === 0) return <Text size="sm" c="dimmed">Tanpa parameter (selain apikey).</Text>;
  return (
    <ScrollingTable label={label}>
    <Table striped withTableBorder fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          <Table.Th>Lokasi</Table.Th>
          <Table.Th>Tipe</Table.Th>
          <Table.Th>Wajib</Table.Th>
          <Table.Th>Keterangan</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Td>
              <code>{row.name}</code>
            </Table.Td>
            <Table.Td>{row.location}</Table.Td>
            <Table.Td>{row.type}</Table.Td>
            <Table.Td>{row.required ? 'Ya' : 'Tidak'}</Table.Td>
            <Table.Td>{row.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
    </ScrollingTable>
  );
}
