import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, GENRES, theme } from 'shared-kernel';
import type { BrowseChange, BrowseState } from '../../search/browseState';
import { MAX_TITLE_LENGTH, type BrowseMode } from '../../search/searchMode';
import { useDraft } from '../../search/useDraft';

export const MODES: ReadonlyArray<{ mode: BrowseMode; label: string }> = [
  { mode: 'popular', label: 'Populaires' },
  { mode: 'top_rated', label: 'Les mieux notés' },
  { mode: 'title', label: 'Par titre' },
  { mode: 'year', label: 'Par année' },
  { mode: 'genre', label: 'Par genre' },
];

const Modes = styled.div`
  display: flex;
  flex-wrap: wrap;
  margin: 0 0 8px;
`;

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 4px 0 12px;
  label {
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    color: ${theme.text};
    max-width: 100%;
  }
  input[type='search'] {
    width: 22rem;
  }
  input[inputmode='numeric'] {
    width: 7rem;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid #7fb0f0;
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.danger};
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.danger};
`;

interface Props {
  state: BrowseState;
  change: (c: BrowseChange) => void;
  /** Why the year typed cannot be searched, if so. */
  yearProblem?: string | undefined;
}

/** The list switch (popular, top rated) and the three searches of spec section 2, item 18. */
export function SearchControls({ state, change, yearProblem }: Props) {
  const titleId = useId();
  const yearId = useId();
  const yearProblemId = useId();
  const genreId = useId();
  const field = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const focusField = useRef(false);
  const [text, setText, flushText] = useDraft(state.text, (value) => change({ text: value }));
  const [yearText, setYearText, flushYear] = useDraft(state.yearText, (value) => change({ yearText: value }));

  // After the user picks a search, the cursor goes to its field.
  useEffect(() => {
    if (focusField.current) {
      focusField.current = false;
      field.current?.focus();
    }
  }, [state.mode]);

  return (
    <>
      <Modes role="group" aria-label="Afficher">
        {MODES.map(({ mode, label }) => (
          <Button
            key={mode}
            type="button"
            $active={state.mode === mode}
            aria-pressed={state.mode === mode}
            onClick={() => {
              if (mode === state.mode) return;
              focusField.current = true;
              change({ mode });
            }}
          >
            {label}
          </Button>
        ))}
      </Modes>

      {state.mode === 'title' ? (
        <form
          role="search"
          aria-label="Recherche par titre"
          onSubmit={(e) => {
            e.preventDefault();
            flushText();
          }}
        >
          <Field>
            <label htmlFor={titleId}>Titre</label>
            <input
              ref={field}
              id={titleId}
              type="search"
              value={text}
              maxLength={MAX_TITLE_LENGTH}
              autoComplete="off"
              placeholder="ex. Le Parrain"
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
        </form>
      ) : null}

      {state.mode === 'year' ? (
        <form
          role="search"
          aria-label="Recherche par année"
          onSubmit={(e) => {
            e.preventDefault();
            flushYear();
          }}
        >
          <Field>
            <label htmlFor={yearId}>Année de sortie</label>
            <input
              ref={field}
              id={yearId}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={4}
              autoComplete="off"
              placeholder="ex. 1994"
              value={yearText}
              aria-invalid={yearProblem ? true : undefined}
              aria-describedby={yearProblem ? yearProblemId : undefined}
              onChange={(e) => setYearText(e.target.value.replace(/\D/g, ''))}
            />
            {yearProblem ? <Problem id={yearProblemId}>{yearProblem}</Problem> : null}
          </Field>
        </form>
      ) : null}

      {state.mode === 'genre' ? (
        <Field>
          <label htmlFor={genreId}>Genre</label>
          <select
            ref={field}
            id={genreId}
            value={state.genreId}
            onChange={(e) => change({ genreId: Number(e.target.value) })}
          >
            {GENRES.map((g) => (
              <option key={g.id} value={g.id}>
                {g.id === 0 ? '— Choisir un genre —' : g.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </>
  );
}
