"""One day of the Canadian Fire Weather Index System (Van Wagner 1987) with cffdrs-fire.

The codes are a bookkeeping of fuel moisture: each day's FFMC, DMC and DC start from the day
before, so a station's series must be carried day to day from standard start-up values.
"""
from dataclasses import asdict, dataclass

from cffdrs import cffwis

from appliance.fireweather.convention import STANDARD, STARTUPS, CodeConvention

# Standard start-up values (Van Wagner 1987; Lawson & Armitage 2008) for a station's first day.
STARTUP = STARTUPS["standard"]

# Danger classes by FWI, lower bound inclusive. Six classes with the EFFIS thresholds
# (European Forest Fire Information System, San-Miguel-Ayanz et al. 2012), the scale used around
# the Mediterranean where the bundled Algerian data come from; Canadian agencies use the same
# FWI but regional cut-offs, so the table is data, not logic.
DANGER_CLASSES = (
    (0.0, "very low"),
    (5.2, "low"),
    (11.2, "moderate"),
    (21.3, "high"),
    (38.0, "very high"),
    (50.0, "extreme"),
)
DANGER_SOURCE = "EFFIS FWI classes: <5.2 very low, 5.2-11.2 low, 11.2-21.3 moderate, 21.3-38 high, 38-50 very high, >=50 extreme"


class WeatherInputError(ValueError):
    """A noon observation the FWI equations cannot use (missing or physically impossible)."""


@dataclass(frozen=True)
class DailyCodes:
    ffmc: float
    dmc: float
    dc: float
    isi: float
    bui: float
    fwi: float

    @property
    def danger_class(self) -> str:
        return danger_class(self.fwi)

    def as_dict(self) -> dict:
        return {k: round(v, 3) for k, v in asdict(self).items()}


def danger_class(fwi: float) -> str:
    label = DANGER_CLASSES[0][1]
    for lower, name in DANGER_CLASSES:
        if fwi >= lower:
            label = name
    return label


def check_noon_weather(temperature_c, rh_pct, wind_kmh, rain_mm) -> None:
    for name, value, lo, hi in (("temperature_c", temperature_c, -60, 60), ("rh_pct", rh_pct, 0, 100),
                                ("wind_kmh", wind_kmh, 0, 200), ("rain_mm", rain_mm, 0, 1000)):
        if value is None:
            raise WeatherInputError(f"{name} is missing at noon")
        if not lo <= float(value) <= hi:
            raise WeatherInputError(f"{name}={value} is outside {lo}..{hi}")


def next_day_codes(previous: dict | DailyCodes, temperature_c: float, rh_pct: float, wind_kmh: float,
                   rain_mm: float, month: int, lat: float | None = None,
                   convention: CodeConvention = STANDARD) -> DailyCodes:
    """Today's codes from yesterday's FFMC/DMC/DC and today's noon weather with 24 h rain.

    Day-length factors for DMC and DC are the standard Canadian (46 N) tables unless `lat` is
    given, in which case cffdrs adjusts them by latitude band (Lawson & Armitage 2008). A
    network's `convention` scales the gauge rain and picks the day-length month (convention.py).
    """
    check_noon_weather(temperature_c, rh_pct, wind_kmh, rain_mm)
    prev = previous.as_dict() if isinstance(previous, DailyCodes) else previous
    t, h, w = float(temperature_c), float(rh_pct), float(wind_kmh)
    r = float(rain_mm) * convention.rain_factor
    month = convention.day_length_month(month)
    lat_kw = {"lat": float(lat), "lat_adjust": True} if lat is not None else {}
    ffmc = float(cffwis.dailyFFMC(float(prev["ffmc"]), t, h, w, r))
    dmc = float(cffwis.dailyDMC(float(prev["dmc"]), t, h, r, int(month), **lat_kw))
    dc = float(cffwis.dailyDC(float(prev["dc"]), t, r, int(month), **lat_kw))
    isi = float(cffwis.dailyISI(w, ffmc))
    bui = float(cffwis.dailyBUI(dmc, dc))
    fwi = float(cffwis.dailyFWI(isi, bui))
    return DailyCodes(ffmc=ffmc, dmc=dmc, dc=dc, isi=isi, bui=bui, fwi=fwi)
