import { CARD_COLOR_ORDER, Card, CardGrid, Page } from 'shared-kernel';
import { shellRouteOf } from '../../routes/shellRoutes';

const COLOR_NAMES = { blue: 'Bleu', green: 'Vert', orange: 'Orange', cherry: 'Cerise', red: 'Rouge' } as const;

/** Demo of the card component in its five colours (blue, green, orange, cherry, red). */
export function TestCard() {
  return (
    <Page route={shellRouteOf('/testcard')}>
      <CardGrid>
        {CARD_COLOR_ORDER.map((c) => (
          <Card key={c} color={c} title={`Carte ${COLOR_NAMES[c].toLowerCase()}`} value={COLOR_NAMES[c]} />
        ))}
      </CardGrid>
    </Page>
  );
}
