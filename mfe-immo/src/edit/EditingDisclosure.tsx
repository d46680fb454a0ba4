/**
 * An editing panel under a spec screen, closed until asked for: the screen stays as the spec
 * draws it, and its editing is one button away. Nothing at all where editing is not possible
 * (legacy backend, owner signed out); its rows are read only once it opens.
 */
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useCanEdit } from 'shared-kernel';

const Panel = styled.section`
  margin: 8px 0 16px;
  h2 {
    font-size: 1.2rem;
    margin: 8px 0 4px;
  }
`;

export interface EditingDisclosureProps {
  /** The button: « Modifier les dépenses de 2024 ». */
  label: string;
  /** The panel's heading: « Dépenses de 2024 ». */
  title: string;
  children: () => ReactNode;
}

export function EditingDisclosure({ label, title, children }: EditingDisclosureProps) {
  const canEdit = useCanEdit();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!canEdit) return null;
  return (
    <div>
      <Button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
      </Button>
      <Panel id={id} aria-labelledby={`${id}-title`} hidden={!open}>
        <h2 id={`${id}-title`}>{title}</h2>
        {open ? children() : null}
      </Panel>
    </div>
  );
}
