import { Button, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { fillAnswerText, readPath, readValue, withoutPlaceholders } from '../../engine/index.ts';
import { AnswerError, AnswerFrame, answerRecord } from '../parts/index.ts';
import type { RendererProps } from '../types.ts';
import { OpenedRow } from './OpenedRow.tsx';
import { useRowOpen } from './use-row-open.ts';

/**
 * `kind: table`: one row per item of the list at `path`, the declared columns, the caption as its
 * name (`captionMany` once there is more than one row); with `rowHeader` the first column heads each row.
 * With `open`, each row has a button that runs another entry of the group (a search result's
 * detail) and shows its answer under the table.
 */
export function TableView({ entry, answer, inputs }: RendererProps) {
  const spec = entry.response.table;
  const opener = useRowOpen(spec?.open);
  const body = answerRecord(answer);
  const rows = spec ? readPath(body, spec.path) : undefined;
  if (!spec || !Array.isArray(rows)) return <AnswerError message={entry.error} />;
  const columns = Object.entries(spec.columns);
  const shown: unknown[] = rows.slice(0, spec.limit);
  const template = shown.length > 1 && spec.captionMany ? spec.captionMany : spec.caption;
  const open = opener.target ? spec.open : undefined;
  const caption = fillAnswerText(template, { data: body, inputs, count: shown.length }) ?? withoutPlaceholders(template);
  const rowButton = (row: unknown) => {
    const value = open ? readPath(row, open.path) : undefined;
    if (!open || (typeof value !== 'string' && typeof value !== 'number') || value === '') return null;
    const loading = opener.opened?.value === String(value) && !opener.opened.answer;
    return (
      <Button size="compact-sm" variant="light" disabled={loading} onClick={() => opener.open(String(value))} aria-label={fillAnswerText(open.name, { data: row, inputs }) ?? open.label}>
        {loading ? 'Memuat...' : open.label}
      </Button>
    );
  };
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
                {open ? (
                  <Table.Th scope="col">
                    <VisuallyHidden>{open.label}</VisuallyHidden>
                  </Table.Th>
                ) : null}
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
                  {open ? <Table.Td>{rowButton(row)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {open ? <OpenedRow spec={open} opener={opener} /> : null}
    </AnswerFrame>
  );
}
