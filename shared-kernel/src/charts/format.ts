/** Compact fr-FR tick formats for narrow charts: 128 300 → "128,3 k €". */
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/** 128300 → "128,3 k €" (no-break space before €). */
export const formatEuroCompact = (value: number): string => `${compact.format(value)}\u00a0€`;
/** 3314 → "3,3 k" */
export const formatNumberCompact = (value: number): string => compact.format(value);
