//! PGN write and read: `[Variant "Sittuyin"]`, `[FEN]`/`[SetUp]` for other starts, `[Rules]` when
//! the preset is not the default; placement drops are ordinary moves in the movetext.

use crate::game::{Game, GameError, Outcome, Reason};
use crate::pgn_write::escape;
use crate::rules::Rules;
use crate::types::Color;

/// The descriptive tags a caller may fill in (the rest describe the game and are written from it).
pub const DESCRIPTIVE_TAGS: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];

/// The tags `pgn()` writes from the game itself, never from a PGN it was read from.
pub const COMPUTED_TAGS: [&str; 6] = ["Result", "Variant", "SetUp", "FEN", "Rules", "Termination"];

impl Game {
    /// The game as PGN.
    #[must_use]
    pub fn pgn(&self) -> String {
        self.pgn_with(&[])
    }

    /// The game as PGN with descriptive tags given (`("White", "Ma Ma")`, `("Date",
    /// "2026.12.03")`); tags other than [`DESCRIPTIVE_TAGS`] are ignored, values are kept to one
    /// line of at most 200 characters.
    #[must_use]
    pub fn pgn_with(&self, given: &[(&str, &str)]) -> String {
        let status = self.status();
        let result = status.outcome.map_or("*", |o| o.result());
        let mut tags: Vec<(&str, String)> = vec![
            ("Event", "Casual game".to_string()),
            ("Site", "?".to_string()),
            ("Date", "????.??.??".to_string()),
            ("Round", "?".to_string()),
            ("White", "?".to_string()),
            ("Black", "?".to_string()),
            ("Result", result.to_string()),
            ("Variant", "Sittuyin".to_string()),
        ];
        // The descriptive tags of the PGN the game was read from, then the caller's.
        let kept = self
            .tags()
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .filter(|(k, _)| DESCRIPTIVE_TAGS.iter().any(|t| t.eq_ignore_ascii_case(k)));
        for (key, value) in kept.chain(given.iter().copied()) {
            if let Some(slot) = tags
                .iter_mut()
                .find(|(k, _)| k.eq_ignore_ascii_case(key) && DESCRIPTIVE_TAGS.contains(k))
            {
                let one_line: String = value
                    .chars()
                    .filter(|c| !c.is_control())
                    .take(200)
                    .collect();
                if !one_line.trim().is_empty() {
                    slot.1 = one_line;
                }
            }
        }
        if self.has_custom_start() {
            tags.push(("SetUp", "1".to_string()));
            tags.push(("FEN", self.initial().fen()));
        }
        if !self.rules().is_default() {
            tags.push(("Rules", self.rules().name.to_string()));
        }
        if let Some(outcome) = status.outcome {
            tags.push(("Termination", outcome.reason.termination().to_string()));
        }
        // Every other tag read from a PGN, in its order (`TimeControl`, `WhiteElo`, ...).
        for (key, value) in self.tags() {
            if !COMPUTED_TAGS.iter().any(|t| t.eq_ignore_ascii_case(key))
                && !DESCRIPTIVE_TAGS.iter().any(|t| t.eq_ignore_ascii_case(key))
            {
                tags.push((key.as_str(), value.clone()));
            }
        }
        let mut out = String::new();
        for (key, value) in tags {
            out.push_str(&format!("[{key} \"{}\"]\n", escape(&value)));
        }
        out.push('\n');
        let mut tokens: Vec<String> = self
            .san_history()
            .into_iter()
            .zip(self.move_numbers())
            .map(|(san, number)| match number {
                Some(number) => format!("{number} {san}"),
                None => san,
            })
            .collect();
        tokens.push(result.to_string());
        let mut line = String::new();
        for token in tokens {
            if !line.is_empty() && line.len() + 1 + token.len() > 79 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// Reads a PGN of one game (its comments, NAGs and variations are checked, then left out;
    /// the tags are kept: [`Game::tags`]). `rules` overrides the `[Rules]` tag. A file of
    /// several games is refused: choose one with [`Game::from_pgn_game`], or read them all with
    /// [`crate::pgn_tree::read_pgn`].
    pub fn from_pgn(pgn: &str, rules: Option<&'static Rules>) -> Result<Game, GameError> {
        Game::from_pgn_game(pgn, rules, None)
    }

    /// Reads game `index` (from 0) of a PGN; with `None`, the PGN must hold at most one game
    /// (none: the start position).
    pub fn from_pgn_game(
        pgn: &str,
        rules: Option<&'static Rules>,
        index: Option<usize>,
    ) -> Result<Game, GameError> {
        let mut games = crate::pgn_tree::read_games(pgn, rules)?;
        let count = games.len();
        let chosen = match index {
            None if count > 1 => {
                return Err(GameError::Pgn(format!(
                    "the PGN holds {count} games: choose one (game 0 to {})",
                    count - 1
                )))
            }
            None => 0,
            Some(i) => i,
        };
        if chosen >= count {
            if count == 0 && index.is_none() {
                return Ok(Game::new(rules.unwrap_or(&Rules::CHESSPLAYX)));
            }
            return Err(GameError::Pgn(format!(
                "the PGN holds {count} games, there is no game {chosen}"
            )));
        }
        let (tree, mut game) = games.swap_remove(chosen);
        let tag = |name: &str| crate::pgn_tree::tag(&tree.tags, name);
        // Restore an end the moves alone do not show (resignation, agreement, a claimed draw,
        // a flag: `[Termination "time forfeit"]`).
        if game.outcome().is_none() {
            let reason = tag("Termination").and_then(Reason::from_termination);
            let decisive = if reason == Some(Reason::Timeout) {
                Reason::Timeout
            } else {
                Reason::Resignation
            };
            let result = if tree.result == "*" {
                tag("Result")
            } else {
                Some(tree.result.as_str())
            };
            let outcome = match (result, reason) {
                (Some("1-0"), _) => Some(Outcome {
                    winner: Some(Color::White),
                    reason: decisive,
                }),
                (Some("0-1"), _) => Some(Outcome {
                    winner: Some(Color::Black),
                    reason: decisive,
                }),
                (Some("1/2-1/2"), Some(r)) => Some(Outcome {
                    winner: None,
                    reason: r,
                }),
                (Some("1/2-1/2"), None) => Some(Outcome {
                    winner: None,
                    reason: Reason::Agreement,
                }),
                _ => None,
            };
            if let Some(outcome) = outcome {
                game.declare(outcome);
            }
        }
        game.set_tags(tree.tags);
        Ok(game)
    }
}
