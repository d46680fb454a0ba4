/** /revenus-fonciers/:annee: the figures of form 2044 the data supports, property by property. */
import { Card, CardGrid, DataTable, Page, QueryView, formatEuro, hrefOf, useParamEndpoint, useParams, type Column } from 'shared-kernel';
import { revenusFonciers, routeOf, type RevenusFonciers } from '../../contract';
import { incomeHref, propertyHref } from '../../links/links';
import { Formula, Links, Notice, Section, Subtitle } from '../../ui/sheet';
import { incomeRows, microText, regimeText, type IncomeRow } from './incomeRows';

export const TAX_NOTICE = 'Aide au calcul, pas un conseil fiscal : vérifiez avec la notice 2044 ou un professionnel.';
export const MAIN_RESIDENCE_NOTE = "Une résidence principale (PRINC) ne rapporte aucun revenu foncier : elle n'apparaît pas ici.";

const euro = (pick: (r: IncomeRow) => number) => (r: IncomeRow) => formatEuro(pick(r));

const columns: ReadonlyArray<Column<IncomeRow>> = [
  { key: 'nom', header: 'Bien', render: (r) => (r.total ? r.IM_NOM : <a href={propertyHref(r.IM_NOM)}>{r.IM_NOM}</a>) },
  { key: 'loyers', header: 'Loyers bruts', numeric: true, render: euro((r) => r.loyers) },
  { key: 'honoraires', header: 'Frais de gestion et honoraires', numeric: true, render: euro((r) => r.honoraires) },
  { key: 'taxe', header: 'Taxe foncière (hors TEOM)', numeric: true, render: euro((r) => r.taxe_fonciere) },
  { key: 'interets', header: "Intérêts d'emprunt", numeric: true, render: euro((r) => r.interets) },
  { key: 'assurance', header: 'Assurance emprunteur', numeric: true, render: euro((r) => r.assurance) },
  { key: 'net', header: 'Revenu foncier net', numeric: true, render: euro((r) => r.revenu_net) },
];

function Statement({ r }: { r: RevenusFonciers }) {
  const micro = microText(r);
  return (
    <>
      <DataTable
        caption={`Revenus fonciers ${r.annee} par bien`}
        columns={columns}
        rows={incomeRows(r)}
        rowKey={(row) => (row.total ? '\u0000total' : row.IM_NOM)}
        rowClass={(row) => (row.total ? 'total' : undefined)}
        empty="Aucun loyer perçu cette année."
      />
      <Formula>Revenu foncier net = loyers bruts − frais et honoraires − taxe foncière hors TEOM − intérêts − assurance.</Formula>
      <Section aria-labelledby="regimes">
        <h3 id="regimes">Réel ou micro-foncier</h3>
        <CardGrid $min="260px">
          <Card level={4} title="Régime réel" color="blue" value={formatEuro(r.total.revenu_net)}>
            <Formula>Revenu foncier net du tableau, ligne Total.</Formula>
          </Card>
          <Card level={4} title="Micro-foncier" color="green" value={r.micro_foncier.applicable ? formatEuro(r.micro_foncier.revenu_net) : '—'}>
            <Formula>{micro.result}</Formula>
            <Formula>{micro.formula}</Formula>
          </Card>
        </CardGrid>
        <p>
          <strong>{regimeText(r)}</strong>
        </p>
      </Section>
    </>
  );
}

function UnknownYear({ year }: { year: number }) {
  return (
    <p role="status">
      Revenus fonciers {year} introuvables. <a href={hrefOf('/listeappt')}>Retour à la liste des biens</a>
    </p>
  );
}

export function RentalIncome() {
  const year = Number(useParams().annee);
  const query = useParamEndpoint(revenusFonciers, year);
  return (
    <Page route={routeOf('/revenus-fonciers/:annee')}>
      <Subtitle>Année {year}</Subtitle>
      <Links aria-label="Autres années">
        <li>
          <a href={incomeHref(year - 1)}>← Revenus fonciers {year - 1}</a>
        </li>
        <li>
          <a href={incomeHref(year + 1)}>Revenus fonciers {year + 1} →</a>
        </li>
      </Links>
      <Notice>{TAX_NOTICE}</Notice>
      <p>{MAIN_RESIDENCE_NOTE}</p>
      <QueryView query={query} message={revenusFonciers.errorMessage} notFound={<UnknownYear year={year} />}>
        {(r) => <Statement r={r} />}
      </QueryView>
    </Page>
  );
}
