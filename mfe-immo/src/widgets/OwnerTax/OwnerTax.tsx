/**
 * The owner's tax situation in « Mes données » (section fiscalite, one row; the shell mounts
 * this widget under « Situation fiscale »): his marginal rate, which the property sheets'
 * yield after tax reads, and the regimes his return's boxes follow. « Renseigner » while it is
 * missing, « Modifier » once set; written through the data core, so journaled and undoable.
 * Nothing where the api cannot write or the owner is signed out.
 */
import { useRef, useState } from 'react';
import { Button, Hint } from 'shared-kernel';
import { EditingPanel, RowForm, useCanEdit, type StoredRow } from 'shared-kernel/edit';
import { immoSections } from 'area-immo/contract';
import { OWNER_TAX_FIELDS, newOwnerTax, optionLabel } from '../../edit/fields/ownerTaxFields';
import { FactsBox } from '../../ui/sheet';

type OwnerTax = StoredRow<typeof immoSections.fiscalite>;

const LABEL = 'Situation fiscale';

function Facts({ row }: { row: OwnerTax | undefined }) {
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    setTimeout(() => opener.current?.focus());
  };
  return (
    <FactsBox as="div">
      {row ? (
        <dl>
          {OWNER_TAX_FIELDS.map((f) => (
            <div key={f.name} className="fact">
              <dt>{f.label}</dt>
              <dd>{optionLabel(f.name, row[f.name as keyof OwnerTax])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Non renseignée : sans votre tranche marginale, les fiches des biens ne donnent pas de rendement après impôt.</p>
      )}
      {editing ? (
        <RowForm
          section={immoSections.fiscalite}
          fields={OWNER_TAX_FIELDS}
          initial={row ?? newOwnerTax()}
          id={row?.id}
          title={row ? `Modifier la ${LABEL.toLowerCase()}` : `Renseigner la ${LABEL.toLowerCase()}`}
          savedMessage="Situation fiscale enregistrée."
          onDone={close}
          onCancel={close}
        />
      ) : (
        <Button ref={opener} type="button" onClick={() => setEditing(true)} aria-label={row ? 'Modifier la situation fiscale' : 'Renseigner la situation fiscale'}>
          {row ? 'Modifier' : 'Renseigner'}
        </Button>
      )}
    </FactsBox>
  );
}

export function OwnerTaxWidget() {
  if (!useCanEdit()) return null;
  return (
    <>
      <Hint>
        Votre tranche marginale d'imposition et vos régimes de déclaration : les revenus fonciers de chaque année et le rendement
        net-net de chaque bien en dépendent.
      </Hint>
      <EditingPanel section={immoSections.fiscalite} message="Impossible de lire la situation fiscale">
        {(rows) => <Facts row={rows[0]} />}
      </EditingPanel>
    </>
  );
}
