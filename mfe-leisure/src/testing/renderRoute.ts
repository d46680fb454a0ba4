/** Test helpers of this remote: the kernel harness bound to it and its area's api (cleans up after each test). */
import { createRemoteHarness } from 'shared-kernel/testing';
import { leisureEndpoints } from '../contract';
import { leisureFixtures } from '../contract/fixtures';
import remote from '../remote';

export { holdApi, silenceConsoleError, type RenderOptions } from 'shared-kernel/testing';

export const { renderRoute, fixtureOf, healApi } = createRemoteHarness(remote, {
  table: { endpoints: leisureEndpoints },
  fixtures: leisureFixtures,
});
