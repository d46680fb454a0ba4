/** Test helpers of this remote: the kernel harness bound to it (cleans up after each test). */
import { createRemoteHarness, type RenderOptions } from 'shared-kernel/testing';
import remote from '../remote';

export { fixtureOf, healApi, holdApi, silenceConsoleError, type RenderOptions } from 'shared-kernel/testing';

const harness = createRemoteHarness(remote);
export const renderRoute = harness.renderRoute;
export const renderOverview = (options?: RenderOptions) => harness.renderWidget('overview', options);
