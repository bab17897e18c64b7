/** The buyer's own choices on the page: newsletters and the creator's questions. */
export const accountMessages = {} as const;
