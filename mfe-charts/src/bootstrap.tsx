// Isolated dev host: this remote alone, without the shell.
import { runIsolated } from 'shared-kernel';
import remote from './remote';

runIsolated(remote);
