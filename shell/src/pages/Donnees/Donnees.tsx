/**
 * #/donnees, « Mes données »: the owner's whole data as a file (export), a file brought back
 * (import, checked first), the data of his old site (LegacyImportFlow: read by the api, checked
 * first), the last change undone, the api's backups, and the INSEE IRL series
 * (mfe-immo's widget `irl`: the section is that area's), the bank statements' import and rules
 * (mfe-immo's widget `releves`), the owner's tax situation (mfe-immo's widget `fiscalite`: his
 * marginal rate and regimes, which the rental statements and yields read). Import, undo, backups, the series and the statements need an
 * api that writes and a signed-in owner; the export needs the first only.
 */
import { useId } from 'react';
import { Hint, LinkButton, Page, Spinner, apiUrl, capabilitiesQueryOptions, queryClient, useQuery } from 'shared-kernel';
import { useCanEdit } from 'shared-kernel/edit';
import { BackupList } from './BackupList';
import { Section } from './Donnees.styles';
import { ImportFlow } from './ImportFlow';
import { LegacyImportFlow } from './LegacyImportFlow';
import { UndoLast } from './UndoLast';
import { RemoteArea } from '../../federation/RemoteArea';
import { shellRouteOf } from '../../routes/shellRoutes';

function ExportLink() {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Exporter</h2>
      <Hint>Toutes vos données dans un fichier JSON, qui se réimporte tel quel ci-dessous.</Hint>
      {/* A plain link: the api answers with the file as an attachment, its session cookie goes along (same site). */}
      <LinkButton href={apiUrl('data?download=1')} download>
        Télécharger mes données
      </LinkButton>
    </Section>
  );
}

/** The bank statements: the way to mfe-immo's import page, and the rules its proposals follow. */
function BankStatements() {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Relevés bancaires</h2>
      <RemoteArea name="immo" widget="releves" />
    </Section>
  );
}

/** The quarters of the IRL series, where the owner adds the one INSEE has just published. */
function IrlSeries() {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Série IRL (INSEE)</h2>
      <RemoteArea name="immo" widget="irl" />
    </Section>
  );
}

/** The owner's marginal rate and declaration regimes, set once: the immo area's section. */
function TaxSituation() {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Situation fiscale</h2>
      <RemoteArea name="immo" widget="fiscalite" />
    </Section>
  );
}

export function Donnees() {
  const capabilities = useQuery(capabilitiesQueryOptions, queryClient);
  const canEdit = useCanEdit();
  if (capabilities.isPending) {
    return (
      <Page route={shellRouteOf('/donnees')}>
        <Spinner />
      </Page>
    );
  }
  const write = capabilities.data?.write ?? false;
  return (
    <Page route={shellRouteOf('/donnees')}>
      {write ? null : (
        <Hint role="note">
          Ce serveur ne permet pas de modifier les données (ancien serveur) : l'export, l'import, les sauvegardes et l'annulation n'y sont
          pas disponibles.
        </Hint>
      )}
      {write && !canEdit ? <Hint role="note">Connectez-vous pour importer un fichier, voir les sauvegardes ou annuler une modification.</Hint> : null}
      {write ? <ExportLink /> : null}
      {canEdit ? (
        <>
          <ImportFlow />
          <LegacyImportFlow />
          <UndoLast />
          <BackupList />
          <TaxSituation />
          <IrlSeries />
          <BankStatements />
        </>
      ) : null}
    </Page>
  );
}
