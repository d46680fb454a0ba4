import styled from 'styled-components';
import { Card, CardGrid, cardColorAt, formatDate, formatEuro, theme, type Immo } from 'shared-kernel';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  margin: 0;
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const orDash = (text: string) => (text === '' ? '—' : text);

/** One detail card per property of the list. */
export function PropertyDetails({ immos }: { immos: readonly Immo[] }) {
  return (
    <section aria-labelledby="detail-biens">
      <h2 id="detail-biens">Détail des biens</h2>
      <CardGrid $min="260px">
        {immos.map((immo, i) => (
          <Card
            key={immo.IM_NOM}
            color={cardColorAt(i)}
            title={immo.IM_INDIVISION === 1 ? `${immo.IM_NOM} (indivision)` : immo.IM_NOM}
          >
            <List>
              <dt>Type</dt>
              <dd>{immo.IM_TYPE_PROP}</dd>
              <dt>Date d'achat</dt>
              <dd>{orDash(formatDate(immo.IM_DATE_ACHAT))}</dd>
              <dt>Prix d'achat</dt>
              <dd>{formatEuro(immo.IM_PA)}</dd>
              {immo.IM_PX_VTE > 0 ? (
                <>
                  <dt>Prix de vente</dt>
                  <dd>{formatEuro(immo.IM_PX_VTE)}</dd>
                </>
              ) : null}
              <dt>Loyer</dt>
              <dd>{formatEuro(immo.IM_MT_LOYER)}</dd>
              <dt>Prêt</dt>
              <dd>{formatEuro(immo.IM_PRET_MT)}</dd>
              <dt>Fin du prêt</dt>
              <dd>{orDash(formatDate(immo.IM_FIN_PRET))}</dd>
              <dt>Commentaire</dt>
              <dd>{orDash(immo.IM_COMMENT ?? '')}</dd>
            </List>
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}
