#!/usr/bin/env python3
"""Checks a perft file made by perft.mjs: d1 and d2 against pyffish legal_moves, and every count
against the Rust engine (`sittuyin perft`). Reports disagreements with a divide diff; never edits data.
Usage: python3 tests/oracle/compare_perft.py PERFT_FILE [RUST_BINARY] [--max-rust-nodes N]"""
import json
import subprocess
import sys
import pyffish as sf

V = 'sittuyin'


def rust_perft(binary, fen, depth, divide=False):
    cmd = [binary, 'perft', str(depth), '--fen', fen] + (['--divide'] if divide else [])
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr.strip()
    lines = r.stdout.strip().split('\n')
    total = int(lines[-1])
    moves = {}
    for l in lines[:-1]:
        if ':' in l:
            k, v = l.split(':')
            moves[k.strip()] = int(v)
    return total, moves


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    path = args[0]
    binary = args[1] if len(args) > 1 else 'target/release/sittuyin'
    max_rust = 10**12
    if '--max-rust-nodes' in sys.argv:
        max_rust = int(sys.argv[sys.argv.index('--max-rust-nodes') + 1])
    try:
        divides = json.load(open(path + '.divide.json'))
    except OSError:
        divides = {}
    bad = 0
    checked = 0
    lines = [l.strip() for l in open(path) if l.strip() and not l.startswith('#')]
    for line in lines:
        fen, *counts = line.split(';')
        counts = [int(c) for c in counts]
        # pyffish cross-check of d1 and d2
        legal = sf.legal_moves(V, fen, [])
        if counts[0] != len(legal):
            print(f'PYFFISH d1 MISMATCH {fen}: wasm {counts[0]} pyffish {len(legal)}')
            bad += 1
        if len(counts) > 1:
            d2 = sum(len(sf.legal_moves(V, fen, [m])) for m in legal)
            if counts[1] != d2:
                print(f'PYFFISH d2 MISMATCH {fen}: wasm {counts[1]} pyffish {d2}')
                bad += 1
        for depth, expected in enumerate(counts, 1):
            if expected > max_rust:
                break
            got, err = rust_perft(binary, fen, depth)
            checked += 1
            if got is None:
                print(f'RUST ERROR {fen} depth {depth}: {err}')
                bad += 1
                break
            if got != expected:
                bad += 1
                print(f'DISAGREEMENT {fen} depth {depth}: Fairy-Stockfish {expected} Rust {got}')
                _, rust_div = rust_perft(binary, fen, depth, divide=True)
                fs_div = divides.get(fen, {}).get(str(depth), {})
                for m in sorted(set(rust_div) | set(fs_div)):
                    a, b = fs_div.get(m), rust_div.get(m)
                    if a != b:
                        print(f'    {m}: Fairy-Stockfish {a} Rust {b}')
                break
    print(f'{len(lines)} positions, {checked} counts compared with Rust, {bad} problems')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
