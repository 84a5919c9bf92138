"""Algorithm 3 ends: gathering rounds never exceed ceil(ln(tau / beta_0) / ln(gamma)) nor the cap."""
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from appliance.orchestrator.routing import DATA, FALLBACK, REASON, round_bound, route

unit = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(alpha=unit, beta0=st.floats(min_value=0.0, max_value=1.0), gamma=st.floats(min_value=0.05, max_value=0.95),
       tau=st.floats(min_value=0.01, max_value=0.99), cap=st.integers(min_value=1, max_value=12),
       intent=st.fixed_dictionaries({DATA: unit, REASON: unit, FALLBACK: unit}),
       needs=st.lists(unit, min_size=1, max_size=30))
def test_gathering_rounds_are_bounded(alpha, beta0, gamma, tau, cap, intent, needs):
    calls = []
    # DataNeed that never falls is the worst case for termination.
    r = route(alpha, beta0, gamma, tau, cap, intent, lambda a: needs[len(calls) % len(needs)] if a == DATA else 0.0,
              calls.append)
    bound = round_bound(beta0, tau, gamma)
    assert r.rounds == len(calls)
    assert r.rounds <= cap
    assert r.rounds <= bound
    if beta0 > tau:
        assert bound == math.ceil(math.log(tau / beta0) / math.log(gamma) - 1e-9)
    assert r.final in (REASON, FALLBACK)
    assert r.as_dict()["decay_bound"] == min(bound, cap)


def test_the_bound_is_reached_when_data_always_wins():
    r = route(0.0, 1.0, 0.5, 0.2, 10, {DATA: 1, REASON: 1, FALLBACK: 0}, lambda a: 1.0 if a == DATA else 0.0,
              lambda t: None)
    assert r.rounds == round_bound(1.0, 0.2, 0.5) == 3   # 1.0, 0.5, 0.25 > 0.2; 0.125 stops


def test_the_paper_bound_is_exact_at_whole_numbers():
    # tau / beta0 = gamma^2: the paper's ">=" would gather 3 times; the box gathers ceil(2) = 2.
    r = route(0.0, 1.0, 0.5, 0.25, 10, {DATA: 1}, lambda a: 1.0 if a == DATA else 0.0, lambda t: None)
    assert r.rounds == 2


def test_nothing_above_tau_falls_back():
    r = route(0.1, 0.1, 0.5, 0.5, 4, {DATA: 0.2, REASON: 0.2, FALLBACK: 0.1}, lambda a: 0.0, lambda t: None)
    assert r.rounds == 0 and r.final == FALLBACK


def test_a_data_question_gathers_then_reasons():
    state = {"need": 1.0}

    def gather(t):
        state["need"] = 0.0

    r = route(0.6, 0.8, 0.5, 0.2, 4, {DATA: 0.8, REASON: 0.6, FALLBACK: 0.0},
              lambda a: state["need"] if a == DATA else 0.0, gather)
    assert r.rounds == 1 and r.final == REASON
