//! The evaluation network and its training data: the record format round trip, the network
//! file, the incremental accumulator against a full refresh, the evaluation kernels against the
//! plain-Rust loops, and the evaluations the wasm engine must reproduce
//! (`tests/data/nnue/random-evals.tsv`, checked in wasm by `tests/api/nnue.test.mjs`).

use sittuyin::search::nnue::{
    self, file_size, material, position_key, read_records, Accumulator, Network, NetworkError,
    ReadError, Record, RecordError, RecordReader, FILE_SIZE, INPUTS, RECORD_SIZE,
};
use sittuyin::search::{Engine, Limits, NoClock, Rng};
use sittuyin::{Color, Game, Position, Rules};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Positions of seeded random games under every preset (placement included), with the move
/// that led to each.
fn random_positions(games: usize, seed: u64) -> Vec<Vec<Position>> {
    let mut rng = Rng::new(seed);
    let presets = [
        &Rules::CHESSPLAYX,
        &Rules::FAIRY,
        &Rules::FEDERATION,
        &Rules::PRITCHARD,
    ];
    let mut out = Vec::new();
    for g in 0..games {
        let mut game = Game::new(presets[g % presets.len()]);
        let mut line = vec![*game.position()];
        for _ in 0..200 {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.status().outcome.is_some() {
                break;
            }
            let m = moves.as_slice()[rng.index(moves.len())];
            game.play_move(m).expect("legal move");
            line.push(*game.position());
        }
        out.push(line);
    }
    out
}

#[test]
fn records_round_trip_through_their_bytes() {
    let mut n = 0;
    let mut with_hands = 0;
    for (i, line) in random_positions(12, 7).iter().enumerate() {
        for pos in line {
            let score = ((n * 37) % 6001) as i16 - 3000;
            let rec = Record::new(pos, score, (i % 3) as u8);
            let bytes = rec.to_bytes();
            assert_eq!(bytes.len(), RECORD_SIZE);
            let back = Record::from_bytes(&bytes).expect("valid record");
            assert_eq!(back, rec, "{}", pos.fen());
            assert_eq!(back.board, *pos.board());
            assert_eq!(
                back.hands,
                [*pos.hand(Color::White), *pos.hand(Color::Black)]
            );
            assert_eq!(back.turn, pos.turn());
            // The features the trainer sees are the engine's.
            for perspective in [Color::White, Color::Black] {
                let mut acc_rec = back.features(perspective);
                acc_rec.sort_unstable();
                let mut direct = Record::new(pos, 0, 1).features(perspective);
                direct.sort_unstable();
                assert_eq!(acc_rec, direct);
                assert!(acc_rec.iter().all(|&f| f < INPUTS));
            }
            with_hands += usize::from(!back.hands[0].is_empty() || !back.hands[1].is_empty());
            n += 1;
        }
    }
    assert!(
        n > 1000 && with_hands > 50,
        "{n} positions, {with_hands} with hands"
    );
}

#[test]
fn a_data_file_reads_whole_records_and_refuses_bad_ones() {
    let line = &random_positions(1, 3)[0];
    let mut bytes: Vec<u8> = line
        .iter()
        .flat_map(|p| Record::new(p, 5, 2).to_bytes())
        .collect();
    // A run killed mid-write leaves a partial record: it is ignored.
    bytes.extend_from_slice(&[1, 2, 3]);
    let records = read_records(&bytes).expect("valid file");
    assert_eq!(records.len(), line.len());
    assert_eq!(records[0], Record::new(&line[0], 5, 2));
    // A result of 3 or a role code of 6 is no record.
    let mut bad = Record::new(&line[0], 0, 1).to_bytes();
    bad[30] = 3;
    assert_eq!(Record::from_bytes(&bad), Err(RecordError::Invalid));
    let mut bad = Record::new(&line[line.len() - 1], 0, 1).to_bytes();
    bad[8] = 0x06;
    assert_eq!(Record::from_bytes(&bad), Err(RecordError::Invalid));
}

/// A reader that hands out at most `step` bytes per call, to cut records across reads.
struct Trickle<'a> {
    bytes: &'a [u8],
    step: usize,
}

impl std::io::Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.step.min(buf.len()).min(self.bytes.len());
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

