// Test helpers; imported only from tests (shared-kernel/testing), never from app code.
export { jsonReply, mockApi, resetQueryCache, type ApiTable, type Fixtures, type Failures, type ParamReplies } from './mockApi';
export { mountLifecycles, mountRemoteRoute, type Mounted } from './renderRemote';
export { describeRemoteContract } from './contract';
export { describeApiContract, type Inject, type ParamCall } from './apiContract';
export { createRemoteHarness, holdApi, silenceConsoleError, type AreaApi, type RenderOptions, type Rendered } from './harness';
export { LastChangeProbe } from './LastChangeProbe';
export { rowChecks } from './rowChecks';
export { bodyRows, cardValueOf, cells, headers, textOf } from './dom';
export { allowEditing, fakeDataApi, resetEditing, serveDataApi, type Call, type DataApiOptions, type Reply } from './dataApi';
export { FakeIntersectionObserver } from './fakeIntersectionObserver';
// Charts draw at their first render once nivo is in: chart tests load it before they start.
export { loadChartLibraries } from '../charts/chartLibrary';
