/** The year chooser of /depenses and of the editing panels that show one year at a time. */
import { useId } from 'react';
import { Field } from 'shared-kernel';

export interface YearSelectProps {
  label: string;
  years: readonly number[];
  value: number;
  onChange(year: number): void;
}

export function YearSelect({ label, years, value, onChange }: YearSelectProps) {
  const id = useId();
  return (
    <Field $inline>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </Field>
  );
}
