"""Small helpers for the oracle scripts: board parsing and a cheap attack test used only to BIAS
random move choice and to pick SAN samples (every recorded value comes from Fairy-Stockfish)."""

V = 'sittuyin'
START = '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1'
FILES = 'abcdefgh'


def sq(name):
    return FILES.index(name[0]), int(name[1:]) - 1


def name(f, r):
    return FILES[f] + str(r + 1)


def board_of(fen):
    """(file, rank) -> piece letter ('~' dropped)."""
    board = {}
    rows = fen.split('[')[0].split(' ')[0].split('/')
    for i, row in enumerate(rows):
        rank = 7 - i
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            elif c == '~':
                continue
            else:
                board[(f, rank)] = c
                f += 1
    return board


def side_of(fen):
    return fen.split(' ')[1] if ']' not in fen else fen.split('] ')[1].split(' ')[0]


def attacks(board, frm, piece):
    """Squares attacked by `piece` standing on `frm`."""
    f, r = frm
    white = piece.isupper()
    p = piece.upper()
    fwd = 1 if white else -1
    out = []
    if p == 'K':
        deltas = [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b]
    elif p == 'F':
        deltas = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    elif p == 'S':
        deltas = [(1, 1), (1, -1), (-1, 1), (-1, -1), (0, fwd)]
    elif p == 'N':
        deltas = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
    elif p == 'P':
        deltas = [(1, fwd), (-1, fwd)]
    elif p == 'R':
        deltas = []
        for a, b in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = f + a, r + b
            while 0 <= x < 8 and 0 <= y < 8:
                out.append((x, y))
                if (x, y) in board:
                    break
                x, y = x + a, y + b
    else:
        deltas = []
    for a, b in deltas:
        x, y = f + a, r + b
        if 0 <= x < 8 and 0 <= y < 8:
            out.append((x, y))
    return out


def apply(board, move, white):
    """Board after a UCI move (drop `R@a1`, promotion `d5c6f`)."""
    b = dict(board)
    if '@' in move:
        letter = move[0]
        b[sq(move[2:4])] = letter if white else letter.lower()
        return b
    frm, to = sq(move[0:2]), sq(move[2:4])
    piece = b.pop(frm)
    if len(move) == 5:
        piece = 'F' if white else 'f'
    b[to] = piece
    return b


def in_check(board, white):
    """Is the king of colour `white` attacked?"""
    king = 'K' if white else 'k'
    ks = [s for s, p in board.items() if p == king]
    if not ks:
        return False
    for s, p in board.items():
        if p.isupper() != white and ks[0] in attacks(board, s, p):
            return True
    return False


def classify(fen, move, board=None):
    """(is_promotion, is_capture, gives_check_estimate, is_drop)"""
    board = board_of(fen) if board is None else board
    white = side_of(fen) == 'w'
    drop = '@' in move
    promo = not drop and len(move) == 5
    cap = not drop and sq(move[2:4]) in board and not promo
    after = apply(board, move, white)
    return promo, cap, in_check(after, not white), drop


def piece_of(board, move):
    if '@' in move:
        return move[0]
    return board.get(sq(move[0:2]), '?').upper()
