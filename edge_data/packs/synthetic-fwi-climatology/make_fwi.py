"""Writes fwi.csv: SYNTHETIC seasonal FWI means on two small grids, for tests and demos only.

The numbers are made up (a smooth function of season, latitude and scenario), not model output.
Only the historical and RCP 4.5 scenarios exist, on purpose: a question about RCP 8.5 must get
"this pack has no RCP 8.5 data" (paper 000's Denver case), never a made-up value.
"""
import csv
from pathlib import Path

GRIDS = {  # name: (lats, lons)
    "ne_portugal": ([41.7, 41.9], [-7.1, -6.9, -6.7]),
    "denver": ([39.6, 39.8], [-105.1, -104.9]),
}
PERIODS = [("historical", "1995-2014"), ("rcp45", "2045-2054")]
SEASON_BASE = {"DJF": 3.0, "MAM": 9.0, "JJA": 27.0, "SON": 12.0}


def main() -> None:
    out = Path(__file__).with_name("fwi.csv")
    with out.open("w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["lat", "lon", "scenario", "period", "season", "fwi"])
        for grid, (lats, lons) in GRIDS.items():
            for lat in lats:
                for lon in lons:
                    for scenario, period in PERIODS:
                        for season, base in SEASON_BASE.items():
                            bump = 1.18 if scenario == "rcp45" else 1.0
                            value = base * bump + (lat % 1) * 4 + abs(lon % 1 - 0.5) * 3
                            w.writerow([lat, lon, scenario, period, season, round(value, 1)])


if __name__ == "__main__":
    main()
