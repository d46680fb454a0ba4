export const REMOTE_NAMES = ['immo', 'opvcm', 'charts', 'leisure', 'films'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
