import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import { leisureEndpoints } from './contract';
import { leisureFixtures } from './contract/fixtures';
import remote from './remote';

describeRemoteContract({ remote, packageDir: path.resolve(__dirname, '..'), table: { endpoints: leisureEndpoints }, fixtures: leisureFixtures });
