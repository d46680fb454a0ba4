/**
 * The rows of one section, with « Ajouter », and « Modifier » / « Supprimer » on each: the
 * editing panel a screen puts next to what it shows. Nothing renders where the api cannot
 * write or the owner is signed out.
 */
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Section } from 'contract-kit/data';
import { Button, VisuallyHidden, theme, usePhone } from 'shared-kernel';
import { Pager, usePage } from './Pager';
import { RowCards } from './RowCards';
import { ConfirmDelete } from './ConfirmDelete';
import { deleteRow, type StoredRow } from './dataWrites';
import type { FieldSpec } from './formValues';
import { RowForm, type RowFormProps } from './RowForm';
import { useCanEdit } from './useCanEdit';

export interface EditableColumn<K extends Section> {
  label: string;
  value(row: StoredRow<K>): ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

/** Another action on a row, next to « Modifier » (« Vendre » a property): its form opens under the row. */
export interface RowAction<K extends Section> {
  label: string;
  /** The button's accessible name; « <label> <describe(row)> » by default. */
  name?(row: StoredRow<K>): string;
  /** Rows it applies to (every row by default). */
  applies?(row: StoredRow<K>): boolean;
  render(row: StoredRow<K>, close: () => void): ReactNode;
}

export interface EditableRowsProps<K extends Section> {
  section: K;
  rows: readonly StoredRow<K>[];
  /**
   * The order the rows are shown in (latest first, by name); as given otherwise. Defined once
   * (not in the render): a new function sorts them again.
   */
  order?(a: StoredRow<K>, b: StoredRow<K>): number;
  /** Rows shown at a time, with the pager under the table (named by the caption); every row otherwise. */
  perPage?: number;
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
  /** Fields sent as they are, not shown: for a new row (no argument) and for an edited one (a property's sale). */
  extra?(row?: StoredRow<K>): Record<string, unknown>;
  rowActions?: readonly RowAction<K>[];
  /** A form of its own for « Ajouter » and « Modifier », for a row that is more than fields (a brick and its rent lines). */
  form?(slot: RowFormSlot<K>): ReactNode;
}

/** What a form of its own gets: what RowForm gets, but the fields. */
export type RowFormSlot<K extends Section> = Pick<RowFormProps<K>, 'initial' | 'id' | 'title' | 'savedMessage' | 'onDone' | 'onCancel'>;

const Wrap = styled.div`
  overflow-x: auto;
  /* Clips the visually hidden « Actions » header too, which would otherwise widen a phone's page. */
  position: relative;
  /* Its width, for the form under a row (below): 100cqi is what shows of the table. */
  container-type: inline-size;
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
  /* On a phone the buttons of a row stack, rather than push the table out of view. */
  @media (max-width: 600px) {
    th,
    td {
      padding: 4px;
    }
    td.actions {
      white-space: normal;
    }
    td.actions button {
      margin-right: 0;
    }
  }
  /* On a phone the table scrolls sideways; the form opened under a row stays in view. */
  td.row-form > * {
    position: sticky;
    left: 8px;
    max-width: calc(100cqi - 16px);
    box-sizing: border-box;
  }
`;

const CardsCaption = styled.p`
  font-weight: 700;
  margin: 8px 0 0;
`;

type Mode =
  | { kind: 'idle' }
  | { kind: 'add' }
  | { kind: 'edit'; id: number }
  | { kind: 'delete'; id: number }
  | { kind: 'action'; id: number; label: string };

export function EditableRows<K extends Section>(props: EditableRowsProps<K>) {
  const { section, caption, columns, fields, newRow, addTitle, describe, noun, extra, rowActions = [], form, order, perPage } = props;
  const canEdit = useCanEdit();
  const phone = usePhone();
  const sorted = useMemo(() => (order ? [...props.rows].sort(order) : props.rows), [props.rows, order]);
  const paged = usePage(sorted, perPage ?? Math.max(1, sorted.length));
  const rows = paged.items;
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  // When a form or a confirmation closes, the keyboard goes on from the button that opened it
  // (« Ajouter » when that row is gone).
  const frame = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (mode.kind !== 'idle' || !opener.current) return;
    const back = opener.current.isConnected ? opener.current : frame.current?.querySelector('button');
    back?.focus();
    opener.current = null;
  }, [mode]);
  if (!canEdit) return null;
  const done = (verb: string) => `${noun.singular} ${verb}${noun.feminine ? 'e' : ''}.`;
  const idle = () => setMode({ kind: 'idle' });
  const open = (next: Mode) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMode(next);
  };
  const span = columns.length + 1;
  const rowForm = (slot: RowFormSlot<K>, row?: StoredRow<K>) =>
    form ? form(slot) : <RowForm section={section} fields={fields} extra={extra?.(row)} {...slot} />;

  const actions = (row: StoredRow<K>) => (
    <>
      <Button type="button" aria-label={`Modifier ${describe(row)}`} onClick={() => open({ kind: 'edit', id: row.id })}>
        Modifier
      </Button>
      {rowActions
        .filter((a) => a.applies?.(row) ?? true)
        .map((a) => (
          <Button
            key={a.label}
            type="button"
            aria-label={a.name?.(row) ?? `${a.label} ${describe(row)}`}
            onClick={() => open({ kind: 'action', id: row.id, label: a.label })}
          >
            {a.label}
          </Button>
        ))}
      <Button type="button" aria-label={`Supprimer ${describe(row)}`} onClick={() => open({ kind: 'delete', id: row.id })}>
        Supprimer
      </Button>
    </>
  );
  const isOpen = (row: StoredRow<K>) => mode.kind !== 'idle' && mode.kind !== 'add' && mode.id === row.id;
  /** What opens under a row: its form, another action's, or the delete's confirmation. */
  const opened = (row: StoredRow<K>) =>
    mode.kind === 'action' ? (
      rowActions.find((a) => a.label === mode.label)?.render(row, idle)
    ) : mode.kind === 'edit' ? (
      rowForm({ initial: row, id: row.id, title: `Modifier ${describe(row)}`, savedMessage: done('modifié'), onDone: idle, onCancel: idle }, row)
    ) : (
      <ConfirmDelete
        what={describe(row)}
        onConfirm={async () => {
          await deleteRow(section, row.id, done('supprimé'));
          idle();
        }}
        onCancel={idle}
      />
    );
  // On a phone, a card per row, its buttons under its figures: none is cut at the screen's edge.
  const cards = (
    <RowCards
      columns={columns.map((c) => ({ key: c.label, header: c.label, render: c.value, numeric: c.numeric }))}
      rows={rows}
      rowKey={(row) => String(row.id)}
      label={caption}
      actions={actions}
      below={(row) => (isOpen(row) ? opened(row) : null)}
    />
  );

  const table = (
    <section ref={frame} aria-label={`Modifier : ${caption}`}>
      {mode.kind === 'add' ? (
        rowForm({ initial: newRow(), title: addTitle, savedMessage: done('ajouté'), onDone: idle, onCancel: idle })
      ) : (
        <Button type="button" onClick={() => open({ kind: 'add' })}>
          Ajouter
        </Button>
      )}
      {phone ? (
        <>
          <CardsCaption>{caption}</CardsCaption>
          {cards}
        </>
      ) : (
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
                    <td className="actions">{actions(row)}</td>
                  </tr>
                  {isOpen(row) ? (
                    <tr>
                      <td colSpan={span} className="row-form">
                        {opened(row)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </Wrap>
      )}
    </section>
  );
  return perPage ? (
    <>
      {table}
      <Pager paged={paged} label={caption} />
    </>
  ) : (
    table
  );
}
