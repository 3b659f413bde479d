// A UCI move as a board shape: an arrow from its square to its target; a drop or an in-place
// promotion (`d5d5f`), a ring on its square.
import type { BoardShape } from '../../lib/binding.js';

export function arrowOf(uci: string): BoardShape {
  const at = uci.indexOf('@');
  if (at >= 0) return { to: uci.slice(at + 1, at + 3) };
  return uci.slice(0, 2) === uci.slice(2, 4) ? { to: uci.slice(2, 4) } : { from: uci.slice(0, 2), to: uci.slice(2, 4) };
}
