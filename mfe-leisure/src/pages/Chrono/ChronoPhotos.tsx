import { useState } from 'react';
import { QueryView, useEndpoint } from 'shared-kernel';
import { imagesSport } from 'area-leisure/contract';
import { imageUrl } from '../../ui/imageUrl';
import { drawPhotoIndices, photoIndex } from '../../chrono/timer';
import { Photo, Thumbs } from './Chrono.styles';

/** Photos drawn for one session. */
export const PHOTO_COUNT = 4;
/** Photos are drawn among the first MAX_PHOTO_INDEX + 1 sport images. */
export const MAX_PHOTO_INDEX = 20;

interface PhotosProps {
  /** Rest phases completed: the photo shown advances after each one, then wraps. */
  restsDone: number;
  /** Whether the thumbnails of every photo of the session are listed. */
  show: boolean;
  random: () => number;
}

function SessionPhotos({ names, restsDone, show, random }: PhotosProps & { names: readonly string[] }) {
  // Drawn once per session: the photos stay the same while the timer runs.
  const [indices] = useState(() => drawPhotoIndices(PHOTO_COUNT, Math.min(MAX_PHOTO_INDEX, names.length - 1), random));
  if (indices.length === 0) return <p>Aucune photo d’exercice disponible.</p>;
  const current = photoIndex(restsDone, indices.length);
  const name = names[indices[current]!]!;
  return (
    <>
      <Photo>
        <img src={imageUrl('sport', name)} alt={`Exercice ${current + 1} sur ${indices.length}`} />
        <figcaption>
          Exercice {current + 1} sur {indices.length} · {name}
        </figcaption>
      </Photo>
      {show ? (
        <Thumbs aria-label="Les exercices de la séance">
          {indices.map((idx, i) => (
            <li key={idx} aria-current={i === current ? 'true' : undefined}>
              <img src={imageUrl('sport', names[idx]!)} alt={`Exercice ${i + 1}`} />
              {i + 1}. {names[idx]}
            </li>
          ))}
        </Thumbs>
      ) : null}
    </>
  );
}

/** Loads the sport images, draws the session's photos and shows the one of the current round. */
export function ChronoPhotos(props: PhotosProps) {
  const images = useEndpoint(imagesSport);
  return (
    <QueryView query={images} endpoint={imagesSport}>
      {(names) => <SessionPhotos names={names} {...props} />}
    </QueryView>
  );
}
