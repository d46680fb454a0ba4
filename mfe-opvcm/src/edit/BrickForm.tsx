/**
 * A brick and the rents it paid, saved as one row of `bricks` ({ nom, achat, loyers }): the
 * kernel's RowForm for name and purchase, with the rent lines as its more inputs, checked by
 * rentLineModel.ts. A message shows at its field or line; a failed save keeps everything typed,
 * with « Réessayer ». Escape cancels.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { RowForm, type RowFormSlot } from 'shared-kernel/edit';
import { opvcmSections } from 'area-opvcm/contract';
import { BRICK_FIELDS } from './fields/brickFields';
import { RentLines, lineInputId } from './RentLines';
import { lineOfProblem, linesOf, loyersOf, type LineErrors, type LineField, type RentLine } from './rentLineModel';

export function BrickForm(slot: RowFormSlot<typeof opvcmSections.bricks>) {
  const formId = useId();
  const [lines, setLines] = useState<RentLine[]>(() => linesOf(slot.initial.loyers));
  const nextKey = useRef(lines.length);
  const [lineErrors, setLineErrors] = useState<LineErrors>({});
  // Where the keyboard goes next (a new line, a line in error): a new object each time, so
  // that asking twice for the same input focuses it twice. RowForm focuses the first field.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);
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

  return (
    <RowForm
      section={opvcmSections.bricks}
      fields={BRICK_FIELDS}
      {...slot}
      more={{
        inputs: <RentLines idPrefix={formId} lines={lines} errors={lineErrors} onChange={changeLine} onAdd={addLine} onRemove={removeLine} />,
        values: () => {
          setLineErrors({});
          const rents = loyersOf(lines);
          if (rents.ok) return { loyers: rents.loyers };
          setLineErrors(rents.errors);
          const [key, errors] = Object.entries(rents.errors)[0]!;
          focus(lineInputId(formId, Number(key), errors.label ? 'label' : 'amount'));
          return null;
        },
        showProblem: (champ, message) => {
          const line = lineOfProblem(champ, lines);
          if (!line) return false;
          setLineErrors({ [line.key]: { [line.field]: message } });
          focus(lineInputId(formId, line.key, line.field));
          return true;
        },
      }}
    />
  );
}
