import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import { chartsEndpoints } from './contract';
import { chartsFixtures } from './contract/fixtures';
import remote from './remote';

describeRemoteContract({ remote, packageDir: path.resolve(__dirname, '..'), table: { endpoints: chartsEndpoints }, fixtures: chartsFixtures });
