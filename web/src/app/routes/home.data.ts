/** The home page's first data: the network's figures (features/home/network-stats.tsx). */
import { networkStatsQuery } from '../../features/home/home-api';
import type { FirstDataModule } from '../first-data';

export default { default: () => [networkStatsQuery] } satisfies FirstDataModule;
