"""A tiny random-weight llama GGUF with its own SentencePiece vocabulary (the `gguf` writer, as
MODELS.md describes), so the constrained decoder is tested on a second tokenizer: here a digit is
not one token on its own ("7" is "▁7" with SentencePiece's space prefix) and "12" and "10" are
single tokens, where SmolLM2's byte-level BPE splits every number into one token per digit."""
from pathlib import Path

import numpy as np
from gguf import GGUFWriter

CHATML = ("{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
          "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
E, F, BLOCKS, HEADS = 32, 64, 1, 4


def vocabulary() -> tuple[list[str], list[float], list[int]]:
    tokens, scores, types = ["<unk>", "<s>", "</s>"], [0.0, 0.0, 0.0], [2, 3, 3]
    for b in range(256):   # byte fallback: any text can be tokenized
        tokens.append(f"<0x{b:02X}>"), scores.append(0.0), types.append(6)
    pieces = ["▁"] + [str(d) for d in range(10)] + [f"▁{d}" for d in range(10)] + ["10", "12", "▁10", "▁12"] \
        + list(',]}{":[') + [f"▁{c}" for c in ',]}{":['] + list("abcdefghijklmnopqrstuvwxyz")
    for i, piece in enumerate(pieces):
        tokens.append(piece), scores.append(-float(i) if len(piece) == 1 else 10.0 - i * 0.01), types.append(1)
    return tokens, scores, types


def build_spm_model(path: Path, seed: int = 0) -> Path:
    rng = np.random.default_rng(seed)
    tokens, scores, types = vocabulary()
    w = GGUFWriter(str(path), "llama")
    w.add_context_length(1024)
    w.add_embedding_length(E)
    w.add_block_count(BLOCKS)
    w.add_feed_forward_length(F)
    w.add_head_count(HEADS)
    w.add_head_count_kv(HEADS)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_tokenizer_model("llama")
    w.add_token_list(tokens)
    w.add_token_scores(scores)
    w.add_token_types(types)
    w.add_unk_token_id(0)
    w.add_bos_token_id(1)
    w.add_eos_token_id(2)
    w.add_add_space_prefix(True)
    w.add_chat_template(CHATML)
    noise = lambda *shape: (rng.standard_normal(shape) * 0.5).astype(np.float32)  # noqa: E731
    w.add_tensor("token_embd.weight", noise(len(tokens), E))
    w.add_tensor("output_norm.weight", np.ones(E, np.float32))
    for i in range(BLOCKS):
        p = f"blk.{i}."
        w.add_tensor(p + "attn_norm.weight", np.ones(E, np.float32))
        w.add_tensor(p + "ffn_norm.weight", np.ones(E, np.float32))
        for n in ("attn_q", "attn_k", "attn_v", "attn_output"):
            w.add_tensor(p + n + ".weight", noise(E, E))
        w.add_tensor(p + "ffn_gate.weight", noise(F, E))
        w.add_tensor(p + "ffn_up.weight", noise(F, E))
        w.add_tensor(p + "ffn_down.weight", noise(E, F))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path
