/**
 * The rent lines of a brick, inside its form: a label and an amount per line, « Retirer » on
 * each, « Ajouter une ligne » at the end. Each line is a group named « Ligne n », so that the
 * same two labels on every line are told apart by ear as well as by eye.
 */
import styled from 'styled-components';
import { Button, Field, FieldError, theme } from 'shared-kernel';
import { RENT_LINE_FIELDS } from './fields/brickFields';
import type { LineErrors, LineField, RentLine } from './rentLineModel';

const [LABEL_FIELD, AMOUNT_FIELD] = RENT_LINE_FIELDS;

const Lines = styled.fieldset`
  && {
    margin: 12px 0 0;
    padding: 0;
  }
  > legend {
    font-weight: 700;
    padding: 0 0 4px;
  }
  p.none {
    margin: 0 0 4px;
    color: ${theme.muted};
  }
`;

/** « Ligne n » and « Retirer » above the line's two fields, side by side even on a phone. */
const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 9em);
  align-items: start;
  gap: 0 12px;
  margin: 0 0 8px;
  padding: 0 0 8px;
  border-bottom: 1px solid ${theme.border};
  > .head {
    grid-column: 1 / -1;
    display: flex;
    align-items: center;
    justify-content: space-between;
    color: ${theme.muted};
    font-size: 0.9rem;
  }
  > .head button {
    margin-right: 0;
  }
`;

export interface RentLinesProps {
  /** Prefix of the inputs' ids, unique in the page. */
  idPrefix: string;
  lines: readonly RentLine[];
  errors: LineErrors;
  onChange(key: number, field: LineField, value: string): void;
  onAdd(): void;
  onRemove(key: number): void;
}

/** Id of a line's input, for labels, messages and focus. */
export const lineInputId = (idPrefix: string, key: number, field: LineField) => `${idPrefix}-ligne-${key}-${field}`;

export function RentLines({ idPrefix, lines, errors, onChange, onAdd, onRemove }: RentLinesProps) {
  const input = (line: RentLine, field: LineField, spec: { label: string }, number: boolean) => {
    const id = lineInputId(idPrefix, line.key, field);
    const error = errors[line.key]?.[field];
    return (
      <Field>
        <label htmlFor={id}>{spec.label}</label>
        <input
          id={id}
          type="text"
          inputMode={number ? 'decimal' : undefined}
          autoComplete="off"
          value={field === 'label' ? line.label : line.amount}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(line.key, field, e.target.value)}
        />
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </Field>
    );
  };

  return (
    <Lines>
      <legend>Loyers perçus</legend>
      {lines.length === 0 ? <p className="none">Aucun loyer pour le moment.</p> : null}
      {lines.map((line, i) => (
        <Line key={line.key} role="group" aria-labelledby={`${idPrefix}-ligne-${line.key}`}>
          <div className="head">
            <span id={`${idPrefix}-ligne-${line.key}`}>Ligne {i + 1}</span>
            <Button type="button" aria-label={`Retirer la ligne ${i + 1}`} onClick={() => onRemove(line.key)}>
              Retirer
            </Button>
          </div>
          {input(line, 'label', LABEL_FIELD, false)}
          {input(line, 'amount', AMOUNT_FIELD, true)}
        </Line>
      ))}
      <Button type="button" id={`${idPrefix}-ajouter-ligne`} onClick={onAdd}>
        Ajouter une ligne
      </Button>
    </Lines>
  );
}
