/** /emprunt/:nom: a loan's terms, where it stands today, its amortization table and an early-repayment simulation. */
import { Card, CardGrid, FigureList, Page, QueryView, useEndpoint, formatDate, formatEuro, formatInteger, formatNumber, hrefOf, useParamEndpoint, useParams } from 'shared-kernel';
import { TOTAL_ROW, echeancier, tdb, type Echeancier } from 'area-immo/contract';
import { routeOf } from '../../routes';
import { decodeParam, propertyHref } from '../../links/links';
import { Formula, Section, Subtitle } from '../../ui/sheet';
import { RepaymentSimulation } from './RepaymentSimulation';
import { ScheduleTable } from './ScheduleTable';
import { loanSummary } from './scheduleFigures';

function UnknownLoan({ name }: { name: string }) {
  return (
    <p role="status">
      Emprunt « {name} » introuvable. <a href={hrefOf('/emprunt')}>Retour aux emprunts</a>
    </p>
  );
}

function Terms({ loan }: { loan: Echeancier }) {
  const property = loan.IM_NOM ?? loan.nom;
  return (
    <Section aria-labelledby="conditions">
      <h3 id="conditions">Conditions</h3>
      <FigureList
        align="start"
        items={[
          { label: 'Capital emprunté', value: formatEuro(loan.capital) },
          { label: 'Taux annuel', value: `${formatNumber(loan.taux)}\u00a0%` },
          { label: 'Durée', value: `${formatInteger(loan.duree_mois)} mois` },
          { label: 'Début', value: formatDate(loan.debut) },
          { label: 'Assurance mensuelle', value: formatEuro(loan.assurance_mensuelle) },
          { label: 'Bien financé', value: <a href={propertyHref(property)}>{property}</a> },
        ]}
      />
    </Section>
  );
}

function Summary({ loan }: { loan: Echeancier }) {
  const s = loanSummary(loan);
  return (
    <Section aria-labelledby="aujourdhui">
      <h3 id="aujourdhui">Aujourd'hui</h3>
      <CardGrid $min="200px">
        <Card level={4} title="Capital restant dû" color="blue" value={formatEuro(s.capitalDu)}>
          <Formula>Après l'échéance n° {formatInteger(s.payees)}</Formula>
        </Card>
        <Card level={4} title="Échéances restantes" color="green" value={formatInteger(s.restantes)}>
          <Formula>
            {formatInteger(loan.duree_mois)} − {formatInteger(s.payees)} payées
          </Formula>
        </Card>
        <Card level={4} title="Intérêts restant dus" color="orange" value={formatEuro(s.interetsRestants)}>
          <Formula>Somme des intérêts des échéances à venir</Formula>
        </Card>
      </CardGrid>
    </Section>
  );
}

function LoanSheet({ loan }: { loan: Echeancier }) {
  return (
    <>
      <Terms loan={loan} />
      <Summary loan={loan} />
      <Section aria-labelledby="tableau-amortissement">
        <h3 id="tableau-amortissement">Tableau d'amortissement</h3>
        <ScheduleTable rows={loan.echeances} marked={loan.payees > 0 ? loan.payees : undefined} caption="Échéancier" />
      </Section>
      <RepaymentSimulation loan={loan} />
    </>
  );
}

function LoanOf({ name }: { name: string }) {
  const query = useParamEndpoint(echeancier, name);
  return (
    <QueryView query={query} message={echeancier.errorMessage} notFound={<UnknownLoan name={name} />}>
      {(loan) => <LoanSheet loan={loan} />}
    </QueryView>
  );
}

/** The loan table first (cached when coming from /emprunt): a stale name is told without a 404. */
export function LoanSchedule() {
  const name = decodeParam(useParams().nom);
  const loans = useEndpoint(tdb);
  return (
    <Page route={routeOf('/emprunt/:nom')}>
      <Subtitle>{name}</Subtitle>
      <QueryView query={loans} endpoint={tdb}>
        {(table) =>
          name !== TOTAL_ROW && Object.hasOwn(table.emprunt, name) ? <LoanOf name={name} /> : <UnknownLoan name={name} />
        }
      </QueryView>
    </Page>
  );
}
