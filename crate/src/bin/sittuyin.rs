//! Command line: `sittuyin perft <depth> [--fen FEN] [--rules NAME] [--divide]`, `sittuyin bench`.

use sittuyin::tablebase::{Material, Tablebases};
use sittuyin::{divide, perft, Position, Rules};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: sittuyin perft <depth> [--fen FEN] [--rules NAME] [--divide] | sittuyin bench [--depth-offset N] | sittuyin tablebase [--rules NAME] [--dir DIR] [MATERIAL ...|all] | sittuyin uci";

fn fail(message: &str) -> ExitCode {
    eprintln!("sittuyin: {message}");
    ExitCode::from(2)
}

struct PerftArgs {
    depth: u32,
    fen: Option<String>,
    rules: &'static Rules,
    divide: bool,
}

fn parse_perft(args: &[String]) -> Result<PerftArgs, String> {
    let mut depth = None;
    let mut fen = None;
    let mut rules: &'static Rules = &Rules::CHESSPLAYX;
    let mut show_divide = false;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--fen" => {
                i += 1;
                fen = Some(args.get(i).ok_or("--fen needs a FEN")?.clone());
            }
            "--rules" => {
                i += 1;
                let name = args.get(i).ok_or("--rules needs a name")?;
                rules = Rules::by_name(name).ok_or_else(|| format!("unknown rules {name:?}"))?;
            }
            "--divide" => show_divide = true,
            text => {
                if depth.is_some() {
                    return Err(format!("unexpected argument {text:?}"));
                }
                let d: u32 = text
                    .parse()
                    .map_err(|_| format!("depth must be a number, found {text:?}"))?;
                if d > 20 {
                    return Err("depth must be at most 20".to_string());
                }
                depth = Some(d);
            }
        }
        i += 1;
    }
    Ok(PerftArgs {
        depth: depth.ok_or("perft needs a depth")?,
        fen,
        rules,
        divide: show_divide,
    })
}

fn run_perft(args: &[String]) -> ExitCode {
    let args = match parse_perft(args) {
        Ok(a) => a,
        Err(e) => return fail(&e),
    };
    let pos = match &args.fen {
        Some(fen) => match Position::from_fen(fen, args.rules) {
            Ok(p) => p,
            Err(e) => return fail(&format!("{} ({})", e, e.code())),
        },
        None => Position::start(args.rules),
    };
    let nodes = if args.divide {
        let mut rows: Vec<(String, u64)> = divide(&pos, args.depth)
            .into_iter()
            .map(|(m, n)| (m.to_uci(), n))
            .collect();
        rows.sort();
        for (m, n) in &rows {
            println!("{m}: {n}");
        }
        rows.iter().map(|(_, n)| n).sum()
    } else {
        perft(&pos, args.depth)
    };
    println!("{nodes}");
    ExitCode::SUCCESS
}

/// Fixed suite: (name, FEN, depth).
const BENCH: &[(&str, &str, u32)] = &[
    ("placement-start", sittuyin::START_FEN, 4),
    (
        "placement-mid",
        "r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4",
        4,
    ),
    (
        "middlegame-1",
        "r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9",
        5,
    ),
    (
        "middlegame-2",
        "1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13",
        5,
    ),
    (
        "promotion",
        "6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40",
        5,
    ),
    (
        "endgame",
        "8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72",
        5,
    ),
];

