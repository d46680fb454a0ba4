/**
 * The two lists of a recipe's form: ingredients (quantity, name) and preparation steps, each
 * line with its « Retirer » (a ✕, so that the texts keep the room on a phone), and « Ajouter
 * une ligne » after them. The focus follows: into a new
 * line, or to what comes after a removed one, so that the keyboard never falls to the page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, VisuallyHidden, theme } from 'shared-kernel';
import { blankIngredient, blankStep, type IngredientLine, type StepLine } from './recipeDraft';

const Lines = styled.fieldset`
  && {
    margin: 16px 0 0;
  }
  && legend {
    font-size: 1rem;
    font-weight: 600;
    padding: 0 0 4px;
  }
  textarea,
  input[type='text'] {
    width: 100%;
  }
`;

/** Quantity, name, « Retirer »: the name gets the most room, the button what it needs. */
const INGREDIENT_COLUMNS = 'minmax(0, 2fr) minmax(0, 3fr) 2.75rem';

const Heads = styled.div`
  display: grid;
  grid-template-columns: ${INGREDIENT_COLUMNS};
  gap: 8px;
  color: ${theme.muted};
  font-size: 0.9rem;
`;

const Line = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${(p) => p.$columns};
  gap: 0 8px;
  align-items: end;
  margin: 0 0 6px;
  button {
    margin: 0;
    padding: 8px 0;
    width: 100%;
  }
`;

/** Where the focus goes after the next render: an element id. */
function useFocusAfter() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

interface LinesProps<L extends { key: number }> {
  /** The form's id prefix: a field's id is `${prefix}-${list}.${n}.${field}` (n from 1), as the schema names it. */
  prefix: string;
  lines: L[];
  onChange(lines: L[]): void;
  errors: Record<string, string>;
}

function LineFrame({ legend, listId, error, onAdd, children }: { legend: string; listId: string; error?: string; onAdd(): void; children: ReactNode }) {
  return (
    <Lines id={listId} tabIndex={-1} aria-describedby={error ? `${listId}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      {error ? <FieldError id={`${listId}-error`}>{error}</FieldError> : null}
      <Button type="button" id={`${listId}-add`} onClick={onAdd}>
        Ajouter une ligne
      </Button>
    </Lines>
  );
}

/** The props of one input of a line: id, described by its error, marked invalid. */
function inputProps(id: string, errors: Record<string, string>, key: string) {
  const error = errors[key];
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

function LineError({ id, errors, field }: { id: string; errors: Record<string, string>; field: string }) {
  return errors[field] ? <FieldError id={`${id}-error`}>{errors[field]}</FieldError> : null;
}

export function IngredientLines({ prefix, lines, onChange, errors }: LinesProps<IngredientLine>) {
  const focusAfter = useFocusAfter();
  const listId = `${prefix}-ingredients`;
  const set = (key: number, change: Partial<IngredientLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <LineFrame
      legend="Ingrédients"
      listId={listId}
      error={errors.ingredients}
      onAdd={() => {
        onChange([...lines, blankIngredient()]);
        focusAfter(`${listId}.${lines.length + 1}.poids`);
      }}
    >
      {lines.length ? (
        <Heads aria-hidden="true">
          <span>Quantité</span>
          <span>Ingrédient</span>
        </Heads>
      ) : null}
      {lines.map((line, i) => {
        const n = i + 1;
        const poids = `ingredients.${n}.poids`;
        const nom = `ingredients.${n}.nom`;
        return (
          <Line key={line.key} $columns={INGREDIENT_COLUMNS}>
            <Field>
              <VisuallyHidden as="label" htmlFor={`${prefix}-${poids}`}>
                Quantité {n}
              </VisuallyHidden>
              <input type="text" autoComplete="off" value={line.poids} onChange={(e) => set(line.key, { poids: e.target.value })} {...inputProps(`${prefix}-${poids}`, errors, poids)} />
              <LineError id={`${prefix}-${poids}`} errors={errors} field={poids} />
            </Field>
            <Field>
              <VisuallyHidden as="label" htmlFor={`${prefix}-${nom}`}>
                Ingrédient {n}
              </VisuallyHidden>
              <input type="text" autoComplete="off" value={line.nom} onChange={(e) => set(line.key, { nom: e.target.value })} {...inputProps(`${prefix}-${nom}`, errors, nom)} />
              <LineError id={`${prefix}-${nom}`} errors={errors} field={nom} />
            </Field>
            <Button
              type="button"
              aria-label={`Retirer l'ingrédient ${n}`}
              title={`Retirer l'ingrédient ${n}`}
              onClick={() => {
                onChange(lines.filter((l) => l.key !== line.key));
                focusAfter(n < lines.length ? `${listId}.${n}.poids` : `${listId}-add`);
              }}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </Line>
        );
      })}
    </LineFrame>
  );
}

export function StepLines({ prefix, lines, onChange, errors }: LinesProps<StepLine>) {
  const focusAfter = useFocusAfter();
  const listId = `${prefix}-commentaire`;
  return (
    <LineFrame
      legend="Préparation"
      listId={listId}
      error={errors.commentaire}
      onAdd={() => {
        onChange([...lines, blankStep()]);
        focusAfter(`${listId}.${lines.length + 1}.ligne`);
      }}
    >
      {lines.map((line, i) => {
        const n = i + 1;
        const field = `commentaire.${n}.ligne`;
        const id = `${prefix}-${field}`;
        return (
          <Line key={line.key} $columns="minmax(0, 1fr) 2.75rem">
            <Field>
              <label htmlFor={id}>Étape {n}</label>
              <textarea
                rows={2}
                value={line.ligne}
                onChange={(e) => onChange(lines.map((l) => (l.key === line.key ? { ...l, ligne: e.target.value } : l)))}
                {...inputProps(id, errors, field)}
              />
              <LineError id={id} errors={errors} field={field} />
            </Field>
            <Button
              type="button"
              aria-label={`Retirer l'étape ${n}`}
              title={`Retirer l'étape ${n}`}
              onClick={() => {
                onChange(lines.filter((l) => l.key !== line.key));
                focusAfter(n < lines.length ? `${listId}.${n}.ligne` : `${listId}-add`);
              }}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </Line>
        );
      })}
    </LineFrame>
  );
}
