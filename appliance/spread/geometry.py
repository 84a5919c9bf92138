"""The elliptical fire perimeter (Van Wagner 1969; FBP ST-X-3) on the ground, as lon/lat rings.

The ignition point sits on the ellipse's major axis: the head has travelled head_ros * t ahead
of it and the back back_ros * t behind it; the breadth is length / (L/B). A local tangent plane
is accurate to well under a metre over the few kilometres a front moves before crews act.
"""
import math

from appliance.geo.geodesy import EARTH_RADIUS_M, haversine_km


def offset_position(lat: float, lon: float, north_m: float, east_m: float) -> tuple[float, float]:
    new_lat = lat + math.degrees(north_m / EARTH_RADIUS_M)
    new_lon = lon + math.degrees(east_m / (EARTH_RADIUS_M * max(1e-9, math.cos(math.radians(lat)))))
    return max(-90.0, min(90.0, new_lat)), (new_lon + 180.0) % 360.0 - 180.0


def distance_m(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    return 1000.0 * haversine_km(lat1, lon1, lat2, lon2)


def _along_across(bearing_deg: float, along_m: float, across_m: float) -> tuple[float, float]:
    b = math.radians(bearing_deg)
    east = along_m * math.sin(b) + across_m * math.cos(b)
    north = along_m * math.cos(b) - across_m * math.sin(b)
    return north, east


def head_position(lat: float, lon: float, head_ros_m_min: float, bearing_deg: float,
                  minutes: float) -> tuple[float, float]:
    north, east = _along_across(bearing_deg, head_ros_m_min * minutes, 0.0)
    return offset_position(lat, lon, north, east)


def ellipse_ring(lat: float, lon: float, head_ros_m_min: float, back_ros_m_min: float, lb_ratio: float,
                 bearing_deg: float, minutes: float, points: int = 72) -> list[list[float]]:
    """Closed GeoJSON ring [[lon, lat], ...] of the fire grown `minutes` from an ignition at (lat, lon),
    counter-clockwise as RFC 7946 asks of an exterior ring."""
    head = head_ros_m_min * max(0.0, minutes)
    back = back_ros_m_min * max(0.0, minutes)
    semi_major = (head + back) / 2.0
    semi_minor = semi_major / max(1.0, lb_ratio)
    centre = (head - back) / 2.0
    ring = []
    for i in range(points):
        t = 2 * math.pi * i / points
        north, east = _along_across(bearing_deg, centre + semi_major * math.cos(t), -semi_minor * math.sin(t))
        p_lat, p_lon = offset_position(lat, lon, north, east)
        ring.append([round(p_lon, 7), round(p_lat, 7)])
    ring.append(ring[0])
    return ring
