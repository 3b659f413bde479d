"""Trains the evaluation network (crate/src/search/nnue) on `datagen gen` records, streaming.

    python train/train.py --data target/nnue/data.bin [--data MORE.bin ...] --out target/nnue/net.nnue
        [--arch 128] [--epochs 30] [--patience 3] [--lambda 0.5] [--batch 16384] [--lr 0.002]
        [--val 0.02] [--seed 1] [--threads 2] [--device cpu|cuda] [--in-memory]
        [--datagen target/release/datagen]

Data: the 32-byte records of `datagen gen` (train/README.md), read from a memory map in blocks of
4096 records (one block is a few whole games), so a data set larger than memory streams through;
each epoch visits the training blocks in a new random order through a shuffle buffer of
`--buffer` blocks (`--in-memory`: decoded once by `--threads` processes and kept on the device,
for a GPU). Every `round(1 / --val)`-th block is held out for validation (whole games, so
no game has positions on both sides). The features are decoded here with numpy from the
record's bytes, as `crate/src/search/nnue/mod.rs` defines them (`for_each_feature`); the check
after quantising (below) fails if the two ever disagree.

Target `lambda * result + (1 - lambda) * sigmoid(score * K / 400)`, K fitted to the data's
results; loss the mean squared error of sigmoid(output). Adam, a cosine learning-rate schedule
over `--epochs` with one epoch of linear warm-up, early stop when the validation loss has not
improved for `--patience` epochs (the best epoch's weights are kept).

Architectures (`--arch`): `H` is 800 -> H per perspective, clipped ReLU, both halves (side to
move first) -> 1 (the engine's SNN1 format when H = 128); `HxL` adds a hidden layer of L clipped
ReLU units; a suffix `bN` selects the output layer(s) by N material buckets (pieces on the board
and in hand, 2..32, in N equal ranges): e.g. `128`, `128b4`, `256x16`, `256x16b4`. `128` and
`128bN` (N <= 8, the SNN2 format) have an engine format; the others are measured by validation
loss (`--out` is then not written, only the float weights in `--out`.pt).

Quantisation (SNN1/SNN2): first layer x 255 (i16), output x 64, bias x 255 x 64. Then the check: the
crate's `datagen eval` evaluates the written net on up to 4,096 validation records (one block) and
the result is compared with the float network's centipawns; the script fails when they differ by
more than 0.02 logit (x scale cp per logit) plus 1% of the evaluation on average, or 0.1 logit plus
5% at most: what rounding the weights can do, far below what a wrong feature or layout does.
"""
import argparse
import math
import os
import re
import struct
import subprocess
import sys
import time

import numpy as np
import torch

INPUTS = 800
PAD = INPUTS
QA = 255
QB = 64
RECORD = 32
BLOCK = 4096
HAND_BITS = [1, 1, 2, 2, 2, 4]
HAND_MAX = [1, 1, 2, 2, 2, 8]
HAND_OFFSET = [0, 1, 2, 4, 6, 8]


def fill(n, rows, f):
    """An N x 32 array of feature indices (padded with 800) from (row, feature) pairs."""
    order = np.argsort(rows, kind="stable")
    rows, f = rows[order], f[order]
    idx = np.arange(len(rows)) - np.searchsorted(rows, rows, side="left")
    out = np.full((n, 32), PAD, np.int64)
    out[rows, idx] = f
    return out


