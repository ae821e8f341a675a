import { Parser, type CompactJSONFormat } from 'sql-ddl-to-json-schema';
import { markKey, markReference, type Table } from './_sql-schema.ts';

/** A datatype as the parser's full result keeps it: the name as written, before it is normalised. */
interface WrittenType {
  datatype: string;
  length?: number;
  digits?: number;
  decimals?: number;
}

/**
 * The datatype of every column as written (MEDIUMTEXT stays MEDIUMTEXT, NUMERIC stays NUMERIC),
 * keyed `table.column`. The compact form the keys come from normalises them (text, decimal).
 */
function writtenTypes(node: unknown, out = new Map<string, string>(), table = ''): Map<string, string> {
  if (Array.isArray(node)) {
    for (const item of node) writtenTypes(item, out, table);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const record = node as Record<string, unknown>;
  const here = typeof record.table === 'string' && 'columnsDef' in record ? record.table : table;
  const column = record.column as { name?: unknown; def?: { datatype?: { def?: { id?: string; def?: WrittenType } } } } | undefined;
  const written = column?.def?.datatype?.def;
  if (typeof column?.name === 'string' && written?.def) out.set(`${here}.${column.name}`, typeName(written.id ?? '', written.def));
  for (const value of Object.values(record)) writtenTypes(value, out, here);
  return out;
}

function typeName(kind: string, type: WrittenType): string {
  const name = type.datatype.toUpperCase();
  if (type.digits !== undefined && type.digits !== null) return `${name}(${type.digits}${type.decimals === undefined || type.decimals === null ? '' : `,${type.decimals}`})`;
  // TEXT's implied length (65535, 16777215...) is not something the user wrote.
  if (kind === 'O_VARIABLE_STRING_DATATYPE' && typeof type.length === 'number') return `${name}(${type.length})`;
  return name;
}

function tableOf(compact: CompactJSONFormat, types: Map<string, string>): Table {
  const primary = new Set((compact.primaryKey?.columns ?? []).map((c) => c.column));
  const table: Table = {
    name: compact.name,
    columns: (compact.columns ?? []).map((column) => {
      const options = column.options ?? {};
      const keys = [
        (primary.has(column.name) || options.primary) && 'PK',
        options.unique && 'UQ',
        options.nullable === false && !primary.has(column.name) && 'NN',
        options.autoincrement && 'AI',
        options.default !== undefined && 'DEFAULT',
      ];
      return {
        name: column.name,
        type: types.get(`${compact.name}.${column.name}`) ?? column.type.datatype.toUpperCase(),
        keys: keys.filter((k): k is string => typeof k === 'string'),
      };
    }),
  };
  for (const unique of compact.uniqueKeys ?? []) for (const c of unique.columns) markKey(table, c.column ?? '', 'UQ');
  for (const column of compact.columns ?? []) {
    if (column.reference) markReference(table, column.name, { table: column.reference.table, column: column.reference.columns?.[0]?.column ?? '' });
  }
  for (const key of compact.foreignKeys ?? []) {
    key.columns.forEach((c, i) => markReference(table, c.column ?? '', { table: key.reference.table, column: key.reference.columns?.[i]?.column ?? '' }));
  }
  return table;
}

/** The tables of a MySQL script (CREATE TABLE, and the keys ALTER TABLE adds); throws when it does not parse. */
export function readTables(sql: string): Table[] {
  const read = (text: string) => {
    const parser = new Parser('mysql').feed(text);
    const results = parser.results;
    const types = writtenTypes(results);
    return parser.toCompactJson(results).map((t) => tableOf(t, types));
  };
  // The parser reads only statements closed by ';'. An empty statement is an error to it, so a
  // closing ';' is added only where the script may lack one (it may end in a comment).
  if (sql.trimEnd().endsWith(';')) return read(sql);
  try {
    return read(`${sql}\n;`);
  } catch {
    return read(sql);
  }
}
