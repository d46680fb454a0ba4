/** Test helpers of this remote: the kernel harness bound to it and its area's api (cleans up after each test). */
import { createRemoteHarness } from 'shared-kernel/testing';
import { leisureEndpoints } from 'area-leisure/contract';
import { leisureFixtures } from 'area-leisure/contract/fixtures';
import remote from '../remote';

export { holdApi, silenceConsoleError, type RenderOptions } from 'shared-kernel/testing';

export const { renderRoute, fixtureOf, healApi } = createRemoteHarness(remote, {
  table: { endpoints: leisureEndpoints },
  fixtures: leisureFixtures,
});
