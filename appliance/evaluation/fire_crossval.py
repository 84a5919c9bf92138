"""Choose the decision's direct score, threshold, k and weights by leave-one-out inside the index region.

Only the evidence region's own rows are used: each index day is held out in turn, its analogs are
the other index days, and the grid point with the best F1 (then precision, then the earlier grid
point) wins. The test region is never looked at.

The direct-observation score is either one code through a sigmoid (FFMC, ISI or FWI at an index
quantile) or a small L2-regularised logistic model (numpy, Newton steps) over a feature set from
MODEL_SETS: the day's station weather (temperature, RH, wind, log(1 + rain)) and the codes. Each
held-out day's model probability comes from a model refitted without it (true leave-one-out).
Single codes come first in the grid, so a model has to beat them outright to be chosen.
"""
import itertools

import numpy as np

from appliance.orchestrator.decision import DecisionParams
from appliance.retrieve.analogs import FEATURES, analog_match_rate, feature_weights, standardize

# Printed with the figures, saved in the report and drawn under the plot: what the numbers measure.
WHAT_IS_SCORED = (
    "What is scored: the verdict comes from code, a fire-weather code threshold or small logistic rule "
    "(chosen by leave-one-out in the index region) plus a vote of the nearest stored analog days. The "
    "language model only routes the question and picks citations, so it can lower the score (a question "
    "routed away gets no verdict) but never raise it. Paper 001's figures are for an LLM system that "
    "reasons the verdict itself. The headline's network-convention code family was designed after the "
    "uncalibrated (standard-codes) result was known, so it is not a blind result.")

GRID = {"code": ("FFMC", "ISI", "FWI"), "k": (3, 5, 7, 9, 11), "code_weight": (1.0, 2.0, 3.0),
        "w_obs": (0.5, 0.6, 0.7, 0.8, 0.9, 1.0), "cut": (0.4, 0.5, 0.6)}
QUANTILES = np.arange(5, 96, 5)
WEATHER = ("Temperature", "RH", "Ws", "logRain")
MODEL_SETS = {"codes": ("FFMC", "ISI", "FWI"),
              "ffmc+weather": ("FFMC",) + WEATHER,
              "codes+weather": ("FFMC", "ISI", "FWI") + WEATHER,
              "all": ("FFMC", "DMC", "DC", "ISI", "BUI", "FWI") + WEATHER}
L2 = (0.1, 1.0, 10.0)


def model_matrix(matrix: np.ndarray, names) -> np.ndarray:
    cols = []
    for f in names:
        if f == "logRain":
            cols.append(np.log1p(np.clip(matrix[:, FEATURES.index("Rain")], 0, None)))
        else:
            cols.append(matrix[:, FEATURES.index(f)])
    return np.stack(cols, 1).astype(float)


