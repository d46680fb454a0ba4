import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import remote from './remote';

// Films reads no /api endpoint (its movie-database calls are in src/films/movies.ts): nothing to serve.
describeRemoteContract({ remote, packageDir: path.resolve(__dirname, '..'), table: { endpoints: {} }, fixtures: {} });
