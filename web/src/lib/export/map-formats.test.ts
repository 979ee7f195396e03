import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import featureCollectionSchema from 'geojson-schema/FeatureCollection.json';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import type { ExportField } from '../records/export-fields';
import { toGeoJson } from './geojson';
import { escapeXml, kmlColour, toKml } from './kml';
import type { PlaceData, PlaceExport } from './places';

interface Station {
  name: string;
  latitude: string;
  longitude: string;
  status: string;
  authKey?: string;
}

const fields: ExportField<Station>[] = [
  { key: 'name', header: 'Callsign', value: (row) => row.name },
  { key: 'status', header: 'Status', value: (row) => row.status },
  { key: 'latitude', header: 'Latitude', value: (row) => Number(row.latitude) },
];

const places: PlaceExport<Station> = {
  position: (row) => [Number(row.latitude), Number(row.longitude)],
  name: (row) => row.name,
  details: (row) => [
    ['Status', row.status],
    ['Power', '10 W'],
  ],
  link: (row) => ({
    href: `https://example.org/coverage/${row.name}.png?a=1&b=2`,
    text: 'Coverage',
  }),
  style: (row) => ({ id: row.status, colour: row.status === 'ONLINE' ? '#267a37' : '#6c757d' }),
};

const rows: Station[] = [
  { name: 'db0abc', latitude: '50.775', longitude: '6.083', status: 'ONLINE', authKey: 'secret' },
  { name: 'db0<b>&"x"', latitude: '-33.9', longitude: '151.2', status: 'OFFLINE' },
  // No usable position: left out of map files.
  { name: 'db0nowhere', latitude: '', longitude: 'x', status: 'ONLINE' },
  { name: 'db0far', latitude: '91', longitude: '0', status: 'ONLINE' },
];

const data: PlaceData<Station> = { title: 'Sender & Co', fields, rows, places };

const kmlSchema = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'schemas', 'kml22-subset.xsd'),
  'utf8',
);

describe('GeoJSON', () => {
  const geoJson = JSON.parse(toGeoJson(data)) as {
    features: { geometry: { coordinates: number[] }; properties: Record<string, unknown> }[];
  };

  it('is a FeatureCollection valid against the GeoJSON schema', () => {
    const validate = new Ajv({ strict: false }).compile(featureCollectionSchema);
    expect(validate(geoJson), JSON.stringify(validate.errors)).toBe(true);
    // The check can fail: a point needs two coordinates.
    const point = { type: 'Point', coordinates: [6.083] };
    const broken = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: point }] };
    expect(validate(broken)).toBe(false);
  });

  it('puts longitude first, keeps only placed rows and only the given fields', () => {
    expect(geoJson.features.map((feature) => feature.geometry.coordinates)).toEqual([
      [6.083, 50.775],
      [151.2, -33.9],
    ]);
    expect(geoJson.features[0]!.properties).toEqual({
      name: 'db0abc',
      status: 'ONLINE',
      latitude: 50.775,
    });
    expect(JSON.stringify(geoJson)).not.toContain('authKey');
  });
});

describe('KML', () => {
  const kml = toKml(data);

  it('is valid against the KML 2.2 schema (the part we write)', async () => {
    const result = await validateXML({
      xml: { fileName: 'export.kml', contents: kml },
      schema: { fileName: 'kml22-subset.xsd', contents: kmlSchema },
    });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the schema check can fail: a misplaced element is refused', async () => {
    const broken = kml.replace(
      /<name>db0abc<\/name>\n(<description>[^\n]*<\/description>)/,
      '$1\n<name>db0abc</name>',
    );
    expect(broken).not.toBe(kml);
    const result = await validateXML({
      xml: { fileName: 'broken.kml', contents: broken },
      schema: { fileName: 'kml22-subset.xsd', contents: kmlSchema },
    });
    expect(result.valid).toBe(false);
  });

  it('has a placemark per placed row with its point, style, details and coverage link', () => {
    expect(kml.match(/<Placemark>/g)).toHaveLength(2);
    expect(kml).toContain('<Point><coordinates>6.083,50.775</coordinates></Point>');
    expect(kml).toContain('<styleUrl>#style-ONLINE</styleUrl>');
    expect(kml).toContain('<Style id="style-ONLINE"><IconStyle><color>ff377a26</color>');
    expect(kml).toContain(
      '<description>Status: ONLINE&lt;br/&gt;Power: 10 W&lt;br/&gt;&lt;a href=&quot;https://example.org/coverage/db0abc.png?a=1&amp;amp;b=2&quot;&gt;Coverage&lt;/a&gt;</description>',
    );
    expect(kml).toContain(
      '<Data name="status"><displayName>Status</displayName><value>ONLINE</value></Data>',
    );
    expect(kml).not.toContain('secret');
  });

  it('escapes names twice in descriptions: as HTML for the viewer, then as XML', () => {
    expect(kml).toContain('<name>db0&lt;b&gt;&amp;&quot;x&quot;</name>');
    expect(kml).toContain('Status: OFFLINE');
    expect(kml).toContain('<name>Sender &amp; Co</name>');
    expect(escapeXml(`<'&">`)).toBe('&lt;&apos;&amp;&quot;&gt;');
  });

  it('writes colours as aabbggrr', () => {
    expect(kmlColour('#267a37')).toBe('ff377a26');
    expect(kmlColour('nonsense')).toBe('ffffffff');
  });
});