def fit_logistic(x: np.ndarray, y: np.ndarray, lam: float, iters: int = 30) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(mean, std, [weights..., bias]) of an L2 logistic regression on standardized x (Newton)."""
    mean, std = x.mean(0), x.std(0)
    std[std == 0] = 1.0
    xb = np.c_[(x - mean) / std, np.ones(len(x))]
    reg = lam * np.diag(np.r_[np.ones(x.shape[1]), 0.0])
    w = np.zeros(xb.shape[1])
    for _ in range(iters):
        p = 1 / (1 + np.exp(-np.clip(xb @ w, -60, 60)))
        g = xb.T @ (p - y) + reg @ w
        h = xb.T @ (xb * (p * (1 - p))[:, None]) + reg + 1e-9 * np.eye(len(w))
        step = np.linalg.solve(h, g)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return mean, std, w


def predict_logistic(x, mean, std, w) -> np.ndarray:
    return 1 / (1 + np.exp(-np.clip(np.c_[(x - mean) / std, np.ones(len(x))] @ w, -60, 60)))


def _loo_logistic(x: np.ndarray, y: np.ndarray, lam: float) -> np.ndarray:
    out = np.empty(len(x))
    for i in range(len(x)):
        keep = np.arange(len(x)) != i
        out[i] = predict_logistic(x[i:i + 1], *fit_logistic(x[keep], y[keep], lam))[0]
    return out


def metrics(pred, truth) -> dict:
    pred, truth = np.asarray(pred, bool), np.asarray(truth, bool)
    tp, fp = int((pred & truth).sum()), int((pred & ~truth).sum())
    fn, tn = int((~pred & truth).sum()), int((~pred & ~truth).sum())
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f1, 4),
            "accuracy": round((tp + tn) / max(len(pred), 1), 4), "tp": tp, "fp": fp, "fn": fn, "tn": tn}


def _loo_votes(x: np.ndarray, y: np.ndarray, k: int) -> np.ndarray:
    d = np.sqrt(((x[:, None, :] - x[None, :, :]) ** 2).sum(-1))
    np.fill_diagonal(d, np.inf)
    idx = np.argsort(d, axis=1, kind="stable")[:, :k]
    w = 1.0 / (1.0 + np.take_along_axis(d, idx, axis=1))
    return (w * y[idx]).sum(1) / w.sum(1)


def choose_params(matrix: np.ndarray, labels: np.ndarray, text_vectors: np.ndarray | None = None,
                  models: bool = True) -> tuple[DecisionParams, dict]:
    """matrix: index rows x FEATURES (preprocessed); labels: 1 fire. Returns params and the CV note."""
    y = labels.astype(float)
    mean, std = matrix.mean(0), matrix.std(0)
    std[std == 0] = 1
    best, best_key = None, None
    votes, candidates = {}, []
    for cw, k in itertools.product(GRID["code_weight"], GRID["k"]):
        votes[cw, k] = _loo_votes(standardize(matrix, mean, std, feature_weights(cw)), y, k)
    for code in GRID["code"]:
        col = matrix[:, FEATURES.index(code)]
        q1, q3 = np.percentile(col, [25, 75])
        width = max(0.1 * (q3 - q1), 1e-3)
        for thr in np.unique(np.percentile(col, QUANTILES).round(2)):
            c = 1 / (1 + np.exp(-(col - thr) / width))
            candidates.append((dict(code=code, threshold=float(thr), width=float(width), model=None), c))
    for set_name, names in (MODEL_SETS.items() if models else ()):
        x = model_matrix(matrix, names)
        for lam in L2:
            candidates.append((dict(code=f"model:{set_name}", threshold=0.5, width=0.0,
                                    model={"set": set_name, "features": list(names), "l2": lam}), _loo_logistic(x, y, lam)))
    per_candidate = {}
    for direct, c in candidates:
        for (cw, k), v in votes.items():
            for w_obs in GRID["w_obs"]:
                s = w_obs * c + (1 - w_obs) * v
                for cut in GRID["cut"]:
                    m = metrics(s >= cut, labels.astype(bool))
                    key = (m["f1"], m["precision"])
                    fam = direct["code"]
                    if fam not in per_candidate or key > per_candidate[fam]:
                        per_candidate[fam] = key
                    if best_key is None or key > best_key:
                        best_key = key
                        best = dict(direct, k=k, code_weight=cw, w_obs=w_obs, cut=cut, cv=m)
    model = None
    if best["model"] is not None:
        names = best["model"]["features"]
        m_mean, m_std, w = fit_logistic(model_matrix(matrix, names), y, best["model"]["l2"])
        model = {**best["model"], "mean": [round(float(v), 6) for v in m_mean], "std": [round(float(v), 6) for v in m_std],
                 "weights": [round(float(v), 6) for v in w[:-1]], "bias": round(float(w[-1]), 6)}
    k, cw = best["k"], best["code_weight"]
    numeric = standardize(matrix, mean, std, feature_weights(cw))
    rates = {"numeric": _loo_match(numeric, labels, k, "l2")}
    if text_vectors is not None:
        rates["text"] = _loo_match(text_vectors, labels, k, "cosine")
    method = max(rates, key=lambda m: (rates[m], m == "numeric"))
    params = DecisionParams(code=best["code"], threshold=best["threshold"], width=best["width"], w_obs=best["w_obs"],
                            cut=best["cut"], k=k, code_weight=cw, analog_method=method, model=model,
                            chosen_by="leave-one-out F1 inside the index region (grid in appliance/evaluation/fire_crossval.py)")
    return params, {"cv_metrics": best["cv"], "analog_match_rate": rates, "analog_method": method,
                    "direct_score": best["code"],
                    "best_loo_f1_per_direct_score": {f: v[0] for f, v in sorted(per_candidate.items(), key=lambda kv: -kv[1][0])[:8]},
                    "grid_points": int(len(votes) * len(candidates) * len(GRID["w_obs"]) * len(GRID["cut"]))}


def _loo_match(x, labels, k, metric) -> float:
    rates = []
    for i in range(len(x)):
        keep = np.arange(len(x)) != i
        rates.append(analog_match_rate(x[keep], labels[keep], x[i:i + 1], labels[i:i + 1], k, metric))
    return round(float(np.mean(rates)), 4)
