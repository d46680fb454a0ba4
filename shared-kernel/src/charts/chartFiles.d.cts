/** Fetches a kind of chart's files without running them; null without webpack. */
type Files = (() => Promise<void>) | null;
export declare const lineFiles: Files;
export declare const barFiles: Files;
export declare const pieFiles: Files;
export declare const circlePackingFiles: Files;
