"""The box's media rules for the two image formats it keeps (JPEG, PNG): one header parser, one
check, one bounded decode, used by MQTT frames (ingest/frame_check.py), the crew's photos
(web/uploads.py, `appliance ask --image`) and stored photos (store/answers.py).

Order of the check, cheapest first, so bad input costs as little memory as possible: size,
signature, dimensions from the header (a decompression bomb is refused before any pixel is
allocated), container completeness (JPEG end-of-image, PNG IEND), then a real decode:
- JPEG through libjpeg-turbo (simplejpeg) with `strict=True`, which turns libjpeg's warnings
  ("Corrupt JPEG data", "Premature end of JPEG file") into errors. OpenCV only logs them and
  returns a damaged image, which is how random entropy data or a body cut short with its end
  marker put back got stored as frames. The decode runs every entropy-coded block (corruption
  shows) but scales the output by 1/8 in the IDCT, so a 40 MP frame costs ~0.6 MB, not 40.
- PNG through OpenCV to 8-bit grey (libpng strips 16-bit and colour row by row), one byte a pixel.
Decodes take their pixels from one process-wide budget (DECODE_BUDGET), so frames and photos in
flight together can never hold more than that, however many arrive at once.
"""
import struct
import threading
from dataclasses import dataclass

import cv2
import numpy as np
import simplejpeg

MAGIC = {b"\xff\xd8\xff": "image/jpeg", b"\x89PNG\r\n\x1a\n": "image/png"}
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
# JPEG start-of-frame markers that carry the image size (baseline, progressive, lossless, ...).
SOF_MARKERS = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}
DECODE_BUDGET_BYTES = 96 * 1024 * 1024   # decoded pixels in flight, process-wide


class ImageRejected(ValueError):
    """`reason` is the short code (ingest's refusal reasons); `status` the HTTP status for uploads."""

    def __init__(self, reason: str, detail: str, status: int = 400):
        super().__init__(detail)
        self.reason, self.detail, self.status = reason, detail, status


@dataclass
class CheckedImage:
    media_type: str
    width: int
    height: int
    gray_small: np.ndarray   # a reduced grey decode, enough for hashes and cues


def media_type(data: bytes) -> str | None:
    """'image/jpeg' or 'image/png' by signature; None for anything else."""
    return next((t for magic, t in MAGIC.items() if data.startswith(magic)), None)


def header_size(data: bytes) -> tuple[str, int, int]:
    """(media_type, width, height) from the container header, without decoding pixels."""
    kind = media_type(data)
    if kind == "image/png":
        if len(data) < 33 or data[12:16] != b"IHDR":
            raise ImageRejected("corrupt_image", "the image header is damaged: PNG without an IHDR header")
        width, height = struct.unpack(">II", data[16:24])
        return kind, width, height
    if kind == "image/jpeg" or data.startswith(b"\xff\xd8"):   # a JPEG start whose next marker is damaged
        return ("image/jpeg", *_jpeg_size(data))
    raise ImageRejected("not_an_image", "not a JPEG or PNG image")


def _jpeg_size(data: bytes) -> tuple[int, int]:
    i, n = 2, len(data)
    while i + 4 <= n:
        if data[i] != 0xFF:
            raise ImageRejected("corrupt_image", f"the image header is damaged: JPEG marker expected at byte {i}")
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
    raise ImageRejected("corrupt_image", "the image header is damaged: JPEG without a frame header")


class DecodeBudget:
    """A counting semaphore over bytes of decoded pixels. An image larger than the whole budget
    waits until it is alone, so one big decode at a time is always possible."""

    def __init__(self, capacity: int):
        self.capacity, self.used, self.peak = capacity, 0, 0
        self._cond = threading.Condition()

    def acquire(self, n: int) -> int:
        n = min(n, self.capacity)
        with self._cond:
            self._cond.wait_for(lambda: self.used + n <= self.capacity)
            self.used += n
            self.peak = max(self.peak, self.used)
        return n

    def release(self, n: int) -> None:
        with self._cond:
            self.used -= n
            self._cond.notify_all()


DECODE_BUDGET = DecodeBudget(DECODE_BUDGET_BYTES)


def _decode_jpeg(data: bytes) -> np.ndarray:
    try:
        # min_height/min_width 1: the smallest IDCT scale (1/8); strict: warnings are errors.
        return simplejpeg.decode_jpeg(data, colorspace="GRAY", min_height=1, min_width=1, strict=True)[:, :, 0]
    except ValueError as exc:
        raise ImageRejected("corrupt_image", f"JPEG decoder: {str(exc)[:120]}") from None


