/**
 * The documents of one lease for one month: each with « Télécharger » (the PDF saved as a
 * file) and, when the api can e-mail, « Envoyer » (asked first). A refusal, such as the 409
 * of a quittance for a month not paid in full, shows its French message under the row; the
 * row and its figures stay as they were.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, theme } from 'shared-kernel';
import { Problem } from 'shared-kernel/edit';
import type { RentDue } from 'area-immo/contract';
import { documentName, documentsOf, downloadDocument, sendDocument, yearQuittances, type LeaseDocument } from './documents';
import { LeaseSends } from './LeaseSends';

type Row = Pick<RentDue, 'bail_id' | 'IM_NOM' | 'locataire' | 'mois' | 'statut' | 'jours_retard'>;

const Docs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 4px;
  }
  li > span {
    font-weight: 600;
    margin-right: 4px;
  }
`;

const Done = styled.p`
  margin: 4px 0 0;
  padding-left: 8px;
  border-left: 4px solid ${theme.success};
`;

const Ask = styled.div`
  margin: 6px 0;
  padding: 8px 12px;
  border-left: 4px solid ${theme.accent};
  background: ${theme.subtleBg};
  p {
    margin: 0 0 4px;
  }
`;

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'erreur inattendue');

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

export function LeaseDocuments({ row, canSend }: { row: Row; canSend: boolean }) {
  const askId = useId();
  const docs = documentsOf(row);
  const year = yearQuittances(row, Number(row.mois.slice(0, 4)));
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [asking, setAsking] = useState<LeaseDocument | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  const who = `${row.locataire} (${row.IM_NOM})`;
  const nameOf = (doc: LeaseDocument) => (doc === year ? doc.the : documentName(doc, row.mois));

  const download = async (doc: LeaseDocument) => {
    setBusy(`get ${doc.path}`);
    setOutcome(null);
    try {
      await downloadDocument(doc);
      setOutcome({ tone: 'ok', text: `${upper(nameOf(doc))} : téléchargement lancé.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: `Téléchargement impossible : ${reason(error)}` });
    } finally {
      setBusy(null);
    }
  };

  const closeAsk = () => {
    setAsking(null);
    setTimeout(() => opener.current?.focus());
  };

  const send = async (doc: LeaseDocument) => {
    setBusy(`send ${doc.path}`);
    setOutcome(null);
    try {
      await sendDocument(doc);
      setOutcome({ tone: 'ok', text: `${upper(nameOf(doc))} a été envoyé${doc.the.startsWith('la ') ? 'e' : ''} par e-mail à ${row.locataire}.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: `Envoi impossible : ${reason(error)}` });
    } finally {
      setBusy(null);
      closeAsk();
    }
  };

  const item = (doc: LeaseDocument, sendable: boolean) => (
    <li key={doc.path}>
      <span>{doc === year ? `Quittances de ${Number(row.mois.slice(0, 4))}` : doc.label}</span>
      <Button type="button" aria-label={`Télécharger ${nameOf(doc)}, ${who}`} disabled={busy !== null} onClick={() => void download(doc)}>
        {busy === `get ${doc.path}` ? 'Téléchargement…' : 'Télécharger'}
      </Button>
      {sendable && canSend ? (
        <Button
          type="button"
          aria-label={`Envoyer ${nameOf(doc)}, ${who}`}
          disabled={busy !== null}
          onClick={(e) => {
            opener.current = e.currentTarget;
            setOutcome(null);
            setAsking(doc);
          }}
        >
          Envoyer
        </Button>
      ) : null}
    </li>
  );

  return (
    <div>
      <Docs aria-label={`Documents, ${who}`}>
        {docs.map((d) => item(d, true))}
        {item(year, false)}
      </Docs>
      {asking ? (
        <Ask role="alertdialog" aria-labelledby={askId} onKeyDown={(e) => e.key === 'Escape' && closeAsk()}>
          <p id={askId}>
            Envoyer {nameOf(asking)} par e-mail à {row.locataire} ?
          </p>
          <Button ref={confirm} type="button" disabled={busy !== null} onClick={() => void send(asking)}>
            {busy ? 'Envoi…' : 'Envoyer'}
          </Button>
          <Button type="button" disabled={busy !== null} onClick={closeAsk}>
            Annuler
          </Button>
        </Ask>
      ) : null}
      {outcome?.tone === 'error' ? <Problem role="alert">{outcome.text}</Problem> : null}
      <div role="status">{outcome?.tone === 'ok' ? <Done>{outcome.text}</Done> : null}</div>
      <LeaseSends bailId={row.bail_id} who={who} />
    </div>
  );
}
