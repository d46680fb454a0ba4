import { describeLocation, findDuplicateKey } from 'shared-kernel';

/**
 * The chosen file as a JSON document, read here so that it can be sent (and sent again after
 * the dry run) without reading it twice. Strict as the api is: a text that is not UTF-8 is
 * refused rather than sent with its accents replaced.
 */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

function bytesOf(file: Blob): Promise<ArrayBuffer> {
  // FileReader rather than Blob.arrayBuffer(): every browser and the test DOM have it.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new UnreadableFile("Fichier illisible : il n'a pas pu être lu."));
    reader.readAsArrayBuffer(file);
  });
}

export async function readDocument(file: Blob): Promise<unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await bytesOf(file));
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile("Fichier illisible : le texte n'est pas en UTF-8.");
  }
  let document: unknown;
  try {
    document = JSON.parse(text) as unknown;
  } catch {
    throw new UnreadableFile("Fichier illisible : ce n'est pas un document JSON (un fichier exporté par « Télécharger mes données » est attendu).");
  }
  // JSON.parse keeps the last of two equal keys without a word: refused, as the api does.
  const duplicate = findDuplicateKey(text);
  if (duplicate) {
    throw new UnreadableFile(`Fichier refusé : ${describeLocation(duplicate.path)} : clé « ${duplicate.key} » en double (seule la dernière serait gardée).`);
  }
  return document;
}
