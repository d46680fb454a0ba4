/**
 * #/releves « Relevés bancaires »: a bank file (or a sample) read by the api's dry run, the
 * CSV's columns named when the api does not know them, the date order chosen when its dates
 * read both ways, the accounts to import picked when it holds several, each line's proposal
 * reviewed and decided, then recorded in one write. Only the signed-in owner of an api that writes gets
 * here past the first paragraph; the page reads nothing as it opens (no route `data`).
 */
import { useEffect, useRef, useState } from 'react';
import { forgetKept, useKeptState } from './keptState';
import styled from 'styled-components';
import { ApiError, Button, Hint, Page, Spinner, capabilitiesQueryOptions, queryClient, type PageProps, useQuery } from 'shared-kernel';
import { Problem, useCanEdit } from 'shared-kernel/edit';
import type { StatementPreview, StatementRecord, UnknownColumns, UnknownDateOrder } from 'area-immo/contract';
import { AccountChoice, hasAccountChoice } from './AccountChoice';
import { DateOrderStep } from './DateOrderStep';
import { MappingStep } from './MappingStep';
import { StatementReview } from './StatementReview';
import { StatementSource } from './StatementSource';
import { RecordResult } from './StatementSummary';
import { fetchSample, isRefusal, previewStatement, type ReadChoices, type Sample } from './statementsApi';

type Step =
  | { kind: 'choose' }
  | { kind: 'mapping'; file: File; choices: ReadChoices; unknown: UnknownColumns }
  | { kind: 'dates'; file: File; choices: ReadChoices; unknown: UnknownDateOrder }
  /** `run`: each dry run's review starts with no decision. */
  | { kind: 'review'; file: File; choices: ReadChoices; preview: StatementPreview; run: number }
  | { kind: 'done'; record: StatementRecord };

interface Failure {
  title: string;
  message: string;
  /** Only where a second try may pass (network, server): a refused file gives the same answer. */
  retry?: () => void;
}

const Region = styled.section`
  /* Focused when it appears: its top shows below the sticky navbar. */
  scroll-margin-top: 72px;
  &:focus {
    outline: none;
  }
`;

/** The api's sentence under the panel's title « Relevé refusé » (not said twice); the line added when it does not name it. */
function refusalText(error: ApiError): string {
  const text = error.message.replace(/^Relevé refusé\s*:\s*/, '');
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  const line = error.details?.ligne;
  return line !== undefined && !/ligne/i.test(sentence) ? `${sentence} (ligne ${line})` : sentence;
}

/** Each dry run's number: its review's decisions are kept under it (keptState.ts). */
let runs = 0;
const DECISIONS_KEY = 'releves.decisions.';

function StatementImport() {
  // Kept across a remount (privacy mode, a visit to another page): the review stays.
  const [step, setStep] = useKeptState<Step>('releves.step', () => ({ kind: 'choose' }));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const review = useRef<HTMLElement>(null);

  // The lines are read first; the keyboard goes on from their summary.
  useEffect(() => {
    if (step.kind === 'review') review.current?.focus();
  }, [step]);

  const fail = (error: unknown, retry: () => void) => {
    if (isRefusal(error) && error instanceof ApiError) setFailure({ title: 'Relevé refusé', message: `${refusalText(error)} Corrigez le fichier ou choisissez-en un autre.` });
    else setFailure({ title: 'Analyse impossible', message: error instanceof ApiError ? error.message : 'erreur inattendue', retry });
  };

  const analyse = async (file: File, choices: ReadChoices = {}) => {
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await previewStatement({ file, ...choices });
      forgetKept(DECISIONS_KEY);
      if (outcome.kind === 'columns') setStep({ kind: 'mapping', file, choices, unknown: outcome.unknown });
      else if (outcome.kind === 'dates') setStep({ kind: 'dates', file, choices, unknown: outcome.unknown });
      else setStep({ kind: 'review', file, choices, preview: outcome.preview, run: ++runs });
    } catch (error) {
      fail(error, () => void analyse(file, choices));
    } finally {
      setBusy(false);
    }
  };

  const trySample = async (sample: Sample) => {
    setFailure(null);
    setBusy(true);
    try {
      const file = await fetchSample(sample);
      await analyse(file);
    } catch (error) {
      setBusy(false);
      fail(error, () => void trySample(sample));
    }
  };

  const restart = () => {
    setFailure(null);
    setStep({ kind: 'choose' });
  };

  if (step.kind === 'done') return <RecordResult record={step.record} onAnother={restart} />;
  return (
    <>
      <Hint>
        Le fichier est d'abord analysé : chaque ligne reçoit une proposition de classement que vous acceptez, modifiez ou ignorez.
        Rien n'est enregistré avant « Enregistrer ».
      </Hint>
      <StatementSource busy={busy} onFile={(f) => void analyse(f)} onSample={(s) => void trySample(s)} onChange={restart} />
      {busy ? <Spinner label="Analyse du relevé…" /> : null}
      {failure ? (
        <Problem role="alert">
          <strong>{failure.title} :</strong> {failure.message}{' '}
          {failure.retry ? (
            <Button type="button" onClick={failure.retry}>
              Réessayer
            </Button>
          ) : null}
        </Problem>
      ) : null}
      {step.kind === 'mapping' ? (
        <MappingStep unknown={step.unknown} busy={busy} onSubmit={(colonnes) => void analyse(step.file, { ...step.choices, colonnes })} onCancel={restart} />
      ) : null}
      {step.kind === 'dates' ? (
        <DateOrderStep unknown={step.unknown} busy={busy} onSubmit={(ordreDates) => void analyse(step.file, { ...step.choices, ordreDates })} onCancel={restart} />
      ) : null}
      {step.kind === 'review' ? (
        <Region ref={review} tabIndex={-1} aria-label="Relevé à vérifier">
          {hasAccountChoice(step.preview) ? (
            <AccountChoice
              key={`comptes-${step.run}`}
              preview={step.preview}
              busy={busy}
              onSubmit={(comptes, cartes) => void analyse(step.file, { ...step.choices, comptes, ...(cartes ? { cartes } : {}) })}
            />
          ) : null}
          <StatementReview
            key={step.run}
            decisionsKey={`${DECISIONS_KEY}${step.run}`}
            preview={step.preview}
            file={step.file}
            choices={step.choices}
            onRecorded={(record) => setStep({ kind: 'done', record })}
          />
        </Region>
      ) : null}
    </>
  );
}

export function Statements({ route }: PageProps) {
  const capabilities = useQuery(capabilitiesQueryOptions, queryClient);
  const canEdit = useCanEdit();
  const write = capabilities.data?.write ?? false;
  return (
    <Page route={route}>
      {capabilities.isPending ? (
        <Spinner />
      ) : !write ? (
        <Hint role="note">Ce serveur ne permet pas d'importer un relevé bancaire (ancien serveur).</Hint>
      ) : !canEdit ? (
        <Hint role="note">Connectez-vous pour importer un relevé bancaire.</Hint>
      ) : (
        <StatementImport />
      )}
    </Page>
  );
}
