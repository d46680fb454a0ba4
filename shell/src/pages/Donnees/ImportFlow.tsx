/**
 * Import of a file in two steps: the api's dry run shows what each section would gain, change
 * or lose, and only « Confirmer l'import » writes. A refused file shows the api's French
 * message (section, ligne, champ); a failure that may pass on a second try offers « Réessayer ».
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, Hint, theme } from 'shared-kernel';
import { Actions, FormFrame, importDocument, type ImportMode, type ImportReport } from 'shared-kernel/edit';
import { Section } from './Donnees.styles';
import { FailureNotice, useImportSteps } from './importSteps';
import { ImportReportTable } from './ImportReportTable';
import { readDocument, UnreadableFile } from './readDocument';

const MODES: ReadonlyArray<{ value: ImportMode; label: string; hint: string }> = [
  { value: 'replace', label: 'Remplacer', hint: 'chaque section du fichier remplace celle enregistrée (ses lignes absentes du fichier sont supprimées)' },
  { value: 'merge', label: 'Fusionner', hint: 'ajoute et met à jour les lignes du fichier, sans rien supprimer' },
];

const MODE_NAMES: Record<ImportMode, string> = { replace: 'remplacement', merge: 'fusion' };

/** `&&`: wins over the frame's rules for its own fieldset and legend. */
const Choices = styled.fieldset`
  && {
    margin: 12px 0 4px;
  }
  && legend {
    font-size: 1rem;
    font-weight: 600;
    padding: 0 0 4px;
  }
  small {
    flex-basis: 100%;
    margin: -4px 0 4px 28px;
    color: ${theme.muted};
  }
`;

const Review = styled.div`
  margin: 12px 0;
  &:focus {
    outline: none;
  }
`;

export function ImportFlow() {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<ImportMode>('replace');
  const [fileError, setFileError] = useState<string | null>(null);
  const { step, busy, failure, review, attempt, cancel, changed: reset, clearFailure } = useImportSteps<
    { document: unknown; mode: ImportMode; report: ImportReport },
    { report: ImportReport }
  >(fileInput);

  const unreadable = (error: unknown) => {
    if (!(error instanceof UnreadableFile)) return false;
    setFileError(error.message);
    fileInput.current?.focus();
    return true;
  };

  const check = async (event?: FormEvent) => {
    event?.preventDefault();
    clearFailure();
    setFileError(null);
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError('Choisissez un fichier à importer.');
      fileInput.current?.focus();
      return;
    }
    await attempt(
      'Vérification impossible',
      async () => {
        const document = await readDocument(file);
        return { kind: 'review', document, mode, report: await importDocument(document, mode, true) };
      },
      () => void check(),
      unreadable,
    );
  };

  const confirm = async () => {
    if (step.kind !== 'review') return;
    await attempt(
      'Import impossible',
      async () => {
        const report = await importDocument(step.document, step.mode, false, `Import (${MODE_NAMES[step.mode]}) enregistré.`);
        // The file is written: it must not be imported a second time by mistake.
        if (fileInput.current) fileInput.current.value = '';
        return { kind: 'done', report };
      },
      () => void confirm(),
    );
  };

  // Another file or mode: the report shown no longer applies.
  const changed = () => {
    setFileError(null);
    reset();
  };

  const fileId = `${id}-file`;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Importer un fichier</h2>
      <Hint>Rien n'est écrit avant « Confirmer l'import » : le fichier est d'abord vérifié, et ce qu'il changerait s'affiche par section.</Hint>
      <FormFrame onSubmit={(e) => void check(e)} noValidate aria-labelledby={`${id}-title`}>
        <fieldset disabled={busy}>
          <Field>
            <label htmlFor={fileId}>Fichier à importer (JSON)</label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept="application/json,.json"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              onChange={changed}
            />
            {fileError ? <FieldError id={`${fileId}-error`}>{fileError}</FieldError> : null}
          </Field>
          <Choices>
            <legend>Mode d'import</legend>
            {MODES.map((m) => (
              <Field key={m.value} $inline>
                <input
                  id={`${id}-${m.value}`}
                  type="radio"
                  name={`${id}-mode`}
                  value={m.value}
                  checked={mode === m.value}
                  aria-describedby={`${id}-${m.value}-hint`}
                  onChange={() => {
                    setMode(m.value);
                    changed();
                  }}
                />
                <label htmlFor={`${id}-${m.value}`}>{m.label}</label>
                <small id={`${id}-${m.value}-hint`}>{m.hint}</small>
              </Field>
            ))}
          </Choices>
          <Actions>
            <Button type="submit" $active={step.kind === 'choose'}>
              {busy && step.kind === 'choose' ? 'Vérification…' : 'Vérifier le fichier'}
            </Button>
          </Actions>
        </fieldset>
      </FormFrame>
      <FailureNotice failure={failure} />
      {step.kind === 'review' ? (
        <Review ref={review} tabIndex={-1} role="region" aria-label="Simulation de l'import">
          <ImportReportTable report={step.report} caption={`Simulation (${MODE_NAMES[step.mode]}) : ce que l'import changera`} />
          <Actions>
            <Button type="button" $active disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Import en cours…' : "Confirmer l'import"}
            </Button>
            <Button type="button" disabled={busy} onClick={cancel}>
              Annuler
            </Button>
          </Actions>
        </Review>
      ) : null}
      {step.kind === 'done' ? (
        <Review ref={review} tabIndex={-1} role="region" aria-label="Import effectué">
          <p role="status">Import effectué : les écrans affichent désormais ces données.</p>
          <ImportReportTable report={step.report} caption={`Import effectué (${MODE_NAMES[step.report.mode]})`} />
        </Review>
      ) : null}
    </Section>
  );
}
