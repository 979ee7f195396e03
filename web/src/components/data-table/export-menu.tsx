import { Menu } from '../widgets/menu';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../lib/export/download';
import type { ExportField } from '../../lib/records/export-fields';
import type { PlaceExport } from '../../lib/export/places';
import { showErrorDialog } from '../dialogs/dialogs';
import { ExportIcon } from './table-icons';
import type { Column } from './table-model';
import styles from './data-table.module.css';

/** What a table exports besides its shown columns, and under which name. */
export interface TableExport<Row> {
  /** The list's name in file names ("transmitters" gives dapnet-transmitters-2026-11-24.csv). */
  name: string;
  /**
   * Raw values for machines, beyond the shown columns: only what the app shows this user
   * elsewhere (never a secret such as a transmitter's auth key).
   */
  fields?: readonly ExportField<Row>[];
  /** Rows with places also export as GeoJSON and KML. */
  places?: PlaceExport<Row>;
}

interface ExportMenuProps<Row> {
  /** The table's title, for a KML document's name. */
  label: string;
  columns: readonly Column<Row>[];
  exportAs: TableExport<Row>;
  /** How many rows the table currently holds after search, on all pages. */
  count: number;
  /** Those rows in the order shown; asked for only when an export is chosen. */
  rows: () => readonly Row[];
}

/** The shown columns, as their values (their texts where those are the data), then the raw fields. */
export function exportFields<Row>(
  columns: readonly Column<Row>[],
  extra: readonly ExportField<Row>[] = [],
): ExportField<Row>[] {
  return [
    ...columns.map((column) => ({
      key: column.id,
      header: column.header,
      value: column.value ?? column.text,
    })),
    ...extra,
  ];
}

/**
 * The toolbar's export menu: the rows the table currently shows (after search and sort, all
 * pages) as CSV or JSON, and as GeoJSON or KML where rows have places. The writers load when
 * an export is chosen, not with the table.
 */
export function ExportMenu<Row>(props: ExportMenuProps<Row>) {
  const { label, columns, exportAs, count, rows } = props;
  const { t } = useTranslation();
  const formats: ExportFormat[] = exportAs.places
    ? ['csv', 'json', 'geojson', 'kml']
    : ['csv', 'json'];

  const save = async (format: ExportFormat) => {
    try {
      const { exportRows } = await import('../../lib/export');
      exportRows({
        format,
        name: exportAs.name,
        title: label,
        fields: exportFields(columns, exportAs.fields),
        rows: rows(),
        places: exportAs.places,
      });
    } catch (error) {
      await showErrorDialog(error);
    }
  };

  return (
    <Menu
      trigger={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('table.export.button')}
          title={t('table.export.button')}
        >
          <ExportIcon />
        </button>
      }
      note={t('table.export.scope', { count })}
      entries={formats.map((format) => ({
        label: t(`table.export.${format}`),
        onSelect: () => void save(format),
      }))}
    />
  );
}
