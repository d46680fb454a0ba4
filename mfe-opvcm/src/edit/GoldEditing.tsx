/**
 * « Modifier l'or détenu »: the gold bought and sold (section or), closed until asked for.
 * The net worth (/patrimoine) counts the grams held at each month's end at the gold price.
 */
import { formatDate, formatNumber } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { opvcmSections } from 'area-opvcm/contract';
import { GOLD_FIELDS, newGoldRow } from './fields/goldFields';

type Gold = typeof opvcmSections.or;

const COLUMNS: readonly EditableColumn<Gold>[] = [
  { label: 'Date', value: (g) => formatDate(g.date) },
  { label: 'Mouvement', value: (g) => (g.grammes < 0 ? 'Vente' : 'Achat') },
  { label: 'Grammes', value: (g) => `${formatNumber(g.grammes)} g`, numeric: true },
];

const latestFirst = (a: StoredRow<Gold>, b: StoredRow<Gold>) => b.date.localeCompare(a.date) || b.id - a.id;

export function GoldEditing() {
  return (
    <EditingPanel
      section={opvcmSections.or}
      disclosure={{ label: "Modifier l'or détenu", title: 'Or détenu' }}
      message="impossible de charger l'or détenu"
    >
      {(rows) => (
        <EditableRows
          section={opvcmSections.or}
          rows={rows}
          order={latestFirst}
          caption="Or acheté et vendu"
          columns={COLUMNS}
          fields={GOLD_FIELDS}
          newRow={() => newGoldRow()}
          addTitle="Ajouter un mouvement d’or"
          describe={(g) => `le mouvement d'or du ${formatDate(g.date)} (${formatNumber(g.grammes)} g)`}
          noun={{ singular: 'Mouvement' }}
        />
      )}
    </EditingPanel>
  );
}
