import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, Field, theme } from 'shared-kernel';
import { GENRES } from 'area-films/contract';
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

// The kernel's inline field, with widths that suit a title search and a year.
const SearchField = styled(Field).attrs({ $inline: true })`
  input[type='search'] {
    width: 22rem;
  }
  input[inputmode='numeric'] {
    width: 7rem;
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

/** The list switch (popular, top rated) and the three searches (title, year, genre). */
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
          <SearchField>
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
          </SearchField>
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
          <SearchField>
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
          </SearchField>
        </form>
      ) : null}

      {state.mode === 'genre' ? (
        <SearchField>
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
        </SearchField>
      ) : null}
    </>
  );
}
