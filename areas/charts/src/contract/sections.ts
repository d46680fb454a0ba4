/**
 * The energy readings as they are written.
 * Shared by the import file, the data api (/api/data) and the editing forms; unknown fields
 * are refused, never dropped.
 */
import { defineSection, nonNegativeNumber, oneOf, optionalRowId, strictDate, strictRow } from 'contract-kit/data';

const id = optionalRowId;

export const METERS = ['Herm', 'Fleurs'] as const;
/** kWh consumed over the period ending on `date`. */
export const energyReadingRow = strictRow({
  id,
  compteur: oneOf(METERS),
  date: strictDate,
  kwh: nonNegativeNumber,
});

/** The sections of the charts area. */
export const chartsSections = {
  energie: defineSection({ name: 'energie', label: 'Relevés EDF', schema: energyReadingRow, uniqueKey: { label: 'compteur + date', key: (r) => `${r.compteur} ${r.date}` } }),
};
