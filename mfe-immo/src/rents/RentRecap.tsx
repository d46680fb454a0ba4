import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardGrid, QueryView, Spinner, cardColorAt, formatEuro, formatPercent, theme, useEndpoint } from 'shared-kernel';
import { recapLoyers } from 'area-immo/contract';
import type { RecapImmo, RecapLoyers } from 'area-immo/contract';
import { incomeHref, lastIncomeYear, propertyHref } from '../links/links';
import { monthWord } from './owing';
import { isMainResidence, rentPercentage } from './rentRules';
import { PLACEHOLDER_FIGURES, recapFigures, type RecapFigures } from './recapFigures';

const Summary = styled(CardGrid)<{ $busy?: boolean }>`
  opacity: ${(p) => (p.$busy ? 0.6 : 1)};
`;

const Note = styled.p`
  margin: 4px 0 0;
  color: ${theme.muted};
  font-size: 0.9rem;
`;

/** The months a lease has not fully paid: marked in the danger colour, each with what it still owes. */
const Unpaid = styled.p`
  margin: 6px 0 0;
  color: ${theme.danger};
  font-weight: 600;
  font-size: 0.9rem;
`;

/** « Non soldé : novembre (544,73 €) », the months past due not paid in full; nothing when none (or not said). */
function UnpaidMonths({ immo }: { immo: RecapImmo }) {
  const arrieres = immo.reste_du?.arrieres ?? [];
  if (arrieres.length === 0) return null;
  const year = new Date().getFullYear();
  return (
    <Unpaid>
      {arrieres.length > 1 ? 'Non soldés' : 'Non soldé'} : {arrieres.map((a) => `${monthWord(a.mois, year)} (${formatEuro(a.reste)})`).join(', ')}
    </Unpaid>
  );
}

const Heading = styled.h2`
  font-size: 1.2rem;
  margin: 8px 0 0;
`;

const euroOrDash = (value: number | null) => (value === null ? '-' : formatEuro(value));

/** The five summary cards of the rent recap. */
export function RecapSummaryCards({ figures, busy = false }: { figures: RecapFigures; busy?: boolean }) {
  const cards: Array<{ title: string; value: string; note: string }> = [
    { title: 'Loyers mensuels', value: euroOrDash(figures.monthlyRents), note: 'Total des loyers du mois' },
    { title: 'Loyers théoriques', value: formatEuro(figures.theoretical), note: 'Sur douze mois' },
    { title: 'Loyers perçus', value: formatEuro(figures.received), note: 'Sur les douze derniers mois' },
    {
      title: 'Pourcentage réalisé',
      value: figures.realised === null ? '-' : formatPercent(figures.realised),
      note: 'Perçus / théoriques',
    },
    { title: 'Honoraires', value: formatEuro(figures.fees), note: "Frais d'agence sur douze mois" },
  ];
  return (
    <Summary role="group" aria-label="Récapitulatif des loyers" aria-busy={busy} $busy={busy}>
      {cards.map((c, i) => (
        <Card key={c.title} title={c.title} color={cardColorAt(i)} value={c.value}>
          <Note>{c.note}</Note>
        </Card>
      ))}
    </Summary>
  );
}

/** What a page adds under a property's figures (« Encaisser un loyer »). */
export type PropertyAction = (immo: RecapImmo) => ReactNode;

/** One card per property: its theoretical monthly rent and its rent percentage. */
export function PropertyRentCards({ recap, action }: { recap: RecapLoyers; action?: PropertyAction }) {
  const properties = Object.values(recap.immos);
  return (
    <section aria-labelledby="loyers-par-bien">
      <Heading id="loyers-par-bien">Loyers par bien</Heading>
      {properties.length === 0 ? (
        <p>Aucun bien en location.</p>
      ) : (
        <CardGrid $min="220px">
          {properties.map((immo, i) => (
            <Card
              key={immo.IM_NOM}
              title={<a href={propertyHref(immo.IM_NOM)}>{immo.IM_NOM}</a>}
              color={cardColorAt(i)}
              value={formatEuro(immo.loyerTheo)}
            >
              <Note>Loyer théorique mensuel</Note>
              {isMainResidence(immo) ? (
                // A home he lives in: no rent to realise, nothing to receive.
                <Note>
                  <strong>Résidence principale</strong>
                </Note>
              ) : (
                <>
                  <Note>
                    Réalisé : <strong>{formatPercent(rentPercentage(immo.LOYER_MOIS, immo.loyerTheo))}</strong>
                  </Note>
                  <UnpaidMonths immo={immo} />
                  {action?.(immo)}
                </>
              )}
            </Card>
          ))}
        </CardGrid>
      )}
    </section>
  );
}

/**
 * The rent recap: placeholders and a spinner while it loads, the error
 * panel if it fails, then the summary cards and, on the pages, one card per property.
 */
export function RentRecap({ withProperties, propertyAction }: { withProperties: boolean; propertyAction?: PropertyAction }) {
  const query = useEndpoint(recapLoyers);
  if (query.isPending) {
    return (
      <>
        <RecapSummaryCards figures={PLACEHOLDER_FIGURES} busy />
        <Spinner label="Chargement du récapitulatif des loyers…" />
      </>
    );
  }
  return (
    <QueryView query={query} endpoint={recapLoyers}>
      {(recap) => (
        <>
          <RecapSummaryCards figures={recapFigures(recap)} />
          {withProperties ? (
            <>
              <PropertyRentCards recap={recap} action={propertyAction} />
              <p>
                <a href={incomeHref(lastIncomeYear())}>Revenus fonciers {lastIncomeYear()}</a>
              </p>
            </>
          ) : null}
        </>
      )}
    </QueryView>
  );
}
