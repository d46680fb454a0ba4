import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, FirstSection, LinkButton, Page, getRuntimeConfig, hrefOf, useCapabilities } from 'shared-kernel';
import { RemoteArea } from '../../federation/RemoteArea';
import { WhenNear } from '../../federation/WhenNear';
import { ManagementTiles, Tiles } from '../Buttons/Tiles';
import { ExternalFrame } from './ExternalFrame';
import { GoldPrice } from './GoldPrice';
import { FIRST_WIDGET, HOME_WIDGET, NET_WORTH_WIDGET } from './homeWidget';
import { shellRouteOf } from '../../routes/shellRoutes';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 8px 0 12px;
`;

/** Unseen: out of sight and out of the accessibility tree, its room kept (a class: the CSP allows no inline style). */
const DataLink = styled(LinkButton)<{ $unseen: boolean }>`
  ${({ $unseen }) => ($unseen ? 'visibility: hidden;' : '')}
`;

const Section = styled.section`
  margin: 16px 0;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 8px;
  }
`;


/** Home's first section while its widget loads, or around its remote's error: the widget draws the same frame. */
const firstSection = (content?: ReactNode) => <FirstSection title={FIRST_WIDGET.title}>{content}</FirstSection>;

export function Home() {
  const { goldWidgetUrl, tideUrl, apiBase } = getRuntimeConfig();
  // The api's own tides page (computed offline), unless config.json names another one.
  const tidesPage = tideUrl ?? `${apiBase.replace(/\/+$/, '')}/marees`;
  const [showTides, setShowTides] = useState(false);
  // Export and import exist only on an api that writes (not on the old backend).
  const { write } = useCapabilities();
  return (
    <Page route={shellRouteOf('/')}>
      {/* What needs the owner first (the late rents, « À faire »): its place kept from the
          pre-rendered paint on, so that its late arrival on a phone pushes nothing down. */}
      <RemoteArea name={FIRST_WIDGET.remote} widget={FIRST_WIDGET.widget} frame={firstSection} />
      <Section aria-labelledby="or">
        <h2 id="or">Cours de l'or</h2>
        {/* Our own widget; a goldWidgetUrl in config.json shows that page instead, as before. */}
        {goldWidgetUrl ? <ExternalFrame url={goldWidgetUrl} title="Cours de l'or" height={180} /> : <GoldPrice />}
      </Section>
      <Row>
        <Button type="button" aria-expanded={showTides} onClick={() => setShowTides((s) => !s)}>
          {showTides ? 'Cacher les marées' : 'Afficher les marées'}
        </Button>
        <Button type="button" disabled title="L'envoi de mail est désactivé">
          Send mail
        </Button>
        {/* Its place kept, unseen, until the api says it writes (after the first paint): on a
            phone the row wraps, and a link arriving would push the tiles down. */}
        <DataLink href={hrefOf('/donnees')} $unseen={!write}>
          Mes données
        </DataLink>
      </Row>
      {showTides ? <ExternalFrame url={tidesPage} title="Horaires des marées" height={420} /> : null}
      {/* Tiles, then the overview, in that order: the overview arrives last and, below
          everything, moves nothing when it does. */}
      <Section aria-labelledby="sections">
        <h2 id="sections">Sections</h2>
        <Tiles />
      </Section>
      <Section aria-labelledby="gestion">
        <h2 id="gestion">Gestion locative</h2>
        <ManagementTiles />
      </Section>
      <Section aria-labelledby="apercu">
        <h2 id="apercu">Aperçu du parc</h2>
        <RemoteArea name={HOME_WIDGET.remote} widget={HOME_WIDGET.widget} />
        {/* Another remote's area: mfe-opvcm down, only this card says so. Under the overview,
            below the fold on most screens: its code and data load as it comes near. */}
        <WhenNear>
          <RemoteArea name={NET_WORTH_WIDGET.remote} widget={NET_WORTH_WIDGET.widget} />
        </WhenNear>
      </Section>
    </Page>
  );
}
