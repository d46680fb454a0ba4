/**
 * The owner's day is a French day: « today » (rents due and late, the last twelve months, the
 * loan instalments paid, the daily backup) is read in Europe/Paris unless TZ names another zone,
 * whatever the host's own zone. On a server or container left on UTC, a rent recorded at 00:30
 * in Paris would otherwise be dated after the api's today, and left out of its sums.
 * Imported first by each entry point, before any date is read.
 */
process.env.TZ ||= 'Europe/Paris';
