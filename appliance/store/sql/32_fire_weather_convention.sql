-- How a station network computes its published FWI codes (appliance/fireweather/convention.py),
-- fitted by `appliance fire-weather calibrate`. scope '*' is the whole network; a device id
-- overrides it for that station. No row: the standard system.
CREATE TABLE IF NOT EXISTS fire_weather_convention (
  scope TEXT PRIMARY KEY,
  rain_factor REAL NOT NULL,
  month_offset INTEGER NOT NULL,
  restart TEXT NOT NULL,
  startup TEXT NOT NULL,
  report_json TEXT NOT NULL,        -- what it was fitted from and how well it fits (RMSE per code)
  fitted_at REAL NOT NULL
);
