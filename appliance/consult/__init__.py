"""Consultation mode (paper 000, WildfireGPT): profile -> plan -> analysis over regional data packs.

An explicit, bounded state machine: the profile is asked one question at a time (skip/correct),
the plan is editable JSON, the analysis writes every figure from pack rows, and follow-ups go
through the orchestrator in the same session.
"""
from appliance.consult.session import ConsultError, ConsultSession

__all__ = ["ConsultError", "ConsultSession"]
