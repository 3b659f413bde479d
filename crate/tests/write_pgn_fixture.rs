//! The Rust PGN writer's output on every PGN fixture and on a set of generated, edited trees,
//! committed as `crate/tests/data/written_pgn.json.gz` (JSON, one case a line, gzip-compressed). The package's `writePgn` is the same writer in
//! TypeScript (`www/lib/pgn.ts`, over the rules core's `Game`), and
//! `tests/api/write-pgn-diff.test.mjs` checks that it gives these bytes (and these error codes).
//! This test fails when the committed file's JSON differs from what the Rust writer writes now;
//! `UPDATE_GENERATED=1 cargo test -p sittuyin --test write_pgn_fixture` writes it again.
//!
//! The trees: for every preset, games of random legal moves (a fixed seed) from the start and
//! from a set-up `[FEN]`, with variations (nested), starting comments, comments (shapes, `[%eval]`,
//! long ones that wrap, one holding `}` that becomes a `;` comment, empty, non-ASCII), NAGs,
//! tags that need escapes, moves given by UCI or by SAN, every result; and trees the writer
//! refuses.

use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use flate2::Compression;
use serde_json::{json, Value};
use sittuyin::boundary::PgnGameInput;
use sittuyin::pgn_tree::read_pgn;
use sittuyin::pgn_write::write_pgn;
use sittuyin::pgn_write::write_pgn_trees;
use sittuyin::{Position, Rules};
use std::io::{Read, Write};
use std::path::PathBuf;

/// SplitMix64: a fixed sequence, so the file only changes when the writer does.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const COMMENTS: &[&str] = &[
    "[%eval 0.25]",
    "[%csl Gd4,Re5] [%cal Ge2e4,Bb1c3]",
    "[%clk 0:04:59] A quiet move.",
    "Blunder. Best was the other one.",
    "A long comment that goes on and on about the position, the plans of both sides and the \
     placement, so that it has to be wrapped at eighty columns by the writer",
    "holds a } so it is written as a line comment",
    "",
    "  spaces around  ",
    "မြန်မာ စစ်တုရင် ✓",
    "[%cal Ya1a8] [%csl Bh8]",
];

fn comments(rng: &mut Rng, percent: u64) -> Value {
    let mut out = Vec::new();
    while rng.chance(percent) && out.len() < 3 {
        out.push(json!(COMMENTS[rng.below(COMMENTS.len())]));
    }
    json!(out)
}

/// A line of `plies` random legal moves from `pos`, with variations down to `depth`.
fn line(rng: &mut Rng, pos: &Position, plies: usize, depth: usize) -> Vec<Value> {
    let mut nodes = Vec::new();
    let mut pos = *pos;
    for i in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal.as_slice()[rng.below(legal.len())];
        let mut node = serde_json::Map::new();
        match rng.below(3) {
            0 => node.insert("uci".into(), json!(m.to_uci())),
            1 => node.insert("san".into(), json!(pos.san(m))),
            _ => {
                node.insert("san".into(), json!(pos.san(m)));
                node.insert("uci".into(), json!(m.to_uci()))
            }
        };
        node.insert("comments".into(), comments(rng, 25));
        if i == 0 && depth > 0 {
            node.insert("startingComments".into(), comments(rng, 40));
        }
        let mut nags = Vec::new();
        while rng.chance(15) && nags.len() < 2 {
            nags.push(json!(rng.below(256)));
        }
        node.insert("nags".into(), json!(nags));
        let mut variations = Vec::new();
        if depth < 3 && rng.chance(20) {
            for _ in 0..1 + rng.below(2) {
                let plies = 1 + rng.below(5);
                let v = line(rng, &pos, plies, depth + 1);
                if !v.is_empty() {
                    variations.push(json!(v));
                }
            }
        }
        node.insert("variations".into(), json!(variations));
        // Fields a tree from parsePgn has and the writer makes again.
        node.insert("fen".into(), json!("ignored"));
        node.insert("shapes".into(), json!([]));
        nodes.push(Value::Object(node));
        pos = pos.after(m);
    }
    nodes
}

