import { describe, expect, it } from 'vitest';
import { parseTables } from '../../../../../../src/server/embedded/handlers/devtools/_sql-schema.ts';

const mysql = `CREATE TABLE users (
  id INT PRIMARY KEY AUTO_INCREMENT,
  nama VARCHAR(100) NOT NULL,
  email VARCHAR(150) UNIQUE
);
CREATE TABLE \`orders\` (
  id INT PRIMARY KEY AUTO_INCREMENT,
  user_id INT NOT NULL,
  total DECIMAL(12,2) DEFAULT 0,
  catatan MEDIUMTEXT,
  dibuat DATETIME,
  FOREIGN KEY (user_id) REFERENCES users(id)
) ENGINE=InnoDB;`;

const postgres = `CREATE TABLE authors (
  id SERIAL PRIMARY KEY,
  name VARCHAR(80) NOT NULL UNIQUE,
  born DATE
);
CREATE TABLE books (
  id BIGINT NOT NULL,
  author_id INTEGER REFERENCES authors(id) ON DELETE CASCADE,
  price NUMERIC(8,2) DEFAULT 0,
  title TEXT,
  published TIMESTAMP,
  CONSTRAINT books_pk PRIMARY KEY (id),
  CONSTRAINT books_title UNIQUE (title)
);`;

describe('SQL ke diagram: tabel yang dibaca dari CREATE TABLE', () => {
  it('membaca MySQL: tipe seperti ditulis, PK, AI, NN, UQ, DEFAULT dan foreign key tingkat tabel', async () => {
    expect(await parseTables(mysql)).toEqual([
      {
        name: 'users',
        columns: [
          { name: 'id', type: 'INT', keys: ['PK', 'AI'] },
          { name: 'nama', type: 'VARCHAR(100)', keys: ['NN'] },
          { name: 'email', type: 'VARCHAR(150)', keys: ['UQ'] },
        ],
      },
      {
        name: 'orders',
        columns: [
          { name: 'id', type: 'INT', keys: ['PK', 'AI'] },
          { name: 'user_id', type: 'INT', keys: ['NN', 'FK'], references: { table: 'users', column: 'id' } },
          { name: 'total', type: 'DECIMAL(12,2)', keys: ['DEFAULT'] },
          { name: 'catatan', type: 'MEDIUMTEXT', keys: [] },
          { name: 'dibuat', type: 'DATETIME', keys: [] },
        ],
      },
    ]);
  });

  it('membaca PostgreSQL: SERIAL sebagai AI, REFERENCES pada kolom, PRIMARY KEY dan UNIQUE bernama', async () => {
    expect(await parseTables(postgres)).toEqual([
      {
        name: 'authors',
        columns: [
          { name: 'id', type: 'SERIAL', keys: ['PK', 'AI'] },
          { name: 'name', type: 'VARCHAR(80)', keys: ['UQ', 'NN'] },
          { name: 'born', type: 'DATE', keys: [] },
        ],
      },
      {
        name: 'books',
        columns: [
          { name: 'id', type: 'BIGINT', keys: ['NN', 'PK'] },
          { name: 'author_id', type: 'INTEGER', keys: ['FK'], references: { table: 'authors', column: 'id' } },
          { name: 'price', type: 'NUMERIC(8,2)', keys: ['DEFAULT'] },
          { name: 'title', type: 'TEXT', keys: ['UQ'] },
          { name: 'published', type: 'TIMESTAMP', keys: [] },
        ],
      },
    ]);
  });

  it('foreign key yang ditambahkan ALTER TABLE ikut digambar, di kedua dialek', async () => {
    const [mysqlTable] = (await parseTables('CREATE TABLE a (id INT PRIMARY KEY, b INT); ALTER TABLE a ADD CONSTRAINT f FOREIGN KEY (b) REFERENCES c(d);')) ?? [];
    expect(mysqlTable.columns[1]).toEqual({ name: 'b', type: 'INT', keys: ['FK'], references: { table: 'c', column: 'd' } });
    const [pgTable] = (await parseTables('create table "T" (x int generated always as identity primary key, y text[] not null); alter table "T" add constraint fk foreign key (y) references other(z);')) ?? [];
    expect(pgTable).toEqual({
      name: 'T',
      columns: [
        { name: 'x', type: 'INT', keys: ['PK', 'AI'] },
        { name: 'y', type: 'TEXT[]', keys: ['NN', 'FK'], references: { table: 'other', column: 'z' } },
      ],
    });
  });

  it('skrip tanpa titik koma penutup tetap terbaca', async () => {
    expect(await parseTables('CREATE TABLE a (id INT PRIMARY KEY)')).toEqual([{ name: 'a', columns: [{ name: 'id', type: 'INT', keys: ['PK'] }] }]);
    expect(await parseTables('CREATE TABLE a (id SERIAL PRIMARY KEY) -- selesai')).toEqual([{ name: 'a', columns: [{ name: 'id', type: 'SERIAL', keys: ['PK', 'AI'] }] }]);
  });

  it('skrip tanpa CREATE TABLE atau yang bukan SQL tidak menghasilkan tabel', async () => {
    expect(await parseTables('SELECT 1;')).toEqual([]);
    expect((await parseTables('bukan sql sama sekali')) ?? []).toEqual([]);
  });
});
