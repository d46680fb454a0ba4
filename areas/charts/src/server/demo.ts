/** The charts area's demo rows: monthly readings of two electricity meters, heating-shaped, up to today. */
import { dayOf, daysInMonth, DEMO_FIRST_YEAR, demoClockOf, demoRng, monthFromIndex, monthIndex, parseIsoDay, type DemoClock, type DemoRowsOf } from 'server-kit';
import type { chartsSections } from '../contract';

type ChartsRows = Required<DemoRowsOf<typeof chartsSections>>;

const HEATING = [1.9, 1.7, 1.4, 1.0, 0.7, 0.5, 0.45, 0.45, 0.6, 0.9, 1.4, 1.8];

function energy(clock: DemoClock): ChartsRows['energie'] {
  const rows: ChartsRows['energie'] = [];
  const meters = [
    { compteur: 'Herm' as const, from: monthIndex(DEMO_FIRST_YEAR, 1), base: 260 },
    { compteur: 'Fleurs' as const, from: monthIndex(2016, 6), base: 180 },
  ];
  for (const m of meters) {
    const rng = demoRng(`energie:${m.compteur}`);
    for (let idx = m.from; idx <= clock.monthIdx; idx++) {
      const { year, month } = monthFromIndex(idx);
      const factor = (HEATING[month - 1] as number) * (0.85 + rng.next() * 0.3);
      if (idx < clock.monthIdx) {
        rows.push({ compteur: m.compteur, date: dayOf(year, month, 31), kwh: Math.round(m.base * factor) });
      } else {
        // Current month: a reading taken today, for the days elapsed so far.
        const elapsed = parseIsoDay(clock.today).day / daysInMonth(year, month);
        rows.push({ compteur: m.compteur, date: clock.today, kwh: Math.round(m.base * factor * elapsed) });
      }
    }
  }
  return rows;
}

export function chartsDemoRows(now: Date): DemoRowsOf<typeof chartsSections> {
  return { energie: energy(demoClockOf(now)) };
}
