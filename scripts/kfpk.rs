//! K+F+P against a bare king: can the side with the General and the pawn force mate?
//!
//! A pawn promotes only while its side has no General, so here it never does; the bare king
//! taking the General or the pawn leaves K+P or K+F against K, a draw (the pawn would only
//! become the General again, and K+F cannot mate). A plain retrograde solve of all 2 x 64^4
//! placements (White has K, F, P; Black a bare K), with no move limit at all, so what it
//! finds lost is an upper bound for every preset (the 50-move rule only draws more).
//! Result (2026-12-07): White to move wins 0.02% of the legal positions (at most 0.06% for
//! any pawn rank), all within 19 moves of a mate already on the board; the ending is drawn.
//! The search scales it down (`crate/src/search/endgame.rs`, `cannot_force_mate`).
//!
//! Run: `rustc --edition 2021 -O scripts/kfpk.rs -o target/kfpk && target/kfpk` (about 2 min).
const N: usize = 1 << 24;
fn f(s: i32) -> i32 {
    s & 7
}
fn r(s: i32) -> i32 {
    s >> 3
}
fn adj(a: i32, b: i32) -> bool {
    (f(a) - f(b)).abs() <= 1 && (r(a) - r(b)).abs() <= 1 && a != b
}
fn ferz(a: i32, b: i32) -> bool {
    (f(a) - f(b)).abs() == 1 && (r(a) - r(b)).abs() == 1
}
fn pawn_att(p: i32, t: i32) -> bool {
    r(t) == r(p) + 1 && (f(t) - f(p)).abs() == 1
}
fn idx(wk: i32, wf: i32, wp: i32, bk: i32) -> usize {
    ((wk << 18) | (wf << 12) | (wp << 6) | bk) as usize
}
fn kings_near(s: i32) -> impl Iterator<Item = i32> {
    (-1..=1)
        .flat_map(move |df| (-1..=1).map(move |dr| (df, dr)))
        .filter(|&(a, b)| (a, b) != (0, 0))
        .filter_map(move |(df, dr)| {
            let (nf, nr) = (f(s) + df, r(s) + dr);
            (0..8).contains(&nf).then_some(())?;
            (0..8).contains(&nr).then_some(nf + nr * 8)
        })
}
fn ferz_near(s: i32) -> impl Iterator<Item = i32> {
    [(-1, -1), (-1, 1), (1, -1), (1, 1)]
        .into_iter()
        .filter_map(move |(df, dr)| {
            let (nf, nr) = (f(s) + df, r(s) + dr);
            ((0..8).contains(&nf) && (0..8).contains(&nr)).then_some(nf + nr * 8)
        })
}
fn main() {
    // valid: distinct, kings not adjacent
    let valid = |wk, wf, wp, bk| {
        wk != wf && wk != wp && wk != bk && wf != wp && wf != bk && wp != bk && !adj(wk, bk)
    };
    let check = |wk: i32, wf, wp, bk| {
        let _ = wk;
        ferz(wf, bk) || pawn_att(wp, bk)
    };
    let mut win = vec![false; N]; // white to move: White wins
    let mut lost = vec![false; N]; // black to move: Black loses
                                   // black moves: returns list of (Some(idx of white-to-move pos)) or None for a capture (draw)
    let black_moves = |wk: i32, wf: i32, wp: i32, bk: i32, out: &mut Vec<Option<usize>>| {
        out.clear();
        for t in kings_near(bk) {
            if t == wk || adj(t, wk) {
                continue;
            }
            if t == wf {
                if pawn_att(wp, t) {
                    continue;
                }
                out.push(None);
                continue;
            }
            if t == wp {
                if ferz(wf, t) {
                    continue;
                }
                out.push(None);
                continue;
            }
            if ferz(wf, t) || pawn_att(wp, t) {
                continue;
            }
            out.push(Some(idx(wk, wf, wp, t)));
        }
    };
    let white_moves = |wk: i32, wf: i32, wp: i32, bk: i32, out: &mut Vec<usize>| {
        out.clear();
        for t in kings_near(wk) {
            if t != wf && t != wp && t != bk && !adj(t, bk) {
                out.push(idx(t, wf, wp, bk));
            }
        }
        for t in ferz_near(wf) {
            if t != wk && t != wp && t != bk {
                out.push(idx(wk, t, wp, bk));
            }
        }
        if r(wp) < 7 {
            let t = wp + 8;
            if t != wk && t != wf && t != bk {
                out.push(idx(wk, wf, t, bk));
            }
        }
    };
    let mut bm = Vec::new();
    let mut wm = Vec::new();
    let mut mates = 0;
    for i in 0..N as i32 {
        let (wk, wf, wp, bk) = (i >> 18, (i >> 12) & 63, (i >> 6) & 63, i & 63);
        if !valid(wk, wf, wp, bk) {
            continue;
        }
        black_moves(wk, wf, wp, bk, &mut bm);
        if bm.is_empty() && check(wk, wf, wp, bk) {
            lost[i as usize] = true;
            mates += 1;
        }
    }
    println!("mates (black to move): {mates}");
    let mut iter = 0;
    loop {
        iter += 1;
        let mut changed = 0;
        for i in 0..N as i32 {
            let (wk, wf, wp, bk) = (i >> 18, (i >> 12) & 63, (i >> 6) & 63, i & 63);
            if win[i as usize] || !valid(wk, wf, wp, bk) || check(wk, wf, wp, bk) {
                continue;
            }
            white_moves(wk, wf, wp, bk, &mut wm);
            if wm.iter().any(|&j| lost[j]) {
                win[i as usize] = true;
                changed += 1;
            }
        }
        for i in 0..N as i32 {
            let (wk, wf, wp, bk) = (i >> 18, (i >> 12) & 63, (i >> 6) & 63, i & 63);
            if lost[i as usize] || !valid(wk, wf, wp, bk) {
                continue;
            }
            black_moves(wk, wf, wp, bk, &mut bm);
            if !bm.is_empty() && bm.iter().all(|m| matches!(m, Some(j) if win[*j])) {
                lost[i as usize] = true;
                changed += 1;
            }
        }
        if changed == 0 {
            break;
        }
    }
    println!("iterations (moves): {iter}");
    // stats by pawn rank (white to move, legal)
    for rank in 0..8 {
        let (mut tot, mut w, mut totb, mut l) = (0u64, 0u64, 0u64, 0u64);
        for i in 0..N as i32 {
            let (wk, wf, wp, bk) = (i >> 18, (i >> 12) & 63, (i >> 6) & 63, i & 63);
            if r(wp) != rank || !valid(wk, wf, wp, bk) {
                continue;
            }
            if !check(wk, wf, wp, bk) {
                tot += 1;
                if win[i as usize] {
                    w += 1;
                }
            }
            totb += 1;
            if lost[i as usize] {
                l += 1;
            }
        }
        println!("pawn rank {}: white to move won {:.3}% ({w}/{tot}); black to move lost {:.3}% ({l}/{totb})", rank + 1, 100.0 * w as f64 / tot as f64, 100.0 * l as f64 / totb as f64);
    }
}
