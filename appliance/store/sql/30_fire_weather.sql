-- Daily Fire Weather Index codes per station (appliance/fireweather), each row with the noon
-- observation and 24 h rain it was computed from and the day it was carried from, so any code
-- on the page can be traced back to the sensor rows behind it.
CREATE TABLE IF NOT EXISTS fire_weather (
  site TEXT NOT NULL,
  device TEXT NOT NULL,
  day TEXT NOT NULL,                -- local solar date YYYY-MM-DD (by the station's longitude)
  noon_ts REAL NOT NULL,            -- time of the reading used as the noon observation (unix s UTC)
  noon_offset_min REAL NOT NULL,    -- how far that reading was from local solar noon (minutes, signed)
  reading_id INTEGER,               -- the noon reading (readings.id)
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  temperature_c REAL NOT NULL,
  rh_pct REAL NOT NULL,
  wind_kmh REAL NOT NULL,
  rain_24h_mm REAL NOT NULL,        -- rain summed over the 24 h up to the noon reading
  rain_readings INTEGER NOT NULL,   -- how many readings that sum came from
  carried_from TEXT NOT NULL,       -- the previous day whose FFMC/DMC/DC were carried, or 'startup'
  ffmc REAL NOT NULL,
  dmc REAL NOT NULL,
  dc REAL NOT NULL,
  isi REAL NOT NULL,
  bui REAL NOT NULL,
  fwi REAL NOT NULL,
  danger_class TEXT NOT NULL,
  convention TEXT NOT NULL DEFAULT 'standard',  -- how the codes were computed (fire_weather_convention)
  computed_at REAL NOT NULL,
  PRIMARY KEY (site, device, day)
);
CREATE INDEX IF NOT EXISTS fire_weather_day ON fire_weather(day);
