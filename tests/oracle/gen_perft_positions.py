#!/usr/bin/env python3
"""Positions for the perft suite: the RULES.md vectors, hand-made edge cases and positions taken
from seeded random Fairy-Stockfish (pyffish) games. Every FEN is checked with validate_fen and
normalised with get_fen. Output: tests/oracle/perft_positions.txt ("# comment" / "<FEN>" lines),
the input of perft.mjs. Usage: python3 tests/oracle/gen_perft_positions.py [--seed S]"""
import argparse
import random
import pyffish as sf
from sitlib import V, START, board_of, classify

RULES_VECTORS = [
    '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1',
    'r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4',
    'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9',
    '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13',
    '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40',
    '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72',
    '2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50',
    '8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50',
    '1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1',
    '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1',
    # promotion cases
    '8/8/4r1r1/6fk/1R2P3/4N3/2N5/2KS4 w - - 0 1',
    '8/8/R2P1k2/8/8/8/8/4K3 w - - 0 9',
    '8/1r6/8/3P4/8/P7/8/4K2k[] w - - 0 1',
    '1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1',
    # traditional two-sided set-up
    '4r1r1/2knsn2/2sfpppp/pppp4/4PPPP/PPPPFNS1/3S1NK1/2R1R3[] w - - 0 1',
]

# depths of the RULES.md perft table
RULES_DEPTHS = {
    'r6r/3k4/4pppp/pppp4/4PPPP/PPPP4/4K3/R6R[SSFNNssfnn] w - - 0 4': 4,
    'r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9': 4,
    '1r3r2/2s1f1k1/3nppp1/ppns2P1/P1p2P2/1PPPNNK1/3SSF2/4R2R[] w - - 1 13': 4,
    '6k1/1P3r2/8/3P4/4p3/5p2/6P1/R5K1[] w - - 0 40': 5,
    '8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72': 4,
    '2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50': 4,
    '8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50': 4,
    '1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1': 5,
    '4k3/8/8/8/8/8/R7/4K3[] b - 32 0 1': 5,
}

MUST_DROP = [
    ('in check, a horse drop blocks: only drops', 'k3r3/8/8/8/8/8/8/4K3[N] w - - 0 1'),
    ('in check along the back rank, chariot drops block', 'k7/8/8/8/8/8/8/r3K3[R] w - - 0 1'),
    ('in check on the file, only a chariot in hand (back rank only): no drop blocks, king moves',
     'k3r3/8/8/8/8/8/8/4K3[R] w - - 0 1'),
    ('in check, only the horse of [RN] can block', '4k3/8/8/4r3/8/8/8/3K4[RN] w - - 0 1'),
    ('horse check (never blockable) with pieces in hand', 'k7/8/8/8/8/8/2n5/4K3[RS] w - - 0 1'),
    ('double check with pieces in hand', 'k3r3/8/8/8/8/5n2/8/4K3[NS] w - - 0 1'),
    ('Black in check, drops on e7/e6 block', '4k3/8/8/8/8/8/8/4R1K1[n] b - - 0 1'),
    ('Black in check on rank 1, drops cannot block', '4K3/8/8/8/8/8/8/k3R3[n] b - - 0 1'),
    ('pieces in hand while board moves exist', 'k7/8/8/8/8/8/3n4/4K3[SN] w - - 0 1'),
    ('pieces in hand, busy board', 'r3k3/2s2n2/4pppp/pppp4/4PPPP/PPPP4/2S1N3/R3K3[FRNSfrsn] w - - 0 5'),
    ('a pawn in hand (White)', '4k3/8/8/8/8/8/8/4K3[P] w - - 0 1'),
    ('a pawn in hand (Black) with a general in hand', '4k3/8/8/8/8/8/8/4K3[pf] b - - 0 1'),
    ('a pawn and a horse in hand, pawns on the board', '4k3/8/4pppp/pppp4/4PPPP/PPPP4/8/4K3[PNpn] w - - 0 1'),
    ('a king in hand', '4k3/8/8/8/8/8/1P6/8[K] w - - 0 1'),
    ('only a chariot in hand, back rank full', '4k3/8/8/8/8/8/8/RNSKFSNr[R] w - - 0 1'),
]

PROMOTIONS = [
    ('general on the board: no promotion', '4k3/8/8/3P4/8/8/5F2/4K3[] w - - 0 1'),
    ('several pawns on promotion squares, some diagonals check', '4k3/1P6/2P5/3PP3/8/8/8/4K3[] w - - 0 1'),
    ('promotion in place would check: only diagonal steps', '8/8/2P5/1k6/8/8/8/4K3[] w - - 0 1'),
    ('Black: diagonal steps uncover the d-file', '3rk3/8/8/8/3p4/8/8/3K4[] b - - 0 1'),
    ('Black pawns on b2/c3/d4, with and without room', '4k3/8/8/8/3p4/2p5/1p6/R3K3[] b - - 0 1'),
    ('last pawn promotes anywhere (White)', '4k3/8/8/8/8/1P6/8/4K3[] w - - 0 1'),
    ('last pawn promotes anywhere (Black)', '4k3/8/8/8/8/8/1p6/R3K3[] b - - 0 1'),
    ('last pawn stuck on the last rank, can still promote', '3Pk3/8/8/8/8/8/8/4K3[] w - - 0 1'),
    ('last pawn next to enemy pieces', '4k3/8/2r1n3/3P4/8/8/8/4K3[] w - - 0 1'),
    ('two pawns, one on a promotion square; general elsewhere captured soon',
     '4k3/5f2/8/3P4/8/P7/8/4K3[] w - - 0 1'),
    ('promotion squares c3/f3 occupied around', 'r3k3/8/8/8/8/2p2p2/1N4N1/4K3[] b - - 0 1'),
    ('pawns everywhere, no generals', '4k3/1P4p1/2P2p2/3PP3/3pp3/2p2P2/1p4P1/4K3[] w - - 0 1'),
    ('pawns everywhere, no generals, Black', '4k3/1P4p1/2P2p2/3PP3/3pp3/2p2P2/1p4P1/4K3[] b - - 0 1'),
]

