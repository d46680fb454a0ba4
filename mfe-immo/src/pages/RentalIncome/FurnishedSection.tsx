/**
 * The furnished lets of the year, declared as BIC (form 2042-C-PRO), not on the 2044: each
 * one's receipts, the tenant's charges included; under the micro-BIC its allowance and the
 * taxed income; above its ceiling or au réel, what an accountant's 2031 and 2033 start from.
 */
import { formatEuroRound, formatPercent } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import type { RevenusFonciers } from 'area-immo/contract';
import { propertyHref } from '../../links/links';
import { Formula, Notice, Section } from '../../ui/sheet';

type Furnished = NonNullable<RevenusFonciers['meubles']>;
type Let = Furnished['biens'][number];

const euro = formatEuroRound;

const columns: ReadonlyArray<Column<Let>> = [
  { key: 'bien', header: 'Bien', render: (b) => <a href={propertyHref(b.IM_NOM)}>{b.IM_NOM}</a> },
  { key: 'recettes', header: 'Recettes (charges comprises)', numeric: true, render: (b) => euro(b.recettes) },
  { key: 'charges', header: 'Charges connues', numeric: true, render: (b) => euro(b.charges_connues) },
];

export function FurnishedSection({ r }: { r: RevenusFonciers }) {
  const m = r.meubles;
  if (!m) return null;
  return (
    <Section aria-labelledby="meubles-title">
      <h3 id="meubles-title">Locations meublées (BIC, déclaration 2042-C-PRO)</h3>
      <DataTable caption={`Recettes ${r.annee} de vos locations meublées, votre quote-part`} columns={columns} rows={m.biens} rowKey={(b) => b.IM_NOM} />
      {m.micro ? (
        <Formula>
          Micro-BIC : recettes − abattement de {formatPercent(m.regime.abattement_taux)} (au moins {euro(m.regime.abattement_minimum)}) ={' '}
          {euro(m.micro.recettes)} − {euro(m.micro.abattement)} = {euro(m.micro.revenu_net)} imposables. Plafond des recettes :{' '}
          {euro(m.regime.plafond)} ({m.regime.source}).
        </Formula>
      ) : (
        <Notice>
          {m.reel?.raison === 'plafond'
            ? `Vos recettes (${euro(m.recettes)}) dépassent le plafond du micro-BIC (${euro(m.regime.plafond)}) : `
            : 'Vous déclarez vos locations meublées au réel : '}
          le résultat se calcule sur les déclarations 2031 et 2033 d'un comptable, amortissements compris. Vos données connaissent{' '}
          {euro(m.recettes)} de recettes et {euro(m.reel?.charges_connues ?? 0)} de charges (taxe foncière hors TEOM, charges, intérêts
          et assurance d'emprunt).
        </Notice>
      )}
      {m.regime.confirme ? null : (
        <Notice role="note">Plafond du micro-BIC de {r.annee} non vérifié sur la notice de cette année : vérifiez-le avant de déclarer.</Notice>
      )}
    </Section>
  );
}
