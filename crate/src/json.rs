//! Plain-object views of moves, pieces, hands and status as JSON text: the one serializer the
//! JavaScript bindings share (the wrapper parses it with `JSON.parse`).

use crate::game::{Game, Status};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::search::{pv_san, Info, Score, SearchResult};
use crate::setups::TRADITIONAL_SETUPS;
use crate::tablebase::{Material, Probe};
use crate::types::{Color, Role};
use std::fmt::Write;

/// A JSON string literal. Inputs here are ASCII identifiers, SAN and FEN, but escape anyway.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn key(out: &mut String, name: &str) {
    if !out.ends_with('{') {
        out.push(',');
    }
    string(out, name);
    out.push(':');
}

/// `{ uci, san, kind, role, color, from?, to, capture?, check }` for a legal move in `pos`.
pub fn write_move(out: &mut String, pos: &Position, m: Move) {
    write_move_in(out, pos, m, pos.legal_moves().as_slice());
}

fn write_move_in(out: &mut String, pos: &Position, m: Move, legal: &[Move]) {
    let next = pos.after(m);
    out.push('{');
    key(out, "uci");
    string(out, &m.to_uci());
    key(out, "san");
    string(out, &pos.san_in(m, legal));
    key(out, "kind");
    string(
        out,
        match m {
            Move::Drop { .. } => "drop",
            Move::Normal { .. } => "move",
            Move::Promotion { .. } => "promotion",
        },
    );
    key(out, "role");
    string(out, m.role().name());
    key(out, "color");
    string(out, pos.turn().name());
    if let Some(from) = m.from() {
        key(out, "from");
        string(out, &from.to_string());
    }
    key(out, "to");
    string(out, &m.to().to_string());
    if let Some(capture) = m.capture() {
        key(out, "capture");
        string(out, capture.name());
    }
    key(out, "check");
    out.push_str(if next.is_check() { "true" } else { "false" });
    out.push('}');
}

#[must_use]
pub fn move_json(pos: &Position, m: Move) -> String {
    let mut out = String::with_capacity(128);
    write_move(&mut out, pos, m);
    out
}

/// Every legal move, as an array of move objects.
#[must_use]
pub fn moves_json(pos: &Position) -> String {
    let mut out = String::with_capacity(4096);
    out.push('[');
    let legal = pos.legal_moves();
    for (i, &m) in legal.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_move_in(&mut out, pos, m, legal.as_slice());
    }
    out.push(']');
    out
}

/// `[{ square, color, role }]` for the pieces on the board, a1 first.
#[must_use]
pub fn pieces_json(pos: &Position) -> String {
    let mut out = String::with_capacity(1024);
    out.push('[');
    for (i, (sq, p)) in pos.board().pieces().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('{');
        key(&mut out, "square");
        string(&mut out, &sq.to_string());
        key(&mut out, "color");
        string(&mut out, p.color.name());
        key(&mut out, "role");
        string(&mut out, p.role.name());
        out.push('}');
    }
    out.push(']');
    out
}

/// `{ king, general, elephant, horse, chariot, pawn }` counts of a hand.
#[must_use]
pub fn hand_json(pos: &Position, color: Color) -> String {
    let mut out = String::with_capacity(96);
    out.push('{');
    for role in Role::ALL {
        key(&mut out, role.name());
        let _ = write!(out, "{}", pos.hand(color).count(role));
    }
    out.push('}');
    out
}

/// `{ over, result, winner, reason, claimable, counting, deadPosition }`.
#[must_use]
pub fn status_json(status: &Status) -> String {
    let mut out = String::with_capacity(160);
    out.push('{');
    key(&mut out, "over");
    out.push_str(if status.outcome.is_some() {
        "true"
    } else {
        "false"
    });
    key(&mut out, "result");
    string(&mut out, status.outcome.map_or("*", |o| o.result()));
    key(&mut out, "winner");
    match status.outcome.and_then(|o| o.winner) {
        Some(c) => string(&mut out, c.name()),
        None => out.push_str("null"),
    }
    key(&mut out, "reason");
    match status.outcome {
        Some(o) => string(&mut out, o.reason.name()),
        None => out.push_str("null"),
    }
    key(&mut out, "claimable");
    out.push('[');
    for (i, r) in status.claimable.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(&mut out, r.name());
    }
    out.push(']');
    key(&mut out, "counting");
    match status.counting {
        Some(c) => {
            out.push('{');
            key(&mut out, "side");
            string(&mut out, c.side.name());
            key(&mut out, "count");
            let _ = write!(out, "{}", c.moves());
            key(&mut out, "limit");
            let _ = write!(out, "{}", c.limit_moves());
            key(&mut out, "ply");
            let _ = write!(out, "{}", c.ply);
            key(&mut out, "limitPlies");
            let _ = write!(out, "{}", c.limit);
            out.push('}');
        }
        None => out.push_str("null"),
    }
    key(&mut out, "deadPosition");
    out.push_str(if status.dead_position {
        "true"
    } else {
        "false"
    });
    out.push('}');
    out
}

