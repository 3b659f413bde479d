/** The traditional White set-ups of RULES.md, by name (see setups-data.js). */
export const SETUPS: Record<string, string>;
