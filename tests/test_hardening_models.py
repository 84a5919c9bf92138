"""Field trap (issue 16): models/field_models.toml named roles the runtime never reads (`vlm`,
`vlm_projector`, `image_embedder`), so a box provisioned from it ran without its vision model and
said nothing. One list of roles (appliance/provision/roles.py), checked by `models check`, `pull`
and `add`; provisioning from the field file's roles (stand-in files) puts each file where the
runtime reads it."""
import json

from appliance.config import load_config
from appliance.paths import MODELS_DIR
from appliance.provision.manifest import Manifest
from appliance.provision.pull import load_field_models
from appliance.provision.roles import runtime_roles
from tests.conftest import appliance_cmd


def provision_stand_ins(models_dir, roles_and_files) -> Manifest:
    manifest = Manifest(models_dir)
    for role, file, kind in roles_and_files:
        path = models_dir / file
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(f"stand-in for {role}".encode())
        manifest.add(role, file, kind, "stand-in")
    manifest.save()
    return manifest


def test_the_field_files_roles_are_the_ones_the_runtime_reads(tmp_path, monkeypatch):
    import appliance.embed.image as image
    from appliance.llm.runtime import spec_from_manifest

    field = load_field_models(MODELS_DIR / "field_models.toml")
    models_dir = tmp_path / "models"
    provision_stand_ins(models_dir, [(m.role, m.file, m.kind) for m in field])
    config = load_config(None, {"models.dir": str(models_dir)})
    manifest = Manifest.load(models_dir)
    files = {m.role: str(models_dir / m.file) for m in field}
    assert set(files) <= set(runtime_roles(config))

    spec = spec_from_manifest(manifest, config)           # the language model and its vision projector
    assert spec.model_path == files[config.models.llm_role]
    assert spec.projector_path == files[config.models.vision_projector_role]

    opened = {}
    monkeypatch.setattr(image, "ClipEmbedder", lambda img, txt, tok, **kw: opened.update(image=str(img), text=str(txt),
                                                                                         tokenizer=str(tok)))
    r = config.retrieval                                    # the call box.py makes
    image.load_image_embedder(manifest, r.clip_image_role, r.clip_text_role, r.clip_tokenizer_role)
    assert opened == {"image": files["clip_image"], "text": files["clip_text"], "tokenizer": files["clip_tokenizer"]}

    done = appliance_cmd("models", "check", "--json", "--set", f"models.dir={models_dir}")
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert {m["role"] for m in report["models"]} == set(files) and all(m["ok"] for m in report["models"])


def test_roles_nothing_reads_are_refused_by_check_pull_and_add(tmp_path):
    models_dir = tmp_path / "models"
    # The old field file's roles: each one a silent trap before.
    provision_stand_ins(models_dir, [("vlm", "f/vlm.gguf", "gguf"), ("vlm_projector", "f/mm.gguf", "gguf"),
                                     ("image_embedder", "f/v.onnx", "onnx"), ("clip_text", "f/t.onnx", "onnx")])
    setting = f"models.dir={models_dir}"
    done = appliance_cmd("models", "check", "--set", setting)
    assert done.returncode == 1
    for role in ("vlm", "vlm_projector", "image_embedder"):
        assert f"FAIL {role}: the box never reads role '{role}'" in done.stdout
    assert "ok   clip_text" in done.stdout
    listing = tmp_path / "old.toml"
    listing.write_text('[[model]]\nrole = "vlm"\nfile = "f/vlm.gguf"\nurl = "https://example.invalid/x"\n'
                       f'sha256 = "{"0" * 64}"\nkind = "gguf"\n')
    pulled = appliance_cmd("models", "pull", "--list", str(listing), "--set", setting)
    assert pulled.returncode != 0 and "never read by the box" in pulled.stderr and "vlm" in pulled.stderr
    stray = tmp_path / "x.gguf"
    stray.write_bytes(b"x")
    added = appliance_cmd("models", "add", str(stray), "--role", "vlm", "--set", setting)
    assert added.returncode == 2 and "never reads role 'vlm'" in added.stderr
