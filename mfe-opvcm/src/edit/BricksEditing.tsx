/**
 * Under the bricks synthesis: add, edit (name, purchase and rent lines) or delete a brick.
 * Hidden where the api cannot write or the owner is signed out.
 */
import { formatEuro } from 'shared-kernel';
import { EditableRows, EditingPanel, type EditableColumn } from 'shared-kernel/edit';
import { opvcmSections } from 'area-opvcm/contract';
import { rentTotal } from '../pages/BricksSynthese/brickFigures';
import { BrickForm } from './BrickForm';
import { BRICK_FIELDS, newBrick } from './fields/brickFields';

const COLUMNS: readonly EditableColumn<typeof opvcmSections.bricks>[] = [
  { label: 'Nom', value: (b) => b.nom },
  { label: 'Achat', value: (b) => formatEuro(b.achat), numeric: true },
  { label: 'Loyers', value: (b) => formatEuro(rentTotal(b)), numeric: true },
];

export function BricksEditing() {
  return (
    <EditingPanel section={opvcmSections.bricks} message="Lecture des bricks à modifier impossible">
      {(rows) => (
        <EditableRows
          section={opvcmSections.bricks}
          rows={rows}
          // Not « … bricks … »: « Bricks » names the region of the cards.
          caption="Achats et loyers par brick"
          columns={COLUMNS}
          fields={BRICK_FIELDS}
          form={(slot) => <BrickForm {...slot} />}
          newRow={newBrick}
          addTitle="Ajouter une brick"
          describe={(b) => `la brick « ${b.nom} »`}
          noun={{ singular: 'Brick', feminine: true }}
        />
      )}
    </EditingPanel>
  );
}
