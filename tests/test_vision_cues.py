"""Visual cues on scenes the test draws with OpenCV/numpy (no openly licensed fire imagery is here).

These are cartoons of flames, plumes, clouds, fog and forest: they check that the heuristic
separates the colour/texture cases it is built for, not that it detects real fires reliably.
"""
import cv2
import numpy as np
import pytest

from appliance.config.vision import VisionConfig
from appliance.vision import observe_frame

W, H = 320, 240
SKY_BGR = (235, 206, 135)


def draw_scene(kind: str, seed: int = 0) -> np.ndarray:
    """kind: forest, flames, plume, clouds, fog, night_fire."""
    rng = np.random.default_rng(seed)
    img = np.zeros((H, W, 3), np.uint8)
    img[: H // 3] = SKY_BGR
    forest = np.stack([rng.integers(20, 50, (H - H // 3, W)), rng.integers(90, 150, (H - H // 3, W)),
                       rng.integers(20, 50, (H - H // 3, W))], axis=-1).astype(np.uint8)
    img[H // 3:] = cv2.GaussianBlur(forest, (3, 3), 0)
    for x in range(0, W, 23):  # darker tree crowns along the skyline
        cv2.circle(img, (x + int(rng.integers(0, 10)), H // 3 + 5), 12, (25, 80, 25), -1)
    if kind == "flames":
        for cx in (90, 130, 200):
            pts = np.array([[cx - 25, 200], [cx, 120 + int(rng.integers(0, 20))], [cx + 25, 200]], np.int32)
            cv2.fillPoly(img, [pts], (0, 120, 255))                       # orange body
            cv2.ellipse(img, (cx, 185), (12, 20), 0, 0, 360, (60, 230, 255), -1)  # yellow core
    elif kind == "night_fire":
        img = (img * 0.15).astype(np.uint8)
        cv2.ellipse(img, (160, 190), (60, 25), 0, 0, 360, (10, 100, 250), -1)
    elif kind == "plume":
        layer = img.copy()
        for i, (cx, cy, r) in enumerate([(150, 200, 22), (160, 165, 30), (172, 125, 38), (188, 85, 44), (205, 50, 46)]):
            cv2.circle(layer, (cx, cy), r, (150 + 5 * i, 150 + 5 * i, 155 + 5 * i), -1)
        img = cv2.GaussianBlur(layer, (7, 7), 0)
    elif kind == "clouds":
        for cx, cy, rx in ((60, 30, 40), (200, 45, 55), (280, 25, 30)):
            cv2.ellipse(img, (cx, cy), (rx, 18), 0, 0, 360, (252, 252, 252), -1)
        img = cv2.GaussianBlur(img, (5, 5), 0)
    elif kind == "fog":
        img = cv2.addWeighted(img, 0.15, np.full_like(img, 190), 0.85, 0)
    return img


def draw_radiometric(seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    temps = 18.0 + rng.normal(0, 1.5, (H, W)).astype(np.float32)
    cv2.circle(temps, (240, 70), 9, 420.0, -1)     # a flaming hot spot in an otherwise cool scene
    temps[150:160, 40:300] += 25                    # a sun-warmed road: warm, not hot
    return temps


@pytest.mark.parametrize("kind", ["forest", "clouds"])
def test_quiet_scenes_have_no_fire_or_smoke(kind):
    obs = observe_frame(draw_scene(kind))
    assert obs["heuristic"] is True and obs["mode"] == "visible"
    assert obs["fire"]["regions"] == [] and obs["smoke"]["regions"] == [] and not obs["haze"]["frame_wide"]
    assert "no fire-coloured regions" in obs["summary"]


@pytest.mark.parametrize("kind", ["flames", "night_fire"])
def test_flames_are_fire_coloured_regions_with_boxes(kind):
    obs = observe_frame(draw_scene(kind))
    regions = obs["fire"]["regions"]
    assert regions and obs["fire"]["fraction"] > 0.01
    x, y, w, h = regions[0]["box"]
    assert y + h > H // 2 and 40 < x + w / 2 < 280     # on the ground, inside the frame
    assert obs["smoke"]["regions"] == []


def test_plume_is_a_smoke_like_region_rising_into_the_sky():
    obs = observe_frame(draw_scene("plume"))
    assert obs["fire"]["regions"] == [] and not obs["haze"]["frame_wide"]
    x, y, w, h = obs["smoke"]["regions"][0]["box"]
    assert y < H // 3 < y + h and obs["smoke"]["fraction"] > 0.05


def test_fog_is_frame_wide_haze_not_a_plume():
    obs = observe_frame(draw_scene("fog"))
    assert obs["haze"]["frame_wide"] and obs["smoke"]["regions"] == []
    assert "haze or fog" in obs["summary"]


def test_radiometric_hot_spot_found_and_warm_road_ignored():
    obs = observe_frame(draw_radiometric())
    spots = obs["hot_spots"]["regions"]
    assert obs["mode"] == "radiometric" and len(spots) == 1 and obs["hot_spots"]["max_celsius"] >= 400
    x, y, w, h = spots[0]["box"]
    assert x <= 240 <= x + w and y <= 70 <= y + h


def test_false_colour_thermal_hot_spot():
    temps = draw_radiometric()
    level = np.clip((temps - 0) / 450 * 255, 0, 255).astype(np.uint8)
    coloured = cv2.applyColorMap(level, cv2.COLORMAP_HOT)
    obs = observe_frame(coloured, thermal="false_colour")
    assert len(obs["hot_spots"]["regions"]) == 1 and obs["fire"] is None


def test_thresholds_come_from_config():
    strict = VisionConfig(fire_hue_max=5)  # orange (hue ~14) and yellow (~28) no longer count
    assert observe_frame(draw_scene("flames"), strict)["fire"]["regions"] == []


def test_observation_is_deterministic_and_says_it_is_a_heuristic():
    a, b = observe_frame(draw_scene("plume")), observe_frame(draw_scene("plume"))
    assert a == b and "heuristic" in a["method"] and a["caveats"]
