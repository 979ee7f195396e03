/** The export formats; map formats need rows with positions. */
export const TABLE_FORMATS = ['csv', 'json'] as const;
export const MAP_FORMATS = ['geojson', 'kml'] as const;
export type ExportFormat = (typeof TABLE_FORMATS)[number] | (typeof MAP_FORMATS)[number];

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "dapnet-transmitters-2026-11-24.csv": what, and the local day it was taken. */
export function exportFileName(name: string, format: ExportFormat, now = new Date()): string {
  const day = `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
  return `dapnet-${name}-${day}.${format}`;
}

/** Hands the browser a file to save, as a download of an object URL. */
export function downloadFile(fileName: string, format: ExportFormat, contents: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: MEDIA_TYPES[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
