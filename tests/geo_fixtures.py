"""The gazetteer for the geo tests: the provisioned one under models/, else one built into a temp dir."""
import pytest

from appliance.geo.build import build, is_current
from appliance.geo.gazetteer import GAZETTEER_FILE, Gazetteer
from appliance.paths import MODELS_DIR


@pytest.fixture(scope="session")
def gazetteer_dir(tmp_path_factory):
    if is_current(MODELS_DIR / GAZETTEER_FILE):
        return MODELS_DIR
    target = tmp_path_factory.mktemp("geo")
    build(target / GAZETTEER_FILE)
    return target


@pytest.fixture(scope="session")
def gaz(gazetteer_dir):
    return Gazetteer(gazetteer_dir / GAZETTEER_FILE)
