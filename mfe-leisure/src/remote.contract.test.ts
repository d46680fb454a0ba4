import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import { leisureEndpoints } from 'area-leisure/contract';
import { leisureFixtures } from 'area-leisure/contract/fixtures';
import remote from './remote';

describeRemoteContract({ remote, packageDir: path.resolve(__dirname, '..'), table: { endpoints: leisureEndpoints }, fixtures: leisureFixtures });
