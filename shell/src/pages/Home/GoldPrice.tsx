/**
 * The gold price of Home, from the api's /or (feed, cache and last known value are the api's
 * business): euros per troy ounce and per gram; « dernière valeur connue du … » when the feed
 * failed; one French line under dashes when there is no value at all (or the api is the old
 * backend).
 * Never an error panel: the rest of Home does not depend on it.
 */
import styled from 'styled-components';
import { apiGet, formatDate, formatEuro, queryClient, theme, useQuery } from 'shared-kernel';
import { goldReplySchema } from './goldPriceSchema';

export const GOLD_PATH = 'or';
export const GOLD_UNAVAILABLE = "Cours de l'or indisponible pour le moment.";

export const goldQueryOptions = {
  queryKey: [GOLD_PATH] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet(GOLD_PATH, goldReplySchema, signal),
  staleTime: 5 * 60_000,
  // The api already retries the feed and falls back on the last known value.
  retry: false,
};

const Box = styled.div`
  padding: 12px 14px;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: ${theme.surface};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 32px;
  margin: 0;
  dt {
    color: ${theme.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: ${theme.muted};
  font-size: 0.85rem;
`;

export function GoldPrice() {
  const query = useQuery(goldQueryOptions, queryClient);
  const gold = query.isPending || query.isError ? null : query.data;
  // One layout whatever the state: the figures arrive after the first paint (pre-rendered while
  // loading), above the buttons and the tiles; they replace the dashes instead of pushing those down.
  return (
    <Box>
      <Figures>
        <div>
          <dt>L'once (31,10 g)</dt>
          <dd>{gold ? formatEuro(gold.eurParOnce) : '—'}</dd>
        </div>
        <div>
          <dt>Le gramme</dt>
          <dd>{gold ? formatEuro(gold.eurParGramme) : '—'}</dd>
        </div>
      </Figures>
      {query.isPending ? (
        <Note role="status">Chargement du cours de l'or…</Note>
      ) : !gold ? (
        <Note role="status">{GOLD_UNAVAILABLE}</Note>
      ) : gold.source === 'derniere-valeur' ? (
        <Note>Source injoignable : dernière valeur connue du {formatDate(gold.date)}.</Note>
      ) : (
        <Note>Cours du {formatDate(gold.date)}.</Note>
      )}
    </Box>
  );
}
