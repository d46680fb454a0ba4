/**
 * The rows of one section, with « Ajouter », and « Modifier » / « Supprimer » on each: the
 * editing panel a screen puts next to what it shows. Nothing renders where the api cannot
 * write or the owner is signed out.
 */
import { Fragment, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SectionName } from '../data/sections';
import { Button } from '../ui/Button';
import { VisuallyHidden } from '../ui/Spinner';
import { theme } from '../ui/theme';
import { ConfirmDelete } from './ConfirmDelete';
import { deleteRow, type StoredRow } from './dataWrites';
import type { FieldSpec } from './formValues';
import { RowForm } from './RowForm';
import { useCanEdit } from './useCanEdit';

export interface EditableColumn<K extends SectionName> {
  label: string;
  value(row: StoredRow<K>): ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

export interface EditableRowsProps<K extends SectionName> {
  section: K;
  rows: readonly StoredRow<K>[];
  /** The table's caption: « Dépenses de 2024 ». */
  caption: string;
  columns: readonly EditableColumn<K>[];
  fields: readonly FieldSpec[];
  /** The defaults of a new row (today's date, the theoretical rent…). */
  newRow(): Record<string, unknown>;
  /** « Ajouter une dépense » */
  addTitle: string;
  /** A row as the owner names it, in « Modifier … » and « Supprimer … ? »: « la dépense « Boulangerie » ». */
  describe(row: StoredRow<K>): string;
  /** « Dépense » → « Dépense ajoutée. », « Dépense modifiée. », « Dépense supprimée. » */
  noun: { singular: string; feminine?: boolean };
}

const Wrap = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    background: ${theme.surface};
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 4px 0;
  }
  th,
  td {
    padding: 4px 8px;
    border-bottom: 1px solid ${theme.border};
    text-align: left;
    vertical-align: middle;
  }
  td.num {
    text-align: right;
    white-space: nowrap;
  }
  td.actions {
    white-space: nowrap;
  }
`;

type Mode = { kind: 'idle' } | { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'delete'; id: number };

export function EditableRows<K extends SectionName>(props: EditableRowsProps<K>) {
  const { section, rows, caption, columns, fields, newRow, addTitle, describe, noun } = props;
  const canEdit = useCanEdit();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  if (!canEdit) return null;
  const done = (verb: string) => `${noun.singular} ${verb}${noun.feminine ? 'e' : ''}.`;
  const idle = () => setMode({ kind: 'idle' });
  const span = columns.length + 1;

  return (
    <section aria-label={`Modifier : ${caption}`}>
      {mode.kind === 'add' ? (
        <RowForm section={section} fields={fields} initial={newRow()} title={addTitle} savedMessage={done('ajouté')} onDone={idle} onCancel={idle} />
      ) : (
        <Button type="button" onClick={() => setMode({ kind: 'add' })}>
          Ajouter
        </Button>
      )}
      <Wrap>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Fragment key={row.id}>
                <tr>
                  {columns.map((c) => (
                    <td key={c.label} className={c.numeric ? 'num' : undefined}>
                      {c.value(row)}
                    </td>
                  ))}
                  <td className="actions">
                    <Button type="button" aria-label={`Modifier ${describe(row)}`} onClick={() => setMode({ kind: 'edit', id: row.id })}>
                      Modifier
                    </Button>
                    <Button type="button" aria-label={`Supprimer ${describe(row)}`} onClick={() => setMode({ kind: 'delete', id: row.id })}>
                      Supprimer
                    </Button>
                  </td>
                </tr>
                {mode.kind !== 'idle' && mode.kind !== 'add' && mode.id === row.id ? (
                  <tr>
                    <td colSpan={span}>
                      {mode.kind === 'edit' ? (
                        <RowForm
                          section={section}
                          fields={fields}
                          initial={row}
                          id={row.id}
                          title={`Modifier ${describe(row)}`}
                          savedMessage={done('modifié')}
                          onDone={idle}
                          onCancel={idle}
                        />
                      ) : (
                        <ConfirmDelete
                          what={describe(row)}
                          onConfirm={async () => {
                            await deleteRow(section, row.id, done('supprimé'));
                            idle();
                          }}
                          onCancel={idle}
                        />
                      )}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </Wrap>
    </section>
  );
}
