/** The remote widget Home shows: warmUp.ts starts loading its remote with the shell, earlyRemote.ts even before. */
export const HOME_WIDGET = { remote: 'immo', widget: 'overview' } as const;
