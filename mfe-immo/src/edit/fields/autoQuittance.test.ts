/**
 * The lease form's « Envoyer la quittance dès le loyer payé »: why it needs the tenant's agreement, and what it still lacks;
 * and its automatic relance, which never extends to the mise en demeure.
 */
import { autoQuittanceHint, leaseFields, newLease } from './leaseFields';

const WHY = 'Par e-mail, avec l’accord exprès du locataire (art. 21 de la loi du 6 juillet 1989) : renseignez la date de son accord';

test('the box and the agreement date follow the lease’s fields; a new lease is not sent automatically', () => {
  const fields = leaseFields(['Lyon T2']);
  expect(fields.slice(-3).map((f) => [f.name, f.label, f.kind])).toEqual([
    ['envoi_quittance_auto', 'Envoyer la quittance dès le loyer payé', 'flag'],
    ['accord_envoi_le', 'Accord du locataire le', 'date'],
    ['relance_auto_jours', "Relance automatique (jours après l'échéance)", 'number'],
  ]);
  expect(fields.at(-1)!.hint).toContain('Une mise en demeure n’est jamais envoyée automatiquement.');
  expect(newLease(['Lyon T2'], '2026-10-01')).toMatchObject({ envoi_quittance_auto: 0, accord_envoi_le: null, relance_auto_jours: null });
});

test('the hint names art. 21, and says when the e-mail or SMTP_URL is missing', () => {
  expect(autoQuittanceHint({ email: 'jean@exemple.fr' }, true)).toBe(WHY);
  expect(autoQuittanceHint({ email: 'jean@exemple.fr' }, null)).toBe(WHY);
  expect(autoQuittanceHint({ email: ' ' }, true)).toBe(`${WHY}. Rien ne part tant que l’e-mail du locataire manque.`);
  expect(autoQuittanceHint({ email: '' }, false)).toBe(
    `${WHY}. Rien ne part tant que l’e-mail du locataire manque et que l’envoi par e-mail n’est pas configuré sur le serveur (SMTP_URL).`,
  );
});
