import { NOT_FOUND_TITLE, hrefOf } from 'shared-kernel';

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
