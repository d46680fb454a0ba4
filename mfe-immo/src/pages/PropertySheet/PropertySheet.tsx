/** /bien/:nom: what one property really earns, over the last twelve months or a calendar year. */
import { useMemo, useState } from 'react';
import { Page, QueryView, Toolbar, hrefOf, useParamEndpoint, useParams } from 'shared-kernel';
// Aliased: `bien` names the figures the read returns.
import { allDataImmos, bien as bienEndpoint, type Bien, type Immo } from 'area-immo/contract';
import { routeOf } from '../../routes';
import { ChargesEditing } from '../../edit/ChargesEditing';
import { EstimatesEditing } from '../../edit/EstimatesEditing';
import { useImmos } from '../../data/useImmos';
import { decodeParam, incomeHref, lastIncomeYear, loanHref } from '../../links/links';
import { Links, Notice, Subtitle } from '../../ui/sheet';
import { CashFlowChart } from './CashFlowChart';
import { PeriodSelect } from './PeriodSelect';
import { PropertyFacts } from './PropertyFacts';
import { RentRevisionNote } from './RentRevisionNote';
import { SheetFigures } from './SheetFigures';
import { TaxTable } from './TaxTable';
import { formatShare } from './rates';
import { periodChoices } from './sheetFormulas';

/** What the sheet says of the owner's share, if anything. */
export function shareNotice(immo: Pick<Immo, 'IM_INDIVISION'>, quotePart: number): string | null {
  if (quotePart < 100) {
    return `Votre quote-part : ${formatShare(quotePart)}. Chaque montant est donné pour le bien entier, puis pour votre quote-part.`;
  }
  return immo.IM_INDIVISION === 1
    ? 'Bien en indivision compté à 100\u00a0% : renseignez votre quote-part dans « Modifier les biens » (Liste Appt) pour voir vos montants.'
    : null;
}

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
  // The share, the furnished letting and the acquisition costs are not in the property list:
  // they come with the figures, from the read of the last twelve months (the first the page
  // makes, kept while another period is shown).
  const terms: Pick<Bien, 'quote_part' | 'meuble' | 'frais_achat'> | undefined = useParamEndpoint(bienEndpoint, immo.IM_NOM).data;
  const notice = terms ? shareNotice(immo, terms.quote_part) : null;
  return (
    <>
      {notice ? <Notice>{notice}</Notice> : null}
      <PropertyFacts immo={immo} terms={terms} />
      <Toolbar>
        <PeriodSelect periods={periods} value={period} onChange={setPeriod} />
      </Toolbar>
      <PeriodFigures immo={immo} period={period} />
      <ChargesEditing property={immo.IM_NOM} year={period ?? undefined} />
      <EstimatesEditing property={immo.IM_NOM} />
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
