/** How long an invitation to a team can be accepted (docs/decisions/157). */
export const INVITATION_DAYS = 7;

/**
 * How long a sign-up holds its username before its owner proves the address: long enough to
 * read the code, short enough that an unproven sign-up cannot keep a name (docs/decisions/159).
 */
export const SIGNUP_HOLD_HOURS = 24;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
export const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);
