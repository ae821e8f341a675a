import { ScrollArea, Table, Text } from '@mantine/core';
import { answerRecord, asRecord, displayValue, InvalidAnswer, type JsonRecord } from '../../parts/index.ts';
import type { RendererProps } from '../../types.ts';

/** The schedule's columns in the order of the day; any other field of a row follows them. */
const knownColumns: [string, string][] = [
  ['tanggal', 'Tanggal'],
  ['imsak', 'Imsak'],
  ['subuh', 'Subuh'],
  ['terbit', 'Terbit'],
  ['dhuha', 'Dhuha'],
  ['dzuhur', 'Dzuhur'],
  ['ashar', 'Ashar'],
  ['maghrib', 'Maghrib'],
  ['isya', 'Isya'],
];

const humanize = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

function columnsOf(rows: JsonRecord[]): [string, string][] {
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const known = knownColumns.filter(([key]) => present.has(key));
  const knownKeys = new Set(knownColumns.map(([key]) => key));
  const extra = [...present].filter((key) => !knownKeys.has(key)).map((key): [string, string] => [key, humanize(key)]);
  return [...known, ...extra];
}

/** The prayer schedule as a table: one row for a day, a whole month when no date was asked for. */
export function PrayerSchedule({ entry, answer }: RendererProps) {
  const data = asRecord(answerRecord(answer)?.data);
  const rows = Array.isArray(data?.jadwal) ? data.jadwal.map(asRecord).filter((r): r is JsonRecord => r !== null) : null;
  if (!data || !rows) return <InvalidAnswer message={entry.error} />;
  if (rows.length === 0) return <Text c="dimmed">Jadwal sholat untuk kota ini belum tersedia.</Text>;
  const columns = columnsOf(rows);
  const city = typeof data.kota === 'string' && data.kota !== '' ? ` ${data.kota}` : '';
  return (
    <ScrollArea.Autosize mah={520} type="auto" data-widget="prayer-schedule">
      <Table striped withTableBorder stickyHeader captionSide="top">
        <Table.Caption>
          Jadwal sholat{city}
          {rows.length > 1 ? ` (${rows.length} hari)` : ''}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map(([key, label]) => (
              <Table.Th key={key} scope="col">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={String(row.tanggal ?? index)}>
              {columns.map(([key]) =>
                key === 'tanggal' ? (
                  <Table.Th key={key} scope="row" fw={500}>
                    {displayValue(row[key])}
                  </Table.Th>
                ) : (
                  <Table.Td key={key}>{displayValue(row[key])}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
