/** Test helpers of this remote: the kernel harness bound to it and its area's api double (cleans up after each test). */
import { createRemoteHarness, type RenderOptions } from 'shared-kernel/testing';
import { immoEndpoints, immoParamEndpoints } from 'area-immo/contract';
import { immoFixtures, immoParamReplies } from 'area-immo/contract/fixtures';
import remote from '../remote';

export { holdApi, silenceConsoleError, type RenderOptions } from 'shared-kernel/testing';

/** The area's reads, as the api double serves them. */
export const immoTable = { endpoints: immoEndpoints, paramEndpoints: immoParamEndpoints };

const harness = createRemoteHarness(remote, { table: immoTable, fixtures: immoFixtures, paramReplies: immoParamReplies });
export const { renderRoute, fixtureOf, healApi } = harness;
export const renderOverview = (options?: RenderOptions) => harness.renderWidget('overview', options);
export const renderLateRents = (options?: RenderOptions) => harness.renderWidget('lateRents', options);
export const renderIrlSeries = (options?: RenderOptions) => harness.renderWidget('irl', options);
export const renderStatementsWidget = (options?: RenderOptions) => harness.renderWidget('releves', options);
export const renderOwnerTax = (options?: RenderOptions) => harness.renderWidget('fiscalite', options);
