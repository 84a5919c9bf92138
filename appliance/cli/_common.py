"""The options every CLI verb shares. They live in appliance.config.options so that the lower
layers with a command of their own (`python -m appliance.ingest`, the benchmarks, the evaluations)
use them without importing this package, which imports every verb."""
from appliance.config.options import (DEFAULT_CONFIG, config_option, emit_json, json_option, load,  # noqa: F401
                                      parse_overrides, set_option)
