"""Build a tiny random-weight vision language model pair with the `gguf` writer (MODELS.md recipe).

Used by the tests only: a 2-block llama reusing SmolLM2's tokenizer (with a ChatML template that
walks list content, which SmolLM2's own template cannot) and a LLaVA-1.5 `mlp` projector whose
output size equals the language model's embedding length.
"""
from pathlib import Path

import numpy as np
from gguf import GGUFReader, GGUFValueType, GGUFWriter

from appliance.paths import MODELS_DIR

SMOL = MODELS_DIR / "SmolLM2-135M-Instruct.Q4_1.gguf"
CHATML = ("{% for m in messages %}<|im_start|>{{ m['role'] }}\n{% if m['content'] is string %}{{ m['content'] }}"
          "{% else %}{% for p in m['content'] %}{% if p['type'] == 'text' %}{{ p['text'] }}{% else %}<__media__>"
          "{% endif %}{% endfor %}{% endif %}<|im_end|>\n{% endfor %}"
          "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
LM = {"embd": 64, "ff": 128, "blocks": 2, "heads": 4}
VISION = {"image": 32, "patch": 8, "embd": 32, "ff": 64, "blocks": 2, "proj": 64}
_ADDERS = {GGUFValueType.STRING: "add_string", GGUFValueType.UINT32: "add_uint32",
           GGUFValueType.INT32: "add_int32", GGUFValueType.BOOL: "add_bool", GGUFValueType.ARRAY: "add_array"}


def _finish(w: GGUFWriter) -> None:
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


def build_language_model(path: Path, rng) -> None:
    E, F = LM["embd"], LM["ff"]
    w = GGUFWriter(str(path), "llama")
    w.add_context_length(2048)
    w.add_embedding_length(E)
    w.add_block_count(LM["blocks"])
    w.add_feed_forward_length(F)
    w.add_head_count(LM["heads"])
    w.add_head_count_kv(LM["heads"])
    w.add_layer_norm_rms_eps(1e-5)
    vocab = 0
    for name, field in GGUFReader(str(SMOL)).fields.items():
        if name.startswith("tokenizer.") and name != "tokenizer.chat_template":
            getattr(w, _ADDERS[field.types[0]])(name, field.contents())
            if name == "tokenizer.ggml.tokens":
                vocab = len(field.contents())
    w.add_chat_template(CHATML)
    noise = lambda *shape: (rng.standard_normal(shape) * 0.02).astype(np.float32)
    w.add_tensor("token_embd.weight", noise(vocab, E))  # the output layer is tied to it
    w.add_tensor("output_norm.weight", np.ones(E, np.float32))
    for i in range(LM["blocks"]):
        p = f"blk.{i}."
        w.add_tensor(p + "attn_norm.weight", np.ones(E, np.float32))
        w.add_tensor(p + "ffn_norm.weight", np.ones(E, np.float32))
        for n in ("attn_q", "attn_k", "attn_v", "attn_output"):
            w.add_tensor(p + n + ".weight", noise(E, E))
        w.add_tensor(p + "ffn_gate.weight", noise(F, E))
        w.add_tensor(p + "ffn_up.weight", noise(F, E))
        w.add_tensor(p + "ffn_down.weight", noise(E, F))
    _finish(w)


def build_projector(path: Path, rng) -> None:
    v = VISION
    S, P, E, F, H = v["image"], v["patch"], v["embd"], v["ff"], v["proj"]
    w = GGUFWriter(str(path), "clip")
    w.add_bool("clip.has_vision_encoder", True)
    w.add_string("clip.projector_type", "mlp")
    for key, value in (("image_size", S), ("patch_size", P), ("embedding_length", E),
                       ("feed_forward_length", F), ("block_count", v["blocks"]), ("projection_dim", H),
                       ("attention.head_count", 4)):
        w.add_uint32(f"clip.vision.{key}", value)
    w.add_float32("clip.vision.attention.layer_norm_epsilon", 1e-5)
    w.add_array("clip.vision.image_mean", [0.5, 0.5, 0.5])
    w.add_array("clip.vision.image_std", [0.5, 0.5, 0.5])
    noise = lambda *shape: (rng.standard_normal(shape) * 0.2).astype(np.float32)
    w.add_tensor("v.patch_embd.weight", noise(E, 3, P, P))
    w.add_tensor("v.position_embd.weight", noise((S // P) ** 2, E))
    for i in range(v["blocks"]):
        p = f"v.blk.{i}."
        for n in ("attn_q", "attn_k", "attn_v", "attn_out"):
            w.add_tensor(p + n + ".weight", noise(E, E))
            w.add_tensor(p + n + ".bias", noise(E))
        w.add_tensor(p + "ffn_up.weight", noise(F, E))
        w.add_tensor(p + "ffn_up.bias", noise(F))
        w.add_tensor(p + "ffn_down.weight", noise(E, F))
        w.add_tensor(p + "ffn_down.bias", noise(E))
    w.add_tensor("mm.0.weight", noise(H, E))
    w.add_tensor("mm.0.bias", noise(H))
    # mm.2's output must equal the language model's embedding length, or mtmd refuses to load.
    w.add_tensor("mm.2.weight", noise(LM["embd"], H))
    w.add_tensor("mm.2.bias", noise(LM["embd"]))
    _finish(w)


def build_tiny_vlm(folder: Path, seed: int = 0) -> tuple[Path, Path]:
    rng = np.random.default_rng(seed)
    lm, projector = Path(folder) / "tiny-lm.gguf", Path(folder) / "tiny-mmproj.gguf"
    build_language_model(lm, rng)
    build_projector(projector, rng)
    return lm, projector
