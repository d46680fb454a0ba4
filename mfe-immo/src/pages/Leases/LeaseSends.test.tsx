/** A lease's sends in words, as « Envois » lists them. */
import { sendText } from './LeaseSends';

test('sent, failed and cut short, each with its month, day and address', () => {
  const base = { periode: '2026-10', adresse: 'jean.dupont@exemple.fr' } as const;
  expect(sendText({ ...base, document: 'quittance', date: '2026-10-06T07:01:00.000Z', resultat: 'envoye' })).toBe(
    'Quittance — octobre 2026 : envoi réussi le 06/10/2026 à jean.dupont@exemple.fr',
  );
  expect(sendText({ ...base, document: 'recu', date: '2026-10-05T07:00:00.000Z', resultat: 'echec' })).toBe(
    'Reçu de paiement partiel — octobre 2026 : envoi en échec le 05/10/2026 (jean.dupont@exemple.fr), nouvel essai automatique',
  );
  expect(sendText({ ...base, document: 'quittance', date: null, resultat: 'en_attente' })).toBe(
    'Quittance — octobre 2026 : envoi interrompu (jean.dupont@exemple.fr), à vérifier auprès du locataire',
  );
});
