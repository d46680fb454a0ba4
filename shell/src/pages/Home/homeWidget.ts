/** The remote widget Home shows: warmUp.ts starts loading its remote with the shell, the start script (src/start/) even before. */
export const HOME_WIDGET = { remote: 'immo', widget: 'overview' } as const;

/**
 * Home's first section, above everything: the late rents' count when there are any, then « À
 * faire ». The shell draws its frame, with this title, until the widget draws the same one.
 */
export const FIRST_WIDGET = { remote: 'immo', widget: 'lateRents', title: 'À faire' } as const;

/** The widgets under it in « Aperçu du parc », each in its own area: a remote that is down shows its own French error there. */
export const NET_WORTH_WIDGET = { remote: 'opvcm', widget: 'netWorth' } as const;
