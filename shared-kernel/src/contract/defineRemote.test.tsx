import { findByRole, fireEvent } from '@testing-library/dom';
import { mountRootParcel } from 'single-spa';
import { defineRemote } from './defineRemote';

let broken = true;
function Page() {
  if (broken) throw new Error('panne de rendu');
  return <h1>Films</h1>;
}

beforeEach(() => {
  broken = true;
  window.location.hash = '#/films';
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function mount(props: Record<string, unknown> = {}) {
  const remote = defineRemote({ name: 'films', pages: { '/films': Page } });
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const parcel = mountRootParcel(remote.app as never, { domElement, ...props });
  await parcel.mountPromise;
  return { domElement, parcel };
}

describe('a page that throws while rendering', () => {
  it("shows the section's French fallback, the same as the shell's", async () => {
    const { domElement, parcel } = await mount();
    const alert = await findByRole(domElement, 'alert');
    expect(alert).toHaveTextContent('La section Films est momentanément indisponible.');
    expect(alert).toHaveTextContent('panne de rendu');
    await parcel.unmount();
  });

  it('Réessayer asks the shell to reload the section (its code may have been fixed)', async () => {
    const reloadSection = jest.fn();
    const { domElement, parcel } = await mount({ reloadSection });
    fireEvent.click(await findByRole(domElement, 'button', { name: 'Réessayer' }));
    expect(reloadSection).toHaveBeenCalledTimes(1);
    await parcel.unmount();
  });

  it('outside the shell, Réessayer renders the page again', async () => {
    const { domElement, parcel } = await mount();
    broken = false;
    fireEvent.click(await findByRole(domElement, 'button', { name: 'Réessayer' }));
    expect(await findByRole(domElement, 'heading', { name: 'Films' })).toBeInTheDocument();
    await parcel.unmount();
  });
});
