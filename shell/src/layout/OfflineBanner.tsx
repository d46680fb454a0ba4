import { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { cachedReplies, forgetCachedReplies, theme } from 'shared-kernel';
import { formatDateTime } from '../format/formatDateTime';

/** The browser's own knowledge of the network (navigator.onLine and its events). */
const network = {
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
  online: () => navigator.onLine,
};

/** The banner's words: null when online with fresh data. */
export function offlineText(online: boolean, dataDate: Date | null): string | null {
  if (dataDate) return `Hors ligne — données du ${formatDateTime(dataDate)}`;
  return online ? null : 'Hors ligne';
}

const Banner = styled.p`
  margin: 0 0 8px;
  padding: 8px 16px;
  background: ${theme.highlight};
  border-bottom: 1px solid ${theme.highlightBorder};
  color: ${theme.text};
  font-weight: 600;
  text-align: center;
`;

/**
 * « Hors ligne — données du 23/11/2026 à 14:05 »: shown while the browser is offline or the
 * figures on screen came from the service worker's cache (with the date they were fetched);
 * gone once the network is back. The live region stays in the page so that the change is read out.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(network.subscribe, network.online, () => true);
  const dataDate = useSyncExternalStore(cachedReplies.subscribe, cachedReplies.oldest, () => null);
  // Back online, the queries read again (react-query refetches on reconnect): the cached dates no longer apply.
  useEffect(() => {
    window.addEventListener('online', forgetCachedReplies);
    return () => window.removeEventListener('online', forgetCachedReplies);
  }, []);
  const text = offlineText(online, dataDate);
  return <div role="status">{text ? <Banner>{text}</Banner> : null}</div>;
}
