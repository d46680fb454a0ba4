/** The remote widget Home shows: warmUp.ts starts loading its remote with the shell, earlyRemote.ts even before. */
export const HOME_WIDGET = { remote: 'immo', widget: 'overview' } as const;

/** Home's first section, above everything: the late rents when there are any, then « À faire ». */
export const LATE_RENTS_WIDGET = { remote: 'immo', widget: 'lateRents' } as const;

/** The widgets under it in « Aperçu du parc », each in its own area: a remote that is down shows its own French error there. */
export const NET_WORTH_WIDGET = { remote: 'opvcm', widget: 'netWorth' } as const;
