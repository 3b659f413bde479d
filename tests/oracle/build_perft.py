#!/usr/bin/env python3
"""Turns the raw wasm perft output (perft.mjs) into crate/tests/data/perft.txt: trims each line so
its deepest count stays small (RULES.md vectors <= 6M, others <= 1.5M), cross-checks depth 1 and 2 of
EVERY line against pyffish legal_moves, validates each FEN, and compares the RULES.md vectors with
the table in RULES.md. Usage: python3 tests/oracle/build_perft.py RAW OUT [--deep]
(--deep: no trimming, for perft_deep.txt)"""
import sys
import pyffish as sf
from sitlib import V

RULES_TABLE = {
    '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1': [88, 7744, 580096, 43454464],
    'r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4': [51, 2601, 110976, 4734976],
    'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9': [44, 1936, 75613, 2944992],
    '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13': [44, 1708, 67662, 2551931],
    '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40': [27, 549, 12405, 255326, 5284981],
    '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72': [35, 825, 26596, 652686],
    '2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50': [21, 656, 12939, 373984],
    '8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50': [22, 557, 11912, 268869],
    '1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1': [7, 130, 642, 11360, 68662],
    '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1': [5, 95, 578, 10644, 62656],
}
RULES_PROMOTIONS = {
    '8/8/4r1r1/6fk/1R2P3/4N3/2N5/2KS4[] w - - 0 1': ({'e4d3f', 'e4e4f', 'e4f3f'}, True),
    '8/8/R2P1k2/8/8/8/8/4K3[] w - - 0 9': ({'d6d6f'}, True),
    '8/1r6/8/3P4/8/P7/8/4K2k[] w - - 0 1': ({'d5c6f'}, False),
}


def main():
    raw, out_path = sys.argv[1:3]
    deep = sys.argv[3:] == ['--deep']  # perft_deep.txt: keep every depth
    out, group, total, problems = [], '', 0, []
    for line in open(raw):
        line = line.strip()
        if not line or line.startswith('total'):
            continue
        if line.startswith('#'):
            group = line
            out.append(line)
            continue
        fen, *counts = line.split(';')
        counts = [int(c) for c in counts]
        assert sf.validate_fen(fen, V) == 1, fen
        assert sf.get_fen(V, fen, []) == fen, fen
        cap = 6_000_000 if 'RULES' in group else 1_500_000
        while not deep and len(counts) > 1 and counts[-1] > cap:
            counts.pop()
        legal = sf.legal_moves(V, fen, [])
        d2 = sum(len(sf.legal_moves(V, fen, [m])) for m in legal)
        if counts[0] != len(legal) or (len(counts) > 1 and counts[1] != d2):
            problems.append(f'pyffish disagrees: {fen}: {len(legal)}/{d2} vs {counts[:2]}')
        if fen in RULES_TABLE:
            want = RULES_TABLE[fen]
            n = min(len(want), len(counts))
            if want[:n] != counts[:n]:
                problems.append(f'RULES.md vector disagrees: {fen}: {want} vs {counts}')
            else:
                print('RULES.md vector OK:', fen, counts)
        if fen in RULES_PROMOTIONS:
            moves, exact = RULES_PROMOTIONS[fen]
            promos = {m for m in legal if len(m) == 5}
            ok = promos == moves if exact else not (moves & promos)
            print('RULES.md promotion case', 'OK' if ok else 'DISAGREES', fen, sorted(promos))
            if not ok:
                problems.append(f'promotion case {fen}: {sorted(promos)}')
        total += counts[-1]
        out.append(';'.join([fen] + [str(c) for c in counts]))
    with open(out_path, 'w') as f:
        f.write(('# Deep perft' if deep else '# Perft suite') + ' from Fairy-Stockfish (tests/oracle/, wasm `go perft`; depth 1-2 '
                'cross-checked with pyffish legal_moves)\n')
        f.write('# <FEN>;<depth 1>;<depth 2>;...\n')
        f.write('\n'.join(out) + '\n')
    print('lines', sum(1 for l in out if not l.startswith('#')), 'total at max depth', total)
    for p in problems:
        print('PROBLEM', p)
    sys.exit(1 if problems else 0)


if __name__ == '__main__':
    main()
