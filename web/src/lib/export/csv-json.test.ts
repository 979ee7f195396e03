import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, toCsv } from './csv';
import { exportFileName } from './download';
import type { ExportField } from '../records/export-fields';
import { serialise } from './index';
import { toJson } from './json';

interface Row {
  name: string;
  note: string;
  power: number | null;
}

const fields: ExportField<Row>[] = [
  { key: 'name', header: 'Rufzeichen', value: (row) => row.name },
  { key: 'note', header: 'Notiz', value: (row) => row.note },
  { key: 'power', header: 'Leistung (W)', value: (row) => row.power },
];

describe('CSV', () => {
  it('is RFC 4180 with a byte order mark: CRLF lines, quotes only where needed', () => {
    const csv = toCsv({
      fields,
      rows: [
        { name: 'db0abc', note: 'Aachen, Nord', power: 10 },
        { name: 'db0äöü', note: 'sagt "hallo"\nzweite Zeile', power: null },
      ],
    });
    expect(csv).toBe(
      '\uFEFFRufzeichen,Notiz,Leistung (W)\r\n' +
        'db0abc,"Aachen, Nord",10\r\n' +
        'db0äöü,"sagt ""hallo""\nzweite Zeile",\r\n',
    );
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    for (const text of ['=1+1', '+49 241', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
    expect(neutraliseFormula('db0abc')).toBe('db0abc');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Numbers are numbers, not text a spreadsheet could run.
    expect(csvField(-2)).toBe('-2');
  });

  it('writes lists into one cell and keeps formulas out of them too', () => {
    expect(csvField(['dl1abc', 'db9xyz'])).toBe('dl1abc; db9xyz');
    expect(csvField([12345, 67890])).toBe('12345; 67890');
    expect(csvField([{ ric: 12345, name: 'Skyper' }])).toBe(
      '"{""ric"":12345,""name"":""Skyper""}"',
    );
    expect(csvField(['=cmd', 'x'])).toBe("'=cmd; x");
    expect(csvField([])).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('writes a header line even for an empty list', () => {
    expect(toCsv({ fields, rows: [] })).toBe('\uFEFFRufzeichen,Notiz,Leistung (W)\r\n');
  });
});

describe('JSON', () => {
  it('is an array of objects keyed by field key, in the given row order', () => {
    const json = toJson({
      fields,
      rows: [
        { name: 'b', note: '=x', power: 1.5 },
        { name: 'a', note: '', power: null },
      ],
    });
    // Lists stay lists and records stay records in JSON.
    const listed: ExportField<{ owners: string[] }>[] = [
      { key: 'owners', header: 'Owners', value: (row) => row.owners },
    ];
    expect(JSON.parse(toJson({ fields: listed, rows: [{ owners: ['a', 'b'] }] }))).toEqual([
      { owners: ['a', 'b'] },
    ]);
    expect(JSON.parse(json)).toEqual([
      { name: 'b', note: '=x', power: 1.5 },
      { name: 'a', note: '', power: null },
    ]);
  });
});

describe('serialise', () => {
  it('refuses map formats for lists without places', () => {
    expect(() =>
      serialise({ format: 'kml', name: 'calls', title: 'Calls', fields, rows: [] }),
    ).toThrow();
  });
});

describe('file names', () => {
  it('name the list and the local day', () => {
    expect(exportFileName('transmitters', 'csv', new Date(2026, 10, 24, 23, 59))).toBe(
      'dapnet-transmitters-2026-11-24.csv',
    );
    expect(exportFileName('nodes', 'geojson', new Date(2026, 0, 5))).toBe(
      'dapnet-nodes-2026-01-05.geojson',
    );
  });
});
