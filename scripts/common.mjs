// Small helpers the scripts (and tests) share: command-line options and a seeded generator.

/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback, args = process.argv.slice(2)) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
}

/** A seeded generator of numbers in [0, 1) (mulberry32): runs replay exactly. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `Name=value,Name2=value2` as an options object. */
export function uciOptions(text) {
  const out = {};
  for (const part of (text ?? '').split(',').filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`option ${part} is not Name=value`);
    out[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return out;
}
