"""The two photo formats the box keeps (JPEG, PNG), told apart by their signature bytes."""
MAGIC = {b"\xff\xd8\xff": "image/jpeg", b"\x89PNG\r\n\x1a\n": "image/png"}


def media_type(data: bytes) -> str | None:
    """'image/jpeg' or 'image/png' by signature; None for anything else."""
    return next((t for magic, t in MAGIC.items() if data.startswith(magic)), None)
