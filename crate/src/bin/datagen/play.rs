//! One self-play game of the data recipe: an opening, random and multi-PV-random moves among
//! the first plies, every position labelled by a shallow search, the game ended by the rules,
//! the endgame tables or the score.

use sittuyin::search::nnue::{Record, RECORD_SIZE};
use sittuyin::search::{setup_fen, Engine, Limits, NoClock, Rng, Score, SETUPS};
use sittuyin::tablebase::Wdl;
use sittuyin::tools::white_cp;
use sittuyin::{Color, Game, Move, Position, Rules};
use std::sync::atomic::AtomicBool;

/// How games are played and which positions are kept (`datagen gen` options, defaults in
/// `main.rs`).
#[derive(Clone, Copy, Debug)]
pub struct Recipe {
    /// The labelling search: a depth (`--depth`) or a node count (`--nodes`).
    pub label: Limits,
    /// Plies played at random (`--random-moves`) among the first `random_max_ply` of the game.
    pub random_moves: usize,
    pub random_max_ply: usize,
    /// A random ply picks among the best `multipv` moves (each scored by a search of depth
    /// `multipv_depth` after it) within `multipv_diff` centipawns of the best; 1: any legal move.
    pub multipv: usize,
    pub multipv_diff: i32,
    pub multipv_depth: u32,
    /// No position is recorded before this ply of the game.
    pub write_min_ply: usize,
    /// A score of at least this (White's view, both sides' searches in a row for 8 plies) wins.
    pub adjudicate: i32,
    /// A game still going at this ply is a draw.
    pub max_ply: usize,
    /// Whether the endgame tables end games of 4 pieces or fewer (`--tablebases none`: no).
    pub tables: bool,
}

pub struct GameData {
    pub records: Vec<[u8; RECORD_SIZE]>,
    /// 0 Black won, 1 draw, 2 White won.
    pub result: u8,
    pub how: &'static str,
}

/// Plays `n` random legal moves (fewer if the game ends).
fn random_moves(game: &mut Game, rng: &mut Rng, n: usize) {
    for _ in 0..n {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.status().outcome.is_some() {
            return;
        }
        let m = moves.as_slice()[rng.index(moves.len())];
        let _ = game.play_move(m);
    }
}

/// The opening of game `g`: traditional set-up pairs in turn (every pair once per
/// `SETUPS.len()²` games of this kind), random placements, or a few random drops.
fn opening(g: u64, rng: &mut Rng) -> Game {
    let rules = &Rules::CHESSPLAYX;
    let n = SETUPS.len() as u64;
    match g % 3 {
        0 => {
            let pair = (g / 3) % (n * n);
            let fen = setup_fen((pair / n) as usize, (pair % n) as usize);
            Game::from_fen(&fen, rules).unwrap_or_else(|_| Game::new(rules))
        }
        1 => {
            let mut game = Game::new(rules);
            while game.position().is_placement() && game.status().outcome.is_none() {
                random_moves(&mut game, rng, 1);
            }
            game
        }
        _ => {
            let mut game = Game::new(rules);
            let drops = 2 + rng.index(6);
            random_moves(&mut game, rng, drops);
            game
        }
    }
}

