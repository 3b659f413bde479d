"""Trains the evaluation network (crate/src/search/nnue.rs) from `datagen features` output.

    python train/train.py --features target/nnue/features.bin --out target/nnue/net.nnue \
        [--epochs 30] [--lambda 0.5] [--batch 1024] [--lr 0.001] [--seed 1]

The feature indexing lives only in the crate: this script reads rows of 132 bytes (64 u16 feature
indices, side to move's perspective first, padded with 800; the search score from the side to
move's view, i16; the result for the side to move, u8 0/1/2; a pad byte). The target is
`lambda * result + (1 - lambda) * sigmoid(score * K / 400)`, K fitted to the data (results
against scores). The net: 800 inputs -> 128 per perspective (one shared embedding, a bias),
clipped ReLU to [0, 1], both halves (side to move first) -> 1 output in logits; the loss is the
mean squared error of sigmoid(output) to the target. Quantised to the SNN1 file (train/README.md).
"""
import argparse
import struct
import time

import numpy as np
import torch

INPUTS = 800
HIDDEN = 128
QA = 255
QB = 64
ROW = np.dtype([("f", "<u2", (2, 32)), ("score", "<i2"), ("result", "u1"), ("pad", "u1")])


def fit_k(score, result):
    """The K minimising the squared error of sigmoid(score * K / 400) to the results."""
    best = (1e9, 1.0)
    for k in np.arange(0.1, 3.0, 0.02):
        p = 1 / (1 + np.exp(-score * k / 400))
        err = float(np.mean((p - result) ** 2))
        best = min(best, (err, float(k)))
    return best[1], best[0]


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.ft = torch.nn.EmbeddingBag(INPUTS + 1, HIDDEN, mode="sum", padding_idx=INPUTS)
        torch.nn.init.uniform_(self.ft.weight, -0.05, 0.05)
        with torch.no_grad():
            self.ft.weight[INPUTS].zero_()
        self.bias = torch.nn.Parameter(torch.full((HIDDEN,), 0.1))
        self.out = torch.nn.Linear(2 * HIDDEN, 1)

    def forward(self, f):
        b = f.shape[0]
        a = self.ft(f.reshape(b * 2, 32)).reshape(b, 2, HIDDEN) + self.bias
        return self.out(a.clamp(0, 1).reshape(b, 2 * HIDDEN)).squeeze(1)


def quantise(net, k):
    ft = net.ft.weight.detach().numpy()[:INPUTS]
    l1 = np.clip(np.round(ft * QA), -32767, 32767).astype("<i2")
    bias = np.clip(np.round(net.bias.detach().numpy() * QA), -32767, 32767).astype("<i2")
    out = np.clip(np.round(net.out.weight.detach().numpy()[0] * QB), -32767, 32767).astype("<i2")
    out_bias = int(round(float(net.out.bias.detach()[0]) * QA * QB))
    scale = int(round(400 / k))
    header = b"SNN1" + struct.pack("<IIi", INPUTS, HIDDEN, scale)
    return header + l1.tobytes() + bias.tobytes() + out.tobytes() + struct.pack("<i", out_bias)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--features", default="target/nnue/features.bin")
    ap.add_argument("--out", default="target/nnue/net.nnue")
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--lambda", dest="lam", type=float, default=0.5)
    ap.add_argument("--batch", type=int, default=1024)
    ap.add_argument("--lr", type=float, default=0.001)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    data = np.fromfile(args.features, dtype=ROW)
    score = data["score"].astype(np.float32)
    result = data["result"].astype(np.float32) / 2
    k, k_err = fit_k(score, result)
    target = args.lam * result + (1 - args.lam) / (1 + np.exp(-score * k / 400))
    feats = torch.from_numpy(data["f"].astype(np.int64))
    target = torch.from_numpy(target.astype(np.float32))
    n = len(data)
    order = torch.randperm(n, generator=torch.Generator().manual_seed(args.seed))
    n_val = max(1, n // 20)
    val, tr = order[:n_val], order[n_val:]
    print(f"{n} rows ({n - n_val} train, {n_val} validation); K {k:.2f} (result mse {k_err:.4f})")
    net = Net()
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, args.epochs)
    start = time.time()

    def val_loss():
        with torch.no_grad():
            p = torch.sigmoid(net(feats[val]))
            return float(torch.mean((p - target[val]) ** 2))

    print(f"epoch 0 validation {val_loss():.5f}")
    for epoch in range(1, args.epochs + 1):
        perm = tr[torch.randperm(len(tr))]
        total = 0.0
        for i in range(0, len(perm), args.batch):
            idx = perm[i : i + args.batch]
            p = torch.sigmoid(net(feats[idx]))
            loss = torch.mean((p - target[idx]) ** 2)
            opt.zero_grad()
            loss.backward()
            opt.step()
            with torch.no_grad():
                # Keeps the i16 accumulator far from overflow (32 features x 2 x 255).
                net.ft.weight.clamp_(-2, 2)
                net.ft.weight[INPUTS].zero_()
            total += float(loss) * len(idx)
        sched.step()
        print(f"epoch {epoch} train {total / len(tr):.5f} validation {val_loss():.5f} ({time.time() - start:.0f} s)")
    blob = quantise(net, k)
    with open(args.out, "wb") as f:
        f.write(blob)
    print(f"wrote {args.out} ({len(blob)} bytes), scale {int(round(400 / k))} cp per logit")


if __name__ == "__main__":
    main()
