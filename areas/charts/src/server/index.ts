/**
 * The charts area's server half: chart payloads in the legacy formats (axes "[a,b]" and series
 * as JSON strings), from the sums graphQueries.ts reads.
 */
import { defineAreaServer, HttpError, monthFromIndex, monthIndex, parseIsoDay } from 'server-kit';
import { formatAxis, formatSeries, seriesByKey, textLabel, valuesOn, yearsOf } from 'server-kit';
import { FIRST_EXPENSE_YEAR, FLEURS_MONTHS } from './graphConstants';
import { chartsDemoRows } from './demo';
import { chartsMoveIn } from './moveIn';
import { createGraphQueries } from './graphQueries';
import { chartsTables } from './tables';

const pad = (n: number) => String(n).padStart(2, '0');

export const chartsServer = defineAreaServer({
  name: 'charts',
  demoRows: chartsDemoRows,
  moveIn: chartsMoveIn,
  migrations: [],
  tables: chartsTables,
  routes({ db, today }) {
    const graphs = createGraphQueries(db);
    return async (app) => {
      app.get('/immeubles/graphedf', async () => {
        const herm = graphs.energyByYear('Herm');
        const fleurs = graphs.energyByYear('Fleurs');
        const hermYears = yearsOf(herm);
        const fleursYears = yearsOf(fleurs);

        // Fleurs month by month over the last 24 months, the current one included.
        const { year, month } = parseIsoDay(today());
        const last = monthIndex(year, month);
        const months = Array.from({ length: FLEURS_MONTHS }, (_, i) => monthFromIndex(last - FLEURS_MONTHS + 1 + i));
        const first = months[0] ?? { year, month };
        const after = monthFromIndex(last + 1);
        const monthly = new Map(
          graphs
            .energyByMonth('Fleurs', `${first.year}-${pad(first.month)}-01`, `${after.year}-${pad(after.month)}-01`)
            .map((r) => [r.month, r.value]),
        );

        return {
          payload: {
            axeHerm: formatAxis(hermYears),
            serieHerm: formatSeries([{ name: 'Herm', data: valuesOn(hermYears, herm) }]),
            axeFleurs: formatAxis(fleursYears),
            serieFleurs: formatSeries([{ name: 'Fleurs', data: valuesOn(fleursYears, fleurs) }]),
            axeFleursMois: formatAxis(months.map((m) => textLabel(`${pad(m.month)}/${m.year}`))),
            serieFleursMois: formatSeries([
              { name: 'Fleurs', data: months.map((m) => monthly.get(`${m.year}-${pad(m.month)}`) ?? 0) },
            ]),
          },
        };
      });

      app.get('/immeubles/graphcumulbk', async () => {
        const rows = graphs.cumulativeByBank();
        const years = yearsOf(rows);
        return { payload: { axe: formatAxis(years), serie: formatSeries(seriesByKey(years, rows)) } };
      });

      app.get('/immeubles/graphcumulbenef', async () => {
        const rows = graphs.cumulativeByBeneficiary();
        const years = yearsOf(rows);
        return { payload: { axe: formatAxis(years), serie: formatSeries(seriesByKey(years, rows)) } };
      });

      app.get<{ Params: { id: string } }>('/immeubles/graphTxFonciere/:id', async (request) => {
        const { id } = request.params;
        if (id !== '0' && id !== '1') {
          throw new HttpError(
            400,
            'bad_request',
            `Paramètre invalide : le graphique de taxe foncière « ${id.slice(0, 20)} » n’existe pas (0 = par bien, 1 = total).`,
          );
        }
        const totals = graphs.taxByYear();
        const years = yearsOf(totals);
        const serie =
          id === '0'
            ? seriesByKey(years, graphs.taxByProperty())
            : [{ name: 'Total', data: valuesOn(years, totals) }];
        return { payload: { axe_fonciere: formatAxis(years), serie_fonciere: formatSeries(serie) } };
      });

      app.get('/immeubles/graphDepPerso', async () => {
        const rows = graphs.expensesByYear();
        const years = yearsOf(rows, { from: FIRST_EXPENSE_YEAR, to: parseIsoDay(today()).year });
        return {
          payload: {
            axe_depenses: formatAxis(years),
            serie_depenses: formatSeries([{ name: 'Dépenses', data: valuesOn(years, rows) }]),
          },
        };
      });
    };
  },
});
