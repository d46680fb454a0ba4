import type { Restaurant } from 'area-leisure/contract';

/** The texts the filter searches: every column of the table. */
export const restaurantText = (r: Restaurant) => [r.TW_TITRE, r.TW_TYPE, r.TW_VILLE, r.TW_TARIF];
