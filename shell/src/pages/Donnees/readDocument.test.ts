import { readDocument } from './readDocument';

const fileOf = (bytes: Uint8Array<ArrayBuffer> | string) => new Blob([bytes]);

describe('readDocument', () => {
  it('reads a UTF-8 export, byte order mark or not', async () => {
    await expect(readDocument(fileOf('\uFEFF{"restaurants":[{"TW_TITRE":"Crêperie"}]}'))).resolves.toEqual({
      restaurants: [{ TW_TITRE: 'Crêperie' }],
    });
  });

  it('refuses Windows-1252 text instead of sending its accents replaced', async () => {
    const cp1252 = Uint8Array.from([...'{"restaurants":[{"TW_TITRE":"Cr'].map((c) => c.charCodeAt(0)).concat([0xea], [...'perie"}]}'].map((c) => c.charCodeAt(0))));
    await expect(readDocument(fileOf(cp1252))).rejects.toThrow("Fichier illisible : le texte n'est pas en UTF-8.");
  });

  it('refuses a key written twice, which JSON.parse would silently drop', async () => {
    await expect(readDocument(fileOf('{"depenses":[{"COP_MONT":1,"COP_MONT":2}]}'))).rejects.toThrow(
      'Fichier refusé : section « depenses », ligne 1 : clé « COP_MONT » en double',
    );
  });
});
