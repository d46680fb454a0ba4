/**
 * The Back button of a film page goes back in the browser history when the user came from a
 * film link of this remote (the list, with its search and page, or the previous film), and to
 * the list otherwise (a film page opened from a bookmark must not leave the dashboard).
 */
import { goTo } from 'shared-kernel';

let followedFilmLink = false;

export function noteFilmLinkFollowed(): void {
  followedFilmLink = true;
}

export function goBackFromFilm(): void {
  if (followedFilmLink && window.history.length > 1) window.history.back();
  else goTo('/films');
}

/** For tests. */
export function resetInAppHistory(): void {
  followedFilmLink = false;
}
