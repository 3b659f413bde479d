#!/usr/bin/env python3
"""Differential fixtures from Fairy-Stockfish (pyffish): random games, one TSV row per ply.

Fairy-Stockfish is GPL and used here only as an oracle; this script is not needed to run the tests.
Output: crate/tests/data/games.tsv.gz (see README.md in this folder for the columns).
Usage: python3 tests/oracle/gen_games.py [--games N] [--seed S]
"""
import argparse
import gzip
import random
import pyffish as sf

V = 'sittuyin'
START = '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1'

# Hand-made starts: promotions, counting endgames, positions a few captures from a bare king.
CUSTOM = [
    '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40',
    '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72',
    '2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50',
    '8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50',
    '1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1',
    '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1',
    '4k3/8/8/8/8/8/R7/4K3[] w - - 0 1',
    '4k3/8/8/8/8/8/S7/4K3[] w - - 0 1',
    '4k3/8/8/8/8/8/NN6/4K3[] w - - 0 1',
    '4k3/5f2/8/8/8/8/RF6/4K3[] w - - 0 1',
    '4k3/3p4/8/8/8/8/SN6/4K3[] w - - 0 1',
    '4k3/8/3r4/8/8/3R4/8/4K3[] w - - 0 1',
    '3k4/8/2s5/8/4N3/8/1R6/4K3[] w - - 0 1',
    '8/1r6/8/3P4/8/P7/8/4K2k[] w - - 0 1',
    '8/8/4r1r1/6fk/1R2P3/4N3/2N5/2KS4 w - - 0 1',
    '1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1',
    '4k3/8/8/2P5/8/8/8/4K3[] w - - 0 1',
    '4k3/2p5/8/8/8/8/2P5/4K3[] w - - 0 1',
    'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9',
    '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13',
    'r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4',
    '4k3/8/8/8/8/8/8/4K3[R] w - - 0 1',
    '4k3/8/8/4r3/8/8/8/4K3[RN] w - - 0 1',
]


def board_of(fen):
    """Square name -> piece letter."""
    board = {}
    rows = fen.split('[')[0].split(' ')[0].split('/')
    for i, row in enumerate(rows):
        rank = 8 - i
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            elif c == '~':
                continue
            else:
                board['abcdefgh'[f] + str(rank)] = c
                f += 1
    return board


def choose(rng, fen, legal, shuffle, history):
    board = board_of(fen)
    if shuffle:
        # Undo our previous move when possible (repetitions), else any quiet move (counts, 50 moves).
        if len(history) >= 2:
            prev = history[-2]
            if '@' not in prev and len(prev) == 4:
                back = prev[2:4] + prev[0:2]
                if back in legal and rng.random() < 0.8:
                    return back
        quiet = [m for m in legal if '@' in m or m[2:4] not in board]
        if quiet and rng.random() < 0.9:
            return rng.choice(quiet)
        return rng.choice(legal)
    # Promotions weigh 6, captures 4, the rest 1 (checks are not looked up: each oracle call
    # costs milliseconds).
    weights = []
    for m in legal:
        w = 1
        if m.endswith('f') and '@' not in m:
            w = 6
        elif '@' not in m and m[2:4] in board:
            w = 4
        weights.append(w)
    return rng.choices(legal, weights)[0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--games', type=int, default=220)
    ap.add_argument('--seed', type=int, default=20261202)
    ap.add_argument('--max-plies', type=int, default=150)
    ap.add_argument('--out', default='crate/tests/data/games.tsv.gz')
    ap.add_argument('--shard', default='0/1', help='k/n: generate games with index % n == k')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cols = ['game_id', 'ply', 'fen', 'legal', 'move', 'san', 'check', 'optional', 'optional_result',
            'immediate', 'immediate_result', 'insufficient', 'result']
    optional_rows = 0
    with gzip.open(args.out, 'wt', compresslevel=9) as out:
        out.write('#' + '\t'.join(cols) + '\n')
        shard, shards = map(int, args.shard.split('/'))
        for g in range(args.games):
            if g % shards != shard:
                continue
            rng = random.Random(args.seed * 1000 + g)
            start = START if g % 10 < 7 else CUSTOM[g % len(CUSTOM)]
            start = sf.get_fen(V, start, [])
            # A third of the games shuffle once material is low, to reach claimable draws.
            shuffler = g % 3 == 0
            moves = []
            fen = start
            # Repetition and the 50-move rule look back only to the last capture, pawn move or
            # drop, so the end flags are asked from that position (the anchor) to stay fast. The
            # hidden 50-move counter is 0 there, so nothing is lost during a count either.
            anchor_fen, anchor_moves = start, []
            for ply in range(args.max_plies + 1):
                legal = sorted(sf.legal_moves(V, fen, []))
                opt, opt_res = sf.is_optional_game_end(V, anchor_fen, anchor_moves)
                imm, imm_res = sf.is_immediate_game_end(V, anchor_fen, anchor_moves)
                ins = sf.has_insufficient_material(V, fen, [])
                optional_rows += bool(opt)
                row = [str(g), str(ply), fen, ' '.join(legal)]
                if not legal or ply == args.max_plies:
                    result = str(sf.game_result(V, anchor_fen, anchor_moves)) if not legal else '-'
                    row += ['-', '-', '-']
                else:
                    pieces = len(board_of(fen))
                    m = choose(rng, fen, legal, shuffler and pieces <= 8, moves)
                    san = sf.get_san(V, fen, m)
                    check = sf.gives_check(V, fen, [m])
                    result = '-'
                    row += [m, san, '1' if check else '0']
                row += ['1' if opt else '0', str(opt_res), '1' if imm else '0', str(imm_res),
                        f"{int(ins[0])},{int(ins[1])}", result]
                out.write('\t'.join(row) + '\n')
                if row[4] == '-':
                    break
                m = row[4]
                before = board_of(fen)
                zeroing = '@' in m or m.endswith('f') or m[2:4] in before or before.get(m[0:2]) in ('P', 'p')
                moves.append(m)
                anchor_moves.append(m)
                fen = sf.get_fen(V, anchor_fen, anchor_moves)
                if zeroing:
                    anchor_fen, anchor_moves = fen, []
            print(f'game {g}: {len(moves)} plies, optional rows so far {optional_rows}', flush=True)


if __name__ == '__main__':
    main()
