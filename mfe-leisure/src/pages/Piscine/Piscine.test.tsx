import { screen, within } from '@testing-library/dom';
import { renderRoute } from '../../testing/renderRoute';
import { bodyRows } from '../../testing/dom';
import { DAYS, PERIODS, POOLS } from './hours';
import { dayOf, frenchTime, slotText } from './Piscine';

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

describe('pool hours data', () => {
  it('has the large training pool and the training pool, each for school period and holidays', () => {
    expect(POOLS.map((p) => p.name)).toEqual(['Grand bassin d’entraînement', 'Bassin d’entraînement']);
    for (const pool of POOLS) {
      for (const { key } of PERIODS) expect(Object.keys(pool[key])).toEqual([...DAYS]);
    }
  });

  it('has well-formed, ordered, non-overlapping slots within the day', () => {
    for (const pool of POOLS) {
      for (const { key } of PERIODS) {
        for (const day of DAYS) {
          let previousEnd = -1;
          for (const [start, end] of pool[key][day]) {
            expect(start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
            expect(end).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
            expect(minutes(start)).toBeGreaterThan(previousEnd);
            expect(minutes(end)).toBeGreaterThan(minutes(start));
            previousEnd = minutes(end);
          }
        }
      }
    }
  });
});

describe('pool page (/piscine)', () => {
  it('shows one table per pool and period, every day with its slots in French', async () => {
    await renderRoute('/piscine/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Piscine' })).toBeInTheDocument();
    for (const pool of POOLS) {
      const section = screen.getByRole('region', { name: pool.name });
      for (const { key, label } of PERIODS) {
        const table = within(section).getByRole('table', { name: `${label} — ${pool.name}` });
        const rows = bodyRows(table);
        expect(rows.map((r) => r.querySelector('th')!.textContent!.replace(' (aujourd’hui)', ''))).toEqual([...DAYS]);
        rows.forEach((row, i) => {
          const slots = pool[key][DAYS[i]!];
          const cell = row.querySelector('td')!;
          if (slots.length === 0) expect(cell.textContent).toBe('Fermé');
          else expect(Array.from(cell.querySelectorAll(':scope > span')).map((s) => s.textContent)).toEqual(slots.map(slotText));
        });
      }
    }
  });

  it('highlights today', async () => {
    await renderRoute('/piscine');
    await screen.findByRole('heading', { level: 1, name: 'Piscine' });
    const today = dayOf(new Date());
    const current = document.querySelectorAll('tr[aria-current="date"]');
    expect(current).toHaveLength(POOLS.length * PERIODS.length);
    current.forEach((row) => expect(row.querySelector('th')!.textContent).toBe(`${today} (aujourd’hui)`));
  });

  it('writes times the French way', () => {
    expect(frenchTime('12:00')).toBe('12 h');
    expect(frenchTime('07:30')).toBe('7 h 30');
    expect(slotText(['12:00', '13:45'])).toBe('12 h – 13 h 45');
    expect(dayOf(new Date(2026, 0, 4))).toBe('Dimanche');
    expect(dayOf(new Date(2026, 0, 5))).toBe('Lundi');
  });
});
