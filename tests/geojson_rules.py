"""RFC 7946 checks the export tests share: a FeatureCollection of Features, positions [lon, lat] in
range, polygon rings closed with at least four positions and exterior rings counter-clockwise."""
import math

GEOMETRIES = {"Point", "LineString", "Polygon", "MultiPoint", "MultiLineString", "MultiPolygon"}


def signed_area(ring) -> float:
    return sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(ring, ring[1:])) / 2.0


def check_position(pos) -> None:
    assert isinstance(pos, list) and len(pos) in (2, 3), pos
    lon, lat = pos[0], pos[1]
    assert all(isinstance(v, (int, float)) and math.isfinite(v) for v in pos), pos
    assert -180 <= lon <= 180 and -90 <= lat <= 90, f"not [lon, lat]: {pos}"


def check_ring(ring, exterior: bool) -> None:
    assert len(ring) >= 4, "a linear ring has at least four positions"
    assert ring[0] == ring[-1], "a linear ring is closed"
    for p in ring:
        check_position(p)
    area = signed_area(ring)
    assert (area > 0) if exterior else (area < 0), f"{'exterior' if exterior else 'hole'} ring winds the wrong way"


def check_feature_collection(fc: dict) -> None:
    assert fc["type"] == "FeatureCollection" and isinstance(fc["features"], list)
    assert "crs" not in fc, "RFC 7946 drops crs: coordinates are WGS84"
    for f in fc["features"]:
        assert f["type"] == "Feature" and isinstance(f["properties"], dict)
        g = f["geometry"]
        assert g["type"] in GEOMETRIES
        if g["type"] == "Point":
            check_position(g["coordinates"])
        elif g["type"] == "Polygon":
            for i, ring in enumerate(g["coordinates"]):
                check_ring(ring, exterior=(i == 0))
