import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { apiUrl } from 'shared-kernel';
import { UPLOAD_FIELD, UPLOAD_PATH } from 'area-leisure/contract';
import { leisureFixtures } from 'area-leisure/contract/fixtures';
import { fixtureOf, healApi, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { imageUrl } from '../../ui/imageUrl';
import { altOf } from './Photo';

const images = fixtureOf('imagesRecettes');

/** A stand-in for XMLHttpRequest: records what is sent, lets the test drive progress and the reply. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  method = '';
  url = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const realXhr = window.XMLHttpRequest;
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
let objectUrls = 0;

beforeEach(() => {
  FakeXhr.sent = [];
  objectUrls = 0;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  URL.createObjectURL = jest.fn(() => `blob:apercu-${++objectUrls}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

const png = (name = 'tarte-tatin.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], name, { type: 'image/png' });
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.getByLabelText('Photo à envoyer') as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Envoyer' });

async function openPanel() {
  await renderRoute('/photo');
  await screen.findByRole('list', { name: 'Photos des recettes' });
  await user().click(screen.getByRole('button', { name: 'Afficher Upload' }));
}

describe('recipe photos (/photo)', () => {
  it('lists the recipe images from the files folder', async () => {
    await renderRoute('/photo');
    const list = await screen.findByRole('list', { name: 'Photos des recettes' });
    const shown = within(list).getAllByRole('img');
    expect(shown.map((img) => img.getAttribute('src'))).toEqual(images.map((n) => imageUrl('recettes', n)));
    expect(shown.map((img) => img.getAttribute('alt'))).toEqual(images.map(altOf));
    expect(screen.getByText(`${images.length} photos`)).toBeInTheDocument();
  });

  it("toggles the upload panel between 'Afficher Upload' and 'Cacher Upload'", async () => {
    await renderRoute('/photo');
    const toggle = screen.getByRole('button', { name: 'Afficher Upload' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Envoyer une photo de recette' })).toBeNull();
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user().click(toggle);
    expect(toggle).toHaveTextContent('Cacher Upload');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(sendButton()).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Cacher Upload' }));
    expect(screen.getByRole('button', { name: 'Afficher Upload' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('previews the file, sends it in the imagesvelte field with progress, then refreshes the list', async () => {
    await openPanel();
    const file = png();
    await user().upload(fileInput(), file);
    expect(screen.getByRole('img', { name: `Aperçu de ${file.name}` })).toHaveAttribute('src', 'blob:apercu-1');

    // the api now lists the new file
    const calls = healApi({ ...leisureFixtures, imagesRecettes: [...images, file.name].sort() });
    await user().click(sendButton());
    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', apiUrl(UPLOAD_PATH)]);
    expect((xhr.body as FormData).get(UPLOAD_FIELD)).toBe(file);
    // A write like the others: the session cookie and the header of the api's CSRF guard.
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ 'X-Tableau-De-Bord': '1' });
    expect(sendButton()).toBeDisabled();

    xhr.progress(512, 1024);
    expect(await screen.findByText('Envoi en cours : 50 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Envoi en cours : 50 %' })).toHaveAttribute('value', '0.5');

    xhr.respond(200, { payload: { result: file.name } });
    expect(await screen.findByText(`Image envoyée : « ${file.name} » est ajoutée à la liste.`)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:apercu-1'));
    expect(screen.queryByRole('img', { name: /Aperçu/ })).toBeNull();

    const list = screen.getByRole('list', { name: 'Photos des recettes' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(images.length + 1));
    expect(within(list).getByText(`${file.name} (nouvelle)`)).toBeInTheDocument();
    expect(calls).toContain('permis/contenuDossierImage/recettes');
  });

  it('refuses a file that is not .jpg, .jpeg or .png before sending anything', async () => {
    await openPanel();
    await user().upload(fileInput(), new File(['<svg/>'], 'dessin.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fichier refusé : « dessin.svg » n’est pas une image .jpg, .jpeg ou .png.');
    expect(sendButton()).toBeDisabled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("shows the api's French reason when it refuses the file, and logs the failure", async () => {
    const consoleError = silenceConsoleError();
    await openPanel();
    await user().upload(fileInput(), png('faux.png'));
    await user().click(sendButton());
    const reason = 'Envoi refusé : le contenu du fichier n’est pas une image PNG valide, malgré son extension .png.';
    FakeXhr.sent[0]!.respond(415, { error: 'unsupported_media_type', message: reason });
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(consoleError).toHaveBeenCalledWith("échec de l'envoi de l'image", expect.objectContaining({ status: 415 }));
    expect(sendButton()).toBeEnabled(); // the file stays chosen: another try is one click away
    consoleError.mockRestore();
  });

  it('says so in French when the server cannot be reached', async () => {
    const consoleError = silenceConsoleError();
    await openPanel();
    await user().upload(fileInput(), png());
    await user().click(sendButton());
    FakeXhr.sent[0]!.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Envoi impossible : serveur injoignable. Réessayez dans un instant.');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("shows 'unable to load liste images' with Réessayer when the list cannot be loaded", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/photo', { failures: { imagesRecettes: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load liste images');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load liste images', expect.any(Error));
    consoleError.mockRestore();
  });
});
