// Why the rules core refuses a position, in the user's words: the error's stable code chooses the
// sentence, and the engine's English detail ("white has no king", "too many pieces of type
// chariot") gives the side and the piece, which are said in the table's language.
import type { Strings } from '../i18n/index.ts';
import type { Color, Role } from '../board/state.ts';

export interface Explained {
  /** The engine's code (ERR_POSITION, ERR_FEN_BOARD, ...). */
  code: string;
  /** The sentence for the user. */
  text: string;
  /** The engine's own detail (English), for the curious. */
  detail: string;
}

const ROLE_NAMES: Record<string, Role> = { king: 'king', general: 'general', elephant: 'elephant', horse: 'horse', chariot: 'chariot', pawn: 'pawn' };

/** `turn`: the side to move of the refused position (the side in check when it may not be is the other). */
export function explainError(e: unknown, t: Strings, turn: Color = 'white'): Explained {
  const code = typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : 'ERR_INTERNAL';
  const detail = e instanceof Error ? e.message.replace(/^(illegal position|invalid FEN): /, '') : String(e);
  const p = t.editor.problems;
  const side = (/\b(white|black)\b/.exec(detail)?.[1] ?? 'white') as Color;
  const color = t.colors[side];
  let text: string;
  if (code === 'ERR_POSITION') {
    if (/has no king/.test(detail)) text = p.missingKing(color);
    else if (/more than one king/.test(detail)) text = p.tooManyKings(color);
    else if (/too many pieces of type (\w+)/.test(detail)) {
      const role = ROLE_NAMES[/too many pieces of type (\w+)/.exec(detail)?.[1] ?? ''] ?? 'pawn';
      text = p.tooManyPieces(color, t.roles[role].name);
    } else if (/more than 8 pieces in hand/.test(detail)) text = p.handTooLarge(color);
    else if (/pawn stands on its own back rank/.test(detail)) text = p.pawnBackRank(color);
    else if (/side not to move is in check/.test(detail)) text = p.oppositeCheck(t.colors[turn === 'white' ? 'black' : 'white']);
    else text = p.other;
  } else if (code === 'ERR_FEN_COUNTERS') text = p.counters;
  else if (code === 'ERR_FEN_BOARD') text = p.board;
  else if (code === 'ERR_FEN_HAND') text = p.hand;
  else if (code === 'ERR_FEN_TURN') text = p.turn;
  else if (code === 'ERR_FEN_SYNTAX') text = p.syntax;
  else if (code === 'ERR_RULES') text = p.rules;
  else text = p.other;
  return { code, text, detail };
}
