import { Tabs } from '../../../components/widgets/tabs';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import {
  dapnetGatewayIni,
  PRODUCT_NAMES,
  settingLines,
  SOFTWARE,
  type ConnectValues,
  type SoftwareId,
} from './software-settings';
import styles from './guide.module.css';

/**
 * Step 1 of the guide: the values to enter, one tab per kind of transmitter software, each value
 * with the program's own name for it and a copy button; the DAPNETGateway also gets its ini
 * lines as one block to copy whole.
 */
export function ConnectionSettings({ values }: { values: ConnectValues }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="dapnetGateway" keepMounted={false} className={styles.tabs}>
      <Tabs.List>
        {SOFTWARE.map((software) => (
          <Tabs.Tab key={software} value={software}>
            {PRODUCT_NAMES[software] ?? t(`transmitterGuide.software.${software}.name`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SOFTWARE.map((software) => (
        <Tabs.Panel key={software} value={software} className={styles.panel}>
          <SoftwarePanel software={software} values={values} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function SoftwarePanel({ software, values }: { software: SoftwareId; values: ConnectValues }) {
  const { t } = useTranslation();
  const lines = settingLines(software, values);
  return (
    <>
      <p className={styles.note}>{t(`transmitterGuide.software.${software}.where`)}</p>
      {values.host === null && <p className={styles.note}>{t('transmitterGuide.noEndpoint')}</p>}
      <dl className={styles.values}>
        {lines.map((line) => {
          const label = t(`transmitterGuide.fields.${line.field}`);
          return (
            <div key={line.field} className={styles.valueRow}>
              <dt>
                {label}
                {line.where && <code className={styles.where}>{line.where}</code>}
              </dt>
              <dd>
                <code className={styles.value}>{line.value}</code>
                <CopyButton text={line.value} label={t('transmitterGuide.copyValue', { label })} />
              </dd>
            </div>
          );
        })}
      </dl>
      {software === 'dapnetGateway' && <IniBlock text={dapnetGatewayIni(values)} />}
    </>
  );
}

/** The DAPNETGateway.ini lines as the file has them, to copy whole. */
function IniBlock({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.ini}>
      <p className={styles.note}>{t('transmitterGuide.software.dapnetGateway.iniHint')}</p>
      <pre className={styles.iniText}>{text}</pre>
      <CopyButton text={text} label={t('transmitterGuide.copyIni')}>
        {t('transmitterGuide.copyIni')}
      </CopyButton>
    </div>
  );
}