fn trees() -> Vec<(String, Value)> {
    let mut rng = Rng(17);
    let mut out = Vec::new();
    let results = ["1-0", "0-1", "1/2-1/2", "*"];
    for rules in Rules::PRESETS {
        for k in 0..6 {
            let mut tags = vec![
                json!(["Event", format!("Test \"{}\" \\ {k}", rules.name)]),
                json!(["Variant", "Sittuyin"]),
            ];
            if !rules.is_default() {
                tags.push(json!(["Rules", rules.name]));
            }
            let mut start = Position::start(rules);
            // Every other game from a set-up position: a few random plies in.
            if k % 2 == 1 {
                for _ in 0..10 + rng.below(30) {
                    let legal = start.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    start = start.after(legal.as_slice()[rng.below(legal.len())]);
                }
                tags.push(json!(["SetUp", "1"]));
                tags.push(json!(["FEN", start.fen()]));
            }
            let plies = 5 + rng.below(45);
            let tree = json!({
                "tags": tags,
                "comments": comments(&mut rng, 30),
                "moves": line(&mut rng, &start, plies, 0),
                "result": results[rng.below(4)],
                "rules": rules.name,
                "startFen": start.fen(),
                "shapes": [],
            });
            out.push((format!("{} {k}", rules.name), tree));
        }
    }
    // Trees the writer refuses (the codes must agree).
    let refused = [
        json!({ "moves": [{ "uci": "e2e4" }] }),
        json!({ "moves": [{ "san": "Qh5" }] }),
        json!({ "moves": [{ "uci": "K@e2", "nags": [999] }] }),
        json!({ "moves": [{}] }),
        json!({ "rules": "nope", "moves": [] }),
        json!({ "tags": [["Rules", "nope"]], "moves": [] }),
        json!({ "tags": [["FEN", "x"]], "moves": [] }),
        json!({ "tags": [["Variant", "chess"]], "moves": [] }),
        json!({ "tags": [["Bad Name", "x"]], "moves": [] }),
        json!({ "tags": [["Event", "a\nb"]], "moves": [] }),
        json!({ "rules": "fairy", "moves": [] }),
        json!({ "startFen": "8/8/8/8/8/8/8/8[] w - - 0 1", "moves": [] }),
        json!({ "result": "2-0", "moves": [] }),
        json!({ "comments": ["a { b } c"], "moves": [] }),
        json!({ "comments": ["a }\nb"], "moves": [] }),
        json!({ "moves": [{ "uci": "K@e2", "comments": ["x } y\nz"] }] }),
        json!({ "moves": [{ "uci": "K@e2", "variations": [[{ "uci": "K@j9" }]] }] }),
    ];
    for (i, tree) in refused.into_iter().enumerate() {
        out.push((format!("refused {i}"), tree));
    }
    out
}

fn fixture() -> String {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/pgn");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    names.sort();
    let mut cases = Vec::new();
    for name in names {
        let pgn = std::fs::read_to_string(dir.join(&name)).unwrap();
        let output = write_pgn(&read_pgn(&pgn, None).unwrap());
        cases.push(json!({ "name": name, "pgn": pgn, "output": output }));
    }
    for (name, tree) in trees() {
        // A tree that does not fit the shape was refused by the reader of JS trees: ERR_PGN.
        let written = match serde_json::from_value::<PgnGameInput>(tree.clone()) {
            Ok(input) => write_pgn_trees(&[input]).map_err(|e| e.code().as_str()),
            Err(_) => Err("ERR_PGN"),
        };
        let case = match written {
            Ok(output) => json!({ "name": name, "tree": tree, "output": output }),
            Err(code) => json!({ "name": name, "tree": tree, "code": code }),
        };
        cases.push(case);
    }
    let lines: Vec<String> = cases.iter().map(Value::to_string).collect();
    format!("[\n{}\n]\n", lines.join(",\n"))
}

#[test]
fn the_committed_writer_fixture_is_what_the_rust_writer_writes() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/written_pgn.json.gz");
    let fresh = fixture();
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        let mut gz = GzEncoder::new(Vec::new(), Compression::best());
        gz.write_all(fresh.as_bytes()).unwrap();
        std::fs::write(&path, gz.finish().unwrap()).unwrap();
    }
    let mut committed = String::new();
    if let Ok(file) = std::fs::File::open(&path) {
        GzDecoder::new(file).read_to_string(&mut committed).unwrap();
    }
    assert!(
        committed == fresh,
        "{} differs from what the Rust writer writes; run `UPDATE_GENERATED=1 cargo test -p \
         sittuyin --test write_pgn_fixture` and commit it",
        path.display()
    );
}

#[test]
fn the_fixture_has_written_trees_of_every_preset_and_refusals() {
    let text = fixture();
    let v: Value = serde_json::from_str(&text).unwrap();
    let cases = v.as_array().unwrap();
    for rules in Rules::PRESETS {
        let written = cases
            .iter()
            .filter(|c| c["tree"]["rules"] == rules.name && c["output"].is_string())
            .count();
        assert!(written >= 4, "{}: {written} trees written", rules.name);
    }
    let with_variations = cases
        .iter()
        .filter(|c| c["tree"].is_object() && c["output"].as_str().is_some_and(|o| o.contains('(')))
        .count();
    assert!(with_variations >= 10, "{with_variations}");
    assert!(cases.iter().filter(|c| c["code"].is_string()).count() >= 15);
}
