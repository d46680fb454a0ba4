import { preloadOpeningData } from './earlyData';
import { deployedFilesOf, openingRemote, preloadScript, startRemoteEarly, takeEarlyTable, takeManifest } from './earlyRemote';
import type { StartHandoff } from './handoff';
import { readConfigFile } from './readConfigFile';

/**
 * Reads config.json and, as soon as it is read, asks for the opening page's remote (its files at
 * once when config.json names them) and data.
 */
export function begin(): StartHandoff {
  const configFile = readConfigFile();
  const openingStarted = configFile
    .then((file) => {
      if (!file.ok) return;
      const hash = window.location.hash;
      const opening = openingRemote(file.json, hash);
      if (opening) startRemoteEarly(opening.manifest, hash, deployedFilesOf(file.json, opening.owner, opening.manifest, hash));
      preloadOpeningData(file.json, hash);
    })
    // A config.json these cannot read (a bad address) is the kernel's to explain, once it validates it.
    .catch(() => undefined);
  return { configFile, openingStarted, preloadScript, takeManifest, takeTable: takeEarlyTable };
}
