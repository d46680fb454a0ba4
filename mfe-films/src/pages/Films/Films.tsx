import { useCallback, useId, useRef } from 'react';
import styled from 'styled-components';
import { useSearchParams, Page, QueryView, formatInteger, theme } from 'shared-kernel';
import { type MoviePage } from 'area-films/contract';
import { routeOf } from '../../routes';
import type { MovieQuery } from '../../films/movies';
import { FilmList } from '../../films/FilmList';
import { FILMS_ERROR_MESSAGE, useMoviePage } from '../../films/filmQueries';
import { Pagination } from '../../pagination/Pagination';
import { MAX_PAGE, applyChange, readBrowseState, type BrowseChange } from '../../search/browseState';
import { describeQuery, planSearch } from '../../search/searchMode';
import { SearchControls } from './SearchControls';

const Section = styled.section`
  h2 {
    font-size: 1.2rem;
    margin: 8px 0 4px;
    scroll-margin-top: 80px;
  }
  h2:focus {
    outline: none;
  }
`;

const Summary = styled.p`
  margin: 0 0 12px;
  color: ${theme.muted};
`;

const Hint = styled.p`
  margin: 12px 0;
  color: ${theme.muted};
`;

const Busy = styled.div<{ $busy: boolean }>`
  opacity: ${(p) => (p.$busy ? 0.55 : 1)};
  transition: opacity 0.15s;
`;

function summaryOf(data: MoviePage, totalPages: number): string {
  if (data.total_results === 0) return 'Aucun film ne correspond à cette recherche.';
  const films = `${formatInteger(data.total_results)} film${data.total_results > 1 ? 's' : ''}`;
  return `${films} · page ${data.page} sur ${formatInteger(totalPages)}`;
}

function Results({ query, page, onPage }: { query: MovieQuery; page: number; onPage: (page: number) => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useMoviePage(query, page);
  const title = describeQuery(query);
  const goTo = (p: number) => {
    onPage(p);
    // Back to the top of the results, for the eyes and for the keyboard.
    heading.current?.focus();
  };
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <QueryView query={result} message={FILMS_ERROR_MESSAGE}>
        {(data) => {
          // The service serves 500 pages at most.
          const totalPages = Math.min(data.total_pages, MAX_PAGE);
          const busy = result.isPlaceholderData;
          return (
            <>
              <Summary aria-live="polite">{summaryOf(data, totalPages)}</Summary>
              <Busy $busy={busy} aria-busy={busy}>
                {data.results.length > 0 ? (
                  <FilmList movies={data.results} label={title} />
                ) : data.total_results > 0 ? (
                  <Hint>Cette page ne contient aucun film.</Hint>
                ) : null}
              </Busy>
              <Pagination page={page} totalPages={totalPages} onPage={goTo} label={`Pages : ${title}`} />
            </>
          );
        }}
      </QueryView>
    </Section>
  );
}

/** /films: popular and top-rated lists, and the searches by title, year and genre. */
export function Films() {
  const [params, setParams] = useSearchParams();
  const state = readBrowseState(params);
  const change = useCallback(
    (c: BrowseChange) => setParams((previous) => applyChange(previous, c), { replace: true }),
    [setParams],
  );
  const plan = planSearch(state);
  return (
    <Page route={routeOf('/films')}>
      <SearchControls state={state} change={change} yearProblem={plan.kind === 'invalid' && state.mode === 'year' ? plan.message : undefined} />
      {plan.kind === 'run' ? (
        <Results query={plan.query} page={state.page} onPage={(page) => change({ page })} />
      ) : plan.kind === 'idle' ? (
        <Hint>{plan.hint}</Hint>
      ) : state.mode !== 'year' ? (
        <Hint role="alert">{plan.message}</Hint>
      ) : null}
    </Page>
  );
}
