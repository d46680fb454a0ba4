/**
 * « Importer depuis mon ancien site »: the address of the site this dashboard replaces, read by
 * the api (nothing is written), its report shown; « Confirmer l'import » writes it. When the
 * site did not answer every read, the list is shown and the owner must accept it first.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, Hint, theme } from 'shared-kernel';
import { Actions, FormFrame } from 'shared-kernel/edit';
import { Section } from './Donnees.styles';
import { FailureNotice, useImportSteps } from './importSteps';
import { confirmLegacyImport, type LegacyAsk, type LegacyReport, previewLegacyImport } from './legacyImport';
import { LegacyReportView } from './LegacyReportView';

const Review = styled.div`
  margin: 12px 0;
  h3 {
    font-size: 1rem;
    margin: 12px 0 4px;
  }
  &:focus {
    outline: none;
  }
`;

const Missing = styled.div`
  border-left: 4px solid ${theme.danger};
  padding: 4px 12px;
  margin: 8px 0;
`;

export function LegacyImportFlow() {
  const id = useId();
  const address = useRef<HTMLInputElement>(null);
  const [adresse, setAdresse] = useState('');
  const [script, setScript] = useState('index.php');
  const [remplacer, setRemplacer] = useState(false);
  const [partialOk, setPartialOk] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { step, busy, failure, review, attempt, cancel, changed: reset, clearFailure } = useImportSteps<
    { ask: LegacyAsk; report: LegacyReport },
    { report: LegacyReport }
  >(address);

  const read = async (event?: FormEvent) => {
    event?.preventDefault();
    clearFailure();
    setFieldError(null);
    if (adresse.trim() === '') {
      setFieldError("Indiquez l'adresse de votre ancien site (ex. https://monsite.fr).");
      address.current?.focus();
      return;
    }
    const ask = { adresse: adresse.trim(), script: script.trim(), remplacer };
    setPartialOk(false);
    await attempt('Lecture impossible', async () => ({ kind: 'review', ask, report: await previewLegacyImport(ask) }), () => void read());
  };

  const confirm = async () => {
    if (step.kind !== 'review') return;
    const accepted = partialOk ? step.report.manquantes.map((m) => m.lecture) : [];
    await attempt('Import impossible', async () => ({ kind: 'done', report: await confirmLegacyImport(step.ask, accepted) }), () => void confirm());
  };

  const changed = () => {
    setFieldError(null);
    reset();
  };

  const partial = step.kind === 'review' && step.report.manquantes.length > 0;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Importer depuis mon ancien site</h2>
      <Hint>
        Le serveur lit les données de votre ancien site (biens, placements, dépenses, frais de voiture, taxes foncières, relevés EDF, bricks,
        restaurants, recettes, images) ; rien n'est écrit avant « Confirmer l'import ».
      </Hint>
      <FormFrame onSubmit={(e) => void read(e)} noValidate aria-labelledby={`${id}-title`}>
        <fieldset disabled={busy}>
          <Field>
            <label htmlFor={`${id}-adresse`}>Adresse de votre ancien site</label>
            <input
              ref={address}
              id={`${id}-adresse`}
              type="url"
              inputMode="url"
              placeholder="https://monsite.fr"
              value={adresse}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-adresse-error` : undefined}
              onChange={(e) => {
                setAdresse(e.target.value);
                changed();
              }}
            />
            {fieldError ? <FieldError id={`${id}-adresse-error`}>{fieldError}</FieldError> : null}
          </Field>
          <Field>
            <label htmlFor={`${id}-script`}>Script de l'api (vide si l'api est à la racine)</label>
            <input
              id={`${id}-script`}
              type="text"
              value={script}
              onChange={(e) => {
                setScript(e.target.value);
                changed();
              }}
            />
          </Field>
          <Field $inline>
            <input
              id={`${id}-remplacer`}
              type="checkbox"
              checked={remplacer}
              onChange={(e) => {
                setRemplacer(e.target.checked);
                changed();
              }}
            />
            <label htmlFor={`${id}-remplacer`}>Remplacer mes sections par celles du site (sinon, seul ce qui manque est ajouté)</label>
          </Field>
          <Actions>
            <Button type="submit" $active={step.kind === 'choose'}>
              {busy && step.kind === 'choose' ? 'Lecture du site…' : 'Lire le site'}
            </Button>
          </Actions>
        </fieldset>
      </FormFrame>
      <FailureNotice failure={failure} />
      {step.kind === 'review' ? (
        <Review ref={review} tabIndex={-1} role="region" aria-label="Aperçu de l'import depuis l'ancien site">
          <LegacyReportView report={step.report} caption="Aperçu : ce que l'import changera" />
          {partial ? (
            <Missing>
              <h3>Lectures en échec</h3>
              <ul aria-label="Lectures en échec">
                {step.report.manquantes.map((m) => (
                  <li key={m.lecture}>{m.message}</li>
                ))}
              </ul>
              <Field $inline>
                <input id={`${id}-partiel`} type="checkbox" checked={partialOk} onChange={(e) => setPartialOk(e.target.checked)} />
                <label htmlFor={`${id}-partiel`}>Importer quand même, sans ces lectures</label>
              </Field>
            </Missing>
          ) : null}
          <Actions>
            <Button type="button" $active disabled={busy || (partial && !partialOk)} onClick={() => void confirm()}>
              {busy ? 'Import en cours…' : "Confirmer l'import"}
            </Button>
            <Button type="button" disabled={busy} onClick={cancel}>
              Annuler
            </Button>
          </Actions>
        </Review>
      ) : null}
      {step.kind === 'done' ? (
        <Review ref={review} tabIndex={-1} role="region" aria-label="Import depuis l'ancien site effectué">
          <p role="status">Import effectué : « Annuler la dernière modification » le reprend en entier.</p>
          <LegacyReportView report={step.report} caption="Import effectué" />
        </Review>
      ) : null}
    </Section>
  );
}
