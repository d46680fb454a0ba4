/** Writes the demo images (generated PNGs) into files/sport and files/recettes, never overwriting. */
import fs from 'node:fs';
import path from 'node:path';
import { ownerOnlyDir } from '../db/ownerOnly';
import { stripedPng } from './png';
import { RECIPE_IMAGE_NAMES } from 'area-leisure/server';

export const SPORT_IMAGE_COUNT = 21;

export function sportImageName(index: number): string {
  return `sport-${String(index).padStart(2, '0')}.png`;
}

export function writeDemoImages(filesDir: string): number {
  let written = 0;
  const write = (folder: string, name: string, index: number) => {
    const dir = path.join(filesDir, folder);
    ownerOnlyDir(dir); // served by the api itself, which runs as the owner
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return;
    fs.writeFileSync(file, stripedPng(index));
    written++;
  };
  for (let i = 0; i < SPORT_IMAGE_COUNT; i++) write('sport', sportImageName(i), i);
  RECIPE_IMAGE_NAMES.forEach((name, i) => write('recettes', name, 100 + i * 7));
  return written;
}