COUNTING = [
    ('K+R vs K, count running, strong side to move', '4k3/8/8/8/8/8/R7/4K3[] w - 32 5 40'),
    ('K+R vs K, count about to expire', '4k3/8/8/8/8/8/R7/4K3[] b - 32 31 40'),
    ('K+S vs K', '4k3/8/8/8/8/8/S7/4K3[] b - 88 80 60'),
    ('K+N+N vs K', '4k3/8/8/8/8/8/NN6/4K3[] b - 128 0 1'),
    ('K+F vs K (no counting)', '4k3/8/8/8/8/8/F7/4K3[] b - - 0 1'),
    ('K+R+F vs K, Black bare to move', '4k3/8/8/8/8/8/RF6/4K3[] b - 32 3 30'),
    ('K+R+S+N vs K, Black bare', '3k4/8/8/8/3N4/8/1R3S2/4K3[] b - 32 0 30'),
    ('White bare against K+R, count running', '4k3/8/3r4/8/8/8/8/4K3[] w - 32 10 50'),
]

MATES = [
    ('checkmate', 'k6R/8/1K6/8/8/8/8/8[] b - - 0 1'),
    ('stalemate', 'k7/2K5/1F6/8/8/8/8/8[] b - - 0 1'),
    ('checkmate with a piece in hand (horse check)', 'kn6/nf6/1N6/8/8/8/8/4K3[r] b - - 0 1'),
    ('checkmate by a chariot, White mated', '8/8/8/8/8/1k6/8/K1r5[] w - - 0 1'),
]


def norm(fen):
    assert sf.validate_fen(fen, V) == 1, fen
    return sf.get_fen(V, fen, [])


def random_game(rng, start, plies, weights=True):
    """Positions of a random game, biased to captures/promotions."""
    fen, out = start, [start]
    for _ in range(plies):
        legal = sf.legal_moves(V, fen, [])
        if not legal:
            break
        board = board_of(fen)
        w = []
        for m in legal:
            promo, cap, chk, drop = classify(fen, m, board)
            w.append(6 if promo else 4 if (cap or chk) else 1)
        m = rng.choices(legal, w if weights else None)[0]
        fen = sf.get_fen(V, fen, [m])
        out.append(fen)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, default=4242)
    ap.add_argument('--out', default='tests/oracle/perft_positions.txt')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    groups = []
    groups.append(('RULES.md vectors (all verified against Fairy-Stockfish)', RULES_VECTORS))
    # placement at various stages from random drops
    place = []
    for g, stops in enumerate([(1, 2, 5), (8, 9, 12), (14, 15), (3, 11, 15)]):
        fens = random_game(rng, START, 16, weights=False)
        place += [fens[s] for s in stops]
    # sequential-style placement: White placed, Black has everything in hand
    place.append('8/8/4pppp/pppp4/4PPPP/PPPPFNS1/3S1NK1/2R1R3[kfrrssnn] b - - 0 8')
    place.append('4r1r1/2knsn2/2sfpppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNN] w - - 0 1')
    groups.append(('placement phase: few placed, half placed, all but one placed, Black to place',
                   place))
    for title, items in (('must-drop and hands: in check with/without a blocking drop, board moves with '
                          'pieces in hand, pawn/king in hand', MUST_DROP),
                         ('promotions: with/without general, diagonal vs in place, checks, discovered '
                          'checks, attacks, last pawn anywhere', PROMOTIONS),
                         ('counting: bare king, counting fields in the FEN', COUNTING),
                         ('checkmate and stalemate (depth 1 = 0)', MATES)):
        groups.append((title, [f for _, f in items]))
    # middlegame and promotion-rich positions from random games
    mid, promo = [], []
    while len(mid) < 12 or len(promo) < 8:
        fens = random_game(rng, START, 140)
        ply = rng.choice((18, 24, 32, 44, 60, 80, 110))
        if ply < len(fens) and len(mid) < 12 and sf.legal_moves(V, fens[ply], []):
            mid.append(fens[ply])
        for f in fens[30:]:
            legal = sf.legal_moves(V, f, [])
            if len(promo) < 8 and sum(len(m) == 5 for m in legal) >= 2:
                promo.append(f)
                break
    groups.append(('middlegame positions from seeded random games', mid))
    groups.append(('promotion-rich positions from seeded random games', promo))

    seen = set()
    with open(args.out, 'w') as out:
        for title, fens in groups:
            out.write(f'# {title}\n')
            for f in fens:
                n = norm(f)
                if n in seen:
                    continue
                seen.add(n)
                # RULES.md vectors: exactly the table's depths (start position: 3, depth 4 is deep)
                depth = {'8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1': 3}.get(
                    n, RULES_DEPTHS.get(n))
                out.write(n + (f';={depth}' if depth else '') + '\n')
    print(len(seen), 'positions')


if __name__ == '__main__':
    main()
