"""Head, flank and back rate of spread and its direction from the Canadian FBP system (cffdrs-fire).

The FBP system (Forestry Canada 1992, ST-X-3) gives equilibrium spread of an established fire
from fuel type, FFMC, BUI, 10-m wind, slope and aspect. A detected fire is already established,
so the point-ignition acceleration phase is left out: that errs toward a front ahead of the fire.
"""
import math
from dataclasses import asdict, dataclass, replace
from datetime import datetime, timezone

from cffdrs.cffbps import FBP

from appliance.config.spread import canonical_fuel
from appliance.spread.errors import SpreadInputError, check_position, check_range, check_wind

GRASS = ("O1a", "O1b")
FIRE_TYPES = {1: "surface", 2: "intermittent crown", 3: "active crown"}


@dataclass(frozen=True)
class SpreadRate:
    fuel: str                  # FBP code as cffdrs names it, e.g. "O1b"
    head_ros_m_min: float
    back_ros_m_min: float
    spread_toward_deg: float   # direction the head moves, degrees from north
    lb_ratio: float            # length-to-breadth of the elliptical fire
    fire_type: str
    wsv_kmh: float             # net (slope-equivalent + wind) speed that drives the ellipse
    isi: float
    hfi_kw_m: float = 0.0      # head fire intensity (Byram), kW/m

    @property
    def intensity_class(self) -> int:
        return intensity_class(self.hfi_kw_m)

    def as_dict(self) -> dict:
        out = {k: (round(v, 4) if isinstance(v, float) else v) for k, v in asdict(self).items()}
        return {**out, "intensity_class": self.intensity_class}

    def scaled(self, factor: float) -> "SpreadRate":
        """The same fire spreading `factor` times as fast: ROS and (at the same fuel consumption) HFI scale."""
        return replace(self, head_ros_m_min=self.head_ros_m_min * factor, back_ros_m_min=self.back_ros_m_min * factor,
                       hfi_kw_m=self.hfi_kw_m * factor)


# Canadian head fire intensity classes (kW/m upper bounds of classes 1-5; 6 above), as BC Wildfire briefs them.
INTENSITY_CLASS_BOUNDS = (10.0, 500.0, 2000.0, 4000.0, 10000.0)


def intensity_class(hfi_kw_m: float) -> int:
    return 1 + sum(hfi_kw_m >= b for b in INTENSITY_CLASS_BOUNDS)


def fuel_code(name: str) -> str:
    try:
        return canonical_fuel(name)
    except ValueError as exc:
        raise SpreadInputError(str(exc)) from None


def length_to_breadth(wsv_kmh: float, fuel: str) -> float:
    """FBP length-to-breadth ratio from the net wind speed (ST-X-3 eqs. 79 and 80)."""
    if fuel in GRASS:
        return 1.1 * wsv_kmh ** 0.464 if wsv_kmh >= 1.0 else 1.0
    return 1.0 + 8.729 * (1.0 - math.exp(-0.030 * wsv_kmh)) ** 2.155


def rate_of_spread(fuel: str, wind_kmh: float, wind_from_deg: float, ffmc: float, bui: float, *,
                   slope_pct: float = 0.0, aspect_deg: float = 0.0, lat: float = 45.0, lon: float = -100.0,
                   when: datetime | None = None, grass_curing_pct: float = 80.0) -> SpreadRate:
    """Head/back rate of spread (m/min), direction and L/B ratio for one point and moment."""
    code = fuel_code(fuel)
    wind_kmh = check_wind(wind_kmh)
    wind_from_deg = check_range("wind direction", wind_from_deg, 0, 360, " deg") % 360
    ffmc = check_range("FFMC", ffmc, 0, 101)
    bui = check_range("BUI", bui, 0, 1000)
    slope_pct = check_range("slope", slope_pct, 0, 150, " %")
    aspect_deg = check_range("aspect", aspect_deg, 0, 360, " deg") % 360
    lat, lon = check_position(lat, lon)
    when = when or datetime.now(timezone.utc)
    fbp = FBP()
    # Elevation only enters the foliar moisture of conifers; 0 m keeps FBP's latitude-only formula.
    fbp.initialize(fuel_type=code, wx_date=int(when.strftime("%Y%m%d")), lat=lat, long=lon, elevation=0,
                   slope=slope_pct, aspect=aspect_deg, ws=wind_kmh, wd=wind_from_deg, ffmc=ffmc, bui=bui,
                   gcf=grass_curing_pct, out_request=["hros", "bros", "raz", "fire_type", "wsv", "isi", "hfi"])
    hros, bros, raz, fire_type, wsv, isi, hfi = (float(v) for v in fbp.runFBP())
    return SpreadRate(fuel=code, head_ros_m_min=hros, back_ros_m_min=bros, spread_toward_deg=raz % 360,
                      lb_ratio=length_to_breadth(wsv, code), fire_type=FIRE_TYPES.get(int(fire_type), "surface"),
                      wsv_kmh=wsv, isi=isi, hfi_kw_m=hfi)
