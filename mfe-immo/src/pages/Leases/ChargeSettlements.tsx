/**
 * « Régularisation des charges » on /baux (loi du 6 juillet 1989, art. 23): each lease's first
 * year to regularize; its statement (each kind of recoverable charge, the tenant's part by
 * days, the provisions paid, the balance, the new provision) and « Régulariser », which records
 * the balance on the lease's rents from a month, at once or over twelve months, and the new
 * provision from then. Only where the owner's data can be written.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, Field, Hint, QueryView, apiSend, formatDate, formatEuro, noteWrite, theme, useEndpoint, useParamEndpoint } from 'shared-kernel';
import { Problem, useCanEdit } from 'shared-kernel/edit';
import { regularisationBail, regularisationsDues, type SettlementDue } from 'area-immo/contract';
import { downloadDocument } from './documents';
import { settlementDocument } from './settlementFiles';
import { isoDay } from '../../edit/dates';

const Box = styled.section`
  margin: 16px 0;
  h2 {
    font-size: 1.2rem;
    margin: 8px 0 4px;
  }
  ul.dues {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul.dues > li {
    margin: 0 0 8px;
    padding: 8px 12px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin: 6px 0;
  }
  td {
    padding: 3px 0;
    vertical-align: top;
  }
  td.num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    padding-left: 8px;
  }
  tr.total td {
    border-top: 1px solid ${theme.border};
    font-weight: 700;
  }
  .done {
    padding-left: 8px;
    border-left: 4px solid ${theme.success};
  }
`;

/** The first day of next month: when a balance is called with the next rent. */
function nextMonthStart(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'erreur inattendue');

/** A regularization just recorded: said above the list, which no longer holds it. */
interface Settled {
  due: SettlementDue;
  from: string;
}

function Settlement({ due, onSettled }: { due: SettlementDue; onSettled(settled: Settled): void }) {
  const id = useId();
  const query = useParamEndpoint(regularisationBail, due.bail_id, due.annee);
  const [from, setFrom] = useState(() => nextMonthStart(isoDay()));
  const [spread, setSpread] = useState(false);
  const [provision, setProvision] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const doc = settlementDocument(due.bail_id, due.IM_NOM, due.annee);

  const settle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await apiSend('POST', `baux/${due.bail_id}/regularisation/${due.annee}`, { a_partir_de: from, etaler: spread, appliquer_provision: provision });
      onSettled({ due, from });
      await noteWrite(`Régularisation des charges ${due.annee} enregistrée.`);
    } catch (error) {
      setProblem(`Régularisation impossible : ${reason(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    setProblem(null);
    try {
      await downloadDocument(doc);
    } catch (error) {
      setProblem(`Téléchargement impossible : ${reason(error)}`);
    }
  };

  return (
    <QueryView query={query} endpoint={regularisationBail}>
      {(s) => (
        <div>
          <p>
            Le bail a couru {s.jours} jours sur {s.jours_annee} en {s.annee}.
          </p>
          <table aria-label={`Décompte des charges ${s.annee} de ${due.locataire}`}>
            <tbody>
              {s.charges.map((c) => (
                <tr key={`${c.nature} ${c.libelle}`}>
                  <td>
                    {c.libelle} ({formatEuro(c.montant)} pour l’année)
                  </td>
                  <td className="num">{formatEuro(c.part)}</td>
                </tr>
              ))}
              <tr className="total">
                <td>Total des charges récupérables</td>
                <td className="num">{formatEuro(s.total)}</td>
              </tr>
              <tr>
                <td>Provisions versées</td>
                <td className="num">{formatEuro(s.provisions)}</td>
              </tr>
              <tr className="total">
                <td>{s.solde >= 0 ? 'Solde dû par le locataire' : 'Solde à rembourser au locataire'}</td>
                <td className="num">{formatEuro(Math.abs(s.solde))}</td>
              </tr>
            </tbody>
          </table>
          <p>Nouvelle provision proposée : {formatEuro(s.nouvelle_provision)} par mois.</p>
          <Button type="button" onClick={() => void download()}>
            Télécharger le décompte (PDF)
          </Button>
          <Field>
                <label htmlFor={`${id}-from`}>À partir du</label>
                <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
              </Field>
              <Field $inline>
                <input id={`${id}-spread`} type="checkbox" checked={spread} onChange={(e) => setSpread(e.target.checked)} />
                <label htmlFor={`${id}-spread`}>Étaler sur douze mois</label>
              </Field>
              {s.tardive ? <Hint>Régularisation tardive : le locataire peut demander à payer par douzièmes (art. 23).</Hint> : null}
              <Field $inline>
                <input id={`${id}-provision`} type="checkbox" checked={provision} onChange={(e) => setProvision(e.target.checked)} />
                <label htmlFor={`${id}-provision`}>Appliquer la nouvelle provision ({formatEuro(s.nouvelle_provision)})</label>
              </Field>
          <Button type="button" disabled={busy} onClick={() => void settle()}>
            Régulariser
          </Button>
          {problem ? <Problem role="alert">{problem}</Problem> : null}
        </div>
      )}
    </QueryView>
  );
}

function DueItem({ due, onSettled }: { due: SettlementDue; onSettled(settled: Settled): void }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <p>
        <strong>{due.IM_NOM}</strong> — {due.locataire} : charges {due.annee} à régulariser
      </p>
      {open ? (
        <Settlement due={due} onSettled={onSettled} />
      ) : (
        <Button type="button" onClick={() => setOpen(true)}>
          Préparer la régularisation {due.annee}
        </Button>
      )}
    </li>
  );
}

function SettledNote({ settled: { due, from } }: { settled: Settled }) {
  return (
    <p className="done" role="status">
      Régularisation {due.annee} de {due.locataire} ({due.IM_NOM}) enregistrée : le solde figure parmi les loyers dus à partir du {formatDate(from)}.{' '}
      <Button type="button" onClick={() => void downloadDocument(settlementDocument(due.bail_id, due.IM_NOM, due.annee))}>
        Télécharger le décompte (PDF)
      </Button>
    </p>
  );
}

function Dues() {
  const id = useId();
  const dues = useEndpoint(regularisationsDues);
  const [settled, setSettled] = useState<Settled | null>(null);
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>Régularisation des charges</h2>
      {settled ? <SettledNote settled={settled} /> : null}
      <QueryView query={dues} endpoint={regularisationsDues}>
        {(rows) =>
          rows.length === 0 ? (
            <p>Aucune régularisation de charges à faire.</p>
          ) : (
            <ul className="dues">
              {rows.map((d) => (
                <DueItem key={`${d.bail_id} ${d.annee}`} due={d} onSettled={setSettled} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Box>
  );
}

export function ChargeSettlements() {
  return useCanEdit() ? <Dues /> : null;
}
