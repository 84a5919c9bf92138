"""An image really goes through llama.cpp's vision path.

No vision language model ships in a registry package (MODELS.md), so this builds a tiny pair with
random weights using the `gguf` writer: a 2-block llama that reuses SmolLM2's tokenizer, and a
LLaVA-1.5 style `mlp` projector. The weights are noise; what is tested is the path: the projector
adds (32 / 8)^2 = 16 image tokens to the prompt, and the model's first-token log-probabilities
depend on the image (black vs white) and are identical for the same image twice.
"""
import base64

import cv2
import numpy as np
import pytest

from appliance.llm.runtime import ModelSpec
from appliance.llm.worker import ModelWorker
from tests.test_llm_tiny_vlm import build_tiny_vlm


@pytest.fixture(scope="module")
def vision_worker(tmp_path_factory):
    lm, projector = build_tiny_vlm(tmp_path_factory.mktemp("tiny_vlm"))
    w = ModelWorker(ModelSpec(model_path=str(lm), projector_path=str(projector), n_ctx=512, n_threads=1,
                              logits_all=True), timeout_s=60)
    yield w
    w.close()


def png_uri(value: int) -> str:
    ok, buf = cv2.imencode(".png", np.full((48, 48, 3), value, np.uint8))
    return "data:image/png;base64," + base64.b64encode(buf.tobytes()).decode()


def first_token(worker, image_uri=None):
    content = [{"type": "text", "text": "Is there smoke in this frame?"}]
    if image_uri:
        content.append({"type": "image_url", "image_url": {"url": image_uri}})
    out = worker.chat([{"role": "user", "content": content}], max_tokens=1, logprobs=True, top_logprobs=5)
    top = out["choices"][0]["logprobs"]["content"][0]["top_logprobs"]
    return out["usage"]["prompt_tokens"], [(t["token"], float(t["logprob"])) for t in top]


def test_an_image_adds_sixteen_tokens_to_the_prompt(vision_worker):
    without, _ = first_token(vision_worker)
    with_image, _ = first_token(vision_worker, png_uri(0))
    assert with_image - without == 16


def test_the_model_output_depends_on_the_image(vision_worker):
    _, black = first_token(vision_worker, png_uri(0))
    _, white = first_token(vision_worker, png_uri(255))
    _, black_again = first_token(vision_worker, png_uri(0))
    assert black != white
    assert black == black_again


def test_structured_output_with_an_image_in_context(vision_worker):
    messages = [{"role": "user", "content": [{"type": "text", "text": "Answer yes or no: smoke?"},
                                             {"type": "image_url", "image_url": {"url": png_uri(128)}}]}]
    schema = {"type": "object", "properties": {"smoke": {"type": "boolean"}}, "required": ["smoke"]}
    out = vision_worker.complete_json(messages, schema, max_tokens=16, cache=False)
    assert isinstance(out.data["smoke"], bool)