def decode(raw):
    """Records (N x 32 uint8) -> features (N x 2 x 32 int64: the side to move's perspective
    first, padded with 800), score and result from the side to move's view, pieces (board and
    hands) per row."""
    n = len(raw)
    occ = np.unpackbits(raw[:, :8], axis=1, bitorder="little").astype(bool)  # N x 64, a1 first
    nib = np.empty((n, 32), np.uint8)
    nib[:, 0::2] = raw[:, 8:24] & 15
    nib[:, 1::2] = raw[:, 8:24] >> 4
    rank = np.cumsum(occ, axis=1) - 1  # the nibble of each occupied square
    rows, sqs = np.nonzero(occ)
    code = nib[rows, rank[rows, sqs]]
    color = (code >> 3).astype(np.int64)  # 0 White, 1 Black
    role = (code & 7).astype(np.int64)
    counts = []  # (colour, role, count per row)
    pieces = occ.sum(axis=1).astype(np.int64)
    for c in (0, 1):
        hand = raw[:, 24 + 2 * c].astype(np.int64) | (raw[:, 25 + 2 * c].astype(np.int64) << 8)
        shift = 0
        for ro in range(6):
            count = (hand >> shift) & ((1 << HAND_BITS[ro]) - 1)
            shift += HAND_BITS[ro]
            pieces += count
            counts.append((c, ro, count))
    views = []
    for view in (0, 1):  # White's perspective, Black's (board flipped, colours swapped)
        rel = color if view == 0 else 1 - color
        sq = sqs if view == 0 else sqs ^ 56
        r_all, f_all = [rows], [(rel * 6 + role) * 64 + sq]
        for c, ro, count in counts:
            relc = c if view == 0 else 1 - c
            for k in range(HAND_MAX[ro]):
                has = np.nonzero(count > k)[0]
                r_all.append(has)
                f_all.append(np.full(len(has), 768 + relc * 16 + HAND_OFFSET[ro] + k, np.int64))
        views.append(fill(n, np.concatenate(r_all), np.concatenate(f_all)))
    black = raw[:, 31] == 1
    out = np.empty((n, 2, 32), np.int64)
    out[:, 0] = np.where(black[:, None], views[1], views[0])
    out[:, 1] = np.where(black[:, None], views[0], views[1])
    score = raw[:, 28:30].copy().view("<i2")[:, 0].astype(np.float32)
    result = raw[:, 30].astype(np.float32) / 2
    score = np.where(black, -score, score)
    result = np.where(black, 1 - result, result)
    return out, score.astype(np.float32), result.astype(np.float32), pieces


