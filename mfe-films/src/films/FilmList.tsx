import styled from 'styled-components';
import { formatInteger, formatLongDate, formatNumber, hrefOf, theme } from 'shared-kernel';
import type { Movie } from 'area-films/contract';
import { noteFilmLinkFollowed } from '../navigation/inAppHistory';
import { isWellRated } from './goodVote';
import { Poster } from './Poster';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 12px;
`;

const Item = styled.li<{ $good: boolean }>`
  display: flex;
  gap: 12px;
  min-width: 0;
  padding: 10px;
  border-radius: ${theme.radius};
  background: ${(p) => (p.$good ? theme.highlight : theme.surface)};
  border: 1px solid ${(p) => (p.$good ? theme.highlightBorder : theme.border)};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06);
`;

const Body = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 3px;
  h3 {
    margin: 0;
    font-size: 1.02rem;
    line-height: 1.3;
  }
  a {
    color: ${theme.accent};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${theme.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${theme.muted};
  }
`;

const Overview = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${theme.text} !important;
`;

export const BadgeText = styled.span`
  align-self: flex-start;
  display: inline-block;
  margin-top: 2px;
  padding: 1px 8px;
  border-radius: 999px;
  background: #8a5a00;
  color: #fff;
  font-size: 0.8rem;
  font-weight: 600;
`;

export const GOOD_VOTE_LABEL = 'Très bien noté';

/** The good-vote highlight, visible and read as text. */
export function GoodVoteBadge() {
  return (
    <BadgeText>
      <span aria-hidden="true">★ </span>
      {GOOD_VOTE_LABEL}
    </BadgeText>
  );
}

export function titleOf(movie: Pick<Movie, 'title' | 'original_title'>): string {
  return movie.title?.trim() || movie.original_title;
}

/** "8,7/10 · 27 104 votes" */
export function votesText(movie: Pick<Movie, 'vote_average' | 'vote_count'>): string {
  const count = `${formatInteger(movie.vote_count)} vote${movie.vote_count > 1 ? 's' : ''}`;
  return `${formatNumber(movie.vote_average)}/10 · ${count}`;
}

export function releaseText(date: string): string {
  return formatLongDate(date) || 'date inconnue';
}

function FilmItem({ movie }: { movie: Movie }) {
  const title = titleOf(movie);
  const good = isWellRated(movie);
  return (
    <Item $good={good} data-testid="film">
      <Poster path={movie.poster_path} />
      <Body>
        <h3>
          <a href={hrefOf(`/film/${movie.id}`)} onClick={noteFilmLinkFollowed}>
            {title}
          </a>
        </h3>
        {movie.original_title !== title ? <p>{movie.original_title}</p> : null}
        <p>Sortie : {releaseText(movie.release_date)}</p>
        <p>Note : {votesText(movie)}</p>
        {good ? <GoodVoteBadge /> : null}
        {movie.overview ? <Overview>{movie.overview}</Overview> : null}
      </Body>
    </Item>
  );
}

/** Films as cards: poster, title linking to the film page, date, votes, good-vote badge. */
export function FilmList({ movies, label }: { movies: readonly Movie[]; label: string }) {
  return (
    <List aria-label={label}>
      {movies.map((m) => (
        <FilmItem key={m.id} movie={m} />
      ))}
    </List>
  );
}
