import path from 'node:path';
import { describeRemoteContract, fixtures } from 'shared-kernel/testing';
import remote from './remote';

describeRemoteContract({ remote, packageDir: path.resolve(__dirname, '..'), fixtures });
