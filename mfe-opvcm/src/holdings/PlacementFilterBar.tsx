import styled from 'styled-components';
import { Button } from 'shared-kernel';
import { PLACEMENT_FILTERS, type PlacementFilterId } from './placementFilters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0 0 8px;
`;

/** The placement-type buttons; the selected one is filled and announced with aria-pressed. */
export function PlacementFilterBar({
  value,
  onChange,
}: {
  value: PlacementFilterId;
  onChange: (id: PlacementFilterId) => void;
}) {
  return (
    <Bar role="group" aria-label="Type de placement">
      {PLACEMENT_FILTERS.map((f) => {
        const active = f.id === value;
        return (
          <Button
            key={f.id}
            type="button"
            $active={active}
            aria-pressed={active}
            title={f.description}
            onClick={() => onChange(f.id)}
          >
            {f.label}
          </Button>
        );
      })}
    </Bar>
  );
}