/// `[{ uci, san, color, fullmove, number }]`: every move played, its mover, its move number
/// (numbers follow the FEN, so sequential placement shows White's 1-8 and Black's 8...-15...)
/// and the label that opens its row in a move list (`"12."`, `"12..."`, or null when it
/// continues White's row: `Game::move_numbers`, as the PGN numbers it).
#[must_use]
pub fn plies_json(game: &Game, start: usize) -> String {
    let mut out = String::from("[");
    let start = start.min(game.moves().len());
    for (i, (&m, pos)) in game
        .moves()
        .iter()
        .zip(game.positions())
        .enumerate()
        .skip(start)
    {
        let number = game.move_number(i);
        if i > start {
            out.push(',');
        }
        out.push('{');
        key(&mut out, "uci");
        string(&mut out, &m.to_uci());
        key(&mut out, "san");
        string(&mut out, &pos.san(m));
        key(&mut out, "color");
        string(&mut out, pos.turn().name());
        key(&mut out, "fullmove");
        let _ = write!(out, "{}", pos.fullmove());
        key(&mut out, "number");
        match number {
            Some(label) => string(&mut out, &label),
            None => out.push_str("null"),
        }
        out.push('}');
    }
    out.push(']');
    out
}

/// `[{ name, description }]`: the presets, the default first.
#[must_use]
pub fn presets_json() -> String {
    let mut out = String::from("[");
    for (i, rules) in Rules::PRESETS.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('{');
        key(&mut out, "name");
        string(&mut out, rules.name);
        key(&mut out, "description");
        string(&mut out, rules.description);
        out.push('}');
    }
    out.push(']');
    out
}

/// `[{ name, white }]`: the traditional set-ups, White's ranks 4/3/2/1 as a FEN fragment.
#[must_use]
pub fn setups_json() -> String {
    let mut out = String::from("[");
    for (i, setup) in TRADITIONAL_SETUPS.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('{');
        key(&mut out, "name");
        string(&mut out, setup.name);
        key(&mut out, "white");
        string(&mut out, setup.white);
        out.push('}');
    }
    out.push(']');
    out
}

// --- Search results (the engine's block) ---

/// `{ cp }` or `{ mate }`.
fn write_score(out: &mut String, score: Score) {
    out.push('{');
    match score {
        Score::Cp(cp) => {
            key(out, "cp");
            let _ = write!(out, "{cp}");
        }
        Score::Mate(n) => {
            key(out, "mate");
            let _ = write!(out, "{n}");
        }
    }
    out.push('}');
}

/// `"pv": [uci...], "pvSan": [san...]` for a line from `pos`.
fn write_pv(out: &mut String, pos: &Position, pv: &[Move]) {
    key(out, "pv");
    out.push('[');
    for (i, m) in pv.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(out, &m.to_uci());
    }
    out.push(']');
    key(out, "pvSan");
    out.push('[');
    for (i, san) in pv_san(pos, pv).iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(out, san);
    }
    out.push(']');
}

/// `{ uci, san, score, depth, nodes, pv, pvSan }` (`uci` and `san` null without a legal move).
#[must_use]
pub fn best_move_json(pos: &Position, result: &SearchResult) -> String {
    let mut out = String::with_capacity(256);
    out.push('{');
    key(&mut out, "uci");
    match result.best {
        Some(m) => string(&mut out, &m.to_uci()),
        None => out.push_str("null"),
    }
    key(&mut out, "san");
    match result.best {
        Some(m) => string(&mut out, &pos.san(m)),
        None => out.push_str("null"),
    }
    key(&mut out, "score");
    write_score(&mut out, result.score);
    key(&mut out, "depth");
    let _ = write!(out, "{}", result.depth);
    key(&mut out, "nodes");
    let _ = write!(out, "{}", result.nodes);
    write_pv(&mut out, pos, &result.pv);
    out.push('}');
    out
}

/// `{ depth, score, nodes, time, pv, pvSan }`: one iteration's progress.
#[must_use]
pub fn search_info_json(pos: &Position, info: &Info) -> String {
    let mut out = String::with_capacity(256);
    out.push('{');
    key(&mut out, "depth");
    let _ = write!(out, "{}", info.depth);
    key(&mut out, "score");
    write_score(&mut out, info.score);
    key(&mut out, "nodes");
    let _ = write!(out, "{}", info.nodes);
    key(&mut out, "time");
    let _ = write!(out, "{}", info.time_ms);
    write_pv(&mut out, pos, &info.pv);
    out.push('}');
    out
}

// --- Endgame tables (the engine's block) ---

