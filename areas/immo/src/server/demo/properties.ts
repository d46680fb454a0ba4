/** Demo rental properties: every type, sold and unsold, joint ownership, loans, agency fees. */
import type { PropertyType } from '../../contract';

export interface DemoProperty {
  name: string;
  type: PropertyType;
  jointOwnership: 0 | 1;
  purchaseDate: string;
  purchasePrice: number;
  /** Monthly rent today (or at the sale); 0 when never let. */
  rent: number;
  /** Theoretical monthly rent (0 when never let). */
  theoreticalRent: number;
  /** Agency fee as a share of the rent (0 when managed directly). */
  agencyRate: number;
  /** Borrower's insurance: a monthly amount or a yearly rate of the capital. */
  loan?: { capital: number; ratePercent: number; months: number; insurance: { monthly: number } | { ratePercent: number } };
  /** The current lease of a let property: its start and the IRL quarter its revision clause names. */
  lease?: { date: string; irlQuarter: 1 | 2 | 3 | 4 };
  sale?: { date: string; price: number };
  comment: string | null;
  /** The owner's share in percent when recorded (IM_QUOTE_PART); else the default. */
  sharePercent?: number;
  /** A furnished letting (IM_MEUBLE): declared as BIC, outside form 2044. */
  furnished?: true;
  /** Its address (IM_ADRESSE), printed on the documents. */
  address: string;
  /** The tenant of a let property (section baux): the rent is split into rent and `charges`. */
  tenant?: { name: string; email?: string; dueDay: number; charges: number };
}

/** The owner as the documents print him (section proprietaire): he lives in the main residence. */
export const DEMO_OWNER = { nom: 'Jean Martin', adresse: '9 chemin de Vassieux, 69300 Caluire-et-Cuire' };