def _decode_png(data: bytes) -> np.ndarray:
    gray = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_GRAYSCALE)
    if gray is None:
        raise ImageRejected("corrupt_image", "the PNG could not be decoded")
    return gray


def check_image_bytes(data: bytes, max_bytes: int, max_pixels: int) -> CheckedImage:
    """The whole check; raises ImageRejected with a reason code and a one-line detail."""
    if len(data) > max_bytes:
        raise ImageRejected("oversized", f"{len(data) / 1e6:.1f} MB is over the {max_bytes / 1e6:.1f} MB limit", 413)
    kind, width, height = header_size(data)
    if width == 0 or height == 0:
        raise ImageRejected("corrupt_image", "the image header is damaged: zero width or height in the header")
    if width * height > max_pixels:
        raise ImageRejected("decompression_bomb", f"header says {width}x{height}, over the {max_pixels} pixel limit", 413)
    if kind == "image/jpeg" and not data.rstrip(b"\x00").endswith(b"\xff\xd9"):
        raise ImageRejected("truncated_image", "JPEG without its end-of-image marker")
    if kind == "image/png" and b"IEND" not in data[-12:]:
        raise ImageRejected("truncated_image", "PNG without its IEND chunk")
    need = width * height // 64 + 1 if kind == "image/jpeg" else width * height
    held = DECODE_BUDGET.acquire(need)
    try:
        gray = _decode_jpeg(data) if kind == "image/jpeg" else _decode_png(data)
        if kind == "image/jpeg":
            expect = ((width + 7) // 8, (height + 7) // 8)
        else:
            expect = (width, height)
        if (gray.shape[1], gray.shape[0]) != expect:
            raise ImageRejected("corrupt_image", f"decoded size {gray.shape[1]}x{gray.shape[0]} differs from the header")
        if kind == "image/png":   # keep only a small copy: the full grey image goes back to the budget
            gray = cv2.resize(gray, ((width + 7) // 8, (height + 7) // 8), interpolation=cv2.INTER_AREA)
        return CheckedImage(kind, width, height, gray)
    finally:
        DECODE_BUDGET.release(held)


def check_image(name: str, data: bytes, max_bytes: int, max_pixels: int) -> bytes:
    """A photo from the crew: the same check, with its name in the message; returns the bytes."""
    try:
        check_image_bytes(data, max_bytes, max_pixels)
    except ImageRejected as exc:
        raise ImageRejected(exc.reason, f"{name}: {exc.detail}", exc.status) from None
    return data


def decode_reduced(data: bytes, max_side: int, color: bool = True, max_pixels: int = 40_000_000) -> np.ndarray | None:
    """A stored frame or photo decoded for looking at it (cues, embeddings, thumbnails): the
    longest side at most ~`max_side`, from the JPEG's scaled IDCT where it can (a 6000x6000 frame
    then never exists in memory at full size) and within DECODE_BUDGET. None when undecodable.

    Callers that decode whole frames (embed/image.py, alerts/detections.py, the page's thumbnails)
    should use this: four full colour decodes of a 36 MP frame at once are 430 MB."""
    try:
        kind, width, height = header_size(data)
    except ImageRejected:
        return None
    if width <= 0 or height <= 0 or width * height > max_pixels:
        return None   # stored images passed the check; anything else this big is a bomb
    channels = 3 if color else 1
    scale = max(1, max(width, height) // max(1, max_side))
    if kind == "image/jpeg":
        factor = next((f for f in (8, 4, 2) if f <= scale), 1)
        need = channels * ((width + factor - 1) // factor) * ((height + factor - 1) // factor)
    else:
        need = channels * width * height
    held = DECODE_BUDGET.acquire(need)
    try:
        if kind == "image/jpeg":
            try:
                img = simplejpeg.decode_jpeg(data, colorspace="BGR" if color else "GRAY", min_factor=factor,
                                             strict=False)
            except ValueError:
                return None
            img = img if color else img[:, :, 0]
        else:
            img = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR if color else cv2.IMREAD_GRAYSCALE)
            if img is None:
                return None
        longest = max(img.shape[:2])
        if longest > max_side:
            f = max_side / longest
            img = cv2.resize(img, (max(1, int(img.shape[1] * f)), max(1, int(img.shape[0] * f))),
                             interpolation=cv2.INTER_AREA)
        return img
    finally:
        DECODE_BUDGET.release(held)
