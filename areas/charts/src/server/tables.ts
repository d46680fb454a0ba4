/** How the charts area's section is stored (see server-kit's tables.ts): the meters' readings. */
import { col, type AreaTable } from 'server-kit';

export const chartsTables: readonly AreaTable[] = [
  {
    section: 'energie',
    table: 'energy_readings',
    columns: [col('compteur', 'meter'), col('date', 'read_on'), col('kwh', 'kwh')],
  },
];
