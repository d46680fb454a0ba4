/** Percentages with their decimals (5,67 %), unlike the recap's whole percentages. */
const rate = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedRate = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** 5.6667 → "5,67 %" (no-break space before the sign). */
export const formatRate = (points: number): string => `${rate.format(points)}\u00a0%`;
/** 3 → "+3,00 %", −1.5 → "−1,50 %". */
export const formatSignedRate = (points: number): string => `${signedRate.format(points)}\u00a0%`;
const share = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
/** An owner's share: 50 → "50 %", 33.33 → "33,33 %". */
export const formatShare = (percent: number): string => `${share.format(percent)}\u00a0%`;
