"""Schema-constrained decoding by masking logits, for the small structured steps.

llama.cpp's JSON-schema grammar runs the grammar over the whole 49k vocabulary at every one of
the ~17 character-level tokens it forces: 7-20 s per routing step on 2 busy cores. The steps here
only ever choose integers from an enum (router weights, evidence ids), so the box writes the JSON
punctuation itself and lets the model choose each value among the allowed continuations only (the
paper's "structured decoding and logit bias enforcement"): greedy, so the same inputs give the
same choice. The result still goes through the schema validator like any other output.

Only llama-cpp-python's public API is used: `tokenize`, `detokenize`, `generate` with a logits
processor, and the chat template from the model's metadata. Nothing assumes a value is one token:
each allowed value, with the punctuation that ends it, is tokenized by the model's own tokenizer,
and decoding walks the trie of those token sequences, one masked greedy step per token. A value
that is one token (SmolLM2's digits) costs one step; "12" as two tokens, or SentencePiece's " 7"
with its space, cost what they cost.
"""
import json

import numpy as np

MAX_VALUE = 10_000   # enum values the decoder accepts: small non-negative integers (ids, weights)


def supported(schema: dict) -> bool:
    props = schema.get("properties", {})
    return schema.get("type") == "object" and bool(props) and all(
        "enum" in p or (p.get("type") == "array" and "enum" in p.get("items", {})) for p in props.values()) \
        and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_VALUE for p in props.values()
                for v in p.get("enum", p.get("items", {}).get("enum", [])))


class ChoiceDecoder:
    def __init__(self, llm):
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        self.llm = llm
        eos = self._text([llm.token_eos()], special=True)
        bos = self._text([llm.token_bos()], special=True)
        self.formatter = Jinja2ChatFormatter(template=llm.metadata["tokenizer.chat_template"], eos_token=eos,
                                             bos_token=bos)
        self._tokens: dict[str, list[int]] = {}
        self.last_tokens: list[int] = []   # the tokens after the prompt in the last decode: they spell its JSON

    def _text(self, tokens: list[int], special: bool = False) -> str:
        try:
            data = self.llm.detokenize(tokens, special=special)
        except TypeError:   # older bindings without `special`
            data = self.llm.detokenize(tokens)
        return data.decode("utf-8", errors="replace")

    def tokens(self, text: str) -> list[int]:
        """The model's own tokens for a piece of JSON the box writes or the model may choose."""
        if text not in self._tokens:
            self._tokens[text] = list(self.llm.tokenize(text.encode(), add_bos=False, special=False))
        return self._tokens[text]

    def _step(self, context: list[int], allowed: set[int]) -> int:
        """The model's greedy choice of the next token among `allowed` after `context`."""
        keep = np.fromiter(sorted(allowed), dtype=np.intp)

        def mask(_input_ids, scores):
            out = np.full_like(scores, -np.inf)
            out[keep] = scores[keep]
            return out

        from llama_cpp import LogitsProcessorList

        for token in self.llm.generate(context, top_k=1, top_p=1.0, min_p=0.0, temp=0.0, repeat_penalty=1.0,
                                       logits_processor=LogitsProcessorList([mask])):
            if token not in allowed:
                raise ValueError(f"the model chose token {token} outside the allowed ones")
            return int(token)
        raise ValueError("the model produced no token")

    def choose(self, context: list[int], options: dict[str, object]) -> tuple[str, object, list[int], int]:
        """Pick one of `options` (text -> value) token by token; returns (text, value, tokens, steps)."""
        seqs = {text: self.tokens(text) for text in options}
        if any(not s for s in seqs.values()):
            raise ValueError("an option tokenizes to nothing")
        chosen: list[int] = []
        steps = 0
        while True:
            live = {t: s for t, s in seqs.items() if s[:len(chosen)] == chosen}
            done = [t for t, s in live.items() if len(s) == len(chosen)]
            if done:
                # Options end with their closing punctuation, so none is a prefix of another.
                return done[0], options[done[0]], chosen, steps
            allowed = {s[len(chosen)] for s in live.values()}
            token = next(iter(allowed)) if len(allowed) == 1 else self._step(context + chosen, allowed)
            steps += len(allowed) > 1
            chosen.append(token)

    def decode(self, messages: list[dict], schema: dict) -> tuple[str, int, int]:
        """Returns (json text, prompt tokens, model steps)."""
        prompt = self.formatter(messages=messages).prompt
        context = list(self.llm.tokenize(prompt.encode(), add_bos=True, special=True))
        prompt_tokens, steps, text = len(context), 0, ""
        props = list(schema["properties"].items())
        for n, (name, prop) in enumerate(props):
            key = ("{" if n == 0 else "") + json.dumps(name) + ":"
            text += key
            context += self.tokens(key)
            end = "," if n < len(props) - 1 else "}"
            if "enum" in prop:
                piece, _, toks, k = self.choose(context, {f"{v}{end}": v for v in prop["enum"]})
                text, context, steps = text + piece, context + toks, steps + k
                continue
            items, values = prop["items"]["enum"], []
            lo, hi = prop.get("minItems", 0), min(prop.get("maxItems", len(items)), len(set(items)))
            text += "["
            context += self.tokens("[")
            while True:
                left = [v for v in items if v not in values]
                can_stop, can_go = len(values) + 1 >= lo, len(values) + 1 < hi and len(left) > 1
                options = {f"]{end}": (None, True)} if not values and lo == 0 else {}
                for v in left if len(values) < hi else []:
                    if can_go:
                        options[f"{v},"] = (v, False)
                    if can_stop:
                        options[f"{v}]{end}"] = (v, True)
                if not options:
                    raise ValueError(f"no list of {lo}..{hi} items can be made from {items}")
                piece, (value, stop), toks, k = self.choose(context, options)
                if value is not None:
                    values.append(value)
                text, context, steps = text + piece, context + toks, steps + k
                if stop:
                    break
        self.last_tokens = context[prompt_tokens:]
        return text, prompt_tokens, steps
