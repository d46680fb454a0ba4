/**
 * The form of one recipe: title, type, note, and its lines. Checked with the shared schema
 * (checkRow) before it is sent, the message at its field; on failure what was typed stays,
 * with the api's message and « Réessayer ». Escape cancels.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, Field, FieldError, checkRow } from 'shared-kernel';
import {
  FieldGrid,
  FormFooter,
  FormFrame,
  saveRow,
  type StoredRow,
} from 'shared-kernel/edit';
import { RECIPE_TYPES, leisureSections } from 'area-leisure/contract';
import { fromDraft, toDraft, type RecipeDraft, type RecipeRow, type RecipeType } from './recipeDraft';
import { IngredientLines, StepLines } from './RecipeLines';

export interface RecipeFormProps {
  /** The recipe edited; a new one has none. */
  recipe?: RecipeRow;
  /** The number of the recipe: its own, or the next free one for a new recipe. */
  id: number;
  title: string;
  /** Said after the save, with « Annuler la dernière modification »: « Recette ajoutée. » */
  savedMessage: string;
  onDone(saved: StoredRow<typeof leisureSections.recettes>): void;
  onCancel(): void;
}

const NOTES = ['1', '2', '3', '4', '5'];

export function RecipeForm({ recipe, id, title, savedMessage, onDone, onCancel }: RecipeFormProps) {
  const prefix = useId();
  const frame = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<RecipeDraft>(() => toDraft(recipe));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The field to focus once the form is enabled again (a disabled field takes no focus). */
  const [focusField, setFocusField] = useState<string | null>(null);
  // The button that opened the form is gone: the keyboard goes on from the first field.
  useEffect(() => frame.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);
  useEffect(() => {
    if (!focusField || saving) return;
    document.getElementById(`${prefix}-${focusField}`)?.focus();
    setFocusField(null);
  }, [focusField, saving, prefix]);

  const update = (change: Partial<RecipeDraft>) => setDraft((d) => ({ ...d, ...change }));

  /** Shows a message at its field and focuses it; false when the form has no such field. */
  const showAtField = (field: string, message: string): boolean => {
    const input = document.getElementById(`${prefix}-${field}`);
    if (!input || !frame.current?.contains(input)) return false;
    setErrors({ [field]: message });
    setFocusField(field);
    return true;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setErrors({});
    setFailure(null);
    const { row, fieldOf } = fromDraft(draft, id);
    const checked = checkRow(leisureSections.recettes, row);
    if (!checked.ok) {
      const { champ, message, detail } = checked.problem;
      if (!(champ && showAtField(fieldOf(champ), message))) setFailure(detail);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveRow(leisureSections.recettes, checked.row, recipe ? recipe.id : undefined, savedMessage);
      onDone(saved);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'erreur inattendue';
      const champ = error instanceof ApiError ? error.details?.champ : undefined;
      if (!(champ && showAtField(fieldOf(champ), message))) setFailure(`Enregistrement impossible : ${message}`);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string) => ({
    id: `${prefix}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${prefix}-${name}-error` : undefined,
  });
  const error = (name: string) => (errors[name] ? <FieldError id={`${prefix}-${name}-error`}>{errors[name]}</FieldError> : null);

  return (
    <FormFrame ref={frame} onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.key === 'Escape' && onCancel()} noValidate aria-label={title}>
      <fieldset disabled={saving}>
        <legend>{title}</legend>
        <FieldGrid>
          <Field>
            <label htmlFor={`${prefix}-titre`}>Titre</label>
            <input type="text" autoComplete="off" value={draft.titre} onChange={(e) => update({ titre: e.target.value })} {...field('titre')} />
            {error('titre')}
          </Field>
          <Field>
            <label htmlFor={`${prefix}-type`}>Type</label>
            <select value={draft.type} onChange={(e) => update({ type: e.target.value as RecipeType })} {...field('type')}>
              {RECIPE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            {error('type')}
          </Field>
          <Field>
            <label htmlFor={`${prefix}-note`}>Note (sur 5)</label>
            <select value={draft.note} onChange={(e) => update({ note: e.target.value })} {...field('note')}>
              {NOTES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {error('note')}
          </Field>
        </FieldGrid>
        <IngredientLines prefix={prefix} lines={draft.ingredients} onChange={(ingredients) => update({ ingredients })} errors={errors} />
        <StepLines prefix={prefix} lines={draft.commentaire} onChange={(commentaire) => update({ commentaire })} errors={errors} />
        <FormFooter failure={failure} saving={saving} onRetry={() => void submit()} onCancel={onCancel} />
      </fieldset>
    </FormFrame>
  );
}
