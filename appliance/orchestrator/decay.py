"""The decay-bounded orchestrator (DESIGN §7, paper 001 Algorithm 3), answering from a question frame.

understand (frame: intents, stations, time, horizon; IntentMatch, the model may confirm) ->
route (model: alpha, beta) -> gather the tools the frame's intents need while the data agent wins
and beta_t > tau -> assess fire / no fire when codes were gathered -> compose per intent (verdict,
numbers, local time, what is missing, [n] sources) -> decision from intent coverage -> optionally
the model rewords the facts and a verifier accepts or rejects the rewrite. Without a model, with
a failing one or past the time budget, every model step is skipped and the audit says so.
"""
import hashlib
import time
from dataclasses import replace
from datetime import date
from zoneinfo import ZoneInfo

from appliance.compose import compose
from appliance.compose.result import ComposeContext
from appliance.orchestrator import registry as T
from appliance.orchestrator.toolbase import NotAvailable, ToolContext
from appliance.orchestrator.answer import Answer
from appliance.orchestrator.clock import answer_now
from appliance.orchestrator.context import load_agents
from appliance.orchestrator.decision import DecisionParams, assess
from appliance.orchestrator.incident_answer import answer_over_sites
from appliance.orchestrator.model_steps import look_at_photos, router_weights, write_facts
from appliance.orchestrator.routing import DATA, FALLBACK, REASON, route
from appliance.orchestrator.scope import scope_of
from appliance.orchestrator.secrets import known_secrets, redact
from appliance.store.answers import last_answer_asking, previous_answer, save_answer
from appliance.store.clock import device_now
from appliance.understand import Frame, known_stations
from appliance.understand.dates_calendar import Clock
from appliance.understand.features import figures_named, lexicon, lexicon_text
from appliance.understand.frame import POINT_FIGURES, TimeSpec
from appliance.understand.read import read_question
from appliance.understand.readback import over_sites as read_back_over_sites, read_back, unsure_words, verdict_words
from appliance.understand.stations import display_name
from appliance.understand.wordlists import simplify
from appliance.understand.zones import local

NO_DATA_INTENTS = {"capabilities", "out_of_scope", "refuse"}
# turns a "why was the danger that high?" looks past to the answer that showed the danger (a photo, the guidance, a
# refusal: none of them shows a station's figure), unless the "why" names that turn's own subject ("why did you refuse
# to send the danger alert?", "why does the guide say the class matters?")
SIDE_TURNS = {"capabilities", "out_of_scope", "refuse", "documents", "photo"}
SIDE_SUBJECTS = ("order", "documents", "photo", "capabilities")
UNSET = object()   # "not given": the one model does every job (callers before llm/jobs.py, tests)


def _beside(f: Frame) -> bool:
    """A side turn, or a "why?" that explained one ("why?" after the photo, then "why so high, then?")."""
    return set(f.intents) <= SIDE_TURNS or (f.intents == ["explain"] and bool(f.explained) and set(f.explained) <= SIDE_TURNS)


def _names_a_side_subject(question: str) -> bool:
    text = lexicon_text(simplify(question))
    return any(lexicon()[k].search(text) for k in SIDE_SUBJECTS)


