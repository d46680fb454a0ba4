/** /bien/:nom: what one property really earns, over the last twelve months or a calendar year. */
import { useMemo, useState } from 'react';
import { Page, QueryView, Toolbar, hrefOf, useParamEndpoint, useParams } from 'shared-kernel';
// Aliased: `bien` names the figures the read returns.
import { allDataImmos, bien as bienEndpoint, routeOf, type Immo } from '../../contract';
import { useImmos } from '../../data/useImmos';
import { decodeParam, incomeHref, lastIncomeYear, loanHref } from '../../links/links';
import { Links, Notice, Subtitle } from '../../ui/sheet';
import { CashFlowChart } from './CashFlowChart';
import { PeriodSelect } from './PeriodSelect';
import { PropertyFacts } from './PropertyFacts';
import { RentRevisionNote } from './RentRevisionNote';
import { SheetFigures } from './SheetFigures';
import { TaxTable } from './TaxTable';
import { periodChoices } from './sheetFormulas';

export const JOINT_NOTICE = 'Bien en indivision : les montants sont ceux du bien entier, pas votre quote-part.';

function UnknownProperty({ name }: { name: string }) {
  return (
    <p role="status">
      Bien « {name} » introuvable. <a href={hrefOf('/listeappt')}>Retour à la liste des biens</a>
    </p>
  );
}

function PeriodFigures({ immo, period }: { immo: Immo; period: number | null }) {
  const query = useParamEndpoint(bienEndpoint, immo.IM_NOM, period ?? undefined);
  const incomeYear = period ?? lastIncomeYear();
  return (
    <QueryView query={query} message={bienEndpoint.errorMessage} notFound={<UnknownProperty name={immo.IM_NOM} />}>
      {(bien) => (
        <>
          <Links aria-label="Pages liées">
            {bien.emprunts.map((loan) => (
              <li key={loan}>
                <a href={loanHref(loan)}>Échéancier de l'emprunt « {loan} »</a>
              </li>
            ))}
            <li>
              <a href={incomeHref(incomeYear)}>Revenus fonciers {incomeYear}</a>
            </li>
          </Links>
          <SheetFigures bien={bien} immo={immo} />
          <CashFlowChart mois={bien.mois} />
          <TaxTable taxes={bien.taxes} />
          <RentRevisionNote revision={bien.revision} rented={immo.IM_VENDU === 0 && immo.IM_MT_LOYER > 0} />
        </>
      )}
    </QueryView>
  );
}

function Sheet({ immo }: { immo: Immo }) {
  const periods = useMemo(() => periodChoices(immo.IM_DATE_ACHAT), [immo.IM_DATE_ACHAT]);
  const [period, setPeriod] = useState<number | null>(null);
  return (
    <>
      {immo.IM_INDIVISION === 1 ? <Notice>{JOINT_NOTICE}</Notice> : null}
      <PropertyFacts immo={immo} />
      <Toolbar>
        <PeriodSelect periods={periods} value={period} onChange={setPeriod} />
      </Toolbar>
      <PeriodFigures immo={immo} period={period} />
    </>
  );
}

export function PropertySheet() {
  const name = decodeParam(useParams().nom);
  const immos = useImmos();
  return (
    <Page route={routeOf('/bien/:nom')}>
      <Subtitle>{name}</Subtitle>
      <QueryView query={immos} endpoint={allDataImmos}>
        {(list) => {
          const immo = list.find((i) => i.IM_NOM === name);
          return immo ? <Sheet key={immo.IM_NOM} immo={immo} /> : <UnknownProperty name={name} />;
        }}
      </QueryView>
    </Page>
  );
}
