/**
 * The one form of every editing screen: one labelled input per field, checked with the
 * section's shared schema before it is sent (the message shows at its field), sent to the
 * data api, and on failure everything typed stays there with the error and « Réessayer ».
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ApiError, Field, FieldError } from 'shared-kernel';
import type { Section } from 'contract-kit/data';
import { saveRow, type StoredRow } from './dataWrites';
import { FieldGrid, FormFrame } from './editStyles';
import { FormFooter } from './FormFooter';
import { checkForm, numberInputProps, toFormValues, type FieldSpec, type FormValues } from './formValues';

export interface RowFormProps<K extends Section> {
  /** The area's section definition: its name (the data api's path) and its strict schema. */
  section: K;
  fields: readonly FieldSpec[];
  /** The row being edited, or the new row's defaults. */
  initial: Record<string, unknown>;
  /** The row's id when it is edited; a new row has none. */
  id?: number;
  /** Fields sent as they are, not shown (a recipe's lines edited elsewhere, a fixed property). */
  extra?: Record<string, unknown>;
  /** The form's legend: « Ajouter une dépense », « Modifier « Studio Nantes » ». */
  title: string;
  /** Said after the save, with « Annuler la dernière modification »: « Dépense ajoutée. » */
  savedMessage: string;
  onDone(row: StoredRow<K>): void;
  onCancel(): void;
  /** Fills other fields from the one just changed (the chosen property's rent); returns all the values. */
  derive?(changed: string, values: FormValues): FormValues;
  /** Inputs of the form's own under the fields, for a row that is more than fields (a brick's rent lines). */
  more?: MoreInputs;
}

/** What inputs of a form's own bring to RowForm: themselves, the fields they add to the row, their problems. */
export interface MoreInputs {
  /** Shown under the fields, in the same form (disabled while it saves). */
  inputs: ReactNode;
  /** At « Enregistrer », before the check: the fields they add to the row (over `extra`), or null when they refuse what was typed (showing why). */
  values(): Record<string, unknown> | null;
  /** A problem of the schema or the api about them (`champ`: "loyers.Loyers 2024"): shows it at its input and says true; false when it is not theirs. */
  showProblem(champ: string | undefined, message: string): boolean;
}

/** The top-level field a problem is about ("ingredients.2.nom" → "ingredients"). */
const topField = (champ: string | undefined) => champ?.split('.')[0];

export function RowForm<K extends Section>({ section, fields, initial, id, extra, title, savedMessage, onDone, onCancel, derive, more }: RowFormProps<K>) {
  const formId = useId();
  const inputId = (name: string) => `${formId}-${name}`;
  const [values, setValues] = useState<FormValues>(() => toFormValues(fields, initial));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const frame = useRef<HTMLFormElement>(null);
  // The button that opened the form is gone: the keyboard goes on from the first field.
  useEffect(() => frame.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);

  // The field to focus once the form is enabled again (a disabled fieldset cannot take focus).
  const [focusOn, setFocusOn] = useState<{ name: string } | null>(null);
  useEffect(() => {
    if (focusOn && !saving) frame.current?.querySelector<HTMLElement>(`#${CSS.escape(`${formId}-${focusOn.name}`)}`)?.focus();
  }, [focusOn, saving, formId]);

  const showAtField = (champ: string | undefined, message: string): boolean => {
    const name = topField(champ);
    if (!name || !fields.some((f) => f.name === name)) return more?.showProblem(champ, message) ?? false;
    setFieldErrors({ [name]: message });
    setFocusOn({ name });
    return true;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    setFieldErrors({});
    const added = more ? more.values() : {};
    if (added === null) return;
    const checked = checkForm(section, fields, values, more ? { ...extra, ...added } : extra);
    if (!checked.ok) {
      if (!showAtField(checked.problem.champ, checked.problem.message)) setFailure(checked.problem.detail);
      return;
    }
    setSaving(true);
    try {
      onDone(await saveRow(section, checked.row, id, savedMessage));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'erreur inattendue';
      if (!(error instanceof ApiError && showAtField(error.details?.champ, message))) setFailure(`Enregistrement impossible : ${message}`);
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <FormFrame ref={frame} onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} noValidate>
      <fieldset disabled={saving}>
        <legend>{title}</legend>
        <FieldGrid>
          {fields.map((f) => {
            const fid = inputId(f.name);
            const error = fieldErrors[f.name];
            const hint = f.hintOf ? f.hintOf(values) : f.hint;
            const describedBy = [error ? `${fid}-error` : null, hint ? `${fid}-hint` : null].filter(Boolean).join(' ') || undefined;
            const common = {
              id: fid,
              name: f.name,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
            } as const;
            const set = (value: string) =>
              setValues((v) => (derive ? derive(f.name, { ...v, [f.name]: value }) : { ...v, [f.name]: value }));
            const value = values[f.name] ?? '';
            return (
              <Field key={f.name} $inline={f.kind === 'flag'}>
                {f.kind === 'flag' ? (
                  <input type="checkbox" {...common} checked={value === '1'} onChange={(e) => set(e.target.checked ? '1' : '0')} />
                ) : null}
                <label htmlFor={fid}>{f.label}</label>
                {f.kind === 'select' ? (
                  <select {...common} value={value} onChange={(e) => set(e.target.value)}>
                    {f.options?.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : f.kind === 'textarea' ? (
                  <textarea {...common} value={value} onChange={(e) => set(e.target.value)} />
                ) : f.kind === 'flag' ? null : (
                  <input
                    {...common}
                    type={f.kind === 'date' ? 'date' : 'text'}
                    {...numberInputProps(f)}
                    autoComplete="off"
                    value={value}
                    onChange={(e) => set(e.target.value)}
                  />
                )}
                {hint ? <small id={`${fid}-hint`}>{hint}</small> : null}
                {error ? <FieldError id={`${fid}-error`}>{error}</FieldError> : null}
              </Field>
            );
          })}
        </FieldGrid>
        {more?.inputs}
        <FormFooter failure={failure} saving={saving} onRetry={() => void submit()} onCancel={onCancel} />
      </fieldset>
    </FormFrame>
  );
}