export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    name: 'Lyon Croix-Rousse',
    address: "12 rue d'Austerlitz, 69004 Lyon",
    tenant: { name: 'Camille Dubois', email: 'camille.dubois@exemple.fr', dueDay: 5, charges: 70 },
    type: 'PROP',
    jointOwnership: 0,
    purchaseDate: '2014-06-12',
    purchasePrice: 168000,
    rent: 720,
    theoreticalRent: 750,
    agencyRate: 0.07,
    loan: { capital: 140000, ratePercent: 1.85, months: 240, insurance: { monthly: 28 } },
    lease: { date: '2022-09-01', irlQuarter: 2 },
    comment: 'T2 de 45 m² avec balcon, gestion par agence',
  },
  {
    name: 'Villeurbanne Gratte-Ciel',
    address: '28 avenue Henri Barbusse, 69100 Villeurbanne',
    tenant: { name: 'Lucas Moreau', dueDay: 10, charges: 60 },
    type: 'PROP',
    jointOwnership: 0,
    purchaseDate: '2016-03-04',
    purchasePrice: 132000,
    rent: 610,
    theoreticalRent: 610,
    agencyRate: 0,
    lease: { date: '2021-07-15', irlQuarter: 1 },
    comment: 'Studio meublé, gestion directe',
    furnished: true,
  },
  {
    name: 'Montpellier Antigone',
    address: '5 place du Millénaire, 34000 Montpellier',
    tenant: { name: 'Sarah Benali', email: 'sarah.benali@exemple.fr', dueDay: 3, charges: 90 },
    type: 'PROP',
    jointOwnership: 0,
    purchaseDate: '2021-11-18',
    purchasePrice: 210000,
    rent: 830,
    theoreticalRent: 850,
    agencyRate: 0.075,
    loan: { capital: 189000, ratePercent: 1.1, months: 240, insurance: { ratePercent: 0.3 } },
    lease: { date: '2022-02-01', irlQuarter: 4 },
    comment: 'T3 proche tramway, dispositif Pinel',
  },
  {
    name: 'Bordeaux Chartrons',
    address: '41 rue Notre-Dame, 33000 Bordeaux',
    tenant: { name: 'Julie et Thomas Lefèvre', email: 'julie.lefevre@exemple.fr', dueDay: 8, charges: 80 },
    type: 'PROP',
    jointOwnership: 0,
    purchaseDate: '2023-04-03',
    purchasePrice: 245000,
    rent: 890,
    theoreticalRent: 900,
    agencyRate: 0.06,
    loan: { capital: 220000, ratePercent: 3.95, months: 300, insurance: { ratePercent: 0.34 } },
    lease: { date: '2023-06-01', irlQuarter: 1 },
    comment: 'T2 rénové, quartier des Chartrons',
  },
  {
    name: 'Caluire Résidence principale',
    address: '9 chemin de Vassieux, 69300 Caluire-et-Cuire',
    type: 'PRINC',
    jointOwnership: 1,
    purchaseDate: '2017-09-20',
    purchasePrice: 385000,
    rent: 0,
    theoreticalRent: 0,
    agencyRate: 0,
    loan: { capital: 300000, ratePercent: 1.35, months: 300, insurance: { monthly: 52 } },
    comment: 'Maison familiale',
  },
  {
    name: 'Grenoble Championnet',
    address: '6 place Championnet, 38000 Grenoble',
    type: 'NUE',
    jointOwnership: 0,
    purchaseDate: '2018-05-15',
    purchasePrice: 95000,
    rent: 0,
    theoreticalRent: 0,
    agencyRate: 0,
    comment: 'Nue-propriété, usufruit temporaire de 15 ans',
  },
  {
    name: 'Annecy Vieille Ville',
    address: '3 rue Sainte-Claire, 74000 Annecy',
    tenant: { name: 'Marc Girard', dueDay: 2, charges: 100 },
    type: 'INDI',
    jointOwnership: 1,
    purchaseDate: '2015-02-10',
    purchasePrice: 240000,
    rent: 980,
    theoreticalRent: 1000,
    agencyRate: 0.08,
    loan: { capital: 120000, ratePercent: 2.1, months: 240, insurance: { monthly: 24 } },
    comment: 'Indivision familiale (50 %), location saisonnière hors été',
  },
  {
    name: 'Chambéry Bissy',
    address: '22 rue de la Chapelle, 73000 Chambéry',
    tenant: { name: 'Élodie Fontaine', email: 'elodie.fontaine@exemple.fr', dueDay: 6, charges: 60 },
    type: 'INDI',
    jointOwnership: 1,
    purchaseDate: '2019-07-01',
    purchasePrice: 176000,
    rent: 760,
    theoreticalRent: 760,
    agencyRate: 0,
    lease: { date: '2019-09-01', irlQuarter: 2 },
    comment: 'Indivision avec ma sœur',
    sharePercent: 50,
  },
  {
    name: 'Saint-Étienne Jacquard',
    address: '8 place Jacquard, 42000 Saint-Étienne',
    tenant: { name: 'Paul Bertrand', dueDay: 4, charges: 45 },
    type: 'PROP',
    jointOwnership: 0,
    purchaseDate: '2012-10-05',
    purchasePrice: 78000,
    rent: 480,
    theoreticalRent: 480,
    agencyRate: 0.07,
    sale: { date: '2020-06-30', price: 96000 },
    comment: 'Vendu occupé',
  },
  {
    name: 'Marseille Vauban',
    address: '33 boulevard Vauban, 13006 Marseille',
    type: 'PROP',
    jointOwnership: 1,
    purchaseDate: '2013-01-15',
    purchasePrice: 150000,
    rent: 650,
    theoreticalRent: 650,
    agencyRate: 0.065,
    sale: { date: '2019-03-28', price: 182000 },
    comment: null,
  },
  {
    name: 'Valence Centre',
    address: '10 rue Madier de Montjau, 26000 Valence',
    type: 'NUE',
    jointOwnership: 0,
    purchaseDate: '2010-09-01',
    purchasePrice: 60000,
    rent: 0,
    theoreticalRent: 0,
    agencyRate: 0,
    sale: { date: '2022-11-15', price: 85000 },
    comment: 'Nue-propriété revendue à l’usufruitier',
  },
  {
    name: 'Aix-les-Bains Lac',
    address: '45 boulevard Robert Barrier, 73100 Aix-les-Bains',
    type: 'PRINC',
    jointOwnership: 0,
    purchaseDate: '2009-04-20',
    purchasePrice: 210000,
    rent: 0,
    theoreticalRent: 0,
    agencyRate: 0,
    sale: { date: '2017-09-15', price: 248000 },
    comment: 'Ancienne résidence principale',
  },
];

/** Loans that are not named after the property they finance (IM_NOM says which). */
export const DEMO_OTHER_LOANS = [
  {
    nom: 'Prêt travaux Annecy',
    IM_NOM: 'Annecy Vieille Ville',
    capital: 25000,
    taux: 2.4,
    duree_mois: 120,
    debut: '2019-04-10',
    assurance_mensuelle: null,
    assurance_taux: 0.25,
  },
];
