import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, cardColorAt, CardGrid, Field, FieldError, FigureList, formatInteger, formatNumber, Page, theme } from 'shared-kernel';
import { routeOf } from '../../routes';
import { computeTotals, type CocktailTotals } from '../../cocktail/computeTotals';
import {
  DEFAULT_SETTINGS,
  SETTING_KEYS,
  loadSettings,
  parseField,
  saveSettings,
  type CocktailSettings,
  type FieldResult,
  type SettingKey,
} from '../../cocktail/settings';
import { FIELD_GROUPS, fieldLabel } from './fields';

type Draft = Record<SettingKey, string>;

const toDraft = (s: CocktailSettings): Draft =>
  Object.fromEntries(SETTING_KEYS.map((k) => [k, String(s[k]).replace('.', ',')])) as Draft;

const Form = styled.form`
  fieldset {
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    padding: 8px 16px 12px;
    margin: 0 0 16px;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 10px 16px;
  }
  input {
    font-variant-numeric: tabular-nums;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
`;

const Status = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(p) => (p.$error ? theme.danger : theme.muted)};
`;

const litres = (n: number) => `${formatNumber(n)} L`;
const bottles = (n: number) => `${formatNumber(n)} bouteille${n >= 2 ? 's' : ''}`;

function Totals({ totals, margin }: { totals: CocktailTotals; margin: number }) {
  return (
    <>
      <p>
        {formatInteger(totals.glasses)} coupes de {formatNumber(totals.clPerGlass)} cl
        {totals.marginApplied ? `, marge de sécurité de ${formatNumber(margin)} % comprise` : ', sans marge de sécurité'}.
      </p>
      <CardGrid $min="210px">
        {totals.ingredients.map((t, i) => (
          <Card key={t.key} title={t.label} color={cardColorAt(i)} value={bottles(t.bottles)}>
            <FigureList
              items={[
                { label: 'Par coupe', value: `${formatNumber(t.clPerGlass)} cl` },
                { label: 'Volume', value: litres(t.litres) },
                { label: 'Avec la marge', value: litres(t.litresWithMargin) },
                { label: 'Bouteille', value: litres(t.bottleVolume) },
                { label: 'À acheter', value: formatInteger(Math.ceil(t.bottles)) },
              ]}
            />
          </Card>
        ))}
      </CardGrid>
    </>
  );
}

/** /cocktail: settings saved in the browser and the quantities they need, one card per ingredient. */
export function Cocktail() {
  const [saved, setSaved] = useState<CocktailSettings>(() => loadSettings());
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();

  const results = useMemo(
    () => Object.fromEntries(SETTING_KEYS.map((k) => [k, parseField(k, draft[k])])) as Record<SettingKey, FieldResult>,
    [draft],
  );
  const invalid = SETTING_KEYS.filter((k) => !results[k].ok);
  const current: CocktailSettings | null =
    invalid.length === 0
      ? (Object.fromEntries(SETTING_KEYS.map((k) => [k, (results[k] as { value: number }).value])) as unknown as CocktailSettings)
      : null;
  const totals = current ? computeTotals(current) : null;
  const dirty = current ? SETTING_KEYS.some((k) => current[k] !== saved[k]) : true;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!current) {
      setStatus({ text: 'Réglages non enregistrés : corrigez les champs signalés.', error: true });
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (saveSettings(current)) {
      setSaved(current);
      setStatus({ text: 'Réglages enregistrés dans ce navigateur.', error: false });
    } else {
      setStatus({ text: 'Enregistrement impossible : le stockage local du navigateur est indisponible.', error: true });
    }
  };

  const change = (key: SettingKey, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setStatus(null);
  };

  return (
    <Page route={routeOf('/cocktail')}>
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Réglages du cocktail">
        {FIELD_GROUPS.map((group) => (
          <fieldset key={group.legend}>
            <legend>{group.legend}</legend>
            <div className="grid">
              {group.fields.map((f) => {
                const id = `${baseId}-${f.key}`;
                const result = results[f.key];
                return (
                  <Field key={f.key}>
                    <label htmlFor={id}>{fieldLabel(f)}</label>
                    <input
                      id={id}
                      name={f.key}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={draft[f.key]}
                      onChange={(e) => change(f.key, e.target.value)}
                      aria-invalid={!result.ok}
                      aria-describedby={result.ok ? undefined : `${id}-error`}
                    />
                    {result.ok ? null : <FieldError id={`${id}-error`}>{result.message}</FieldError>}
                  </Field>
                );
              })}
            </div>
          </fieldset>
        ))}
        <div className="actions">
          <Button type="submit">Enregistrer</Button>
          <Button
            type="button"
            onClick={() => {
              setDraft(toDraft(DEFAULT_SETTINGS));
              setStatus(null);
            }}
          >
            Valeurs par défaut
          </Button>
          <Status role="status" $error={status?.error}>
            {status?.text ?? (dirty ? 'Modifications non enregistrées.' : '')}
          </Status>
        </div>
      </Form>
      <section aria-labelledby={`${baseId}-totals`}>
        <h2 id={`${baseId}-totals`}>Quantités à prévoir</h2>
        {totals && current ? (
          <Totals totals={totals} margin={current.margeSecurity} />
        ) : (
          <p>Totaux indisponibles : corrigez les champs signalés.</p>
        )}
      </section>
    </Page>
  );
}
