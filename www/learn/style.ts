// The course's styles (a constructable stylesheet in the view's shadow root: allowed under the
// strict CSP). Phone first: the board, the goal and the buttons fit 390x844 and, board beside the
// text, 844x390. Text colours inherit from the page; the board follows `theme`.
export const LEARN_CSS = `
:host { display: block; }
.learn { container-type: inline-size; font: 15px/1.45 "Sittuyin Myanmar", system-ui, sans-serif; color: inherit; }
.learn:lang(my) { line-height: 1.75; }
[hidden] { display: none !important; }
h2 { font-size: 1.2rem; margin: 0; }
h2[tabindex="-1"]:focus { outline: none; }
p { margin: 0; }
button { font: inherit; min-height: 44px; min-width: 44px; padding: .3em .9em; border-radius: 6px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid currentColor; }
button:focus-visible { outline: 3px solid var(--sittuyin-accent, #1565c0); outline-offset: 2px; }
button.primary { font-weight: 600; border-width: 2px; }
.stars-text { color: #9a6700; letter-spacing: .05em; white-space: nowrap; }
.learn[data-dark="true"] .stars-text { color: #f0c24b; }
/* The course: a card per stage. */
.course { display: flex; flex-direction: column; gap: .6rem; }
.course ol { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.course .stage { width: 100%; display: grid; grid-template-columns: 1fr auto; gap: .1rem .6rem; text-align: start; padding: .5rem .7rem; }
.course .stage .title { font-weight: 600; }
.course .stage .count { grid-column: 1; font-size: .9em; }
.course .stage .stars-text { grid-row: 1 / span 2; grid-column: 2; align-self: center; }
.course .stage[data-done="true"] { border-width: 2px; }
/* A level: the board, and beside or under it the words and the buttons. */
.level { display: grid; gap: .45rem .9rem; grid-template-columns: minmax(0, 1fr); align-items: start; }
.head { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .6rem; }
.head h2 { flex: 1 1 auto; }
.levels { list-style: none; display: flex; flex-wrap: wrap; gap: .3rem; margin: 0; padding: 0; }
.levels button { min-width: 44px; padding: 0 .4em; font-size: .9em; line-height: 1.1; display: flex; flex-direction: column; align-items: center; justify-content: center; }
.levels button[aria-current="step"] { border-width: 3px; font-weight: 700; }
.levels .mini { font-size: .7em; }
.board-area { width: min(100%, var(--sittuyin-size, 480px), calc(100svh - var(--learn-reserve, 16rem))); min-width: 12rem; justify-self: center; }
.learn[data-trays="true"] .board-area { width: min(100%, var(--sittuyin-size, 480px), calc(100svh - var(--learn-reserve, 16rem) - 3rem)); }
.tray[data-color="black"] { display: none; }
.marks { grid-area: 1 / 2; position: relative; pointer-events: none; aspect-ratio: 1 / 1; }
.marks > span { position: absolute; width: 12.5%; height: 12.5%; display: flex; align-items: center; justify-content: center; }
.marks svg { width: 72%; height: 72%; overflow: visible; }
.marks .on-piece { align-items: flex-start; justify-content: flex-end; }
.marks .on-piece svg { width: 40%; height: 40%; margin: 3%; }
.marks .star polygon { fill: #f5b301; stroke: #5c3d00; stroke-width: 1.2; }
.marks .refused circle { fill: rgba(192, 32, 58, .18); stroke: #c0203a; stroke-width: 2.5; }
.marks .refused path { stroke: #c0203a; stroke-width: 3; stroke-linecap: round; }
.side { display: flex; flex-direction: column; gap: .45rem; min-width: 0; }
.intro { font-size: .92em; }
.goal { font-weight: 600; font-size: 1.05em; }
.feedback { min-height: 1.45em; padding-left: .5em; border-left: 3px solid transparent; }
.learn[data-state="won"] .feedback { border-left-color: #2e7d32; font-weight: 600; }
.feedback[data-kind="refused"], .learn[data-state="failed"] .feedback { border-left-color: #c0203a; }
.moves { font-size: .9em; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; }
/* Wide (a desktop, a phone held sideways): the board on the left, the words and buttons beside it,
   the board no taller than the screen. */
@container (min-width: 40rem) {
  .level { grid-template-columns: auto minmax(14rem, 1fr); grid-template-rows: auto 1fr; }
  .level > .board-area { grid-row: 1 / span 2; grid-column: 1; width: min(30rem, 55cqi, calc(100svh - var(--learn-top, 1rem) - 1.5rem)); }
  .learn[data-trays="true"] .level > .board-area { width: min(30rem, 55cqi, calc(100svh - var(--learn-top, 1rem) - 4.5rem)); }
  .level > .head, .level > .side { grid-column: 2; }
}
@container (max-width: 40rem) { .intro[data-later="true"] { display: none; } }
@media (max-height: 560px) { .intro { display: none; } }
`;
