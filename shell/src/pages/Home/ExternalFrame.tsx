import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-kernel';

const Notice = styled.p`
  padding: 12px 14px;
  border-radius: ${theme.radius};
  background: ${theme.subtleBg};
  color: ${theme.muted};
  margin: 8px 0;
`;

const Frame = styled.iframe`
  width: 100%;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: #fff;
`;

type State = 'checking' | 'ok' | 'down';

/**
 * A third-party frame (gold price, tides). Its URL comes from config.json; when it is not
 * set or cannot be reached, a short French notice replaces a broken frame.
 */
export function ExternalFrame({ url, title, height }: { url?: string; title: string; height: number }) {
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 5000);
    fetch(url, { mode: 'no-cors', signal: controller.signal })
      .then(() => setState('ok'))
      .catch(() => setState('down'))
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);

  if (!url) return <Notice>{title} : service non configuré (config.json).</Notice>;
  if (state === 'checking') return <Notice>{title} : chargement…</Notice>;
  if (state === 'down') return <Notice>{title} : service injoignable pour le moment.</Notice>;
  return <Frame src={url} title={title} height={height} loading="lazy" sandbox="allow-scripts allow-same-origin" />;
}