/// A search of `pos` under `limits` (no clock, no stop).
fn search(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    limits: &Limits,
) -> (Option<Move>, Score) {
    let r = engine.search(
        pos,
        history,
        limits,
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    (r.best, r.score)
}

/// A move among the best `recipe.multipv` of `pos` within `recipe.multipv_diff` of the best,
/// each scored by a search after it; any legal move when `multipv` is 1.
fn random_move(engine: &mut Engine, game: &Game, rng: &mut Rng, recipe: &Recipe) -> Option<Move> {
    let pos = game.position();
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    if recipe.multipv <= 1 {
        return Some(moves.as_slice()[rng.index(moves.len())]);
    }
    let mut history = game.history_hashes();
    history.push(pos.hash());
    let limits = Limits::depth(recipe.multipv_depth);
    let mut scored: Vec<(i32, Move)> = moves
        .iter()
        .map(|&m| {
            let child = pos.after(m);
            let (_, s) = search(engine, &child, &history, &limits);
            let cp = white_cp(s, child.turn());
            (if pos.turn() == Color::White { cp } else { -cp }, m)
        })
        .collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    let best = scored[0].0;
    let keep = scored
        .iter()
        .take(recipe.multipv)
        .take_while(|(s, _)| *s >= best - recipe.multipv_diff)
        .count();
    Some(scored[rng.index(keep)].1)
}

/// Which of the first `max` plies are played at random: `count` distinct ones.
fn random_plies(rng: &mut Rng, count: usize, max: usize) -> Vec<bool> {
    let mut plies = vec![false; max];
    for _ in 0..count.min(max) {
        loop {
            let p = rng.index(max);
            if !plies[p] {
                plies[p] = true;
                break;
            }
        }
    }
    plies
}

/// How the game stands before a search: ended (White's result 0/1/2 and why), or going on.
fn ended(engine: &mut Engine, game: &Game, recipe: &Recipe) -> Option<(u8, &'static str)> {
    let status = game.status();
    if let Some(outcome) = status.outcome {
        return Some(match outcome.winner {
            Some(Color::White) => (2, "rules"),
            Some(Color::Black) => (0, "rules"),
            None => (1, "rules"),
        });
    }
    if !status.claimable.is_empty() {
        return Some((1, "claim"));
    }
    if game.ply() >= recipe.max_ply {
        return Some((1, "ply cap"));
    }
    // Endgame tables: up to 4 pieces, nothing in hand.
    let pos = game.position();
    if recipe.tables && pos.board().occupied().count() <= 4 && !pos.is_placement() {
        engine.prepare_tablebases(pos, false);
        if let Some(probe) = engine.tablebases.probe(pos) {
            let white_wins = (probe.wdl == Wdl::Win) == (pos.turn() == Color::White);
            return Some(match probe.wdl {
                Wdl::Draw => (1, "table"),
                _ if white_wins => (2, "table"),
                _ => (0, "table"),
            });
        }
    }
    None
}

/// Plays game `g` of seed `seed` and returns its records.
pub fn play_game(engine: &mut Engine, g: u64, seed: u64, recipe: &Recipe) -> GameData {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ g.wrapping_mul(0x9E37_79B9));
    let mut game = opening(g, &mut rng);
    let start = game.ply();
    let random = random_plies(&mut rng, recipe.random_moves, recipe.random_max_ply);
    engine.clear();
    let mut rows: Vec<(Position, i16)> = Vec::new();
    let (mut winning_streak, mut drawn_streak) = (0i32, 0u32);
    let (result, how) = loop {
        if let Some(end) = ended(engine, &game, recipe) {
            break end;
        }
        let pos = *game.position();
        let (best, score) = search(engine, &pos, &game.history_hashes(), &recipe.label);
        let Some(best) = best else {
            break (1, "no move");
        };
        let cp = white_cp(score, pos.turn());
        let mate = matches!(score, Score::Mate(_));
        if game.ply() >= recipe.write_min_ply
            && !pos.is_check()
            && !best.is_capture()
            && !best.is_promotion()
            && !mate
        {
            rows.push((pos, cp as i16));
        }
        // Adjudication by score.
        winning_streak = if cp >= recipe.adjudicate {
            winning_streak.max(0) + 1
        } else if cp <= -recipe.adjudicate {
            winning_streak.min(0) - 1
        } else {
            0
        };
        if winning_streak.abs() >= 8 {
            break (if winning_streak > 0 { 2 } else { 0 }, "score");
        }
        drawn_streak = if cp.abs() <= 15 { drawn_streak + 1 } else { 0 };
        if game.ply() >= 160 && drawn_streak >= 24 {
            break (1, "score");
        }
        let played = if random.get(game.ply() - start).copied().unwrap_or(false) {
            random_move(engine, &game, &mut rng, recipe).unwrap_or(best)
        } else {
            best
        };
        if game.play_move(played).is_err() {
            break (1, "illegal");
        }
    };
    GameData {
        records: rows
            .iter()
            .map(|(pos, cp)| Record::new(pos, *cp, result).to_bytes())
            .collect(),
        result,
        how,
    }
}
