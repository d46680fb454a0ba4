import { GlobalStyle } from '../layout/GlobalStyle';

/** Shown instead of a blank page when config.json cannot be used. */
export function ConfigError({ reason }: { reason: string }) {
  return (
    <main style={{ maxWidth: 720, margin: '48px auto', padding: 16 }}>
      <GlobalStyle />
      <h1>Configuration invalide</h1>
      <p role="alert">Le tableau de bord ne peut pas démarrer : {reason}.</p>
      <p>
        Corrigez <code>config.json</code> à côté de <code>index.html</code> (voir le README), puis rechargez la page.
      </p>
    </main>
  );
}
