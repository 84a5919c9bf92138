"""Offline wildfire edge appliance.

Data flows one way: ingest -> store -> retrieve -> reason -> answer, with MQTT and the web page
as the two edges. A lower layer never imports a higher one.
"""
import os

# The box has no internet: make any hub lookup fail fast instead of retrying for ~45 s.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

__version__ = "0.1.0"
