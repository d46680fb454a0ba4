/**
 * « Enregistrer la restitution » of an ended lease's deposit (loi du 6 juillet 1989, art. 22):
 * the keys' day, the move-out inspection, the day and amount paid back and each deduction with
 * its label and amount; written by the api in one journal entry (POST baux/{id}/depot).
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, Field, apiSend, formatEuro, noteWrite, theme } from 'shared-kernel';
import { Problem, type StoredRow } from 'shared-kernel/edit';
import { DEDUCTION_KINDS, type DeductionKind, type immoSections } from 'area-immo/contract';
import { isoDay } from '../../edit/dates';

type Lease = StoredRow<typeof immoSections.baux>;

const KIND_LABELS: Record<DeductionKind, string> = {
  reparations: 'Réparations',
  loyers_impayes: 'Loyers impayés',
  charges: 'Charges',
  provision_copro: 'Provision copropriété (20 % au plus)',
  autre: 'Autre',
};

/** Stacked fields that hold at 390 px: a fieldset never wider than the card. */
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 8px 0 0;
  fieldset {
    min-inline-size: 0;
    margin: 0;
    padding: 8px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  select,
  input[type='text'] {
    width: 100%;
  }
  > button,
  fieldset > button {
    align-self: flex-start;
  }
`;

interface Deduction {
  libelle: string;
  montant: string;
  nature: DeductionKind;
}

const amountOf = (text: string) => Number(text.replace(',', '.').replace(/\s/g, ''));
const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'erreur inattendue');

export function DepositReturnForm({ lease, onDone }: { lease: Lease; onDone(): void }) {
  const id = useId();
  const [keys, setKeys] = useState(lease.cles_rendues_le ?? lease.fin ?? isoDay());
  const [matching, setMatching] = useState(lease.edl_conforme === 1);
  const [returnedOn, setReturnedOn] = useState(isoDay());
  const [deductions, setDeductions] = useState<Deduction[]>([]);
  const kept = deductions.reduce((sum, d) => sum + (amountOf(d.montant) || 0), 0);
  const [returned, setReturned] = useState<string | null>(null);
  const shown = returned ?? String(Math.round((lease.depot_garantie - kept) * 100) / 100);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (i: number, patch: Partial<Deduction>) => setDeductions((list) => list.map((d, k) => (k === i ? { ...d, ...patch } : d)));
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await apiSend('POST', `baux/${lease.id}/depot`, {
        cles_rendues_le: keys,
        edl_conforme: matching ? 1 : 0,
        restitue_le: returnedOn,
        restitue: amountOf(shown),
        retenues: deductions.map((d) => ({ libelle: d.libelle, montant: amountOf(d.montant), nature: d.nature })),
      });
      await noteWrite('Restitution du dépôt de garantie enregistrée.');
      onDone();
    } catch (error) {
      setProblem(`Enregistrement impossible : ${reason(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      aria-label={`Restitution du dépôt de ${lease.locataire}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field>
        <label htmlFor={`${id}-keys`}>Clés rendues le</label>
        <input id={`${id}-keys`} type="date" value={keys} onChange={(e) => setKeys(e.target.value)} required />
      </Field>
      <Field $inline>
        <input id={`${id}-edl`} type="checkbox" checked={matching} onChange={(e) => setMatching(e.target.checked)} />
        <label htmlFor={`${id}-edl`}>État des lieux de sortie conforme à celui d’entrée</label>
      </Field>
      {deductions.map((d, i) => (
        <fieldset key={i}>
          <legend>Retenue {i + 1}</legend>
          <Field>
            <label htmlFor={`${id}-l${i}`}>Libellé</label>
            <input id={`${id}-l${i}`} type="text" value={d.libelle} onChange={(e) => change(i, { libelle: e.target.value })} required />
          </Field>
          <Field>
            <label htmlFor={`${id}-m${i}`}>Montant (€)</label>
            <input id={`${id}-m${i}`} type="text" inputMode="decimal" value={d.montant} onChange={(e) => change(i, { montant: e.target.value })} required />
          </Field>
          <Field>
            <label htmlFor={`${id}-n${i}`}>Nature</label>
            <select id={`${id}-n${i}`} value={d.nature} onChange={(e) => change(i, { nature: e.target.value as DeductionKind })}>
              {DEDUCTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </Field>
          <Button type="button" onClick={() => setDeductions((list) => list.filter((_, k) => k !== i))}>
            Retirer cette retenue
          </Button>
        </fieldset>
      ))}
      <Button type="button" onClick={() => setDeductions((list) => [...list, { libelle: '', montant: '', nature: 'reparations' }])}>
        Ajouter une retenue
      </Button>
      <Field>
        <label htmlFor={`${id}-on`}>Restitué le</label>
        <input id={`${id}-on`} type="date" value={returnedOn} onChange={(e) => setReturnedOn(e.target.value)} required />
      </Field>
      <Field>
        <label htmlFor={`${id}-amount`}>Montant restitué (€)</label>
        <input id={`${id}-amount`} type="text" inputMode="decimal" value={shown} onChange={(e) => setReturned(e.target.value)} required />
      </Field>
      <p>
        Dépôt {formatEuro(lease.depot_garantie)}, retenues {formatEuro(kept)}.
      </p>
      <Button type="submit" disabled={busy}>
        Enregistrer la restitution
      </Button>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Form>
  );
}
