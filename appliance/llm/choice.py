"""Schema-constrained decoding by logit masking, for the small structured steps.

llama.cpp's JSON-schema grammar runs the grammar over the whole 49k vocabulary at every one of
the ~17 character-level tokens it forces: 7-20 s per routing step on 2 busy cores. The steps here
only ever choose integers from an enum (router weights, evidence ids), so the box writes the JSON
punctuation itself and lets the model choose each value among the allowed tokens only (the
paper's "structured decoding and logit bias enforcement"): one prompt pass plus one token per
value, greedy, so the same inputs give the same choice. The result still goes through the
schema validator like any other output.
"""
import json

BIAS = 100.0  # added to allowed tokens' logits: greedy decoding can then only pick one of them


def supported(schema: dict) -> bool:
    props = schema.get("properties", {})
    return schema.get("type") == "object" and all(
        "enum" in p or (p.get("type") == "array" and "enum" in p.get("items", {})) for p in props.values()) \
        and all(isinstance(v, int) and 0 <= v <= 9 for p in props.values()
                for v in p.get("enum", p.get("items", {}).get("enum", [])))


class ChoiceDecoder:
    def __init__(self, llm):
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        self.llm = llm
        eos = llm._model.token_get_text(llm.token_eos())
        bos = llm._model.token_get_text(llm.token_bos())
        self.formatter = Jinja2ChatFormatter(template=llm.metadata["tokenizer.chat_template"], eos_token=eos,
                                             bos_token=bos)
        self.digit = {d: self._single_token(str(d)) for d in range(10)}
        self.comma, self.close = self._single_token(","), self._single_token("]")

    def _single_token(self, text: str) -> int:
        toks = self.llm.tokenize(text.encode(), add_bos=False, special=False)
        if len(toks) != 1:
            raise ValueError(f"{text!r} is not one token for this model")
        return toks[0]

    def _pick(self, prompt: str, allowed: dict[int, object]):
        out = self.llm.create_completion(prompt, max_tokens=1, temperature=0.0, top_k=1,
                                         logit_bias={t: BIAS for t in allowed})
        text = out["choices"][0]["text"]
        for tok, value in allowed.items():
            if self.llm._model.token_get_text(tok) == text or self.llm.detokenize([tok]).decode() == text:
                return value, out["usage"]["prompt_tokens"]
        raise ValueError(f"model produced {text!r} outside the allowed tokens")

    def decode(self, messages: list[dict], schema: dict) -> tuple[str, int, int]:
        """Returns (json text, prompt tokens, chosen tokens)."""
        prompt = self.formatter(messages=messages).prompt
        text, chosen, prompt_tokens = "{", 0, 0
        for n, (name, prop) in enumerate(schema["properties"].items()):
            text += ("," if n else "") + json.dumps(name) + ":"
            if "enum" in prop:
                value, prompt_tokens = self._pick(prompt + text, {self.digit[v]: v for v in prop["enum"]})
                text += str(value)
                chosen += 1
                continue
            items, values = prop["items"]["enum"], []
            lo, hi = prop.get("minItems", 0), prop.get("maxItems", len(items))
            text += "["
            while len(values) < hi:
                if len(values) >= max(lo, 1) or (lo == 0 and not values):
                    stop, prompt_tokens = self._pick(prompt + text, {self.comma: False, self.close: True})
                    chosen += 1
                    if stop:
                        break
                left = {self.digit[v]: v for v in items if v not in values}
                if not left:
                    break
                value, prompt_tokens = self._pick(prompt + text, left)
                values.append(value)
                text += ("," if len(values) > 1 else "") + str(value)
                chosen += 1
            text += "]"
        return text + "}", prompt_tokens, chosen
