import type { Translate } from './i18n.ts';
/** A reason as the fan reads it. */
export declare function reasonText(t: Translate, reason: string): string;
