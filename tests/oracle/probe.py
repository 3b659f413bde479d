#!/usr/bin/env python3
"""Prints the Fairy-Stockfish (pyffish) observations recorded in FINDINGS.md.
Usage: python3 tests/oracle/probe.py"""
import pyffish as sf
from sitlib import V, START


def show(title, fen, moves=()):
    moves = list(moves)
    print(f'--- {title}\n  fen   {fen}  moves {" ".join(moves)}')
    print('  get_fen', sf.get_fen(V, fen, moves))
    lm = sf.legal_moves(V, fen, moves)
    print('  legal', len(lm), ' '.join(sorted(lm))[:300])
    print('  optional', sf.is_optional_game_end(V, fen, moves),
          'immediate', sf.is_immediate_game_end(V, fen, moves),
          'insufficient', sf.has_insufficient_material(V, fen, moves),
          'in check', sf.gives_check(V, fen, moves))
    if not lm:
        print('  game_result', sf.game_result(V, fen, moves))


def walk(title, fen, moves):
    print(f'=== {title}: {fen}')
    for i in range(len(moves) + 1):
        f = sf.get_fen(V, fen, moves[:i])
        print(f'  after {i:2d} {moves[i-1] if i else "":6s} {f:45s} opt={sf.is_optional_game_end(V, fen, moves[:i])}'
              f' imm={sf.is_immediate_game_end(V, fen, moves[:i])}')