class Data:
    """The records of one or more files as blocks of BLOCK records, split train/validation."""

    def __init__(self, paths, val_share):
        self.paths = paths
        self.maps = [np.memmap(p, dtype=np.uint8, mode="r") for p in paths]
        self.blocks = []  # (file, first record, count)
        for i, m in enumerate(self.maps):
            n = len(m) // RECORD
            self.blocks += [(i, s, min(BLOCK, n - s)) for s in range(0, n, BLOCK)]
        every = max(2, round(1 / val_share)) if val_share > 0 else 0
        held = {j for j in range(len(self.blocks)) if every and j % every == every // 2}
        if every and not held and len(self.blocks) > 1:
            held = {len(self.blocks) - 1}  # a small file: its last block
        self.val = [b for j, b in enumerate(self.blocks) if j in held]
        self.train = [b for j, b in enumerate(self.blocks) if j not in held]
        self.rows = sum(b[2] for b in self.blocks)

    def raw(self, block):
        i, s, n = block
        return np.asarray(self.maps[i][s * RECORD : (s + n) * RECORD]).reshape(n, RECORD)

    def stream(self, blocks, rng, buffer):
        """Decoded batches' worth of rows: `buffer` blocks at a time, shuffled together."""
        order = rng.permutation(len(blocks)) if rng is not None else range(len(blocks))
        order = list(order)
        for j in range(0, len(order), buffer):
            raw = np.concatenate([self.raw(blocks[k]) for k in order[j : j + buffer]])
            if rng is not None:
                raw = raw[rng.permutation(len(raw))]
            yield decode(raw)


def _decode_blocks(arg):
    paths, blocks = arg
    maps = [np.memmap(p, dtype=np.uint8, mode="r") for p in paths]
    raw = np.concatenate([np.asarray(maps[i][s * RECORD : (s + n) * RECORD]).reshape(n, RECORD) for i, s, n in blocks])
    f, score, result, pieces = decode(raw)
    return f.astype(np.int16), score, result, pieces


def decode_all(data, blocks, workers):
    """Every block decoded, by `workers` processes."""
    chunks = [(data.paths, blocks[j : j + 64]) for j in range(0, len(blocks), 64)]
    if workers <= 1 or len(chunks) <= 1:
        return [_decode_blocks(c) for c in chunks]
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        return pool.map(_decode_blocks, chunks)


def fit_k(score, result):
    """The K minimising the squared error of sigmoid(score * K / 400) to the results."""
    best = (1e9, 1.0)
    for k in np.arange(0.1, 3.0, 0.02):
        p = 1 / (1 + np.exp(-score * k / 400))
        best = min(best, (float(np.mean((p - result) ** 2)), float(k)))
    return best[1], best[0]


def parse_arch(arch):
    m = re.fullmatch(r"(\d+)(?:x(\d+))?(?:b(\d+))?", arch)
    if not m:
        sys.exit(f"--arch {arch}: expected H, HxL, Hb N or HxLbN (e.g. 128, 256x16b4)")
    return int(m.group(1)), int(m.group(2) or 0), int(m.group(3) or 1)


class Net(torch.nn.Module):
    def __init__(self, hidden, l2, buckets):
        super().__init__()
        self.hidden, self.l2, self.buckets = hidden, l2, buckets
        self.ft = torch.nn.EmbeddingBag(INPUTS + 1, hidden, mode="sum", padding_idx=PAD)
        torch.nn.init.uniform_(self.ft.weight, -0.05, 0.05)
        with torch.no_grad():
            self.ft.weight[PAD].zero_()
        self.bias = torch.nn.Parameter(torch.full((hidden,), 0.1))
        width = l2 if l2 else 2 * hidden
        if l2:
            self.mid = torch.nn.Linear(2 * hidden, l2 * buckets)
        self.out = torch.nn.Linear(width, buckets)

    def forward(self, f, bucket):
        b = f.shape[0]
        a = self.ft(f.reshape(b * 2, 32)).reshape(b, 2, self.hidden) + self.bias
        x = a.clamp(0, 1).reshape(b, 2 * self.hidden)
        if self.l2:
            x = self.mid(x).reshape(b, self.buckets, self.l2)
            x = x.gather(1, bucket.view(b, 1, 1).expand(b, 1, self.l2)).squeeze(1).clamp(0, 1)
        return self.out(x).gather(1, bucket.view(b, 1)).squeeze(1)

    def clip(self):
        with torch.no_grad():
            # Keeps the i16 accumulator far from overflow (32 features x 2 x 255).
            self.ft.weight.clamp_(-2, 2)
            self.ft.weight[PAD].zero_()


def quantise(net, k):
    """The SNN1 file of an `--arch 128` network (SNN2 for `128bN`: the bucket count after the
    scale, then N output layers and N biases), and its centipawns per logit.

    The output weights are stored times QB * m and the scale divided by m, m the largest power of
    two (at most 16) that keeps the weights within i16 and the scale at 32 or more: the same
    format, with the output weights' rounding m times finer (at m = 1 it cost about 0.03 logit,
    17 cp, on average once the weights had grown)."""
    ft = net.ft.weight.detach().cpu().numpy()[:INPUTS]
    l1 = np.clip(np.round(ft * QA), -32767, 32767).astype("<i2")
    bias = np.clip(np.round(net.bias.detach().cpu().numpy() * QA), -32767, 32767).astype("<i2")
    w = net.out.weight.detach().cpu().numpy()  # buckets x 256
    cp_per_logit = 400 / k
    m = 1
    while m < 16 and np.abs(w).max() * QB * m * 2 <= 32767 and cp_per_logit / (m * 2) >= 32:
        m *= 2
    out = np.clip(np.round(w * QB * m), -32767, 32767).astype("<i2")
    out_bias = [int(round(float(b) * QA * QB * m)) for b in net.out.bias.detach().cpu()]
    scale = int(round(cp_per_logit / m))
    if net.buckets == 1:
        header = b"SNN1" + struct.pack("<IIi", INPUTS, net.hidden, scale)
    else:
        header = b"SNN2" + struct.pack("<IIiI", INPUTS, net.hidden, scale, net.buckets)
    biases = struct.pack(f"<{net.buckets}i", *out_bias)
    blob = header + l1.tobytes() + bias.tobytes() + out.tobytes() + biases
    return blob, scale * m


def load_init(net, path, k):
    """Sets `net`'s weights from an SNN1 or SNN2 file (the shipped net, say) of the same shape,
    undoing `quantise`: the first layer and its bias divided by QA, the output layer brought to
    logits of this data's K (cp = integer sum x scale / (QA x QB), logit = cp x K / 400). A later
    generation starts from the net whose search labelled its data instead of from random weights."""
    blob = open(path, "rb").read()
    magic = blob[:4]
    if magic == b"SNN1":
        inputs, hidden, scale = struct.unpack_from("<IIi", blob, 4)
        buckets, at = 1, 16
    elif magic == b"SNN2":
        inputs, hidden, scale, buckets = struct.unpack_from("<IIiI", blob, 4)
        at = 20
    else:
        sys.exit(f"--init {path}: not an SNN1 or SNN2 file")
    if (inputs, hidden, buckets) != (INPUTS, net.hidden, net.buckets) or net.l2:
        sys.exit(f"--init {path}: {inputs}x{hidden}, {buckets} buckets; --arch asks for "
                 f"{INPUTS}x{net.hidden}{'x' + str(net.l2) if net.l2 else ''}, {net.buckets} buckets")

    def take(dtype, count):
        nonlocal at
        a = np.frombuffer(blob, dtype=dtype, count=count, offset=at)
        at += a.nbytes
        return a.astype(np.float64)

    l1 = take("<i2", INPUTS * hidden).reshape(INPUTS, hidden)
    bias = take("<i2", hidden)
    out = take("<i2", buckets * 2 * hidden).reshape(buckets, 2 * hidden)
    out_bias = take("<i4", buckets)
    if at != len(blob):
        sys.exit(f"--init {path}: {len(blob)} bytes, expected {at}")
    to_logit = scale * k / 400
    with torch.no_grad():
        net.ft.weight[:INPUTS] = torch.from_numpy(l1 / QA).float()
        net.ft.weight[PAD].zero_()
        net.bias.copy_(torch.from_numpy(bias / QA).float())
        net.out.weight.copy_(torch.from_numpy(out * to_logit / QB).float())
        net.out.bias.copy_(torch.from_numpy(out_bias * to_logit / (QA * QB)).float())


def check_quantised(args, data, net, scale, device):
    """The crate's integer evaluation of the written net against the float one, on validation
    records; returns (mean |diff|, max |diff|, mean |score|, rows)."""
    block = data.val[0] if data.val else data.blocks[0]
    i, s, n = block
    n = min(n, 20000)
    cmd = [args.datagen, "eval", "--net", args.out, "--data", args.data[i], "--skip", str(s), "--count", str(n)]
    ints = np.array(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.split(), dtype=np.float64)
    feats, _, _, pieces = decode(data.raw((i, s, n)))
    with torch.no_grad():
        f = torch.from_numpy(feats).to(device)
        out = net(f, bucket_of(pieces, net.buckets, device)).cpu().numpy().astype(np.float64)
    floats = out * scale
    d = np.abs(ints - floats)
    return float(d.mean()), float(d.max()), float(np.abs(floats).mean()), n


def bucket_of(pieces, buckets, device):
    b = np.clip((pieces - 2) * buckets // 31, 0, buckets - 1)
    return torch.from_numpy(b.astype(np.int64)).to(device)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", action="append", default=None)
    ap.add_argument("--out", default="target/nnue/net.nnue")
    ap.add_argument("--arch", default="128")
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--patience", type=int, default=3)
    ap.add_argument("--lambda", dest="lam", type=float, default=0.5)
    ap.add_argument("--batch", type=int, default=16384)
    ap.add_argument("--lr", type=float, default=0.002)
    ap.add_argument("--val", type=float, default=0.02)
    ap.add_argument("--buffer", type=int, default=64, help="blocks of 4096 records shuffled together")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--datagen", default="target/release/datagen")
    ap.add_argument("--max-rows", type=int, default=0, help="train on at most this many rows per epoch")
    ap.add_argument("--in-memory", action="store_true", help="decode once and keep the data on the device")
    ap.add_argument("--max-seconds", type=float, default=0, help="start no epoch after this long")
    ap.add_argument("--init", default="", help="start from this SNN1/SNN2 file's weights (a later generation)")
    args = ap.parse_args()
    args.data = args.data or ["target/nnue/data.bin"]
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    device = torch.device(args.device)
    hidden, l2, buckets = parse_arch(args.arch)
    data = Data(args.data, args.val)
    rng = np.random.default_rng(args.seed)
    # K from a sample of the training blocks.
    sample = [data.train[j] for j in rng.permutation(len(data.train))[:64]]
    _, s_score, s_result, _ = decode(np.concatenate([data.raw(b) for b in sample]))
    k, k_err = fit_k(s_score, s_result)
    n_val = sum(b[2] for b in data.val)
    print(f"{data.rows} rows ({data.rows - n_val} train, {n_val} validation in {len(data.val)} blocks); "
          f"K {k:.2f} (result mse {k_err:.4f}); arch {args.arch}; lambda {args.lam}", flush=True)
    net = Net(hidden, l2, buckets)
    if args.init:
        load_init(net, args.init, k)
        print(f"weights from {args.init}", flush=True)
    net = net.to(device)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    warm = 1
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda e: (e + 1) / (warm + 1) if e < warm else 0.5 * (1 + math.cos(math.pi * (e - warm) / max(1, args.epochs - warm)))
    )

    def target_of(score, result):
        return (args.lam * result + (1 - args.lam) / (1 + np.exp(-score * k / 400))).astype(np.float32)

    def batches(stream):
        for feats, score, result, pieces in stream:
            target = target_of(score, result)
            for j in range(0, len(feats), args.batch):
                yield (
                    torch.from_numpy(feats[j : j + args.batch]).to(device),
                    torch.from_numpy(target[j : j + args.batch]).to(device),
                    bucket_of(pieces[j : j + args.batch], buckets, device),
                )

    if args.in_memory:
        # Decoded once (in parallel), kept on the device as i16 features; each epoch shuffles
        # there. For a GPU, where decoding every epoch would leave it waiting.
        t0 = time.time()
        parts = decode_all(data, data.train, args.threads)
        feats = torch.from_numpy(np.concatenate([p[0] for p in parts]).astype(np.int16)).to(device)
        target_all = torch.from_numpy(np.concatenate([target_of(p[1], p[2]) for p in parts])).to(device)
        bucket_all = bucket_of(np.concatenate([p[3] for p in parts]), buckets, device)
        del parts
        print(f"decoded {len(feats)} training rows in {time.time() - t0:.0f} s", flush=True)

        def train_batches():
            perm = torch.randperm(len(feats), device=device)
            for j in range(0, len(perm), args.batch):
                idx = perm[j : j + args.batch]
                yield feats[idx].long(), target_all[idx], bucket_all[idx]
    else:

        def train_batches():
            return batches(data.stream(data.train, rng, args.buffer))

    val_cache = list(batches(data.stream(data.val, None, args.buffer)))

    def val_loss():
        total, n = 0.0, 0
        with torch.no_grad():
            for f, t, b in val_cache:
                p = torch.sigmoid(net(f, b))
                total += float(torch.sum((p - t) ** 2))
                n += len(t)
        return total / max(1, n)

    best = (val_loss(), 0, {k_: v.clone() for k_, v in net.state_dict().items()})
    print(f"epoch 0 validation {best[0]:.6f}", flush=True)
    start = time.time()
    for epoch in range(1, args.epochs + 1):
        t0, cpu0 = time.time(), time.process_time()
        total, n = 0.0, 0
        for f, t, b in train_batches():
            p = torch.sigmoid(net(f, b))
            loss = torch.mean((p - t) ** 2)
            opt.zero_grad()
            loss.backward()
            opt.step()
            net.clip()
            total += float(loss) * len(t)
            n += len(t)
            if args.max_rows and n >= args.max_rows:
                break
        sched.step()
        v = val_loss()
        secs, cpu = time.time() - t0, time.process_time() - cpu0
        print(f"epoch {epoch} train {total / n:.6f} validation {v:.6f} lr {opt.param_groups[0]['lr']:.5f} "
              f"{secs:.0f} s ({cpu:.0f} CPU s, {cpu / (n / 1e6):.0f} CPU s per million rows)", flush=True)
        if v < best[0]:
            best = (v, epoch, {k_: t_.clone() for k_, t_ in net.state_dict().items()})
        elif epoch - best[1] >= args.patience:
            print(f"early stop: no better validation loss since epoch {best[1]}", flush=True)
            break
        if args.max_seconds and (time.time() - start) * (epoch + 1) / epoch > args.max_seconds:
            print(f"time box: {time.time() - start:.0f} s, another epoch would pass {args.max_seconds:.0f} s", flush=True)
            break
    net.load_state_dict(best[2])
    print(f"best validation {best[0]:.6f} at epoch {best[1]}, {time.time() - start:.0f} s", flush=True)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    torch.save({"state": net.state_dict(), "arch": args.arch, "k": k}, args.out + ".pt")
    if (hidden, l2) != (128, 0) or buckets > 8:
        print(f"arch {args.arch} has no engine format yet: only the float weights written "
              f"({args.out}.pt)", flush=True)
        return
    blob, scale = quantise(net, k)
    with open(args.out, "wb") as f:
        f.write(blob)
    print(f"wrote {args.out} ({len(blob)} bytes; the float weights in {args.out}.pt), "
          f"{scale} cp per logit (400 / K = {400 / k:.1f})", flush=True)
    mean, worst, size, rows = check_quantised(args, data, net, scale, device)
    # Rounding the weights moves the output by a few thousandths of a logit (cp = logit x scale).
    ok = mean <= 0.02 * scale + 0.01 * size and worst <= 0.1 * scale + 0.05 * size
    print(f"quantised check on {rows} validation records: |integer - float| mean {mean:.2f} cp, max {worst:.1f} cp "
          f"(mean |eval| {size:.0f} cp): {'ok' if ok else 'FAILED'}", flush=True)
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