#[test]
fn the_streaming_reader_reads_what_the_whole_file_reader_reads() {
    let lines = random_positions(30, 5);
    let mut bytes: Vec<u8> = lines
        .iter()
        .flatten()
        .enumerate()
        .flat_map(|(i, p)| Record::new(p, (i % 50) as i16, (i % 3) as u8).to_bytes())
        .collect();
    let n = bytes.len() / RECORD_SIZE;
    // More records than one buffer of the reader holds, read in odd-sized pieces.
    assert!(n > 4096, "{n} records");
    bytes.extend_from_slice(&[7; 5]);
    let whole = read_records(&bytes).expect("valid file");
    for step in [7, 1000, 1 << 20] {
        let streamed: Vec<Record> = RecordReader::new(Trickle {
            bytes: &bytes,
            step,
        })
        .map(|r| r.expect("valid record"))
        .collect();
        assert_eq!(streamed, whole, "step {step}");
    }
    // An invalid record ends the stream with an error.
    let mut bad = bytes.clone();
    bad[RECORD_SIZE * 3 + 30] = 9;
    let read: Vec<_> = RecordReader::new(bad.as_slice()).collect();
    assert_eq!(read.len(), 4);
    assert!(matches!(
        read[3],
        Err(ReadError::Record(RecordError::Invalid))
    ));
    // The dedup key ignores score and result, and tells positions apart.
    let a = Record::new(&lines[0][3], 10, 0).to_bytes();
    let b = Record::new(&lines[0][3], -99, 2).to_bytes();
    let c = Record::new(&lines[0][4], 10, 0).to_bytes();
    assert_eq!(position_key(&a), position_key(&b));
    assert_ne!(position_key(&a), position_key(&c));
}

#[test]
fn the_committed_sample_is_valid_data() {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/nnue/sample.bin"
    ))
    .expect("sample data");
    assert_eq!(bytes.len() % RECORD_SIZE, 0);
    let records = read_records(&bytes).expect("valid sample");
    assert!(records.len() >= 100);
    for r in &records {
        assert!(r.result <= 2 && r.score.abs() <= 3000);
        // Every record is a legal position of the default preset.
        let setup = sittuyin::Setup {
            board: r.board,
            hands: r.hands,
            promoted: sittuyin::Bitboard::EMPTY,
            turn: r.turn,
            counting_limit: 0,
            halfmove: 0,
            fullmove: 20,
        };
        assert!(Position::from_setup(&setup, &Rules::CHESSPLAYX).is_ok());
    }
}

#[test]
fn network_files_round_trip_and_bad_ones_are_refused() {
    let net = Network::random(1);
    let bytes = net.to_bytes();
    assert_eq!(bytes.len(), FILE_SIZE);
    assert_eq!(Network::from_bytes(&bytes), Ok(net));
    assert_eq!(
        Network::from_bytes(&bytes[..bytes.len() - 1]),
        Err(NetworkError::Size)
    );
    let mut wrong = bytes.clone();
    wrong[0] = b'X';
    assert_eq!(Network::from_bytes(&wrong), Err(NetworkError::Format));
    assert_eq!(Network::from_bytes(b""), Err(NetworkError::Format));
}

