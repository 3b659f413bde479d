#!/usr/bin/env python3
"""SAN corpus from Fairy-Stockfish (pyffish 0.0.90): lines `fen<TAB>uci<TAB>san`, no header.

Positions: (1) seeded random positions built so that two horses / chariots / elephants / generals
of the side to move reach a common square (disambiguation); (2) kings near the opponent's drop
region with pieces in hand (drops with check); (3) pawns on promotion squares, last pawns (in-place
and diagonal promotions); (4) positions from games.tsv.gz, and among them every position whose
played move mates. In each position every move whose SAN is disambiguated, checks, mates, drops
with check or promotes is kept, plus up to 3 other moves at random.
Fairy-Stockfish is GPL and used only as an oracle.
Usage: python3 tests/oracle/gen_san.py [--seed 7] [--games crate/tests/data/games.tsv.gz] [--out crate/tests/data/san.tsv]
"""
import argparse
import gzip
import random
import re
import pyffish as sf
from gen_games import attacks, board_of, FILES

V = 'sittuyin'
SQUARES = [f + str(r) for r in range(1, 9) for f in FILES]
NEIGH = {
    'N': [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)],
    'F': [(1, 1), (1, -1), (-1, 1), (-1, -1)],
}


def fen_of(board, hand, side):
    rows = []
    for r in range(8, 0, -1):
        row, empty = '', 0
        for f in FILES:
            p = board.get(f + str(r))
            if p:
                row += (str(empty) if empty else '') + p
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ''))
    return '/'.join(rows) + f'[{hand}] {side} - - 0 30'


def in_check(board, white_king):
    king = 'K' if white_king else 'k'
    ksq = next(s for s, p in board.items() if p == king)
    return any(p.isupper() != white_king and attacks(board, s, p, ksq) for s, p in board.items())


def sane(board, side):
    """Rejects positions the Rust engine refuses: kings missing/adjacent, the side not to move in
    check, pawns on their first/last rank, more than 2 chariots/elephants/horses of a side."""
    if sorted(p for p in board.values() if p in 'Kk') != ['K', 'k']:
        return False
    pieces = list(board.values())
    for c in 'RSNrsn':
        if pieces.count(c) > 2:
            return False
    for f, p in (('F', 'P'), ('f', 'p')):
        if pieces.count(f) > 1 + 8 - pieces.count(p):
            return False
    for s, p in board.items():
        if p in 'Pp' and s[1] in '18':
            return False
    return not in_check(board, side == 'b')


def piece_squares(piece, target, white):
    """Squares from which `piece` reaches `target` in one move on an empty board."""
    x, y = FILES.index(target[0]), int(target[1]) - 1
    out = []
    if piece == 'R':
        out = [FILES[x] + str(r + 1) for r in range(8) if r != y] + [FILES[f] + str(y + 1) for f in range(8) if f != x]
    else:
        deltas = list(NEIGH.get(piece, NEIGH['F']))
        if piece == 'S':
            deltas.append((0, -1 if white else 1))
        for dx, dy in deltas:
            if 0 <= x + dx < 8 and 0 <= y + dy < 8:
                out.append(FILES[x + dx] + str(y + dy + 1))
    return out


def random_fill(rng, board, pieces):
    for p in pieces:
        free = [s for s in SQUARES if s not in board and not (p in 'Pp' and s[1] in '18')]
        board[rng.choice(free)] = p


def disambiguation_positions(rng, n):
    out = []
    while len(out) < n:
        white = rng.random() < 0.5
        side = 'w' if white else 'b'
        piece = rng.choice('NRSF')
        target = rng.choice(SQUARES)
        srcs = piece_squares(piece, target, white)
        rng.shuffle(srcs)
        board = {}
        mine = piece if white else piece.lower()
        for s in srcs[:2]:
            board[s] = mine
        if rng.random() < 0.3 and target not in board:
            board[target] = rng.choice('psnr' if white else 'PSNR')  # a capture to disambiguate
        extra = rng.sample('RSNPP', rng.randint(0, 3))
        fill = ['K', 'k'] + [e if rng.random() < 0.5 else e.lower() for e in extra if e.upper() != piece]
        random_fill(rng, board, fill)
        if piece == 'F' or any(p in 'Ff' for p in board.values()):
            # two generals of one side need a missing pawn: no pawns of that side, fine here
            pass
        if sane(board, side):
            out.append(fen_of(board, '', side))
    return out


