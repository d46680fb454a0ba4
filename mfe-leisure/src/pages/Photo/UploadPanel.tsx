import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, theme } from 'shared-kernel';
import { ACCEPT_ATTRIBUTE, refusalOf } from './checkImageFile';
import { uploadWithProgress, type UploadHandle } from './uploadWithProgress';

const Panel = styled.form`
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  padding: 12px 16px;
  margin: 8px 0 20px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  label {
    font-weight: 600;
  }
  input[type='file'] {
    font: inherit;
    max-width: 100%;
  }
  .preview {
    display: flex;
    gap: 12px;
    align-items: center;
    flex-wrap: wrap;
  }
  .preview img {
    max-width: min(240px, 100%);
    max-height: 180px;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.border};
    object-fit: contain;
    background: ${theme.subtleBg};
  }
  progress {
    width: min(320px, 100%);
    height: 14px;
  }
`;

const Message = styled.p<{ $kind: 'ok' | 'error' }>`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${theme.radius};
  border-left: 5px solid ${(p) => (p.$kind === 'ok' ? theme.success : theme.danger)};
  background: ${(p) => (p.$kind === 'ok' ? theme.successBg : theme.dangerBg)};
  font-weight: 600;
`;

type Outcome = { kind: 'ok'; text: string } | { kind: 'error'; text: string } | null;

/** Why an upload failed, in French, for the panel. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') return error.message;
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
    return `Envoi impossible : ${error.message}. Réessayez dans un instant.`;
  }
  return 'Envoi impossible : la réponse du serveur est illisible.';
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The upload panel of /photo: choose a .jpg/.jpeg/.png, preview it, send it, see progress and the outcome. */
export function UploadPanel({ onUploaded }: { onUploaded: (storedName: string) => void }) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const handle = useRef<UploadHandle | null>(null);
  const preview = usePreviewUrl(file);
  const sending = progress !== undefined;

  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      // Leaving the page cancels an upload in flight; nothing is left to report to.
      alive.current = false;
      handle.current?.abort();
    };
  }, []);

  const choose = (chosen: File | undefined) => {
    setOutcome(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const refusal = refusalOf(chosen);
    if (refusal) {
      setFile(null);
      setOutcome({ kind: 'error', text: refusal });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || sending) return;
    setOutcome(null);
    setProgress(0);
    const h = uploadWithProgress(file, setProgress);
    handle.current = h;
    try {
      const { result } = await h.done;
      if (!alive.current) return;
      setOutcome({ kind: 'ok', text: `Image envoyée : « ${result} » est ajoutée à la liste.` });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      onUploaded(result);
    } catch (error) {
      if (!alive.current) return;
      // An upload failure is logged, like every failed call; the panel says why in French too.
      console.error("échec de l'envoi de l'image", error);
      setOutcome({ kind: 'error', text: failureText(error) });
    } finally {
      handle.current = null;
      if (alive.current) setProgress(undefined);
    }
  };

  return (
    <Panel onSubmit={send} aria-label="Envoyer une photo de recette">
      <label htmlFor={inputId}>Photo à envoyer</label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-describedby={hintId}
        disabled={sending}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <p id={hintId} style={{ margin: 0, color: theme.muted }}>
        Formats acceptés : .jpg, .jpeg, .png.
      </p>
      {file ? (
        <div className="preview">
          {preview ? <img src={preview} alt={`Aperçu de ${file.name}`} /> : null}
          <span>{file.name}</span>
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={!file || sending}>
          Envoyer
        </Button>
      </div>
      {sending ? (
        <div>
          <label htmlFor={`${inputId}-progress`}>
            Envoi en cours{typeof progress === 'number' ? ` : ${Math.round(progress * 100)} %` : '…'}
          </label>
          <br />
          {typeof progress === 'number' ? (
            <progress id={`${inputId}-progress`} max={1} value={progress} />
          ) : (
            <progress id={`${inputId}-progress`} />
          )}
        </div>
      ) : null}
      <div aria-live="polite">
        {outcome ? (
          <Message $kind={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Message>
        ) : null}
      </div>
    </Panel>
  );
}
