// The traditional White set-ups of RULES.md (ranks 4/3/2/1 of White's half); Black uses them
// rotated 180°. Plain JS so that both the app (setups.ts) and `node scripts/match.mjs` import it.

/** @type {Record<string, string>} */
export const SETUPS = {
  kHide: '4PPPP/PPPPFN2/1SKSN3/5RR1',
  nConnected: '4PPPP/PPPPFSN1/3SNK2/1RR5',
  nSide: '4PPPP/PPPPFS2/2SNNK2/1R1R4',
  nCross: '4PPPP/PPPPFNS1/3SN1K1/2R2R2',
  nSandwich: '4PPPP/PPPPFS2/2NSNK2/1R1R4',
  nBattery: '4PPPP/PPPPFNS1/3S1NK1/2R1R3',
  eSide: '4PPPP/PPPPFSS1/3N1NK1/3R1R2',
  gInside: '4PPPP/PPPPNF2/1S2NS2/2RR1K2',
};
