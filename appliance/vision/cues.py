"""Visual cues: a frame -> a structured observation the reasoning agent can cite.

A HEURISTIC, not a trained detector: colour and texture thresholds (config [vision]) that flag
fire-coloured regions, grey smoke-like regions, frame-wide haze and thermal hot spots, with
boxes and area fractions. It is fooled by sunsets, orange vehicles, dust and grey rock, and it
says so in every observation; the model and the crew judge what the regions are.
"""
import cv2
import numpy as np

from appliance.config.vision import VisionConfig

METHOD = "OpenCV colour/texture thresholds (heuristic, not a trained detector)"
CAVEATS = ("fire colour also matches sunsets, orange equipment and reflections",
           "grey regions also match dust, grey rock, overcast cloud and shadows",
           "no motion or temporal evidence is used: one frame only")
MAX_REGIONS = 10
# Cues are colour shares and region boxes: a frame decoded with its longest side at this many
# pixels finds the same regions as the full frame (a 6000x6000 PNG is 108 MB in colour, 1.2 MB here).
CUE_SIDE = 640


def _regions(mask: np.ndarray, min_fraction: float) -> list[dict]:
    h, w = mask.shape
    kernel = np.ones((3, 3), np.uint8)
    mask = cv2.morphologyEx(mask.astype(np.uint8), cv2.MORPH_OPEN, kernel)
    mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, kernel, iterations=2)
    n, _, stats, centroids = cv2.connectedComponentsWithStats(mask, connectivity=8)
    out = []
    for i in range(1, n):
        x, y, bw, bh, area = (int(v) for v in stats[i])
        if area / (h * w) >= min_fraction:
            out.append({"box": [x, y, bw, bh], "fraction": round(area / (h * w), 4),
                        "centroid": [round(float(centroids[i][0]), 1), round(float(centroids[i][1]), 1)]})
    out.sort(key=lambda r: -r["fraction"])
    return out[:MAX_REGIONS]


def fire_mask(bgr: np.ndarray, hsv: np.ndarray, cfg: VisionConfig) -> np.ndarray:
    h, s, v = hsv[..., 0], hsv[..., 1], hsv[..., 2]
    b, g, r = (bgr[..., i].astype(np.int16) for i in range(3))
    hue_ok = (h <= cfg.fire_hue_max) | (h >= 170)
    # Flames are red >= green >= blue: this keeps orange/yellow and drops saturated magenta and pink.
    return hue_ok & (s >= cfg.fire_min_saturation) & (v >= cfg.fire_min_value) & (r >= g) & (g >= b)


def smoke_mask(hsv: np.ndarray, cfg: VisionConfig) -> np.ndarray:
    s, v = hsv[..., 1], hsv[..., 2]
    return (s <= cfg.smoke_max_saturation) & (v >= cfg.smoke_min_value) & (v <= cfg.smoke_max_value)


def _visible(bgr: np.ndarray, cfg: VisionConfig) -> dict:
    hsv = cv2.cvtColor(bgr, cv2.COLOR_BGR2HSV)
    fire = _regions(fire_mask(bgr, hsv, cfg), cfg.min_region_fraction)
    grey = smoke_mask(hsv, cfg)
    gray = cv2.cvtColor(bgr, cv2.COLOR_BGR2GRAY)
    grey_fraction = float(grey.mean())
    contrast = float(gray[grey].std()) if grey.any() else 0.0
    # Fog and haze grey out the whole frame evenly; a plume is a bounded grey shape over a scene.
    haze = grey_fraction >= cfg.haze_min_fraction and contrast <= cfg.haze_max_contrast
    smoke = [] if haze else _regions(grey, cfg.min_region_fraction)
    return {
        "fire": {"fraction": round(sum(r["fraction"] for r in fire), 4), "regions": fire},
        "smoke": {"fraction": round(sum(r["fraction"] for r in smoke), 4), "regions": smoke},
        "haze": {"frame_wide": haze, "grey_fraction": round(grey_fraction, 4), "grey_contrast": round(contrast, 2)},
        "hot_spots": None,
    }


