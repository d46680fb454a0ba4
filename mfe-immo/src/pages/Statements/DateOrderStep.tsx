/**
 * A file whose dates read both ways (no day above 12): the api shows two of its lines read as
 * jour/mois and as mois/jour, and the owner says which. The dry run is then sent again with
 * his answer (`ordre_dates`), which the api keeps for that bank's files once recorded.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Field, FieldError, Hint, formatLongDate } from 'shared-kernel';
import { Actions, FormFrame } from 'shared-kernel/edit';
import type { DateOrder, UnknownDateOrder } from 'area-immo/contract';
import { TableBox } from './reviewStyles';

const ORDERS: ReadonlyArray<{ value: DateOrder; label: string }> = [
  { value: 'jma', label: 'Jour/mois/année (jj/mm/aaaa, comme en France)' },
  { value: 'mja', label: 'Mois/jour/année (mm/jj/aaaa, comme aux États-Unis)' },
];

/** A reading of a date, or why there is none. */
const reading = (day: string | null) => (day === null ? 'date impossible' : formatLongDate(day));

export interface DateOrderStepProps {
  unknown: UnknownDateOrder;
  busy: boolean;
  onSubmit(order: DateOrder): void;
  onCancel(): void;
}

export function DateOrderStep({ unknown, busy, onSubmit, onCancel }: DateOrderStepProps) {
  const id = useId();
  const frame = useRef<HTMLFormElement>(null);
  const [order, setOrder] = useState<DateOrder | null>(null);
  const [missing, setMissing] = useState(false);

  // The step replaces the file's form: the keyboard starts on its first choice.
  useEffect(() => frame.current?.querySelector<HTMLElement>('input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order === null) {
      setMissing(true);
      frame.current?.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    onSubmit(order);
  };

  return (
    <>
      <FormFrame ref={frame} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <fieldset disabled={busy} aria-describedby={missing ? `${id}-error` : undefined}>
          <legend id={`${id}-title`}>Ordre des dates du fichier</legend>
          <Hint>{unknown.message}</Hint>
          {ORDERS.map((o) => (
            <Field key={o.value} $inline>
              <input
                id={`${id}-${o.value}`}
                type="radio"
                name={`${id}-ordre`}
                value={o.value}
                checked={order === o.value}
                onChange={() => {
                  setOrder(o.value);
                  setMissing(false);
                }}
              />
              <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
            </Field>
          ))}
          {missing ? <FieldError id={`${id}-error`}>choisissez l'ordre des dates</FieldError> : null}
          <Actions>
            <Button type="submit" $active>
              {busy ? 'Analyse…' : 'Analyser avec cet ordre'}
            </Button>
            <Button type="button" onClick={onCancel}>
              Changer de fichier
            </Button>
          </Actions>
        </fieldset>
      </FormFrame>
      <TableBox>
        <table>
          <caption>Deux lignes du fichier lues dans les deux sens</caption>
          <thead>
            <tr>
              <th scope="col">Ligne</th>
              <th scope="col">Date écrite</th>
              <th scope="col">Libellé</th>
              <th scope="col">Lue jour/mois</th>
              <th scope="col">Lue mois/jour</th>
            </tr>
          </thead>
          <tbody>
            {unknown.exemples.map((e) => (
              <tr key={e.ligne}>
                <td>{e.ligne}</td>
                <td>{e.brut}</td>
                <td>{e.libelle}</td>
                <td>{reading(e.jma)}</td>
                <td>{reading(e.mja)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </>
  );
}
