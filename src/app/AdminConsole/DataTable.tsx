import { Button, Group, ScrollArea, Table, Text, Title } from '@mantine/core';
import { downloadCsv } from './csv.ts';

interface DataTableProps {
  title: string;
  /** The CSV's file name. */
  file: string;
  header: string[];
  rows: (string | number | null)[][];
  empty: string;
}

/** One titled table of the console, scrollable on a phone, exportable as CSV. */
export function DataTable({ title, file, header, rows, empty }: DataTableProps) {
  return (
    <section aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Button size="xs" variant="light" onClick={() => downloadCsv(file, header, rows)} disabled={rows.length === 0}>
          Unduh CSV
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped withTableBorder miw={480}>
            <Table.Thead>
              <Table.Tr>
                {header.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={i}>
                  {row.map((cell, j) => (
                    <Table.Td key={j}>{cell ?? '–'}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </section>
  );
}
