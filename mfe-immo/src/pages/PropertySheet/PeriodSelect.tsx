/** The period of a property sheet: the last twelve months, or a calendar year. */
import { useId } from 'react';
import { Field } from 'shared-kernel';

export const ROLLING_LABEL = '12 derniers mois';

export function PeriodSelect({ periods, value, onChange }: { periods: ReadonlyArray<number | null>; value: number | null; onChange(period: number | null): void }) {
  const id = useId();
  return (
    <Field $inline>
      <label htmlFor={id}>Période</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        {periods.map((p) => (
          <option key={p ?? 'rolling'} value={p ?? ''}>
            {p ?? ROLLING_LABEL}
          </option>
        ))}
      </select>
    </Field>
  );
}
