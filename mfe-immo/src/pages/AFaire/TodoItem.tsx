/**
 * One item of « À faire », as a card that holds on a 390 px phone: its title, its day (past
 * days said so), what it says, and its buttons: the action (send, apply, record, or a link to
 * the page that does it), the PDF, « Reporter » to a day, « Écarter » with a reason. A choice
 * that needs a value opens under the buttons, its field focused; Escape closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, LinkButton, theme } from 'shared-kernel';
import type { AFaireItem } from 'area-immo/contract';
import { dueDay, isPast } from '../../todo/dueDay';
import { applyRevision, dismiss, download, putOff, recordDone, sendItem } from './todoActions';

const Card = styled.article<{ $late: boolean }>`
  padding: 12px 14px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  border-left: 6px solid ${(p) => (p.$late ? theme.danger : theme.accent)};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 4px 0;
  }
`;

const When = styled.p<{ $late: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$late ? theme.danger : theme.muted)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  margin-top: 6px;
`;

const Choice = styled.form`
  margin: 8px 0 0;
  padding: 8px 12px;
  border-left: 4px solid ${theme.accent};
  background: ${theme.subtleBg};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 4px 12px;
`;

type Asking = 'reviser' | 'reporter' | 'ecarter' | null;

export interface TodoItemProps {
  item: AFaireItem;
  today: string;
  /** The api can e-mail (SMTP_URL): « Envoyer » offered. */
  canSend: boolean;
  /** The owner may write: the actions that write are offered. */
  canEdit: boolean;
  /** An action's outcome, announced by the page (the item may leave the list). */
  onDone(message: string, tone: 'ok' | 'error'): void;
}

const tomorrowOf = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + 1)).toISOString().slice(0, 10);

export function TodoItem({ item, today, canSend, canEdit, onDone }: TodoItemProps) {
  const titleId = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [day, setDay] = useState(tomorrowOf(today));
  const [motif, setMotif] = useState('');
  const [mailLetter, setMailLetter] = useState(false);
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (asking) first.current?.focus();
  }, [asking]);

  const late = isPast(item.echeance, today);
  const { action } = item;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      onDone(await work(), 'ok');
      setAsking(null);
    } catch (error) {
      onDone(`${item.titre} : ${error instanceof Error ? error.message : 'erreur inattendue'}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  const open = (which: Exclude<Asking, null>) => (e: { currentTarget: HTMLButtonElement }) => {
    opener.current = e.currentTarget;
    setAsking(which);
  };
  const close = () => {
    setAsking(null);
    setTimeout(() => opener.current?.focus());
  };
  const escape = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  const about = `, ${item.titre}`;

  return (
    <Card aria-labelledby={titleId} $late={late}>
      <h2 id={titleId}>{item.titre}</h2>
      <When $late={late}>
        {dueDay(item.echeance, today)}
        {item.bien ? ` · ${item.bien}` : ''}
      </When>
      <p>{item.detail}</p>
      <Buttons>
        {action.type === 'envoyer' && canSend ? (
          <Button type="button" $active disabled={busy} aria-label={`${action.libelle}${about}`} onClick={() => void run(() => sendItem(item))}>
            {action.libelle}
          </Button>
        ) : null}
        {action.type === 'reviser' && canEdit ? (
          <Button type="button" $active disabled={busy} aria-expanded={asking === 'reviser'} aria-label={`${action.libelle}${about}`} onClick={open('reviser')}>
            {action.libelle}
          </Button>
        ) : null}
        {action.type === 'attestation' && canEdit ? (
          <Button type="button" $active disabled={busy} aria-label={`${action.libelle}${about}`} onClick={() => void run(() => recordDone(item))}>
            {action.libelle}
          </Button>
        ) : null}
        {action.type === 'lien' ? (
          <LinkButton href={`#${action.chemin}`} aria-label={`${action.libelle}${about}`}>
            {action.libelle}
          </LinkButton>
        ) : null}
        {action.telecharger ? (
          <Button type="button" disabled={busy} aria-label={`Télécharger le document${about}`} onClick={() => void run(() => download(item))}>
            Télécharger
          </Button>
        ) : null}
        {canEdit ? (
          <>
            <Button type="button" disabled={busy} aria-expanded={asking === 'reporter'} aria-label={`Reporter${about}`} onClick={open('reporter')}>
              Reporter
            </Button>
            <Button type="button" disabled={busy} aria-expanded={asking === 'ecarter'} aria-label={`Écarter${about}`} onClick={open('ecarter')}>
              Écarter
            </Button>
          </>
        ) : null}
      </Buttons>
      {asking === 'reviser' ? (
        <Choice aria-label={`Appliquer la révision${about}`} onKeyDown={escape} onSubmit={(e) => (e.preventDefault(), void run(() => applyRevision(item, mailLetter)))}>
          {canSend ? (
            <Field $inline>
              <input ref={first} id={`${titleId}-mail`} type="checkbox" checked={mailLetter} onChange={(e) => setMailLetter(e.target.checked)} />
              <label htmlFor={`${titleId}-mail`}>Envoyer la lettre au locataire par e-mail</label>
            </Field>
          ) : null}
          <Button ref={canSend ? undefined : first} type="submit" $active disabled={busy}>
            Appliquer
          </Button>
          <Button type="button" onClick={close}>
            Annuler
          </Button>
        </Choice>
      ) : null}
      {asking === 'reporter' ? (
        <Choice aria-label={`Reporter${about}`} onKeyDown={escape} onSubmit={(e) => (e.preventDefault(), void run(() => putOff(item, day)))}>
          <Field>
            <label htmlFor={`${titleId}-day`}>Reporter au</label>
            <input ref={first} id={`${titleId}-day`} type="date" min={tomorrowOf(today)} required value={day} onChange={(e) => setDay(e.target.value)} />
          </Field>
          <Button type="submit" $active disabled={busy || day <= today}>
            Reporter
          </Button>
          <Button type="button" onClick={close}>
            Annuler
          </Button>
        </Choice>
      ) : null}
      {asking === 'ecarter' ? (
        <Choice aria-label={`Écarter${about}`} onKeyDown={escape} onSubmit={(e) => (e.preventDefault(), void run(() => dismiss(item, motif.trim())))}>
          <Field>
            <label htmlFor={`${titleId}-motif`}>Motif</label>
            <input ref={first} id={`${titleId}-motif`} type="text" maxLength={200} required value={motif} onChange={(e) => setMotif(e.target.value)} />
          </Field>
          <Button type="submit" $active disabled={busy || motif.trim() === ''}>
            Écarter
          </Button>
          <Button type="button" onClick={close}>
            Annuler
          </Button>
        </Choice>
      ) : null}
    </Card>
  );
}
