/**
 * « Relevés bancaires » in « Mes données » (the shell mounts this widget under its heading):
 * the way to the import page, and the rules its proposals come from. Nothing where the api
 * cannot write or the owner is signed out.
 */
import { useId } from 'react';
import { Hint, LinkButton, hrefOf } from 'shared-kernel';
import { useCanEdit } from 'shared-kernel/edit';
import { RulesEditing } from './RulesEditing';

export function StatementsWidget() {
  const id = useId();
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <>
      <Hint>
        Le relevé de votre banque (CSV, OFX, QIF ou CAMT) : chaque ligne est proposée dans les loyers, les dépenses, les frais de voiture ou
        les charges des biens, d'après les règles ci-dessous, et vous validez avant tout enregistrement.
      </Hint>
      <LinkButton href={hrefOf('/releves')}>Importer un relevé bancaire</LinkButton>
      <section aria-labelledby={id}>
        <h3 id={id}>Règles de classement</h3>
        <RulesEditing />
      </section>
    </>
  );
}
