/**
 * /revenus-fonciers/:annee: form 2044 line by line on the owner's share of each property, the
 * properties left off and why, the deficit and what is taxed, micro-foncier or réel, the
 * furnished lets (BIC), and first the boxes of the 2042 to type (« À reporter sur votre
 * déclaration »); a year not over marked « prévisionnel »; printable on A4; the charges of the year and the earlier deficits edited below, read only when opened.
 */
import { Button, Card, CardGrid, Page, QueryView, Toolbar, formatEuroRound, hrefOf, useParamEndpoint, useParams } from 'shared-kernel';
import { useCanEdit } from 'shared-kernel/edit';
import { revenusFonciers, type RevenusFonciers } from 'area-immo/contract';
import { routeOf } from '../../routes';
import { ChargesEditing } from '../../edit/ChargesEditing';
import { incomeHref } from '../../links/links';
import { Formula, Links, Notice, Section, Subtitle } from '../../ui/sheet';
import { Declaration2042 } from './Declaration2042';
import { DeficitSection, TaxableIncome } from './DeficitSection';
import { FurnishedSection } from './FurnishedSection';
import { Form2044Table } from './Form2044Table';
import { LeaselessPayments } from './LeaselessPayments';
import { exclusionSentence, microText, regimeText } from './statementText';
import { PriorDeficitsEditing } from './PriorDeficitsEditing';
import { PrintStyle } from './printStyle';

export const TAX_NOTICE = 'Aide au calcul, pas un conseil fiscal : vérifiez avec la notice 2044 ou un professionnel.';
/** A year before the first rent received: its deficits are those the owner filed. */
export const BEFORE_FIRST_RENTS = 'Avant vos premiers loyers enregistrés : indiquez les déficits déclarés dans Mes données';

/** A year not over: what it says above its figures. */
export const ESTIMATE_NOTICE =
  "Prévisionnel : l'année n'est pas terminée. Ces montants ajoutent à ce qui est enregistré les loyers que vos baux prévoient et les échéances de vos emprunts jusqu'au 31 décembre ; aucun déficit n'en est définitif.";

export const ROUNDING_NOTE =
  "Montants de votre quote-part, arrondis à l'euro le plus proche ; les totaux (lignes 215, 240 et 261) additionnent les lignes arrondies, comme sur le formulaire.";

/** Beyond this many property columns the printed page turns to landscape. */
const PORTRAIT_COLUMNS = 5;

const euro = formatEuroRound;

function Exclusions({ r }: { r: RevenusFonciers }) {
  if (r.exclus.length === 0) return null;
  return (
    <Section aria-labelledby="exclus-title">
      <h3 id="exclus-title">Biens hors de la déclaration 2044</h3>
      <ul>
        {r.exclus.map((e) => (
          <li key={e.IM_NOM}>{exclusionSentence(e)}</li>
        ))}
      </ul>
    </Section>
  );
}

function Regimes({ r }: { r: RevenusFonciers }) {
  const micro = microText(r);
  const offset = r.deficit.imputable_revenu_global;
  return (
    <Section aria-labelledby="regimes">
      <h3 id="regimes">Réel ou micro-foncier</h3>
      <CardGrid $min="260px">
        <Card level={4} title="Régime réel" color="blue" value={euro(r.resultat - offset)}>
          <Formula>
            {offset > 0
              ? `Revenu foncier imposable (${euro(r.resultat)}) moins le déficit imputé sur le revenu global (${euro(offset)}).`
              : 'Revenu foncier imposable, après les déficits antérieurs.'}
          </Formula>
        </Card>
        <Card level={4} title="Micro-foncier" color="green" value={r.micro_foncier.applicable ? euro(r.micro_foncier.revenu_net) : '—'}>
          <Formula>{micro.result}</Formula>
          <Formula>{micro.formula}</Formula>
        </Card>
      </CardGrid>
      <p>
        <strong>{regimeText(r)}</strong>
      </p>
    </Section>
  );
}

function Statement({ r }: { r: RevenusFonciers }) {
  return (
    <>
      <PrintStyle $landscape={r.biens.length > PORTRAIT_COLUMNS} />
      {r.previsionnel ? <Notice role="note">{ESTIMATE_NOTICE}</Notice> : null}
      {r.avant_premiers_loyers && !r.meubles ? null : <Declaration2042 r={r} />}
      <Section aria-labelledby="form-title">
        <h3 id="form-title">Déclaration 2044 des revenus {r.annee}</h3>
        {r.avant_premiers_loyers ? (
          <p role="note">
            {BEFORE_FIRST_RENTS} (<a href={hrefOf('/donnees')}>section « deficitsFonciers »</a>).
          </p>
        ) : r.biens.length > 0 ? (
          <>
            <Form2044Table r={r} labelledBy="form-title" />
            <Formula>{ROUNDING_NOTE}</Formula>
          </>
        ) : (
          <p>Aucun bien à déclarer cette année.</p>
        )}
      </Section>
      <LeaselessPayments r={r} />
      <Exclusions r={r} />
      <FurnishedSection r={r} />
      <DeficitSection r={r} />
      <TaxableIncome r={r} />
      <Regimes r={r} />
    </>
  );
}

/** The year's charges and the earlier deficits, where the owner may write. */
function Editing({ year }: { year: number }) {
  if (!useCanEdit()) return null;
  return (
    <Section aria-labelledby="saisie-title" className="no-print">
      <h3 id="saisie-title">Charges et déficits antérieurs</h3>
      <p>
        Les loyers, les taxes foncières et les emprunts se modifient depuis <a href={hrefOf('/loyers')}>Loyers</a>,{' '}
        <a href={hrefOf('/listeappt')}>Liste Appt</a> et <a href={hrefOf('/emprunt')}>Emprunts</a>.
      </p>
      <ChargesEditing year={year} />
      <PriorDeficitsEditing year={year} />
    </Section>
  );
}

function UnknownYear({ year }: { year: number }) {
  return (
    <p role="status">
      Revenus fonciers {year} introuvables. <a href={hrefOf('/listeappt')}>Retour à la liste des biens</a>
    </p>
  );
}

export function RentalIncome() {
  const year = Number(useParams().annee);
  const query = useParamEndpoint(revenusFonciers, year);
  return (
    <Page route={routeOf('/revenus-fonciers/:annee')}>
      <div className="statement">
        <Subtitle>Année {year}</Subtitle>
        <Toolbar className="no-print">
          <Links aria-label="Autres années">
            <li>
              <a href={incomeHref(year - 1)}>← Revenus fonciers {year - 1}</a>
            </li>
            <li>
              <a href={incomeHref(year + 1)}>Revenus fonciers {year + 1} →</a>
            </li>
          </Links>
          <Button type="button" onClick={() => window.print()}>
            Imprimer
          </Button>
        </Toolbar>
        <Notice>{TAX_NOTICE}</Notice>
        <QueryView query={query} message={revenusFonciers.errorMessage} notFound={<UnknownYear year={year} />}>
          {(r) => <Statement r={r} />}
        </QueryView>
      </div>
      <Editing year={year} />
    </Page>
  );
}
