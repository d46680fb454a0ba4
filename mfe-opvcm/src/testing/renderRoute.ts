/** Test helpers of this remote: the kernel harness bound to it and its area's api double (cleans up after each test). */
import { createRemoteHarness } from 'shared-kernel/testing';
import { opvcmEndpoints } from '../contract';
import { opvcmFixtures } from '../contract/fixtures';
import remote from '../remote';

export { holdApi, silenceConsoleError, type RenderOptions } from 'shared-kernel/testing';

export const { renderRoute, fixtureOf, healApi } = createRemoteHarness(remote, { table: { endpoints: opvcmEndpoints }, fixtures: opvcmFixtures });
