"""Check a frame before it costs memory: type, size, dimensions from the header, then a real decode.

The header is read first so a decompression bomb (a few KB that decode to gigapixels) is refused
without ever allocating its pixels. Truncation is checked on the container (JPEG EOI, PNG IEND)
because OpenCV decodes a truncated JPEG with a warning and grey rows instead of failing.
"""
import struct
from dataclasses import dataclass

import cv2
import numpy as np

from appliance.ingest.validate import Reject

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
# JPEG start-of-frame markers that carry the image size (baseline, progressive, lossless, ...).
SOF_MARKERS = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


@dataclass
class CheckedFrame:
    media_type: str
    width: int
    height: int
    phash: int          # 64-bit dHash as a signed integer (SQLite INTEGER)


def header_size(data: bytes) -> tuple[str, int, int]:
    """(media_type, width, height) from the container header, without decoding pixels."""
    if data.startswith(PNG_MAGIC):
        if len(data) < 33 or data[12:16] != b"IHDR":
            raise Reject("corrupt_image", "PNG without an IHDR header")
        width, height = struct.unpack(">II", data[16:24])
        return "image/png", width, height
    if data.startswith(b"\xff\xd8"):
        return ("image/jpeg", *_jpeg_size(data))
    raise Reject("not_an_image", "payload is neither JPEG nor PNG")


def _jpeg_size(data: bytes) -> tuple[int, int]:
    i, n = 2, len(data)
    while i + 4 <= n:
        if data[i] != 0xFF:
            raise Reject("corrupt_image", f"JPEG marker expected at byte {i}")
        marker = data[i + 1]
        if marker == 0xFF:          # fill byte
            i += 1
            continue
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            i += 2
            continue
        (length,) = struct.unpack(">H", data[i + 2:i + 4])
        if marker in SOF_MARKERS:
            if i + 9 > n:
                break
            height, width = struct.unpack(">HH", data[i + 5:i + 9])
            return width, height
        if marker == 0xDA:          # start of scan before any frame header
            break
        i += 2 + length
    raise Reject("corrupt_image", "JPEG without a frame header")


def dhash(gray: np.ndarray) -> int:
    """64-bit difference hash: robust to re-encoding and small changes, cheap with OpenCV."""
    small = cv2.resize(gray, (9, 8), interpolation=cv2.INTER_AREA)
    bits = (small[:, 1:] > small[:, :-1]).flatten()
    value = int(np.packbits(bits).view(">u8")[0])
    return value - (1 << 64) if value >= 1 << 63 else value


def hamming(a: int, b: int) -> int:
    return ((a ^ b) & 0xFFFFFFFFFFFFFFFF).bit_count()


def check_frame(data: bytes, max_bytes: int, max_pixels: int) -> CheckedFrame:
    if len(data) > max_bytes:
        raise Reject("oversized", f"{len(data)} bytes > {max_bytes}")
    media_type, width, height = header_size(data)
    if width == 0 or height == 0:
        raise Reject("corrupt_image", "zero width or height in the header")
    if width * height > max_pixels:
        raise Reject("decompression_bomb", f"header says {width}x{height} > {max_pixels} pixels")
    if media_type == "image/jpeg" and not data.rstrip(b"\x00").endswith(b"\xff\xd9"):
        raise Reject("truncated_image", "JPEG without its end-of-image marker")
    if media_type == "image/png" and b"IEND" not in data[-12:]:
        raise Reject("truncated_image", "PNG without its IEND chunk")
    # A reduced decode still runs every entropy-coded block of a JPEG (so corruption shows) at a
    # quarter of the memory and time; the hash needs only a 9x8 thumbnail anyway.
    flag = cv2.IMREAD_REDUCED_GRAYSCALE_4 if media_type == "image/jpeg" else cv2.IMREAD_GRAYSCALE
    gray = cv2.imdecode(np.frombuffer(data, np.uint8), flag)
    if gray is None:
        raise Reject("corrupt_image", "OpenCV could not decode it")
    expect = ((width + 3) // 4, (height + 3) // 4) if flag == cv2.IMREAD_REDUCED_GRAYSCALE_4 else (width, height)
    if (gray.shape[1], gray.shape[0]) != expect:
        raise Reject("corrupt_image", f"decoded size {gray.shape[1]}x{gray.shape[0]} differs from the header")
    return CheckedFrame(media_type, width, height, dhash(gray))
