import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether `relative` (a request path under the files folder) really is inside `realRoot`
 * once symbolic links are followed: a link planted in the folder (by a careless copy, an
 * archive, another program) must not serve the database or any file elsewhere.
 * A path that does not exist is left to the static handler, which answers 404.
 */
export function insideFolder(realRoot: string, relative: string): boolean {
  const target = path.join(realRoot, relative);
  let real: string;
  try {
    real = fs.realpathSync(target);
  } catch (error) {
    // Missing: 404 downstream. A dangling or looping link is refused here.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && !isLink(target);
  }
  return real.startsWith(realRoot + path.sep);
}

function isLink(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
