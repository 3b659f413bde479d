#!/usr/bin/env python3
"""Merges shard outputs of gen_games.py into one file, ordered by game: merge.py OUT IN..."""
import gzip
import sys

out_path, *inputs = sys.argv[1:]
header, rows = None, []
for path in inputs:
    with gzip.open(path, 'rt') as f:
        for line in f:
            if line.startswith('#'):
                header = line
            else:
                rows.append(line)
rows.sort(key=lambda l: (int(l.split('\t', 2)[0]), int(l.split('\t', 2)[1])))
with gzip.open(out_path, 'wt', compresslevel=9) as out:
    out.write(header)
    out.writelines(rows)
