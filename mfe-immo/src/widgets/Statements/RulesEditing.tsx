/**
 * « Règles de classement » (section `regles`): what the api looks for in a bank line's label
 * to propose its section and row. In the api's order, which may be the order it tries them.
 */
import { useMemo } from 'react';
import { Hint, formatEuro } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { WithPropertyNames, usePropertyNames } from '../../edit/WithPropertyNames';
import { CHARGE_CATEGORY_LABELS } from '../../edit/fields/chargeFields';
import { motifInWords } from 'area-immo/contract';
import { TARGET_LABELS, newRule, ruleFields, rulesSection } from '../../edit/fields/ruleFields';

type Rule = StoredRow<typeof rulesSection>;

const CAPTION = 'Règles de classement';

/** What the rule fills besides its section: the property, the charge's category, the vehicle. */
function detail(rule: Rule): string {
  const category = rule.categorie ? CHARGE_CATEGORY_LABELS[rule.categorie] : null;
  return [rule.IM_NOM, category, rule.groupe].filter(Boolean).join(' · ');
}

function amountRange({ montant_min: min, montant_max: max }: Rule): string {
  if (min != null && max != null) return `de ${formatEuro(min)} à ${formatEuro(max)}`;
  if (min != null) return `à partir de ${formatEuro(min)}`;
  if (max != null) return `jusqu'à ${formatEuro(max)}`;
  return 'tous';
}

const COLUMNS: readonly EditableColumn<typeof rulesSection>[] = [
  // In words (« contient TAXE FONCIÈRE »); the motif as written is in the rule's form.
  { label: 'Libellé', value: (r) => motifInWords(r.motif) },
  { label: 'Classer dans', value: (r) => TARGET_LABELS[r.section] ?? r.section },
  { label: 'Précision', value: detail },
  { label: 'Montants', value: amountRange },
];

function RuleRows({ rules }: { rules: readonly Rule[] }) {
  const propertyNames = usePropertyNames();
  const fields = useMemo(() => ruleFields(propertyNames), [propertyNames]);
  return (
    <>
      {rules.length === 0 ? <Hint>Aucune règle pour l'instant : ajoutez-en une, ou cochez « Toujours classer ainsi » en classant une ligne d'un relevé.</Hint> : null}
      <EditableRows
        section={rulesSection}
        rows={rules}
        caption={CAPTION}
        columns={COLUMNS}
        fields={fields}
        newRow={newRule}
        addTitle="Ajouter une règle"
        describe={(r) => `la règle « ${motifInWords(r.motif)} »`}
        noun={{ singular: 'Règle', feminine: true }}
        // Not a field of the form: the lease a rent rule names stays as it is.
        extra={(r) => ({ bail_id: r?.bail_id ?? null })}
      />
    </>
  );
}

export function RulesEditing() {
  return (
    <EditingPanel section={rulesSection} message="Impossible de lire les règles de classement" around={(rows) => <WithPropertyNames>{rows}</WithPropertyNames>}>
      {(rules) => <RuleRows rules={rules} />}
    </EditingPanel>
  );
}
