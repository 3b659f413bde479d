//! Plain-object views of moves, pieces, hands and status as JSON text: the one serializer the
//! JavaScript bindings share (the wrapper parses it with `JSON.parse`).

use crate::game::{Game, Status};
use crate::moves::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::setups::TRADITIONAL_SETUPS;
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
pub fn plies_json(game: &Game) -> String {
    let mut out = String::from("[");
    let numbers = game.move_numbers();
    for (i, ((&m, pos), number)) in game
        .moves()
        .iter()
        .zip(game.positions())
        .zip(numbers)
        .enumerate()
    {
        if i > 0 {
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