/// `{ ending, result: 'win'|'draw'|'loss', reason: 'count'|'fifty-moves'|null, plies: n|null,
/// metric: 'mate'|'conversion', bestMove: uci|null, bestMoveSan: san|null }`.
#[must_use]
pub fn tablebase_probe_json(
    pos: &Position,
    ending: &Material,
    probe: &Probe,
    best: Option<Move>,
) -> String {
    let mut out = String::with_capacity(160);
    out.push('{');
    key(&mut out, "ending");
    string(&mut out, &ending.to_string());
    key(&mut out, "result");
    string(&mut out, probe.wdl.name());
    key(&mut out, "reason");
    match probe.reason {
        Some(r) => string(&mut out, r.name()),
        None => out.push_str("null"),
    }
    key(&mut out, "plies");
    match probe.plies {
        Some(n) => {
            let _ = write!(out, "{n}");
        }
        None => out.push_str("null"),
    }
    key(&mut out, "metric");
    string(
        &mut out,
        match probe.metric {
            crate::tablebase::Metric::Mate => "mate",
            crate::tablebase::Metric::Conversion => "conversion",
        },
    );
    key(&mut out, "bestMove");
    match best {
        Some(m) => string(&mut out, &m.to_uci()),
        None => out.push_str("null"),
    }
    key(&mut out, "bestMoveSan");
    match best {
        Some(m) => string(&mut out, &pos.san(m)),
        None => out.push_str("null"),
    }
    out.push('}');
    out
}

/// `{ ending: string|null, generated: bool, bytes: n }`: the position's table ending, whether
/// its table is ready, and the memory all generated tables hold.
#[must_use]
pub fn tablebase_status_json(ending: Option<&Material>, generated: bool, bytes: usize) -> String {
    let mut out = String::with_capacity(64);
    out.push('{');
    key(&mut out, "ending");
    match ending {
        Some(m) => string(&mut out, &m.to_string()),
        None => out.push_str("null"),
    }
    key(&mut out, "generated");
    out.push_str(if generated { "true" } else { "false" });
    key(&mut out, "bytes");
    let _ = write!(out, "{bytes}");
    out.push('}');
    out
}

/// `[[name, value], ...]`: PGN tags in order.
#[must_use]
pub fn tags_json(tags: &[(String, String)]) -> String {
    let mut out = String::with_capacity(64 * tags.len() + 2);
    write_tags(&mut out, tags);
    out
}

fn write_tags(out: &mut String, tags: &[(String, String)]) {
    out.push('[');
    for (i, (name, value)) in tags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('[');
        string(out, name);
        out.push(',');
        string(out, value);
        out.push(']');
    }
    out.push(']');
}

fn write_strings(out: &mut String, items: &[String]) {
    out.push('[');
    for (i, s) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(out, s);
    }
    out.push(']');
}

fn write_shapes(out: &mut String, shapes: &[crate::pgn_tree::Shape]) {
    out.push('[');
    for (i, shape) in shapes.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('{');
        if let Some(from) = &shape.from {
            key(out, "from");
            string(out, from);
        }
        key(out, "to");
        string(out, &shape.to);
        key(out, "color");
        string(out, shape.color);
        out.push('}');
    }
    out.push(']');
}

fn write_pgn_line(out: &mut String, line: &[crate::pgn_tree::PgnNode]) {
    out.push('[');
    for (i, node) in line.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('{');
        key(out, "san");
        string(out, &node.san);
        key(out, "uci");
        string(out, &node.uci);
        key(out, "fen");
        string(out, &node.fen);
        key(out, "startingComments");
        write_strings(out, &node.starting_comments);
        key(out, "comments");
        write_strings(out, &node.comments);
        key(out, "nags");
        out.push('[');
        for (j, nag) in node.nags.iter().enumerate() {
            if j > 0 {
                out.push(',');
            }
            let _ = write!(out, "{nag}");
        }
        out.push(']');
        key(out, "shapes");
        write_shapes(out, &node.shapes);
        key(out, "variations");
        out.push('[');
        for (j, variation) in node.variations.iter().enumerate() {
            if j > 0 {
                out.push(',');
            }
            write_pgn_line(out, variation);
        }
        out.push(']');
        out.push('}');
    }
    out.push(']');
}

/// `[{ tags, comments, shapes, moves, result, rules, startFen }]`: every game of a PGN as a tree
/// (`moves`: `{ san, uci, fen, startingComments, comments, nags, shapes, variations }`).
#[must_use]
pub fn pgn_games_json(games: &[crate::pgn_tree::PgnGame]) -> String {
    let mut out = String::with_capacity(1024);
    out.push('[');
    for (i, game) in games.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push('{');
        key(&mut out, "tags");
        write_tags(&mut out, &game.tags);
        key(&mut out, "comments");
        write_strings(&mut out, &game.comments);
        key(&mut out, "shapes");
        write_shapes(&mut out, &game.shapes);
        key(&mut out, "moves");
        write_pgn_line(&mut out, &game.moves);
        key(&mut out, "result");
        string(&mut out, &game.result);
        key(&mut out, "rules");
        string(&mut out, &game.rules);
        key(&mut out, "startFen");
        string(&mut out, &game.start_fen);
        out.push('}');
    }
    out.push(']');
    out
}
