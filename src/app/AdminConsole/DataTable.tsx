import { Button, Group, ScrollArea, Table, Text, Title } from '@mantine/core';
import { downloadCsv } from './csv.ts';

type Cell = string | number | null;

interface DataTableProps {
  title: string;
  /** The CSV's file name. */
  file: string;
  header: string[];
  rows: Cell[][];
  empty: string;
  /** How a column's cells read on screen (by index), where the CSV keeps the value as it is. */
  shown?: Partial<Record<number, (cell: string) => string>>;
}

/** On screen a number reads as in Indonesian (1.234, 0,9); the CSV keeps it as a program reads it (1234, 0.9). */
const onScreen = (cell: Cell, column?: (cell: string) => string): string => {
  if (cell === null) return '–';
  if (typeof cell === 'number') return cell.toLocaleString('id-ID', { maximumFractionDigits: 1 });
  return column ? column(cell) : cell;
};

/** One titled table of the console, scrollable on a phone, exportable as CSV. */
export function DataTable({ title, file, header, rows, empty, shown = {} }: DataTableProps) {
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
                    <Table.Td key={j}>{onScreen(cell, shown[j])}</Table.Td>
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
