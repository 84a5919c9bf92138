"""Sources of an answer: each evidence item cited gets a number [n] and a card (PLAN.md contract).

The card is what the page's evidence list and `--json` show for a source; UTC appears only here,
never in the answer's prose.
"""
import json

from appliance.compose.words import clock, name, utc


def reading_card(item: dict) -> dict:
    extra = item.get("extra_json")
    extra = json.loads(extra) if isinstance(extra, str) else (extra or {})
    return {"station": item.get("device"), "ts": item["ts"], "utc": utc(item["ts"]),
            "local_time": clock(item["ts"], item.get("lat"), item.get("lon"), with_day=True),
            **{k: item.get(k) for k in ("temperature_c", "rh_pct", "wind_kmh", "wind_dir_deg", "rain_mm")},
            "replay_of": extra.get("replay_of")}


def analog_card(item: dict) -> dict:
    return {"day": item.get("date"), "station": item.get("region"), "fire": bool(item.get("fire")),
            "fwi": (item.get("codes") or {}).get("FWI") if isinstance(item.get("codes"), dict)
            else item.get("FWI", (item.get("features") or {}).get("FWI"))}


def document_card(item: dict) -> dict:
    from appliance.compose.words import quote

    return {"title": item.get("title"), "page": item.get("page"), "quote": quote(item.get("text") or ""),
            "source": item.get("source")}


def frame_card(item: dict) -> dict:
    card = dict(item.get("card") or {})
    if not card:   # an uploaded photo or an image-search hit
        card = {"frame_id": item.get("frame_id"), "device": item.get("device"), "ts": item.get("ts"),
                "thumb_url": f"/api/frames/{item['frame_id']}/thumb" if isinstance(item.get("frame_id"), int) else None,
                "image_url": f"/api/frames/{item['frame_id']}/image" if isinstance(item.get("frame_id"), int) else None,
                "boxes": [], "cue": (item.get("cues") or {}).get("summary"), "confidence_words": "colour heuristic"}
    if card.get("ts") is not None:
        card["utc"] = utc(card["ts"])
    return card


def fire_weather_card(item: dict) -> dict:
    if item.get("card"):
        return dict(item["card"])
    codes = item.get("codes") or {}
    return {"station": item.get("device"), "day": item.get("day"), **{k.lower(): v for k, v in codes.items()},
            "danger_class": item.get("danger_class"), "provenance": item.get("source")}


CARDS = {"reading": reading_card, "analog": analog_card, "document": document_card, "frame": frame_card,
         "detection": frame_card, "fire_weather": fire_weather_card}


class Citations:
    """Numbers sources in the order the answer first uses them; the same source keeps its number."""

    def __init__(self):
        self.items: list[dict] = []
        self._index: dict[tuple, int] = {}

    def cite(self, item: dict) -> str:
        key = (item.get("kind"), str(item.get("id")))
        if key not in self._index:
            self.items.append(item)
            self._index[key] = len(self.items)
        return f"[{self._index[key]}]"

    def as_json(self) -> list[dict]:
        out = []
        for n, item in enumerate(self.items, start=1):
            kind = item.get("kind")
            card = CARDS[kind](item) if kind in CARDS else dict(item.get("card") or {})
            out.append({"n": n, "kind": kind, "id": item.get("id"), "title": title(item), "card": card})
        return out


def title(item: dict) -> str:
    kind = item.get("kind")
    if item.get("title"):
        return item["title"] if kind != "document" else item.get("citation") or item["title"]
    if kind == "reading":
        return f"Reading, {name(item.get('device', ''))}, {utc(item['ts'])}"
    if kind == "analog":
        return f"Past day {item.get('date')} ({item.get('region')})"
    if kind == "frame":
        return f"Photo {item.get('id')}" if not isinstance(item.get("frame_id"), int) else f"Frame {item['frame_id']}"
    return str(item.get("line") or kind)
