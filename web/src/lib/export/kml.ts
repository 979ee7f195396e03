import { cellText } from './csv';
import { rowRecord } from '../records/export-fields';
import { placedRows, type PlaceData } from './places';

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * Google Earth shows a description as HTML. Every value is escaped as HTML first, so a name or
 * an owner can only ever be text there; only our own line breaks and link are markup.
 */
function descriptionHtml(
  details: readonly (readonly [string, string])[],
  link: { href: string; text: string } | null,
): string {
  const lines = details.map(([label, value]) => `${escapeXml(label)}: ${escapeXml(value)}`);
  if (link) lines.push(`<a href="${escapeXml(link.href)}">${escapeXml(link.text)}</a>`);
  return lines.join('<br/>');
}

/** KML colours are aabbggrr; ours are #rrggbb, drawn opaque. */
export function kmlColour(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return 'ffffffff';
  const [, red, green, blue] = match;
  return `ff${blue}${green}${red}`.toLowerCase();
}

/**
 * A KML 2.2 document for Google Earth and GIS tools: one Placemark per row with a position, with
 * its name, a description (the details and the link), a style by look (status), every field as
 * ExtendedData and a Point. Element order follows the OGC KML 2.2 schema.
 */
export function toKml<Row>({ title, fields, rows, places }: PlaceData<Row>): string {
  const placed = placedRows(rows, places);
  const styles = new Map<string, string>();
  for (const { row } of placed) {
    const style = places.style?.(row);
    if (style && !styles.has(style.id)) styles.set(style.id, style.colour);
  }
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '<Document>',
    `<name>${escapeXml(title)}</name>`,
  ];
  for (const [id, colour] of styles) {
    out.push(
      `<Style id="${escapeXml(styleId(id))}"><IconStyle><color>${kmlColour(colour)}</color></IconStyle></Style>`,
    );
  }
  for (const { row, latitude, longitude } of placed) {
    const style = places.style?.(row);
    const record = rowRecord(fields, row);
    out.push(
      '<Placemark>',
      `<name>${escapeXml(places.name(row))}</name>`,
      `<description>${escapeXml(descriptionHtml(places.details(row), places.link?.(row) ?? null))}</description>`,
    );
    if (style) out.push(`<styleUrl>#${escapeXml(styleId(style.id))}</styleUrl>`);
    out.push('<ExtendedData>');
    for (const field of fields) {
      out.push(
        `<Data name="${escapeXml(field.key)}"><displayName>${escapeXml(field.header)}</displayName><value>${escapeXml(cellText(record[field.key] ?? null))}</value></Data>`,
      );
    }
    out.push(
      '</ExtendedData>',
      `<Point><coordinates>${longitude},${latitude}</coordinates></Point>`,
      '</Placemark>',
    );
  }
  out.push('</Document>', '</kml>');
  return `${out.join('\n')}\n`;
}

/** A style id is an XML ID: letters, digits, dots, hyphens and underscores, not a digit first. */
function styleId(id: string): string {
  return `style-${id.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}
