"""Export CLIP ViT-B/32 (open-clip-torch) to ONNX: image tower, text tower, tokenizer.json.

Runs in the export environment (torch, open-clip-torch --no-deps, transformers), never on the box:
    python export_clip.py OUT_DIR [--checkpoint FILE] [--reference]
With --checkpoint (open_clip weights brought from a connected machine) it exports the real model;
without, it exports the same architecture at RANDOM weights (seeded) -- only for testing the
export and run-time path, never a shippable model. --reference also writes reference.npz
(torch outputs and open_clip token ids on fixed inputs) for the run-time check.
Outputs: clip_image.onnx, clip_text.onnx, clip_tokenizer.json (MODELS.md recipe: opset 18,
dynamo=False, dynamic batch axis; tokenizer from open_clip's own vocabulary and merges).
"""
import argparse
import json
import os
import sys
import tempfile
import types
from pathlib import Path

os.environ["HF_HUB_OFFLINE"] = "1"        # no hub retries (open_clip would spend ~45 s failing)
os.environ["TRANSFORMERS_OFFLINE"] = "1"

REFERENCE_TEXTS = ["a photo of smoke rising over a forest", "flames on a ridge at night", "clear blue sky", ""]


class _Anything(type):
    """Stub classes whose attributes are stubs too (InterpolationMode.BICUBIC, ...)."""

    def __getattr__(cls, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Anything(name, (), {})


def _stub_attribute(name: str):
    if name.startswith("__"):  # inspect and importlib probe __file__, __path__, ...
        raise AttributeError(name)
    return _Anything(name, (), {})


def stub_torchvision() -> None:
    """open_clip imports torchvision only for training transforms; the PyPI torchvision build does not
    load beside the CPU torch (MODELS.md), so stand-ins let the import succeed. Preprocessing is
    OpenCV at run time."""
    import transformers  # noqa: F401  (must import before the stubs: it probes torchvision itself)

    for name in ("torchvision", "torchvision.transforms", "torchvision.transforms.functional",
                 "torchvision.ops", "torchvision.ops.misc"):
        module = types.ModuleType(name)
        module.__getattr__ = _stub_attribute
        sys.modules[name] = module


def clip_tokenizer_json(out: Path) -> None:
    from open_clip.tokenizer import SimpleTokenizer
    from transformers import CLIPTokenizerFast

    simple = SimpleTokenizer()
    merges = sorted(simple.bpe_ranks, key=simple.bpe_ranks.get)
    with tempfile.TemporaryDirectory() as tmp:
        vocab, merges_file = Path(tmp) / "vocab.json", Path(tmp) / "merges.txt"
        vocab.write_text(json.dumps(simple.encoder))
        merges_file.write_text("#version: 0.2\n" + "\n".join(" ".join(m) for m in merges) + "\n")
        fast = CLIPTokenizerFast(vocab_file=str(vocab), merges_file=str(merges_file), unk_token="<end_of_text>",
                                 bos_token="<start_of_text>", eos_token="<end_of_text>", pad_token="<end_of_text>")
        fast.backend_tokenizer.save(str(out))


def export(out: Path, checkpoint: str | None, reference: bool) -> None:
    import numpy as np
    import torch

    stub_torchvision()
    import open_clip

    # nn.MultiheadAttention's eval fast path (aten::_native_multi_head_attention) has no ONNX export.
    torch.backends.mha.set_fastpath_enabled(False)
    torch.manual_seed(0)
    model = open_clip.create_model("ViT-B-32", pretrained=checkpoint, load_weights=checkpoint is not None) \
        if checkpoint else open_clip.create_model("ViT-B-32", pretrained=None)
    model.eval()

    class ImageTower(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.clip = model

        def forward(self, pixel_values):
            return self.clip.encode_image(pixel_values, normalize=True)

    class TextTower(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.clip = model

        def forward(self, input_ids):
            return self.clip.encode_text(input_ids, normalize=True)

    out.mkdir(parents=True, exist_ok=True)
    pixels = torch.randn(2, 3, 224, 224, generator=torch.Generator().manual_seed(1))
    ids = open_clip.tokenize(REFERENCE_TEXTS)
    common = {"opset_version": 18, "dynamo": False, "do_constant_folding": True}
    with torch.no_grad():
        torch.onnx.export(ImageTower(), (pixels[:1],), str(out / "clip_image.onnx"), input_names=["pixel_values"],
                          output_names=["image_embeds"], dynamic_axes={"pixel_values": {0: "batch"},
                                                                       "image_embeds": {0: "batch"}}, **common)
        torch.onnx.export(TextTower(), (ids[:1],), str(out / "clip_text.onnx"), input_names=["input_ids"],
                          output_names=["text_embeds"], dynamic_axes={"input_ids": {0: "batch"},
                                                                      "text_embeds": {0: "batch"}}, **common)
        if reference:
            np.savez(out / "reference.npz", pixels=pixels.numpy(), image_embeds=ImageTower()(pixels).numpy(),
                     texts=np.array(REFERENCE_TEXTS), input_ids=ids.numpy(), text_embeds=TextTower()(ids).numpy(),
                     random_weights=np.array(checkpoint is None))
    clip_tokenizer_json(out / "clip_tokenizer.json")
    print(f"exported CLIP ViT-B/32 ({'checkpoint ' + checkpoint if checkpoint else 'RANDOM weights, test only'}) to {out}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--checkpoint", default=None, help="open_clip ViT-B-32 weights file (.pt or .safetensors)")
    parser.add_argument("--reference", action="store_true", help="also write reference.npz for the run-time check")
    args = parser.parse_args()
    export(args.out, args.checkpoint, args.reference)
