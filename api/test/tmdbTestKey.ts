/** The fake movie-database key of the api tests: the bundle test checks no built asset holds it. */
export const TEST_TMDB_KEY = 'tmdb-test-key-5c1e9a7b03d4';
