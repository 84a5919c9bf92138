"""Decay-weighted routing (paper 001, Algorithm 3), as pure functions so it can be proven to end.

S(a) = alpha * IntentMatch(q, a) + beta_t * DataNeed(q, a). While the data-acquisition agent wins
and beta_t is above tau, gather and decay beta_{t+1} = gamma * beta_t; then reason; fall back when
no agent scores above tau.

The paper writes the gathering test as beta_t >= tau, which runs floor(x) + 1 rounds for
x = ln(tau / beta_0) / ln(gamma): one more than its own bound ceil(x) whenever x is a whole
number. The box uses the strict test beta_t > tau (with a relative tolerance for floating-point
decay), which makes ceil(x) exact, and adds a hard cap on top.

DataNeed(q, data agent) is 1 while an evidence tier the question needs is still missing and 0
after (a round with nothing left to fetch would only burn the decay); DataNeed(q, reasoning) is
1 once that evidence is complete (it needs the data to reason over); the fallback needs none. At the end: the fallback agent answers when it scores highest or when no agent
scores above tau; otherwise the reasoning agent answers.
"""
import math
from dataclasses import dataclass, field

DATA, REASON, FALLBACK = "data_acquisition", "reasoning", "fallback"
_TOL = 1e-9


def round_bound(beta0: float, tau: float, gamma: float) -> int:
    """ceil(ln(tau / beta_0) / ln(gamma)): the most gathering rounds decay allows (0 if beta_0 <= tau)."""
    if beta0 <= tau * (1 + _TOL):
        return 0
    return max(0, math.ceil(math.log(tau / beta0) / math.log(gamma) - _TOL))


def scale(value: int, top: int) -> float:
    """A discrete model rating 0..top mapped onto [0, 1]."""
    return max(0, min(int(value), top)) / top


def score(alpha: float, beta_t: float, intent: float, need: float) -> float:
    return alpha * intent + beta_t * need


@dataclass
class RouteStep:
    round: int
    beta_t: float
    scores: dict
    chosen: str

    def as_dict(self) -> dict:
        return {"round": self.round, "beta_t": round(self.beta_t, 6),
                "scores": {k: round(v, 6) for k, v in self.scores.items()}, "chosen": self.chosen}


@dataclass
class Route:
    alpha: float
    beta0: float
    gamma: float
    tau: float
    cap: int
    bound: int
    steps: list[RouteStep] = field(default_factory=list)
    final: str = FALLBACK

    @property
    def rounds(self) -> int:
        return sum(1 for s in self.steps if s.chosen == DATA)

    def as_dict(self) -> dict:
        return {"alpha": self.alpha, "beta0": self.beta0, "gamma": self.gamma, "tau": self.tau,
                "hard_cap": self.cap, "decay_bound": self.bound, "rounds": self.rounds, "final": self.final,
                "steps": [s.as_dict() for s in self.steps]}


def route(alpha: float, beta0: float, gamma: float, tau: float, cap: int, intent: dict, need, gather) -> Route:
    """Run Algorithm 3. `intent[a]` in [0, 1]; `need(a)` is DataNeed now (it falls as evidence
    arrives); `gather(round)` runs one gathering round. Returns the route with every step."""
    r = Route(alpha, beta0, gamma, tau, cap, bound=min(round_bound(beta0, tau, gamma), cap))
    beta_t = beta0
    while True:
        scores = {a: score(alpha, beta_t, intent.get(a, 0.0), need(a)) for a in (DATA, REASON, FALLBACK)}
        # The data agent can only win while something is still missing: with nothing left to
        # fetch a gathering round would be a no-op that only burns the decay.
        contenders = {a: v for a, v in scores.items() if a != DATA or need(DATA) > 0}
        best = max(contenders, key=lambda a: (contenders[a], a == REASON))
        if best == DATA and beta_t > tau * (1 + _TOL) and r.rounds < cap:
            round_no = r.rounds
            r.steps.append(RouteStep(round_no, beta_t, scores, DATA))
            gather(round_no)
            beta_t *= gamma
            continue
        top = max(scores.values())
        r.final = FALLBACK if top <= tau or scores[FALLBACK] >= max(scores[REASON], scores[DATA]) else REASON
        r.steps.append(RouteStep(r.rounds, beta_t, scores, r.final))
        return r
