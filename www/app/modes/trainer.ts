// The endgame trainer's mode: the trainer (../trainer.ts) made on first use; its game is a
// replaced game (the computer defending Black at full strength), undoable from the toast.
import type { AppContext } from '../context.ts';
import { Trainer } from '../trainer.ts';

let trainer: Trainer | null = null;

export function mount(ctx: AppContext): void {
  trainer = new Trainer({
    state: ctx.state,
    strings: () => ctx.t,
    startGame: (fen) => ctx.replaceUndoable({ fen, rules: 'chessplayx', opponent: 'black', level: 8, orientation: 'white' }, ctx.t.trainer.title),
  });
}

export function unmount(): void {
  trainer = null;
}

export function update(): void {
  trainer?.update();
}

/** Starts a training game on `ending` (e.g. 'KRK'). */
export async function start(ending: string): Promise<void> {
  await trainer?.start(ending);
}
