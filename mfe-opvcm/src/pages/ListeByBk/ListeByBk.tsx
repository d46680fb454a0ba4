import styled from 'styled-components';
import {
  Card,
  CardGrid,
  Page,
  QueryView,
  cardColorAt,
  formatEuro,
  formatPercent,
  theme,
  useEndpoint,
  type BankEntry,
} from 'shared-kernel';
import { bankShares, bankTotals } from '../../holdings/bankShares';
import { formatGain } from '../../holdings/format';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  margin: 8px 0 0;
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  dd.loss {
    color: ${theme.danger};
  }
`;

const Note = styled.p`
  color: ${theme.muted};
  font-size: 0.9rem;
  margin: -8px 0 12px;
`;

function BankFigures({ nbre, Diff, share }: { nbre: number; Diff: number; share: number | null }) {
  return (
    <Figures>
      <dt>Placements</dt>
      <dd>{nbre}</dd>
      <dt>Différence</dt>
      <dd className={Diff < 0 ? 'loss' : undefined}>{formatGain(Diff)}</dd>
      <dt>Part</dt>
      <dd>{share === null ? '—' : formatPercent(share)}</dd>
    </Figures>
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

/** /listebybk: fund holdings by bank, as tiles (spec section 2, item 6). */
export function ListeByBk() {
  const query = useEndpoint('opListeByBk');
  return (
    <Page route="/listebybk">
      <QueryView query={query} endpoint="opListeByBk">
        {(banks) => <BankTiles banks={banks} />}
      </QueryView>
    </Page>
  );
}
