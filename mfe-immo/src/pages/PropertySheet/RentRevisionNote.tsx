/** The rent allowed at the lease's next anniversary, or what is missing to compute it (an index not yet published, or not in the series). */
import { hrefOf } from 'shared-kernel';
import type { RentRevision } from '../../contract';
import { Formula, Section } from '../../ui/sheet';
import { LeaseRevision } from './LeaseRevision';
import { revisionText } from './revision';

/** `property`: its name, to find its lease (« Appliquer la révision » and the history of its revisions). */
export function RentRevisionNote({ property, revision, rented }: { property: string; revision: RentRevision | null; rented: boolean }) {
  if (revision === null && !rented) return null;
  const text = revision ? revisionText(revision) : null;
  return (
    <Section aria-labelledby="revision-loyer">
      <h3 id="revision-loyer">Révision du loyer</h3>
      {text === null ? (
        <p>
          Pour calculer la révision du loyer, renseignez la date du bail et le trimestre IRL de référence dans la fiche du
          bien (Liste Appt, « Modifier les biens »).
        </p>
      ) : text.kind === 'revised' ? (
        <>
          <p>
            <strong>{text.title}</strong>
          </p>
          <Formula>{text.formula}</Formula>
        </>
      ) : text.kind === 'unpublished' ? (
        <>
          <p>
            <strong>{text.title}</strong> : {text.unpublished}.
          </p>
          <Formula>
            {text.formula} La série IRL se complète dans <a href={hrefOf('/donnees')}>« Mes données »</a>.
          </Formula>
        </>
      ) : (
        <>
          <p>
            <strong>{text.title}</strong> : montant non calculable, l'indice {text.missing} manque à la série IRL.
          </p>
          <Formula>
            La série IRL se complète dans <a href={hrefOf('/donnees')}>« Mes données »</a>.
          </Formula>
        </>
      )}
      {revision ? <LeaseRevision property={property} revision={revision} /> : null}
    </Section>
  );
}