#[test]
fn bucketed_network_files_round_trip_and_choose_the_output_by_material() {
    let net = Network::random_bucketed(3, 4);
    assert_eq!(net.buckets(), 4);
    let bytes = net.to_bytes();
    assert_eq!(&bytes[..4], b"SNN2");
    assert_eq!(bytes.len(), file_size(4));
    assert_eq!(bytes.len(), FILE_SIZE + 4 + 3 * (4 * 128 + 4));
    assert_eq!(Network::from_bytes(&bytes), Ok(net.clone()));
    assert_eq!(
        Network::from_bytes(&bytes[..bytes.len() - 4]),
        Err(NetworkError::Size)
    );
    // A bucket count out of range is not a network of this engine.
    for count in [0u32, 9] {
        let mut wrong = bytes.clone();
        wrong[16..20].copy_from_slice(&count.to_le_bytes());
        assert_eq!(Network::from_bytes(&wrong), Err(NetworkError::Format));
    }
    // The buckets split 2-32 pieces in equal ranges, like the trainer's `bucket_of`.
    let buckets: Vec<usize> = (0..=34).map(|p| net.bucket(p)).collect();
    for (p, b) in buckets.iter().enumerate() {
        assert_eq!(*b, ((p.max(2) - 2) * 4 / 31).min(3), "{p} pieces");
    }
    assert_eq!(
        (buckets[2], buckets[9], buckets[10], buckets[32]),
        (0, 0, 1, 3)
    );
    // Each bucket's output is that of the one-layer (SNN1) network made of its weights and bias:
    // the bucket chooses both, and nothing else changes.
    let start = Position::start(&Rules::CHESSPLAYX);
    let mut acc = Accumulator::default();
    acc.refresh(&net, &start);
    let layers = 20 + 2 * (INPUTS * 128 + 128);
    let mut outputs = Vec::new();
    for (bucket, pieces) in [2u32, 10, 18, 26].into_iter().enumerate() {
        let mut one = b"SNN1".to_vec();
        one.extend_from_slice(&bytes[4..16]);
        one.extend_from_slice(&bytes[20..layers]);
        let w = layers + bucket * 512;
        one.extend_from_slice(&bytes[w..w + 512]);
        let b = layers + 4 * 512 + 4 * bucket;
        one.extend_from_slice(&bytes[b..b + 4]);
        let single = Network::from_bytes(&one).expect("an SNN1 file");
        let bucketed = net.output_in(&acc, start.turn(), pieces);
        assert_eq!(
            bucketed,
            single.output_in(&acc, start.turn(), pieces),
            "bucket {bucket}"
        );
        outputs.push(bucketed);
    }
    outputs.dedup();
    assert_eq!(outputs.len(), 4, "four different layers: {outputs:?}");
    assert_eq!(
        Network::random(3).output_in(&acc, start.turn(), 32),
        net.output_in(&acc, start.turn(), 2),
        "bucket 0 is random(3)'s layer"
    );
    // The search's output reads the bucket from the position: 32 pieces at the start.
    assert_eq!(material(&start), 32);
    assert_eq!(
        net.output(&acc, &start),
        net.output_in(&acc, start.turn(), 32)
    );
}

/// The network built into the engine, `crate/nets/` (issue 31: generation 4, 17.1 M self-play
/// positions and their games' results; each generation passed its gates): it is that file, it
/// loads, and it values material and the side to move as a trained net must.
#[test]
fn the_built_in_network_loads_and_values_material() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("nets/gen4-17m-128b4.nnue");
    let bytes = std::fs::read(path).expect("the built-in net is committed");
    assert_eq!(bytes, sittuyin::search::nnue::BUILT_IN);
    let net = Network::from_bytes(&bytes).expect("an SNN2 file");
    assert_eq!(net, *sittuyin::search::nnue::built_in());
    assert_eq!(net.buckets(), 4);
    let eval = |fen: &str| {
        let pos = Position::from_fen(fen, &Rules::CHESSPLAYX).expect(fen);
        net.evaluate(&pos)
    };
    // White is well ahead here (the hand-tuned search says +10 pawns at depth 8); a chariot
    // more or less moves the evaluation by several pawns, and Black to move sees it negated.
    let white = "r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK2R[] w - - 0 20";
    let no_black_chariot = "2s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK2R[] w - - 0 20";
    let no_white_chariot = "r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/3FK2R[] w - - 0 20";
    let (e, up, down) = (eval(white), eval(no_black_chariot), eval(no_white_chariot));
    assert!(e > 300, "White ahead: {e}");
    assert!(up > e + 300 && down < e - 300, "a chariot: {down} {e} {up}");
    let black = eval(&white.replace(" w ", " b "));
    assert!(
        black < -300 && (black + e).abs() < 200,
        "Black to move: {black} against {e}"
    );
    // The start of placement: both sides even, within a pawn.
    let start = net.evaluate(&Position::start(&Rules::CHESSPLAYX));
    assert!(start.abs() < 100, "start: {start}");
}

#[test]
fn the_incremental_accumulator_equals_a_refresh() {
    let net = Network::random(2);
    let mut checked = 0;
    for line in random_positions(16, 11) {
        let mut acc = Accumulator::default();
        acc.refresh(&net, &line[0]);
        for pair in line.windows(2) {
            acc.update(&net, &pair[0], &pair[1]);
            let mut fresh = Accumulator::default();
            fresh.refresh(&net, &pair[1]);
            assert_eq!(acc, fresh, "after {}", pair[1].fen());
            assert_eq!(net.output(&acc, &pair[1]), net.evaluate(&pair[1]));
            // A null move changes no feature.
            if !pair[1].is_check() && !pair[1].is_placement() {
                let mut null = acc;
                null.update(&net, &pair[1], &pair[1].null_move());
                assert_eq!(null, acc);
            }
            checked += 1;
        }
    }
    assert!(checked > 1500, "{checked}");
}

