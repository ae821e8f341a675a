import { ScrollArea, Table, Text } from '@mantine/core';
import { readPath, readValue } from '../../engine/index.ts';
import { answerRecord, InvalidAnswer } from '../parts/index.ts';
import type { RendererProps } from '../types.ts';

/** `kind: table`: one row per item of the list at `path`, the declared columns, the caption as its name. */
export function TableView({ entry, answer }: RendererProps) {
  const spec = entry.response.table;
  const rows = spec ? readPath(answerRecord(answer), spec.path) : undefined;
  if (!spec || !Array.isArray(rows)) return <InvalidAnswer message={entry.error} />;
  if (rows.length === 0) return <Text c="dimmed">{spec.empty ?? 'Tidak ada data.'}</Text>;
  const columns = Object.entries(spec.columns);
  return (
    <ScrollArea.Autosize mah={520} type="auto" data-renderer="table">
      <Table striped withTableBorder stickyHeader captionSide="top">
        <Table.Caption>{spec.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {spec.rank ? (
              <Table.Th scope="col" w={48}>
                {spec.rank}
              </Table.Th>
            ) : null}
            {columns.map(([label]) => (
              <Table.Th key={label} scope="col">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, spec.limit).map((row: unknown, index) => (
            <Table.Tr key={index}>
              {spec.rank ? <Table.Td>{index + 1}</Table.Td> : null}
              {columns.map(([label, ref]) => (
                <Table.Td key={label}>{readValue(row, ref).text}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