fn run_bench(args: &[String]) -> ExitCode {
    let mut offset: i64 = 0;
    if let [flag, n] = args {
        if flag != "--depth-offset" {
            return fail(USAGE);
        }
        match n.parse() {
            Ok(v) => offset = v,
            Err(_) => return fail("--depth-offset needs a number"),
        }
    } else if !args.is_empty() {
        return fail(USAGE);
    }
    let mut total_nodes = 0u64;
    let mut total_secs = 0f64;
    println!(
        "{:<16} {:>5} {:>12} {:>9} {:>10}",
        "position", "depth", "nodes", "ms", "Mnps"
    );
    for &(name, fen, depth) in BENCH {
        let depth = (i64::from(depth) + offset).clamp(1, 10) as u32;
        let pos = match Position::from_fen(fen, &Rules::CHESSPLAYX) {
            Ok(p) => p,
            Err(e) => return fail(&e.to_string()),
        };
        let start = Instant::now();
        let nodes = perft(&pos, depth);
        let secs = start.elapsed().as_secs_f64();
        total_nodes += nodes;
        total_secs += secs;
        println!(
            "{:<16} {:>5} {:>12} {:>9.1} {:>10.2}",
            name,
            depth,
            nodes,
            secs * 1e3,
            nodes as f64 / secs / 1e6
        );
    }
    println!(
        "{:<16} {:>5} {:>12} {:>9.1} {:>10.2}",
        "total",
        "",
        total_nodes,
        total_secs * 1e3,
        total_nodes as f64 / total_secs / 1e6
    );
    println!("{total_nodes}");
    ExitCode::SUCCESS
}

/// `sittuyin tablebase [--rules NAME] [--dir DIR] [KRK KSFK ...|all]`: generates endgame tables
/// (and the smaller ones they need), caching them in DIR when given; one line per table with its
/// time, size, longest win and results.
fn run_tablebase(args: &[String]) -> ExitCode {
    let mut rules: &'static Rules = &Rules::CHESSPLAYX;
    let mut tb = Tablebases::new();
    let mut materials = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--rules" => {
                i += 1;
                let Some(r) = args.get(i).and_then(|n| Rules::by_name(n)) else {
                    return fail("--rules needs a preset name");
                };
                rules = r;
            }
            "--dir" => {
                i += 1;
                let Some(dir) = args.get(i) else {
                    return fail("--dir needs a directory");
                };
                tb.set_dir(Some(dir.into()));
            }
            "all" => materials.extend(Material::all()),
            text => match Material::parse(text) {
                Some(m) if Material::all().contains(&m) => materials.push(m),
                _ => return fail(&format!("unknown ending {text:?} (e.g. KRK, KSFK, KRKS)")),
            },
        }
        i += 1;
    }
    if materials.is_empty() {
        materials = Material::all();
    }
    println!(
        "{:<7} {:>9} {:>10} {:>8}  {:<26} {:<26}",
        "ending", "ms", "bytes", "longest", "white to move: W/D/L %", "black to move: W/D/L %"
    );
    for m in materials {
        // Time this table alone: its smaller tables first.
        for sub in m.after_captures() {
            tb.ensure(&sub, rules);
        }
        let start = Instant::now();
        let cached = tb.ensure(&m, rules);
        let ms = start.elapsed().as_secs_f64() * 1e3;
        if let Some(table) = tb.table(&m, rules) {
            let s = table.stats();
            let split = |side: usize| {
                let total = (s.wins[side] + s.draws[side] + s.losses[side]).max(1) as f64;
                let pct = |n: u64| 100.0 * n as f64 / total;
                format!(
                    "{:.1}/{:.1}/{:.1}",
                    pct(s.wins[side]),
                    pct(s.draws[side]),
                    pct(s.losses[side])
                )
            };
            println!(
                "{:<7} {:>9.0} {:>10} {:>8}  {:<26} {:<26}{}",
                m.to_string(),
                ms,
                table.bytes(),
                s.longest,
                split(0),
                split(1),
                if cached { " (already there)" } else { "" }
            );
        }
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("perft") => run_perft(&args[1..]),
        Some("bench") => run_bench(&args[1..]),
        Some("tablebase") => run_tablebase(&args[1..]),
        Some("uci") => {
            let out = std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
            sittuyin::engine_uci::run(std::io::stdin().lock(), out);
            ExitCode::SUCCESS
        }
        Some("--help" | "-h" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => fail(USAGE),
    }
}
