import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transmitter } from '@dapnet/model';
import { PieChart } from '../../components/records/pie-chart';
import { CheckboxField } from '../../components/form/checkbox-field';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/current-user/use-current-user';
import { countDevices } from './status/transmitter-stats';

/** Which devices the online transmitters run, optionally only the widerange ones. */
export function DeviceChart({ transmitters }: { transmitters: readonly Transmitter[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [widerangeOnly, setWiderangeOnly] = useState(false);
  const slices = countDevices(transmitters, widerangeOnly).map(({ type, count }) => ({
    label: type ?? t('transmitters.chart.unknownDevice'),
    value: count,
  }));
  return (
    <section>
      <PieChart
        title={t('transmitters.chart.title')}
        slices={slices}
        emptyText={t('transmitters.chart.empty')}
        formatValue={(value) => formatNumber(value, language)}
      />
      <CheckboxField
        label={t('transmitters.chart.widerangeOnly')}
        checked={widerangeOnly}
        onChange={setWiderangeOnly}
      />
    </section>
  );
}
