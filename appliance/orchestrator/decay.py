"""The decay-bounded orchestrator (DESIGN §7, paper 001 Algorithm 3).

route (model: alpha, beta) -> gather in tiers while the data agent wins and beta_t > tau ->
assess from grounded tools -> reason (model: which shown evidence to cite) -> the box writes the
answer. Without a model, with a failing one or past the time budget, every model step is answered
from rules and the answer says so (degraded mode).
"""
import base64
import hashlib
import re
import time
from datetime import datetime, timezone

from appliance.fireweather.noon import solar_offset_s
from appliance.orchestrator import tools as T
from appliance.orchestrator.answer import Answer
from appliance.orchestrator.context import intent_match, load_agents
from appliance.orchestrator.decision import DecisionParams, assess
from appliance.orchestrator.routing import DATA, FALLBACK, REASON, route, scale
from appliance.orchestrator.steps import StepFailed, ask_validated, citation_schema, reasoning_messages, router_messages
from appliance.orchestrator.wording import CAPABILITIES, describe_assessment
from appliance.store.answers import save_answer
from appliance.store.media import media_type

SCALE_TOP = 5
DATE = re.compile(r"\b(20\d\d)-(\d\d)-(\d\d)\b")


# Retrieval that only adds support; when it finds nothing the answer still stands on the rest.
SUPPORTING_TOOLS = {"reading_search", "image_search", "multimodal_search", "historical_analogs"}


def question_scope(db, question: str) -> T.Scope:
    """Station and day named in the question (ISO date; a stored device name), else the latest.

    A day is the station's local solar day, as its fire-weather days are (fireweather/noon.py):
    "on 2024-07-01" at a station at 120 W ends at 20:00 UTC on the 1st, not at midnight UTC,
    which would let the next local morning's readings answer for the day before. With no station
    named, the day is the UTC day.
    """
    scope = T.Scope()
    day = None
    m = DATE.search(question)
    if m:
        try:
            day = datetime(int(m[1]), int(m[2]), int(m[3]), tzinfo=timezone.utc)
        except ValueError:  # "2024-02-30": no such day, so the question is about the latest data
            pass
    norm = f" {re.sub(r'[^a-z0-9]+', ' ', question.lower())} "
    # Whole words only, longest name first: "ridge-10" must not be read as "ridge-1".
    devices = db.query("SELECT DISTINCT site, device FROM readings")
    for r in sorted(devices, key=lambda r: -len(r["device"])):
        if f" {re.sub(r'[^a-z0-9]+', ' ', r['device'].lower()).strip()} " in norm:
            scope.device, scope.site = r["device"], r["site"]
            break
    if day is not None:
        # Where the station was that day (a station on a moving engine changes longitude).
        lon = db.scalar("SELECT lon FROM readings WHERE site = ? AND device = ? ORDER BY ABS(ts - ?) LIMIT 1",
                        [scope.site, scope.device, day.timestamp() + 43200]) if scope.device else None
        scope.day = day.strftime("%Y-%m-%d")
        scope.as_of = day.timestamp() + 86399 - (solar_offset_s(lon) if lon is not None else 0.0)
    return scope


def image_uri(data: bytes) -> str:
    return f"data:{media_type(data) or 'image/jpeg'};base64," + base64.b64encode(data).decode()


