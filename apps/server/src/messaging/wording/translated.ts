import type { WordingBookOf } from "./english";

/** Every language the messages are written in besides English (docs/decisions/107). */
export const TRANSLATED_WORDINGS: readonly WordingBookOf[] = [];
