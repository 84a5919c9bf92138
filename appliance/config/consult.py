"""Consultation mode settings (appliance/consult)."""
from pydantic import Field

from appliance.config.section import Section


class ConsultConfig(Section):
    radius_km: float = Field(36.0, gt=0, le=500, title="Search radius", description="Pack incidents within this many km of the profile's place are used (paper 000 uses 36 km).")
    literature_k: int = Field(3, ge=1, le=10, title="References per search", description="References a literature step cites at most.")
    max_model_calls_per_step: int = Field(3, ge=0, le=10, title="Model calls per step", description="Most model calls one consultation step may make (the profile step, the recommendations); 0 means rules only.")
