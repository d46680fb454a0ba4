import { hrefOf } from 'shared-kernel';
import { NOT_FOUND_TITLE } from '../../routes/shellRoutes';

export function NotFound() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>
        Cette page n'existe pas. <a href={hrefOf('/')}>Retour à l'accueil</a>
      </p>
    </div>
  );
}
