"""[geo] settings: the gazetteer and the rules of geography-aware selective answering (DESIGN §5)."""
from pydantic import Field

from appliance.config.section import Section


class GeoConfig(Section):
    gazetteer_role: str = Field("gazetteer", title="Gazetteer role", description="Manifest role of the place DAG (SQLite) that `appliance geo build` writes into the models directory.")
    gazetteer_file: str = Field("gazetteer.sqlite", pattern=r"^[A-Za-z0-9_.-]{1,64}$", title="Gazetteer file", description="File name of the gazetteer inside the models directory.")
    home_country: str = Field("US", pattern=r"^([A-Z]{2})?$", title="Home country", description="ISO code preferred when a bare name fits places at home and abroad (\"Salem\" is Oregon's), unless the foreign one is 100 times bigger; empty turns the rule off.")
    population_dominance: float = Field(5.0, ge=1.0, le=1000.0, title="Population dominance", description="A same-name candidate wins on population only when it has this many times the people of every rival; otherwise the name stays ambiguous and the options are named.")
    world_city_min_population: int = Field(100_000, ge=0, title="Smallest foreign city", description="Cities outside the US enter the gazetteer from this population up (every US city enters); smaller lists add false matches of common words.")
