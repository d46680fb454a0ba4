import { SectionError, Spinner } from 'shared-kernel';

/** What stands in a chart's place while its nivo library is not there: a spinner, or the failure with « Réessayer ». */
export function ChartWait({ failed, retry }: { failed: boolean; retry: () => void }) {
  return failed ? <SectionError title="Le graphique n'a pas pu être chargé." onRetry={retry} /> : <Spinner label="Chargement du graphique…" />;
}
