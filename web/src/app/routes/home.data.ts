/** The home page's first data: the network's figures (features/home/network-stats.tsx). */
import { networkStatsQuery } from '../../features/home/home-api';
import type { FirstData } from '../first-data';

const home: FirstData = () => [networkStatsQuery];
export default home;
