import { ScrollArea, Table, Text } from '@mantine/core';
import { fillAnswerText, readPath, readValue } from '../../engine/index.ts';
import { AnswerError, AnswerFrame, answerRecord } from '../parts/index.ts';
import type { RendererProps } from '../types.ts';

/**
 * `kind: table`: one row per item of the list at `path`, the declared columns, the caption as its
 * name (`captionMany` once there is more than one row); with `rowHeader` the first column heads each row.
 */
export function TableView({ entry, answer, inputs }: RendererProps) {
  const spec = entry.response.table;
  const body = answerRecord(answer);
  const rows = spec ? readPath(body, spec.path) : undefined;
  if (!spec || !Array.isArray(rows)) return <AnswerError message={entry.error} />;
  const columns = Object.entries(spec.columns);
  const shown: unknown[] = rows.slice(0, spec.limit);
  const template = shown.length > 1 && spec.captionMany ? spec.captionMany : spec.caption;
  const caption = fillAnswerText(template, { data: body, inputs, count: shown.length }) ?? template.replace(/\s*\{[^{}]+\}/g, '');
  return (
    <AnswerFrame options={spec} body={body} kind="table">
      {shown.length === 0 ? (
        <Text c="dimmed">{spec.empty ?? 'Tidak ada data.'}</Text>
      ) : (
        <ScrollArea.Autosize mah={520} type="auto">
          <Table striped withTableBorder stickyHeader captionSide="top">
            <Table.Caption>{caption}</Table.Caption>
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
              {shown.map((row, index) => (
                <Table.Tr key={index}>
                  {spec.rank ? <Table.Td>{index + 1}</Table.Td> : null}
                  {columns.map(([label, ref], column) => {
                    const cell = readValue(row, ref).text;
                    return spec.rowHeader && column === 0 ? (
                      <Table.Th key={label} scope="row" fw={500}>
                        {cell}
                      </Table.Th>
                    ) : (
                      <Table.Td key={label}>{cell}</Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </AnswerFrame>
  );
}
