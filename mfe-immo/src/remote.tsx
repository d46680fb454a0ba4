import { lazy, Suspense } from 'react';
import { Spinner, defineRemote } from 'shared-kernel';
// The route table and the widget's reads alone: the rest of the contract comes with the pages.
import { aFaire, allDataImmos, loyersRetards, recapLoyers } from 'area-immo/contract';
import { routeTable } from './routes';
import { Overview } from './widgets/Overview/Overview';
import { HomeFirst } from './widgets/Overview/HomeFirst';

// « Mes données » mounts the IRL series widget: its editing code is its own chunk too, not Home's.
const IrlSeries = lazy(() => import('./widgets/IrlSeries/IrlSeries').then((m) => ({ default: m.IrlSeries })));
function IrlSeriesWidget() {
  return (
    <Suspense fallback={<Spinner label="Chargement de la série IRL…" />}>
      <IrlSeries />
    </Suspense>
  );
}

// « Mes données » mounts the bank statements widget too (the import page's link and the rules), a chunk of its own as well.
const StatementsWidget = lazy(() => import('./widgets/Statements/StatementsWidget').then((m) => ({ default: m.StatementsWidget })));
function StatementsWidgetArea() {
  return (
    <Suspense fallback={<Spinner label="Chargement des règles de classement…" />}>
      <StatementsWidget />
    </Suspense>
  );
}

// « Mes données » mounts the owner's tax situation too (marginal rate, regimes), its chunk as well.
const OwnerTax = lazy(() => import('./widgets/OwnerTax/OwnerTax').then((m) => ({ default: m.OwnerTaxWidget })));
function OwnerTaxArea() {
  return (
    <Suspense fallback={<Spinner label="Chargement de la situation fiscale…" />}>
      <OwnerTax />
    </Suspense>
  );
}

// Each page is its own chunk: Home, which mounts only the overview widget, loads none of them.
export default defineRemote({
  name: 'immo',
  table: routeTable,
  pages: {
    '/a-faire': () => import('./pages/AFaire/AFaire').then((m) => m.AFaire),
    '/recap': () => import('./pages/Rents/Rents').then((m) => m.Rents),
    '/listeappt': () => import('./pages/ListeAppt/ListeAppt').then((m) => m.ListeAppt),
    '/baux': () => import('./pages/Leases/Leases').then((m) => m.Leases),
    '/loyers': () => import('./pages/Rents/Rents').then((m) => m.Rents),
    '/emprunt': () => import('./pages/Emprunt/Emprunt').then((m) => m.Emprunt),
    '/carsdetail': () => import('./pages/CarsDetail/CarsDetail').then((m) => m.CarsDetail),
    '/depenses': () => import('./pages/Depenses/Depenses').then((m) => m.Depenses),
    '/releves': () => import('./pages/Statements/Statements').then((m) => m.Statements),
    '/bien/:nom': () => import('./pages/PropertySheet/PropertySheet').then((m) => m.PropertySheet),
    '/emprunt/:nom': () => import('./pages/LoanSchedule/LoanSchedule').then((m) => m.LoanSchedule),
    '/revenus-fonciers': () => import('./pages/RentalIncomeYears/RentalIncomeYears').then((m) => m.RentalIncomeYears),
    '/revenus-fonciers/:annee': () => import('./pages/RentalIncome/RentalIncome').then((m) => m.RentalIncome),
  },
  widgets: {
    overview: { component: Overview, prefetch: [allDataImmos, recapLoyers, loyersRetards] },
    // Home's first section, above the tiles: the late rents, then « À faire ».
    lateRents: { component: HomeFirst, prefetch: [loyersRetards, aFaire] },
    irl: { component: IrlSeriesWidget },
    releves: { component: StatementsWidgetArea },
    fiscalite: { component: OwnerTaxArea },
  },
});
