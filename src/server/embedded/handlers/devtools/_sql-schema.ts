/** One column as the diagram shows it. */
export interface Column {
  name: string;
  type: string;
  keys: string[];
  /** `table.column` this column references (a foreign key). */
  references?: { table: string; column: string };
}

export interface Table {
  name: string;
  columns: Column[];
}

/** The parts of node-sql-parser's AST the diagram reads. */
type ColumnRef = { column: string | { expr: { value: string } } };
interface Reference {
  table: { table: string }[];
  definition: ColumnRef[];
}
interface CreateDefinition {
  resource?: string;
  column?: ColumnRef;
  definition?: { dataType?: string; length?: number; scale?: number } | ColumnRef[];
  primary_key?: string;
  unique?: string;
  auto_increment?: string;
  nullable?: { type: string };
  default_val?: unknown;
  constraint_type?: string;
  reference_definition?: Reference;
}
interface Statement {
  type?: string;
  keyword?: string;
  table?: { table: string }[];
  create_definitions?: CreateDefinition[];
}

const nameOf = (ref: ColumnRef) => (typeof ref.column === 'string' ? ref.column : String(ref.column.expr.value));

function typeOf(definition: CreateDefinition['definition']): string {
  if (!definition || Array.isArray(definition)) return '';
  const size = definition.length === undefined ? '' : `(${definition.length}${definition.scale === undefined ? '' : `,${definition.scale}`})`;
  return `${definition.dataType ?? ''}${size}`;
}

function tableOf(statement: Statement): Table {
  const columns: Column[] = [];
  const byName = (name: string) => columns.find((c) => c.name === name);
  const mark = (name: string, key: string) => {
    const column = byName(name);
    if (column && !column.keys.includes(key)) column.keys.push(key);
  };
  const refer = (name: string, ref: Reference) => {
    const column = byName(name);
    if (column) column.references = { table: ref.table[0]?.table ?? '', column: ref.definition[0] ? nameOf(ref.definition[0]) : '' };
    mark(name, 'FK');
  };
  for (const item of statement.create_definitions ?? []) {
    if (item.resource === 'column' && item.column) {
      const name = nameOf(item.column);
      const keys = [item.primary_key && 'PK', item.unique && 'UQ', item.nullable?.type.replace(/\s+/g, '') === 'notnull' && 'NN', item.auto_increment && 'AI', item.default_val !== undefined && 'DEFAULT'];
      columns.push({ name, type: typeOf(item.definition), keys: keys.filter((k): k is string => typeof k === 'string') });
      if (item.reference_definition) refer(name, item.reference_definition);
    } else if (item.resource === 'constraint' && Array.isArray(item.definition)) {
      const kind = (item.constraint_type ?? '').toLowerCase().replace(/\s+/g, '');
      for (const ref of item.definition) {
        if (kind === 'primarykey') mark(nameOf(ref), 'PK');
        else if (kind.startsWith('unique')) mark(nameOf(ref), 'UQ');
        else if (kind === 'foreignkey' && item.reference_definition) refer(nameOf(ref), item.reference_definition);
      }
    }
  }
  return { name: statement.table?.[0]?.table ?? '', columns };
}

/**
 * The tables a MySQL or PostgreSQL script creates; null when neither dialect can read it. The
 * parser (megabytes of grammar) is loaded by the first diagram, not with the server.
 */
export async function parseTables(sql: string): Promise<Table[] | null> {
  const { default: sqlParser } = await import('node-sql-parser');
  const parser = new sqlParser.Parser();
  for (const database of ['MySQL', 'PostgresQL']) {
    try {
      const ast = parser.astify(sql, { database }) as unknown as Statement | Statement[];
      const statements = Array.isArray(ast) ? ast : [ast];
      return statements.filter((s) => s.type === 'create' && s.keyword === 'table').map(tableOf);
    } catch {
      // The other dialect may read it.
    }
  }
  return null;
}
