/** @jest-environment node */
// Every endpoint this remote calls answers, from the real embedded api, a payload that the
// shared schema accepts.
import { describeApiContract } from 'shared-kernel/testing';
import { demoApiInject } from 'api/testing';

describeApiContract('mfe-immo', ['allData', 'recapLoyers', 'tdb', 'opeCars', 'opeDepenses'], demoApiInject(), [
  ['echeancier', 'Lyon Croix-Rousse'],
  ['echeancier', 'Prêt travaux Annecy'],
  ['bien', 'Lyon Croix-Rousse'],
  ['bien', 'Annecy Vieille Ville', 2025],
  ['bien', 'Marseille Vauban', 2018],
  ['revenusFonciers', 2025],
]);
