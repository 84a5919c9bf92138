"""OGC KML 2.2 from the map's features (appliance.mapfeatures). One Folder per layer; every
attribute goes into ExtendedData under its NWCG-style name; polygons keep the counter-clockwise
outer rings KML asks for. Time rings are coloured cool (nearest) to warm (farthest) with a
colour-blind-safe ramp (ColorBrewer RdYlBu); the likely band is drawn heaviest."""
import io
import zipfile
from xml.etree import ElementTree as ET

NS = "http://www.opengis.net/kml/2.2"
# RdYlBu, cool to warm, as KML's aabbggrr.
RAMP = ["ffb47545", "ffdbbf91", "ff90e0fe", "ff598dfc", "ff2730d7"]
LAYERS = (("station", "Weather stations"), ("detection", "Detections (colour heuristic, unverified)"),
          ("origin", "Fire spread prediction: start"), ("front", "Fire spread prediction: act-time fronts"),
          ("ring", "Fire spread prediction: time rings (model projection, not observed)"))
BAND_STYLE = {"low": ("7f", 1.5, "00"), "likely": ("ff", 3.0, "40"), "high": ("bf", 1.5, "20")}


def _sub(parent, tag, text=None, **attrib):
    el = ET.SubElement(parent, f"{{{NS}}}{tag}", attrib)
    if text is not None:
        el.text = str(text)
    return el


def _ramp(i: int, n: int) -> str:
    return RAMP[0] if n <= 1 else RAMP[round(i * (len(RAMP) - 1) / (n - 1))]


def _styles(doc, horizons: list[float]) -> None:
    for sid, colour, scale in (("station", "ffff8c00", 1.0), ("detection", "ff0000ff", 1.2), ("origin", "ff000000", 0.9)):
        st = _sub(doc, "Style", id=sid)
        icon = _sub(st, "IconStyle")
        _sub(icon, "color", colour), _sub(icon, "scale", scale)
    for i, h in enumerate(horizons):
        base = _ramp(i, len(horizons))[2:]
        for band, (alpha, width, fill_alpha) in BAND_STYLE.items():
            st = _sub(doc, "Style", id=f"ring-{i}-{band}")
            ls = _sub(st, "LineStyle")
            _sub(ls, "color", alpha + base), _sub(ls, "width", width)
            ps = _sub(st, "PolyStyle")
            _sub(ps, "color", fill_alpha + base), _sub(ps, "fill", 1 if fill_alpha != "00" else 0), _sub(ps, "outline", 1)


def _coords(positions) -> str:
    return " ".join(f"{p[0]:.7f},{p[1]:.7f}" for p in positions)


def _placemark(folder, f: dict, style: str) -> None:
    p, g = f["properties"], f["geometry"]
    pm = _sub(folder, "Placemark")
    _sub(pm, "name", p.get("Label") or p.get("kind"))
    _sub(pm, "description", p.get("Comments", ""))
    when = p.get("ValidDateTime") or p.get("ObservedDateTime")
    if when:
        _sub(_sub(pm, "TimeStamp"), "when", when)
    _sub(pm, "styleUrl", f"#{style}")
    ext = _sub(pm, "ExtendedData")
    for key, value in p.items():
        if value is not None:
            _sub(_sub(ext, "Data", name=key), "value", value)
    if g["type"] == "Point":
        _sub(_sub(pm, "Point"), "coordinates", _coords([g["coordinates"]]))
    elif g["type"] == "Polygon":
        poly = _sub(pm, "Polygon")
        _sub(poly, "tessellate", 1)
        for i, ring in enumerate(g["coordinates"]):
            boundary = _sub(poly, "outerBoundaryIs" if i == 0 else "innerBoundaryIs")
            _sub(_sub(boundary, "LinearRing"), "coordinates", _coords(ring))


def to_kml(fc: dict) -> bytes:
    ET.register_namespace("", NS)
    root = ET.Element(f"{{{NS}}}kml")
    doc = _sub(root, "Document")
    props = fc.get("properties", {})
    _sub(doc, "name", f"Wildfire appliance map {props.get('site') or ''} {props.get('generated') or ''}".replace("  ", " "))
    _sub(doc, "description", "Stations, drone detections (colour heuristic) and fire spread predictions "
                              "(model projection, not observed, no suppression assumed). WGS84.")
    horizons = sorted({f["properties"]["HorizonMinutes"] for f in fc["features"]
                       if f["properties"].get("kind") == "ring" and f["properties"].get("HorizonMinutes") is not None})
    _styles(doc, horizons)
    for kind, title in LAYERS:
        feats = [f for f in fc["features"] if f["properties"].get("kind") == kind]
        if not feats:
            continue
        folder = _sub(doc, "Folder")
        _sub(folder, "name", title)
        # Draw the far, wide rings first so nearer ones sit on top.
        if kind == "ring":
            feats.sort(key=lambda f: (-f["properties"]["HorizonMinutes"], f["properties"]["SpreadBand"] != "high"))
        for f in feats:
            if kind in ("ring", "front"):
                h = f["properties"].get("HorizonMinutes")
                i = horizons.index(h) if h in horizons else 0
                style = f"ring-{i}-{f['properties'].get('SpreadBand', 'likely')}" if horizons else "origin"
            else:
                style = kind
            _placemark(folder, f, style)
    return ET.tostring(root, encoding="UTF-8", xml_declaration=True)


def to_kmz(fc: dict) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("doc.kml", to_kml(fc))   # KMZ readers open the first .kml entry
    return buf.getvalue()
