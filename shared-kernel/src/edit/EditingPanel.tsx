/**
 * The editing panel of a screen, the one pattern of every area: nothing at all where editing
 * is not possible (legacy backend, owner signed out); the section's rows read through the data
 * api, with the French error and « Réessayer » when they cannot be; then what the area draws of
 * them (its EditableRows, a year chooser, a pager). Under a spec screen it is closed until
 * asked for (`disclosure`): the screen stays as the spec draws it, its editing one button away,
 * and its rows are read only once it opens.
 */
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Section } from 'contract-kit/data';
import { Button, QueryView } from 'shared-kernel';
import { useDataRows, type StoredRow } from './dataWrites';
import { useCanEdit } from './useCanEdit';

export interface EditingPanelProps<K extends Section> {
  /** The section whose rows are edited. */
  section: K;
  /** Closed until asked for: the button (« Modifier les dépenses de 2024 ») and the panel's heading (« Gestion des dépenses de 2024 »). */
  disclosure?: { label: string; title: string };
  /** Said, with « Réessayer », when the rows cannot be read; without it, nothing shows until they are. */
  message?: string;
  /** What else the rows need, read at the same time and shown around them (the property names of a « Bien » select). */
  around?(rows: ReactNode): ReactNode;
  /** The area's own part: its table of the rows, and what goes with it. */
  children(rows: readonly StoredRow<K>[]): ReactNode;
}

const Panel = styled.section`
  margin: 8px 0 16px;
  h2 {
    font-size: 1.2rem;
    margin: 8px 0 4px;
  }
`;

type RowsProps<K extends Section> = Omit<EditingPanelProps<K>, 'disclosure'>;

function Rows<K extends Section>({ section, message, around, children }: RowsProps<K>) {
  const query = useDataRows(section);
  const rows =
    message === undefined ? (
      query.data ? <>{children(query.data)}</> : null
    ) : (
      <QueryView query={query} message={message}>
        {children}
      </QueryView>
    );
  return around ? <>{around(rows)}</> : rows;
}

export function EditingPanel<K extends Section>({ disclosure, ...rows }: EditingPanelProps<K>) {
  const canEdit = useCanEdit();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!canEdit) return null;
  if (!disclosure) return <Rows {...rows} />;
  return (
    <div>
      <Button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {disclosure.label}
      </Button>
      <Panel id={id} aria-labelledby={`${id}-title`} hidden={!open}>
        <h2 id={`${id}-title`}>{disclosure.title}</h2>
        {open ? <Rows {...rows} /> : null}
      </Panel>
    </div>
  );
}
