"""A consultation as an explicit state machine: profile -> confirm -> plan -> done (+ follow-ups).

State is plain JSON kept in consult_sessions, so the terminal and the page can drive the same
session one request at a time. Model calls are bounded per step (config.consult).
"""
import json
import time
import uuid

from appliance.consult import plan as P
from appliance.consult.analysis import run_analysis
from appliance.consult.model_budget import ModelBudget
from appliance.consult.profile import FIELDS, QUESTIONS, interpret, summary_lines
from appliance.packs.install import list_packs


class ConsultError(ValueError):
    """A request that does not fit the session's stage, phrased for the user."""


class ConsultSession:
    def __init__(self, box, session_id: str, state: dict):
        self.box, self.id, self.state = box, session_id, state

    @classmethod
    def start(cls, box) -> "ConsultSession":
        state = {"stage": "profile", "q": 0, "profile": {}, "pending": None, "note": None, "plan": None,
                 "findings": [], "recommendations": [], "followups": [], "audit": [], "profile_calls": 0}
        session = cls(box, uuid.uuid4().hex[:12], state)
        with box.db.conn:
            box.db.conn.execute("INSERT INTO consult_sessions(id, state_json, created_at, updated_at) VALUES (?,?,?,?)",
                                (session.id, json.dumps(state), time.time(), time.time()))
        return session

    @classmethod
    def load(cls, box, session_id: str) -> "ConsultSession":
        raw = box.db.scalar("SELECT state_json FROM consult_sessions WHERE id = ?", [session_id])
        if raw is None:
            raise KeyError(session_id)
        return cls(box, session_id, json.loads(raw))

    def save(self) -> None:
        with self.box.db.conn:
            self.box.db.conn.execute("UPDATE consult_sessions SET state_json = ?, updated_at = ? WHERE id = ?",
                                     (json.dumps(self.state, default=str), time.time(), self.id))

    # ---- what the box asks now
    def prompt(self) -> dict:
        s = self.state
        base = {"session_id": self.id, "stage": s["stage"]}
        if s["pending"]:
            opts = s["pending"]["options"]
            return {**base, "field": "location", "options": [o["label"] for o in opts],
                    "question": f"'{s['pending']['value']}' matches {len(opts)} places. Which one? (number, or skip)"}
        if s["stage"] == "profile":
            q = QUESTIONS[s["q"]]
            return {**base, "field": q["field"], "index": s["q"] + 1, "of": len(QUESTIONS), "question": q["ask"],
                    **({"note": s["note"]} if s["note"] else {})}
        if s["stage"] == "confirm":
            return {**base, "profile": self.state["profile"], "summary": summary_lines(s["profile"]),
                    "question": "Is this profile right? Confirm it, or correct a field."}
        if s["stage"] == "plan":
            return {**base, "plan": s["plan"], "lines": P.plan_lines(s["plan"]),
                    "question": "Run this plan? You may drop a step or change a parameter first."}
        return {**base, "report": s.get("report"), "findings": s["findings"], "recommendations": s["recommendations"],
                "answer_id": s.get("answer_id"), "question": "Ask a follow-up question, or finish."}

    # ---- profile step
    def _budget(self) -> ModelBudget:
        budget = ModelBudget(self.box.model, self.box.config.consult.max_model_calls_per_step, self.state["audit"], "profile")
        budget.used = self.state["profile_calls"]
        return budget

    def _set(self, field: str, entry: dict) -> None:
        s = self.state
        s["note"] = None
        if entry["status"] == "ambiguous":
            s["pending"] = {"value": entry["value"], "options": entry["options"]}
            return
        if entry["status"] == "unknown_place":
            s["note"] = (f"No place called '{entry['value']}' is in the gazetteer"
                         + (f" ({entry['why']})" if entry.get("why") else "")
                         + ". Try adding the state or country, give 'latitude, longitude', or skip.")
            if s["stage"] == "profile" and FIELDS[s["q"]] == field:
                return
            s["profile"][field] = {"value": entry["value"], "status": "skipped"}
            return
        s["profile"][field] = entry
        if field == "location":
            place = entry["place"]
            s["note"] = f"Location confirmed: {place['label']} ({place['lat']:.4f}, {place['lon']:.4f})."
        s["plan"] = None  # a changed profile makes a new plan
        self._advance()

    def _advance(self) -> None:
        s = self.state
        if s["stage"] == "profile":
            while s["q"] < len(FIELDS) and FIELDS[s["q"]] in s["profile"]:
                s["q"] += 1
            if s["q"] >= len(FIELDS):
                s["stage"], s["q"] = "confirm", len(FIELDS) - 1
        elif s["stage"] in ("plan", "done"):
            s["stage"] = "confirm"

    def answer(self, text: str) -> dict:
        s = self.state
        if not text or not text.strip():
            raise ConsultError("an empty answer: type an answer, or skip")
        if s["pending"]:
            return self._choose(text.strip())
        if s["stage"] != "profile":
            raise ConsultError(f"the profile questions are done (stage: {s['stage']}); correct a field instead")
        budget = self._budget()
        self._set(FIELDS[s["q"]], interpret(FIELDS[s["q"]], text, budget, self.box.db, self.box.embedder))
        s["profile_calls"] = budget.used
        self.save()
        return self.prompt()

    def _choose(self, text: str) -> dict:
        options = self.state["pending"]["options"]
        picked = [options[int(text) - 1]] if text.isdigit() and 1 <= int(text) <= len(options) else \
            [o for o in options if text.lower() in o["label"].lower()]
        if len(picked) != 1:
            raise ConsultError(f"choose 1 to {len(options)}, or skip")
        value = self.state["pending"]["value"]
        self.state["pending"] = None
        self._set("location", {"value": value, "status": "answered", "place": picked[0]})
        self.save()
        return self.prompt()

    def skip(self) -> dict:
        s = self.state
        if s["pending"]:
            s["pending"] = None
            s["profile"]["location"] = {"value": "", "status": "skipped"}
        elif s["stage"] == "profile":
            s["profile"][FIELDS[s["q"]]] = {"value": "", "status": "skipped"}
        else:
            raise ConsultError("nothing to skip at this stage")
        s["note"] = None
        self._advance()
        self.save()
        return self.prompt()

    def correct(self, field: str, text: str) -> dict:
        if field not in FIELDS:
            raise ConsultError(f"no field {field!r}; fields: {', '.join(FIELDS)}")
        if not text.strip():
            raise ConsultError("give the corrected answer")
        budget = self._budget()
        if self.state["stage"] in ("plan", "done"):
            self.state["stage"] = "confirm"
        self._set(field, interpret(field, text, budget, self.box.db, self.box.embedder))
        self.state["profile_calls"] = budget.used
        self.save()
        return self.prompt()

    # ---- plan step
    def confirm_profile(self) -> dict:
        if self.state["stage"] != "confirm" or self.state["pending"]:
            raise ConsultError("the profile is not complete yet")
        cfg = self.box.config.consult
        self.state["plan"] = P.build_plan(self.state["profile"], list_packs(self.box.db), cfg.radius_km,
                                          cfg.literature_k, getattr(self.box, "orchestrator", None) is not None)
        self.state["stage"] = "plan"
        self.save()
        return self.prompt()

    def edit_plan(self, *, drop: int | None = None, step: int | None = None, param: str | None = None,
                  value=None, plan: dict | None = None) -> dict:
        if self.state["stage"] != "plan":
            raise ConsultError("there is no plan to edit at this stage")
        try:
            if plan is not None:
                new = P.check_plan(json.loads(json.dumps(plan)))
            elif drop is not None:
                new = P.drop_step(self.state["plan"], drop)
            else:
                new = P.set_param(self.state["plan"], step, param, value)
        except P.PlanError as exc:
            raise ConsultError(f"plan not changed: {exc}") from None
        self.state["plan"] = new
        self.save()
        return self.prompt()

    # ---- analysis step and follow-ups
    def run(self, on_step=lambda entry: None) -> dict:
        if self.state["stage"] != "plan":
            raise ConsultError("confirm the profile and the plan first")
        run_analysis(self.box, self.state, self.id, on_step)
        self.state["stage"] = "done"
        self.save()
        return self.prompt()

    def follow_up(self, question: str) -> dict:
        if self.state["stage"] != "done":
            raise ConsultError("follow-up questions come after the analysis")
        from appliance.consult.followup import answer_follow_up
        result = answer_follow_up(self.box, self.state, self.id, question)
        self.state["followups"].append(result)
        self.save()
        return result
