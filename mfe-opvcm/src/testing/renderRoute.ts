/** Test helpers of this remote: the kernel harness bound to it (cleans up after each test). */
import { createRemoteHarness } from 'shared-kernel/testing';
import remote from '../remote';

export { fixtureOf, healApi, holdApi, silenceConsoleError, type RenderOptions } from 'shared-kernel/testing';

export const { renderRoute } = createRemoteHarness(remote);