class DecayOrchestrator:
    def __init__(self, db, embedder, model=None, config=None, *, params: DecisionParams | None = None,
                 disabled_tools=(), image_embedder=None, sequential: bool = False, writer_capable: bool | None = None,
                 writer_model=UNSET, confirm_model=UNSET):
        from appliance.config import load_config

        self.db, self.embedder, self.model = db, embedder, model
        self.config = config or load_config(None, {})
        self.oc, self.agents = self.config.orchestrator, load_agents()
        self.params = params or DecisionParams()
        self.disabled = set(disabled_tools)
        self.image_embedder = image_embedder
        # The paper's task-based baseline: always run every needed tool, then reason (no routing).
        self.sequential = sequential
        # Writer mode: only for a model file provisioning's self-test marked capable (or forced).
        # The box passes the models its jobs were assigned (llm/jobs.py); without them, `model` does every job.
        self.writer_model = model if writer_model is UNSET else writer_model
        self.confirm_model = model if confirm_model is UNSET else confirm_model
        mode = self.config.answers.writer
        if writer_capable is None and self.writer_model is not None and mode == "auto":
            # Provisioning's self-test result for this very model file (compose/selftest.py).
            from appliance.compose.selftest import writer_capable as tested

            writer_capable = tested(self.config.models.dir, getattr(self.writer_model, "sha256", None))
        self.writer = self.writer_model is not None and (mode == "force" or (mode == "auto" and bool(writer_capable)))
        self.secrets = known_secrets(self.config)
        self.reader = load_reader(self.config) if embedder is not None else None
        try:
            self.reader_embedder = reader_embedder(self.config, embedder, self.reader)
        except Exception as exc:  # a box provisioned without the reader's embedder (ModelError) or a damaged file
            import sys

            print(f"warning: the trained reader is not loaded: its embedder is missing ({exc}); reading each "
                  "question as its nearest reference question, every answer at most a warning", file=sys.stderr)
            self.reader, self.reader_embedder = None, embedder

    def answer(self, question: str, session_id: str | None = None, images=None, on_step=lambda s: None) -> Answer:
        start = time.perf_counter()
        images = list(images or [])
        audit = {"steps": [], "model_calls": [], "degraded": [],
                 "model_sha256": getattr(self.model, "sha256", None),
                 **({"writer_sha256": self.writer_model.sha256} if self.writer and self.writer_model is not self.model else {}),
                 "images": [{"sha256": hashlib.sha256(b).hexdigest(), "bytes": len(b)} for b in images]}

        def step(kind, **info):
            entry = {"step": kind, "t": round(time.perf_counter() - start, 3), **info}
            audit["steps"].append(entry)
            on_step(entry)

        def budget_left() -> float:
            return self.oc.answer_budget_s - (time.perf_counter() - start)

        # Ages, "now" and "today" on the devices' time when the box's clock is wrong (a box booted at
        # 1970 would otherwise look for today's readings 56 years before they were taken).
        clock = box_clock(self.db, self.config)
        now = device_now(answer_now(self.config), clock)
        stations = known_stations(self.db)
        previous = previous_answer(self.db, session_id) if session_id else None
        prev_frame = Frame.from_json(previous["audit"]["frame"], previous["question"]) \
            if previous and isinstance(previous["audit"].get("frame"), dict) else None
        confirm = self.confirm_model if (self.config.answers.confirm_intents and budget_left() > 0) else None

        def read(before: Frame | None) -> Frame:
            return read_question(question, now=now, stations=stations, embedder=self.embedder, previous=before,
                                 has_images=bool(images), model=confirm, reader=self.reader,
                                 reader_embedder=self.reader_embedder)

        frame = read(prev_frame)
        if (past := self._past_the_side_turn(question, frame, prev_frame, previous, session_id, read)) is not None:
            previous, frame = past
        audit["frame"], audit["clock"] = frame.audit(), now
        audit["read_back"] = read_back(frame)
        on_step({"step": "read_back", "text": audit["read_back"], "unsure": frame.unsure})
        # [fleet] role command_post: a question asked of the incident is answered from the incident picture,
        # every fact with its site (orchestrator/incident_answer.py); anywhere else this is None.
        if (over_sites := answer_over_sites(self.config, frame, question, now)) is not None:
            return self._answer_from_incident(question, session_id, over_sites, audit, start, images, frame, step)
        scope = scope_of(self.db, frame, stations)
        audit["scope"] = scope.__dict__
        ctx = ToolContext(self.db, self.embedder, question, scope, images, params=self.params, config=self.config,
                            image_embedder=self.image_embedder, frame=frame, now=now, stations=stations,
                            previous=previous, top_k=self.oc.top_k, redact=lambda v: redact(v, self.secrets))
        needed = T.needed_tools(frame.intents, bool(images), self.disabled)
        audit["needed_tools"] = needed
        # Streamed before any model call, so a tablet sees the box at work while the model is queued.
        on_step({"step": "plan", "intents": frame.intents, "stations": frame.stations, "needed_tools": needed,
                 "images": len(images), "scope": {k: v for k, v in scope.__dict__.items() if v is not None}})

        def need(agent):
            missing = any(n not in ctx.gathered for n in needed)
            return float(missing) if agent == DATA else float(agent == REASON and bool(needed) and not missing)

        def gather(round_no):
            # Every pending tool in one round, direct observation first: later tiers read earlier ones.
            on_step({"step": "gather", "round": round_no})
            for name in sorted((n for n in needed if n not in ctx.gathered), key=T.tier_of):
                self._run_tool(name, ctx, round_no, step)

        match = {i: max(0.0, min(1.0, frame.intent_scores.get(i, 1.0 if frame.intent_by != "embedding" else 0.0)))
                 for i in frame.intents}
        data_match = max((v for i, v in match.items() if i not in NO_DATA_INTENTS), default=0.0)
        intents = {DATA: data_match if needed else 0.0, REASON: data_match if needed else 0.0,
                   FALLBACK: max((v for i, v in match.items() if i in NO_DATA_INTENTS), default=0.0) if not needed else 0.0}
        if self.sequential:
            gather(0)
            audit["route"] = {"baseline": "task-based sequential pipeline: every tool, then reason"}
        else:
            alpha, beta = router_weights(self, question, audit, budget_left, on_step, data_match)
            # A frame whose intents need tools gathers at least once: the parser, not the small
            # model's rating, settles that data is needed (the model's beta can only add rounds).
            beta0 = max(beta, self.oc.tau + 0.05) if needed else beta
            r = route(alpha, beta0, self.oc.gamma, self.oc.tau, self.oc.max_rounds, intents, need, gather)
            audit["route"] = {**r.as_dict(), "intent_match": intents, "beta_model": beta}
            on_step({"step": "route", **audit["route"]})
        if frame.point_at_extreme and frame.point_time is None:
            # "Max temp at SBA in August, and the FWI on that day?": the day is the window's extreme, found in its evidence
            frame.point_time = extreme_day(frame, ctx.gathered.get("reading_window") or [])
            if frame.point_time is None:
                # two stations' extremes, or none in the window: the figure would be read on a day not asked, so the
                # answer is at most a warning that says so
                frame.unsure = True
                frame.reading["unexplained"] = {"text": "the day of the window's extreme", "read_as": ["no such day found"]}
        point = self._gather_point(frame, ctx, stations, step) if frame.point_time is not None else None
        assessment = assess(ctx.gathered, self.params) if ctx.gathered.get("fire_weather") else None
        if images and getattr(self.model, "has_vision", False) and budget_left() > 0:
            look_at_photos(self, images, ctx, audit, budget_left, step)
        cctx = ComposeContext(frame, ctx.gathered, now, {s.device: s for s in stations}, assessment=assessment,
                              not_available=ctx.not_available, previous=previous, images=len(images), point=point)
        warns = ["the direct observation and the past days disagree" if assessment and assessment["conflict"] else None,
                 unsure_words(frame),
                 clock["text"] if clock else None]
        composed = compose(frame, cctx, self.config.answers.stale_after_s,
                           extra_warn="; ".join(w for w in warns if w) or None)
        text, writer = composed.text(), "composer"
        if self.writer and composed.facts:
            text, writer = write_facts(self, composed, stations, audit, budget_left, step)
        audit["writer"] = writer
        audit["verdict"] = composed.verdict
        # "there" in the next question (understand/parse.py); an explanation keeps the answer it explains in view.
        audit["frame"]["focus"] = composed.focus or frame.focus
        mode = "model" if any(not c.get("rejected") and not c.get("error") for c in audit["model_calls"]) else "rules"
        # the page's danger badge: the danger asked at its own time where one was ("the FWI now, and the highest in
        # August" shows today's class, not August's last day's)
        # ("rain yesterday and now?": the badge shows the later of the two times, the one a crew acts on)
        # ("hottest day in August, and did it burn?": the badge shows that day's danger, not August's last day's)
        use_point = point and ("danger" in point["frame"].intents or frame.point_at_extreme
                               and point["gathered"].get("station_danger")) and (
            frame.time.kind in ("range", "last") or (point["frame"].time.end_ts or 0) >= (frame.time.end_ts or 0))
        shown, at = (point["gathered"], point["frame"]) if use_point else (ctx.gathered, frame)
        danger = [{**i["danger"], "station_name": display_name(i["danger"]["station"])} for i in shown.get("station_danger") or []
                  if in_window(i["danger"].get("day"), at)]
        return self._save(question, session_id, text, mode, composed, audit, start, assessment, images, frame, danger)

    def _past_the_side_turn(self, question, frame, prev_frame, previous, session_id, read):
        """"why was the danger that high on the 17th" after a side question: the answer before it that asked that
        figure and the question read again with that turn before it; None where the "why" is the side turn's own or
        nothing before it asked the figure."""
        if frame.intents != ["explain"] or prev_frame is None or not _beside(prev_frame):
            return None
        named = figures_named(simplify(question))
        if not named or _names_a_side_subject(question):
            return None
        earlier = last_answer_asking(self.db, session_id, set(named), previous["id"])
        if earlier is None:
            return None
        earlier_frame = Frame.from_json(earlier["audit"]["frame"], earlier["question"])
        again = read(earlier_frame)
        if "explain" not in again.intents:
            return None
        again.notes.append(f"explains the answer to “{earlier['question']}”, past the side question after it")
        return earlier, again

    def _answer_from_incident(self, question, session_id, over_sites, audit, start, images, frame, step):
        composed, incident = over_sites
        audit["read_back"] = read_back_over_sites(audit["read_back"], frame.language)
        step("read_back", text=audit["read_back"], unsure=frame.unsure)
        step("incident", **incident)
        audit.update(incident=incident, writer="composer", verdict=composed.verdict,
                     route={"final": "incident_picture", "rounds": 0, "steps": []})
        audit["frame"]["focus"] = []
        return self._save(question, session_id, composed.text(), "rules", composed, audit, start, None, images, frame, [])

    def _gather_point(self, frame, ctx, stations, step) -> dict:
        """"The FWI now, and the highest in August": the reading or danger asked at its own time is gathered for that
        time (a frame of its own: those intents, that time), beside the window the rest of the question is read at."""
        # on the day of a window's extreme, whether that day burned too ("hottest day in August, did it end in a fire?")
        asked = POINT_FIGURES + ("analogs",) if frame.point_at_extreme else POINT_FIGURES
        # where each clause asked at a station of its own, the point's clause's station (understand/apart.py)
        at = replace(frame, time=frame.point_time, point_time=None, stations=frame.point_stations or frame.stations,
                     intents=[i for i in frame.intents if i in asked and i in (frame.point_intents or asked)])
        pctx = replace(ctx, frame=at, scope=scope_of(self.db, at, stations), gathered={}, not_available={})
        for name in sorted(T.needed_tools(at.intents, False, self.disabled), key=T.tier_of):
            self._run_tool(name, pctx, 0, step)
        # the fire check of that time, not the window's last day
        assessment = assess(pctx.gathered, self.params) if pctx.gathered.get("fire_weather") else None
        return {"frame": at, "gathered": pctx.gathered, "not_available": pctx.not_available, "assessment": assessment}

    def _run_tool(self, name, ctx, round_no, step):
        t0 = time.perf_counter()
        try:
            items = T.tool(name)(ctx)
            ctx.gathered[name] = items
            step("retrieve", tool=name, round=round_no, result_ids=[i.get("id") for i in items],
                 seconds=round(time.perf_counter() - t0, 3))
        except NotAvailable as exc:
            ctx.gathered[name] = []
            ctx.not_available[name] = str(exc)
            step("retrieve", tool=name, round=round_no, result_ids=[], not_available=str(exc))
        except Exception as exc:  # a failing tool never stops the answer; the audit says why
            ctx.gathered[name] = []
            ctx.not_available[name] = f"{name.replace('_', ' ')} failed"
            step("retrieve", tool=name, round=round_no, result_ids=[], error=f"{type(exc).__name__}: {exc}"[:200])

    def _save(self, question, session_id, text, mode, composed, audit, start, assessment, images, frame, danger):
        # Last line of defence: no known secret is stored or shown, whatever a source carried.
        text, audit, composed.citations, composed.cited_items, composed.verdict = redact(
            (text, audit, composed.citations, composed.cited_items, composed.verdict), self.secrets)
        decision = composed.decision
        audit["decision"] = decision
        # The verdict's label in the question's language, like the read-back above it (issue 26 item 6).
        audit["verdict_words"] = verdict_words(decision["action"], decision["action"] == "abstain"
                                               and "refuse" in frame.intents, frame.language)
        # What the crew is shown beside the decision, kept so a reopened answer shows it the same (store.answers.shown_answer).
        audit.update(stale=composed.stale, danger=danger,
                     data_age_s=None if composed.data_age_s is None else round(composed.data_age_s, 1))
        audit["citations"] = [{k: c[k] for k in ("n", "kind", "id", "title")} for c in composed.citations]
        latency = time.perf_counter() - start
        audit["latency_s"] = round(latency, 4)
        evidence = [_shown(c, item) for c, item in zip(composed.citations, composed.cited_items)]
        answer_id = save_answer(self.db, session_id, question, text, mode, evidence, audit, latency,
                                decision=decision["action"], images=images)
        return Answer(answer_id, question, text, mode, [e["id"] for e in evidence], evidence, audit, latency, decision,
                      assessment, frame=frame.to_json(), verdict=composed.verdict, citations=composed.citations,
                      danger=danger, data_age_s=composed.data_age_s, stale=composed.stale, writer=audit["writer"],
                      read_back=audit.get("read_back", ""))


