/**
 * A brick and the rents it paid, saved as one row of `bricks` ({ nom, achat, loyers }). Name
 * and purchase are checked with the shared schema like any RowForm field; the rent lines by
 * rentLineModel.ts. A message shows at its field; a failed save keeps everything typed, with
 * « Réessayer ». Escape cancels.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  ApiError,
  Field,
  FieldError,
  FieldGrid,
  FormFooter,
  FormFrame,
  checkForm,
  saveRow,
  toFormValues,
  type FormValues,
  type RowFormSlot,
} from 'shared-kernel';
import { opvcmSections } from '../contract';
import { BRICK_FIELDS } from './fields/brickFields';
import { RentLines, lineInputId } from './RentLines';
import { lineOfProblem, linesOf, loyersOf, type LineErrors, type LineField, type RentLine } from './rentLineModel';

export function BrickForm({ initial, id, title, savedMessage, onDone, onCancel }: RowFormSlot<typeof opvcmSections.bricks>) {
  const formId = useId();
  const inputId = (name: string) => `${formId}-${name}`;
  const [values, setValues] = useState<FormValues>(() => toFormValues(BRICK_FIELDS, initial));
  const [lines, setLines] = useState<RentLine[]>(() => linesOf(initial.loyers));
  const nextKey = useRef(lines.length);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<LineErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Where the keyboard goes next (the first field, a new line, a field in error): a new
  // object each time, so that asking twice for the same field focuses it twice.
  const [focusTarget, setFocusTarget] = useState(() => ({ id: inputId(BRICK_FIELDS[0]!.name) }));
  useEffect(() => document.getElementById(focusTarget.id)?.focus(), [focusTarget]);
  const focus = (target: string) => setFocusTarget({ id: target });

  const changeLine = (key: number, field: LineField, value: string) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, [field]: value } : l)));
  const addLine = () => {
    const key = nextKey.current++;
    setLines((ls) => [...ls, { key, label: '', amount: '' }]);
    focus(lineInputId(formId, key, 'label'));
  };
  const removeLine = (key: number) => {
    setLines((ls) => ls.filter((l) => l.key !== key));
    focus(`${formId}-ajouter-ligne`);
  };

  /** Shows a problem at its field (a brick field or a line); false when it is about none. */
  const showAtField = (champ: string | undefined, message: string): boolean => {
    const line = lineOfProblem(champ, lines);
    if (line) {
      setLineErrors({ [line.key]: { [line.field]: message } });
      focus(lineInputId(formId, line.key, line.field));
      return true;
    }
    if (!champ || !BRICK_FIELDS.some((f) => f.name === champ)) return false;
    setFieldErrors({ [champ]: message });
    focus(inputId(champ));
    return true;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    setFieldErrors({});
    setLineErrors({});
    const rents = loyersOf(lines);
    if (!rents.ok) {
      setLineErrors(rents.errors);
      const [key, errors] = Object.entries(rents.errors)[0]!;
      focus(lineInputId(formId, Number(key), errors.label ? 'label' : 'amount'));
      return;
    }
    const checked = checkForm(opvcmSections.bricks, BRICK_FIELDS, values, { loyers: rents.loyers });
    if (!checked.ok) {
      if (!showAtField(checked.problem.champ, checked.problem.message)) setFailure(checked.problem.detail);
      return;
    }
    setSaving(true);
    try {
      onDone(await saveRow(opvcmSections.bricks, checked.row, id, savedMessage));
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
    <FormFrame onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} noValidate>
      <fieldset disabled={saving}>
        <legend>{title}</legend>
        <FieldGrid>
          {BRICK_FIELDS.map((f) => {
            const fid = inputId(f.name);
            const error = fieldErrors[f.name];
            return (
              <Field key={f.name}>
                <label htmlFor={fid}>{f.label}</label>
                <input
                  id={fid}
                  name={f.name}
                  type="text"
                  inputMode={f.kind === 'number' ? 'decimal' : undefined}
                  autoComplete="off"
                  value={values[f.name] ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fid}-error` : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                />
                {error ? <FieldError id={`${fid}-error`}>{error}</FieldError> : null}
              </Field>
            );
          })}
        </FieldGrid>
        <RentLines idPrefix={formId} lines={lines} errors={lineErrors} onChange={changeLine} onAdd={addLine} onRemove={removeLine} />
        <FormFooter failure={failure} saving={saving} onRetry={() => void submit()} onCancel={onCancel} />
      </fieldset>
    </FormFrame>
  );
}
