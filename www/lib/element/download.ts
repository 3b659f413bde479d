// Downloads from an element (the viewer's GIF, the editor's SVG and PNG): one way to save a Blob,
// and file names that say what is in the file, the game or the position, not "sittuyin.png".

/** A file name from `parts` (a game's players and event, or a FEN): letters of any script,
 * digits, `-` and `_` kept, the rest as one `-`; at most 80 characters; `sittuyin` when nothing
 * is left. */
export function fileName(parts: readonly (string | null | undefined)[], extension: string): string {
  const stem = parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '' && p.trim() !== '?')
    .join('-')
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
  return `${stem || 'sittuyin'}.${extension}`;
}

/** The name of a position's file: `sittuyin-` and its FEN's board and side to move
 * (`sittuyin-7k-8-6K1-8-8-8-8-R7-w.png`). */
export function positionFileName(fen: string, extension: string): string {
  const [board = '', turn = ''] = fen.trim().split(/\s+/);
  return fileName(['sittuyin', board.replace(/\[.*$/, ''), turn], extension);
}

/** Saves `blob` as `name` (a link clicked inside `root`, the element's shadow root). */
export function download(root: ShadowRoot | HTMLElement, blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.hidden = true;
  root.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
