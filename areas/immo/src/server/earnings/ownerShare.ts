/**
 * The owner's share of a property, in percent: IM_QUOTE_PART when recorded; else 50 % for a
 * property held in joint ownership (IM_INDIVISION = 1, or the type INDI), as the sale chart
 * splits it; else 100 %. Statements, net worth and the property sheet all read it here.
 */
export interface ShareFacts {
  type: string;
  share_percent: number | null;
  joint_ownership: number;
}

/** Share of a joint ownership recorded without IM_QUOTE_PART. */
export const DEFAULT_JOINT_SHARE = 50;

export const shareOf = (p: ShareFacts): number =>
  p.share_percent ?? (p.joint_ownership === 1 || p.type === 'INDI' ? DEFAULT_JOINT_SHARE : 100);
