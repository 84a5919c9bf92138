"""The OpenCV image descriptor: deterministic, normalized, and closer for scenes that look alike."""
import numpy as np
import pytest

from appliance.embed.descriptor import DIM, DescriptorEmbedder, describe
from test_vision_cues import draw_scene


def test_same_pixels_same_vector_unit_length():
    img = draw_scene("plume", 3)
    a, b = describe(img), describe(img.copy())
    assert a.shape == (DIM,) and a.dtype == np.float32
    assert np.array_equal(a, b) and np.linalg.norm(a) == pytest.approx(1.0, abs=1e-5)


def test_alike_scenes_are_nearer_than_different_ones():
    emb = DescriptorEmbedder()
    flames_a, flames_b, fog, forest = emb.embed_images([draw_scene("flames", 1), draw_scene("flames", 2),
                                                        draw_scene("fog", 1), draw_scene("forest", 1)])
    assert flames_a @ flames_b > flames_a @ fog
    assert flames_a @ flames_b > flames_a @ forest


def test_grayscale_and_odd_sizes_are_accepted():
    gray = (np.arange(97 * 31) % 255).astype(np.uint8).reshape(97, 31)
    assert describe(gray).shape == (DIM,)


def test_descriptor_refuses_text():
    assert not DescriptorEmbedder.supports_text
    with pytest.raises(NotImplementedError, match="CLIP"):
        DescriptorEmbedder().embed_texts(["smoke"])
