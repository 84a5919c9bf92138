"""One error type for every input the spread look-ahead refuses, with a message a crew can act on."""


class SpreadInputError(ValueError):
    pass


def check_range(name: str, value, lo: float, hi: float, unit: str = "") -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise SpreadInputError(f"{name} must be a number, got {value!r}") from None
    if v != v or not lo <= v <= hi:  # v != v: NaN
        raise SpreadInputError(f"{name} = {value}{unit} is outside {lo}..{hi}{unit}")
    return v


def check_position(lat, lon) -> tuple[float, float]:
    return (check_range("latitude", lat, -90, 90, " deg"), check_range("longitude", lon, -180, 180, " deg"))


def check_wind(wind_kmh) -> float:
    # 200 km/h is beyond any surface wind a fire-spread model was fitted to (FBP data stop near 60).
    return check_range("wind speed", wind_kmh, 0, 200, " km/h")


def check_latency(latency_s) -> float:
    if isinstance(latency_s, (int, float)) and latency_s < 0:
        raise SpreadInputError(f"latency must be 0 s or more, got {latency_s} s")
    return check_range("latency", latency_s, 0, 7 * 24 * 3600, " s")