def _shown(citation: dict, item: dict) -> dict:
    """An evidence item as the page lists it: its fields without bulky or private ones, plus n and card."""
    drop = {"features", "previous", "projection_inputs", "embedding", "danger_prev"}
    out = {k: v for k, v in item.items() if k not in drop}
    out.update(n=citation["n"], card=citation["card"], title=citation["title"])
    out.setdefault("line", citation["title"])
    return out


def in_window(day: str | None, frame) -> bool:
    """Whether a danger figure may stand as the page's danger badge for the question: not when the question asked
    about a past window and the figure is of a later day ("how many days above 35 degrees in August?" showed
    today's FWI beside August's count). A figure older than the time asked stays: the answer gives the newest day
    it has and says how old it is (a stale box asked about today)."""
    t = getattr(frame, "time", None)
    if t is None or t.kind not in ("range", "last") or not day or t.end_ts is None:
        return True
    from zoneinfo import ZoneInfo

    from appliance.understand.zones import local

    return day <= local(t.end_ts, ZoneInfo(getattr(t, "tz", None) or "UTC")).strftime("%Y-%m-%d")


def load_reader(config):
    """The trained reader, or None when it is switched off or its artefact is missing or damaged: the box then
    reads each question as its nearest reference question, every answer at most a warning (read.py), and the
    audit's frame says which read the question."""
    if not config.answers.reader:
        return None
    from appliance.understand.reader import Reader

    try:
        reader = Reader.load()
        from appliance.understand.features import feature_names

        if reader.feature_names != feature_names():
            raise ValueError("it was trained on other features than this code computes; retrain with `appliance understand train`")
        return reader
    except (OSError, ValueError, KeyError) as exc:
        import sys

        print(f"warning: the trained reader is not loaded ({exc}); reading each question as its nearest reference question, every answer at most a warning", file=sys.stderr)
        return None


