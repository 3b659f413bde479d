#!/usr/bin/env python3
"""SAN corpus from Fairy-Stockfish (pyffish): the SAN of EVERY legal move in positions sampled from
the differential games, so disambiguation, drops with check, promotions and mates are covered.
Usage: python3 tests/oracle/gen_san.py [--positions N] -> crate/tests/data/san.tsv (fen, uci, san)."""
import argparse
import gzip
import random
import pyffish as sf

V = 'sittuyin'

EXTRA = [
    # two horses, two chariots, two elephants reaching the same squares
    '4k3/8/8/8/8/2N1N3/8/R3K2R[] w - - 0 1',
    '4k3/8/8/3S1S2/8/8/8/4K3[] w - - 0 1',
    'r3k2r/8/8/8/8/8/8/4K3[] b - - 0 1',
    '4k3/8/1N6/8/1N6/8/8/4K3[] w - - 0 1',
    'R7/8/8/8/8/8/8/R3K2k[] w - - 0 1',
    '6k1/8/8/8/8/8/R7/1R4K1[] w - - 0 1',
    '8/1r6/8/3P4/8/P7/8/4K2k[] w - - 0 1',
    '4k3/8/8/8/8/1P6/8/4K3[] w - - 0 1',
    'k3r3/8/8/8/8/8/8/4K3[N] w - - 0 1',
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--positions', type=int, default=150)
    ap.add_argument('--seed', type=int, default=7)
    ap.add_argument('--games', default='crate/tests/data/games.tsv.gz')
    ap.add_argument('--out', default='crate/tests/data/san.tsv')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    fens = []
    with gzip.open(args.games, 'rt') as f:
        for line in f:
            if line.startswith('#'):
                continue
            cols = line.split('\t')
            # past the placement phase, where pieces can share target squares
            if int(cols[1]) > 16 and cols[3]:
                fens.append(cols[2])
    sample = EXTRA + rng.sample(fens, min(args.positions, len(fens)))
    rows = 0
    with open(args.out, 'w') as out:
        for fen in sample:
            for m in sorted(sf.legal_moves(V, fen, [])):
                out.write(f'{fen}\t{m}\t{sf.get_san(V, fen, m)}\n')
                rows += 1
    print(rows, 'rows')


if __name__ == '__main__':
    main()
