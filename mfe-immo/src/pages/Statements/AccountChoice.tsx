/**
 * The accounts of a file that holds several (a current account and its cards, Boursorama's
 * « tous comptes »), shown before its lines: number, kind, count and period of each, those
 * imported ticked (by default the api's: the choice remembered for the account, else the
 * current accounts). When a card's lines and the current account's « RELEVE CARTE »
 * totals are both imported, the api says which it keeps and why, with the amounts; the owner
 * may keep the other side. « Relire » sends the dry run again with his choice.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button, Field, FieldError, Hint, formatDate, formatInteger } from 'shared-kernel';
import { Actions, FormFrame } from 'shared-kernel/edit';
import type { AccountKind, CardChoice, StatementAccount, StatementPreview } from 'area-immo/contract';

const KIND_LABELS: Record<AccountKind, string> = { courant: 'Compte courant', epargne: 'Épargne', carte: 'Carte', autre: 'Compte' };

const CARD_CHOICES: ReadonlyArray<{ value: CardChoice; label: string }> = [
  { value: 'detail', label: 'Garder les opérations de la carte (les totaux « RELEVE CARTE » sont marqués « déjà détaillé »)' },
  { value: 'totaux', label: 'Garder les totaux « RELEVE CARTE » (les opérations de la carte sont laissées de côté)' },
];

/** « 4 opérations du 03/03/2026 au 02/04/2026 ». */
function describe(account: StatementAccount): string {
  const count = `${formatInteger(account.lignes)} opération${account.lignes > 1 ? 's' : ''}`;
  const period = account.du && account.au ? (account.du === account.au ? ` le ${formatDate(account.du)}` : ` du ${formatDate(account.du)} au ${formatDate(account.au)}`) : '';
  return `${count}${period}${account.memorise ? ' · choix retenu d’un import précédent' : ''}`;
}

/** Whether the file's accounts are to be shown: several, or a card among them. */
export const hasAccountChoice = (preview: StatementPreview): boolean =>
  (preview.comptes?.length ?? 0) > 1 || (preview.comptes ?? []).some((c) => c.type === 'carte');

export interface AccountChoiceProps {
  preview: StatementPreview;
  busy: boolean;
  onSubmit(comptes: string[], cartes: CardChoice | undefined): void;
}

export function AccountChoice({ preview, busy, onSubmit }: AccountChoiceProps) {
  const id = useId();
  const accounts = preview.comptes ?? [];
  const [chosen, setChosen] = useState(() => new Set(accounts.filter((a) => a.importe).map((a) => a.numero)));
  const [cards, setCards] = useState<CardChoice>(preview.cartes?.choix ?? 'detail');
  const [empty, setEmpty] = useState(false);

  const toggle = (numero: string, on: boolean) => {
    setEmpty(false);
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(numero);
      else next.delete(numero);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setEmpty(true);
      return;
    }
    onSubmit(
      accounts.filter((a) => chosen.has(a.numero)).map((a) => a.numero),
      preview.cartes ? cards : undefined,
    );
  };

  return (
    <FormFrame onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <fieldset disabled={busy} aria-describedby={empty ? `${id}-error` : undefined}>
        <legend id={`${id}-title`}>Comptes du fichier</legend>
        <Hint>Ce fichier contient plusieurs comptes : seules les lignes des comptes cochés sont proposées et enregistrées. Une carte ou un livret n'est importé que si vous le cochez.</Hint>
        {accounts.map((a) => (
          <Field key={a.numero} $inline>
            <input id={`${id}-${a.numero}`} type="checkbox" checked={chosen.has(a.numero)} onChange={(e) => toggle(a.numero, e.target.checked)} />
            <label htmlFor={`${id}-${a.numero}`}>
              <strong>
                {KIND_LABELS[a.type]} {a.numero}
              </strong>
              {a.intitule ? ` (${a.intitule})` : ''} — {describe(a)}
            </label>
          </Field>
        ))}
        {empty ? <FieldError id={`${id}-error`}>cochez au moins un compte</FieldError> : null}
        {preview.cartes ? (
          <>
            <p role="note">
              <strong>Cartes et totaux « RELEVE CARTE » :</strong> {preview.cartes.explication}
            </p>
            {CARD_CHOICES.map((c) => (
              <Field key={c.value} $inline>
                <input id={`${id}-${c.value}`} type="radio" name={`${id}-cartes`} value={c.value} checked={cards === c.value} onChange={() => setCards(c.value)} />
                <label htmlFor={`${id}-${c.value}`}>{c.label}</label>
              </Field>
            ))}
          </>
        ) : null}
        <Actions>
          <Button type="submit">{busy ? 'Analyse…' : 'Relire avec ces comptes'}</Button>
        </Actions>
      </fieldset>
    </FormFrame>
  );
}
