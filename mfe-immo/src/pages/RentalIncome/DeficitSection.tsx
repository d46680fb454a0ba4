/**
 * The deficit (CGI art. 156 I 3°): this year's part on global income with its ceiling, the
 * part carried forward, the earlier deficits used this year and those left to carry, each by
 * its year of origin; then the taxable rental income.
 */
import styled from 'styled-components';
import { FigureList, formatEuroRound } from 'shared-kernel';
import { DataTable, type Column } from 'shared-kernel/edit';
import type { RevenusFonciers } from 'area-immo/contract';
import { Formula, Notice, Section } from '../../ui/sheet';
import { GLOBAL_CEILING, lastYearOf } from './statementText';

/** The figures, at a width one reads across. */
const Figures = styled.div`
  max-width: 36rem;
`;

type OfYear = RevenusFonciers['deficit']['a_reporter'][number];

const euro = formatEuroRound;

const usedColumns: ReadonlyArray<Column<OfYear>> = [
  { key: 'annee', header: 'Origine', render: (d) => String(d.annee) },
  { key: 'montant', header: 'Montant imputé', numeric: true, render: (d) => euro(d.montant) },
];

const carryColumns: ReadonlyArray<Column<OfYear>> = [
  { key: 'annee', header: 'Origine', render: (d) => String(d.annee) },
  { key: 'montant', header: 'Montant', numeric: true, render: (d) => euro(d.montant) },
  { key: 'fin', header: "Utilisable jusqu'en", render: (d) => String(lastYearOf(d.annee)) },
];

export function DeficitSection({ r }: { r: RevenusFonciers }) {
  const { deficit: d, annee } = r;
  const l261 = r.total.lignes['261'];
  const inDeficit = l261 < 0;
  const raised = d.plafond > GLOBAL_CEILING;
  if (!inDeficit && d.anterieurs_imputes.length === 0 && d.a_reporter.length === 0) return null;
  return (
    <Section aria-labelledby="deficit-title" className="deficit">
      <h3 id="deficit-title">Déficit foncier</h3>
      {inDeficit ? (
        <>
          <Figures>
            <FigureList
              items={[
                { label: `Déficit de ${annee} (ligne 261)`, value: euro(-l261), tone: 'loss' },
                { label: 'Imputable sur le revenu global', value: euro(d.imputable_revenu_global) },
                { label: 'Reporté sur les revenus fonciers des 10 années suivantes', value: euro(d.reportable) },
              ]}
            />
          </Figures>
          <Formula>
            Plafond d'imputation sur le revenu global : {euro(d.plafond)}
            {raised ? `, relevé de ${euro(GLOBAL_CEILING)} par les travaux de rénovation énergétique` : ''}. Le reste du déficit est
            reporté (les intérêts d'emprunt ne s'imputent que sur les revenus fonciers) : {euro(-l261)} −{' '}
            {euro(d.imputable_revenu_global)} = {euro(d.reportable)}.
          </Formula>
          {d.imputable_revenu_global > 0 ? (
            <Notice>
              L'imputation sur le revenu global ne reste acquise que si le bien reste loué jusqu'au 31 décembre {annee + 3}{' '}
              (CGI, art. 156, I, 3°) ; sinon, elle est reprise.
            </Notice>
          ) : null}
        </>
      ) : null}
      {d.anterieurs_imputes.length > 0 ? (
        <DataTable
          caption={`Déficits antérieurs imputés sur les revenus fonciers de ${annee}`}
          columns={usedColumns}
          rows={d.anterieurs_imputes}
          rowKey={(x) => String(x.annee)}
        />
      ) : null}
      {d.a_reporter.length > 0 ? (
        <DataTable
          caption={`Déficits restant à reporter après ${annee}`}
          columns={carryColumns}
          rows={d.a_reporter}
          rowKey={(x) => String(x.annee)}
        />
      ) : (
        <p>Aucun déficit ne reste à reporter après {annee}.</p>
      )}
    </Section>
  );
}

/** What is taxed: line 261 less the earlier deficits used, never below 0. */
export function TaxableIncome({ r }: { r: RevenusFonciers }) {
  const l261 = r.total.lignes['261'];
  const used = r.deficit.anterieurs_imputes.reduce((s, d) => s + Math.round(d.montant * 100), 0) / 100;
  return (
    <Section aria-labelledby="resultat-title">
      <h3 id="resultat-title">Revenu foncier imposable</h3>
      <p className="result">
        <strong>{euro(r.resultat)}</strong>
      </p>
      <Formula>
        {l261 < 0
          ? `L'année est en déficit : aucun revenu foncier imposable en ${r.annee}.`
          : used > 0
            ? `Ligne 261 − déficits antérieurs imputés = ${euro(l261)} − ${euro(used)} = ${euro(r.resultat)}`
            : `Ligne 261 : ${euro(l261)}, aucun déficit antérieur à imputer.`}
      </Formula>
    </Section>
  );
}
