// Test helpers; imported only from tests (shared-kernel/testing), never from app code.
export { jsonReply, mockApi, resetQueryCache, type Fixtures, type Failures, type ParamReplies } from './mockApi';
export { mountLifecycles, mountRemoteRoute, type Mounted } from './renderRemote';
export { describeRemoteContract } from './contract';
export { describeApiContract, type Inject, type ParamCall } from './apiContract';
export { fixtures, paramReplies } from './fixtures';
export { createRemoteHarness, fixtureOf, healApi, holdApi, silenceConsoleError, type RenderOptions, type Rendered } from './harness';
export { bodyRows, cardValueOf, cells, headers, textOf } from './dom';
export { allowEditing, fakeDataApi, resetEditing, type Call, type Reply } from './dataApi';
