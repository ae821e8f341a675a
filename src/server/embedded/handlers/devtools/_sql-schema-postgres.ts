import { parse, type CreateTableStatement, type DataTypeDef, type QName, type Statement, type TableConstraint } from 'pgsql-ast-parser';
import { markKey, markReference, type Table } from './_sql-schema.ts';

const serials = new Set(['serial', 'bigserial', 'smallserial', 'serial2', 'serial4', 'serial8']);

function typeName(type: DataTypeDef): string {
  if (type.kind === 'array') return `${typeName(type.arrayOf)}[]`;
  const size = type.config?.length ? `(${type.config.join(',')})` : '';
  return `${type.name.toUpperCase()}${size}`;
}

function applyConstraint(table: Table, constraint: TableConstraint): void {
  if (constraint.type === 'primary key' || constraint.type === 'unique') {
    for (const c of constraint.columns) markKey(table, c.name, constraint.type === 'primary key' ? 'PK' : 'UQ');
  } else if (constraint.type === 'foreign key') {
    constraint.localColumns.forEach((c, i) => markReference(table, c.name, { table: constraint.foreignTable.name, column: constraint.foreignColumns[i]?.name ?? '' }));
  }
}

function tableOf(statement: CreateTableStatement): Table {
  const table: Table = { name: statement.name.name, columns: [] };
  for (const column of statement.columns) {
    if (column.kind !== 'column') continue;
    const constraints = column.constraints ?? [];
    const has = (type: string) => constraints.some((c) => c.type === type);
    const generated = column.dataType.kind !== 'array' && serials.has(column.dataType.name.toLowerCase());
    const keys = [has('primary key') && 'PK', has('unique') && 'UQ', has('not null') && 'NN', (generated || has('add generated')) && 'AI', has('default') && 'DEFAULT'];
    table.columns.push({ name: column.name.name, type: typeName(column.dataType), keys: keys.filter((k): k is string => typeof k === 'string') });
    for (const c of constraints) {
      if (c.type === 'reference') markReference(table, column.name.name, { table: c.foreignTable.name, column: c.foreignColumns[0]?.name ?? '' });
    }
  }
  for (const constraint of statement.constraints ?? []) applyConstraint(table, constraint);
  return table;
}

const sameTable = (a: QName, b: QName) => a.name === b.name && (a.schema ?? '') === (b.schema ?? '');

/** The tables of a PostgreSQL script (CREATE TABLE, and the keys ALTER TABLE adds); throws when it does not parse. */
export function readTables(sql: string): Table[] {
  const statements: Statement[] = parse(sql);
  const created = statements.filter((s): s is CreateTableStatement => s.type === 'create table');
  const tables = created.map(tableOf);
  for (const s of statements) {
    if (s.type !== 'alter table') continue;
    const index = created.findIndex((c) => sameTable(c.name, s.table));
    if (index < 0) continue;
    for (const change of s.changes) if (change.type === 'add constraint') applyConstraint(tables[index], change.constraint);
  }
  return tables;
}
