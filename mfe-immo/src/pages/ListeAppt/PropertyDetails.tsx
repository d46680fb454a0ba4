import { Card, CardGrid, FigureList, cardColorAt, formatDate, formatEuro } from 'shared-kernel';
import type { Immo } from 'area-immo/contract';

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
            <FigureList
              align="start"
              items={[
                { label: 'Type', value: immo.IM_TYPE_PROP },
                { label: "Date d'achat", value: orDash(formatDate(immo.IM_DATE_ACHAT)) },
                { label: "Prix d'achat", value: formatEuro(immo.IM_PA) },
                ...(immo.IM_PX_VTE > 0 ? [{ label: 'Prix de vente', value: formatEuro(immo.IM_PX_VTE) }] : []),
                { label: 'Loyer', value: formatEuro(immo.IM_MT_LOYER) },
                { label: 'Prêt', value: formatEuro(immo.IM_PRET_MT) },
                { label: 'Fin du prêt', value: orDash(formatDate(immo.IM_FIN_PRET)) },
                { label: 'Commentaire', value: orDash(immo.IM_COMMENT ?? '') },
              ]}
            />
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}
