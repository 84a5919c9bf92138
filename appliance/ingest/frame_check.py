"""Check a frame before it costs memory (store/media.py's rules), then hash it for near-duplicates.

The checks and the bounded decode are the store's media rules, shared with the crew's photos;
this module turns their refusals into ingest's Reject and computes the 64-bit dHash from the
reduced decode (the hash needs a 9x8 thumbnail, never the full image).
"""
from dataclasses import dataclass

import cv2
import numpy as np

from appliance.ingest.validate import Reject
from appliance.store.media import ImageRejected, check_image_bytes


@dataclass
class CheckedFrame:
    media_type: str
    width: int
    height: int
    phash: int          # 64-bit dHash as a signed integer (SQLite INTEGER)


def dhash(gray: np.ndarray) -> int:
    """64-bit difference hash: robust to re-encoding and small changes, cheap with OpenCV."""
    small = cv2.resize(gray, (9, 8), interpolation=cv2.INTER_AREA)
    bits = (small[:, 1:] > small[:, :-1]).flatten()
    value = int(np.packbits(bits).view(">u8")[0])
    return value - (1 << 64) if value >= 1 << 63 else value


def hamming(a: int, b: int) -> int:
    return ((a ^ b) & 0xFFFFFFFFFFFFFFFF).bit_count()


def check_frame(data: bytes, max_bytes: int, max_pixels: int) -> CheckedFrame:
    try:
        checked = check_image_bytes(data, max_bytes, max_pixels)
    except ImageRejected as exc:
        raise Reject(exc.reason, exc.detail) from None
    return CheckedFrame(checked.media_type, checked.width, checked.height, dhash(checked.gray_small))
