"""[vision] thresholds of the visual cues heuristic (appliance/vision/cues.py).

These are colour and texture rules, not a trained detector: they flag regions worth a look and
the reasoning step (and the crew) decide. Tune per camera here, not in code.
"""
from pydantic import Field

from appliance.config.section import Section


class VisionConfig(Section):
    fire_hue_max: int = Field(35, ge=0, le=90, title="Fire hue limit", description="OpenCV hue (0-179) at or below which (or at/above 180 minus 10) a saturated bright pixel is fire-coloured.")
    fire_min_saturation: int = Field(100, ge=0, le=255, title="Fire saturation", description="Least HSV saturation of a fire-coloured pixel.")
    fire_min_value: int = Field(170, ge=0, le=255, title="Fire brightness", description="Least HSV value of a fire-coloured pixel.")
    smoke_max_saturation: int = Field(60, ge=0, le=255, title="Smoke saturation", description="Most HSV saturation of a smoke-like (grey) pixel.")
    smoke_min_value: int = Field(80, ge=0, le=255, title="Smoke least brightness", description="Darker grey than this is shadow or burnt ground, not smoke.")
    smoke_max_value: int = Field(215, ge=0, le=255, title="Smoke greatest brightness", description="Brighter than this is white cloud or glare, not smoke.")
    haze_min_fraction: float = Field(0.6, gt=0, le=1, title="Haze fraction", description="A grey region covering more than this share of the frame with little texture is reported as fog/haze, not a plume.")
    haze_max_contrast: float = Field(12.0, gt=0, title="Haze contrast", description="Standard deviation of grey levels below which a frame-wide grey region counts as featureless fog.")
    min_region_fraction: float = Field(0.002, gt=0, lt=1, title="Smallest region", description="Regions smaller than this share of the frame are ignored as noise.")
    hot_min_celsius: float = Field(150.0, title="Hot spot temperature", description="Radiometric frames: pixels at or above this temperature (deg C) are hot spots.")
    hot_min_level: int = Field(235, ge=0, le=255, title="Hot spot level", description="False-colour or 8-bit thermal frames: brightness at or above which a pixel is a hot spot.")
