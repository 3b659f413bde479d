//! PGN write and read: `[Variant "Sittuyin"]`, `[FEN]`/`[SetUp]` for other starts, `[Rules]` when
//! the preset is not the default; placement drops are ordinary moves in the movetext.

use crate::game::{Game, GameError, Outcome, Reason};
use crate::position::Position;
use crate::rules::Rules;
use crate::types::Color;

/// Largest PGN accepted (1 MiB).
pub const MAX_PGN_LEN: usize = 1 << 20;

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The descriptive tags a caller may fill in (the rest describe the game and are written from it).
pub const DESCRIPTIVE_TAGS: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];

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
        for (key, value) in given {
            if let Some(slot) = tags
                .iter_mut()
                .find(|(k, _)| k == key && DESCRIPTIVE_TAGS.contains(k))
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
            tags.push(("Termination", outcome.reason.name().to_string()));
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

    /// Reads a PGN. `rules` overrides the `[Rules]` tag.
    pub fn from_pgn(pgn: &str, rules: Option<&'static Rules>) -> Result<Game, GameError> {
        if pgn.len() > MAX_PGN_LEN {
            return Err(GameError::Pgn("longer than 1 MiB".to_string()));
        }
        let (tags, movetext) = split_tags(pgn)?;
        let tag = |name: &str| {
            tags.iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
        };
        if let Some(variant) = tag("Variant") {
            if !variant.eq_ignore_ascii_case("sittuyin") {
                return Err(GameError::Pgn(format!(
                    "variant {variant:?} is not Sittuyin"
                )));
            }
        }
        let rules = match (rules, tag("Rules")) {
            (Some(r), _) => r,
            (None, Some(name)) => {
                Rules::by_name(name).ok_or_else(|| GameError::Rules(name.to_string()))?
            }
            (None, None) => &Rules::CHESSPLAYX,
        };
        let mut game = match tag("FEN") {
            Some(fen) => Game::from_fen(fen, rules)?,
            None => Game::from_position(Position::start(rules), false),
        };
        let mut result_token = None;
        for token in movetext_tokens(&movetext)? {
            if matches!(token.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
                result_token = Some(token);
                break;
            }
            game.play(&token)
                .map_err(|e| GameError::Pgn(format!("move {} ({token}): {e}", game.ply() + 1)))?;
        }
        // Restore an end the moves alone do not show (resignation, agreement, a claimed draw).
        if game.outcome().is_none() {
            let reason = tag("Termination").and_then(Reason::from_name);
            let result = result_token.as_deref().or(tag("Result"));
            let outcome = match (result, reason) {
                (Some("1-0"), _) => Some(Outcome {
                    winner: Some(Color::White),
                    reason: Reason::Resignation,
                }),
                (Some("0-1"), _) => Some(Outcome {
                    winner: Some(Color::Black),
                    reason: Reason::Resignation,
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
        Ok(game)
    }
}

type Tags = Vec<(String, String)>;

fn split_tags(pgn: &str) -> Result<(Tags, String), GameError> {
    let mut tags = Vec::new();
    let mut movetext = String::new();
    for line in pgn.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') && movetext.trim().is_empty() {
            let inner = trimmed
                .strip_prefix('[')
                .and_then(|s| s.strip_suffix(']'))
                .ok_or_else(|| GameError::Pgn(format!("bad tag line {trimmed:?}")))?;
            let (key, rest) = inner
                .split_once(' ')
                .ok_or_else(|| GameError::Pgn(format!("bad tag line {trimmed:?}")))?;
            let value = rest
                .trim()
                .strip_prefix('"')
                .and_then(|s| s.strip_suffix('"'))
                .ok_or_else(|| GameError::Pgn(format!("bad tag value in {trimmed:?}")))?;
            tags.push((
                key.to_string(),
                value.replace("\\\"", "\"").replace("\\\\", "\\"),
            ));
        } else if !trimmed.starts_with('%') {
            movetext.push_str(line);
            movetext.push('\n');
        }
    }
    Ok((tags, movetext))
}

/// Move tokens with comments, variations, NAGs and move numbers removed.
fn movetext_tokens(text: &str) -> Result<Vec<String>, GameError> {
    let mut cleaned = String::with_capacity(text.len());
    let mut depth = 0usize;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                }
                cleaned.push(' ');
            }
            ';' => {
                for d in chars.by_ref() {
                    if d == '\n' {
                        break;
                    }
                }
                cleaned.push(' ');
            }
            '(' => depth += 1,
            ')' => {
                depth = depth
                    .checked_sub(1)
                    .ok_or_else(|| GameError::Pgn("unbalanced ')'".to_string()))?
            }
            _ if depth > 0 => {}
            _ => cleaned.push(c),
        }
    }
    let mut tokens = Vec::new();
    for raw in cleaned.split_whitespace() {
        if raw.starts_with('$') {
            continue;
        }
        // Strip a leading move number: "12.", "12...", "12.R@a1".
        let digits = raw.trim_start_matches(|c: char| c.is_ascii_digit());
        let token = match digits.strip_prefix('.') {
            Some(rest) if digits.len() < raw.len() => rest.trim_start_matches('.'),
            _ => raw,
        };
        if token.is_empty() {
            continue;
        }
        tokens.push(token.to_string());
    }
    Ok(tokens)
}
