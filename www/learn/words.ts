// The course in words: a level's goal, a refusal's reason, a failure, from the course's strings
// (www/i18n/learn/, joined to a main table as its `learn` group). Pure functions: the view and the
// tests (every code in every language) share them.
import type { CourseStrings } from '../i18n/learn/index.ts';
import type { Refusal } from './explain.js';
import type { GoalText, StageId } from './model.js';
import type { Failure } from './runner.js';

export function goalText(t: CourseStrings, goal: GoalText): string {
  const g = t.learn.goals;
  const piece = goal.role ? t.roles[goal.role].name : '';
  const n = goal.n ?? 1;
  switch (goal.key) {
    case 'stars':
      return g.stars(piece);
    case 'capture':
      return g.capture(piece);
    case 'placeOn':
      return g.placeOn(piece);
    case 'mate':
      return g.mate(n);
    case 'countMate':
      return g.countMate(n);
    case 'endgame':
      return g.endgame((goal.ending && t.trainer.endings[goal.ending]) || goal.ending || '');
    default:
      return g[goal.key];
  }
}

export function refusalText(t: CourseStrings, r: Refusal): string {
  const x = t.learn.refused;
  switch (r.code) {
    case 'drop':
      return (r.drop && t.refusals[r.drop]) || t.refusals.other;
    case 'pattern':
      return x.pattern(t.roles[r.role].name);
    case 'blocked':
      return x.blocked(t.roles[r.role].name);
    case 'only':
      return x.only(t.roles[r.role].name);
    case 'own-piece':
      return x.ownPiece;
    case 'pawn-forward':
      return x.pawnForward;
    case 'pawn-capture':
      return x.pawnCapture;
    case 'place-first':
      return x.placeFirst;
    case 'king-in-check':
      return x.kingInCheck;
    case 'into-check':
      return x.intoCheck;
    case 'no-check':
      return x.noCheck;
    case 'must-capture':
      return x.mustCapture;
    case 'has-general':
      return x.hasGeneral;
    case 'not-promotion-square':
      return x.notPromotionSquare;
    case 'promotion-attacks':
      return x.promotionAttacks;
    case 'promotion-other':
      return x.promotionOther;
    case 'game-over':
      return x.gameOver;
  }
}

export function failureText(t: CourseStrings, failure: Failure, goalMoves: number): string {
  const f = t.learn.failed;
  return failure === 'moves' ? f.moves(goalMoves) : f[failure];
}

export function stageTitle(t: CourseStrings, id: StageId): string {
  return t.learn.stageText[id]?.title ?? id;
}

export function stageIntro(t: CourseStrings, id: StageId): string {
  return t.learn.stageText[id]?.intro ?? '';
}

/** Stars as a picture ("★★☆"); the words are `learn.starsLabel`. */
export function starGlyphs(n: number): string {
  return '★'.repeat(n) + '☆'.repeat(Math.max(0, 3 - n));
}
