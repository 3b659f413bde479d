#!/usr/bin/env python3
"""Summary of games.tsv.gz: games, rows, how games ended, and which claimable draws occur
(classified from the FEN and legal moves: count expiry, 50-move, promotion-only, else repetition).
Usage: python3 tests/oracle/check_games.py [PATH]"""
import collections
import gzip
import sys

path = sys.argv[1] if len(sys.argv) > 1 else 'crate/tests/data/games.tsv.gz'
opener = gzip.open if path.endswith('.gz') else open
games, rows, ends, claims = set(), 0, collections.Counter(), collections.Counter()
immediate, counting_rows, checks, promos, drops = 0, 0, 0, 0, 0
with opener(path, 'rt') as f:
    for line in f:
        if line.startswith('#'):
            continue
        c = line.rstrip('\n').split('\t')
        games.add(c[0])
        rows += 1
        fields = c[2].split(' ')
        limit, clock = fields[-3], int(fields[-2])
        legal = c[3].split()
        immediate += c[9] == '1'
        counting_rows += limit != '-'
        checks += c[6] == '1'
        promos += c[4] != '-' and len(c[4]) == 5
        drops += '@' in c[4]
        if c[4] == '-':
            ends[('mate' if c[12] == '-32000' else 'stalemate') if not legal else 'ply limit'] += 1
        if c[7] == '1':
            if limit != '-' and clock > int(limit):
                claims['counting'] += 1
            elif limit == '-' and clock >= 100:
                claims['fifty-moves'] += 1
            elif legal and all(len(m) == 5 and '@' not in m for m in legal):
                claims['promotion-only'] += 1
            else:
                claims['repetition or hidden 50-move'] += 1
print(f'{len(games)} games, {rows} rows; ends {dict(ends)}')
print(f'claimable rows {dict(claims)}; immediate rows {immediate}; rows in a count {counting_rows}; '
      f'checks {checks}, promotions played {promos}, drops {drops}')
