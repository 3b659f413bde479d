#!/usr/bin/env python3
"""Differential fixtures from Fairy-Stockfish (pyffish 0.0.90): random games, one TSV row per ply.

Fairy-Stockfish is GPL and used here only as an oracle; this script is not needed to run the tests.
Output: crate/tests/data/games.tsv.gz (columns: see README.md in this folder).
Usage: python3 tests/oracle/gen_games.py [--games N] [--seed S] [--max-plies P] [--out PATH]
"""
import argparse
import gzip
import random
import sys
import time
import pyffish as sf
from sitlib import V, START, board_of, apply, in_check, sq

# Hand-made starts (30% of the games): promotions, counting endgames, positions a few captures
# away from a bare king, blocked pawns (50-move rule), promotion-only.
CUSTOM = [
    # promotion situations
    '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40',
    '8/8/4r1r1/6fk/1R2P3/4N3/2N5/2KS4[] w - - 0 1',
    '8/8/R2P1k2/8/8/8/8/4K3[] w - - 0 9',
    '8/1r6/8/3P4/8/P7/8/4K2k[] w - - 0 1',
    '1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1',
    '1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1',
    '4k3/8/2P5/3P4/4P3/8/8/4K3[] w - - 0 1',
    'r3k3/8/8/8/8/2p5/1p6/4K3[] b - - 0 1',
    '4k3/8/8/8/4p3/3p4/2p5/R3K3[] b - - 0 1',
    '4k3/2p5/8/8/8/8/2P5/4K3[] w - - 0 1',
    '3sk3/8/8/3P4/4p3/8/8/3SK3[] w - - 0 30',
    # counting endgames
    '4k3/8/8/8/8/8/R7/4K3[] w - - 0 1',
    '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1',
    '4k3/8/8/8/8/8/S7/4K3[] w - - 0 1',
    '8/3k4/8/8/8/8/1S6/4K3[] b - 88 0 1',
    '4k3/8/8/8/8/8/NN6/4K3[] w - - 0 1',
    '8/8/3k4/8/8/8/1N1N4/4K3[] b - 128 0 1',
    '4k3/5f2/8/8/8/8/RF6/4K3[] w - - 0 1',
    '4k3/3p4/8/8/8/8/SN6/4K3[] w - - 0 1',
    '8/4k3/8/p7/8/8/2S1N3/4K3[] w - - 0 1',
    '4k3/8/8/8/8/8/1F6/4K3[] w - - 0 1',
    # a few captures away from a bare king
    '4k3/8/3r4/8/8/3R4/8/4K3[] w - - 0 1',
    '3k4/8/2s5/8/4N3/8/1R6/4K3[] w - - 0 1',
    '4k3/3n4/8/8/3R4/8/1R6/4K3[] w - - 0 1',
    '2k5/3f4/8/4p3/3P4/2S5/4R3/4K3[] w - - 0 1',
    '8/8/8/2k1n3/8/8/2S1R3/4K3[] b - - 0 1',
    '4k3/2s5/8/8/8/8/N1N5/4K3[] w - - 0 1',
    # blocked pawns, quiet pieces (50-move rule)
    '4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3[] w - - 0 1',
    '3sk3/8/3p4/3P4/8/8/8/3SK3[] w - - 0 1',
    # other positions from RULES.md
    '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72',
    '2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50',
    '8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50',
    'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9',
    '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13',
    'r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4',
    # pieces in hand from a hand-made FEN (must-drop, pawn in hand)
    '4k3/8/8/8/8/8/8/4K3[R] w - - 0 1',
    '4k3/8/8/4r3/8/8/8/4K3[RN] w - - 0 1',
    'k3r3/8/8/8/8/8/8/4K3[Nr] w - - 0 1',
    '4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1',
]

# Ply caps by (custom start, shuffler). Each oracle call costs 3-7 ms here, so 300 plies for every
# game would not fit the time budget; shuffler games get the longest caps since the claimable draws
# (50-move rule, repetition, count expiry) need long quiet stretches.
CAPS = {(False, False): 120, (False, True): 220, (True, False): 100, (True, True): 160}

def quick_gives_check(board, white_to_move, m):
    """Cheap own check test, used ONLY to bias the random move choice (the recorded `check`
    column comes from Fairy-Stockfish)."""
    return in_check(apply(board, m, white_to_move), not white_to_move)


def is_capture(board, m):
    return '@' not in m and len(m) == 4 and sq(m[2:4]) in board


def choose_random(rng, fen, legal):
    board = board_of(fen)
    white = fen.split(' ')[1] == 'w'
    weights = []
    for m in legal:
        if len(m) == 5 and '@' not in m:
            w = 6
        elif is_capture(board, m) or quick_gives_check(board, white, m):
            w = 4
        else:
            w = 1
        weights.append(w)
    return rng.choices(legal, weights)[0]


