/**
 * The owner as the documents print him (section `proprietaire`, one row): shown with
 * « Modifier », or « Renseigner » while it is missing. Only where the owner can edit.
 */
import { useId, useRef, useState } from 'react';
import { Button } from 'shared-kernel';
import { EditingPanel, RowForm, type StoredRow } from 'shared-kernel/edit';
import { FactsBox as Box } from '../../ui/sheet';
import { OWNER_FIELDS, newOwner } from '../../edit/fields/leaseFields';
import { immoSections } from 'area-immo/contract';

type Owner = StoredRow<typeof immoSections.proprietaire>;


function OwnerIdentity({ owner }: { owner: Owner | undefined }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // The keyboard goes on from the button that opened the form.
    setTimeout(() => opener.current?.focus());
  };
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>Bailleur (sur les documents)</h2>
      {owner ? (
        <dl>
          <dt>Nom</dt>
          <dd>{owner.nom}</dd>
          <dt>Adresse</dt>
          <dd>{owner.adresse}</dd>
        </dl>
      ) : (
        <p>Non renseigné : les quittances, avis et relances en ont besoin.</p>
      )}
      {editing ? (
        <RowForm
          section={immoSections.proprietaire}
          fields={OWNER_FIELDS}
          initial={owner ?? newOwner()}
          id={owner?.id}
          title={owner ? 'Modifier le bailleur' : 'Renseigner le bailleur'}
          savedMessage="Bailleur enregistré."
          onDone={close}
          onCancel={close}
        />
      ) : (
        <Button ref={opener} type="button" onClick={() => setEditing(true)} aria-label={owner ? 'Modifier le bailleur' : 'Renseigner le bailleur'}>
          {owner ? 'Modifier' : 'Renseigner'}
        </Button>
      )}
    </Box>
  );
}

export function OwnerPanel() {
  return (
    <EditingPanel section={immoSections.proprietaire} message="impossible de charger le bailleur">
      {(rows) => <OwnerIdentity owner={rows[0]} />}
    </EditingPanel>
  );
}
