/** One column as the diagram shows it. */
export interface Column {
  name: string;
  type: string;
  /** PK, FK, UQ, NN, AI, DEFAULT: in the order the diagram prints them. */
  keys: string[];
  /** `table.column` this column references (a foreign key). */
  references?: { table: string; column: string };
}

export interface Table {
  name: string;
  columns: Column[];
}

/** Adds a key to a column once; a table-level constraint may repeat what the column said. */
export function markKey(table: Table, columnName: string, key: string): void {
  const column = table.columns.find((c) => c.name === columnName);
  if (column && !column.keys.includes(key)) column.keys.push(key);
}

/** Records a foreign key: the arrow's target and the FK mark. */
export function markReference(table: Table, columnName: string, references: { table: string; column: string }): void {
  const column = table.columns.find((c) => c.name === columnName);
  if (!column) return;
  column.references = references;
  markKey(table, columnName, 'FK');
}

/**
 * The tables a MySQL or PostgreSQL script creates; null when neither dialect can read it. MySQL's
 * grammar goes first (backticks, AUTO_INCREMENT, ENGINE=...); a script it refuses is read as
 * PostgreSQL (SERIAL, identity columns, schemas). Each grammar is loaded by the first diagram that
 * needs it, not with the server.
 */
export async function parseTables(sql: string): Promise<Table[] | null> {
  const readers = [() => import('./_sql-schema-mysql.ts'), () => import('./_sql-schema-postgres.ts')];
  let read: Table[] | null = null;
  for (const load of readers) {
    try {
      const { readTables } = await load();
      read = readTables(sql);
      if (read.length > 0) return read;
    } catch {
      // The other dialect may read it.
    }
  }
  // Read without a table (only a SELECT, say), or not read at all.
  return read;
}
