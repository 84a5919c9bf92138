"""The local language model through llama-cpp-python (temperature 0, schema-constrained output)."""
