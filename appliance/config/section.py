"""The base of every config section: a typo in the file is an error, not a silently ignored setting."""
from pydantic import BaseModel, ConfigDict


class Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)
