/** What the api read of the file, above the lines; and what it recorded, once done. */
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, Hint, formatInteger } from 'shared-kernel';
import type { StatementPreview, StatementRecord, StatementTarget } from 'area-immo/contract';
import { TARGET_LABELS } from '../../edit/fields/ruleFields';

/** « 1 ligne », « 120 lignes »; `feminine` words agree too (« 3 déjà importées »). */
const count = (n: number, singular: string, plural: string) => `${formatInteger(n)} ${n > 1 ? plural : singular}`;

export function PreviewSummary({ preview }: { preview: StatementPreview }) {
  const { format, encodage, resume } = preview;
  return (
    <>
      <p>
        Format : {format.toUpperCase()} · Encodage : {encodage}
      </p>
      <p>
        <strong>
          {count(resume.lignes, 'ligne', 'lignes')} · {count(resume.doublons, 'déjà importée', 'déjà importées')} ·{' '}
          {count(resume.proposees, 'proposée', 'proposées')}
        </strong>
      </p>
    </>
  );
}

const Result = styled.section`
  margin: 16px 0;
  &:focus {
    outline: none;
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 8px;
  }
  ul {
    margin: 4px 0 12px;
    padding-left: 20px;
  }
`;

const sectionLabel = (name: string) => TARGET_LABELS[name as StatementTarget] ?? name;

export interface RecordResultProps {
  record: StatementRecord;
  onAnother(): void;
}

/** Focused when it shows: the keyboard and the screen reader go on from the api's sentence. */
export function RecordResult({ record, onAnother }: RecordResultProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const bySection = Object.entries(record.parSection).filter(([, n]) => n > 0);
  return (
    <Result ref={ref} tabIndex={-1} aria-labelledby={id}>
      <h2 id={id}>Relevé enregistré</h2>
      <p role="status">{record.message}</p>
      {bySection.length ? (
        <ul aria-label="Lignes enregistrées par section">
          {bySection.map(([section, n]) => (
            <li key={section}>
              {sectionLabel(section)} : {count(n, 'ligne', 'lignes')}
            </li>
          ))}
        </ul>
      ) : null}
      <Hint>
        {count(record.ignorees, 'ligne ignorée', 'lignes ignorées')} · {count(record.doublons, 'déjà importée', 'déjà importées')} ·{' '}
        {count(record.sansDecision, 'sans décision', 'sans décision')}. « Annuler la dernière modification » reprend tout le relevé.
      </Hint>
      <Button type="button" onClick={onAnother}>
        Importer un autre relevé
      </Button>
    </Result>
  );
}
