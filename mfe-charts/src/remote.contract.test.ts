import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import { chartsEndpoints } from 'area-charts/contract';
import { chartsFixtures } from 'area-charts/contract/fixtures';
import remote from './remote';

describeRemoteContract({ remote, packageDir: path.resolve(__dirname, '..'), table: { endpoints: chartsEndpoints }, fixtures: chartsFixtures });