def reader_embedder(config, embedder, reader):
    """The embedder(s) the reader was trained on (its card names the roles, "a+b" for vectors side by side): the
    box's own when it is the same model, else those roles loaded beside it (provisioning may pick fp32 for answers
    on one CPU and int8 on another; the reader's weights expect the vectors they were trained on)."""
    if reader is None or embedder is None or not reader.embedder or getattr(embedder, "name", "") == reader.embedder:
        return embedder
    from appliance.embed.text import load_embedder_roles
    from appliance.provision.manifest import Manifest

    return load_embedder_roles(Manifest.load(config.models.dir), reader.embedder,
                               have={getattr(embedder, "name", ""): embedder})


def box_clock(db, config) -> dict | None:
    """store.clock.clock_disagreement when the box's devices agree its clock is wrong (DESIGN §8c):
    every answer says so and measures on the devices' time. An answer clock fixed in the settings
    (answers.now: the evaluation, a replay) is taken as given."""
    if config.answers.now:
        return None
    from appliance.store.clock import clock_disagreement, tolerance_of

    try:
        return clock_disagreement(db, tolerance_of(config))
    except Exception:  # a damaged or empty store answers without the clock check; the status says why
        return None


def extreme_day(frame: Frame, window_items: list[dict]) -> TimeSpec | None:
    """The station-local day of the window's extreme the frame asks (frame.extreme) at its one station, or None: a
    reading's top or bottom has its time, a fire-weather code's its day."""
    lasts = [i for i in window_items if i.get("window_role") == "last" and i.get("window", {}).get("inside_window")]
    asked = frame.extreme or {}
    if len(lasts) != 1 or asked.get("end") not in ("max", "min"):
        return None
    stats, end, tz = lasts[0]["window"], asked["end"], ZoneInfo(frame.time.tz or "UTC")
    if (ts := (stats.get(asked["reading"]) or {}).get(f"{end}_ts")) is not None:
        day = local(ts, tz).date()
    elif (code := ((stats.get("danger") or {}).get("codes") or {}).get(asked["reading"])) and code.get(f"{end}_day"):
        day = date.fromisoformat(str(code[f"{end}_day"])[:10])
    else:
        return None
    if frame.time.end_ts is None:
        return None
    clock = Clock(frame.time.end_ts, local(frame.time.end_ts, tz), tz, frame.time.utc)
    spec = clock.day(day, f"{day.day} {day:%B} {day.year}")
    spec.tz = frame.time.tz
    return spec
