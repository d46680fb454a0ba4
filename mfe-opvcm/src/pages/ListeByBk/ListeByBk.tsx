import styled from 'styled-components';
import {
  Card,
  CardGrid,
  FigureList,
  Page,
  QueryView,
  cardColorAt,
  formatEuro,
  formatPercent,
  theme,
  useEndpoint,
} from 'shared-kernel';
import { opListeByBk, type BankEntry } from 'area-opvcm/contract';
import { routeOf } from '../../routes';
import { bankShares, bankTotals } from '../../holdings/bankShares';
import { formatGain } from '../../holdings/format';

const Note = styled.p`
  color: ${theme.muted};
  font-size: 0.9rem;
  margin: -8px 0 12px;
`;

function BankFigures({ nbre, Diff, share }: { nbre: number; Diff: number; share: number | null }) {
  return (
    <FigureList
      items={[
        { label: 'Placements', value: nbre },
        { label: 'Différence', value: formatGain(Diff), tone: Diff < 0 ? 'loss' : undefined },
        { label: 'Part', value: share === null ? '—' : formatPercent(share) },
      ]}
    />
  );
}

function BankTiles({ banks }: { banks: readonly BankEntry[] }) {
  if (banks.length === 0) return <p>Aucun placement enregistré.</p>;
  const shares = bankShares(banks);
  const totals = bankTotals(banks);
  return (
    <>
      <Note>
        Solde : total des ventes de la banque. Différence : ventes moins achats. Part : différence de la banque
        rapportée à la somme des différences, arrondie.
      </Note>
      <section aria-label="Placements par banque">
        <CardGrid $min="250px">
          {banks.map((bank, i) => (
            <Card key={bank.NOM} title={bank.NOM} color={cardColorAt(i)} value={formatEuro(bank.Solde)}>
              <BankFigures nbre={bank.nbre} Diff={bank.Diff} share={shares[i] ?? null} />
            </Card>
          ))}
        </CardGrid>
      </section>
      <section aria-label="Ensemble des banques">
        <CardGrid $min="250px">
          <Card title="Toutes les banques" color={cardColorAt(banks.length)} value={formatEuro(totals.Solde)}>
            <BankFigures nbre={totals.nbre} Diff={totals.Diff} share={shares.every((s) => s === null) ? null : 100} />
          </Card>
        </CardGrid>
      </section>
    </>
  );
}

/** /listebybk: fund holdings by bank, one tile per bank and one for all banks together. */
export function ListeByBk() {
  const query = useEndpoint(opListeByBk);
  return (
    <Page route={routeOf('/listebybk')}>
      <QueryView query={query} endpoint={opListeByBk}>
        {(banks) => <BankTiles banks={banks} />}
      </QueryView>
    </Page>
  );
}
