import { sampleSection } from '../testing/sampleSection';
import { fireEvent, render, screen } from '@testing-library/react';
import { RowForm } from './RowForm';
import { LastChangeProbe } from '../testing/LastChangeProbe';
import { forgetLastChange } from '../api/lastChange';
import type { FieldSpec } from './formValues';

const FIELDS: FieldSpec[] = [
  { name: 'COP_DATE', label: 'Date', kind: 'date' },
  { name: 'COP_LIBELLE', label: 'Libellé', kind: 'text' },
  { name: 'COP_MONT', label: 'Montant (€)', kind: 'number' },
  { name: 'COP_GARAGE', label: 'Commerçant', kind: 'text', nullable: true },
];
const INITIAL = { COP_DATE: '2024-03-15', COP_LIBELLE: 'Pain', COP_MONT: 4.2, COP_GARAGE: null };

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  forgetLastChange();
});

/** The api answers each call in turn with one of `replies` ([status, body]). */
function api(...replies: Array<[number, unknown]>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const [status, body] = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    return { ok: status < 300, status, statusText: '', headers: { get: () => null }, json: async () => body };
  }) as unknown as typeof fetch;
  return calls;
}

function renderForm(onDone = jest.fn()) {
  render(
    <>
      <RowForm section={sampleSection} fields={FIELDS} initial={INITIAL} title="Ajouter une dépense" savedMessage="Dépense ajoutée." onDone={onDone} onCancel={jest.fn()} />
      <LastChangeProbe />
    </>,
  );
  return onDone;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RowForm', () => {
  it('shows the shared schema’s message at the field and sends nothing', () => {
    const calls = api([201, { payload: {} }]);
    renderForm();
    type('Montant (€)', '12 €');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const field = screen.getByLabelText('Montant (€)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('nombre attendu (ex. 1234.5)');
    expect(field).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('posts the row, then records the change for the shell’s undo bar', async () => {
    const calls = api([201, { payload: { id: 9, ...INITIAL, COP_MONT: 5.5 } }], [200, { payload: {} }]);
    const onDone = renderForm();
    type('Montant (€)', '5,5');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Dépense ajoutée.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    expect(calls[0]!.url).toMatch(/\/api\/data\/depenses$/);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ ...INITIAL, COP_MONT: 5.5 });
  });

  it('keeps what was typed when the api refuses, with the error at its field or « Réessayer »', async () => {
    api([400, { error: 'invalid_data', message: 'Enregistrement refusé : champ « COP_LIBELLE » : trop long', champ: 'COP_LIBELLE' }], [503, { error: 'x', message: 'Service indisponible.' }]);
    renderForm();
    type('Libellé', 'Très long libellé');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/trop long/)).toBeInTheDocument();
    expect(screen.getByLabelText('Libellé')).toHaveValue('Très long libellé');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enregistrement impossible');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Libellé')).toHaveValue('Très long libellé');
  });
});
