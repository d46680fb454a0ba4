/**
 * /listeappt's « Après impôt »: each let property over the last 12 months at the owner's
 * marginal rate (its tax and prélèvements sociaux, net-net yield and cash-flow, as on its
 * sheet) and the total, taxed on their results together as the 2044 does (a deficit of one
 * offsets the income of another), with the formula of each figure. Without a rate set, where
 * to set it.
 */
import { Hint, QueryView, formatEuro, formatEuroRound, hrefOf, useEndpoint } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import { apresImpot, type ApresImpot } from 'area-immo/contract';
import { propertyHref } from '../../links/links';
import { formatRate, formatShare } from '../PropertySheet/rates';
import { SOCIAL_LEVIES } from '../PropertySheet/sheetFormulas';
import { GLOBAL_CEILING } from '../RentalIncome/statementText';

type Row = ApresImpot['biens'][number];

const TAX_FORMULA = `Impôt = résultat foncier × TMI ; prélèvements sociaux = résultat foncier × ${formatShare(SOCIAL_LEVIES)} ; un déficit économise l'impôt de sa part imputable sur le revenu global`;
const YIELD_FORMULA = "(résultat net − impôt − prélèvements sociaux) / ((prix d'achat + frais d'acquisition) × quote-part)";
const CASH_FORMULA = 'cash-flow mensuel − (impôt + prélèvements sociaux) / 12';

const columns: ReadonlyArray<Column<Row>> = [
  { key: 'nom', header: 'Bien', render: (r) => <a href={propertyHref(r.IM_NOM)}>{r.IM_NOM}</a> },
  { key: 'resultat', header: 'Résultat foncier', numeric: true, render: (r) => formatEuro(r.resultat_fiscal) },
  { key: 'impot', header: <abbr title={TAX_FORMULA}>Impôt</abbr>, numeric: true, render: (r) => formatEuro(r.impot) },
  { key: 'ps', header: 'Prélèvements sociaux', numeric: true, render: (r) => formatEuro(r.prelevements_sociaux) },
  {
    key: 'rendement',
    header: <abbr title={YIELD_FORMULA}>Rendement net-net</abbr>,
    numeric: true,
    render: (r) => (r.rendement_net_net === null ? '—' : formatRate(r.rendement_net_net)),
  },
  { key: 'cash', header: <abbr title={CASH_FORMULA}>Cash-flow net-net mensuel</abbr>, numeric: true, render: (r) => formatEuro(r.cash_flow_net_net_mensuel) },
];

function Figures({ list }: { list: ApresImpot }) {
  if (list.tmi === null || list.total === null) {
    return (
      <Hint>
        Renseignez votre tranche marginale d’imposition dans <a href={hrefOf('/donnees')}>« Mes données »</a> (Situation fiscale) pour voir
        ce que vos biens rapportent après impôt.
      </Hint>
    );
  }
  const t = list.total;
  return (
    <>
      <DataTable caption={`Après impôt, 12 derniers mois, à ${formatShare(list.tmi)} de TMI`} columns={columns} rows={list.biens} rowKey={(r) => r.IM_NOM} keyColumn="cash" />
      <p>
        <strong>Total</strong> : résultat foncier {formatEuro(t.resultat_fiscal)}, impôt {formatEuro(t.impot)}, prélèvements sociaux{' '}
        {formatEuro(t.prelevements_sociaux)}, cash-flow net-net {formatEuro(t.cash_flow_net_net_mensuel)} par mois.
      </p>
      <Hint>
        Le total impose vos résultats ensemble, comme la déclaration 2044 : le déficit d’un bien s’impute d’abord sur les revenus des
        autres, un seul plafond de {formatEuroRound(GLOBAL_CEILING)} sur le revenu global.
      </Hint>
    </>
  );
}

export function AfterTaxTable() {
  const query = useEndpoint(apresImpot);
  return (
    <section aria-labelledby="apres-impot-title">
      <h2 id="apres-impot-title">Après impôt</h2>
      <QueryView query={query} endpoint={apresImpot}>
        {(list) => <Figures list={list} />}
      </QueryView>
    </section>
  );
}
