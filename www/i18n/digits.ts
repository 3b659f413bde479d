// Myanmar digits (၀-၉) for the Burmese tables: one helper for the main table and the course's.

/** A number in Myanmar digits (U+1040–U+1049): 16 → ၁၆. */
export const mm = (n: number): string => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x1040 + Number(d)));
