/**
 * Where the statement comes from: the owner's file, or one of the api's sample statements (one
 * per format), so that a fresh demo can try the page without a bank file at hand.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, Button, Field, FieldError, Hint, Spinner } from 'shared-kernel';
import { Actions, FormFrame, Problem } from 'shared-kernel/edit';
import { useSamples, type Sample } from './statementsApi';

export interface StatementSourceProps {
  busy: boolean;
  onFile(file: File): void;
  onSample(sample: Sample): void;
  /** Another file chosen: what was shown of the previous one no longer applies. */
  onChange(): void;
}

function Samples({ busy, onSample }: Pick<StatementSourceProps, 'busy' | 'onSample'>) {
  const id = useId();
  const samples = useSamples(true);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Essayer avec un relevé d'exemple</h2>
      {samples.isPending ? <Spinner label="Chargement des relevés d'exemple…" /> : null}
      {samples.isError ? (
        <Problem>
          Les relevés d'exemple n'ont pas pu être lus : {samples.error instanceof ApiError ? samples.error.message : 'erreur inattendue'}.{' '}
          <Button type="button" onClick={() => void samples.refetch()}>
            Réessayer
          </Button>
        </Problem>
      ) : null}
      {samples.data ? (
        <>
          <Hint>Des relevés fictifs, un par format : rien n'est enregistré avant « Enregistrer ».</Hint>
          <Actions>
            {samples.data.map((s) => (
              <Button key={s.nom} type="button" disabled={busy} onClick={() => onSample(s)}>
                {sampleLabel(s, samples.data)}
              </Button>
            ))}
          </Actions>
        </>
      ) : null}
    </section>
  );
}

/** « Exemple CSV »; with the file's name when two samples share a format (OFX 1.x and 2.x). */
function sampleLabel(sample: Sample, all: readonly Sample[]): string {
  const label = `Exemple ${sample.format.toUpperCase()}`;
  return all.filter((s) => s.format === sample.format).length > 1 ? `${label} (${sample.nom})` : label;
}

export function StatementSource({ busy, onFile, onSample, onChange }: StatementSourceProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError('choisissez le fichier du relevé');
      input.current?.focus();
      return;
    }
    onFile(file);
  };

  const fileId = `${id}-file`;
  return (
    <>
      <FormFrame onSubmit={submit} noValidate aria-label="Importer un relevé">
        <fieldset disabled={busy}>
          <Field>
            <label htmlFor={fileId}>Relevé bancaire (CSV, OFX, QIF ou CAMT)</label>
            <input
              ref={input}
              id={fileId}
              type="file"
              accept=".csv,.txt,.ofx,.qfx,.qif,.xml"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fileId}-error` : undefined}
              onChange={() => {
                setError(null);
                onChange();
              }}
            />
            {error ? <FieldError id={`${fileId}-error`}>{error}</FieldError> : null}
          </Field>
          <Actions>
            <Button type="submit" $active>
              {busy ? 'Analyse…' : 'Analyser le relevé'}
            </Button>
          </Actions>
        </fieldset>
      </FormFrame>
      <Samples busy={busy} onSample={onSample} />
    </>
  );
}
