"""Images sent with a question: at most `max_images`, each a real JPEG or PNG under the size limit.

Checked by magic bytes and by decoding the header with OpenCV (a renamed or truncated file is
refused), and the pixel count is bounded before decoding (decompression bombs).
"""
import struct

import cv2
import numpy as np

from appliance.store.media import media_type


class UploadRejected(ValueError):
    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


def declared_pixels(data: bytes, kind: str) -> int | None:
    """Width x height from the header, before anything is decoded."""
    if kind == "image/png" and len(data) >= 24:
        w, h = struct.unpack(">II", data[16:24])
        return w * h
    i = 2
    while kind == "image/jpeg" and i + 9 < len(data):
        if data[i] != 0xFF:
            return None
        marker, length = data[i + 1], struct.unpack(">H", data[i + 2:i + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            h, w = struct.unpack(">HH", data[i + 5:i + 9])
            return w * h
        i += 2 + length
    return None


def check_image(name: str, data: bytes, max_bytes: int, max_pixels: int) -> bytes:
    if len(data) > max_bytes:
        raise UploadRejected(f"{name}: {len(data) / 1e6:.1f} MB is over the {max_bytes / 1e6:.0f} MB limit per image", 413)
    kind = media_type(data)
    if kind is None:
        raise UploadRejected(f"{name}: not a JPEG or PNG image")
    pixels = declared_pixels(data, kind)
    if pixels is None or pixels <= 0:
        raise UploadRejected(f"{name}: the image header is damaged")
    if pixels > max_pixels:
        raise UploadRejected(f"{name}: {pixels} pixels is over the {max_pixels} limit", 413)
    if cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_REDUCED_COLOR_8) is None:
        raise UploadRejected(f"{name}: the image could not be decoded")
    return data


def images_from_request(files, web_config) -> list[bytes]:
    uploads = [f for f in files.getlist("images") if f and f.filename is not None]
    if len(uploads) > web_config.max_images:
        raise UploadRejected(f"at most {web_config.max_images} images per question ({len(uploads)} sent)")
    max_bytes = web_config.max_image_mb * 1024 * 1024
    return [check_image(f.filename or f"image {i + 1}", f.read(max_bytes + 1), max_bytes, web_config.max_image_pixels)
            for i, f in enumerate(uploads)]
