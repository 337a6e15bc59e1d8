/**
 * A LIKE pattern that finds a user's text anywhere in a value: its `%`, `_` and `\` matched as
 * themselves (LIKE's default escape is the backslash), so a search for "50%" is not a wildcard.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
