"""Embedders that run on the box with ONNX Runtime only (torch is needed at export time alone)."""
