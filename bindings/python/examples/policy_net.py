"""A small policy-and-value network in numpy, with the Adam optimiser.

A shared tanh trunk feeds two heads: logits over the action ids (illegal ids are
masked out before the softmax) and a value in the mover's favour. Forward and
backward passes are written out by hand so that the example needs numpy alone.
"""

import zipfile

import numpy as np

# Logit given to illegal actions: exp() of it is exactly 0 in float32.
MASKED = np.float32(-1e9)


class PolicyNet:
    """Observation → (logits, value) with tanh hidden layers."""

    def __init__(self, n_inputs, n_actions, hidden=(128, 128), seed=0):
        rng = np.random.default_rng(seed)
        sizes = [n_inputs, *hidden]
        self.layers = len(hidden)
        self.params = {}
        for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
            self.params[f"w{i}"] = _init(rng, a, b, 1.0)
            self.params[f"b{i}"] = np.zeros(b, np.float32)
        # Small heads: the untrained policy is near uniform and the value near 0.
        self.params["wp"] = _init(rng, sizes[-1], n_actions, 0.01)
        self.params["bp"] = np.zeros(n_actions, np.float32)
        self.params["wv"] = _init(rng, sizes[-1], 1, 0.01)
        self.params["bv"] = np.zeros(1, np.float32)

    def forward(self, x):
        """Logits `(n, actions)`, values `(n,)` and the activations backward needs."""
        acts = [x]
        h = x
        for i in range(self.layers):
            h = np.tanh(h @ self.params[f"w{i}"] + self.params[f"b{i}"])
            acts.append(h)
        logits = h @ self.params["wp"] + self.params["bp"]
        value = (h @ self.params["wv"] + self.params["bv"])[:, 0]
        return logits, value, acts

    def backward(self, acts, d_logits, d_value):
        """Gradients of the loss from its gradients at the logits and the values."""
        p = self.params
        h = acts[-1]
        grads = {
            "wp": h.T @ d_logits,
            "bp": d_logits.sum(0),
            "wv": h.T @ d_value[:, None],
            "bv": np.array([d_value.sum()], np.float32),
        }
        dh = d_logits @ p["wp"].T + d_value[:, None] @ p["wv"].T
        for i in reversed(range(self.layers)):
            dz = dh * (1.0 - acts[i + 1] ** 2)
            grads[f"w{i}"] = acts[i].T @ dz
            grads[f"b{i}"] = dz.sum(0)
            if i:
                dh = dz @ p[f"w{i}"].T
        return grads

    def save(self, path):
        np.savez(path, **self.params)

    @classmethod
    def load(cls, path):
        """A network from `save`; refuses files whose arrays do not fit together."""
        try:
            data = np.load(path, allow_pickle=False)
            if not isinstance(data, np.lib.npyio.NpzFile):
                raise ValueError("one array, not an .npz archive")
            with data:
                params = {k: data[k].astype(np.float32) for k in data.files}
        except (OSError, ValueError, zipfile.BadZipFile) as e:
            raise ValueError(f"{path}: not a saved PolicyNet ({e})") from e
        layers = sum(1 for k in params if k.startswith("w") and k[1:].isdigit())
        expected = {f"{c}{i}" for i in range(layers) for c in "wb"} | {"wp", "bp", "wv", "bv"}
        if layers == 0 or set(params) != expected:
            raise ValueError(f"{path}: not a saved PolicyNet (arrays {sorted(params)})")
        net = cls.__new__(cls)
        net.layers, net.params = layers, params
        shapes = [params[f"w{i}"].shape for i in range(layers)] + [params["wp"].shape]
        if any(a[1] != b[0] for a, b in zip(shapes, shapes[1:])):
            raise ValueError(f"{path}: the layers' shapes do not chain: {shapes}")
        return net


def masked_log_softmax(logits, mask):
    """Log-probabilities with illegal actions at probability 0 (log = MASKED-ish)."""
    z = np.where(mask, logits, MASKED)
    z = z - z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def sample(log_probs, rng):
    """One action per row drawn from the probabilities; never an illegal one."""
    cum = np.cumsum(np.exp(log_probs), axis=1)
    u = rng.random(len(cum), dtype=np.float32) * cum[:, -1]
    return (cum > u[:, None]).argmax(axis=1)


class Adam:
    """Adam with the global gradient norm clipped (keeps early updates sane)."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, max_norm=1.0):
        self.lr, self.betas, self.eps, self.max_norm = lr, betas, eps, max_norm
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}
        self.t = 0

    def step(self, params, grads):
        norm = np.sqrt(sum(float((g * g).sum()) for g in grads.values()))
        scale = min(1.0, self.max_norm / (norm + 1e-12))
        self.t += 1
        b1, b2 = self.betas
        lr = self.lr * np.sqrt(1 - b2**self.t) / (1 - b1**self.t)
        for k, g in grads.items():
            g = g * scale
            self.m[k] = b1 * self.m[k] + (1 - b1) * g
            self.v[k] = b2 * self.v[k] + (1 - b2) * g * g
            params[k] -= (lr * self.m[k] / (np.sqrt(self.v[k]) + self.eps)).astype(np.float32)
        return norm


def _init(rng, n_in, n_out, gain):
    return (rng.standard_normal((n_in, n_out)) * gain / np.sqrt(n_in)).astype(np.float32)
