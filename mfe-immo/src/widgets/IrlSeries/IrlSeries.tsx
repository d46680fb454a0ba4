/**
 * The INSEE IRL series in « Mes données » (the shell mounts this widget under its heading):
 * newest quarter first, « Ajouter » opening on the quarter after it, so that the owner adds
 * the index INSEE has just published, or corrects one. Nothing where the api cannot write or
 * the owner is signed out.
 */
import { useMemo } from 'react';
import { Hint, formatNumber } from 'shared-kernel';
import { EditableRows, EditingPanel, Pager, useCanEdit, usePage, type EditableColumn, type StoredRow } from 'shared-kernel/edit';
import { immoSections } from 'area-immo/contract';
import { IRL_FIELDS, nextQuarter } from '../../edit/fields/irlFields';

type Quarter = StoredRow<typeof immoSections.irl>;

/** Three years a page. */
const ROWS_PER_PAGE = 12;
const CAPTION = 'Indices IRL (INSEE)';

const COLUMNS: readonly EditableColumn<typeof immoSections.irl>[] = [
  { label: 'Trimestre', value: (q) => `T${q.trimestre} ${q.annee}` },
  { label: 'Indice', value: (q) => formatNumber(q.valeur), numeric: true },
];

const newestFirst = (a: Quarter, b: Quarter) => b.annee - a.annee || b.trimestre - a.trimestre;

function Quarters({ rows }: { rows: readonly Quarter[] }) {
  const sorted = useMemo(() => [...rows].sort(newestFirst), [rows]);
  const paged = usePage(sorted, ROWS_PER_PAGE);
  return (
    <>
      <EditableRows
        section={immoSections.irl}
        rows={paged.items}
        caption={CAPTION}
        columns={COLUMNS}
        fields={IRL_FIELDS}
        newRow={() => nextQuarter(sorted[0], new Date().getFullYear())}
        addTitle="Ajouter un trimestre"
        describe={(q) => `l'indice du T${q.trimestre} ${q.annee}`}
        noun={{ singular: 'Trimestre' }}
      />
      <Pager paged={paged} label={CAPTION} />
    </>
  );
}

export function IrlSeries() {
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <>
      <Hint>
        L'indice de référence des loyers de chaque trimestre, sur lequel se calcule la révision des loyers. L'INSEE publie
        chaque trimestre le mois suivant sa fin (mi-janvier, mi-avril, mi-juillet, mi-octobre) : ajoutez-le ici dès sa
        parution.
      </Hint>
      <EditingPanel section={immoSections.irl} message="Impossible de lire la série IRL">
        {(rows) => <Quarters rows={rows} />}
      </EditingPanel>
    </>
  );
}
