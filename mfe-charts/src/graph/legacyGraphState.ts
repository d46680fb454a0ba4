import { useMemo } from 'react';
import { GraphFormatError, parseGraph, type ParsedGraph } from 'shared-kernel/legacyGraph';

export type GraphState = { graph: ParsedGraph; error?: undefined } | { graph?: undefined; error: GraphFormatError };

/** A legacy axis and series, parsed; a malformed one gives its GraphFormatError instead of throwing. */
export function useLegacyGraph(axe: string, serie: string): GraphState {
  return useMemo(() => {
    try {
      return { graph: parseGraph(axe, serie) };
    } catch (e) {
      if (e instanceof GraphFormatError) return { error: e };
      throw e;
    }
  }, [axe, serie]);
}
