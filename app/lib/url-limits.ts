/** The longest address query a page accepts; longer ones are not links anyone shares. */
export const MAX_QUERY_LENGTH = 4096