def drop_check_positions(rng, n):
    out = []
    while len(out) < n:
        white = rng.random() < 0.5
        side = 'w' if white else 'b'
        board = {}
        # the enemy king stands just outside (or inside) the dropping side's region
        krank = rng.choice([3, 4, 5]) if white else rng.choice([4, 5, 6])
        board[rng.choice(FILES) + str(krank)] = 'k' if white else 'K'
        random_fill(rng, board, ['K' if white else 'k'])
        hand = ''.join(rng.sample('SFRNK'[:-1], rng.randint(1, 4)))
        hand = hand if white else hand.lower()
        random_fill(rng, board, [rng.choice('rsn' if white else 'RSN')] * rng.randint(0, 1))
        if sane(board, side) and not any(p in 'Kk' for p in hand):
            out.append(fen_of(board, hand, side))
    return out


PROMO = {True: ['a8', 'b7', 'c6', 'd5', 'e5', 'f6', 'g7', 'h8'],
         False: ['a1', 'b2', 'c3', 'd4', 'e4', 'f3', 'g2', 'h1']}


def promotion_positions(rng, n):
    out = []
    while len(out) < n:
        white = rng.random() < 0.5
        side = 'w' if white else 'b'
        board = {}
        npawns = rng.choice([1, 1, 2, 3])
        for s in rng.sample(PROMO[white], npawns):
            if s[1] not in '18':
                board[s] = 'P' if white else 'p'
        if not board:
            continue
        fill = ['K', 'k'] + [rng.choice('rsnpRSNP') for _ in range(rng.randint(0, 4))]
        random_fill(rng, board, fill)
        if sane(board, side):
            out.append(fen_of(board, '', side))
    return out


def mate_positions(rng, n):
    """Edge-king set-ups (king on the back rank, the other king in opposition) with a chariot,
    horses, elephants or generals around: many have a mate in one."""
    out = []
    while len(out) < n:
        white = rng.random() < 0.5
        side = 'w' if white else 'b'
        f = rng.randrange(8)
        board = {}
        if white:
            board[FILES[f] + '8'] = 'k'
            board[FILES[min(7, max(0, f + rng.choice([-1, 0, 1])))] + '6'] = 'K'
        else:
            board[FILES[f] + '1'] = 'K'
            board[FILES[min(7, max(0, f + rng.choice([-1, 0, 1])))] + '3'] = 'k'
        mine = rng.choice(['R', 'R', 'N', 'S', 'F', 'RN', 'SS', 'NF'])
        random_fill(rng, board, [c if white else c.lower() for c in mine])
        if rng.random() < 0.4:
            random_fill(rng, board, [rng.choice('snf' if white else 'SNF')])
        if sane(board, side):
            out.append(fen_of(board, '', side))
    return out


def interesting(san):
    if re.search(r'[+#=]', san):
        return True
    m = re.match(r'^[KFSNR]([a-h1-8]|[a-h][1-8])x?[a-h][1-8]', san)
    return bool(m)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, default=7)
    ap.add_argument('--games', default='crate/tests/data/games.tsv.gz')
    ap.add_argument('--out', default='crate/tests/data/san.tsv')
    ap.add_argument('--sampled', type=int, default=220, help='positions sampled from the games')
    ap.add_argument('--scale', type=float, default=1.0, help='multiplies the hand-made position counts')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    k = args.scale
    fens = (disambiguation_positions(rng, int(260 * k)) + drop_check_positions(rng, int(120 * k))
            + promotion_positions(rng, int(120 * k)) + mate_positions(rng, int(400 * k)))
    game_fens, mate_fens = [], []
    with gzip.open(args.games, 'rt') as f:
        for line in f:
            if line.startswith('#'):
                continue
            cols = line.split('\t')
            if cols[5].endswith('#'):
                mate_fens.append(cols[2])
            elif cols[3]:
                game_fens.append(cols[2])
    fens += mate_fens + rng.sample(game_fens, min(args.sampled, len(game_fens)))
    seen = set()
    rows = 0
    kinds = {'disambiguated': 0, 'drop+': 0, 'promotion': 0, 'mate': 0, 'check': 0}
    with open(args.out, 'w') as out:
        for fen in fens:
            if fen in seen or not sf.validate_fen(fen, V) == 1:
                continue
            seen.add(fen)
            legal = sorted(sf.legal_moves(V, fen, []))
            if not legal:
                continue
            sans = {m: sf.get_san(V, fen, m) for m in legal}
            keep = [m for m in legal if interesting(sans[m])]
            rest = [m for m in legal if m not in keep]
            keep += rng.sample(rest, min(3, len(rest)))
            for m in sorted(keep):
                s = sans[m]
                out.write(f'{fen}\t{m}\t{s}\n')
                rows += 1
                kinds['mate'] += s.endswith('#')
                kinds['check'] += s.endswith('+')
                kinds['drop+'] += '@' in s and s.endswith('+')
                kinds['promotion'] += '=' in s
                kinds['disambiguated'] += bool(re.match(r'^[KFSNR]([a-h1-8]|[a-h][1-8])x?[a-h][1-8]', s))
    print(rows, 'rows from', len(seen), 'positions;', kinds)


if __name__ == '__main__':
    main()
