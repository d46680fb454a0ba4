/**
 * /baux « Mes baux »: a month's rents lease by lease with the documents each calls for, the
 * charges to regularize, the deposits of ended leases, then the leases and the owner's
 * identity to edit. A late rent's
 * link (`#/baux?mois=AAAA-MM&bail=ID`, links.ts) opens that month with that lease's row marked.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { Button, Field, Page, QueryView, useEndpoint, useParamEndpoint, useSearchParams, type PageProps } from 'shared-kernel';
import { documentCapacites, loyersEcheances } from 'area-immo/contract';
import { ChargeSettlements } from './ChargeSettlements';
import { DepositsDue } from './DepositsDue';
import { LeasesEditing } from './LeasesEditing';
import { OwnerPanel } from './OwnerPanel';
import { RentsDueTable } from './RentsDueTable';
import { monthChoices, monthLabel, monthOf } from '../../rents/months';

function MonthSelect({ months, value, onChange }: { months: readonly string[]; value: string; onChange(month: string): void }) {
  const id = useId();
  return (
    <Field $inline>
      <label htmlFor={id}>Mois</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {months.map((m) => (
          <option key={m} value={m}>
            {monthLabel(m)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Whether « Envoyer » shows: only once the api has said it can e-mail. */
function useCanSend() {
  const capacities = useEndpoint(documentCapacites);
  return { canSend: capacities.data?.envoi === true, capacities };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function Leases({ route }: PageProps) {
  const [params] = useSearchParams();
  const asked = params.get('mois');
  const askedMonth = asked && MONTH.test(asked) ? asked : null;
  const bail = Number(params.get('bail')) || null;
  const current = useMemo(() => monthOf(), []);
  const [month, setMonth] = useState(askedMonth ?? current);
  // A link followed while the page is open.
  useEffect(() => {
    if (askedMonth) setMonth(askedMonth);
  }, [askedMonth]);
  // A month linked to that the list does not hold (an old late rent) is added to it.
  const months = useMemo(() => {
    const choices = monthChoices(current);
    return choices.includes(month) ? choices : [...choices, month].sort().reverse();
  }, [current, month]);
  // This month as the page opens: the path its route row names, started early by the shell.
  const dues = useParamEndpoint(loyersEcheances, month === current ? undefined : month);
  const { canSend, capacities } = useCanSend();
  return (
    <Page route={route}>
      <MonthSelect months={months} value={month} onChange={setMonth} />
      <QueryView query={dues} endpoint={loyersEcheances}>
        {(rows) => <RentsDueTable month={month} rows={rows} canSend={canSend} marked={month === askedMonth ? bail : null} />}
      </QueryView>
      {capacities.isError ? (
        <p role="alert">
          {documentCapacites.errorMessage} L’envoi par e-mail reste masqué.{' '}
          <Button type="button" onClick={() => void capacities.refetch()}>
            Réessayer
          </Button>
        </p>
      ) : null}
      <ChargeSettlements />
      <DepositsDue />
      <LeasesEditing />
      <OwnerPanel />
    </Page>
  );
}
