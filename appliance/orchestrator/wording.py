"""Sentences the box writes from rows (the small model never writes a fact)."""
import time


def describe_reading(r: dict) -> str:
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(r["ts"]))
    parts = [f"{label} {r[key]:g}{unit}" for key, label, unit in (
        ("temperature_c", "temperature", " °C"), ("rh_pct", "relative humidity", " %"),
        ("wind_kmh", "wind", " km/h"), ("wind_dir_deg", "from", "° (true)"), ("rain_mm", "rain", " mm"))
        if r.get(key) is not None]
    return f"Station {r['device']} at {when} [reading {r['id']}]: {', '.join(parts)}."
