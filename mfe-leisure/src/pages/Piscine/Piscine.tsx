import styled from 'styled-components';
import { Page, VisuallyHidden, theme } from 'shared-kernel';
import { routeOf } from '../../routes';
import { DAYS, NOTES, PERIODS, POOLS, type Day, type Slot, type WeekHours } from './hours';

const Pools = styled.div`
  display: grid;
  gap: 20px;
  section {
    background: ${theme.surface};
    border-radius: ${theme.radius};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
    padding: 12px 16px 4px;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  .desc {
    margin: 2px 0 8px;
    color: ${theme.muted};
  }
`;

const Periods = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 8px 20px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 0 0 12px;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 6px 0;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${theme.border};
    vertical-align: top;
  }
  thead th {
    background: ${theme.subtleBg};
  }
  tbody th {
    font-weight: 600;
    width: 7.5em;
  }
  tr.today th,
  tr.today td {
    background: ${theme.highlight};
  }
  .closed {
    color: ${theme.muted};
  }
  td > span {
    display: inline-block;
    white-space: nowrap;
  }
  td > span + span::before {
    content: ' · ';
    color: ${theme.muted};
  }
  @media (max-width: 480px) {
    td > span {
      display: block;
    }
    td > span + span::before {
      content: none;
    }
  }
  time {
    white-space: nowrap;
  }
`;

/** "12:00" → "12 h", "13:45" → "13 h 45" */
export function frenchTime(hhmm: string): string {
  const [h = '0', m = '00'] = hhmm.split(':');
  return m === '00' ? `${Number(h)} h` : `${Number(h)} h ${m}`;
}

export function slotText([start, end]: Slot): string {
  return `${frenchTime(start)} – ${frenchTime(end)}`;
}

/** Day of the week of a date, Monday first as in the tables. */
export function dayOf(date: Date): Day {
  return DAYS[(date.getDay() + 6) % 7]!;
}

function WeekTable({ period, pool, week, today }: { period: string; pool: string; week: WeekHours; today: Day }) {
  return (
    <Table>
      <caption>
        {period}
        <VisuallyHidden> — {pool}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Jour</th>
          <th scope="col">Horaires</th>
        </tr>
      </thead>
      <tbody>
        {DAYS.map((day) => {
          const slots = week[day];
          return (
            <tr key={day} className={day === today ? 'today' : undefined} aria-current={day === today ? 'date' : undefined}>
              <th scope="row">
                {day}
                {day === today ? <VisuallyHidden> (aujourd’hui)</VisuallyHidden> : null}
              </th>
              <td>
                {slots.length === 0 ? (
                  <span className="closed">Fermé</span>
                ) : (
                  slots.map(([start, end]) => (
                    <span key={start}>
                      <time dateTime={start}>{frenchTime(start)}</time> – <time dateTime={end}>{frenchTime(end)}</time>
                    </span>
                  ))
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** /piscine: static opening hours of the two pools, school period and holidays. */
export function Piscine() {
  const today = dayOf(new Date());
  return (
    <Page route={routeOf('/piscine')}>
      <Pools>
        {POOLS.map((pool) => (
          <section key={pool.id} aria-labelledby={`pool-${pool.id}`}>
            <h2 id={`pool-${pool.id}`}>{pool.name}</h2>
            <p className="desc">{pool.description}</p>
            <Periods>
              {PERIODS.map((p) => (
                <WeekTable key={p.key} period={p.label} pool={pool.name} week={pool[p.key]} today={today} />
              ))}
            </Periods>
          </section>
        ))}
      </Pools>
      <ul>
        {NOTES.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </Page>
  );
}
