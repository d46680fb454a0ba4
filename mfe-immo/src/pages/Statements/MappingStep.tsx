/**
 * A CSV whose columns the api does not know: the owner says which column holds the date, the
 * label, and the amount (or the debit and the credit), looking at the file's first rows. The
 * dry run is then sent again with his answer (`colonnes`), which the api keeps for files of
 * the same shape once the statement is recorded.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Field, FieldError, Hint } from 'shared-kernel';
import { Actions, FieldGrid, FormFrame } from 'shared-kernel/edit';
import type { CsvColumns, UnknownColumns } from 'area-immo/contract';
import { TableBox } from './reviewStyles';

type Column = 'date' | 'libelle' | 'montant' | 'debit' | 'credit';
const LABELS: Record<Column, string> = {
  date: 'Colonne de la date',
  libelle: 'Colonne du libellé',
  montant: 'Colonne du montant',
  debit: 'Colonne du débit',
  credit: 'Colonne du crédit',
};
const GUESS: Record<Column, RegExp> = { date: /date/i, libelle: /libell|label|descr|intitul/i, montant: /montant|amount/i, debit: /d[ée]bit/i, credit: /cr[ée]dit/i };

/** A first answer from the headers' names; the owner corrects it. */
function guess(headers: readonly string[]): Record<Column, string> {
  const find = (c: Column) => headers.find((h) => GUESS[c].test(h)) ?? '';
  return { date: find('date'), libelle: find('libelle'), montant: find('montant'), debit: find('debit'), credit: find('credit') };
}

export interface MappingStepProps {
  unknown: UnknownColumns;
  busy: boolean;
  onSubmit(colonnes: CsvColumns): void;
  onCancel(): void;
}

export function MappingStep({ unknown, busy, onSubmit, onCancel }: MappingStepProps) {
  const id = useId();
  const frame = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState(() => guess(unknown.entetes));
  const [split, setSplit] = useState(() => !chosen.montant && Boolean(chosen.debit && chosen.credit));
  const [missing, setMissing] = useState<readonly Column[]>([]);
  const asked: readonly Column[] = split ? ['date', 'libelle', 'debit', 'credit'] : ['date', 'libelle', 'montant'];

  // The step replaces the file's form: the keyboard starts on its first choice.
  useEffect(() => frame.current?.querySelector<HTMLElement>('input, select')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = asked.filter((c) => !chosen[c]);
    setMissing(empty);
    if (empty.length) {
      frame.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${empty[0]}`)}`)?.focus();
      return;
    }
    const { date, libelle, montant, debit, credit } = chosen;
    onSubmit(split ? { date, libelle, debit, credit } : { date, libelle, montant });
  };

  return (
    <>
      <FormFrame ref={frame} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <fieldset disabled={busy}>
          <legend id={`${id}-title`}>Colonnes du fichier</legend>
          <Hint>{unknown.message}</Hint>
          <Field $inline>
            <input id={`${id}-split`} type="checkbox" checked={split} onChange={(e) => setSplit(e.target.checked)} />
            <label htmlFor={`${id}-split`}>Le montant est en deux colonnes, débit et crédit</label>
          </Field>
          <FieldGrid>
            {asked.map((c) => {
              const fid = `${id}-${c}`;
              const error = missing.includes(c);
              return (
                <Field key={c}>
                  <label htmlFor={fid}>{LABELS[c]}</label>
                  <select
                    id={fid}
                    value={chosen[c]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fid}-error` : undefined}
                    onChange={(e) => setChosen((old) => ({ ...old, [c]: e.target.value }))}
                  >
                    <option value="">— choisir —</option>
                    {unknown.entetes.map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </select>
                  {error ? <FieldError id={`${fid}-error`}>choisissez une colonne</FieldError> : null}
                </Field>
              );
            })}
          </FieldGrid>
          <Actions>
            <Button type="submit" $active>
              {busy ? 'Analyse…' : 'Analyser avec ces colonnes'}
            </Button>
            <Button type="button" onClick={onCancel}>
              Changer de fichier
            </Button>
          </Actions>
        </fieldset>
      </FormFrame>
      <TableBox>
        <table>
          <caption>Premières lignes du fichier</caption>
          <thead>
            <tr>
              {unknown.entetes.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {unknown.apercu.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </>
  );
}
