"""store/media.decode_reduced, the bounded decode offered to the frame consumers (embedder, cues,
thumbnails): small output, little memory from the pixel budget, None for anything hostile."""
import struct
import zlib

import cv2
import numpy as np

from appliance.store import media


def png_claiming(width, height) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")


def test_a_large_jpeg_is_decoded_small_without_its_full_size_in_memory():
    img = np.zeros((4000, 6000, 3), np.uint8)
    img[:, 3000:] = (0, 0, 255)
    jpeg = cv2.imencode(".jpg", img)[1].tobytes()
    media.DECODE_BUDGET.peak = 0
    out = media.decode_reduced(jpeg, 640)
    assert out.shape == (426, 640, 3) and out[200, 600, 2] > 200 and out[200, 10, 2] < 50   # right half red (BGR)
    assert media.DECODE_BUDGET.peak <= 6000 * 4000 * 3 // 64 + 1   # the 1/8-scale decode, not 72 MB
    grey = media.decode_reduced(jpeg, 100, color=False)
    assert grey.ndim == 2 and max(grey.shape) == 100


def test_png_and_hostile_input():
    png = cv2.imencode(".png", np.full((1200, 900), 77, np.uint8))[1].tobytes()
    out = media.decode_reduced(png, 300)
    assert out.shape == (300, 225, 3) and int(out[10, 10, 0]) == 77
    for bad in (b"", b"GIF89a" + b"\0" * 50, b"\xff\xd8\xff" + b"\0" * 20, png[:40],
                png_claiming(60_000, 60_000), png_claiming(0, 10)):
        assert media.decode_reduced(bad, 300) is None
    assert media.DECODE_BUDGET.used == 0          # every path gave its pixels back