def choose_shuffle(rng, fen, legal, own_prev):
    """Quiet back-and-forth moves, so that repetition, the 50-move rule and count expiry occur."""
    board = board_of(fen)
    if rng.random() < 0.08:
        return choose_random(rng, fen, legal)
    if own_prev and '@' not in own_prev and len(own_prev) == 4:
        back = own_prev[2:4] + own_prev[0:2]
        if back in legal and rng.random() < 0.8:
            return back
    quiet = [m for m in legal if '@' not in m and len(m) == 4 and sq(m[2:4]) not in board
             and board.get(sq(m[0:2]), 'x').upper() != 'P']
    if quiet:
        return rng.choice(quiet)
    return rng.choice(legal)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--games', type=int, default=260)
    ap.add_argument('--seed', type=int, default=20261202)
    ap.add_argument('--max-plies', type=int, default=300,
                    help='hard cap; per game type caps (see CAPS) apply below it')
    ap.add_argument('--out', default='crate/tests/data/games.tsv.gz')
    ap.add_argument('--first', type=int, default=0, help='first game id (to extend a run)')
    ap.add_argument('--dead-stop', type=int, default=10,
                    help='end a game this many plies after both sides have insufficient material '
                         '(0: never; saves oracle time on K vs K shuffles)')
    args = ap.parse_args()
    cols = ['game_id', 'ply', 'fen', 'legal', 'move', 'san', 'check', 'optional', 'optional_result',
            'immediate', 'immediate_result', 'insufficient', 'result']
    optional_rows = 0
    rows = 0
    t0 = time.time()
    with gzip.open(args.out, 'wt', compresslevel=9) as out:
        out.write('#' + '\t'.join(cols) + '\n')
        for g in range(args.first, args.first + args.games):
            rng = random.Random(args.seed * 1000 + g)
            custom = g % 10 >= 7
            start = CUSTOM[(g // 10 * 3 + g % 10 - 7) % len(CUSTOM)] if custom else START
            start = sf.get_fen(V, start, [])
            # Shuffler games (a third of start-position games, half of the custom ones) switch to
            # quiet back-and-forth moves once material is low.
            shuffler = (g % 3 == 0) if not custom else (g % 2 == 0)
            shuffle_at = 6 if not custom else 99
            cap = min(args.max_plies, CAPS[(custom, shuffler)])
            moves = []
            fen = start
            # Repetition and the 50-move rule never look back past the last capture, pawn move,
            # drop or promotion, so the end flags are asked from that position (the anchor) with
            # the moves since; gen_games.py --verify-anchor checks this against the full history.
            anchor_fen, anchor_moves = start, []
            dead = 0
            for ply in range(cap + 1):
                legal = sorted(sf.legal_moves(V, fen, []))
                opt, opt_res = sf.is_optional_game_end(V, anchor_fen, anchor_moves)
                imm, imm_res = sf.is_immediate_game_end(V, anchor_fen, anchor_moves)
                # pyffish leaves the result uninitialised when the flag is False: write 0 then
                # (every such value in the committed data was 0 anyway).
                opt_res = opt_res if opt else 0
                imm_res = imm_res if imm else 0
                ins = sf.has_insufficient_material(V, fen, [])
                optional_rows += bool(opt)
                dead = dead + 1 if ins[0] and ins[1] else 0
                row = [str(g), str(ply), fen, ' '.join(legal)]
                if not legal or ply == cap or (args.dead_stop and dead > args.dead_stop):
                    result = str(sf.game_result(V, anchor_fen, anchor_moves)) if not legal else '-'
                    row += ['-', '-', '-']
                else:
                    board = board_of(fen)
                    in_hand = fen.split('[')[1].split(']')[0] != ''
                    if shuffler and not in_hand and len(board) <= shuffle_at:
                        m = choose_shuffle(rng, fen, legal, moves[-2] if len(moves) >= 2 else None)
                    else:
                        m = choose_random(rng, fen, legal)
                    san = sf.get_san(V, fen, m)
                    check = sf.gives_check(V, fen, [m])
                    result = '-'
                    row += [m, san, '1' if check else '0']
                row += ['1' if opt else '0', str(opt_res), '1' if imm else '0', str(imm_res),
                        f"{int(ins[0])},{int(ins[1])}", result]
                out.write('\t'.join(row) + '\n')
                rows += 1
                if row[4] == '-':
                    break
                m = row[4]
                before = board_of(fen)
                zeroing = ('@' in m or len(m) == 5 or sq(m[2:4]) in before
                           or before.get(sq(m[0:2])) in ('P', 'p'))
                moves.append(m)
                anchor_moves.append(m)
                fen = sf.get_fen(V, anchor_fen, anchor_moves)
                if zeroing:
                    anchor_fen, anchor_moves = fen, []
            out.flush()
            print(f'game {g}: {len(moves)} plies, rows {rows}, optional rows {optional_rows}, '
                  f'{time.time() - t0:.0f}s', flush=True)


if __name__ == '__main__':
    main()
