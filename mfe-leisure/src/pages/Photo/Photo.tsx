import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, endpointQueryKey, Hint, Page, queryClient, QueryView, theme, useEndpoint } from 'shared-kernel';
import { imagesRecettes } from 'area-leisure/contract';
import { routeOf } from '../../routes';
import { imageUrl } from '../../ui/imageUrl';
import { UploadPanel } from './UploadPanel';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  figure {
    margin: 0;
    background: ${theme.surface};
    border-radius: ${theme.radius};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
    overflow: hidden;
    height: 100%;
  }
  .new figure {
    outline: 3px solid ${theme.success};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${theme.subtleBg};
  }
  figcaption {
    padding: 6px 8px;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

/** "pate-a-crepes.png" → "pate a crepes" */
export const altOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');

function ImageGrid({ names, fresh }: { names: readonly string[]; fresh: string | null }) {
  if (names.length === 0) return <Hint>Aucune photo pour l’instant.</Hint>;
  return (
    <>
      <Hint>
        {names.length} photo{names.length > 1 ? 's' : ''}
      </Hint>
      <Grid aria-label="Photos des recettes">
        {names.map((name) => (
          <li key={name} className={name === fresh ? 'new' : undefined}>
            <figure>
              <img src={imageUrl('recettes', name)} alt={altOf(name)} loading="lazy" width={160} height={120} />
              <figcaption>
                {name}
                {name === fresh ? ' (nouvelle)' : ''}
              </figcaption>
            </figure>
          </li>
        ))}
      </Grid>
    </>
  );
}

/** /photo: the recipe images, with an upload panel that toggles. */
export function Photo() {
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const panelId = useId();
  const query = useEndpoint(imagesRecettes);
  const onUploaded = (name: string) => {
    setFresh(name);
    void queryClient.invalidateQueries({ queryKey: endpointQueryKey(imagesRecettes) });
  };
  return (
    <Page route={routeOf('/photo')}>
      <Button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? 'Cacher Upload' : 'Afficher Upload'}
      </Button>
      <div id={panelId} hidden={!open}>
        <UploadPanel onUploaded={onUploaded} />
      </div>
      <h2>Photos des recettes</h2>
      <QueryView query={query} endpoint={imagesRecettes}>
        {(names) => <ImageGrid names={names} fresh={fresh} />}
      </QueryView>
    </Page>
  );
}
