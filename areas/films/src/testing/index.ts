/**
 * What the films screens' tests use from this area (`area-films/testing`): the gateway's
 * offline answer as a pure function, with no Fastify, so that a browser-like test answers its
 * fetch calls with exactly the replies, and the 400/404 errors, of the real embedded api.
 */
export { answerTmdbOffline } from './tmdbOffline';
