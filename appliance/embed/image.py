"""Image embedders on the box: CLIP ViT-B/32 (ONNX) when its weights are provisioned, else the descriptor.

CLIP preprocessing is open_clip's, redone with OpenCV (torchvision is neither on the box nor
importable beside the CPU torch, MODELS.md): shortest side to 224 bicubic, centre crop 224,
RGB, scale to [0, 1], normalize by CLIP's mean and std. Text goes through the exported
tokenizer.json with open_clip's conventions: <start_of_text> ... <end_of_text>, zero padding to
77 tokens (the text tower pools at the argmax token id, i.e. the end token).
"""
from pathlib import Path

import cv2
import numpy as np

from appliance.embed.descriptor import DescriptorEmbedder
from appliance.embed.onnx_session import make_session
from appliance.store.media import decode_reduced

CLIP_NAME = "clip-vit-b-32"
CLIP_DIM = 512
CLIP_SIZE = 224
CONTEXT_LENGTH = 77
MEAN = np.array([0.48145466, 0.4578275, 0.40821073], dtype=np.float32)
STD = np.array([0.26862954, 0.26130258, 0.27577711], dtype=np.float32)
# Frames are decoded with their longest side at most this (store.media.decode_reduced: JPEGs in the
# scaled IDCT, within the shared decode budget): CLIP looks at 224x224 and the descriptor at 128x128,
# and 896 keeps the shortest side >= 224 up to a 4:1 panorama.
DECODE_SIDE = 896


class ImageDecodeError(ValueError):
    """Bytes or a file that OpenCV cannot decode as an image."""


def load_image(image) -> np.ndarray:
    """A BGR uint8 array from an array, encoded bytes, or a path."""
    if isinstance(image, np.ndarray):
        return image
    data = Path(image).read_bytes() if isinstance(image, (str, Path)) else bytes(image)
    img = decode_reduced(data, DECODE_SIDE)
    if img is None:
        raise ImageDecodeError("not a decodable image")
    return img


def clip_pixels(bgr: np.ndarray) -> np.ndarray:
    """open_clip's eval preprocessing on one BGR frame -> float32 (3, 224, 224)."""
    if bgr.ndim == 2:
        bgr = cv2.cvtColor(bgr, cv2.COLOR_GRAY2BGR)
    h, w = bgr.shape[:2]
    scale = CLIP_SIZE / min(h, w)
    resized = cv2.resize(bgr[..., :3], (max(CLIP_SIZE, round(w * scale)), max(CLIP_SIZE, round(h * scale))),
                         interpolation=cv2.INTER_CUBIC)
    top = (resized.shape[0] - CLIP_SIZE) // 2
    left = (resized.shape[1] - CLIP_SIZE) // 2
    crop = resized[top:top + CLIP_SIZE, left:left + CLIP_SIZE, ::-1].astype(np.float32) / 255.0
    return ((crop - MEAN) / STD).transpose(2, 0, 1)


class ClipEmbedder:
    """CLIP image and text towers on ONNX Runtime; both give L2-normalized 512-dim vectors."""

    name = CLIP_NAME
    dim = CLIP_DIM
    table = "vec_frames_clip"
    supports_text = True

    def __init__(self, image_model: Path, text_model: Path, tokenizer: Path, model_sha256: str | None = None,
                 threads: int = 0, batch_size: int = 8):
        from tokenizers import Tokenizer

        self.files = (image_model, text_model, tokenizer)   # a worker process loads its own copy from these
        self.image_session = make_session(image_model, threads)
        self.text_session = make_session(text_model, threads)
        self.tokenizer = Tokenizer.from_file(str(tokenizer))
        self.tokenizer.no_padding()
        self.tokenizer.no_truncation()
        self.end_id = self.tokenizer.token_to_id("<end_of_text>")
        self.model_sha256, self.batch_size = model_sha256, batch_size

    def embed_images(self, images: list[np.ndarray]) -> np.ndarray:
        if not images:
            return np.zeros((0, CLIP_DIM), dtype=np.float32)
        out = []
        name = self.image_session.get_inputs()[0].name
        for start in range(0, len(images), self.batch_size):
            batch = np.stack([clip_pixels(img) for img in images[start:start + self.batch_size]])
            out.append(self.image_session.run(None, {name: batch})[0])
        return _normalize(np.concatenate(out))

    def tokenize(self, texts: list[str]) -> np.ndarray:
        ids = np.zeros((len(texts), CONTEXT_LENGTH), dtype=np.int64)
        for row, enc in enumerate(self.tokenizer.encode_batch(texts)):
            tokens = enc.ids
            if len(tokens) > CONTEXT_LENGTH:  # open_clip truncates and keeps the end token last
                tokens = tokens[:CONTEXT_LENGTH - 1] + [self.end_id]
            ids[row, :len(tokens)] = tokens
        return ids

    def embed_texts(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, CLIP_DIM), dtype=np.float32)
        name = self.text_session.get_inputs()[0].name
        return _normalize(self.text_session.run(None, {name: self.tokenize(texts)})[0])


def _normalize(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    return x / np.clip(np.linalg.norm(x, axis=1, keepdims=True), 1e-12, None)


def load_image_embedder(manifest, image_role: str = "clip_image", text_role: str = "clip_text",
                        tokenizer_role: str = "clip_tokenizer", threads: int = 0):
    """CLIP when all three roles are in the manifest (and their hashes match), else the descriptor.

    A CLIP file listed but failing its hash raises ModelError: a tampered model is refused, not
    silently replaced by the weaker descriptor.
    """
    if not all(manifest.has(r) for r in (image_role, text_role, tokenizer_role)):
        return DescriptorEmbedder()
    image_path = manifest.path(image_role)
    return ClipEmbedder(image_path, manifest.path(text_role), manifest.path(tokenizer_role),
                        model_sha256=manifest.entries[image_role].sha256, threads=threads)
