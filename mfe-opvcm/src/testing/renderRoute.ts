/** Test helpers of this remote: the kernel harness bound to it and its area's api double (cleans up after each test). */
import { createRemoteHarness } from 'shared-kernel/testing';
import { opvcmEndpoints } from 'area-opvcm/contract';
import { opvcmFixtures } from 'area-opvcm/contract/fixtures';
import remote from '../remote';

import type { RenderOptions } from 'shared-kernel/testing';

export { holdApi, silenceConsoleError, type RenderOptions } from 'shared-kernel/testing';

const harness = createRemoteHarness(remote, { table: { endpoints: opvcmEndpoints }, fixtures: opvcmFixtures });
export const { renderRoute, fixtureOf, healApi } = harness;
/** Home's « Patrimoine net » card. */
export const renderNetWorthCard = (options?: RenderOptions) => harness.renderWidget('netWorth', options);
