/**
 * The films area's server half: the movie-database gateway behind /tmdb/3/... (a proxy to the
 * real service with the server's key, the offline catalog without one), its configuration read
 * from the environment, and the route the api registers under that prefix. The films screens
 * read no table of the owner's: this area has no migration, section or demo rows, so it is not
 * a `defineAreaServer`; the api only wires it (`api/src/app.ts`, `api/src/config.ts`).
 */
export { createMovieGateway, readTmdbConfig, OFFLINE_TMDB_CONFIG, type MovieGateway, type TmdbConfig } from './movieGateway';
export { TMDB_PREFIX, tmdbRoutes } from './routes';
// The offline catalog and what the gateway accepts, for the api's tests of the route.
export { FILMS, GENRE_NAMES_FR } from './catalogData';
export { PAGE_SIZE } from './offlineCatalog';
export { GENRE_IDS } from './tmdbRequest';
