/**
 * The property names, in French order, for a form's « Bien » select: read with the rows it
 * edits (around them, in an EditingPanel), shown before them; `usePropertyNames` gives them below.
 */
import { useMemo, type ReactNode } from 'react';
import { QueryView } from 'shared-kernel';
import { useDataRows } from 'shared-kernel/edit';
import { immoSections } from 'area-immo/contract';

export function usePropertyNames(): readonly string[] {
  const properties = useDataRows(immoSections.immos);
  return useMemo(() => (properties.data ?? []).map((p) => p.IM_NOM).sort((a, b) => a.localeCompare(b, 'fr')), [properties.data]);
}

export function WithPropertyNames({ children }: { children: ReactNode }) {
  const properties = useDataRows(immoSections.immos);
  return (
    <QueryView query={properties} message="impossible de charger les biens à modifier">
      {() => children}
    </QueryView>
  );
}