#[test]
fn a_search_with_a_network_plays_legal_moves_and_repeats_itself() {
    let net = Arc::new(Network::random(3));
    let pos = Position::from_fen(
        "r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK2R[] w - - 0 20",
        &Rules::CHESSPLAYX,
    )
    .expect("fen");
    let run = |with: bool| {
        let mut engine = Engine::new(1);
        engine.set_network(with.then(|| Arc::clone(&net)));
        engine.search(
            &pos,
            &[],
            &Limits::depth(5),
            &NoClock,
            &AtomicBool::new(false),
            &mut |_| {},
        )
    };
    let a = run(true);
    let b = run(true);
    assert_eq!(a, b);
    assert!(pos.legal_moves().iter().any(|&m| Some(m) == a.best));
    // The hand-tuned evaluation and this random network disagree somewhere in the tree.
    let plain = run(false);
    assert_ne!((a.score, a.nodes), (plain.score, plain.nodes));
    // With the network turned off, the engine is the hand-tuned one again.
    let mut engine = Engine::new(1);
    engine.set_network(Some(Arc::clone(&net)));
    engine.set_use_network(false);
    let off = engine.search(
        &pos,
        &[],
        &Limits::depth(5),
        &NoClock,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert_eq!(
        (off.best, off.score, off.nodes),
        (plain.best, plain.score, plain.nodes)
    );
}

fn uci(script: &str) -> String {
    let out = Arc::new(std::sync::Mutex::new(Vec::<u8>::new()));
    sittuyin::engine_uci::run(std::io::Cursor::new(script.to_string()), Arc::clone(&out));
    let bytes = out.lock().unwrap().clone();
    String::from_utf8(bytes).unwrap()
}

#[test]
fn uci_loads_a_network_file_and_refuses_bad_ones() {
    let dir = std::env::temp_dir().join(format!("sittuyin-nnue-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("net.nnue");
    std::fs::write(&good, Network::random(4).to_bytes()).unwrap();
    let bad = dir.join("bad.nnue");
    std::fs::write(&bad, b"not a network").unwrap();
    let out = uci(&format!(
        "uci\nsetoption name EvalFile value {}\nsetoption name EvalFile value {}\nposition startpos moves K@e2 K@d7\ngo depth 3\n",
        bad.display(),
        good.display()
    ));
    assert!(out.contains("option name EvalFile type string"));
    assert!(out.contains("option name UseNNUE type check default true"));
    assert!(out.contains("network file has the wrong size"), "{out}");
    assert_eq!(out.matches("info string EvalFile").count(), 1, "{out}");
    // A device is never read (it would never end).
    let dev = uci("setoption name EvalFile value /dev/zero\nisready\n");
    assert!(dev.contains("info string EvalFile"), "{dev}");
    // Right size, wrong contents.
    let mut wrong = Network::random(5).to_bytes();
    wrong[0] = b'X';
    std::fs::write(&bad, wrong).unwrap();
    let refused = uci(&format!(
        "setoption name EvalFile value {}\nisready\n",
        bad.display()
    ));
    assert!(refused.contains("not a sittuyin network file"), "{refused}");
    assert!(out.contains("bestmove"));
    std::fs::remove_dir_all(&dir).ok();
}

/// The UCI engine evaluates with the built-in network by default (`EvalFile <built-in>`), from
/// level 4; `UseNNUE false` and `EvalFile <empty>` give the hand-tuned evaluation.
#[test]
fn uci_searches_with_the_built_in_network_by_default() {
    let go = "position fen r1s1k3/1n2f3/p1pp1pp1/4p2p/P3P3/1PP2PPP/3N1S2/R2FK2R[] w - - 0 20\ngo nodes 4000\n";
    // The last `info` line before `bestmove`: score, nodes and principal variation.
    let last_info = |out: &str| -> String {
        let line = out
            .lines()
            .rfind(|l| l.starts_with("info depth"))
            .unwrap_or_else(|| panic!("no info line: {out}"));
        // Without the speed and the time, which vary from run to run.
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut kept = Vec::new();
        let mut i = 0;
        while i < words.len() {
            if words[i] == "nps" || words[i] == "time" {
                i += 2;
            } else {
                kept.push(words[i]);
                i += 1;
            }
        }
        kept.join(" ")
    };
    let options = uci("uci\n");
    assert!(
        options.contains("option name EvalFile type string default <built-in>"),
        "{options}"
    );
    let by_default = last_info(&uci(go));
    let named = last_info(&uci(&format!(
        "setoption name EvalFile value <built-in>\n{go}"
    )));
    let off = last_info(&uci(&format!("setoption name UseNNUE value false\n{go}")));
    let empty = last_info(&uci(&format!(
        "setoption name EvalFile value <empty>\n{go}"
    )));
    assert_eq!(by_default, named);
    assert_eq!(off, empty);
    assert_ne!(by_default, off);
    // Levels 1-3 keep the hand-tuned evaluation.
    let level = |extra: &str| {
        last_info(&uci(&format!(
            "setoption name Level value 3\nsetoption name Seed value 9\n{extra}{go}"
        )))
    };
    assert_eq!(level(""), level("setoption name UseNNUE value false\n"));
}

#[test]
fn uci_level_8_answers_placement_from_the_book_only_when_asked() {
    let searched = uci("position startpos\ngo depth 2\n");
    assert!(!searched.contains("info depth 0 "), "{searched}");
    let booked = uci("setoption name Book value true\nposition startpos\ngo depth 2\n");
    assert!(
        booked.contains("info depth 0 seldepth 0 score cp 0 nodes 0"),
        "{booked}"
    );
    // Below level 8 there is no book.
    let level7 = uci("setoption name Book value true\nsetoption name Level value 7\nposition startpos\ngo depth 2\n");
    assert!(!level7.contains("info depth 0 "), "{level7}");
}

#[test]
fn the_evaluation_kernels_agree_with_the_plain_loops() {
    // Natively the kernels are the plain loops; the wasm engine runs the same check on its SIMD
    // build (`nnueSelfTest` in tests/api/nnue.test.mjs).
    let compared = nnue::self_test(1, 8).expect("kernels agree");
    assert!(compared > 600, "{compared}");
}

/// The fixture the wasm engine's evaluations are compared with: positions of seeded random
/// games under every preset, and `Network::random(FIXTURE_SEED)`'s evaluation of each.
const FIXTURE: &str = "tests/data/nnue/random-evals.tsv";
const FIXTURE_SEED: u64 = 5;

fn fixture_text() -> String {
    let net = Network::random(FIXTURE_SEED);
    let mut text = format!(
        "# Network::random({FIXTURE_SEED}) evaluations (side to move, cp), written by crate/tests/nnue.rs:\n\
         # SITTUYIN_BLESS=1 cargo test --release -p sittuyin --test nnue rewrites it.\n"
    );
    for line in random_positions(8, 23) {
        for pos in line.iter().step_by(9) {
            let mut acc = Accumulator::default();
            acc.refresh_scalar(&net, pos);
            let value = net.output_scalar(&acc, pos.turn(), material(pos));
            assert_eq!(value, net.evaluate(pos));
            text.push_str(&format!("{}\t{}\t{value}\n", pos.rules().name, pos.fen()));
        }
    }
    text
}

#[test]
fn random_network_evaluations_match_the_fixture_the_wasm_test_reads() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    let text = fixture_text();
    if std::env::var_os("SITTUYIN_BLESS").is_some() {
        std::fs::write(&path, &text).expect("write the fixture");
    }
    let committed = std::fs::read_to_string(&path).expect("the fixture is committed");
    assert_eq!(
        committed, text,
        "{FIXTURE} is stale: SITTUYIN_BLESS=1 rewrites it"
    );
    let rows = text.lines().filter(|l| !l.starts_with('#')).count();
    assert!(rows > 80, "{rows}");
    // The values spread on both sides of zero (the network is not flat).
    let values: Vec<i32> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.rsplit('\t').next().unwrap().parse().unwrap())
        .collect();
    assert!(values.iter().any(|&v| v > 50) && values.iter().any(|&v| v < -50));
}
