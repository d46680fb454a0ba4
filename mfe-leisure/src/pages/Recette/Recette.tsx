import { useId } from 'react';
import styled from 'styled-components';
import { useParams, hrefOf, LinkButton, Page, QueryView, theme, useEndpoint } from 'shared-kernel';
import { recettes, type Recipe } from 'area-leisure/contract';
import { routeOf } from '../../routes';
import { Stars } from '../Recettes/Stars';

export const NOT_FOUND_MESSAGE = 'Erreur : Fiche rechette non trouvée';

const Sheet = styled.article`
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  padding: 16px 20px;
  margin: 8px 0 16px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.4rem;
  }
  h3 {
    margin: 20px 0 8px;
    font-size: 1.1rem;
  }
  .meta {
    margin: 0;
    color: ${theme.muted};
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
    align-items: center;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li label {
    display: flex;
    gap: 10px;
    align-items: baseline;
    padding: 6px 0;
    cursor: pointer;
  }
  li input {
    width: 20px;
    height: 20px;
    flex: none;
    align-self: center;
  }
  li input:checked ~ span {
    text-decoration: line-through;
    color: ${theme.muted};
  }
  .poids {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  ol {
    margin: 0;
    padding-left: 1.6em;
  }
  ol li {
    padding: 4px 0;
    line-height: 1.45;
  }
`;

const NotFound = styled.p`
  margin: 16px 0;
  padding: 12px 16px;
  border-left: 6px solid ${theme.danger};
  background: ${theme.dangerBg};
  border-radius: ${theme.radius};
  font-weight: 600;
`;

function RecipeSheet({ recipe }: { recipe: Recipe }) {
  const baseId = useId();
  return (
    <Sheet aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{recipe.titre}</h2>
      <p className="meta">
        <span>{recipe.type}</span>
        <Stars note={recipe.note} />
      </p>
      <h3 id={`${baseId}-ing`}>Ingrédients</h3>
      <ul aria-labelledby={`${baseId}-ing`}>
        {recipe.ingredients.map((ing, i) => (
          <li key={i}>
            <label>
              <input type="checkbox" />
              <span>
                <span className="poids">{ing.poids}</span> {ing.nom}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <h3 id={`${baseId}-steps`}>Préparation</h3>
      <ol aria-labelledby={`${baseId}-steps`}>
        {recipe.commentaire.map((c, i) => (
          <li key={i}>{c.ligne}</li>
        ))}
      </ol>
    </Sheet>
  );
}

/** /recette/:id: the sheet of one recipe, from the shared recipes cache. */
export function Recette() {
  const { id } = useParams();
  const query = useEndpoint(recettes);
  return (
    <Page route={routeOf('/recette/:id')}>
      <LinkButton href={hrefOf('/recettes')}>← Retour aux recettes</LinkButton>
      <QueryView query={query} endpoint={recettes}>
        {(recipes) => {
          const recipe = recipes.find((r) => String(r.id) === id);
          return recipe ? <RecipeSheet key={recipe.id} recipe={recipe} /> : <NotFound role="alert">{NOT_FOUND_MESSAGE}</NotFound>;
        }}
      </QueryView>
    </Page>
  );
}
