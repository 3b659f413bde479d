// The rules page in English. Same structure in every language (see types.ts); positions from diagrams.ts.
import type { Content } from './types.ts';
import { D } from './diagrams.ts';

const REASONS = {
  stalemate: 'stalemate',
  'insufficient-material': 'neither side can mate',
  counting: 'the count ran out',
  'fifty-moves': 'the 50-move rule',
  repetition: 'threefold repetition',
  'promotion-only': 'only promotions left',
  agreement: 'agreement',
};

const content: Content = {
  lang: 'en',
  title: 'How to play Sittuyin',
  intro:
    'Sittuyin is the traditional chess of Myanmar (Burma). It is close to the chess you may know, with three big differences: the game starts with a **placement** of the pieces, pawns become a weak **General** instead of a queen, and a lone king can be saved by **counting**. Every board on this page runs the same rules engine as the app: try the pieces, then solve the puzzles at the end.',
  ui: {
    contents: 'Contents',
    pieces: 'Pieces',
    pieceSets: { letters: 'Letters', figurines: 'Figurines', burmese: 'Burmese' },
    startAgain: 'Start again',
    toMove: (color) => `${color === 'white' ? 'White' : 'Black'} to move.`,
    count: (count, limit) => `Counting: ${count} of ${limit} moves used.`,
    checkmate: (winner) => `Checkmate: ${winner === 'white' ? 'White' : 'Black'} wins.`,
    draw: (reason) => `Draw: ${reason}.`,
    reasons: REASONS,
  },
  sections: [
    {
      id: 'board',
      heading: 'The board and the pieces',
      blocks: [
        { p: 'Sittuyin (စစ်တုရင်) is played on a plain 8×8 board: the squares have no colours. Two lines are drawn from corner to corner, the **general’s lines** (sit-ke-myin). White moves first; in Myanmar White is often called Red.' },
        { p: 'Each player has 16 pieces. The eight **pawns** start on the board, on two steps; the other eight pieces start **in hand** (shown beside the board) and are placed before play begins.' },
        {
          list: [
            '**King** — Min-gyi (မင်းကြီး), letter K. One of each.',
            '**General** — Sit-ke (စစ်ကဲ), letter F. One of each.',
            '**Elephant** — Sin (ဆင်), letter S. Two of each.',
            '**Horse** — Myin (မြင်း), letter N. Two of each.',
            '**Chariot** — Yahhta (ရထား), letter R. Two of each.',
            '**Pawn** — Ne (နယ်), letter P. Eight of each.',
          ],
        },
        { diagram: { ...D.start, caption: 'The start. The pawns stand on a3–d3 and e4–h4 (White) and a5–d5 and e6–h6 (Black); the other pieces wait in hand. The ringed squares on the general’s lines are the promotion squares: a8, b7, c6, d5, e5, f6, g7, h8 for White and a1, b2, c3, d4, e4, f3, g2, h1 for Black.' } },
      ],
    },
    {
      id: 'placement',
      heading: 'Placement: setting up the pieces',
      blocks: [
        { p: 'At the start only the pawns are on the board. The players take turns placing one piece from their hand on an empty square of their own three ranks — White on ranks 1 to 3, Black on ranks 6 to 8. White places first. After 16 placements, White makes the first move on the board.' },
        { p: 'There is one restriction: the **chariots** may only be placed on the back rank (rank 1 for White, rank 8 for Black). Every other piece may go anywhere in the area, the back rank included.' },
        { row: [
          { ...D.area, caption: 'White’s placement area: 20 empty squares on ranks 1–3.' },
          { ...D.chariots, caption: 'A chariot may only go on the back rank.' },
        ] },
        { diagram: { ...D.place, caption: 'Your turn: pick a piece in the tray (below the board for White, above it for Black), then tap or click a square. The board refuses a square and says why if the piece may not go there.' } },
        { diagram: { ...D.setup, caption: 'A finished placement (the Chesmayne set-up): the kings sit behind their elephants and general, the chariots on the back ranks.' } },
      ],
    },
    {
      id: 'moves',
      heading: 'How the pieces move',
      blocks: [
        { p: 'Once all the pieces are placed, the players move in turn, one piece per move. A piece captures by moving onto an enemy piece. Captured pieces leave the game for good. There is no castling and no en passant. The rings show every square the piece on d4 (e4 for the pawn) can reach: they are computed by the engine.' },
        { row: [
          { ...D.king, caption: '**King** (Min-gyi): one step in any direction.' },
          { ...D.general, caption: '**General** (Sit-ke): one step diagonally.' },
          { ...D.elephant, caption: '**Elephant** (Sin): one step diagonally, or one step straight forward.' },
          { ...D.horse, caption: '**Horse** (Myin): jumps like a chess knight, over any piece.' },
          { ...D.chariot, caption: '**Chariot** (Yahhta): any distance along a rank or file, like a rook. Here it can capture on d5; its own pawn on h4 blocks it.' },
          { ...D.pawn, caption: '**Pawn** (Ne): one step forward (never two); it captures one step diagonally forward.' },
        ] },
        { p: 'The king must never be left in check. Checkmate wins the game.' },
      ],
    },
    {
      id: 'promotion',
      heading: 'Promotion: a pawn becomes a General',
      blocks: [
        { p: 'A pawn that stands on one of its side’s **promotion squares** (the general’s lines in the opponent’s half) may become a **General** — but only while its side has **no General on the board**. Promoting is a move of its own: you promote on a later turn than the one that brought the pawn there, and you never have to.' },
        { p: 'The new General appears on the pawn’s own square (**in place**, written `d5d5f`) or one step diagonally from it (written `d5c6f`), forwards or backwards. That square must be empty, and the promotion is not allowed if the new General would **capture**, **attack an enemy piece** or **give check**.' },
        { diagram: { ...D.promote, caption: 'White has no General, and the pawn stands on d5, a promotion square: the four ghost Generals are the diagonal promotions, the ring on the pawn is the promotion in place. Try it: tap or click the pawn, then a ghost General to promote diagonally, or the small General button on the pawn’s corner to promote in place.' } },
        { row: [
          { ...D.noAttack, caption: 'No promotion to c6: from there the General would attack the chariot on b7.' },
          { ...D.lastPawn, caption: 'A side’s **last pawn** may promote from any square, here from b4.' },
        ] },
      ],
    },
    {
      id: 'counting',
      heading: 'Counting: saving a lone king',
      blocks: [
        { p: 'When a player has only the king left (a **bare king**) and no pawns are left on the board, the stronger side must give mate within a limited number of moves, or the game is a draw. The limit depends on the stronger side’s best piece:' },
        {
          list: [
            'with a **chariot**: 16 moves;',
            'with no chariot but an **elephant**: 44 moves;',
            'with neither, but a **horse**: 64 moves;',
            'with only Generals there is no count.',
          ],
        },
        { p: 'The count starts right after the move that leaves the king bare. A mate on the last allowed move still wins. If the count runs out, the game is drawn.' },
        { diagram: { ...D.counting, caption: 'The count is running: White has used 10 of its 16 moves. Play a few moves for both sides and watch it grow.' } },
      ],
    },
    {
      id: 'draws',
      heading: 'Draws',
      blocks: [
        { p: 'Besides the count, a game of Sittuyin is drawn:' },
        {
          list: [
            'by **stalemate**: the player to move has no legal move and is not in check;',
            'when **neither side can mate** any more (for example king against king, or king and General against king);',
            'on a claim after **50 moves** by each side without a capture, a pawn move, a placement or a promotion;',
            'on a claim when the same position appears for the **third time**;',
            'on a claim when the player to move has only a king and one pawn, is not in check, and every legal move is a promotion;',
            'by **agreement**.',
          ],
        },
        { diagram: { ...D.stalemate, caption: 'Black to move has no legal move and is not in check: stalemate, a draw.' } },
        { p: 'This page follows the default rules of the app (ChessPlayX). The app also offers the rules of the Myanmar Chess Federation, of Fairy-Stockfish and the historical rules from Pritchard’s encyclopedia; they differ in the order of placement, promotion details and counting.' },
      ],
    },
    {
      id: 'notation',
      heading: 'Writing the moves',
      blocks: [
        { p: 'Moves are written with the square names, a to h and 1 to 8, from White’s side. A placement is the piece letter, `@` and the square: `R@a1`. A move is the two squares: `e4e5`. A promotion ends with `f`: `d5d5f` in place, `d5c6f` diagonally. In the usual short notation these are `R@a1`, `e5`, `d5=F` and `d5c6=F`.' },
      ],
    },
    {
      id: 'puzzles',
      heading: 'Puzzles',
      blocks: [
        { p: 'Your turn. Make the moves on the board: the puzzle answers, and any move the engine proves as good as the solution counts. **Hint** shows the piece to move, then the move.' },
        { puzzle: 'chariot-mate', title: 'The chariot on the edge', hint: 'The black king is stuck on the edge. Which move leaves it no way out?' },
        { puzzle: 'horse-mate', title: 'Smothered', hint: 'Black’s own pieces surround its king. Only one piece can jump in.' },
        { puzzle: 'elephant-mate', title: 'The elephant steps forward', hint: 'You play Black: the board is turned so that your pieces are at the bottom. Remember that the elephant can also step straight forward.' },
        { puzzle: 'king-helps', title: 'The king helps', hint: 'A chariot alone cannot mate: bring the king first.' },
        { puzzle: 'horse-and-chariot', title: 'Horse and chariot', hint: 'Cover the escape squares, then the chariot finishes.' },
        { puzzle: 'promotion-mate', title: 'A General just in time', hint: 'White has no General yet. A new one can guard the square the chariot needs.' },
      ],
    },
  ],
};

export default content;
