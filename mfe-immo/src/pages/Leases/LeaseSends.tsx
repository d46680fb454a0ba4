/**
 * « Envois » of a lease: what was e-mailed to its tenant and when (GET baux/{id}/envois), read
 * only when the owner opens it. An automatic quittance shows here as a sent one does; a failed
 * send says it is tried again; one cut short by a stop is for the owner to check.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { QueryView, formatDate, useParamEndpoint } from 'shared-kernel';
import { envoisBail, type Envoi } from 'area-immo/contract';
import { monthLabel } from '../../rents/months';

const DOCUMENTS: Record<Envoi['document'], string> = {
  quittance: 'Quittance',
  recu: 'Reçu de paiement partiel',
  relance: 'Relance',
  mise_en_demeure: 'Mise en demeure',
  revision: 'Révision du loyer',
};

const List = styled.ul`
  margin: 4px 0 0;
  padding-left: 20px;
`;

/** One send in words: « Quittance — octobre 2026 : envoi réussi le 06/10/2026 à jean@… ». */
export function sendText(e: Envoi): string {
  const what = `${DOCUMENTS[e.document]} — ${monthLabel(e.periode)}`;
  if (e.resultat === 'envoye') return `${what} : envoi réussi le ${formatDate(e.date)} à ${e.adresse}`;
  if (e.resultat === 'echec') return `${what} : envoi en échec le ${formatDate(e.date)} (${e.adresse}), nouvel essai automatique`;
  return `${what} : envoi interrompu (${e.adresse}), à vérifier auprès du locataire`;
}

function Sends({ bailId }: { bailId: number }) {
  const sends = useParamEndpoint(envoisBail, bailId);
  return (
    <QueryView query={sends} endpoint={envoisBail}>
      {(rows) =>
        rows.length === 0 ? (
          <p>Aucun document envoyé par e-mail pour ce bail.</p>
        ) : (
          <List>
            {rows.map((e) => (
              <li key={`${e.document} ${e.periode} ${e.date ?? ''}`}>{sendText(e)}</li>
            ))}
          </List>
        )
      }
    </QueryView>
  );
}

export function LeaseSends({ bailId, who }: { bailId: number; who: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary aria-label={`Envois, ${who}`}>Envois</summary>
      {open ? <Sends bailId={bailId} /> : null}
    </details>
  );
}
