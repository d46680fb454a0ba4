import { ACCEPT_ATTRIBUTE, extensionOf, refusalOf } from './checkImageFile';

describe('checkImageFile', () => {
  it('accepts .jpg, .jpeg and .png, whatever the case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.Png', 'tarte.aux.pommes.png']) expect(refusalOf({ name, size: 10 })).toBeNull();
    expect(ACCEPT_ATTRIBUTE).toBe('.jpg,.jpeg,.png');
  });

  it('refuses anything else, in French', () => {
    expect(refusalOf({ name: 'dessin.svg', size: 10 })).toBe('Fichier refusé : « dessin.svg » n’est pas une image .jpg, .jpeg ou .png.');
    for (const name of ['anim.gif', 'photo.png.exe', 'png', '.png', 'photo.webp']) expect(refusalOf({ name, size: 10 })).toMatch(/^Fichier refusé/);
  });

  it('refuses an empty file', () => {
    expect(refusalOf({ name: 'vide.png', size: 0 })).toBe('Fichier refusé : « vide.png » est vide.');
  });

  it('reads the extension of the last dot only', () => {
    expect(extensionOf('a.b.JPG')).toBe('.jpg');
    expect(extensionOf('sans')).toBe('');
  });
});
