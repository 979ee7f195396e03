import { describe, expect, it } from 'vitest';
import { exportFields } from './export-menu';
import type { Column } from './table-model';

interface Row {
  name: string;
  secret: string;
  latitude: string;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Rufzeichen', text: (row) => row.name.toUpperCase() },
];

describe('exportFields', () => {
  it('writes the shown columns as shown, then the declared raw fields, and nothing else', () => {
    const fields = exportFields(columns, [
      { key: 'latitude', header: 'Breitengrad', value: (row) => Number(row.latitude) },
    ]);
    const row = { name: 'db0abc', secret: 'hush', latitude: '50.5' };
    expect(fields.map((field) => [field.key, field.header, field.value(row)])).toEqual([
      ['name', 'Rufzeichen', 'DB0ABC'],
      ['latitude', 'Breitengrad', 50.5],
    ]);
  });

  it("writes a column's value where it declares one, not its display text", () => {
    const flagged: Column<{ admin: boolean; owners: string[] }>[] = [
      {
        id: 'admin',
        header: 'Admin',
        text: (row) => (row.admin ? 'Ja' : 'Nein'),
        value: (row) => row.admin,
      },
      {
        id: 'owners',
        header: 'Owners',
        text: (row) => row.owners.join(', '),
        value: (row) => row.owners,
      },
    ];
    const row = { admin: true, owners: ['dl1abc', 'db9xyz'] };
    expect(exportFields(flagged).map((field) => field.value(row))).toEqual([
      true,
      ['dl1abc', 'db9xyz'],
    ]);
  });

  it('without raw fields is just the columns', () => {
    expect(exportFields(columns).map((field) => field.key)).toEqual(['name']);
  });
});
