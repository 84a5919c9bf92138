"""Images sent with a question: at most `max_images`, each a real JPEG or PNG under the size limit.

The checks themselves are the store's media rules (appliance/store/media.py: signature, header
dimensions before any decode, completeness, a strict bounded decode); this module applies them
to a request's files and turns a refusal into the HTTP status the page shows.
"""
from appliance.store.media import ImageRejected, check_image


class UploadRejected(ValueError):
    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


def images_from_request(files, web_config) -> list[bytes]:
    uploads = [f for f in files.getlist("images") if f and f.filename is not None]
    if len(uploads) > web_config.max_images:
        raise UploadRejected(f"at most {web_config.max_images} images per question ({len(uploads)} sent)")
    max_bytes = web_config.max_image_mb * 1024 * 1024
    try:
        return [check_image(f.filename or f"image {i + 1}", f.read(max_bytes + 1), max_bytes, web_config.max_image_pixels)
                for i, f in enumerate(uploads)]
    except ImageRejected as exc:
        raise UploadRejected(str(exc), exc.status) from None
