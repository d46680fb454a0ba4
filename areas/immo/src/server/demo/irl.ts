/**
 * The INSEE IRL series the demo's leases are revised with (migrations 004 and 006 ship the same
 * values into the base: 2015 T1 to 2025 T3). A revision whose quarter is not here yet is left
 * for the owner to apply once he adds it (the sheet names the missing quarter).
 */
const SERIES: Array<[number, [number, number, number, number] | [number, number, number]]> = [
  [2015, [125.19, 125.25, 125.26, 125.28]],
  [2016, [125.26, 125.25, 125.33, 125.5]],
  [2017, [125.9, 126.19, 126.46, 126.82]],
  [2018, [127.22, 127.77, 128.45, 129.03]],
  [2019, [129.38, 129.72, 129.99, 130.26]],
  [2020, [130.57, 130.57, 130.59, 130.52]],
  [2021, [130.69, 131.12, 131.67, 132.62]],
  [2022, [133.93, 135.84, 136.27, 137.26]],
  [2023, [138.61, 140.59, 141.03, 142.06]],
  [2024, [143.46, 145.17, 144.51, 144.64]],
  [2025, [145.47, 146.68, 145.77]],
];

/** The index of quarter `trimestre` of `annee`, or undefined when not in the series. */
export function demoIrl(annee: number, trimestre: number): number | undefined {
  return SERIES.find(([year]) => year === annee)?.[1][trimestre - 1];
}
