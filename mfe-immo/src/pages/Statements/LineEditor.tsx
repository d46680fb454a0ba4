/**
 * « Modifier » on a line: the section it goes to and the row it makes there, first filled from
 * the proposal or the line, checked with the section's strict schema (its French message shows
 * at the field) before the decision is kept. « Toujours classer ainsi » asks for a rule too,
 * its motif first the line's label. Nothing is sent here: « Enregistrer » sends it all.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Field, FieldError, Hint } from 'shared-kernel';
import { Actions, FieldGrid, FormFrame, Problem, checkForm, numberInputProps, toFormValues, type FieldSpec, type FormValues } from 'shared-kernel/edit';
import { motifInWords, regexProblem, type StatementLine, type StatementTarget } from 'area-immo/contract';
import { WithPropertyNames, usePropertyNames } from '../../edit/WithPropertyNames';
import { TARGET_OPTIONS } from '../../edit/fields/ruleFields';
import type { LineDecision } from './decisions';
import { keptFields, prefill, targetFields, targetSection, type RecordedTarget } from './lineRows';

export interface LineEditorProps {
  line: StatementLine;
  decision: LineDecision | undefined;
  onSave(decision: LineDecision): void;
  onCancel(): void;
}

function FieldInput({ field, id, value, error, onChange }: { field: FieldSpec; id: string; value: string; error?: string; onChange(value: string): void }) {
  const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <Field>
      <label htmlFor={id}>{field.label}</label>
      {field.kind === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'date' ? 'date' : 'text'}
          {...numberInputProps(field)}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {field.hint ? <small id={`${id}-hint`}>{field.hint}</small> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}

function Editor({ line, decision, onSave, onCancel }: LineEditorProps) {
  const formId = useId();
  const frame = useRef<HTMLFormElement>(null);
  const known = usePropertyNames();
  // A proposal may name a property the list lacks (sold since): it stays choosable.
  const proposed = line.proposition?.row?.IM_NOM;
  const names = useMemo(() => (typeof proposed === 'string' && proposed && !known.includes(proposed) ? [...known, proposed] : known), [known, proposed]);
  const changed = decision?.kind === 'change' ? decision : null;
  const [target, setTarget] = useState<StatementTarget>(changed?.section ?? (decision?.kind === 'ignore' ? 'ignorer' : (line.proposition?.section ?? 'depenses')));
  const valuesFor = (t: StatementTarget, row?: Record<string, unknown> | null): FormValues =>
    t === 'ignorer' ? {} : toFormValues(targetFields(t, names), row ?? prefill(line, t, names));
  const [values, setValues] = useState<FormValues>(() => valuesFor(target, changed?.row));
  const [always, setAlways] = useState(Boolean(changed?.rule));
  const [motif, setMotif] = useState(changed?.rule?.motif ?? line.libelle);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const fields = target === 'ignorer' ? [] : targetFields(target, names);
  const inputId = (name: string) => `${formId}-${name}`;

  // The button that opened the editor is now under it: the keyboard goes on from its first field.
  useEffect(() => frame.current?.querySelector<HTMLElement>('select, input')?.focus(), []);

  const chooseTarget = (next: StatementTarget) => {
    setTarget(next);
    setValues(valuesFor(next));
    setErrors({});
    setProblem(null);
  };

  const refuse = (name: string | undefined, message: string) => {
    if (name && (name === 'motif' || fields.some((f) => f.name === name))) {
      setErrors({ [name]: message });
      frame.current?.querySelector<HTMLElement>(`#${CSS.escape(inputId(name))}`)?.focus();
    } else setProblem(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    const rule = always ? { motif: motif.trim() } : undefined;
    if (rule && !rule.motif) return refuse('motif', 'indiquez le texte à chercher dans le libellé');
    if (target === 'ignorer') return onSave(rule ? { kind: 'change', section: 'ignorer', row: null, rule } : { kind: 'ignore' });
    const recorded: RecordedTarget = target;
    const checked = checkForm(targetSection(recorded), fields, values, keptFields(line, recorded, values.IM_NOM));
    if (!checked.ok) return refuse(checked.problem.champ?.split('.')[0], checked.problem.champ ? checked.problem.message : checked.problem.detail);
    onSave({ kind: 'change', section: recorded, row: checked.row as Record<string, unknown>, ...(rule ? { rule } : {}) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <FormFrame ref={frame} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <fieldset>
        <legend>
          Classer la ligne {line.n} : {line.libelle}
        </legend>
        <FieldGrid>
          <FieldInput
            field={{ name: 'section', label: 'Classer dans', kind: 'select', options: TARGET_OPTIONS }}
            id={inputId('section')}
            value={target}
            onChange={(v) => chooseTarget(v as StatementTarget)}
          />
          {fields.map((f) => (
            <FieldInput
              key={`${target}-${f.name}`}
              field={f}
              id={inputId(f.name)}
              value={values[f.name] ?? ''}
              error={errors[f.name]}
              onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
            />
          ))}
        </FieldGrid>
        <Field $inline>
          <input id={inputId('always')} type="checkbox" checked={always} onChange={(e) => setAlways(e.target.checked)} />
          <label htmlFor={inputId('always')}>Toujours classer ainsi</label>
        </Field>
        {always ? (
          <FieldGrid>
            <FieldInput
              field={{ name: 'motif', label: 'Motif de la règle', kind: 'text', hint: 'Un texte du libellé, ou une expression entre barres obliques (ex. /^PRLV EDF/)' }}
              id={inputId('motif')}
              value={motif}
              error={errors.motif}
              onChange={setMotif}
            />
          </FieldGrid>
        ) : null}
        {/* The rule as it will read in « Règles de classement ». */}
        {always && motif.trim() && regexProblem(motif.trim()) === null ? (
          <Hint aria-live="polite">La règle : le libellé {motifInWords(motif.trim())}.</Hint>
        ) : null}
        {problem ? <Problem role="alert">{problem}</Problem> : null}
        <Actions>
          <Button type="submit" $active>
            Valider
          </Button>
          <Button type="button" onClick={onCancel}>
            Annuler
          </Button>
        </Actions>
      </fieldset>
    </FormFrame>
  );
}

/** The property names are read as the first line is changed, not before. */
export function LineEditor(props: LineEditorProps) {
  return (
    <WithPropertyNames>
      <Editor {...props} />
    </WithPropertyNames>
  );
}
