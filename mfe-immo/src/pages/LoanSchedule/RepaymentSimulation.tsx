/** « Simuler un remboursement anticipé »: computed in the browser with the kernel's loan maths. */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, FigureList, Toolbar, formatDate, formatEuro, formatInteger, formatNumber } from 'shared-kernel';
import { todayIso } from 'shared-kernel/edit';
import { simulateRepayment, type Echeancier, type RepaymentOutcome } from 'area-immo/contract';
import { Formula, Section } from '../../ui/sheet';
import { ScheduleTable } from './ScheduleTable';
import { checkSimulation, loanTerms, type SimulationCheck, type SimulationInput } from './scheduleFigures';

const Radios = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    margin-right: 16px;
  }
`;

export const CAP_LABELS = { six_mois: "6 mois d'intérêts", trois_pourcent: '3 % du capital restant dû' } as const;

function Outcome({ out, loan }: { out: RepaymentOutcome; loan: Echeancier }) {
  const lastDate = out.nouvelles.at(-1)?.date;
  return (
    <Section aria-labelledby="resultat-simulation" aria-live="polite">
      <h3 id="resultat-simulation">Résultat de la simulation</h3>
      <FigureList
        items={[
          { label: `Capital restant dû (après ${formatInteger(out.paid)} échéances)`, value: formatEuro(out.capitalDu) },
          { label: 'Capital remboursé', value: formatEuro(out.rembourse) },
          { label: 'Indemnité de remboursement anticipé', value: formatEuro(out.indemnite) },
          { label: 'Plafond appliqué', value: CAP_LABELS[out.indemniteCas] },
          { label: 'Intérêts économisés', value: formatEuro(out.interetsEconomises) },
          ...(out.total
            ? [{ label: 'Emprunt', value: 'soldé : plus aucune échéance' }]
            : [
                { label: 'Nouvelle durée', value: `${formatInteger(out.moisApres)} mois au lieu de ${formatInteger(out.moisAvant)}` },
                {
                  label: 'Nouvelle mensualité (hors assurance)',
                  value: `${formatEuro(out.mensualiteApres)} au lieu de ${formatEuro(out.mensualiteAvant)}`,
                },
              ]),
        ]}
      />
      <Formula>
        Indemnité = la plus petite de 6 mois d'intérêts = {formatEuro(out.rembourse)} × {formatNumber(loan.taux)} % / 2 ={' '}
        {formatEuro(out.sixMois)} et 3 % du capital restant dû = 3 % × {formatEuro(out.capitalDu)} = {formatEuro(out.troisPourcent)}.
      </Formula>
      {out.total ? null : (
        <>
          <Formula>Dernière échéance le {formatDate(lastDate)}.</Formula>
          <ScheduleTable rows={out.nouvelles} caption="Nouvel échéancier" />
        </>
      )}
    </Section>
  );
}

export function RepaymentSimulation({ loan }: { loan: Echeancier }) {
  const id = useId();
  const [input, setInput] = useState<SimulationInput>({ date: todayIso(), montant: '', kind: 'partiel', choix: 'duree' });
  const [check, setCheck] = useState<SimulationCheck | null>(null);
  const set = (patch: Partial<SimulationInput>) => setInput((i) => ({ ...i, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCheck(checkSimulation(input, loan));
  };
  const errors = check && !check.ok ? check.errors : {};
  const outcome = check?.ok ? simulateRepayment(loanTerms(loan), loan.echeances, check.repayment) : null;
  return (
    <Section aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`}>Simuler un remboursement anticipé</h3>
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-titre`}>
        <Toolbar>
          <Field>
            <label htmlFor={`${id}-date`}>Date du remboursement</label>
            <input
              id={`${id}-date`}
              type="date"
              value={input.date}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? `${id}-date-error` : undefined}
              onChange={(e) => set({ date: e.target.value })}
            />
            {errors.date ? <FieldError id={`${id}-date-error`}>{errors.date}</FieldError> : null}
          </Field>
          <Radios>
            <legend>Remboursement</legend>
            <label>
              <input type="radio" name={`${id}-kind`} checked={input.kind === 'partiel'} onChange={() => set({ kind: 'partiel' })} />
              Partiel
            </label>
            <label>
              <input type="radio" name={`${id}-kind`} checked={input.kind === 'total'} onChange={() => set({ kind: 'total' })} />
              Total
            </label>
          </Radios>
          {input.kind === 'partiel' ? (
            <>
              <Field>
                <label htmlFor={`${id}-montant`}>Montant remboursé (€)</label>
                <input
                  id={`${id}-montant`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={input.montant}
                  aria-invalid={errors.montant ? true : undefined}
                  aria-describedby={errors.montant ? `${id}-montant-error` : undefined}
                  onChange={(e) => set({ montant: e.target.value })}
                />
                {errors.montant ? <FieldError id={`${id}-montant-error`}>{errors.montant}</FieldError> : null}
              </Field>
              <Radios>
                <legend>Ensuite</legend>
                <label>
                  <input type="radio" name={`${id}-choix`} checked={input.choix === 'duree'} onChange={() => set({ choix: 'duree' })} />
                  Réduire la durée
                </label>
                <label>
                  <input
                    type="radio"
                    name={`${id}-choix`}
                    checked={input.choix === 'mensualite'}
                    onChange={() => set({ choix: 'mensualite' })}
                  />
                  Réduire la mensualité
                </label>
              </Radios>
            </>
          ) : null}
          <Button type="submit">Simuler</Button>
        </Toolbar>
      </form>
      {outcome ? <Outcome out={outcome} loan={loan} /> : null}
    </Section>
  );
}
