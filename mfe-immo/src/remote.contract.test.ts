import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import { immoEndpoints, immoParamEndpoints } from 'area-immo/contract';
import { immoFixtures } from 'area-immo/contract/fixtures';
import remote from './remote';

describeRemoteContract({
  remote,
  packageDir: path.resolve(__dirname, '..'),
  table: { endpoints: immoEndpoints, paramEndpoints: immoParamEndpoints },
  fixtures: immoFixtures,
});
