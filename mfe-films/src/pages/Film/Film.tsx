import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useParams, Button, Page, QueryView, hrefOf, theme } from 'shared-kernel';
import { GENRES, type Movie } from 'area-films/contract';
import { routeOf } from '../../routes';
import { GoodVoteBadge, releaseText, titleOf, votesText } from '../../films/FilmList';
import { FILM_ERROR_MESSAGE, useMovie } from '../../films/filmQueries';
import { isWellRated } from '../../films/goodVote';
import { Poster } from '../../films/Poster';
import { goBackFromFilm } from '../../navigation/inAppHistory';
import { SimilarFilms } from './SimilarFilms';

const Sheet = styled.article`
  background: ${theme.surface};
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  padding: 16px;
  margin-top: 8px;
`;

const Head = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  h2 {
    margin: 0 0 4px;
    font-size: 1.35rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
    scroll-margin-top: 80px;
  }
  h2:focus {
    outline: none;
  }
  > div {
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

const Original = styled.p`
  margin: 0;
  color: ${theme.muted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 14px 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

const Overview = styled.p`
  line-height: 1.5;
  margin: 0 0 12px;
  max-width: 70ch;
`;

function genresOf(movie: Movie): string[] {
  if (movie.genres?.length) return movie.genres.map((g) => g.name);
  return (movie.genre_ids ?? []).map((id) => GENRES.find((g) => g.id === id)?.name ?? String(id));
}

function FilmSheet({ movie }: { movie: Movie }) {
  const title = titleOf(movie);
  const heading = useRef<HTMLHeadingElement>(null);
  const [showSimilar, setShowSimilar] = useState(false);
  const similarId = useId();
  const similarHeadingId = useId();
  const genres = genresOf(movie);

  useEffect(() => {
    document.title = `${title} · Fiche film · Tableau de bord`;
    // Opened from a link further down a page: bring the film into view, and say which it is.
    heading.current?.focus();
  }, [title]);

  return (
    <Sheet aria-labelledby={`film-${movie.id}`}>
      <Head>
        <Poster path={movie.poster_path} label={`Affiche de ${title}`} />
        <div>
          <h2 id={`film-${movie.id}`} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {movie.original_title !== title ? <Original>Titre original : {movie.original_title}</Original> : null}
          {isWellRated(movie) ? <GoodVoteBadge /> : null}
        </div>
      </Head>
      <Facts>
        <dt>Sortie</dt>
        <dd>{releaseText(movie.release_date)}</dd>
        <dt>Note</dt>
        <dd>{votesText(movie)}</dd>
        <dt>Genres</dt>
        <dd>{genres.length ? genres.join(', ') : 'non renseignés'}</dd>
      </Facts>
      <Overview>{movie.overview || 'Pas de résumé disponible en français.'}</Overview>
      <Button
        type="button"
        $active={showSimilar}
        aria-expanded={showSimilar}
        aria-controls={showSimilar ? similarId : undefined}
        onClick={() => setShowSimilar((v) => !v)}
      >
        Similar
      </Button>
      {showSimilar ? <SimilarFilms id={movie.id} sectionId={similarId} headingId={similarHeadingId} /> : null}
    </Sheet>
  );
}

function UnknownFilm({ id }: { id: number }) {
  return (
    <p role="status">
      Aucun film ne porte le numéro {id}. <a href={hrefOf('/films')}>Retour à la liste des films</a>
    </p>
  );
}

function FilmById({ id }: { id: number }) {
  const movie = useMovie(id);
  return (
    <QueryView query={movie} message={FILM_ERROR_MESSAGE} notFound={<UnknownFilm id={id} />}>
      {(m) => <FilmSheet key={m.id} movie={m} />}
    </QueryView>
  );
}

/** /film/{id}: the movie fields, a back button, and a Similar button that lists similar films. */
export function Film() {
  const { id = '' } = useParams();
  // The shell only routes here with a positive integer (route table); stay safe anyway.
  const filmId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  return (
    <Page route={routeOf('/film/:id')}>
      <Button type="button" onClick={goBackFromFilm}>
        <span aria-hidden="true">← </span>Retour
      </Button>
      {filmId === null ? <UnknownFilm id={Number.NaN} /> : <FilmById key={filmId} id={filmId} />}
    </Page>
  );
}
