"""Sentences the box writes from rows (the small model never writes a fact)."""
import time


def describe_reading(r: dict) -> str:
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(r["ts"]))
    parts = [f"{label} {r[key]:g}{unit}" for key, label, unit in (
        ("temperature_c", "temperature", " °C"), ("rh_pct", "relative humidity", " %"),
        ("wind_kmh", "wind", " km/h"), ("wind_dir_deg", "from", "° (true)"), ("rain_mm", "rain", " mm"))
        if r.get(key) is not None]
    return f"Station {r['device']} at {when} [reading {r['id']}]: {', '.join(parts)}."


def describe_assessment(a: dict) -> str:
    verdict = "Fire is likely" if a["fire"] else "Fire is not likely"
    parts = []
    if a.get("code_value") is not None:
        side = "above" if a["code_value"] >= a["code_threshold"] else "below"
        whose = f"station {a['station']}" if a.get("station") else "the station"
        on = f" on {a['day']}" if a.get("day") else ""
        parts.append(f"{whose}'s {a['code']}{on} {a['code_value']:.1f} ({a.get('code_source') or 'fire-weather codes'}) "
                     f"is {side} the fire threshold {a['code_threshold']:.1f}")
    if a.get("analog_vote") is not None:
        parts.append(f"{a['analog_fire']} of {a['analog_n']} closest historical days had a fire")
    text = f"{verdict} (score {a['score']:.2f}): " + "; ".join(parts) + "."
    if a.get("conflict"):
        # Say which side the combined score followed; never claim the observation won when it did not.
        if a["fire"] == a.get("code_fire"):
            text += (" The direct observation and the stored analogs disagree; the direct observation "
                     "outweighs them (hierarchical evidence weighting).")
        else:
            text += (" The direct observation and the stored analogs disagree; the analogs tipped the combined "
                     "score against the direct observation, so treat this verdict with caution.")
    return text


CAPABILITIES = ("This box answers from its own data: live station readings, fire-weather codes it computes, "
                "historical analog days, stored documents and frames, and spread projections. Ask, for example, "
                "'Is a fire likely at <station> today?' or 'What is the wind at <station> now?'.")
