import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import { opvcmEndpoints } from 'area-opvcm/contract';
import { opvcmFixtures } from 'area-opvcm/contract/fixtures';
import remote from './remote';

describeRemoteContract({ remote, packageDir: path.resolve(__dirname, '..'), table: { endpoints: opvcmEndpoints }, fixtures: opvcmFixtures });