def main():
    print('version', sf.version(), sf.info())
    print('start_fen', sf.start_fen(V))
    show('start', START)
    show('after one drop', START, ['K@e2'])
    # placement complete
    place = ['R@a1', 'R@a8', 'R@h1', 'R@h8', 'K@e2', 'K@d7', 'F@d2', 'F@e7', 'S@c2', 'S@c7',
             'S@f2', 'S@f7', 'N@b2', 'N@b7', 'N@g2']
    show('all but one placed (Black to place)', START, place)
    show('all placed', START, place + ['N@g7'])
    # gives_check semantics
    show('gives_check([]) with side to move in check', 'k3r3/8/8/8/8/8/8/4K3[N] w - - 0 1')
    print('  gives_check(fen,[move]) for a checking move:',
          sf.gives_check(V, '4k3/8/8/8/8/8/8/R3K3[] w - - 0 1', ['a1a8']),
          sf.get_san(V, '4k3/8/8/8/8/8/8/R3K3[] w - - 0 1', 'a1a8'))
    # must drop
    show('must drop: in check, N drop blocks', 'k3r3/8/8/8/8/8/8/4K3[N] w - - 0 1')
    show('must drop: in check, no drop blocks', 'k3r3/8/8/8/8/8/8/4K3[R] w - - 0 1')
    show('pieces in hand, not in check', '4k3/8/8/8/8/8/8/4K3[R] w - - 0 1')
    show('only a chariot in hand and the back rank full', '4k3/8/8/8/8/8/8/NNSSKFSN[R] w - - 0 1')
    show('pawn in hand', '4k3/8/8/8/8/8/8/4K3[P] w - - 0 1')
    show('black pawn in hand', '4k3/8/8/8/8/8/8/4K3[p] b - - 0 1')
    # promoted generals
    show('promotion in place', '4k3/8/8/3P4/8/8/8/4K3[] w - - 0 1', ['d5d5f'])
    show('promoted general written with ~ on input', '4k3/8/8/3F~4/8/8/8/4K3[] w - - 0 1')
    for fen, m in [('4k3/8/8/3P4/8/8/8/4K3[] w - - 0 1', 'd5d5f'),
                   ('4k3/8/8/3P4/8/8/8/4K3[] w - - 0 1', 'd5c6f'),
                   ('4k3/8/8/3P4/8/8/8/4K3[] w - - 0 1', 'd5e4f'),
                   ('4k3/8/8/8/8/1P6/8/4K3[] w - - 0 1', 'b3a4f'),
                   ('4k3/8/8/8/8/8/8/4K3[R] w - - 0 1', 'R@d1'),
                   ('k7/8/8/8/8/8/8/4K3[R] w - - 0 1', 'R@a1'),
                   ('8/8/8/8/8/8/8/8[KFRRSSNNkfrrssnn] w - - 0 1', 'K@e2'),
                   ('k6r/8/8/8/8/8/8/4K3[] b - - 0 1', 'h8h1'),
                   ('4k3/8/8/8/8/2N1N3/8/R3K2R[] w - - 0 1', 'c3d5'),
                   ('4k3/8/8/8/8/2N1N3/8/R3K2R[] w - - 0 1', 'a1b1'),
                   ('4k3/8/1N6/8/1N6/8/8/4K3[] w - - 0 1', 'b6d5'),
                   ('4k3/8/8/8/8/8/8/N1N1K3[] w - - 0 1', 'a1b3'),
                   ('4k3/8/8/8/8/8/4K3/R6R[] w - - 0 1', 'a1d1'),
                   ('R3k3/8/8/8/8/8/4K3/R7[] w - - 0 1', 'a1a5'),
                   ('4k3/8/8/8/8/1N3N2/8/1N3NK1[] w - - 0 1', 'b3d2'),
                   ('k7/8/1K6/8/8/8/8/7R[] w - - 0 1', 'h1h8'),
                   ('8/8/8/8/8/1k6/8/K7[r] b - - 0 1', 'R@c8'),
                   ('4k3/8/2N1N3/8/2N5/8/8/4K3[] w - - 0 1', 'c6d4'),
                   ('4k3/8/8/3S1S2/8/8/8/4K3[] w - - 0 1', 'd5e6'),
                   ('4k3/8/8/2p5/3P4/8/8/4K3[] w - - 0 1', 'd4c5'),
                   ('4k3/8/8/2p5/1N6/8/8/4K3[] w - - 0 1', 'b4c6')]:
        print(f'  SAN {fen} {m} -> {sf.get_san(V, fen, m)}')
    # counting, ply by ply: K+R vs K after the capture of the last black piece
    walk('counting starts after the capture', '4k3/8/8/8/8/r7/R7/4K3[] w - - 0 1',
         ['a2a3', 'e8d8', 'a3a4', 'd8e8', 'a4a5', 'e8d8'])
    walk('count expiry, K+R vs K', '4k3/8/8/8/8/8/R7/4K3[] b - 32 28 1',
         ['e8d8', 'a2a3', 'd8e8', 'a3a4', 'e8d8', 'a4a5', 'd8e8'])
    walk('count from a FEN without fields', '4k3/8/8/8/8/8/R7/4K3[] b - - 0 1', ['e8d8', 'a2a3'])
    walk('count from a FEN without fields, strong side to move', '4k3/8/8/8/8/8/R7/4K3[] w - - 0 1',
         ['a2a3', 'e8d8', 'a3a4'])
    walk('elephant then chariot lost: limit never lowered / recomputed?',
         '4k3/8/8/8/8/r7/RS6/4K3[] w - - 0 1', ['a2a3', 'e8d8', 'a3a4', 'd8e8'])
    walk('bare king captures: count after the strong side loses a piece',
         '4k3/4R3/8/8/8/8/S7/4K3[] b - 32 4 10', ['e8e7', 'e1d1', 'e7d7'])
    walk('K+R+S vs K: the chariot is captured by the bare king',
         '3k4/3R4/8/8/8/8/S7/4K3[] b - 32 10 10', ['d8d7', 'e1d1', 'd7c7', 'd1e1'])
    walk('stronger side changes: white bare, then black bare',
         '4k3/8/8/8/8/8/r7/R3K3[] w - - 0 1', ['a1a2', 'e8d8'])
    walk('bare king takes the last piece: K vs K keeps the count fields',
         '4k3/4R3/8/8/8/8/8/4K3[] b - 32 4 10', ['e8e7', 'e1d1'])
    walk('hidden 50-move counter during a count (starts at 90)', '4k3/8/8/8/8/8/R7/4K3[] w - - 90 1',
         ['a2a3', 'e8d8', 'a3a4', 'd8e8', 'a4a5', 'e8d8', 'a5a6', 'd8e8', 'a6a5', 'e8d8', 'a5a4'])
    walk('count fields in the FEN are kept even when nobody is bare', '4k3/3r4/8/8/8/8/R7/4K3[] w - 32 5 40',
         ['a2a3'])
    walk('a drop from hand: no longer bare, no count', '4k3/8/8/8/8/8/R7/4K3[n] b - - 0 1', ['N@d6', 'a2a3'])
    walk('K+N+N vs K', '4k3/8/8/8/8/8/NN6/4K3[] w - - 0 1', ['a2c3', 'e8d8', 'c3e4'])
    walk('K+F vs K (no counting)', '4k3/8/8/8/8/8/F7/4K3[] w - - 0 1', ['a2b3', 'e8d8'])
    walk('pawn on the board: no counting', '4k3/8/8/8/8/8/RP6/4K3[] b - - 0 1', ['e8d8', 'a2a3'])
    walk('promotion into bare king', '4k3/8/8/8/8/1P6/8/4K3[] b - - 0 1', ['e8d8', 'b3b3f', 'd8e8'])
    # optional ends
    show('50-move rule', '4k3/8/8/8/8/8/F7/4K3[] w - - 100 80')
    show('50-move rule, 99', '4k3/8/8/8/8/8/F7/4K3[] w - - 99 80')
    walk('repetition', '4k3/8/8/8/8/8/F7/4K3[] w - - 0 1',
         ['e1d1', 'e8d8', 'd1e1', 'd8e8', 'e1d1', 'e8d8', 'd1e1', 'd8e8'])
    show('promotion-only', '1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1')
    show('insufficient K+F vs K', '4k3/8/8/8/8/8/8/3FK3[] w - - 0 1')
    show('insufficient K vs K', '4k3/8/8/8/8/8/8/4K3[] w - - 0 1')
    show('K+N vs K', '4k3/8/8/8/8/8/8/3NK3[] w - - 0 1')
    show('K+P vs K', '4k3/8/8/8/8/8/3P4/4K3[] w - - 0 1')
    show('K+S vs K', '4k3/8/8/8/8/8/8/3SK3[] w - - 0 1')
    show('K+F vs K+F same colour', '4k3/8/8/8/8/8/3f4/3FK3[] w - - 0 1')
    show('K+F+F opposite colours', '4k3/8/8/8/8/8/4F3/3FK3[] w - - 0 1')
    show('K+N+N vs K', '4k3/8/8/8/8/8/8/2NNK3[] w - - 0 1')
    show('K vs K+F, with F in hand', '4k3/8/8/8/8/8/8/4K3[F] w - - 0 1')
    show('checkmate', 'k6R/8/1K6/8/8/8/8/8[] b - - 0 1')
    show('stalemate', 'k7/2K5/1F6/8/8/8/8/8[] b - - 0 1')
    show('king missing', '8/8/8/8/8/8/8/4K3[] w - - 0 1')


if __name__ == '__main__':
    main()
