import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import { immoEndpoints, immoParamEndpoints } from './contract';
import { immoFixtures } from './contract/fixtures';
import remote from './remote';

describeRemoteContract({
  remote,
  packageDir: path.resolve(__dirname, '..'),
  table: { endpoints: immoEndpoints, paramEndpoints: immoParamEndpoints },
  fixtures: immoFixtures,
});
