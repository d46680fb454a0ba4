/**
 * The rent hors charges allowed at the anniversary of the property's current lease, or what is
 * missing to compute it (an index not yet published, or not in the series); « Aucun bail » for
 * a let property without a lease running, the rent being the lease's.
 */
import { hrefOf } from 'shared-kernel';
import type { RentRevision } from 'area-immo/contract';
import { leasesHref } from '../../links/links';
import { Formula, Notice, Section } from '../../ui/sheet';
import { LeaseRevision } from './LeaseRevision';
import { lateText, revisionText } from './revision';

export function RentRevisionNote({ revision, rented }: { revision: RentRevision | null; rented: boolean }) {
  if (revision === null && !rented) return null;
  const text = revision ? revisionText(revision) : null;
  const late = revision ? lateText(revision) : null;
  return (
    <Section aria-labelledby="revision-loyer">
      <h3 id="revision-loyer">Révision du loyer</h3>
      {text === null ? (
        <p>
          Aucun bail en cours pour ce bien : le loyer et sa révision se lisent sur le bail. <a href={leasesHref()}>Créer le bail</a>
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
      {late ? <Notice>{late}</Notice> : null}
      {revision ? <LeaseRevision revision={revision} /> : null}
    </Section>
  );
}
