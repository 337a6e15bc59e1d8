import type { Translation } from '../en/index.ts';
import { textsOf } from '../packs.ts';

export const es: Translation = textsOf(import.meta.glob(['./*.ts', '!./index.ts'], { eager: true }));
