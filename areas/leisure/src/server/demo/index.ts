/** The leisure area's demo rows: the demo restaurants and the product's 11 sample recipes. */
import type { DemoRowsOf } from 'server-kit';
import type { leisureSections } from '../../contract';
import { SAMPLE_RECIPES } from './recipes';
import { DEMO_RESTAURANTS } from './restaurants';

export function leisureDemoRows(): DemoRowsOf<typeof leisureSections> {
  return { restaurants: DEMO_RESTAURANTS, recettes: SAMPLE_RECIPES };
}