class DecayOrchestrator:
    def __init__(self, db, embedder, model=None, config=None, *, params: DecisionParams | None = None,
                 disabled_tools=(), image_embedder=None, sequential: bool = False):
        from appliance.config import load_config

        self.db, self.embedder, self.model = db, embedder, model
        self.config = config or load_config(None, {})
        self.oc, self.agents = self.config.orchestrator, load_agents()
        self.params = params or DecisionParams()
        self.disabled = set(disabled_tools)
        self.image_embedder = image_embedder
        # The paper's task-based baseline: always run every needed tool, then reason (no routing).
        self.sequential = sequential

    def answer(self, question: str, session_id: str | None = None, images=None, on_step=lambda s: None) -> Answer:
        start = time.perf_counter()
        images = list(images or [])
        audit = {"steps": [], "model_calls": [], "degraded": [],
                 "model_sha256": getattr(self.model, "sha256", None),
                 "images": [{"sha256": hashlib.sha256(b).hexdigest(), "bytes": len(b)} for b in images]}

        def step(kind, **info):
            entry = {"step": kind, "t": round(time.perf_counter() - start, 3), **info}
            audit["steps"].append(entry)
            on_step(entry)

        def budget_left() -> float:
            return self.oc.answer_budget_s - (time.perf_counter() - start)

        scope = question_scope(self.db, question)
        audit["scope"] = scope.__dict__
        ctx = T.ToolContext(self.db, self.embedder, question, scope, images, params=self.params,
                            config=self.config, image_embedder=self.image_embedder)
        needed = T.needed_tools(question, bool(images), self.disabled)
        audit["needed_tools"] = needed
        # Streamed before any model call, so a tablet sees the box at work while the model is queued.
        on_step({"step": "plan", "needed_tools": needed, "images": len(images),
                 "scope": {k: v for k, v in audit["scope"].items() if isinstance(v, (str, int, float, type(None)))}})
        def need(agent):
            missing = any(n not in ctx.gathered for n in needed)
            # The data agent needs data while a needed tier is missing; reasoning, once it is complete.
            return float(missing) if agent == DATA else float(agent == REASON and bool(needed) and not missing)

        def gather(round_no):
            on_step({"step": "gather", "round": round_no})
            pending = [n for n in needed if n not in ctx.gathered]
            tier = min(T.tier_of(n) for n in pending)
            for name in [n for n in pending if T.tier_of(n) == tier]:
                self._run_tool(name, ctx, round_no, step)

        intents = {DATA: intent_match(question, self.agents[DATA], T.ALL_CUES),
                   REASON: intent_match(question, self.agents[REASON]),
                   FALLBACK: intent_match(question, self.agents[FALLBACK])}
        if self.sequential:
            for i, _ in enumerate(sorted({T.tier_of(n) for n in needed})):
                gather(i)
            final, audit["route"] = REASON, {"baseline": "task-based sequential pipeline: every tool, then reason"}
        else:
            alpha, beta = self._weights(question, audit, budget_left, on_step)
            r = route(alpha, beta, self.oc.gamma, self.oc.tau, self.oc.max_rounds, intents, need, gather)
            final, audit["route"] = r.final, {**r.as_dict(), "intent_match": intents}
            on_step({"step": "route", **audit["route"]})
        return self._finish(question, session_id, images, ctx, final, audit, start, step, budget_left)

    def _weights(self, question, audit, budget_left, on_step) -> tuple[float, float]:
        agent = self.agents["router"]
        if self.model is not None and budget_left() > 0:
            try:
                data = ask_validated(self.model, agent, router_messages(agent, question),
                                     agent["constraints"]["output_schema"], max_tokens=24,
                                     reasks=self.oc.max_reasks, timeout_s=max(0.1, min(budget_left(), self.config.llm.timeout_s)),
                                     record=audit["model_calls"])
                w = (scale(data["alpha"], SCALE_TOP), scale(data["beta"], SCALE_TOP))
                on_step({"step": "weights", "alpha": w[0], "beta": w[1], "by": "model"})
                return w
            except Exception as exc:  # degraded: any model failure is answered from rules
                audit["degraded"].append(f"router: {str(exc)[:160]}")
        else:
            audit["degraded"].append("router: " + ("no model loaded" if self.model is None else "time budget spent"))
        # Rules: the agents' cue words stand in for the model's ratings.
        a = 0.2 + 0.6 * intent_match(question, self.agents[REASON])
        b = 0.2 + 0.6 * intent_match(question, self.agents[DATA])
        on_step({"step": "weights", "alpha": a, "beta": b, "by": "rules"})
        return a, b

    def _run_tool(self, name, ctx, round_no, step):
        t0 = time.perf_counter()
        try:
            items = T.TOOLS[name](ctx)
            ctx.gathered[name] = items
            step("retrieve", tool=name, round=round_no, result_ids=[i.get("id") for i in items],
                 seconds=round(time.perf_counter() - t0, 3))
        except T.NotAvailable as exc:
            ctx.gathered[name] = []
            step("retrieve", tool=name, round=round_no, result_ids=[], not_available=str(exc))
        except Exception as exc:  # a failing tool never stops the answer; the audit says why
            ctx.gathered[name] = []
            step("retrieve", tool=name, round=round_no, result_ids=[], error=f"{type(exc).__name__}: {exc}"[:200])

    def _finish(self, question, session_id, images, ctx, final, audit, start, step, budget_left) -> Answer:
        items = [i for name in T.TOOL_NAMES for i in ctx.gathered.get(name, [])]
        audit["notes"] = ctx.gathered.get("_notes", [])
        items.sort(key=lambda i: i["tier"])  # direct observation first
        assessment = assess(ctx.gathered, self.params) if final == REASON else None
        if final == FALLBACK or not items:
            text = CAPABILITIES if final == FALLBACK else "The box holds no data that answers this question yet."
            decision = {"action": "abstain", "reason": "general question: no data used" if final == FALLBACK
                        else "no evidence found"}
            return self._save(question, session_id, text, "rules" if self.model is None else "model", [], [],
                              audit, start, decision, None, step, images=images)
        # The evidence a verdict rests on is always shown and cited (its reading and its codes).
        basis = [i for i in items if assessment and (
            (i["kind"] == "fire_weather" and i["id"] == assessment["inputs_from"]["fire_weather"]) or
            (i["kind"] == "reading" and i["id"] == assessment["inputs_from"]["reading"]))][:2]
        shown = basis + [i for i in items if i not in basis][:6 - len(basis)]
        # The model reads short lines (prompt time is most of its cost); the crew reads full ones.
        lines = [f"[{n}] {i.get('brief', i['line'])[:100]}" for n, i in enumerate(shown, start=1)]
        mode, picked = "model", None
        agent = self.agents[REASON]
        if self.model is not None and budget_left() > 0:
            uris = [image_uri(b) for b in images] if getattr(self.model, "has_vision", False) else []
            try:
                data = ask_validated(self.model, agent, reasoning_messages(agent, question, lines, uris),
                                     citation_schema(agent, len(shown)), max_tokens=24, reasks=self.oc.max_reasks,
                                     timeout_s=max(0.1, min(budget_left(), self.config.llm.timeout_s)),
                                     record=audit["model_calls"])
                picked = list(dict.fromkeys(data["cited_ids"]))
                step("reason", agent=REASON, cited=picked, images_in_context=len(uris))
            except (StepFailed, Exception) as exc:
                audit["degraded"].append(f"reasoning: {str(exc)[:160]}")
        else:
            audit["degraded"].append("reasoning: " + ("no model loaded" if self.model is None else "time budget spent"))
        if picked is None:
            mode = "rules"
            # Rules (DESIGN §7 degraded mode): the direct observations, plus any projected front asked for.
            direct = [n for n, i in enumerate(shown, 1) if i["tier"] == 1][:2] if assessment else []
            fronts = [n for n, i in enumerate(shown, 1) if i["kind"] == "spread"]
            picked = list(dict.fromkeys(direct + fronts)) or [1]
            step("rules", reason="; ".join(audit["degraded"]))
        cited = basis + [shown[n - 1] for n in picked if shown[n - 1] not in basis]
        text = describe_assessment(assessment) + " " if assessment else ""
        text += " ".join(i["line"] for i in cited)
        if mode == "rules":
            text = f"(Answered from rules: {audit['degraded'][-1] if audit['degraded'] else 'model unavailable'}.) " + text
        decision = {"action": "answer", "reason": "grounded in the cited evidence"}
        if assessment and assessment["conflict"]:
            decision = {"action": "warn", "reason": "direct observation and stored analogs disagree"}
        elif any(i.get("geo", {}).get("decision") == "warn" for i in cited):
            decision = {"action": "warn", "reason": next(i["geo"]["reason"] for i in cited if i.get("geo", {}).get("decision") == "warn")}
        elif missing := [n for n in audit.get("needed_tools", []) if n not in SUPPORTING_TOOLS and not ctx.gathered.get(n)]:
            # The question asked for something the box could not get: say so, never a plain answer.
            names = ", ".join(n.replace("_", " ") for n in missing)
            decision = {"action": "warn", "reason": f"answered without: {names} (not available; see the audit)"}
            text += f" Not available for this answer: {names}."
        elif mode == "rules":
            decision = {"action": "warn", "reason": "degraded mode: answered from rules"}
        return self._save(question, session_id, text, mode, [i["id"] for i in cited], cited, audit, start,
                          decision, assessment, step, images=images)

    def _save(self, question, session_id, text, mode, cited_ids, evidence, audit, start, decision, assessment, step,
              images=()):
        audit["decision"] = decision
        latency = time.perf_counter() - start
        audit["latency_s"] = round(latency, 4)
        evidence = [{k: v for k, v in e.items() if k != "features"} for e in evidence]
        answer_id = save_answer(self.db, session_id, question, text, mode, evidence, audit, latency,
                                decision=decision["action"], images=images)
        return Answer(answer_id, question, text, mode, cited_ids, evidence, audit, latency, decision, assessment)
