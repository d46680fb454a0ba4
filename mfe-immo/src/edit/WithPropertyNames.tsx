/** The property names, in French order, for a form's « Bien » select: loaded before the rows it edits. */
import { useMemo, type ReactNode } from 'react';
import { QueryView, useDataRows } from 'shared-kernel';
import { immoSections } from '../contract';

export function WithPropertyNames({ children }: { children: (names: readonly string[]) => ReactNode }) {
  const properties = useDataRows(immoSections.immos);
  const names = useMemo(
    () => (properties.data ?? []).map((p) => p.IM_NOM).sort((a, b) => a.localeCompare(b, 'fr')),
    [properties.data],
  );
  return (
    <QueryView query={properties} message="impossible de charger les biens à modifier">
      {() => children(names)}
    </QueryView>
  );
}
