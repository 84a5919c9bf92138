"""Where the box keeps things: the repository root, models, data and edge recordings."""
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
REPO_DIR = PACKAGE_DIR.parent
MODELS_DIR = REPO_DIR / "models"
EDGE_DATA_DIR = REPO_DIR / "edge_data"
DEFAULT_DATA_DIR = REPO_DIR / "var"
ALGERIAN_CSV = EDGE_DATA_DIR / "Algerian_forest_fires_dataset_UPDATE.csv"
