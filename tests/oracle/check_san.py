#!/usr/bin/env python3
"""Checks that every FEN of san.tsv is accepted by the Rust engine and that its move count
(`sittuyin perft 1`) equals pyffish's legal_moves. Usage: python3 tests/oracle/check_san.py [BINARY]"""
import subprocess
import sys
import pyffish as sf

binary = sys.argv[1] if len(sys.argv) > 1 else 'target/release/sittuyin'
fens = []
for line in open('crate/tests/data/san.tsv'):
    fen = line.split('\t')[0]
    if not fens or fens[-1] != fen:
        fens.append(fen)
bad = 0
for fen in dict.fromkeys(fens):
    r = subprocess.run([binary, 'perft', '1', '--fen', fen], capture_output=True, text=True)
    n = len(sf.legal_moves('sittuyin', fen, []))
    if r.returncode != 0 or int(r.stdout.split()[-1]) != n:
        bad += 1
        print('PROBLEM', fen, 'pyffish', n, 'rust', r.stdout.strip() or r.stderr.strip())
print(len(set(fens)), 'positions,', bad, 'problems')
