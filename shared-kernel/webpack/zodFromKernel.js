// What `zod/mini` resolves to in a remote's production build (createConfig.cjs): the builders
// of the kernel's one copy (shared-kernel/src/api/zodForAreas.ts), so a remote bundles no zod.
import { zodForAreas } from 'shared-kernel';

export const z = zodForAreas;
