// Replaces the bench section of the README (between its two markers) with the latest table.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../config.mjs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

export function updateReadme(markdown) {
  const file = path.join(ROOT, 'README.md');
  const text = fs.readFileSync(file, 'utf8');
  const block = `${START}\n${markdown}\n${END}`;
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`README.md : marqueurs ${START} / ${END} absents`);
  fs.writeFileSync(file, text.slice(0, from) + block + text.slice(to + END.length));
}
