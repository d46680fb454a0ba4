import { useCallback, useEffect, useRef, useState } from 'react';

export const TYPING_DELAY_MS = 300;

/**
 * A text field whose value is committed (to the URL) once typing pauses, or at once with
 * flush() (Entrée). It follows the committed value when that changes from elsewhere (the
 * browser's back button, the navbar link).
 */
export function useDraft(committed: string, commit: (value: string) => void, delay = TYPING_DELAY_MS) {
  const [draft, setDraft] = useState(committed);
  const last = useRef(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const draftRef = useRef(draft);
  draftRef.current = draft;

  useEffect(() => {
    if (committed !== last.current) {
      last.current = committed;
      setDraft(committed);
    }
  }, [committed]);

  useEffect(() => {
    if (draft === last.current) return undefined;
    const timer = setTimeout(() => {
      // Already committed by flush (Enter): committing again would write the search's params
      // over a change made since (« Par année » clicked right after Enter went back to the title).
      if (draft === last.current) return;
      last.current = draft;
      commitRef.current(draft);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  const flush = useCallback(() => {
    const current = draftRef.current;
    if (current !== last.current) {
      last.current = current;
      commitRef.current(current);
    }
  }, []);

  return [draft, setDraft, flush] as const;
}
