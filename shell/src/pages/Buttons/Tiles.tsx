import styled from 'styled-components';
import { CARD_COLORS, hrefOf, theme, useCapabilities, type CardColor, type RouteEntry } from 'shared-kernel';
import { warmRoute } from '../../federation/warmUp';
import { useRouteEntries } from '../../routes/routeTables';
import { shellRouteOf } from '../../routes/shellRoutes';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 12px;
  a {
    display: block;
    height: 100%;
    padding: 14px 16px;
    border-radius: ${theme.radius};
    color: #fff;
    text-decoration: none;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  }
  a:hover {
    filter: brightness(1.08);
  }
  strong {
    display: block;
    font-size: 1.1rem;
  }
  span {
    font-size: 0.9rem;
    opacity: 0.95;
  }
`;

/** A class per colour, not a style attribute: the pre-rendered HTML carries these tiles, and the CSP allows no inline style. */
const Tile = styled.a<{ $color: CardColor }>`
  background: ${(p) => CARD_COLORS[p.$color]};
`;

/** The remotes' tiles, in their order (« Mes données » is the shell's, added by `withData`). */
export const tileEntries = (entries: readonly RouteEntry[]): RouteEntry[] =>
  entries.filter((r) => r.tile && r.owner !== 'shell').sort((a, b) => a.tile!.order - b.tile!.order);

/** The tiles of Home's « Gestion locative »: the pages added since the spec, in their order. */
export const homeTileEntries = (entries: readonly RouteEntry[]): RouteEntry[] =>
  entries.filter((r) => r.homeTile).sort((a, b) => a.homeTile!.order - b.homeTile!.order);

type TileOf = (r: RouteEntry) => NonNullable<RouteEntry['tile']>;

function TileList({ entries, tileOf, label }: { entries: readonly RouteEntry[]; tileOf: TileOf; label: string }) {
  return (
    <Grid aria-label={label}>
      {entries.map((r) => (
        <li key={r.path}>
          <Tile href={hrefOf(r.path)} $color={tileOf(r).color} onPointerEnter={() => warmRoute(r.path)} onFocus={() => warmRoute(r.path)}>
            <strong>{tileOf(r).title}</strong>
            <span>{tileOf(r).comment}</span>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}

/**
 * The coloured section tiles of the /buttons menu (also shown on Home). `withData` adds
 * « Mes données » after the spec's tiles, where the api has a data api (an old backend keeps
 * exactly the spec's menu).
 */
export function Tiles({ withData = false }: { withData?: boolean }) {
  const { write } = useCapabilities();
  const routes = useRouteEntries();
  const tiles = tileEntries(routes);
  const entries: RouteEntry[] = withData && write ? [...tiles, shellRouteOf('/donnees')] : tiles;
  return <TileList entries={entries} tileOf={(r) => r.tile!} label="Sections" />;
}

/** Home's « Gestion locative »: a tile for each page added since the spec (leases, statements, rental income, net worth). */
export function ManagementTiles() {
  const entries = homeTileEntries(useRouteEntries());
  return entries.length === 0 ? null : <TileList entries={entries} tileOf={(r) => r.homeTile!} label="Gestion locative" />;
}