def _thermal(frame: np.ndarray, mode: str, cfg: VisionConfig) -> dict:
    if mode == "radiometric":
        hot = frame.astype(np.float32) >= cfg.hot_min_celsius
        peak = {"max_celsius": round(float(np.nanmax(frame)), 1)}
    else:
        level = frame if frame.ndim == 2 else cv2.cvtColor(frame, cv2.COLOR_BGR2HSV)[..., 2]
        hot = level >= cfg.hot_min_level
        peak = {"max_level": int(level.max())}
    spots = _regions(hot, min(cfg.min_region_fraction, 0.0005))
    return {"fire": None, "smoke": None, "haze": None,
            "hot_spots": {"fraction": round(sum(r["fraction"] for r in spots), 4), "regions": spots, **peak}}


def frame_mode(frame: np.ndarray, thermal: str | None) -> str:
    """'visible', 'radiometric' (2-D temperatures in deg C) or 'false_colour' (8-bit thermal palette)."""
    if thermal:
        return thermal
    if frame.ndim == 2:
        return "radiometric" if frame.dtype.kind == "f" else "false_colour"
    return "visible"


def _scale_regions(cues: dict, sx: float, sy: float) -> None:
    """Boxes and centroids found on a reduced decode, put back into the full frame's pixels."""
    for label in ("fire", "smoke", "hot_spots"):
        for r in (cues.get(label) or {}).get("regions", []):
            x, y, bw, bh = r["box"]
            r["box"] = [round(x * sx), round(y * sy), max(1, round(bw * sx)), max(1, round(bh * sy))]
            r["centroid"] = [round(r["centroid"][0] * sx, 1), round(r["centroid"][1] * sy, 1)]


def observe_frame(frame: np.ndarray, config: VisionConfig | None = None, thermal: str | None = None,
                  full_size: tuple[int, int] | None = None) -> dict:
    """Structured cues for one frame; thermal = None (guess from the array), 'radiometric' or 'false_colour'.
    `full_size` (width, height): `frame` is a reduced decode of an image that size (store.media's
    decode_reduced); boxes, centroids, width and height are then in the full image's pixels."""
    cfg = config or VisionConfig()
    mode = frame_mode(frame, thermal)
    if mode not in ("visible", "radiometric", "false_colour"):
        raise ValueError(f"thermal must be radiometric or false_colour, not {thermal!r}")
    h, w = frame.shape[:2]
    if mode == "visible":
        bgr = cv2.cvtColor(frame, cv2.COLOR_GRAY2BGR) if frame.ndim == 2 else frame[..., :3]
        cues = _visible(bgr, cfg)
    else:
        cues = _thermal(frame, mode, cfg)
    if full_size and (full_size[0], full_size[1]) != (w, h):
        _scale_regions(cues, full_size[0] / w, full_size[1] / h)
        w, h = int(full_size[0]), int(full_size[1])
    return {"heuristic": True, "method": METHOD, "mode": mode, "width": w, "height": h, **cues,
            "summary": summarize(cues), "caveats": list(CAVEATS)}


def summarize(cues: dict) -> str:
    parts = []
    if cues["hot_spots"] is not None:
        spots = cues["hot_spots"]
        return (f"{len(spots['regions'])} thermal hot spot(s) covering {spots['fraction']:.1%} of the frame"
                if spots["regions"] else "no thermal hot spots above the threshold")
    fire, smoke, haze = cues["fire"], cues["smoke"], cues["haze"]
    parts.append(f"{len(fire['regions'])} fire-coloured region(s) ({fire['fraction']:.1%} of frame)"
                 if fire["regions"] else "no fire-coloured regions")
    if haze["frame_wide"]:
        parts.append(f"frame-wide grey haze or fog ({haze['grey_fraction']:.0%} of frame, low contrast); "
                     "no distinct plume can be separated")
    else:
        parts.append(f"{len(smoke['regions'])} smoke-like grey region(s) ({smoke['fraction']:.1%} of frame)"
                     if smoke["regions"] else "no smoke-like regions")
    return "; ".join(parts) + " (colour heuristic)"
