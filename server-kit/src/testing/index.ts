/** `server-kit/testing`: the in-memory host an area's server half is tested on (areas/<zone>/test). */
export { createAreaTestHost, type AreaTestHost, type AreaTestHostOptions, type TestAreaHost } from './areaTestHost';
export { bareTestApp, getPayload } from './testApp';
export type { RowChange, WriteEntry } from './memoryWrites';
