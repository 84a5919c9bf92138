"""A deterministic OpenCV image descriptor: image search when no CLIP weights are provisioned.

192 numbers from colour and texture statistics, L2-normalized so cosine similarity compares
them. It finds frames that look alike (an orange-glow night frame, a grey plume over green
forest, a blue clear sky); it knows nothing about meaning, so it answers image queries only,
never text ones. Same pixels in, same vector out, on every machine.

Layout: HSV joint histogram 8x4x3 (96) | gradient orientation histograms on a 2x2 grid (32) |
Lab means on a 4x4 grid (48) | global statistics (16).
"""
import cv2
import numpy as np

NAME = "opencv-descriptor-v1"
DIM = 192
SIZE = 128


def _hsv_histogram(hsv: np.ndarray) -> np.ndarray:
    hist = cv2.calcHist([hsv], [0, 1, 2], None, [8, 4, 3], [0, 180, 0, 256, 0, 256]).ravel()
    return np.sqrt(hist / max(hist.sum(), 1.0))  # Hellinger: a big sky does not drown a small flame


def _orientation_histograms(gray: np.ndarray) -> np.ndarray:
    gx = cv2.Sobel(gray, cv2.CV_32F, 1, 0, ksize=3)
    gy = cv2.Sobel(gray, cv2.CV_32F, 0, 1, ksize=3)
    mag, ang = cv2.cartToPolar(gx, gy)
    bins = np.minimum((ang % np.pi) / np.pi * 8, 7).astype(np.int32)  # unsigned orientation
    half = SIZE // 2
    out = []
    for y in (0, half):
        for x in (0, half):
            b = bins[y:y + half, x:x + half].ravel()
            m = mag[y:y + half, x:x + half].ravel()
            out.append(np.bincount(b, weights=m, minlength=8))
    hist = np.concatenate(out)
    return np.sqrt(hist / max(hist.sum(), 1e-6))


def _lab_grid(bgr: np.ndarray) -> np.ndarray:
    lab = cv2.cvtColor(bgr, cv2.COLOR_BGR2LAB).astype(np.float32)
    cells = cv2.resize(lab, (4, 4), interpolation=cv2.INTER_AREA)
    return ((cells - 128.0) / 128.0).ravel()


def _global_stats(bgr: np.ndarray, hsv: np.ndarray, gray: np.ndarray) -> np.ndarray:
    g = gray.astype(np.float32) / 255.0
    s = hsv[..., 1].astype(np.float32) / 255.0
    v = hsv[..., 2].astype(np.float32) / 255.0
    lap = cv2.Laplacian(gray, cv2.CV_32F)
    edges = cv2.Canny(gray, 80, 160) > 0
    b, gr, r = (bgr[..., i].astype(np.float32) / 255.0 for i in range(3))
    return np.array([
        g.mean(), g.std(), s.mean(), s.std(), v.mean(), v.std(),
        np.log1p(lap.var()) / 10.0, edges.mean(),
        (v > 0.9).mean(), (v < 0.15).mean(), (s < 0.15).mean(),
        ((r > gr) & (gr > b) & (r > 0.6)).mean(),   # warm, fire-like share
        r.mean() - b.mean(), gr.mean() - (r.mean() + b.mean()) / 2,
        g[: SIZE // 2].mean() - g[SIZE // 2:].mean(), g[:, : SIZE // 2].mean() - g[:, SIZE // 2:].mean(),
    ], dtype=np.float32)


def describe(bgr: np.ndarray) -> np.ndarray:
    if bgr.ndim == 2:
        bgr = cv2.cvtColor(bgr, cv2.COLOR_GRAY2BGR)
    small = cv2.resize(bgr[..., :3], (SIZE, SIZE), interpolation=cv2.INTER_AREA)
    hsv = cv2.cvtColor(small, cv2.COLOR_BGR2HSV)
    gray = cv2.cvtColor(small, cv2.COLOR_BGR2GRAY)
    parts = [_hsv_histogram(hsv), 0.7 * _orientation_histograms(gray), 0.5 * _lab_grid(small),
             _global_stats(small, hsv, gray)]
    vec = np.concatenate(parts).astype(np.float32)
    return vec / max(float(np.linalg.norm(vec)), 1e-12)


class DescriptorEmbedder:
    """The image-embedder interface (name, dim, table, embed_images, supports_text) for the descriptor."""

    name = NAME
    dim = DIM
    table = "vec_frames_descriptor"
    supports_text = False
    model_sha256 = None

    def embed_images(self, images: list[np.ndarray]) -> np.ndarray:
        if not images:
            return np.zeros((0, DIM), dtype=np.float32)
        return np.stack([describe(img) for img in images])

    def embed_texts(self, texts: list[str]) -> np.ndarray:
        raise NotImplementedError("the OpenCV descriptor cannot embed text; provision CLIP weights for text-to-image search")
