import { FormWarnings } from '../../components/form';
import type { AntennaValues } from './antenna-fields';
import { transmitterWarnings } from './data-quality';

/** No coverage for 0 W or a 0 m antenna; a directional antenna without its direction. */
export function AntennaWarnings({ values }: { values: AntennaValues & { power: number | '' } }) {
  return (
    <FormWarnings
      messages={transmitterWarnings(values).map((warning) => [
        warning,
        { key: `transmitters.warnings.${warning}` },
      ])}
    />
  );
}
