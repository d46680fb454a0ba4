import { useState } from 'react';
import styled from 'styled-components';
import { QueryView, theme } from 'shared-kernel';
import { FilmList } from '../../films/FilmList';
import { FILMS_ERROR_MESSAGE, useSimilarMovies } from '../../films/filmQueries';
import { Pagination } from '../../pagination/Pagination';
import { MAX_PAGE } from '../../search/browseState';

const Section = styled.section`
  margin-top: 12px;
  h3 {
    font-size: 1.1rem;
    margin: 8px 0;
  }
  p {
    color: ${theme.muted};
  }
`;

/** The similar films of a film, page by page, each linking to its own page. */
export function SimilarFilms({ id, sectionId, headingId }: { id: number; sectionId: string; headingId: string }) {
  const [page, setPage] = useState(1);
  const similar = useSimilarMovies(id, page, true);
  return (
    <Section id={sectionId} aria-labelledby={headingId}>
      <h3 id={headingId}>Films similaires</h3>
      <QueryView query={similar} message={FILMS_ERROR_MESSAGE}>
        {(data) =>
          data.results.length === 0 ? (
            <p>Aucun film similaire.</p>
          ) : (
            <>
              <FilmList movies={data.results} label="Films similaires" />
              <Pagination
                page={page}
                totalPages={Math.min(data.total_pages, MAX_PAGE)}
                onPage={setPage}
                label="Pages des films similaires"
              />
            </>
          )
        }
      </QueryView>
    </Section>
  );
}
